/** A site's llms.txt, llms-full.txt and twins, as the build writes them (test/fixtures/sites/llms). */
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { copySite, docusaurusConfig, lines, makeDocusaurusSite, makeSite, writeFiles } from '../helpers.ts';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentType } from '../../src/serve/static-handler.ts';
import { codeBlocks, htmlNodes, output, treeOf } from './twin-helpers.ts';

describe('llms files of the llms fixture site', async () => {
  const cwd = await copySite('llms');
  const { files, diagnostics } = await build({ cwd, write: false, offline: true });
  const html = (path: string): string => output(files, path);

  it('builds without errors', () => {
    expect(diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
  });

  it('writes llms.txt in the llmstxt.org shape: title, summary, a section per sidebar category, a link and description per page', () => {
    const index = output(files, 'llms.txt');
    expect(index.startsWith('# Llama Docs\n\n> Everything about the llama platform\n')).toBe(true);
    expect(index.match(/^## .*/gm)).toEqual(['## Docs', '## Guides', '## Reference', '## Other pages', '## API documents']);
    expect(index).toContain('- [Welcome](https://llama.test/index.md): What the llama platform is.');
    expect(index).toContain('- [Admonitions](https://llama.test/guide/admonitions.md): Notes and warnings.');
    expect(index).toContain('- [List pets](https://llama.test/api/list-pets.md)');
    expect(index).toContain('- [Shop API (OpenAPI document)](https://llama.test/api/openapi.yaml)');
  });

  it('leaves unlisted pages and excluded sections out of llms.txt and llms-full.txt, but gives them twins', () => {
    for (const path of ['llms.txt', 'llms-full.txt']) {
      expect(output(files, path)).not.toContain('Hidden page');
      expect(output(files, path)).not.toContain('Changelog');
    }
    expect(output(files, 'hidden.md')).toContain('Not for the index.');
    expect(output(files, 'changelog.md')).toBe('# Changelog\n\nNothing yet.\n');
  });

  it('writes llms-full.txt: every listed page as Markdown, in sidebar order', () => {
    const full = output(files, 'llms-full.txt');
    const titles = full.match(/^# .*/gm)!;
    expect(titles.slice(0, 5)).toEqual(['# Welcome', '# Guides', '# Admonitions', '# Components', '# Reference']);
    expect(titles).toContain('# List pets');
    expect(full).toContain('\n\n---\n\n# Admonitions\n');
  });

  it('writes a twin at <route>.md with the front matter title and description, and absolute links', () => {
    expect(output(files, 'index.md')).toBe(
      '# Welcome\n\nWhat the llama platform is.\n\nThe llama platform carries your data. Read the [guide](https://llama.test/guide/admonitions#note) or [the tables](https://llama.test/reference/tables).\n\n![Logo](https://llama.test/img/logo.svg)\n',
    );
  });

  it('turns admonitions into blockquotes with their kind, and drops heading ids and raw HTML', () => {
    const twin = output(files, 'guide/admonitions.md');
    expect(twin).toContain('## Note\n\n> **Note:** Llamas are calm.\n\n> **Warning: Heavy loads**\n>\n> Do not overload a llama.\n>\n> - one\n> - two\n');
    expect(twin).toContain('- A list with a [relative link](https://llama.test/reference/tables).\n\n  ```js\n  const llama = \'calm\';\n  ```');
    expect(twin).toContain('\nRaw HTML text\n');
    expect(htmlNodes(treeOf(twin))).toEqual([]);
  });

  it('turns MDX into plain Markdown: tabs as labelled sections, components as their text, partials inlined, no imports or expressions', () => {
    const twin = output(files, 'guide/components.md');
    expect(twin).toBe(
      [
        '# Components',
        '',
        'Intro with an expression inline string and a comment .',
        '',
        '**JavaScript**',
        '',
        '```js title="feed.js"',
        'feed(llama, { hay: 2 });',
        '```',
        '',
        '**Python**',
        '',
        '```python',
        'feed(llama, hay=2)',
        '```',
        '',
        '> **Tip: Feeding time**',
        '>',
        '> Feed twice a day.',
        '',
        '**Why two?**',
        '',
        'Llamas *like* routine.',
        '',
        'Green words stay as text.',
        '',
        'Shared text from a partial, with a [link](https://llama.test/guide/admonitions).',
        '',
        '| Call | Returns |',
        '|---|---|',
        '| `get(key:string)` | `string\\|number` |',
        '',
      ].join('\n'),
    );
    expect(htmlNodes(treeOf(twin))).toEqual([]);
  });

  it('keeps tables, and code blocks exactly, whatever fences they hold', () => {
    const twin = output(files, 'reference/tables.md');
    expect(twin).toContain('| Name | Weight |\n|---|---|\n| Lama | `130 kg` |\n');
    expect(codeBlocks(treeOf(twin))).toEqual([{ lang: 'bash', value: 'echo "```"' }]);
  });

  it('makes each API operation\'s twin complete on its own', () => {
    const twin = output(files, 'api/list-pets.md');
    expect(twin).toMatch(/^# List pets\n\n`GET \/pets`\n/);
    for (const part of ['## Servers', '- `https://api.shop.test/v2`', '## Authentication', '## Parameters', '| `limit` | query | `integer` | no |', '| `X-Request-Id` | header |', '## Responses', '### 200', 'Content type: `application/json`', '- `X-Next` (`string`): Cursor of the next page.', '### default', '## Request sample', '```bash\ncurl']) {
      expect(twin).toContain(part);
    }
    expect(output(files, 'api/create-a-pet.md')).toMatch(/## Request body\n\nRequired\.\n\nContent type: `application\/json`, schema `NewPet`\n\n- `\w+` \(/);
    expect(htmlNodes(treeOf(twin))).toEqual([]);
  });

  it('serves twins as Markdown', () => {
    expect(contentType('guide/admonitions.md')).toBe('text/markdown; charset=utf-8');
  });

  it('links the twin from the page\'s head', () => {
    expect(html('guide/admonitions/index.html')).toContain('<link rel="alternate" type="text/markdown" href="/guide/admonitions.md"/>');
    expect(html('index.html')).toContain('<link rel="alternate" type="text/markdown" href="/index.md"/>');
    expect(html('api/list-pets/index.html')).toContain('href="/api/list-pets.md"');
    expect(html('404.html')).not.toContain('text/markdown');
  });
});

describe('llms config', () => {
  const pages = { 'pages/index.md': '# Home\n\nHello.\n', 'pages/other.md': '---\ntitle: Other\n---\n\nMore.\n' };

  it('writes neither files nor links with `llms.enabled: false` and `llms.twins: false`', async () => {
    const cwd = await makeSite(pages, 'title: T\nurl: https://t.dev\nllms:\n  enabled: false\n  twins: false\n');
    const { files } = await build({ cwd, write: false });
    expect([...files.keys()].filter((path) => /\.md$|llms/.test(path))).toEqual([]);
    expect(output(files, 'index.html')).not.toContain('text/markdown');
  });

  it('writes only llms.txt and llms-full.txt without twins, linking the pages', async () => {
    const cwd = await makeSite(pages, 'title: T\nurl: https://t.dev\nllms:\n  twins: false\n  summary: The summary.\n');
    const { files } = await build({ cwd, write: false });
    expect([...files.keys()].filter((path) => /\.md$|llms/.test(path)).sort()).toEqual(['llms-full.txt', 'llms.txt']);
    expect(output(files, 'llms.txt')).toContain('> The summary.');
    expect(output(files, 'llms.txt')).toContain('- [Other](https://t.dev/other)');
    expect(output(files, 'llms-full.txt')).toContain('# Other\n\nMore.\n');
  });

  it('quotes the first paragraph of `llms.summary` and follows it with the others as text', async () => {
    const cwd = await makeSite(pages, 'title: T\nurl: https://t.dev\nllms:\n  summary: "The summary,\\n  on two lines.\\n\\nMore detail.\\n\\nAnd more."\n');
    const { files } = await build({ cwd, write: false });
    expect(output(files, 'llms.txt')).toMatch(/^# T\n\n> The summary, on two lines\.\n\nMore detail\.\n\nAnd more\.\n\nEach link/);
  });

  it('leaves routes listed in `llms.exclude` out, with everything under them', async () => {
    const cwd = await makeSite({ ...pages, 'pages/old/a.md': '# Old A\n' }, 'title: T\nurl: https://t.dev\nllms:\n  exclude: [/old]\n');
    const { files } = await build({ cwd, write: false });
    expect(output(files, 'llms.txt')).not.toContain('Old A');
    expect(output(files, 'old/a.md')).toBe('# Old A\n');
  });

  it('makes a twin again on the next build when a partial it shows changes', async () => {
    const cwd = await makeSite({ 'pages/a.mdx': "import Part from './_part.mdx';\n\n# A\n\n<Part />\n", 'pages/_part.mdx': 'Old text.\n', 'pages/b.md': '# B\n' });
    await build({ cwd });
    expect(await readFile(join(cwd, 'build', 'a.md'), 'utf8')).toBe('# A\n\nOld text.\n');
    await writeFile(join(cwd, 'site', 'pages', '_part.mdx'), 'New text.\n');
    await build({ cwd });
    expect(await readFile(join(cwd, 'build', 'a.md'), 'utf8')).toBe('# A\n\nNew text.\n');
    expect(await readFile(join(cwd, 'build', 'llms-full.txt'), 'utf8')).toContain('New text.');
  });

  it('writes an llms.txt for each docs version other than the last, in its folder', async () => {
    const cwd = await makeSite({ 'pages/a.md': '# A now\n', 'versioned_docs/version-1.0/a.md': '# A then\n', 'versions.json': '["1.0"]\n' });
    await writeFiles(join(cwd, 'site'), { 'versioned_sidebars/version-1.0-sidebars.json': '{"docs":[{"type":"autogenerated","dirName":"."}]}\n' });
    const { files } = await build({ cwd, write: false });
    expect(output(files, 'llms.txt')).toContain('[A then](https://test.dev/a.md)');
    expect(output(files, 'next/llms.txt')).toContain('[A now](https://test.dev/next/a.md)');
    expect(output(files, 'next/llms-full.txt')).toBe('# A now\n');
  });

  it('writes an llms.txt and llms-full.txt for each locale, in its folder, of its own pages', async () => {
    const cwd = await copySite('i18n');
    const { files } = await build({ cwd, write: false, cache: false });
    const french = output(files, 'fr/llms.txt');
    expect(french).toContain('Every page in one file: [llms-full.txt](https://docs.acme.test/fr/llms-full.txt).');
    expect(french).toContain('## Guides pratiques\n\n- [Guides pratiques](https://docs.acme.test/fr/guides.md)');
    expect(french).toContain('- [Installation](https://docs.acme.test/fr/guides/setup.md): Installez le client Acme.');
    expect(french.match(/\]\(https:\/\/docs\.acme\.test\/[^)]*\)/g)!.every((link) => link.startsWith('](https://docs.acme.test/fr/'))).toBe(true);
    expect(output(files, 'fr/llms-full.txt')).toContain('# Installation\n\nInstallez le client Acme.\n');
    expect(output(files, 'ar/llms.txt')).toContain('](https://docs.acme.test/ar/guides/setup.md)');
    expect(output(files, 'llms.txt')).not.toMatch(/docs\.acme\.test\/(fr|ar)\//);
  });
});

describe('a Docusaurus site\'s llms.txt plugins', () => {
  it('are not run: their description and excluded routes become docsgen\'s, with one warning naming what is not read', async () => {
    // Not installed: docsgen does their job, so it never loads them.
    const plugin = `['@signalwire/docusaurus-plugin-llms-txt', { siteDescription: 'Our API.\\n\\nAlso on GitHub.', content: { enableLlmsFullTxt: true, excludeRoutes: ['/', '/search', '/docs/old/**', '/docs/*.draft'], includeBlog: true, contentSelectors: ['article'] } }]`;
    const cwd = await makeDocusaurusSite({
      'docusaurus.config.js': docusaurusConfig(`  plugins: [${plugin}],\n`),
      'docs/intro.md': '# Intro\n\nHello.\n',
      'docs/old/legacy.md': '# Legacy\n\nGone.\n',
    });
    const { files, diagnostics } = await build({ cwd, write: false });
    expect(lines(diagnostics)).toEqual([
      'site/docusaurus.config.js:5:14 warning Plugin `@signalwire/docusaurus-plugin-llms-txt` is not run: docsgen writes llms.txt, llms-full.txt and a Markdown twin of every page itself  docusaurus/not-carried-over',
    ]);
    expect(diagnostics[0]!.hint).toBe('its description and excluded routes become `llms:`; not read: content.includeBlog; excludeRoutes patterns docsgen cannot read as a route: /docs/*.draft');
    const index = output(files, 'llms.txt');
    expect(index).toMatch(/^# T\n\n> Our API\.\n\nAlso on GitHub\.\n/);
    expect(index).toContain('(https://t.example/docs/intro.md)');
    expect(index).not.toContain('Legacy');
    expect(output(files, 'docs/old/legacy.md')).toBe('# Legacy\n\nGone.\n');
  });

  it('carry docusaurus-plugin-llms\'s description, and neither file when it writes neither', async () => {
    const site = (options: string) => makeDocusaurusSite({ 'docusaurus.config.js': docusaurusConfig(`  plugins: [['docusaurus-plugin-llms', ${options}]],\n`), 'docs/intro.md': '# Intro\n' });
    const described = await build({ cwd: await site("{ description: 'Docs for robots.' }"), write: false });
    expect(output(described.files, 'llms.txt')).toContain('> Docs for robots.');
    const neither = await build({ cwd: await site('{ generateLLMsTxt: false, generateLLMsFullTxt: false }'), write: false });
    expect([...neither.files.keys()].filter((path) => path.startsWith('llms'))).toEqual([]);
    expect(output(neither.files, 'docs/intro.md')).toBe('# Intro\n');
  });
});
