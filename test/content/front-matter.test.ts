import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOG_FIELDS } from '../../src/blog/blog-front-matter.ts';
import type { Schema } from '../../src/config/yaml-schema.ts';
import { DOC_FIELDS, parseFrontMatter } from '../../src/content/front-matter.ts';
import { simpleFrontMatter } from '../../src/content/simple-front-matter.ts';
import { lines, repoRoot, tempDir } from '../helpers.ts';

// @ts-expect-error: a plain ES module without types; the corpus generator of `npm run bench`.
import { writeCorpus } from '../../scripts/bench-corpus.mjs';

/** Markdown files under `dir`, recursively, without node_modules. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A front matter block read both ways: without the YAML parser when it is simple, and always with it. */
function bothWays(source: string, fields: Record<string, Schema<unknown>> = DOC_FIELDS): { fast: ReturnType<typeof parseFrontMatter>; yaml: ReturnType<typeof parseFrontMatter> } {
  return { fast: parseFrontMatter(source, 'a.md', fields), yaml: parseFrontMatter(source, 'a.md', fields, undefined, { fastYaml: false }) };
}

describe('parseFrontMatter', () => {
  it('reads the Docusaurus doc keys and keeps unknown keys aside', () => {
    const source = '---\nid: intro\ntitle: Intro\nsidebar_position: 2\nkeywords: [a, b]\ndisplayed_sidebar: null\npagination_next: null\nimage: /x.png\ncustom_edit_url: /edit\n---\n# Body\n';
    const result = parseFrontMatter(source, 'a.md');
    expect(result.diagnostics).toEqual([]);
    expect(result.frontMatter).toEqual({ id: 'intro', title: 'Intro', sidebar_position: 2, keywords: ['a', 'b'], displayed_sidebar: null, pagination_next: null, image: '/x.png', custom_edit_url: '/edit' });
    expect(result.extra).toEqual({});
  });

  it('blanks the front matter so body positions are file positions', () => {
    const source = '---\ntitle: X\n---\n# Body\n';
    const { body } = parseFrontMatter(source, 'a.md');
    expect(body).toBe('\n\n\n# Body\n');
    expect(body.split('\n')[3]).toBe('# Body');
  });

  it('reports wrong types at the value, counting lines from the top of the file', () => {
    const source = '---\ntitle: X\nsidebar_position: first\nhide_title: 1\ntoc_max_heading_level: 7\n---\n';
    expect(lines(parseFrontMatter(source, 'site/pages/a.md').diagnostics)).toEqual([
      'site/pages/a.md:3:19 error `sidebar_position` must be a number, got the string `first`  front-matter/invalid-type',
      'site/pages/a.md:4:13 error `hide_title` must be `true` or `false`, got the number `1`  front-matter/invalid-type',
      'site/pages/a.md:5:24 error `toc_max_heading_level` must be an integer from 1 to 6, got the number `7`  front-matter/invalid-type',
    ]);
  });

  it('reports YAML syntax errors at their line in the file', () => {
    const result = parseFrontMatter('---\ntitle: X\ndescription: "open\n---\nbody\n', 'a.md');
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ code: 'front-matter/yaml-syntax', line: expect.any(Number) });
    expect(result.diagnostics[0]!.line).toBeGreaterThanOrEqual(3);
  });

  it('reports an unclosed block', () => {
    expect(lines(parseFrontMatter('---\ntitle: X\n\n# Hi\n', 'a.md').diagnostics)).toEqual([
      'a.md:1:1 error Front matter starts with `---` but has no closing `---` line  front-matter/unclosed',
    ]);
  });

  it('leaves files without front matter alone', () => {
    expect(parseFrontMatter('# Hi\n---\n', 'a.md')).toMatchObject({ frontMatter: {}, body: '# Hi\n---\n', diagnostics: [] });
  });

  it('reuses a block parsed in an earlier build, and keeps only blocks without problems', () => {
    const memo = { known: new Map([['title: Intro\n', { frontMatter: { title: 'From the memo' }, extra: {} }]]), used: new Map() };
    const reused = parseFrontMatter('---\ntitle: Intro\n---\n# Body\n', 'a.md', DOC_FIELDS, memo);
    expect(reused.frontMatter).toEqual({ title: 'From the memo' });
    expect(reused.body).toBe('\n\n\n# Body\n');
    const parsed = parseFrontMatter('---\ntitle: Other\n---\n', 'b.md', DOC_FIELDS, memo);
    expect(parsed.frontMatter).toEqual({ title: 'Other' });
    const broken = parseFrontMatter('---\nsidebar_position: abc\n---\n', 'c.md', DOC_FIELDS, memo);
    expect(broken.diagnostics).toHaveLength(1);
    expect([...memo.used.keys()]).toEqual(['title: Intro\n', 'title: Other\n']);
  });
});

