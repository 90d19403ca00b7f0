import { createServer } from 'node:http';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { checkLinks } from '../../src/checks/check-links.ts';
import { checkExternalLinks } from '../../src/checks/external-links.ts';
import { normalizeLink } from '../../src/checks/links.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { copySite, lines, makeSite, runDocsgen, tempDir, text } from '../helpers.ts';

const EXPECTED = [
  'site/config.yaml:8:7 error Broken link to `/nowhere` (`Nowhere`): no page has the route `/nowhere`  links/broken-link',
  'site/pages/index.md:10:3 warning Cannot find anchor `#nope` in /guide (`missing anchor`)  links/broken-anchor',
  'site/pages/index.md:11:3 error Broken link to `/docs/missing` (`missing page`): no page has the route `/missing`  links/broken-link',
  'site/pages/index.md:12:3 error Broken link to `/docs/nope` (`missing relative`): no page has the route `/nope`  links/broken-link',
  'site/pages/index.md:13:3 warning Cannot find anchor `#missing-local` in this page (`missing local`)  links/broken-anchor',
  'site/pages/index.md:14:3 warning Markdown link `./nothing.md` points to no page  links/broken-markdown-link',
  'site/pages/zz-dup.md warning Duplicate route `/guide`: also produced by site/pages/guide.md; only the first is built  routes/duplicate',
  'site/sidebars.yaml:4:5 error Broken link to `/gone` (`Gone`): no page has the route `/gone`  links/broken-link',
];

const cli = (args: string[], cwd: string) => runDocsgen(args, { cwd, env: { NO_COLOR: '1' } });

