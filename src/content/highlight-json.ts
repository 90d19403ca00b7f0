import type { Element, ElementContent } from 'hast';
import { shikiPre, TOKEN_STYLE, tokenSpan } from './token-hast.ts';

const TOKEN = /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)|([{}[\],:])|(\s+)/g;

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
  const lines = code.split('\n').map((line) => {
    const children: ElementContent[] = [];
    for (const match of line.matchAll(TOKEN)) {
      if (match[1] !== undefined) {
        children.push(tokenSpan(match[2] !== undefined ? TOKEN_STYLE.constant : TOKEN_STYLE.string, match[1]));
        if (match[2] !== undefined) children.push(tokenSpan(TOKEN_STYLE.plain, match[2]));
      } else if (match[3] !== undefined) children.push(tokenSpan(TOKEN_STYLE.constant, match[3]));
      else if (match[4] !== undefined) children.push(tokenSpan(TOKEN_STYLE.plain, match[4]));
      else if (match[5] !== undefined) children.push(tokenSpan(TOKEN_STYLE.plain, match[5]));
    }
    return children;
  });
  return shikiPre(lines);
}
