/**
 * The site's remark and rehype plugins: config.yaml's four lists and a Docusaurus config's,
 * run for real (remark-math, rehype-katex, @docusaurus/remark-plugin-npm2yarn, the site's own),
 * in Docusaurus's order, and the fast path giving the same HTML as the plugin path.
 */
import { readFile, symlink, writeFile } from 'node:fs/promises';
import { createServer, connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { build, type BuildResult } from '../../src/build/build.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { markdownPlugins, type MarkdownPlugin, type MarkdownPlugins } from '../../src/content/markdown-plugins.ts';
import { parseMarkdown, pluginsAddSyntax } from '../../src/content/parse-markdown.ts';
import remarkMath from 'remark-math';
import { copySite, lines, makeSite, repoRoot, tempDir, text, writeFiles } from '../helpers.ts';

/** The site's packages are docsgen's devDependencies: its node_modules, seen from the site folder. */
const withPackages = async (cwd: string): Promise<string> => {
  await symlink(join(repoRoot, 'node_modules'), join(cwd, 'site', 'node_modules'), 'dir');
  return cwd;
};

/**
 * A Docusaurus site importing remark-math, rehype-katex and npm2yarn in its config, whose classic
 * preset gets `presetOptions` (a source fragment), built in memory.
 */
const buildDocusaurusSite = async (presetOptions: string, files: Record<string, string>): Promise<BuildResult> => {
  const cwd = await tempDir();
  await writeFiles(join(cwd, 'site'), {
    'docusaurus.config.mjs': [
      "import remarkMath from 'remark-math';",
      "import rehypeKatex from 'rehype-katex';",
      "import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';",
      'export default {',
      "  title: 'D', url: 'https://d.test', baseUrl: '/',",
      `  presets: [['classic', ${presetOptions}]],`,
      '};',
    ].join('\n'),
    ...files,
  });
  await withPackages(cwd);
  return build({ cwd, siteDir: 'site', write: false });
};

describe('the markdown-plugins fixture: config.yaml lists', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build({ cwd: await withPackages(await copySite('markdown-plugins')), write: false });
  });

  it('parses with a plugin\'s syntax and renders with its rehype partner: remark-math and rehype-katex', () => {
    const html = text(result.files, 'index.html');
    expect(html).toContain('<span class="katex">');
    expect(html).toContain('<span class="katex-display">');
    expect(html).toContain('<annotation encoding="application/x-tex">e^{i\\pi} + 1 = 0</annotation>');
  });

  it('runs @docusaurus/remark-plugin-npm2yarn: the command in tabs, each highlighted', () => {
    const html = text(result.files, 'index.html');
    expect([...html.matchAll(/role="tab"[^>]*data-value="([^"]+)"/g)].map((match) => match[1])).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    expect(html).toContain('<span class="t-purple">yarn</span><span class="t-navy"> add</span>');
  });

  it('runs the site\'s own plugins in list order, before docsgen\'s transforms (text) and after them (links)', () => {
    const html = text(result.files, 'index.html');
    // beforeDefaultRemarkPlugins read the front matter from file.data.
    expect(html).toContain('Install version 2.4 with');
    expect(text(result.files, 'guides/setup/index.html')).toContain('Version 1.0 needs no setup.');
    expect(html).toContain('<a href="https://example.com/spec" target="_blank" rel="noopener noreferrer">the spec</a>');
    // docsgen's own transforms still run: heading ids, the TOC, relative links resolved.
    expect(html).toContain('<h2 id="next-steps">');
    expect(html).toContain('href="/guides/setup"');
  });

  it('reports what a plugin says with file.message() at its place, as a warning', () => {
    expect(lines(result.diagnostics)).toEqual(['site/pages/guides/setup.md:7:1 warning Unfinished: `TODO` left in the text (`remark-todo:left`)  content/plugin-warning']);
  });

  it('runs them on blog posts too', () => {
    expect(text(result.files, 'blog/2025/01/02/hello/index.html')).toContain('<span class="katex">');
  });
});

