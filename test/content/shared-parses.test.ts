import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/content/parse-markdown.ts';
import { SharedParses } from '../../src/content/shared-parses.ts';

describe('SharedParses', () => {
  it('gives each compile its own copy of a page\'s parse, by its text and format, until the page is dropped', () => {
    const parses = new SharedParses();
    const body = '# Guide\n\nRead the [intro](./intro.md).\n';
    const parsed = parseMarkdown(body, { file: 'guide.md', format: 'md' });
    if (!('tree' in parsed)) throw new Error('no tree');
    const page = parses.of(body, 'md');
    expect(page.get()).toBeUndefined();
    page.set(parsed);
    // A plugin changing the tree it was given changes no other locale's.
    const first = page.get()!;
    first.tree.children.pop();
    expect(parses.of(body, 'md').get()).toEqual(parsed);
    expect(parses.of(body, 'mdx').get()).toBeUndefined();
    expect(parses.reused).toBe(2);
    parses.drop(body, 'md');
    expect(page.get()).toBeUndefined();
  });
});
