import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSite, runDocsgen, writeFiles } from '../helpers.ts';

const config = `title: Acme
url: https://acme.test
baseUrl: /docs/
i18n:
  defaultLocale: en
  locales: [en, fr, ja]
`;

/** A site in three locales: `intro` translated into French, `guide` (Markdown) and `widget` (MDX that is code) in no locale. */
const site = (): Promise<string> =>
  makeSite({
    'pages/intro.md': '# Intro\n\n## Start here\n\nHello.\n',
    'pages/guide.md': '# Guide\n\n## Setting up\n\nRead the [intro](./intro.md#start-here), then ![logo](/img/logo.svg) and [the site](https://example.com/a?b=1).\n',
    'pages/widget.mdx': 'export const answer = 42;\n\n# Widget\n\n## The answer\n\nIt is {answer}. Back to the [guide](./guide.md).\n',
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"></svg>',
    'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Introduction\n\n## Commencer ici {#start-here}\n\nBonjour.\n',
  }, config);

const counts = (stdout: string): Record<string, number> => Object.fromEntries([...stdout.matchAll(/^(pages [a-z ]+): (\d+)$/gm)].map((match) => [match[1]!, Number(match[2])]));
const read = (cwd: string, path: string): Promise<string> => readFile(join(cwd, 'out', path), 'utf8');

describe('a translated site whose pages are not all translated', () => {
  it('compiles a page no locale translates once, and renders it in each locale with its links and strings', async () => {
    const cwd = await site();
    const built = await runDocsgen(['build', '--site', 'site', '--out', 'out', '--no-cache', '--profile'], { cwd });
    expect(built.code).toBe(0);
    expect(built.stderr).not.toContain(' error ');
    // en: intro, guide, widget; fr: its own intro; fr's guide and widget and ja's intro and guide from en's. ja's widget
    // is compiled for ja: its module would hold the Japanese name of a heading's link, which only HTML takes as it is.
    expect(counts(built.stdout)).toMatchObject({ 'pages compiled': 5, 'pages compiled once for several locales': 4 });
    const fr = await read(cwd, 'fr/guide/index.html');
    expect(fr).toContain('href="/docs/fr/intro#start-here"');
    expect(fr).toContain('src="/docs/fr/img/logo.svg" alt="logo" width="10" height="20"');
    expect(fr).toContain('href="https://example.com/a?b=1"');
    expect(fr).toContain('aria-label="Lien direct vers Setting up"');
    expect(await read(cwd, 'ja/guide/index.html')).toContain('aria-label="Setting up への直接リンク"');
    expect(await read(cwd, 'guide/index.html')).toContain('href="/docs/intro#start-here"');
    expect(await read(cwd, 'fr/widget/index.html')).toContain('href="/docs/fr/guide"');
    expect(await read(cwd, 'fr/widget/index.html')).toContain('It is <!-- -->42<!-- -->.');
    expect(await read(cwd, 'fr/intro/index.html')).toContain('Bonjour.');
  });

  it('writes the same pages as compiling each locale on its own', async () => {
    const cwd = await site();
    await runDocsgen(['build', '--site', 'site', '--out', 'out', '--no-cache'], { cwd });
    const together = await Promise.all(['fr/guide/index.html', 'fr/widget/index.html', 'ja/guide/index.html', 'ja/widget/index.html'].map((path) => read(cwd, path)));
    // One locale at a time: nothing to compile once for several locales.
    for (const locale of ['fr', 'ja']) {
      const alone = await runDocsgen(['build', '--site', 'site', '--out', 'out', '--no-cache', '--profile', '--locale', locale], { cwd });
      expect(counts(alone.stdout)['pages compiled once for several locales']).toBeUndefined();
    }
    const apart = await Promise.all(['fr/guide/index.html', 'fr/widget/index.html', 'ja/guide/index.html', 'ja/widget/index.html'].map((path) => read(cwd, path)));
    expect(together).toEqual(apart);
  });

  it('leaves the previous output as it was when a later locale fails, and the next build works', async () => {
    const cwd = await site();
    expect((await runDocsgen(['build', '--site', 'site', '--out', 'out'], { cwd })).code).toBe(0);
    const before = await readFile(join(cwd, 'out', '.docsgen-output'), 'utf8');
    await writeFile(join(cwd, 'site/pages/guide.md'), '# Guide\n\nChanged.\n');
    await writeFiles(join(cwd, 'site/i18n/ja/docusaurus-plugin-content-docs/current'), { 'widget.mdx': 'export const answer = ;\n\n# Widget\n' });
    const failed = await runDocsgen(['build', '--site', 'site', '--out', 'out'], { cwd });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('i18n/ja/docusaurus-plugin-content-docs/current/widget.mdx:1');
    // The default locale and French were built and written before Japanese failed: nothing of them is in the output.
    expect(await read(cwd, 'guide/index.html')).not.toContain('Changed.');
    expect(await readFile(join(cwd, 'out', '.docsgen-output'), 'utf8')).toBe(before);
    expect((await readdir(cwd)).filter((name) => name !== 'site' && name !== 'out' && name !== 'node_modules')).toEqual([]);
    await writeFiles(join(cwd, 'site/i18n/ja/docusaurus-plugin-content-docs/current'), { 'widget.mdx': '# ウィジェット\n', 'intro.md': '# イントロ\n' });
    expect((await runDocsgen(['build', '--site', 'site', '--out', 'out'], { cwd })).code).toBe(0);
    expect(await read(cwd, 'guide/index.html')).toContain('Changed.');
    expect(await read(cwd, 'ja/intro/index.html')).toContain('イントロ');
  });
});
