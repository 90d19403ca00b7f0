import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../src/content/compile-markdown.ts';
import { renderMarkdown } from '../../src/content/render-markdown.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { lines, tempDir } from '../helpers.ts';

const md = (source: string) => compileMarkdown(source, { file: 'page.md', format: 'md' });
const mdx = (source: string) => compileMarkdown(source, { file: 'page.mdx', format: 'mdx' });

describe('Markdown (.md)', () => {
  it('renders CommonMark and GFM: tables, task lists, strikethrough, autolinks, footnotes', () => {
    const { html } = md('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~ www.example.com a[^1]\n\n[^1]: Note.\n');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>2</td>');
    expect(html).toContain('<input type="checkbox" checked disabled> done');
    expect(html).toContain('<del>old</del>');
    expect(html).toContain('<a href="http://www.example.com">www.example.com</a>');
    expect(html).toContain('data-footnote-ref');
    expect(html).toContain('<section data-footnotes class="footnotes">');
  });

  it('treats a stray < or { as text and passes raw HTML through', () => {
    const { html, diagnostics } = md('Use a < b and {braces}.\n\n<div class="note">Raw <em>HTML</em></div>\n');
    expect(diagnostics).toEqual([]);
    expect(html).toContain('<p>Use a &#x3C; b and {braces}.</p>');
    expect(html).toContain('<div class="note">Raw <em>HTML</em></div>');
  });

  it('gives headings GitHub-style ids, deduplicated, with {#custom} ids', () => {
    const { html, headingIds } = md('## Hello, World!\n\n## Hello, World!\n\n### Custom one {#mine}\n\n## Émoji 🎉 `code`\n');
    expect(headingIds).toEqual(['hello-world', 'hello-world-1', 'mine', 'émoji--code']);
    expect(html).toContain('<h3 id="mine">Custom one<a href="#mine" class="hash-link" aria-label="Direct link to Custom one">#</a></h3>');
  });

  it('nests code fences in list items as CommonMark does: up to 3 columns past the item', () => {
    // `    \`\`\`` under `1. ` (content at column 3) opens a fence, whose sample stays as written.
    const source = ['1. Step', '', '    ```js', '    :::note Not a title', '    ```', '', ':::tip Real title', 'Body.', ':::', ''].join('\n');
    const { html, diagnostics } = md(source);
    expect(diagnostics).toEqual([]);
    expect(html).toContain(':::note Not a title');
    expect(html).toContain('Real title');
    expect(html).not.toContain(':::tip');
  });

  it('builds the TOC from levels 2–3 by default, or the levels asked for', () => {
    const source = '# Title\n\n## Two\n\n### Three\n\n#### Four\n';
    expect(md(source).toc).toEqual([
      { id: 'two', text: 'Two', depth: 2 },
      { id: 'three', text: 'Three', depth: 3 },
    ]);
    expect(compileMarkdown(source, { file: 'a.md', format: 'md', tocLevels: { min: 2, max: 4 } }).toc.map((t) => t.depth)).toEqual([2, 3, 4]);
  });

  it('takes the first h1 as the content title and the first paragraph as the excerpt', () => {
    const result = md('# The *title*\n\nFirst   paragraph\nwrapped.\n\nSecond.\n');
    expect(result.contentTitle).toBe('The title');
    expect(result.excerpt).toBe('First paragraph wrapped.');
  });

  it('drops javascript:, vbscript: and data: URLs with a warning, keeping data:image images', () => {
    const result = md('[a](javascript:alert(1)) [b](VBScript:x) ![c](data:text/html,x) ![ok](data:image/png;base64,AAAA)\n');
    expect(result.html).toBe('<p>a b  <img src="data:image/png;base64,AAAA" alt="ok" decoding="async"></p>');
    expect(lines(result.diagnostics)).toEqual([
      'page.md:1:1 warning Dropped link with unsafe URL `javascript:alert(1)`  content/unsafe-url',
      'page.md:1:26 warning Dropped link with unsafe URL `VBScript:x`  content/unsafe-url',
      'page.md:1:42 warning Dropped image with unsafe URL `data:text/html,x`  content/unsafe-url',
    ]);
  });
});

describe('admonition attributes', () => {
  it('reads `{title="…" .class #id}` on an admonition as Docusaurus does: the title wins over the label', () => {
    const { html, diagnostics } = md(':::tip[Label]{title="From the attribute" .wide #limits}\nKeep it short.\n:::\n');
    expect(diagnostics).toEqual([]);
    expect(html).toMatch(/^<div class="theme-admonition theme-admonition-tip admonition admonition--tip alert alert--success wide" id="limits"><div class="admonition__heading"><svg[^>]*>.*?<\/svg>From the attribute<\/div>/s);
  });
});

