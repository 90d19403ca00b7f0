import type { Element } from 'hast';
import { codeBlockWriter, shikiPre, TOKEN_STYLE, tokenSpan, type TokenLine } from './token-hast.ts';

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

const isDigit = (code: number): boolean => code >= 48 && code <= 57;
/** Whitespace JSON allows within a line: space, tab, carriage return. */
const isLineSpace = (code: number): boolean => code === 32 || code === 9 || code === 13;

/**
 * `highlightJson` as the HTML of its code block, written in one pass over the text: no match,
 * token or line arrays. GitHub's reference highlights ~8 MB of JSON examples, and the
 * regular expression's matches and tokens were ~240 MB of garbage on the main thread.
 * Undefined if the text is not JSON. A test holds the two byte-identical.
 */
export function jsonBlockHtml(code: string): string | undefined {
  try {
    JSON.parse(code);
  } catch {
    return undefined;
  }
  const out = codeBlockWriter(code, 'json');
  let at = 0;
  while (at < code.length) {
    const char = code.charCodeAt(at);
    if (char === 10) {
      out.lineEnd(at);
      at++;
    } else if (char === 34) {
      let end = at + 1;
      while (end < code.length && code.charCodeAt(end) !== 34) end += code.charCodeAt(end) === 92 ? 2 : 1;
      end++;
      // A string followed by `:` on its line is a key.
      let colon = end;
      while (isLineSpace(code.charCodeAt(colon))) colon++;
      if (code.charCodeAt(colon) === 58) {
        out.token(TOKEN_STYLE.constant, at);
        out.token(TOKEN_STYLE.plain, end);
        at = colon + 1;
      } else {
        out.token(TOKEN_STYLE.string, at);
        at = end;
      }
    } else if (char === 45 || isDigit(char)) {
      out.token(TOKEN_STYLE.constant, at);
      at++;
      while (isDigit(code.charCodeAt(at))) at++;
      if (code.charCodeAt(at) === 46) for (at++; isDigit(code.charCodeAt(at)); ) at++;
      if ((code.charCodeAt(at) | 32) === 101) {
        at++;
        if (code.charCodeAt(at) === 43 || code.charCodeAt(at) === 45) at++;
        while (isDigit(code.charCodeAt(at))) at++;
      }
    } else if (char === 116 || char === 110 || char === 102) {
      out.token(TOKEN_STYLE.constant, at);
      at += char === 102 ? 5 : 4;
    } else if (isLineSpace(char) || char === 123 || char === 125 || char === 91 || char === 93 || char === 44 || char === 58) {
      out.token(TOKEN_STYLE.plain, at);
      at++;
    } else {
      // Not a character valid JSON has outside strings: never met, but declined rather than guessed at.
      return undefined;
    }
  }
  return out.end();
}
