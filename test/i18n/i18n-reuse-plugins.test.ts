/**
 * A translated Docusaurus site with remark plugins (electron's shape: `beforeDefaultRemarkPlugins`
 * for docs and blog, `remarkPlugins` that read the links for docs): a page compiles once for the
 * locales in which every plugin is given the same, and the output is what one locale at a time gives.
 */
import { readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runDocsgen, tempDir, writeFiles } from '../helpers.ts';

const config = `import remarkShout from './plugins/remark-shout.mjs';
import remarkLinkTitles from './plugins/remark-link-titles.mjs';
import remarkCarry from './plugins/remark-carry.mjs';
export default {
  title: 'E', url: 'https://e.test', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ja'] },
  presets: [['classic', {
    docs: { beforeDefaultRemarkPlugins: [[remarkShout, { word: 'note' }]], remarkPlugins: [remarkLinkTitles, remarkCarry] },
    blog: { beforeDefaultRemarkPlugins: [[remarkShout, { word: 'note' }]] },
  }]],
};
`;

const plugins = {
  // Before the defaults: the page's text as written, and its file.
  'plugins/remark-shout.mjs': `import { visit } from 'unist-util-visit';
export default function remarkShout({ word }) {
  return (tree, file) => {
    visit(tree, 'text', (node) => { node.value = node.value.replaceAll(word, word.toUpperCase()); });
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'from ' + file.basename }] });
  };
}
`,
  // After the defaults: it reads the links as resolved in the locale (as electron's API structure previews do).
  'plugins/remark-link-titles.mjs': `import { visit } from 'unist-util-visit';
export default function remarkLinkTitles() {
  return (tree) => visit(tree, 'link', (node) => { node.title = 'seen ' + node.url; });
}
`,
  // Hands one page's heading (the node itself, as docsgen's transforms leave it) to another page.
  'plugins/remark-carry.mjs': `const trees = new Map();
export default function remarkCarry() {
  return (tree, file) => {
    if (file.basename === 'a-source.md') trees.set('source', tree);
    if (file.basename !== 'b-carrier.md') return;
    const heading = trees.get('source')?.children.find((node) => node.type === 'heading' && node.depth === 2);
    if (heading) tree.children.push(heading);
  };
}
`,
};

const site = async (): Promise<string> => {
  const cwd = await tempDir();
  await writeFiles(join(cwd, 'site'), {
    'docusaurus.config.mjs': config,
    ...plugins,
    'docs/intro.md': '# Intro\n\n## Start here\n\nA note.\n',
    // A Markdown link: the plugin after the defaults reads `/fr/docs/intro` in French.
    'docs/guide.md': '# Guide\n\n## Setting up\n\nRead the [intro](./intro.md#start-here), a note.\n',
    // No Markdown link: every plugin is given the same in every locale.
    'docs/plain.md': '# Plain\n\n## Usage\n\nSee [the intro](/docs/intro) and ![logo](/img/logo.svg), a note.\n',
    'docs/a-source.md': '# Source\n\n## Carried part\n\nSee the [guide](./guide.md).\n',
    'docs/b-carrier.md': '# Carrier\n\nCarried below.\n',
    // A link to another post's file: with only `beforeDefaultRemarkPlugins`, resolved by docsgen's link transform, in each locale.
    'blog/2024-01-02-second.md': '---\ntitle: Second\nauthors: [{ name: Ann }]\n---\n\nAfter [the first](./2024-01-01-hello.md).\n',
    'blog/2024-01-01-hello.md': '---\ntitle: Hello\nauthors: [{ name: Ann }]\n---\n\nA note about [the guide](/docs/guide).\n\n<!-- truncate -->\n\n## More\n\nMore.\n',
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"></svg>',
    'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Introduction\n\n## Commencer ici {#start-here}\n\nUne note.\n',
  });
  await symlink(join(repoRoot, 'node_modules'), join(cwd, 'site', 'node_modules'), 'dir');
  return cwd;
};

const counts = (stdout: string): Record<string, number> => Object.fromEntries([...stdout.matchAll(/^(pages [a-z ]+): (\d+)$/gm)].map((match) => [match[1]!, Number(match[2])]));
const read = (cwd: string, path: string): Promise<string> => readFile(join(cwd, 'out', path), 'utf8');
const PAGES = ['docs/guide', 'docs/plain', 'docs/a-source', 'docs/b-carrier', 'docs/intro', 'blog/2024/01/01/hello', 'blog/2024/01/02/second', 'blog'];
const pagesOf = (cwd: string): Promise<string[]> => Promise.all(['', 'fr/', 'ja/'].flatMap((prefix) => PAGES.map((page) => read(cwd, `${prefix}${page}/index.html`))));

describe('a translated site with remark plugins', () => {
  it('compiles a page once for the locales whose plugins are given the same, and writes what each locale alone gives', async () => {
    const cwd = await site();
    const built = await runDocsgen(['build', '--site', 'site', '--out', 'out', '--no-cache', '--profile'], { cwd });
    expect(built.code).toBe(0);
    expect(built.stderr).not.toContain(' error ');
    // Docs: en compiles its five pages; fr its own intro, guide and a-source (their Markdown links
    // read differently); ja guide and a-source. From en's: fr's plain and b-carrier, ja's intro,
    // plain and b-carrier, and both posts in fr and ja. fr's and ja's guide and a-source are read from en's parse.
    expect(counts(built.stdout)).toMatchObject({ 'pages compiled': 10, 'pages compiled once for several locales': 9, 'pages parsed once for several locales': 4 });
    const together = await pagesOf(cwd);
    expect(together.join('')).not.toMatch(/dgl[0-9a-f]{12}x\d+y\d+x/);

    const guide = await read(cwd, 'fr/docs/guide/index.html');
    expect(guide).toContain('href="/fr/docs/intro#start-here" title="seen /fr/docs/intro#start-here"');
    expect(guide).toContain('a NOTE.');
    const plain = await read(cwd, 'fr/docs/plain/index.html');
    expect(plain).toContain('href="/fr/docs/intro" title="seen /docs/intro"');
    expect(plain).toContain('src="/fr/img/logo.svg"');
    expect(plain).toContain('from plain.md');
    expect(await read(cwd, 'ja/docs/plain/index.html')).toContain('への直接リンク');
    expect(await read(cwd, 'fr/blog/2024/01/01/hello/index.html')).toContain('href="/fr/docs/guide"');
    expect(await read(cwd, 'fr/blog/2024/01/02/second/index.html')).toContain('href="/fr/blog/2024/01/01/hello"');
    // The heading handed over is a-source's as the plugins left it: docsgen's `#` link is b-carrier's own.
    const carrier = await read(cwd, 'fr/docs/b-carrier/index.html');
    expect(carrier).toContain('<h2 id="carried-part">Carried part<a href="#carried-part" class="hash-link" aria-label="Lien direct vers Carried part">#</a></h2>');

    // One locale at a time: nothing compiled once for several locales.
    for (const locale of ['en', 'fr', 'ja']) {
      const alone = await runDocsgen(['build', '--site', 'site', '--out', 'out', '--no-cache', '--profile', '--locale', locale], { cwd });
      expect(alone.code).toBe(0);
      expect(counts(alone.stdout)['pages compiled once for several locales']).toBeUndefined();
    }
    expect(together).toEqual(await pagesOf(cwd));
  });
});