describe('the plugin path and the fast path', () => {
  it('give the same HTML on every page of the fixture sites when the plugins change nothing', { timeout: 120_000 }, async () => {
    const noop = 'export default function remarkNoop() {\n  return () => {};\n}\n';
    for (const fixture of ['authoring', 'basic', 'components', 'versions-two']) {
      // One folder for both: a client script built from the site's components names their paths.
      const cwd = await copySite(fixture);
      const plain = await build({ cwd, write: false, cache: false });
      const config = join(cwd, 'site', 'config.yaml');
      await writeFiles(join(cwd, 'site'), { 'plugins/noop.mjs': noop });
      const settings = parse(await readFile(config, 'utf8')) as { markdown?: Record<string, unknown> };
      for (const lists of [{ remarkPlugins: ['./plugins/noop.mjs'], rehypePlugins: ['./plugins/noop.mjs'] }, { beforeDefaultRemarkPlugins: ['./plugins/noop.mjs'] }]) {
        settings.markdown = { ...settings.markdown, ...lists };
        await writeFile(config, stringify(settings));
        const withPlugins = await build({ cwd, write: false, cache: false });
        const pages = [...plain.files.keys()].filter((path) => path.endsWith('.html'));
        expect(pages.length).toBeGreaterThan(3);
        for (const path of pages) expect({ fixture, lists, path, same: text(withPlugins.files, path) === text(plain.files, path) }).toEqual({ fixture, lists, path, same: true });
      }
    }
  });
});

describe('plugins as Docusaurus runs them', () => {
  it('see Markdown file links resolved to routes, absolute file paths, and every page at once, so one page may wait for another\'s tree', async () => {
    const cwd = await makeSite(
      {
        'pages/guide.md': '# Guide\n\nSee [the structure](./structures/point.md#fields).\n',
        'pages/structures/point.md': '# Point\n\n## Fields\n\nAn x and a y.\n',
        // electron's API structure previews in miniature: a page linking a structure waits for the structure page's tree.
        'plugins/previews.mjs': [
          'const trees = new Map();',
          'const waiting = (key) => { if (!trees.has(key)) { let resolve; const promise = new Promise((r) => (resolve = r)); trees.set(key, { promise, resolve }); } return trees.get(key); };',
          'export default function remarkPreviews() {',
          '  return async (tree, file) => {',
          "    const own = file.path.match(/\\/pages(\\/structures\\/.*)\\.md$/);",
          '    if (own) waiting(own[1]).resolve(tree);',
          "    const link = tree.children.flatMap((node) => node.children ?? []).find((node) => node.type === 'link');",
          '    if (!link) return;',
          "    const structure = await Promise.race([waiting(link.url.replace(/#.*/, '')).promise, new Promise((_, reject) => setTimeout(() => reject(new Error('timed out waiting for ' + link.url)), 3000))]);",
          "    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: `Preview of ${link.url}: ${structure.children.length} blocks, from ${file.path.startsWith('/') ? 'an absolute path' : 'a relative path'}` }] });",
          '  };',
          '}',
        ].join('\n'),
      },
      'title: T\nurl: https://t.test\nmarkdown:\n  remarkPlugins: [./plugins/previews.mjs]\n',
    );
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    expect(text(result.files, 'guide/index.html')).toContain('<p>Preview of /structures/point#fields: 3 blocks, from an absolute path</p>');
    expect(text(result.files, 'guide/index.html')).toContain('<a href="/structures/point#fields">the structure</a>');
  });

  /** electron's backstop in miniature: no page has the path of `size`, so its wait ends on the timer, an hour on the clock. */
  const backstopSite = (): Promise<string> =>
    makeSite(
      {
        'pages/guide.md': '# Guide\n\nSee [the point](./structures/point.md) and [the size](https://example.com/structures/size).\n',
        'pages/structures/point.md': '# Point\n\nAn x and a y.\n',
        // electron's backstop in miniature: no page has the path of `size`, so its wait ends on the timer, an hour on the clock.
        'plugins/previews.mjs': [
          'const trees = new Map();',
          'const waiting = (key) => { if (!trees.has(key)) { let resolve; const promise = new Promise((r) => (resolve = r)); trees.set(key, { promise, resolve }); } return trees.get(key); };',
          'export default function remarkPreviews() {',
          '  return async (tree, file) => {',
          "    const own = file.path.match(/\\/pages(\\/structures\\/.*)\\.md$/);",
          '    if (own) waiting(own[1]).resolve(tree);',
          "    const links = tree.children.flatMap((node) => node.children ?? []).filter((node) => node.type === 'link');",
          '    for (const link of links) {',
          "      const backstop = new Promise((resolve) => setTimeout(() => resolve(undefined), 3_600_000));",
          '      const structure = await Promise.race([waiting(link.url.replace(/^https:..example.com/, \'\')).promise, backstop]);',
          "      tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: `Preview of ${link.url}: ${structure ? structure.children.length + ' blocks' : 'none'}` }] });",
          '    }',
          '  };',
          '}',
        ].join('\n'),
      },
      'title: T\nurl: https://t.test\nmarkdown:\n  remarkPlugins: [./plugins/previews.mjs]\n',
    );
  const expectBackstopFired = (result: BuildResult): void => {
    expect(lines(result.diagnostics)).toEqual([]);
    const html = text(result.files, 'guide/index.html');
    expect(html).toContain('<p>Preview of /structures/point: 2 blocks</p>');
    expect(html).toContain('<p>Preview of https://example.com/structures/size: none</p>');
  };

  it('fire a timer a plugin waits on once every page waits: a backstop for a page that never comes ends the wait at once', { timeout: 30_000 }, async () => {
    expectBackstopFired(await build({ cwd: await backstopSite(), write: false }));
  });

  it('fire it at once too while the process holds a connection it opened before the pages (a dev server\'s browser tab)', { timeout: 30_000 }, async () => {
    const cwd = await backstopSite();
    const server = createServer((socket) => socket.on('error', () => undefined));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const accepted = new Promise((done) => server.once('connection', done));
    const tab = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await Promise.all([accepted, new Promise((done) => tab.once('connect', done))]);
    try {
      expectBackstopFired(await build({ cwd, write: false }));
    } finally {
      tab.destroy();
      await new Promise((done) => server.close(done));
    }
  });
});

