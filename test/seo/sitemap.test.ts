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
import { makeDocusaurusSite, makeSite, text } from '../helpers.ts';

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
  it('leaves out a page whose MDX head says noindex, in memory and written', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', 'pages/guide.md': '# Guide\n', 'pages/hidden.mdx': HIDDEN });
    const memory = await build({ cwd, write: false });
    expect(text(memory.files, 'hidden/index.html')).toMatch(/<meta name="robots" content="noindex, nofollow"[^>]*>[\s\S]*<\/head>/);
    expect(locs(text(memory.files, 'sitemap.xml'))).toEqual(['https://test.dev/', 'https://test.dev/guide']);
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