describe('link checks', () => {
  it('find each kind of problem at its file:line:col, layout links once, and nothing that works', async () => {
    const cwd = await copySite('links');
    const result = await checkLinks({ cwd });
    expect(lines(result.diagnostics)).toEqual(EXPECTED);
    expect(result.diagnostics.find((d) => d.message.includes('/docs/missing'))!.hint).toBeUndefined();
    expect(result.diagnostics.find((d) => d.message.includes('#nope'))!.hint).toBe('/guide has anchors #guide, #setup, #raw-anchor');
  });

  it('suggest the closest route or anchor', async () => {
    const cwd = await copySite('links');
    await appendFile(join(cwd, 'site/pages/index.md'), '\n[typo](/guid) and [anchor typo](/guide#setpu)\n');
    const result = await checkLinks({ cwd });
    expect(result.diagnostics.find((d) => d.message.includes('/guid`'))!.hint).toBe('did you mean `/guide`?');
    expect(result.diagnostics.find((d) => d.message.includes('#setpu'))!.hint).toBe('did you mean `#setup`?');
  });

  it('fail the build on broken links, keeping severities from config.yaml', async () => {
    const cwd = await copySite('links');
    const error = await build({ cwd, write: false }).catch((caught: DocsgenError) => caught);
    expect(lines((error as DocsgenError).diagnostics)).toEqual(EXPECTED);
    await appendFile(join(cwd, 'site/config.yaml'), 'checks:\n  brokenLinks: warn\n  brokenAnchors: error\n  brokenMarkdownLinks: ignore\n  duplicateRoutes: ignore\n');
    const result = await checkLinks({ cwd });
    expect(lines(result.diagnostics).map((line) => line.replace(/ (error|warning) .*  /, ' $1 '))).toEqual([
      'site/config.yaml:8:7 warning links/broken-link',
      'site/pages/index.md:10:3 error links/broken-anchor',
      'site/pages/index.md:11:3 warning links/broken-link',
      'site/pages/index.md:12:3 warning links/broken-link',
      'site/pages/index.md:13:3 error links/broken-anchor',
      'site/sidebars.yaml:4:5 warning links/broken-link',
    ]);
  });

  it('report only the given files in staged-file mode, against the whole site', async () => {
    const cwd = await copySite('links');
    const result = await checkLinks({ cwd, files: ['site/pages/index.md', './site/sidebars.yaml'] });
    expect(lines(result.diagnostics).map((line) => line.split(' ')[0])).toEqual([
      'site/pages/index.md:10:3',
      'site/pages/index.md:11:3',
      'site/pages/index.md:12:3',
      'site/pages/index.md:13:3',
      'site/pages/index.md:14:3',
      'site/sidebars.yaml:4:5',
    ]);
    expect((await checkLinks({ cwd, files: ['site/pages/guide.md'] })).diagnostics).toEqual([]);
    // A folder stands for the files in it.
    const folder = lines((await checkLinks({ cwd, files: ['site/pages/'] })).diagnostics).map((line) => line.split(/[: ]/)[0]);
    expect(new Set(folder)).toEqual(new Set(['site/pages/index.md', 'site/pages/zz-dup.md']));
    expect((await checkLinks({ cwd, files: ['.'] })).diagnostics).toEqual((await checkLinks({ cwd })).diagnostics);
  });

  it('refuse a given file that does not exist, instead of checking nothing and passing', async () => {
    const cwd = await copySite('links');
    const result = await cli(['check-links', 'site/pages/index.md', 'site/pages/intro.mdd'], cwd);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('site/pages/intro.mdd error `site/pages/intro.mdd` does not exist  check-links/missing-file');
  });

  it('find no false positives on generated API pages, anchors in them, or the OpenAPI downloads', async () => {
    const cwd = await copySite('openapi');
    await writeFile(join(cwd, 'site/pages/index.md'), '# Shop API\n\n[pets](/api/list-pets#responses), [schema](/api/schemas/pet#properties), [doc](/api/openapi.yaml), [collection](/api/openapi.postman_collection.json), [tag](/api/shop-api#tag-pets)\n');
    expect((await checkLinks({ cwd })).diagnostics.filter((d) => d.code.startsWith('links/'))).toEqual([]);
  });

  it('report a broken link in an OpenAPI description where its URL is written', async () => {
    const cwd = await copySite('openapi');
    const spec = join(cwd, 'site/api/openapi.yaml');
    const original = await readFile(spec, 'utf8');
    const edited = original
      .replace('description: Returns pets. Braces {like these} and </b> are text.', 'description: Returns pets; see [the guide](/no-such-guide).')
      .replace('description: A page of pets.', 'description: A page of pets ([paging](/no-paging)).')
      .replace('description: Created.', 'description: Created; see [the guide](/no-such-guide).')
      .replace('description: An error.', 'description: An error ([errors](/no-errors)).');
    await writeFile(spec, edited);
    const found = (await checkLinks({ cwd })).diagnostics.filter((d) => d.code === 'links/broken-link');
    const at = (d: { file: string; line?: number; column?: number }): string => `${d.file}:${d.line}:${d.column}`;
    // Each operation's link at its own description, a response's at the response, a shared
    // component's (used by several operations) at the component.
    expect([...new Set(found.map((d) => `${at(d)} ${d.message.match(/`[^`]+`/)![0]}`))].sort()).toEqual([
      'site/api/openapi.yaml:114:39 `/no-errors`',
      'site/api/openapi.yaml:31:50 `/no-such-guide`',
      'site/api/openapi.yaml:42:49 `/no-paging`',
      'site/api/openapi.yaml:64:49 `/no-such-guide`',
    ]);
    // The overview's links point at the document's own description.
    await writeFile(spec, original.replace(/^  description: \|\n/m, '  description: |\n    Read [the intro](/no-intro) first.\n'));
    const overview = (await checkLinks({ cwd })).diagnostics.filter((d) => d.code === 'links/broken-link');
    expect(overview.map(at)).toEqual(['site/api/openapi.yaml:6:22']);
  });

  it('normalize links the way a static server serves them', () => {
    expect(normalizeLink('/docs/a/b/', '/docs/')).toEqual({ path: '/a/b' });
    expect(normalizeLink('/docs/a/index.html#x?y=1', '/docs/')).toEqual({ path: '/a', hash: 'x' });
    expect(normalizeLink('/docs/', '/docs/')).toEqual({ path: '/' });
    expect(normalizeLink('/docs', '/docs/')).toEqual({ path: '/' });
    expect(normalizeLink('/caf%C3%A9?q=1', '/')).toEqual({ path: '/café' });
    expect(normalizeLink('#x', '/', '/a')).toEqual({ path: '/a', hash: 'x' });
    expect(normalizeLink('../c', '/', '/a/b')).toEqual({ path: '/c' });
    for (const url of ['https://x.test', 'mailto:a@b.c', 'tel:+47', '//cdn.test/x']) expect(normalizeLink(url, '/')).toBeUndefined();
  });

  it('suggest the page a broken markdown link most likely meant: the other extension first, else the closest path', async () => {
    const cwd = await makeSite({
      // `a.md` is as close to `b.md` as `b.mdx`, and comes first.
      'pages/guides/a.md': '# A\n',
      'pages/guides/b.mdx': '# B\n',
      'pages/guides/webhooks.md': '# Webhooks\n',
      'pages/index.md': '# Home\n\n[B](./guides/b.md), [again](guides/b.md), [hooks](./guides/webhoks.md), [far](./nowhere/at-all.md)\n',
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics.map((d) => `${d.message} | ${d.hint}`)).toEqual([
      'Markdown link `./guides/b.md` points to no page | did you mean `guides/b.mdx`?',
      'Markdown link `guides/b.md` points to no page | did you mean `guides/b.mdx`?',
      'Markdown link `./guides/webhoks.md` points to no page | did you mean `guides/webhooks.md`?',
      'Markdown link `./nowhere/at-all.md` points to no page | resolved to nowhere/at-all.md in the docs folder',
    ]);
  });

  it('find a page whose route ends in /index (a doc with `slug: index`) by a link to it', async () => {
    const cwd = await makeSite({
      'pages/tutorials/tutorials-index.md': '---\nslug: index\n---\n# Tutorials\n\n## Start\n',
      'pages/tutorials/quick-start.md': '# Quick start\n\nSee [the tutorials](./tutorials-index.md) and [where to start](./tutorials-index.md#start).\n',
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    expect(text(result.files, 'tutorials/quick-start/index.html')).toContain('<a href="/tutorials/index">the tutorials</a>');
    expect(result.files.has('tutorials/index/index.html')).toBe(true);
  });
});

describe('docsgen check-links', () => {
  it('groups problems by file, ends with counts, and exits 1 on errors', async () => {
    const cwd = await copySite('links');
    const result = await cli(['check-links'], cwd);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n').slice(0, 4)).toEqual(['site/config.yaml', EXPECTED[0], '', 'site/pages/index.md']);
    expect(result.stderr).toContain('✖ 4 errors, 4 warnings');
    expect(result.stdout).toMatch(/^✖ Checked \d+ links on 2 pages in \d+\.\d\d s\n$/);
  });

  it('writes JSON for tools', async () => {
    const cwd = await copySite('links');
    const result = await cli(['check-links', '--format', 'json'], cwd);
    const report = JSON.parse(result.stdout);
    expect(report.summary).toMatchObject({ errors: 4, warnings: 4, pages: 2 });
    expect(report.diagnostics[0]).toEqual({ code: 'links/broken-link', severity: 'error', message: 'Broken link to `/nowhere` (`Nowhere`): no page has the route `/nowhere`', file: 'site/config.yaml', line: 8, column: 7 });
  });

  it('exits 0 on a clean site, and 2 on usage or config errors', async () => {
    const clean = await copySite('basic');
    expect((await cli(['check-links'], clean)).code).toBe(0);
    expect((await cli(['check-links', '--format', 'xml'], clean)).code).toBe(2);
    const broken = await copySite('links');
    await appendFile(join(broken, 'site/config.yaml'), 'checks:\n  brokenLinks: fatal\n');
    const config = await cli(['check-links'], broken);
    expect(config.code).toBe(2);
    expect(config.stderr).toContain("`checks.brokenLinks` must be one of `ignore`, `warn`, `error`, got `fatal`");
  });
});

describe('external links', () => {
  it('are checked with HEAD then GET, reported as warnings, and cached', async () => {
    let requests = 0;
    const server = createServer((request, response) => {
      requests++;
      if (request.url === '/ok') response.writeHead(request.method === 'HEAD' ? 405 : 200).end();
      else response.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const cacheFile = join(await tempDir(), 'cache.json');
    const links = [
      { url: `${base}/ok`, text: 'ok', file: 'a.md', line: 1, column: 1 },
      { url: `${base}/missing#x`, text: 'missing', file: 'a.md', line: 2, column: 1 },
    ];
    expect(lines(await checkExternalLinks(links, { cacheFile }))).toEqual([`a.md:2:1 warning External link \`${base}/missing#x\` failed: HTTP 404  links/external-broken`]);
    const before = requests;
    await checkExternalLinks(links, { cacheFile });
    expect(requests).toBe(before);
    await new Promise((done) => server.close(done));
  });
});