describe('a plugin that parses Markdown it makes', () => {
  it('calls `this.parse` on its processor, which reads Markdown as the page\'s parser does (MDX in an MDX page), as remark-typescript-tools does', async () => {
    const cwd = await makeSite(
      {
        'pages/guide.mdx': '# Guide\n\n{/* docblock */}\n',
        'plugins/docblocks.mjs': [
          'export default function remarkDocblocks() {',
          '  const parse = (markdown) => this.parse(markdown).children;',
          '  return (tree) => {',
          "    tree.children.push(...parse('Made by the plugin, with a [link](https://example.com).\\n\\n| table |\\n| --- |\\n| row |\\n\\n<details><summary>More</summary>Inside.</details>'));",
          '  };',
          '}',
        ].join('\n'),
      },
      'title: T\nurl: https://t.test\nmarkdown:\n  remarkPlugins: [./plugins/docblocks.mjs]\n',
    );
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    const page = text(result.files, 'guide/index.html');
    expect(page).toContain('<p>Made by the plugin, with a <a href="https://example.com">link</a>.</p>');
    expect(page).toMatch(/<table>.*<th>table<\/th>.*<td>row<\/td>.*<\/table>/s);
    // JSX, which only the MDX parser reads as an element.
    expect(page).toContain('<details><summary>More</summary>Inside.</details>');
  });
});

describe('a Markdown link resolved before the site\'s remark plugins', () => {
  it('to a page whose slug ends in .md stays that page\'s route link', async () => {
    const cwd = await makeSite(
      {
        'pages/guide.md': '# Guide\n\nSee [the challenge](./challenge.md).\n',
        'pages/challenge.md': '---\nslug: /mitigation/challenge.md\n---\n\n# Challenge\n',
        'plugins/noop.mjs': 'export default function remarkNoop() {\n  return () => undefined;\n}\n',
      },
      'title: T\nurl: https://t.test\nmarkdown:\n  remarkPlugins: [./plugins/noop.mjs]\n',
    );
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    expect(text(result.files, 'guide/index.html')).toContain('<a href="/mitigation/challenge.md">the challenge</a>');
  });
});

