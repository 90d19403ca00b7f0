import type { Element, ElementContent } from 'hast';

/** GitHub light/dark colours Shiki gives JSON tokens, so both highlighters look the same. */
const COLORS = {
  key: '--shiki-light:#005CC5;--shiki-dark:#79B8FF',
  string: '--shiki-light:#032F62;--shiki-dark:#9ECBFF',
  literal: '--shiki-light:#005CC5;--shiki-dark:#79B8FF',
  punctuation: '--shiki-light:#24292E;--shiki-dark:#E1E4E8',
} as const;

const TOKEN = /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)|([{}[\],:])|(\s+)/g;

function span(style: string, value: string): ElementContent {
  return { type: 'element', tagName: 'span', properties: { style }, children: [{ type: 'text', value }] };
}

/**
 * Highlight valid JSON with a single regular expression instead of a TextMate grammar:
 * examples in API references are large and numerous, and Shiki spends milliseconds on each.
 * Returns the same `<pre class="shiki">` structure, or undefined if the text is not JSON.
 */
export function highlightJson(code: string): Element | undefined {
  try {
    JSON.parse(code);
  } catch {
    return undefined;
  }
  const lines: ElementContent[] = [];
  code.split('\n').forEach((line, index) => {
    const children: ElementContent[] = [];
    for (const match of line.matchAll(TOKEN)) {
      if (match[1] !== undefined) {
        children.push(span(match[2] !== undefined ? COLORS.key : COLORS.string, match[1]));
        if (match[2] !== undefined) children.push(span(COLORS.punctuation, match[2]));
      } else if (match[3] !== undefined) children.push(span(COLORS.literal, match[3]));
      else if (match[4] !== undefined) children.push(span(COLORS.punctuation, match[4]));
      else if (match[5] !== undefined) children.push(span(COLORS.punctuation, match[5]));
    }
    if (index) lines.push({ type: 'text', value: '\n' });
    lines.push({ type: 'element', tagName: 'span', properties: { className: ['line'] }, children });
  });
  return {
    type: 'element',
    tagName: 'pre',
    properties: { className: ['shiki', 'shiki-themes', 'github-light', 'github-dark'], tabIndex: 0 },
    children: [{ type: 'element', tagName: 'code', properties: {}, children: lines }],
  };
}