describe('MDX (.mdx)', () => {
  it('keeps an iframe of a data: document, which runs in an origin of its own, and drops a javascript: one', () => {
    const { html, diagnostics } = mdx('<iframe src="data:text/html;charset=utf-8,%3Cp%3EPost%3C%2Fp%3E" width="550"></iframe>\n\n<iframe src="javascript:alert(1)"></iframe>\n');
    expect(html).toContain('<iframe src="data:text/html;charset=utf-8,%3Cp%3EPost%3C%2Fp%3E" width="550"></iframe>');
    expect(html).not.toContain('javascript:');
    expect(lines(diagnostics)).toEqual(['page.mdx:3:1 warning Dropped image with unsafe URL `javascript:alert(1)`  content/unsafe-url']);
  });

  it('renders registry components and lowercase HTML elements', () => {
    const { html, diagnostics } = mdx('<Details summary="More" open={true}>\nHidden **text**.\n</Details>\n\n<span style={{color: "red"}}>red</span> text\n');
    expect(diagnostics).toEqual([]);
    expect(html).toContain('<details class="details" open=""><summary>More</summary><div class="details__body"><p>Hidden <strong>text</strong>.</p></div></details>');
    expect(html).toContain('<span style="color:red">red</span>');
  });

  it('supports {#id} heading ids and drops comments', () => {
    const { html, diagnostics } = mdx('## Custom {#my-id}\n\n{/* hidden */}\n\nText {/* inline */} here.\n');
    expect(diagnostics).toEqual([]);
    expect(html).toContain('<h2 id="my-id">Custom<a href="#my-id" class="hash-link" aria-label="Direct link to Custom">#</a></h2>');
    expect(html).not.toContain('hidden');
  });

  it('reads {#id} after code fences indented inside list items', () => {
    // MDX has no indented code: a fence 4 spaces in under a `- ` item opens as any fence does.
    // Taken for text, it made every later fence look open and the ids JavaScript.
    const source = [
      '- Item',
      '',
      '  ```diff title="a.json"',
      '  {}',
      '  ```',
      '    ```diff title="b.json"',
      '    {}',
      '  ```',
      '',
      '### After {#after}',
      '',
      '```md',
      '## Sample {#kept}',
      '```',
      '',
      '## Last {#last}',
      '',
    ].join('\n');
    const { html, diagnostics, headingIds } = mdx(source);
    expect(diagnostics).toEqual([]);
    expect(headingIds).toEqual(['after', 'last']);
    expect(html).toContain('<h3 id="after">After<a href="#after"');
    expect(html).toContain('## Sample {#kept}');
  });

  it('reads heading ids of any characters, in braces or in a comment, as Docusaurus does', () => {
    // babel's 5.0.0 post: `### Stage 0: Class Properties { /*#stage-0:-class-properties*/ }`.
    const { diagnostics, headingIds, html } = mdx('### Stage 0: Class Properties { /*#stage-0:-class-properties*/ }\n\n## Decorators {#stage-1:-decorators}\n\n## Spaced {/* #spaced and more words */}\n');
    expect(diagnostics).toEqual([]);
    expect(headingIds).toEqual(['stage-0:-class-properties', 'stage-1:-decorators', 'spaced']);
    expect(html).toContain('<h3 id="stage-0:-class-properties">Stage 0: Class Properties<a href="#stage-0:-class-properties"');
    expect(md('## Decorators {#stage-1:-decorators}\n').headingIds).toEqual(['stage-1:-decorators']);
  });

  it('reports an unknown component at its position with a suggestion', () => {
    const result = mdx('# T\n\nText\n\n<Detials summary="x">y</Detials>\n');
    expect(lines(result.diagnostics)).toEqual(['page.mdx:5:1 error Unknown component `<Detials>`  mdx/unknown-component']);
    expect(result.diagnostics[0]!.hint).toBe('did you mean `<Details>`?');
  });

  it('compiles a page with ESM or expressions to an MDX module, rendered later with its components', () => {
    const result = mdx("import Chart from './Chart'\n\nexport const a = 1\n\nValue: {1 + a}\n\n<Chart values={[1, 2]} />\n\n<Details summary={name}>x</Details>\n");
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toBe('');
    expect(result.mdxModule).toContain('export const a = 1');
    expect(result.mdxModule).toContain('export const frontMatter = {}');
  });

  it('keeps pages without code on the fast path: HTML at once, no module', () => {
    const result = mdx('# Plain\n\n<Badge type="tip">New</Badge> and {\'<\'} text {/* comment */}\n');
    expect(result.mdxModule).toBeUndefined();
    expect(result.html).toContain('<span class="badge badge--tip">New</span> and <!-- -->&lt;<!-- --> text');
  });

  it('reports a component a code page neither imports nor defines, with how to import it', () => {
    const result = mdx("import Chart from './Chart'\n\n<Chrat />\n\n<Widget />\n");
    expect(lines(result.diagnostics)).toEqual(['page.mdx:3:1 error Unknown component `<Chrat>`  mdx/unknown-component', 'page.mdx:5:1 error Unknown component `<Widget>`  mdx/unknown-component']);
    expect(result.diagnostics[0]!.hint).toBe('did you mean `<Chart>`?');
    expect(result.diagnostics[1]!.hint).toContain("import Widget from '@site/components/Widget'");
  });

  it("accepts Docusaurus's {/* #id */} heading ids and HTML comments, as mdx1Compat does", () => {
    const result = mdx('## Headings {/* #my-heading */}\n\n<!-- a note\nfor writers -->\n\nText <!-- inline --> here.\n');
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain('<h2 id="my-heading">Headings<a href="#my-heading"');
    expect(result.html).not.toContain('note');
    expect(result.html).toContain('<p>Text  here.</p>');
  });

  it('warns about an inline event handler, which cannot run, and renders the element without it', () => {
    const result = mdx("<button onClick={() => alert('hi')}>Click me!</button>\n");
    expect(lines(result.diagnostics)).toEqual(['page.mdx:1:1 warning `onClick` on `<button>` does nothing: pages are rendered to HTML and ship no JavaScript  mdx/inline-event-handler']);
    expect(result.diagnostics[0]!.hint).toContain("'use client'");
    expect(result.mdxModule).not.toContain('alert');
  });

  it('reports MDX syntax errors with their position', () => {
    const result = mdx('# Title\n\nSome <b>unclosed\n');
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ severity: 'error', file: 'page.mdx', line: expect.any(Number), column: expect.any(Number) });
    expect(result.diagnostics[0]!.code).toMatch(/^mdx\//);
    expect(result.diagnostics[0]!.hint).toContain('rename the file to .md');
  });
});

