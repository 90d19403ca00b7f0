import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { dev, type DevServer } from '../../src/dev/dev-server.ts';
import { copySite, runDocsgen, text } from '../helpers.ts';

/** The docusaurus-classic fixture with `trailingSlash` set in its docusaurus.config.ts. */
async function siteWith(trailingSlash: boolean): Promise<string> {
  const cwd = await copySite('docusaurus-classic');
  const config = join(cwd, 'site', 'docusaurus.config.ts');
  const source = await readFile(config, 'utf8');
  await writeFile(config, source.replace("  baseUrl: '/',", `  baseUrl: '/',\n  trailingSlash: ${trailingSlash},`));
  return cwd;
}

/** Every root-relative href of a page, once each, sorted. */
const hrefs = (html: string): string[] => [...new Set([...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]!))].sort();

describe('trailingSlash: true', async () => {
  const cwd = await siteWith(true);
  const result = await build({ cwd, siteDir: 'site', write: false });

  it('is carried over without a warning', () => {
    expect(result.diagnostics.filter((d) => d.message.includes('trailingSlash'))).toEqual([]);
  });

  it('writes each page as <route>/index.html', () => {
    const html = [...result.files.keys()].filter((path) => path.endsWith('.html'));
    expect(html).toEqual(expect.arrayContaining(['index.html', 'docs/intro/index.html', 'docs/category/guides/index.html', 'blog/index.html', 'blog/hello/index.html', 'blog/tags/news/index.html', 'markdown-page/index.html', '404.html']));
    // Each locale has its 404 page (the fixture's `fr` is built too, under fr/).
    expect(html.filter((path) => !path.endsWith('index.html') && !path.endsWith('404.html'))).toEqual([]);
  });

  it('links to pages with a trailing slash: sidebar, navbar, footer, Markdown links, <Link>, blog; files as they are', () => {
    expect(hrefs(text(result.files, 'docs/intro/index.html')).filter((href) => !href.startsWith('/assets/') && !href.endsWith('.md'))).toEqual([
      '/',
      '/blog/',
      '/docs/category/guides/',
      '/docs/guides/install/',
      '/docs/guides/signals/',
      '/docs/intro/',
      '/docs/reference/api/',
      '/docs/reference/events/',
      '/img/favicon.svg',
      '/img/logo.svg',
    ]);
    expect(text(result.files, 'docs/guides/install/index.html')).toContain('Back to the <a href="/docs/intro/">intro</a>');
    expect(text(result.files, 'index.html')).toContain('<a href="/docs/intro/" class="button">Start here</a>');
    expect(hrefs(text(result.files, 'blog/index.html'))).toEqual(expect.arrayContaining(['/blog/hello/', '/blog/tags/news/', '/blog/rss.xml']));
  });

  it('gives the slashed URL as canonical, og:url, in the sitemap and the feeds', () => {
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toContain('<link rel="canonical" href="https://beacon.example/docs/intro/"/>');
    expect(intro).toContain('<meta property="og:url" content="https://beacon.example/docs/intro/"/>');
    const sitemap = text(result.files, 'sitemap.xml');
    expect(sitemap).toContain('<loc>https://beacon.example/docs/intro/</loc>');
    expect(sitemap).toContain('<loc>https://beacon.example/</loc>');
    expect(sitemap).not.toMatch(/<loc>[^<]*[^/]<\/loc>/);
    expect(text(result.files, 'blog/rss.xml')).toContain('<link>https://beacon.example/blog/hello/</link>');
  });
});

describe('trailingSlash: false', async () => {
  const cwd = await siteWith(false);
  const result = await build({ cwd, siteDir: 'site', write: false });

  it('writes each page as <route>.html, the home page as index.html', () => {
    const html = [...result.files.keys()].filter((path) => path.endsWith('.html')).sort();
    expect(html).toEqual(expect.arrayContaining(['index.html', 'docs/intro.html', 'docs/category/guides.html', 'blog.html', 'blog/hello.html', 'blog/tags/news.html', 'markdown-page.html', '404.html']));
    // The `fr` locale's home page is its folder's index.html, as the site's is.
    expect(html.filter((path) => path.endsWith('/index.html'))).toEqual(['fr/index.html']);
  });

  it('links to pages without a trailing slash, and gives that URL as canonical and in the sitemap', () => {
    const intro = text(result.files, 'docs/intro.html');
    expect(hrefs(intro).filter((href) => href !== '/' && !/\.[a-z]+$/.test(href) && href.endsWith('/'))).toEqual([]);
    expect(hrefs(intro)).toEqual(expect.arrayContaining(['/blog', '/docs/guides/install', '/docs/category/guides']));
    expect(intro).toContain('<link rel="canonical" href="https://beacon.example/docs/intro"/>');
    expect(text(result.files, 'sitemap.xml')).toContain('<loc>https://beacon.example/docs/intro</loc>');
  });
});

describe('docsgen check-links on both forms', () => {
  for (const trailingSlash of [true, false]) {
    it(`trailingSlash: ${trailingSlash}: links written with or without the slash resolve; a broken one is still reported`, async () => {
      const cwd = await siteWith(trailingSlash);
      const faq = join(cwd, 'site', 'docs', 'extra', 'faq.md');
      await writeFile(faq, `${await readFile(faq, 'utf8')}\n[slashed](/docs/guides/install/), [bare](/docs/intro), [gone](/docs/gone/).\n`);
      const { code, stderr } = await runDocsgen(['check-links', '--site', 'site'], { cwd });
      expect(code).toBe(1);
      expect(stderr.split('\n').filter((line) => line.includes('links/broken-link'))).toEqual([
        // The link as the page writes it, in the site's form.
        `site/docs/extra/faq.md:5:56 error Broken link to \`/docs/gone${trailingSlash ? '/' : ''}\` (\`gone\`): no page has the route \`/docs/gone\`  links/broken-link`,
      ]);
    });
  }
});

describe('docsgen dev with trailingSlash: false', () => {
  let server: DevServer;
  // What the server logged (a failed first build's error): it answers 500 then, and a failure says why.
  const logged: string[] = [];
  beforeAll(async () => {
    server = await dev({ cwd: await siteWith(false), siteDir: 'site', port: 0, log: (line) => logged.push(line) });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves each page at both /route and /route/, as Docusaurus\'s dev server does', async () => {
    for (const path of ['/docs/intro', '/docs/intro/', '/blog', '/blog/']) {
      const response = await fetch(server.url + path);
      expect(response.status, `${path}\n${logged.join('\n')}`).toBe(200);
      expect(await response.text(), path).toContain('<link rel="canonical" href="https://beacon.example/' + path.replace(/^\/|\/$/g, '') + '"/>');
    }
  });
});
