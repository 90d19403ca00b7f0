import type { Element } from 'hast';
import { shikiPre, TOKEN_STYLE, tokenSpan, type TokenLine } from './token-hast.ts';

const TOKEN = /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)|([{}[\],:])|(\s+)/g;

/**
 * Highlight valid JSON with a single regular expression instead of a TextMate grammar:
 * examples in API references are large and numerous, and Shiki spends milliseconds on each.
 * Returns the lines of coloured tokens, or undefined if the text is not JSON.
 */
export function jsonTokens(code: string): TokenLine[] | undefined {
  try {
    JSON.parse(code);
  } catch {
    return undefined;
  }
  return code.split('\n').map((line) => {
    const tokens: TokenLine = [];
    for (const match of line.matchAll(TOKEN)) {
      if (match[1] !== undefined) {
        tokens.push([match[2] !== undefined ? TOKEN_STYLE.constant : TOKEN_STYLE.string, match[1]]);
        if (match[2] !== undefined) tokens.push([TOKEN_STYLE.plain, match[2]]);
      } else if (match[3] !== undefined) tokens.push([TOKEN_STYLE.constant, match[3]]);
      else if (match[4] !== undefined) tokens.push([TOKEN_STYLE.plain, match[4]]);
      else if (match[5] !== undefined) tokens.push([TOKEN_STYLE.plain, match[5]]);
    }
    return tokens;
  });
}

/** `jsonTokens` as Shiki's `<pre class="shiki">` tree, or undefined if the text is not JSON. */
export function highlightJson(code: string): Element | undefined {
  const lines = jsonTokens(code);
  return lines && shikiPre(lines.map((line) => line.map(([style, text]) => tokenSpan(style, text))));
}
