/** API descriptions (the safe HTML of the reference model) back to Markdown for twins. */
import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../../src/llms/html-markdown.ts';
import { fence } from '../../src/llms/source-edits.ts';

describe('htmlToMarkdown', () => {
  it('turns paragraphs, emphasis, code, links and lists into Markdown', () => {
    const html = '<p>Creates a <strong>cart</strong> in <em>one</em> market, see <a href="/api/get-cart">Get cart</a>.</p>\n<ul>\n<li>Uses <code>marketId</code></li>\n<li>Returns 201</li>\n</ul>';
    expect(htmlToMarkdown(html, (url) => `https://docs.test${url}`)).toBe('Creates a **cart** in *one* market, see [Get cart](https://docs.test/api/get-cart).\n\n- Uses `marketId`\n- Returns 201');
  });

  it('keeps code blocks exactly, with their language', () => {
    expect(htmlToMarkdown('<pre><code class="language-json">{"a": "&lt;b&gt; ```"}\n</code></pre>')).toBe('````json\n{"a": "<b> ```"}\n````');
  });

  it('leaves text that looks like a tag as text, escaped outside code', () => {
    expect(htmlToMarkdown('<p>A Map&lt;T&gt; of <code>List&lt;T&gt;</code></p>')).toBe('A Map\\<T> of `List<T>`');
  });

  it('writes tables as GFM tables', () => {
    expect(htmlToMarkdown('<table><thead><tr><th>Code</th><th>Meaning</th></tr></thead><tbody><tr><td><code>a|b</code></td><td>Either</td></tr></tbody></table>')).toBe('| Code | Meaning |\n| --- | --- |\n| `a\\|b` | Either |');
  });
});

describe('fence', () => {
  it('is longer than any run of backticks in the code', () => {
    expect(fence('echo "```"', 'bash')).toBe('````bash\necho "```"\n````');
    expect(fence('', 'txt')).toBe('```txt\n```');
  });
});
