/**
 * What docsgen's small highlighters (JSON examples, generated request samples) share with
 * Shiki's output, so every code block looks and is styled alike: the GitHub light/dark
 * colours as Shiki writes them, and its `<pre class="shiki">` structure.
 */
import type { Element, ElementContent } from 'hast';

/** Token colours of Shiki's `github-light` and `github-dark` themes. */
export const TOKEN_STYLE = {
  keyword: '--shiki-light:#D73A49;--shiki-dark:#F97583',
  string: '--shiki-light:#032F62;--shiki-dark:#9ECBFF',
  /** Numbers, `true`/`false`/`null`, JSON keys. */
  constant: '--shiki-light:#005CC5;--shiki-dark:#79B8FF',
  function: '--shiki-light:#6F42C1;--shiki-dark:#B392F0',
  comment: '--shiki-light:#6A737D;--shiki-dark:#6A737D',
  plain: '--shiki-light:#24292E;--shiki-dark:#E1E4E8',
} as const;

export function tokenSpan(style: string, value: string): ElementContent {
  return { type: 'element', tagName: 'span', properties: { style }, children: [{ type: 'text', value }] };
}

/** Lines of token spans as Shiki's `<pre class="shiki …"><code><span class="line">…`. */
export function shikiPre(lines: readonly ElementContent[][]): Element {
  const children: ElementContent[] = [];
  lines.forEach((line, index) => {
    if (index) children.push({ type: 'text', value: '\n' });
    children.push({ type: 'element', tagName: 'span', properties: { className: ['line'] }, children: line });
  });
  return {
    type: 'element',
    tagName: 'pre',
    properties: { className: ['shiki', 'shiki-themes', 'github-light', 'github-dark'], tabIndex: 0 },
    children: [{ type: 'element', tagName: 'code', properties: {}, children }],
  };
}
