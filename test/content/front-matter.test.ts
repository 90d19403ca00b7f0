import { describe, expect, it } from 'vitest';
import { DOC_FIELDS, parseFrontMatter } from '../../src/content/front-matter.ts';
import { lines } from '../helpers.ts';

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
