import { codeBlockHtml, TOKEN_STYLE, type TokenLine } from '../content/token-hast.ts';

/**
 * A small lexer for the request samples docsgen itself generates (curl, fetch, requests,
 * PHP cURL, URLSession, package:http, OkHttp). Their code is regular, so strings, numbers,
 * comments, keywords and calls are enough, and a TextMate grammar per sample cost ~5 ms:
 * a minute for an API with a thousand operations. Colours match Shiki's GitHub themes.
 */
const KEYWORDS: Record<string, string[]> = {
  bash: [],
  js: ['const', 'let', 'await', 'new', 'if', 'throw', 'return', 'async', 'function'],
  python: ['import', 'from', 'as', 'if', 'raise', 'return', 'True', 'False', 'None'],
  php: ['new', 'if', 'throw', 'return', 'true', 'false', 'null'],
  swift: ['import', 'var', 'let', 'try', 'await', 'guard', 'else', 'throw', 'as', 'return'],
  dart: ['import', 'as', 'final', 'await', 'if', 'throw', 'return'],
  kotlin: ['import', 'val', 'var', 'null', 'check', 'use'],
};

/**
 * String literals by language. Shell single quotes have no escapes (a quote is written `'\''`)
 * and, like PHP's, may span lines: a curl `-d '{…}'` body is one string over many lines.
 */
const STRINGS: Record<string, string> = {
  bash: String.raw`'[^']*'|\\'|"(?:[^"\\]|\\[\s\S])*"`,
  php: String.raw`'(?:[^'\\]|\\[\s\S])*'|"(?:[^"\\]|\\[\s\S])*"`,
};
const STRING = String.raw`"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'`;
const COMMENT = (lang: string): string => (lang === 'bash' || lang === 'python' ? '#[^\\n]*' : String.raw`\/\/[^\n]*`);
// The last alternative takes any character the others do not, so no text is ever dropped.
const tokenPattern = (lang: string): RegExp =>
  new RegExp(String.raw`(${STRINGS[lang] ?? STRING})|(${COMMENT(lang)})|(\b\d+(?:\.\d+)?\b)|(\$?[A-Za-z_]\w*)(?=\s*\()|(\$?[A-Za-z_]\w*)|(\s+)|([^\w\s"'$]+|[\s\S])`, 'g');

/** A generated request sample's tokens, line by line, coloured as Shiki's GitHub themes would. */
export function sampleTokens(code: string, lang: string): TokenLine[] {
  const keywords = new Set(KEYWORDS[lang] ?? []);
  const lines: TokenLine[] = [[]];
  const push = (style: string, value: string): void => {
    if (!value.includes('\n')) {
      lines.at(-1)!.push([style, value]);
      return;
    }
    // Multi-line strings (Swift and Kotlin raw bodies) are split at line ends like Shiki does.
    value.split('\n').forEach((part, index) => {
      if (index) lines.push([]);
      if (part) lines.at(-1)!.push([style, part]);
    });
  };
  let first = true;
  for (const match of code.matchAll(tokenPattern(lang))) {
    const [text, string, comment, number, call, word, space, punctuation] = match;
    if (string !== undefined) push(TOKEN_STYLE.string, string);
    else if (comment !== undefined) push(TOKEN_STYLE.comment, comment);
    else if (number !== undefined) push(TOKEN_STYLE.constant, number);
    else if (call !== undefined) push(keywords.has(call) ? TOKEN_STYLE.keyword : TOKEN_STYLE.function, call);
    else if (word !== undefined) push(keywords.has(word) ? TOKEN_STYLE.keyword : lang === 'bash' && first ? TOKEN_STYLE.function : /^[A-Z][A-Z_\d]+$/.test(word) ? TOKEN_STYLE.constant : TOKEN_STYLE.plain, word);
    else if (space !== undefined) push(TOKEN_STYLE.plain, space);
    else if (punctuation !== undefined) push(TOKEN_STYLE.plain, punctuation);
    else push(TOKEN_STYLE.plain, text);
    if (word !== undefined || call !== undefined) first = false;
  }
  return lines;
}

/** A generated request sample as the reference pages show it: a code block with Shiki's `<pre class="shiki">` structure. */
export function highlightSample(code: string, lang: string): string {
  return codeBlockHtml(sampleTokens(code, lang), lang);
}
