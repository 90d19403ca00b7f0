import { beforeAll, describe, expect, it } from 'vitest';
import { compileMarkdown, highlightDeferredCode } from '../../src/content/compile-markdown.ts';
import { initHighlighter } from '../../src/content/highlight.ts';

const PAGES: Array<[string, 'md' | 'mdx', string]> = [
  ['plain Markdown', 'md', '# Cart\n\n```ts title="cart.ts" {2}\nconst cart = createCart();\ncart.add("sku", 2);\n```\n\nText `x`.\n\n```json\n{ "id": 1 }\n```\n\n```\nplain\n```\n'],
  ['MDX with built-in components (rendered through React)', 'mdx', '# Tabs\n\n<Tabs>\n<TabItem value="js" label="JS">\n\n```js showLineNumbers\nconst a = "<b>&";\n```\n\n</TabItem>\n<TabItem value="sh">\n\n```bash\ncurl https://x.test\n```\n\n</TabItem>\n</Tabs>\n'],
];

describe('deferred highlighting (docsgen dev quick start)', () => {
  beforeAll(async () => {
    await initHighlighter();
  });

  for (const [name, format, source] of PAGES) {
    it(`leaves placeholders that highlight to the HTML a full compile gives: ${name}`, () => {
      const full = compileMarkdown(source, { file: `page.${format}`, format });
      const deferred = compileMarkdown(source, { file: `page.${format}`, format, highlight: 'defer' });
      expect(deferred.html).toContain('<template data-docsgen-code="');
      expect(deferred.html).not.toContain('class="shiki');
      expect(highlightDeferredCode(deferred.html)).toBe(full.html);
      // Everything but the HTML is the same: titles, headings, links and code blocks for the checks.
      expect({ ...deferred, html: '' }).toEqual({ ...full, html: '' });
    });
  }

  it('leaves HTML without placeholders as it is', () => {
    expect(highlightDeferredCode('<p>no code</p>')).toBe('<p>no code</p>');
  });
});