describe('renderMarkdown', () => {
  it('returns the content HTML, headings included, without layout', async () => {
    expect(await renderMarkdown('---\ntitle: X\n---\n# Hi\n\n## Sub\n', { format: 'md' })).toBe(
      '<h1 id="hi">Hi</h1>\n<h2 id="sub">Sub<a href="#sub" class="hash-link" aria-label="Direct link to Sub">#</a></h2>',
    );
  });

  it('rejects with the same located diagnostics the build reports', async () => {
    let error: unknown;
    try {
      await renderMarkdown('\n\n<Nope />\n', { format: 'mdx', file: 'x.mdx' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DocsgenError);
    expect((error as Error).message).toBe('x.mdx:3:1 Unknown component `<Nope>`');
    expect(lines((error as DocsgenError).diagnostics)).toEqual(['x.mdx:3:1 error Unknown component `<Nope>`  mdx/unknown-component']);
  });
});

describe('Markdown written for Docusaurus', () => {
  it('warns that an import line in a .md page is text, and how to make it MDX', () => {
    const result = compileMarkdown("# Page\n\nimport Tabs from '@theme/Tabs';\n\nText.\n", { file: 'page.md', format: 'md' });
    expect(lines(result.diagnostics)).toEqual(["page.md:3:1 warning `import Tabs from '@theme/Tabs';` is shown as text: `.md` pages are CommonMark  content/esm-in-markdown"]);
    expect(result.diagnostics[0]!.hint).toContain('markdown.format: mdx');
  });
});

describe('renderMarkdown: MDX that is code', () => {
  it('bundles and renders it with React, as a build does', async () => {
    const html = await renderMarkdown("---\ntitle: Plans\n---\nexport const plans = ['A', 'B'];\n\n# {frontMatter.title}\n\n{plans.map((plan) => <b key={plan}>{plan}</b>)}\n", { format: 'mdx', file: 'plans.mdx', cwd: await tempDir() });
    expect(html).toMatch(/<h1 id="[^"]+">Plans<\/h1>/);
    expect(html).toContain('<b>A</b><b>B</b>');
  });
});

describe('MDX that is code: syntax errors', () => {
  it("reports invalid JavaScript in an import with acorn's reason, at its line", () => {
    const result = compileMarkdown("import A from './a';\nimport A from './b';\n\n# T\n", { file: 'page.mdx', format: 'mdx' });
    expect(lines(result.diagnostics)[0]).toMatch(/^page\.mdx:2:\d+ error Could not parse MDX: .*Identifier 'A' has already been declared {2}mdx\/acorn$/);
    expect(result.diagnostics[0]!.hint).toContain('`import`/`export`');
  });
});

describe('```mdx-code-block', () => {
  it('is unwrapped in MDX, as Docusaurus does: its imports and JSX are the page, positions kept', () => {
    const source = "# Page\n\n````mdx-code-block\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value=\"a\">\n\n```js\nconst a = 1;\n```\n\n</TabItem>\n</Tabs>\n````\n\n<Nope />\n";
    const result = compileMarkdown(source, { file: 'page.mdx', format: 'mdx' });
    expect(lines(result.diagnostics)).toEqual(['page.mdx:18:1 error Unknown component `<Nope>`  mdx/unknown-component']);
    const fixed = compileMarkdown(source.replace('<Nope />\n', ''), { file: 'page.mdx', format: 'mdx' });
    expect(fixed.diagnostics).toEqual([]);
    expect(fixed.mdxModule).toContain('@theme/Tabs');
    expect(fixed.codeBlocks.map((block) => [block.lang, block.line])).toEqual([['js', 11]]);
  });

  it('stays a code block in Markdown', () => {
    const result = compileMarkdown('````mdx-code-block\n<Tabs />\n````\n', { file: 'page.md', format: 'md' });
    expect(result.html).toContain('<pre tabindex="0" class="shiki');
    expect(result.html).toContain('&#x3C;Tabs /></span>');
  });
});