describe('plugins that fail', () => {
  it('a plugin that throws fails its page with one located line naming the plugin, and the build', async () => {
    const cwd = await makeSite(
      { 'pages/index.md': '# Home\n\nText.\n', 'plugins/broken.mjs': "export default function remarkBroken() {\n  return () => {\n    throw new Error('cannot read the tree');\n  };\n}\n" },
      'title: T\nurl: https://t.test\nmarkdown:\n  remarkPlugins: [./plugins/broken.mjs]\n',
    );
    const error = await build({ cwd, write: false }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DocsgenError);
    expect(lines((error as DocsgenError).diagnostics)).toEqual(['site/pages/index.md:1:1 error A remark plugin failed on this page (`./plugins/broken.mjs`): cannot read the tree  content/plugin-error']);
  });

  it('a plugin that cannot reach the network is left out of the pages it fails on, with one warning, and the other plugins still run', async () => {
    const cwd = await makeSite(
      {
        'pages/a.md': '# A\n\nText.\n',
        'pages/b.md': '# B\n\nText.\n',
        // Shaped as Node's fetch fails offline.
        'plugins/history.mjs': "export default function remarkHistory() {\n  return async () => {\n    throw new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND api.github.com'), { code: 'ENOTFOUND', hostname: 'api.github.com' }) });\n  };\n}\n",
        'plugins/mark.mjs': "export default function remarkMark() {\n  return (tree) => {\n    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Marked.' }] });\n  };\n}\n",
      },
      'title: T\nurl: https://t.test\nmarkdown:\n  remarkPlugins: [./plugins/history.mjs, ./plugins/mark.mjs]\n',
    );
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual(['site/pages/a.md:1:1 warning The Markdown plugin `./plugins/history.mjs` cannot reach api.github.com (ENOTFOUND): the pages it failed on are built without it (on 2 pages)  content/plugin-offline']);
    expect(text(result.files, 'b/index.html')).toContain('<p>Marked.</p>');
  });

  it('a plugin failing because a file it reads is absent is left out of those pages, with one warning naming it and the path', async () => {
    const cwd = await makeSite(
      {
        'pages/a.md': '# A\n\nText.\n',
        'pages/b.md': '# B\n\nText.\n',
        // In the image of remark-typescript-tools, whose library sources are not checked out: it names the folder it looked in.
        'plugins/docblocks.mjs': "import { fileURLToPath } from 'node:url';\nconst src = fileURLToPath(new URL('../../packages/lib/src', import.meta.url));\nexport default function linkDocblocks() {\n  return () => {\n    throw new Error(`Error retrieving source file undefined (looked for index.ts in ${src})`);\n  };\n}\n",
        'plugins/mark.mjs': "export default function remarkMark() {\n  return (tree) => {\n    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Marked.' }] });\n  };\n}\n",
      },
      'title: T\nurl: https://t.test\nmarkdown:\n  remarkPlugins: [./plugins/docblocks.mjs, ./plugins/mark.mjs]\n',
    );
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual(['site/pages/a.md:1:1 warning The Markdown plugin `./plugins/docblocks.mjs` needs `packages`, which is absent: the pages it failed on are built without it (on 2 pages)  content/plugin-missing-file']);
    expect(text(result.files, 'b/index.html')).toContain('<p>Marked.</p>');
  });

  it('a plugin whose error names an absolute path that exists still fails the page', async () => {
    const cwd = await makeSite(
      { 'pages/index.md': '# Home\n', 'plugins/broken.mjs': "export default function remarkBroken() {\n  return () => {\n    throw new Error(`bad syntax in ${import.meta.dirname}`);\n  };\n}\n" },
      'title: T\nurl: https://t.test\nmarkdown:\n  remarkPlugins: [./plugins/broken.mjs]\n',
    );
    const error = (await build({ cwd, write: false }).catch((thrown: unknown) => thrown)) as DocsgenError;
    expect(error.diagnostics.map((d) => d.code)).toEqual(['content/plugin-error']);
  });

  it('a plugin that is not installed, or not a plugin, is a configuration error at its line (exit 2)', async () => {
    const cwd = await makeSite(
      { 'pages/index.md': '# Home\n', 'plugins/not-a-plugin.mjs': 'export default { name: "x" };\n' },
      'title: T\nurl: https://t.test\nmarkdown:\n  remarkPlugins:\n    - remark-not-installed\n    - ./plugins/not-a-plugin.mjs\n',
    );
    const error = (await build({ cwd, write: false }).catch((thrown: unknown) => thrown)) as DocsgenError;
    expect(error.exitCode).toBe(2);
    expect(lines(error.diagnostics)).toEqual([
      'site/config.yaml:5:7 error `markdown.remarkPlugins` names `remark-not-installed`, which cannot be found from the site folder  plugins/not-found',
      'site/config.yaml:6:7 error `./plugins/not-a-plugin.mjs` in `markdown.remarkPlugins` is not a unified plugin: its default export is not a function  plugins/invalid',
    ]);
    expect(error.diagnostics[0]!.hint).toBe('install it: `npm install --save-dev remark-not-installed`');
  });
});

