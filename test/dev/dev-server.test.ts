import { appendFile, cp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, type DevServer } from '../../src/dev/dev-server.ts';
import { createEngine } from '../../src/search/search-client.ts';
import type { SearchManifest } from '../../src/search/search-options.ts';
import { copySite, HOSTILE_HEADERS, HOSTILE_TARGETS, rawRequest, repoRoot, writeFiles } from '../helpers.ts';

let server: DevServer;
let theme: string;
const logged: string[] = [];
let cwd: string;
const events: Array<{ event: string; data: Record<string, unknown> }> = [];
const abort = new AbortController();

beforeAll(async () => {
  cwd = await copySite('basic');
  await writeFiles(join(cwd, 'site'), { 'static/extra.css': 'body { color: red; }\n', 'css/custom.css': '.hero { color: red; }\n' });
  await writeFiles(cwd, { 'brand.css': '.brand { color: red; }\n' });
  await appendFile(join(cwd, 'site', 'config.yaml'), 'theme:\n  customCss: [css/custom.css, ../brand.css]\n');
  // A copy of docsgen's sources and theme, so a test can edit a template.
  theme = join(cwd, 'docsgen');
  await Promise.all(['src', 'templates', 'package.json'].map((entry) => cp(join(repoRoot, entry), join(theme, entry), { recursive: true })));
  await symlink(join(repoRoot, 'node_modules'), join(theme, 'node_modules'), 'dir');
  server = await dev({ cwd, port: 0, themeRoot: theme, log: (line) => logged.push(line) });
  // Read the event stream the way EventSource does.
  const response = await fetch(`${server.url}/__docsgen/events`, { signal: abort.signal });
  const reader = response.body!.getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += new TextDecoder().decode(value);
      let end;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
    }
  })();
  // Pages are answered before the whole site is built (first-page.test.ts): the edits below
  // start once it is, so each is a rebuild of its own.
  await server.settled();
});

afterAll(async () => {
  abort.abort();
  await server?.close();
});

const page = async (path: string) => {
  const response = await fetch(server.url + path);
  return { status: response.status, html: await response.text() };
};

async function change(update: () => Promise<void>): Promise<Array<{ event: string; data: Record<string, unknown> }>> {
  const before = events.length;
  await update();
  // Every change here is answered with an event; on a loaded machine the watcher may report it after settled() looked.
  await expect.poll(() => events.length).toBeGreaterThan(before);
  await server.settled();
  await new Promise((done) => setTimeout(done, 50));
  return events.slice(before);
}

const file = (path: string) => join(cwd, 'site', path);

