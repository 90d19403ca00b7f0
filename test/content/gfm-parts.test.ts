import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parse as parseYaml } from 'yaml';
import { compileMarkdown } from '../../src/content/compile-markdown.ts';
import { ALL_GFM_PARTS, gfmPartsFor, remarkGfmParts } from '../../src/content/gfm-parts.ts';
import { repoRoot } from '../helpers.ts';

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

// Highlighting does not depend on the GFM parts: left out to keep the comparison fast.
const compile = (body: string, format: 'md' | 'mdx', allGfm: boolean) =>
  compileMarkdown(body.replace(/^---\n[\s\S]*?\n---\n/, ''), { file: 'page.md', format, resolveUrl: (url) => ({ url }), allGfm, highlight: false });

describe('GFM parts', () => {
  it('turn on only what the prose can use; fenced code does not count', () => {
    expect(gfmPartsFor('Plain words.')).toBe(0);
    expect(gfmPartsFor('See www.example.com')).toBe(0b00001);
    expect(gfmPartsFor('Note[^1]')).toBe(0b00010);
    expect(gfmPartsFor('~~old~~')).toBe(0b00100);
    expect(gfmPartsFor('| a | b |')).toBe(0b01000);
    expect(gfmPartsFor('- [x] done')).toBe(0b10000);
  });

  it('give the same result as the whole of GFM for every page of the site and the fixtures', { timeout: 120_000 }, async () => {
    const files = [...(await markdownFiles(join(repoRoot, 'site'))), ...(await markdownFiles(join(repoRoot, 'test', 'fixtures')))];
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const body = await readFile(file, 'utf8');
      const format = file.endsWith('.mdx') ? 'mdx' : 'md';
      expect(compile(body, format, false), file).toEqual(compile(body, format, true));
    }
  });

  it('give the same result on prose that uses every part, next to code that only looks like it', () => {
    const body = [
      'Visit www.kassa.example or https://kassa.example, write to help@kassa.example.',
      '',
      'Old ~~price~~ and a note[^1].',
      '',
      '[^1]: The note.',
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '',
      '- [x] done',
      '- [ ] to do',
      '',
      '```bash',
      'curl https://api.kassa.example | jq "~" # [^x] [x]',
      '```',
    ].join('\n');
    for (const format of ['md', 'mdx'] as const) expect(compile(body, format, false)).toEqual(compile(body, format, true));
    const codeOnly = '```bash\ncurl https://api.kassa.example | jq\n```\n';
    expect(compile(codeOnly, 'md', false)).toEqual(compile(codeOnly, 'md', true));
  });

  it('find tables exactly where remark-gfm does, though the table construct is tried only on likely lines', { timeout: 120_000 }, async () => {
    // As compile-markdown.ts builds its parsers: directives hold tables too.
    const withParts = unified().use(remarkParse).use(remarkGfmParts, ALL_GFM_PARTS).use(remarkDirective).freeze();
    const withRemarkGfm = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
    const mdxWithParts = withParts().use(remarkMdx).freeze();
    const mdxWithRemarkGfm = withRemarkGfm().use(remarkMdx).freeze();
    const tricky = [
      'Prose.\n| a | b |\n| - | - |\n| 1 | 2 |\nbody row without pipes\n\nafter',
      'a | b\n--|--\n1 | 2',
      '| a |\n|:-:|\n',
      '> | a | b |\n> | --- | --- |\n> | 1 | 2 |\n| lazy |',
      '> > | a |\n> > | - |\n> > | b |',
      '- item\n\n  | a | b |\n  | - | - |\n  | 1 | 2 |\n- next',
      '1. | a |\n   | - |\n   | 1 |',
      '| a | b |\n| - |\nnot a table: cell counts differ',
      'a | b\n---',
      'Heading\n---\n\n| a |\n| - |',
      '| a |\r\n| - |\r\n| 1 |\r\n',
      '| a |\r| - |\r| 1 |',
      '| a |\n|\t-\t|\t\n| 1 |',
      '| `a|b` | \\| |\n| - | - |\n| 1 | 2 |',
      '| a |\n| - |\n| 1 |\n| b |\n| - |',
      '```\n| a |\n| - |\n```\n| b |\n| - |',
      '    | indented code |\n    | - |',
      '<div>\n| a |\n| - |\n</div>',
      '| a |\n| - |',
      ':::tip\n| a |\n| - |\n| 1 |\n:::',
      '::::details\n:::note\n- | a |\n  | - |\n:::\n::::',
    ];
    const files = [...(await markdownFiles(join(repoRoot, 'site'))), ...(await markdownFiles(join(repoRoot, 'test', 'fixtures')))];
    const documents = [...tricky, ...(await Promise.all(files.filter((file) => file.endsWith('.md')).map((file) => readFile(file, 'utf8'))))];
    for (const document of documents) expect(withParts.parse(document), document.slice(0, 80)).toEqual(withRemarkGfm.parse(document));
    // Some fixtures are broken on purpose: then both must fail alike.
    const outcome = (processor: typeof mdxWithParts, document: string): unknown => {
      try {
        return processor.parse(document);
      } catch (error) {
        return String(error);
      }
    };
    for (const file of files.filter((name) => name.endsWith('.mdx'))) {
      const document = (await readFile(file, 'utf8')).replace(/^---\n[\s\S]*?\n---\n/, '');
      expect(outcome(mdxWithParts, document), file).toEqual(outcome(mdxWithRemarkGfm, document));
    }
    expect(JSON.stringify(tricky.map((document) => withParts.parse(document))).match(/"type":"table"/g)).toHaveLength(16);
  });

  it('give OpenAPI descriptions, parsed without directives, the same tree as the whole of GFM', { timeout: 120_000 }, async () => {
    const withRemarkGfm = unified().use(remarkParse).use(remarkGfm).freeze();
    const withParts = (markdown: string) => unified().use(remarkParse).use(remarkGfmParts, gfmPartsFor(markdown)).freeze();
    const descriptions = new Set([
      'Lists [pets](https://pets.example/docs) by `status`; write to help@pets.example.',
      'See <https://pets.example> or www.pets.example.',
      'Old ~~field~~, a note[^1].\n\n[^1]: The note.',
      '| a | b |\n| - | - |\n| 1 | 2 |',
      '- [x] done\n- [ ] open',
      'A [link](/docs/pets "title") and an ![image](./pet.png).',
      'Code: `https://not.a.link` and `a|b`.',
    ]);
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if ((key === 'description' || key === 'summary') && typeof inner === 'string') descriptions.add(inner);
          collect(inner);
        }
      }
    };
    const entries = [...(await readdir(join(repoRoot, 'site'), { withFileTypes: true, recursive: true })), ...(await readdir(join(repoRoot, 'test', 'fixtures'), { withFileTypes: true, recursive: true }))];
    for (const entry of entries.filter((item) => item.isFile() && /\.(ya?ml|json)$/.test(item.name))) {
      try {
        const document = parseYaml(await readFile(join(entry.parentPath, entry.name), 'utf8')) as Record<string, unknown> | null;
        if (document && (document.openapi || document.swagger)) collect(document);
      } catch {
        // Broken on purpose: not a document to take descriptions from.
      }
    }
    expect(descriptions.size).toBeGreaterThan(300);
    for (const markdown of descriptions) expect(withParts(markdown).parse(markdown), markdown.slice(0, 80)).toEqual(withRemarkGfm.parse(markdown));
  });
});