describe('a Docusaurus config\'s plugins', () => {
  it('runs the remark and rehype plugins of the classic preset\'s docs and blog, as the config holds them', async () => {
    const result = await buildDocusaurusSite('{ docs: { remarkPlugins: [remarkMath, [npm2yarn, { sync: true }]], rehypePlugins: [rehypeKatex] }, blog: { remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] } }', {
      'docs/intro.md': '# Intro\n\n$x^2$\n\n```bash npm2yarn\nnpm install d\n```\n',
      'blog/2025-01-01-post.md': '---\ntitle: Post\n---\n\n$y^2$\n',
    });
    expect(result.diagnostics.filter((d) => d.code.startsWith('docusaurus/') || d.code.startsWith('content/'))).toEqual([]);
    expect(text(result.files, 'docs/intro/index.html')).toContain('<span class="katex">');
    expect(text(result.files, 'docs/intro/index.html')).toContain('data-value="yarn"');
    expect(text(result.files, 'blog/2025/01/01/post/index.html')).toContain('<span class="katex">');
  });
});

describe('a Docusaurus config\'s pages plugins', () => {
  it('runs the pages\' own remark and rehype plugins on src/pages, and the docs\' on the docs only; a page\'s link to a doc resolves', async () => {
    const result = await buildDocusaurusSite('{ docs: { remarkPlugins: [[npm2yarn, { sync: true }]] }, blog: false, pages: { remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] } }', {
      'docs/intro.md': '# Intro\n\n$x^2$\n\n```bash npm2yarn\nnpm install d\n```\n',
      'src/pages/about.md': '# About\n\n$y^2$\n\n```bash npm2yarn\nnpm install d\n```\n\nRead the [intro](../../docs/intro.md).\n',
    });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const doc = text(result.files, 'docs/intro/index.html');
    expect(doc).toContain('data-value="yarn"');
    expect(doc).not.toContain('class="katex"');
    const page = text(result.files, 'about/index.html');
    expect(page).toContain('<span class="katex">');
    expect(page).not.toContain('data-value="yarn"');
    expect(page).toContain('href="/docs/intro"');
  });
});

describe('the parser a page with remark plugins is read by', () => {
  const plugins = (...attachers: Array<MarkdownPlugin['attacher']>): MarkdownPlugins => markdownPlugins({ beforeDefaultRemark: [], remark: attachers.map((attacher, index) => ({ name: `plugin${index}`, attacher })), beforeDefaultRehype: [], rehype: [] })!;
  const transformOnly = (() => () => undefined) as MarkdownPlugin['attacher'];

  it('is the fast one when the plugins only transform the tree; micromark with theirs when one brings syntax or a parser of its own', () => {
    expect(pluginsAddSyntax(plugins(transformOnly), 'md')).toBe(false);
    expect(pluginsAddSyntax(plugins(transformOnly), 'mdx')).toBe(false);
    expect(pluginsAddSyntax(plugins(transformOnly, remarkMath as MarkdownPlugin['attacher']), 'mdx')).toBe(true);
    const ownParser = function (this: { parser: unknown }) {
      this.parser = () => ({ type: 'root', children: [] });
    } as unknown as MarkdownPlugin['attacher'];
    expect(pluginsAddSyntax(plugins(ownParser), 'md')).toBe(true);
  });

  it('reads the same tree either way: $…$ is math only with remark-math', () => {
    const body = '# Title\n\nSee [the guide](./guide.md) and $x^2$.\n';
    const plain = parseMarkdown(body, { file: 'a.md', format: 'md', plugins: plugins(transformOnly) });
    expect(plain).toEqual(parseMarkdown(body, { file: 'a.md', format: 'md', fastParse: false }));
    const math = parseMarkdown(body, { file: 'a.md', format: 'md', plugins: plugins(remarkMath as MarkdownPlugin['attacher']) });
    expect(JSON.stringify(math)).toContain('"type":"inlineMath"');
  });
});
