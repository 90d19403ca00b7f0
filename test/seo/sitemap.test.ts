/**
 * sitemap.xml: escaped URLs, and no page whose rendered head says `noindex` (a page's MDX
 * `<head>`, a swizzled component's `<Head>`), as Docusaurus's sitemap; a rebuild that leaves
 * such a page unchanged (never rendering it) still leaves it out, from the output's manifest.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { OUTPUT_MARKER } from '../../src/build/output-guard.ts';
import { StageTimer } from '../../src/build/stage-timer.ts';
import { headSaysNoindex } from '../../src/seo/indexable.ts';
import { buildError, lines, makeDocusaurusSite, makeSite, text } from '../helpers.ts';

const locs = (sitemap: string): string[] => [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!).sort();

const HIDDEN = '# Hidden\n\n<head>\n  <meta name="robots" content="noindex, nofollow" />\n</head>\n\nNot for search engines.\n';

describe('headSaysNoindex', () => {
  it('reads the robots meta tags of the head only, in any case and quoting', () => {
    expect(headSaysNoindex('<html><head><meta name="robots" content="noindex"></head><body></body></html>')).toBe(true);
    expect(headSaysNoindex("<head><meta content='NOINDEX,follow' name=ROBOTS /></head>")).toBe(true);
    expect(headSaysNoindex('<head><meta name="googlebot" content="noindex"><meta name="description" content="noindex is a word"></head>')).toBe(false);
    expect(headSaysNoindex('<head><title>T</title></head><body><meta name="robots" content="noindex"></body>')).toBe(false);
  });
});

describe('sitemap.xml and pages whose head says noindex', () => {
  it('leaves out a page whose MDX head says noindex, in memory, rendered when asked (docsgen dev) and written', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', 'pages/guide.md': '# Guide\n', 'pages/hidden.mdx': HIDDEN });
    const memory = await build({ cwd, write: false });
    expect(text(memory.files, 'hidden/index.html')).toMatch(/<meta name="robots" content="noindex, nofollow"[^>]*>[\s\S]*<\/head>/);
    expect(locs(text(memory.files, 'sitemap.xml'))).toEqual(['https://test.dev/', 'https://test.dev/guide']);
    // docsgen dev renders a page when it is requested: the sitemap, asked for before any page, renders them to know.
    for (const quickStart of [false, true]) {
      const lazy = await build({ cwd, write: false, lazy: true, quickStart, drafts: true });
      const sitemap = lazy.files.get('sitemap.xml');
      expect(sitemap && 'render' in sitemap ? sitemap.render() : undefined).toBe(text(memory.files, 'sitemap.xml'));
    }
    const written = await build({ cwd, outDir: join(cwd, 'out') });
    expect(readFileSync(join(cwd, 'out', 'sitemap.xml'), 'utf8')).toBe(text(memory.files, 'sitemap.xml'));
    expect(text(written.files, 'sitemap.xml')).toBe(text(memory.files, 'sitemap.xml'));
  });

  it('escapes the URL of a page whose file name has spaces or other letters', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', 'pages/states based UI.md': '# States\n', 'pages/café.md': '# Café\n' });
    const { files } = await build({ cwd, write: false });
    expect(locs(text(files, 'sitemap.xml'))).toEqual(['https://test.dev/', 'https://test.dev/caf%C3%A9', 'https://test.dev/states%20based%20UI']);
  });

  it('keeps a page a rebuild leaves unchanged out, and lists it once its head no longer says noindex', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', 'pages/guide.md': '# Guide\n', 'pages/hidden.mdx': HIDDEN });
    const out = join(cwd, 'out');
    const sitemap = (): string[] => locs(readFileSync(join(out, 'sitemap.xml'), 'utf8'));
    await build({ cwd, outDir: out });
    expect(sitemap()).toEqual(['https://test.dev/', 'https://test.dev/guide']);
    expect((JSON.parse(readFileSync(join(out, OUTPUT_MARKER), 'utf8')) as { noindex: string[] }).noindex).toEqual(['hidden/index.html']);
    // Built again with nothing changed: the pages are left as they are, none rendered.
    const timer = new StageTimer();
    await build({ cwd, outDir: out, timer });
    expect(timer.counts.get('pages rendered') ?? 0).toBe(0);
    expect(sitemap()).toEqual(['https://test.dev/', 'https://test.dev/guide']);
    writeFileSync(join(cwd, 'site', 'pages', 'hidden.mdx'), '# Hidden\n\nFor everyone now.\n');
    await build({ cwd, outDir: out });
    expect(sitemap()).toEqual(['https://test.dev/', 'https://test.dev/guide', 'https://test.dev/hidden']);
    expect(readFileSync(join(out, OUTPUT_MARKER), 'utf8')).not.toContain('"noindex"');
  });

  it("leaves out a Docusaurus site's tag pages whose swizzled wrapper adds noindex, in each locale's sitemap", async () => {
    // In the image of dyte's src/theme/DocTagDocListPage: the original, with a robots meta tag.
    const cwd = await makeDocusaurusSite({
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { blog: false }]] };\n",
      'docs/intro.md': '---\ntags: [setup]\n---\n\n# Intro\n\nHello.\n',
      'src/theme/DocTagDocListPage/index.js':
        "import React from 'react';\nimport Original from '@theme-original/DocTagDocListPage';\nimport Head from '@docusaurus/Head';\n\nexport default function Wrapper(props) {\n  return (\n    <>\n      <Head>\n        <meta name=\"robots\" content=\"noindex\" />\n      </Head>\n      <Original {...props} />\n    </>\n  );\n}\n",
    });
    const out = join(cwd, 'out');
    await build({ cwd, outDir: out });
    for (const [prefix, base] of [['', 'https://t.example/'], ['fr/', 'https://t.example/fr/']] as const) {
      const listed = locs(readFileSync(join(out, prefix, 'sitemap.xml'), 'utf8'));
      expect(listed).toContain(`${base}docs/intro`);
      expect(listed).toContain(`${base}docs/tags`);
      expect(listed).not.toContain(`${base}docs/tags/setup`);
    }
    // Built again with nothing changed: no page renders, and the sitemaps are the same.
    const before = readFileSync(join(out, 'fr', 'sitemap.xml'), 'utf8');
    const timer = new StageTimer();
    await build({ cwd, outDir: out, timer });
    expect(timer.counts.get('pages rendered') ?? 0).toBe(0);
    expect(readFileSync(join(out, 'fr', 'sitemap.xml'), 'utf8')).toBe(before);
    // A build of one locale keeps what the output's manifest says of the other's pages.
    await build({ cwd, outDir: out, locales: ['fr'] });
    expect((JSON.parse(readFileSync(join(out, OUTPUT_MARKER), 'utf8')) as { noindex: string[] }).noindex).toEqual(['docs/tags/setup/index.html', 'fr/docs/tags/setup/index.html']);
    await build({ cwd, outDir: out });
    expect(locs(readFileSync(join(out, 'sitemap.xml'), 'utf8'))).not.toContain('https://t.example/docs/tags/setup');
  });
});

describe('the sitemap settings', () => {
  const pages = {
    'pages/index.md': '# Home\n',
    'pages/guide.md': '---\ntags: [setup]\nlast_update:\n  date: 2024-03-05T10:20:30Z\n---\n\n# Guide\n',
    'pages/private/notes.md': '# Notes\n',
  };

  it('leaves out the paths ignorePatterns matches, and writes changefreq, priority and lastmod under the file name given', async () => {
    const cwd = await makeSite(pages, 'title: Test\nurl: https://test.dev\nbaseUrl: /docs/\ndocs:\n  showLastUpdateTime: true\nsitemap:\n  filename: site-map.xml\n  ignorePatterns: ["/docs/tags/**", "**/private/**"]\n  changefreq: daily\n  priority: 0.7\n  lastmod: date\n');
    const { files, diagnostics } = await build({ cwd, write: false });
    expect(diagnostics).toEqual([]);
    expect(files.has('sitemap.xml')).toBe(false);
    expect(text(files, 'site-map.xml')).toContain('<url><loc>https://test.dev/docs/guide</loc><lastmod>2024-03-05</lastmod><changefreq>daily</changefreq><priority>0.7</priority></url>');
    expect(locs(text(files, 'site-map.xml'))).toEqual(['https://test.dev/docs/', 'https://test.dev/docs/guide']);
    expect(text(files, 'robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://test.dev/docs/site-map.xml\n');
  });

  it('writes no sitemap when disabled, or when static/ has a file of its name', async () => {
    const disabled = await build({ cwd: await makeSite(pages, 'title: Test\nurl: https://test.dev\nsitemap:\n  enabled: false\n'), write: false });
    expect(disabled.files.has('sitemap.xml')).toBe(false);
    expect(text(disabled.files, 'robots.txt')).toBe('User-agent: *\nAllow: /\n');
    const cwd = await makeSite({ ...pages, 'static/sitemap.xml': '<urlset>mine</urlset>\n' });
    await build({ cwd, outDir: join(cwd, 'out') });
    expect(readFileSync(join(cwd, 'out', 'sitemap.xml'), 'utf8')).toBe('<urlset>mine</urlset>\n');
  });

  it('reads the classic preset\'s sitemap options, with Docusaurus\'s defaults, and the plugin\'s', async () => {
    const config = (sitemap: string): string => `module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { blog: false${sitemap} }]] };\n`;
    const docs = { 'docs/intro.md': '---\ntags: [setup]\n---\n\n# Intro\n' };
    const defaults = await build({ cwd: await makeDocusaurusSite({ ...docs, 'docusaurus.config.js': config('') }), write: false });
    expect(text(defaults.files, 'sitemap.xml')).toContain('<url><loc>https://t.example/docs/intro</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>');
    const ignoring = await build({ cwd: await makeDocusaurusSite({ ...docs, 'docusaurus.config.js': config(", sitemap: { ignorePatterns: ['**/tags/**'], changefreq: null, priority: null, createSitemapItems: async (params) => params.defaultCreateSitemapItems(params) }") }), write: false });
    expect(locs(text(ignoring.files, 'sitemap.xml'))).toEqual(['https://t.example/docs/intro']);
    expect(text(ignoring.files, 'sitemap.xml')).not.toContain('<priority>');
    expect(ignoring.diagnostics.map((d) => d.message)).toEqual(['`createSitemapItems` is not run by docsgen']);
    const off = await build({ cwd: await makeDocusaurusSite({ ...docs, 'docusaurus.config.js': config(', sitemap: false') }), write: false });
    expect(off.files.has('sitemap.xml')).toBe(false);
    const plugin = await build({ cwd: await makeDocusaurusSite({ ...docs, 'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', plugins: ['@docusaurus/plugin-content-docs', ['@docusaurus/plugin-sitemap', { filename: 'map.xml', priority: 0.9 }]] };\n" }), write: false });
    expect(text(plugin.files, 'map.xml')).toContain('<url><loc>https://t.example/docs/intro</loc><changefreq>weekly</changefreq><priority>0.9</priority></url>');
  });

  it('refuses a file name outside the output folder at its line in config.yaml', async () => {
    for (const filename of ['../sitemap.xml', '/sitemap.xml', 'maps/', 'a/./b.xml']) {
      const cwd = await makeSite(pages, `title: Test\nurl: https://test.dev\nsitemap:\n  filename: "${filename}"\n`);
      expect(lines((await buildError(cwd)).diagnostics)).toEqual([expect.stringMatching(/^site\/config\.yaml:4:13 error `sitemap\.filename` must be a file path inside the output folder/)]);
    }
    const cwd = await makeSite(pages, 'title: Test\nurl: https://test.dev\nsitemap:\n  filename: maps/docs.xml\n');
    expect((await build({ cwd, write: false })).files.has('maps/docs.xml')).toBe(true);
  });

  it('refuses a priority outside 0 to 1 at its line in config.yaml', async () => {
    const cwd = await makeSite(pages, 'title: Test\nurl: https://test.dev\nsitemap:\n  priority: 2\n');
    expect(lines((await buildError(cwd)).diagnostics)).toEqual([expect.stringMatching(/^site\/config\.yaml:4:13 error .*priority/)]);
  });
});