describe('simple front matter', () => {
  it('reads every front matter block of the site, the fixtures and the bench corpus as the YAML parser does', async () => {
    const corpus = await tempDir();
    (writeCorpus as (options: { dir: string; pages: number; seed: number }) => void)({ dir: corpus, pages: 150, seed: 21 });
    const files = [...markdownFiles(join(repoRoot, 'site')), ...markdownFiles(join(repoRoot, 'test', 'fixtures')), ...markdownFiles(corpus)];
    let simple = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const block = /^---[ \t]*\r?\n([\s\S]*?)^(?:---|\.\.\.)[ \t]*$/m.exec(source)?.[1];
      if (block !== undefined && simpleFrontMatter(block)) simple++;
      for (const fields of [DOC_FIELDS, BLOG_FIELDS]) {
        const { fast, yaml } = bothWays(source, fields);
        expect({ file, ...fast }).toEqual({ file, ...yaml });
      }
    }
    expect(files.length).toBeGreaterThan(300);
    // Most blocks take the quick path; the others test that it steps aside.
    expect(simple).toBeGreaterThan(files.length / 2);
  });

  it('takes only what YAML reads as written, and leaves the rest to the YAML parser, with its diagnostics', () => {
    const simple = [
      'title: Hello world',
      'title: "quoted: yes # not a comment"',
      "title: 'single'",
      'sidebar_position: 3',
      'sidebar_position: 007',
      'hide_title: true',
      'unlisted: false',
      'title: C# guide',
      'title: http://a.example/b?c=d',
      "title: Don't stop",
      'title: trailing spaces   ',
      'title: 日本語 🎉',
      'slug: /custom/path',
      'custom_key: 42',
      'custom-key: value',
      'title: Yes',
      'title: A\n\ndescription: B',
    ];
    const complex = [
      'title: Hello: world',
      "title: 'it''s'",
      'title: "esc\\"aped"',
      'title: "unterminated',
      'sidebar_position: -1',
      'sidebar_position: 1.5',
      'sidebar_position: "3"',
      'sidebar_position: 123456789012345678',
      'hide_title: True',
      'hide_title: yes',
      'title: null',
      'title: ~',
      'title:',
      'title:   ',
      'title: x # comment',
      'title: 12:30',
      'title: 0x1F',
      'title: 1e5',
      'title: .inf',
      'title: `code`',
      'title: @handle',
      'title: %x',
      'title: -dash',
      'title: ?q',
      'title: [a, b]',
      'title: {a: 1}',
      'title: !!str 1',
      'title: &a x',
      'title: *a',
      'description: >\n  folded',
      '  title: indented',
      'title: a\n  continued',
      'title: tab\t',
      'title: x\r',
      'title: a\ntitle: b',
      'title:x',
      'keywords: one',
      'toc_max_heading_level: 7',
      'displayed_sidebar: null',
      '# a comment\ntitle: X',
      'last_update: x',
    ];
    for (const block of simple) expect({ block, simple: simpleFrontMatter(block) !== undefined }).toEqual({ block, simple: true });
    for (const block of [...simple, ...complex]) {
      const { fast, yaml } = bothWays(`---\n${block}\n---\nBody\n`);
      expect({ block, ...fast }).toEqual({ block, ...yaml });
    }
    // Values whose place a schema keeps (a post's authors) have the YAML path's line and column.
    const post = bothWays('---\ntitle: T\n\nauthors:   someone\n---\n', BLOG_FIELDS);
    expect(post.fast).toEqual(post.yaml);
    expect(post.fast.frontMatter).toMatchObject({ authors: [{ key: 'someone', at: { line: 4, column: 12 } }] });
    // Those that are simple to read but wrong for their key are reported by the YAML path, at their line.
    expect(lines(bothWays('---\ntitle: X\ntoc_max_heading_level: 7\n---\n').fast.diagnostics)).toEqual(['a.md:3:24 error `toc_max_heading_level` must be an integer from 1 to 6, got the number `7`  front-matter/invalid-type']);
  });
});