describe('docsgen dev', () => {
  it('serves the site from memory with the reload client injected', async () => {
    const { status, html } = await page('/guides/setup');
    expect(status).toBe(200);
    expect(html).toContain('<title>Setting up Acme | Acme Docs</title>');
    expect(html).toContain('new EventSource("/__docsgen/events")');
  });

  it('serves the client script with its source map, for the browser\'s developer tools', async () => {
    const { html } = await page('/guides/setup');
    const script = /<script type="module" src="(\/assets\/js\/main\.\w+\.js)">/.exec(html)![1]!;
    const code = await (await fetch(server.url + script)).text();
    const map = /\n\/\/# sourceMappingURL=(main\.\w+\.js\.map)\n$/.exec(code)![1]!;
    const served = await fetch(`${server.url}/assets/js/${map}`);
    expect(served.status).toBe(200);
    expect((await served.json()) as { version: number }).toMatchObject({ version: 3 });
  });

  it('shows draft pages, which production builds leave out', async () => {
    const draft = await page('/draft');
    expect(draft.status).toBe(200);
    expect(draft.html).toContain('<title>Draft | Acme Docs</title>');
  });

  it('reloads the edited page and serves its new HTML', async () => {
    const received = await change(() => writeFile(file('pages/guides/03-troubleshooting.md'), '---\ntitle: Troubleshooting\nsidebar_position: 3\n---\n\nNew troubleshooting text.\n'));
    expect(received).toContainEqual({ event: 'reload', data: { routes: ['/guides/troubleshooting'] } });
    expect((await page('/guides/troubleshooting')).html).toContain('New troubleshooting text.');
  });

  it('keeps the search index up to date as pages change', async () => {
    const found = async (query: string) => {
      const response = await fetch(`${server.url}/search/index.json`);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const engine = createEngine((await response.json()) as SearchManifest, {
        read: async (path) => {
          const file = await fetch(`${server.url}/search/${path}`);
          return file.ok ? gunzipSync(Buffer.from(await file.arrayBuffer())) : undefined;
        },
      });
      return (await engine.search(query)).map((hit) => hit.url);
    };
    expect(await found('quokka')).toEqual([]);
    await change(() => writeFile(file('pages/guides/03-troubleshooting.md'), '---\ntitle: Troubleshooting\nsidebar_position: 3\n---\n\n## Quokka mode\n\nNew troubleshooting text.\n'));
    expect(await found('quokka')).toEqual(['/guides/troubleshooting#quokka-mode']);
  });

  it('updates the sidebars of other pages when a title changes', async () => {
    const received = await change(() => writeFile(file('pages/guides/03-troubleshooting.md'), '---\ntitle: Fixing problems\nsidebar_position: 3\n---\n\nNew troubleshooting text.\n'));
    const reload = received.find((e) => e.event === 'reload');
    expect(reload?.data.routes).toEqual(expect.arrayContaining(['/guides/setup', '/guides/troubleshooting']));
    expect((await page('/guides/setup')).html).toContain('>Fixing problems</a>');
  });

  it('shows an error for broken MDX, keeps serving the last good page, and clears it when fixed', async () => {
    const good = (await page('/mdx-page')).html;
    const broken = await change(() => writeFile(file('pages/mdx-page.mdx'), '---\ntitle: MDX page\n---\n\n<Nope />\n'));
    const error = broken.find((e) => e.event === 'error');
    expect(String(error?.data.message)).toContain('site/pages/mdx-page.mdx:5:1 error Unknown component `<Nope>`');
    expect((await page('/mdx-page')).html).toBe(good);
    const fixed = await change(() => writeFile(file('pages/mdx-page.mdx'), '---\ntitle: MDX page\n---\n\nFixed.\n'));
    expect(fixed.map((e) => e.event)).toContain('ok');
    expect((await page('/mdx-page')).html).toContain('Fixed.');
  });

  it('shows a drifted code sample in the overlay, like any build error', async () => {
    const broken = await change(() => writeFile(file('pages/sample.md'), '# Sample\n\n```json\n{ "a": 1, }\n```\n'));
    const error = broken.find((e) => e.event === 'error');
    expect(String(error?.data.message)).toContain('site/pages/sample.md:4:11 error JSON syntax error');
    const fixed = await change(() => writeFile(file('pages/sample.md'), '# Sample\n\n```json\n{ "a": 1 }\n```\n'));
    expect(fixed.map((e) => e.event)).toContain('ok');
  });

  it('swaps the stylesheet for a CSS-only change', async () => {
    const received = await change(() => writeFile(file('static/extra.css'), 'body { color: blue; }\n'));
    expect(received.map((e) => e.event)).toEqual(['css']);
    expect((await page('/extra.css')).html).toContain('blue');
  });

  it('swaps the stylesheet when a theme.customCss file changes, inside the site folder or not', async () => {
    const stylesheet = async () => {
      const href = /<link rel="stylesheet" href="([^"]+)"/.exec((await page('/guides/setup')).html)![1]!;
      return { href, css: (await page(href)).html };
    };
    expect((await stylesheet()).css).toContain('/* css/custom.css */\n.hero { color: red; }');
    let received = await change(() => writeFile(file('css/custom.css'), '.hero { color: purple; }\n'));
    expect(received.map((e) => e.event)).toEqual(['css']);
    expect(await stylesheet()).toEqual({ href: '/assets/css/styles.css', css: expect.stringContaining('.hero { color: purple; }') });
    received = await change(() => writeFile(join(cwd, 'brand.css'), '.brand { color: purple; }\n'));
    expect(received.map((e) => e.event)).toEqual(['css']);
    expect((await stylesheet()).css).toContain('/* ../brand.css */\n.brand { color: purple; }');
  });

  it('swaps the stylesheet when the theme CSS changes', async () => {
    const received = await change(() => appendFile(join(theme, 'templates', 'styles.css'), '\na { color: blue; }\n'));
    expect(received.map((e) => e.event)).toEqual(['css']);
  });

  it('reloads the templates in place when one changes, and reports one that does not compile', async () => {
    const footer = join(theme, 'templates', 'components', 'Footer.tsx');
    const source = await readFile(footer, 'utf8');
    let received = await change(() => writeFile(footer, source.replace('<footer className={`theme-layout-footer footer footer--${style}`}>', '<footer className={`theme-layout-footer footer footer--${style}`} data-edited="yes">')));
    expect(received.find((e) => e.event === 'reload')?.data.routes).toEqual(expect.arrayContaining(['/', '/guides/setup']));
    expect((await page('/guides/setup')).html).toContain('data-edited="yes"');
    expect(logged).toContain('template docsgen/templates/components/Footer.tsx changed: templates reloaded');

    received = await change(() => writeFile(footer, source.replace('<footer', '<footer <')));
    expect(received.find((e) => e.event === 'error')?.data.message).toMatch(/^Reloading the templates failed: .*Footer\.tsx:\d+:\d+/s);
    expect((await page('/guides/setup')).html).toContain('data-edited="yes"');
    received = await change(() => writeFile(footer, source));
    expect(received.map((e) => e.event)).toContain('ok');
    expect((await page('/guides/setup')).html).not.toContain('data-edited');
  });

  it('404s a deleted page without crashing, and rebuilds once for an editor’s rename-save', async () => {
    await change(() => rm(file('pages/reference/cli.md')));
    expect((await page('/reference/cli')).status).toBe(404);
    const target = file('pages/reference/api.md');
    const received = await change(async () => {
      await writeFile(`${target}.swp`, (await readFile(target, 'utf8')).replace('## Endpoints', '## Endpoints\n\nSaved atomically.'));
      await rename(`${target}.swp`, target);
    });
    expect(received.filter((e) => e.event === 'reload')).toHaveLength(1);
    expect((await page('/reference/api')).html).toContain('Saved atomically.');
  });

  it.each(HOSTILE_TARGETS)('refuses %s (%s)', async (_, target, status) => {
    expect((await rawRequest(server.port, target, { Host: `127.0.0.1:${server.port}` })).status).toBe(status);
  });

  it.each(HOSTILE_HEADERS)('refuses a request with %s', async (_, headers, status) => {
    expect((await rawRequest(server.port, '/', headers)).status).toBe(status);
  });

  it('refuses foreign hosts and foreign origins on the event stream', async () => {
    const foreign = await fetch(`${server.url}/__docsgen/events`, { headers: { Origin: 'http://evil.example' } });
    expect(foreign.status).toBe(403);
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve) => {
      const req = request({ host: '127.0.0.1', port: server.port, path: '/', headers: { Host: 'evil.example' } }, (response) => resolve(response.statusCode ?? 0));
      req.end();
    });
    expect(status).toBe(403);
  });
});

describe('docsgen dev on a site that does not build yet', () => {
  it('serves the error, then the site once the file is fixed', async () => {
    const broken = await copySite('basic');
    await writeFile(join(broken, 'site/pages/mdx-page.mdx'), '<Nope />\n');
    const devServer = await dev({ cwd: broken, port: 0 });
    // The broken page cannot be built ahead of the site either: it waits for the site's build, and its error.
    const page = await fetch(`${devServer.url}/mdx-page`);
    expect(page.status).toBe(500);
    expect(await page.text()).toContain('new EventSource');
    // Once that build has failed, every page is the error page (one served before it shows the overlay).
    await devServer.settled();
    const first = await fetch(`${devServer.url}/`);
    expect(first.status).toBe(500);
    expect(await first.text()).toContain('new EventSource');
    await writeFile(join(broken, 'site/pages/mdx-page.mdx'), 'Fixed.\n');
    await expect.poll(async () => (await fetch(`${devServer.url}/mdx-page`)).status).toBe(200);
    await devServer.close();
  });
});
