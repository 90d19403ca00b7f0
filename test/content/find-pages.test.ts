import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { build } from '../../src/build/build.ts';
import { findPages } from '../../src/content/find-pages.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { makeSite, text } from '../helpers.ts';

const BADGE = 'Shipped <Badge type="tip">New</Badge> today.\n';

describe('findPages: markdown.format', () => {
  it('reads .md as CommonMark and .mdx as MDX with detect (the default); mdx and md apply to every file', async () => {
    const cwd = await makeSite({ 'pages/a.md': '# A\n', 'pages/b.mdx': '# B\n' });
    const formats = (markdownFormat?: 'md' | 'mdx' | 'detect') =>
      findPages({ docsDir: join(cwd, 'site', 'pages'), cwd, routeBasePath: '/', includeDrafts: false, ...(markdownFormat ? { markdownFormat } : {}) }).pages.map((page) => [page.docPath, page.format]);
    expect(formats()).toEqual([['a.md', 'md'], ['b.mdx', 'mdx']]);
    expect(formats('detect')).toEqual([['a.md', 'md'], ['b.mdx', 'mdx']]);
    expect(formats('mdx')).toEqual([['a.md', 'mdx'], ['b.mdx', 'mdx']]);
    expect(formats('md')).toEqual([['a.md', 'md'], ['b.mdx', 'md']]);
  });
});

describe('build: markdown.format on blog posts', () => {
  const site = (format: string | undefined) =>
    makeSite(
      { 'pages/index.md': '# Home\n', 'blog/2025-01-01-launch.md': `---\ntitle: Launch\n---\n\n${BADGE}`, 'blog/2025-01-02-notes.mdx': `---\ntitle: Notes\n---\n\n${BADGE}` },
      `title: T\nurl: https://t.dev\n${format ? `markdown:\n  format: ${format}\n` : ''}`,
    );
  const post = async (format: string | undefined, route: string) => text((await build({ cwd: await site(format), write: false, cache: false })).files, `blog/2025/01/${route}/index.html`);

  it('renders components in a .md post with `mdx`', async () => {
    expect(await post('mdx', '01/launch')).toContain('Shipped <span class="badge badge--tip">New</span> today.');
  });

  it('keeps a .md post CommonMark with `detect`, and by default: the tag is raw HTML', async () => {
    for (const format of ['detect', undefined]) {
      const html = await post(format, '01/launch');
      expect(html).toContain('<Badge type="tip">New</Badge>');
      expect(html).not.toContain('badge--tip');
    }
    expect(await post('detect', '02/notes')).toContain('<span class="badge badge--tip">New</span>');
  });

  it('reads a .mdx post as CommonMark with `md`', async () => {
    const html = await post('md', '02/notes');
    expect(html).toContain('<Badge type="tip">New</Badge>');
    expect(html).not.toContain('badge--tip');
  });
});

describe('build: markdown.format on docs pages', () => {
  const page = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Install\n\n<Tabs><TabItem value=\"npm\">npm i</TabItem></Tabs>\n\n" + BADGE;

  it('with `mdx`, a .md page written for Docusaurus imports and renders its components', async () => {
    const cwd = await makeSite({ 'pages/index.md': page }, 'title: T\nurl: https://t.dev\nmarkdown:\n  format: mdx\n');
    const result = await build({ cwd, write: false, cache: false });
    expect(result.diagnostics).toEqual([]);
    const html = text(result.files, 'index.html');
    expect(html).toContain('<div class="tabs-container">');
    expect(html).toContain('<span class="badge badge--tip">New</span>');
    expect(html).not.toContain('import Tabs');
  });

  it('with `detect`, the import is text, and a warning says how to read the page as MDX', async () => {
    const cwd = await makeSite({ 'pages/index.md': page });
    const result = await build({ cwd, write: false, cache: false });
    expect(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`)).toEqual(['site/pages/index.md:1 content/esm-in-markdown']);
  });
});

describe('findPages: a large docs folder (DOCSGEN_SPILL_PAGES pages or more) reads each page again when asked', () => {
  const files = { 'pages/a.md': '---\ntitle: A page\nsidebar_position: 2\n---\n\n# A\n\nText.\n', 'pages/b.md': '# B\n', 'pages/c.md': '---\ntitle: Unclosed\n' };
  const find = (cwd: string) => findPages({ docsDir: join(cwd, 'site', 'pages'), cwd, routeBasePath: '/', includeDrafts: false });
  const withSpill = <T>(from: string, run: () => T): T => {
    vi.stubEnv('DOCSGEN_SPILL_PAGES', from);
    try {
      return run();
    } finally {
      vi.unstubAllEnvs();
    }
  };

  it('gives the same pages: spread, as JSON, posted to a worker', async () => {
    const cwd = await makeSite(files);
    const held = withSpill('100', () => find(cwd));
    const lazy = withSpill('1', () => find(cwd));
    expect(lazy.pages.map((page) => ({ ...page }))).toEqual(held.pages);
    expect(lazy.pages.map((page) => JSON.stringify(page))).toEqual(held.pages.map((page) => JSON.stringify(page)));
    expect(lazy.pages.map((page) => structuredClone(page))).toEqual(held.pages);
    expect(lazy.diagnostics).toEqual(held.diagnostics);
    expect(lazy.pages[0]!.body).toBe('\n\n\n\n\n# A\n\nText.\n');
    // Only the held pages keep their text as values.
    expect(Object.getOwnPropertyDescriptor(held.pages[0], 'source')!.value).toBe(files['pages/a.md']);
    expect(Object.getOwnPropertyDescriptor(lazy.pages[0], 'source')!.get).toBeTypeOf('function');
  });

  it('releases a page by assigning its text, and reports a page changed or removed since it was found', async () => {
    const cwd = await makeSite(files);
    const [a, b] = withSpill('0', () => find(cwd)).pages;
    a!.source = '';
    a!.body = '';
    expect([a!.source, a!.body]).toEqual(['', '']);
    await writeFile(join(cwd, 'site', 'pages', 'b.md'), '# B, longer\n');
    const failure = (read: () => unknown): unknown => {
      try {
        read();
      } catch (error) {
        return error;
      }
      return undefined;
    };
    expect(failure(() => b!.body)).toBeInstanceOf(DocsgenError);
    expect((failure(() => b!.source) as DocsgenError).diagnostics).toEqual([expect.objectContaining({ code: 'content/changed-during-build', file: 'site/pages/b.md', line: 1, column: 1, hint: 'build again once the files stop changing' })]);
    await rm(join(cwd, 'site', 'pages', 'b.md'));
    expect(() => b!.source).toThrow('site/pages/b.md changed while the site was building');
  });
});
