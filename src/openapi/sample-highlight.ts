import { CODE_BLOCK_END, codeBlockStart, TOKEN_STYLE, tokenRunHtml, type TokenLine } from '../content/token-hast.ts';

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
/** The token kinds, in the order they are tried at each position. */
const alternatives = (lang: string): string[] => [
  STRINGS[lang] ?? STRING,
  COMMENT(lang),
  String.raw`\b\d+(?:\.\d+)?\b`,
  String.raw`\$?[A-Za-z_]\w*(?=\s*\()`,
  String.raw`\$?[A-Za-z_]\w*`,
  String.raw`\s+`,
  // Takes any character the others do not, so no text is ever dropped.
  String.raw`[^\w\s"'$]+|[\s\S]`,
];
const tokenPattern = (lang: string): RegExp => new RegExp(alternatives(lang).map((pattern) => `(${pattern})`).join('|'), 'g');

const CONSTANT_NAME = /^[A-Z][A-Z_\d]+$/;

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
    else if (word !== undefined) push(keywords.has(word) ? TOKEN_STYLE.keyword : lang === 'bash' && first ? TOKEN_STYLE.function : CONSTANT_NAME.test(word) ? TOKEN_STYLE.constant : TOKEN_STYLE.plain, word);
    else if (space !== undefined) push(TOKEN_STYLE.plain, space);
    else if (punctuation !== undefined) push(TOKEN_STYLE.plain, punctuation);
    else push(TOKEN_STYLE.plain, text);
    if (word !== undefined || call !== undefined) first = false;
  }
  return lines;
}

/** Each token kind's pattern, anchored where the last token ended: `test` needs no match array. */
const stickyPatterns = new Map<string, RegExp[]>();
const stickyFor = (lang: string): RegExp[] => {
  let patterns = stickyPatterns.get(lang);
  if (!patterns) stickyPatterns.set(lang, (patterns = alternatives(lang).map((pattern) => new RegExp(pattern, 'y'))));
  return patterns;
};
const [STRING_TOKEN, COMMENT_TOKEN, NUMBER_TOKEN, CALL_TOKEN, WORD_TOKEN] = [0, 1, 2, 3, 4];

/**
 * A generated request sample as the reference pages show it: `codeBlockHtml(sampleTokens(…))`,
 * a code block with Shiki's `<pre class="shiki">` structure, written in one pass. The token
 * kinds are tried one by one where the last token ended, as the one pattern's alternatives
 * are, without its match arrays and token lists: GitHub's 8,500 samples made ~0.3 GB of
 * garbage that way. A test holds the two byte-identical.
 */
export function highlightSample(code: string, lang: string): string {
  const patterns = stickyFor(lang);
  const keywords = KEYWORDS[lang] ?? [];
  let html = `${codeBlockStart(lang)}<span class="line">`;
  const nextLineEnd = (from: number): number => {
    const end = code.indexOf('\n', from);
    return end === -1 ? code.length : end;
  };
  let lineEnd = nextLineEnd(0);
  // Tokens are contiguous, so a run of one colour on a line is one slice.
  let style = '';
  let start = 0;
  const run = (tokenStyle: string, from: number, to: number): void => {
    if (tokenStyle !== style) {
      if (from > start) html += tokenRunHtml(style, code.slice(start, from));
      style = tokenStyle;
      start = from;
    }
    // A token over several lines (a curl `-d` body) ends the line at each line end.
    for (; lineEnd < to; lineEnd = nextLineEnd(lineEnd + 1)) {
      if (lineEnd > start) html += tokenRunHtml(style, code.slice(start, lineEnd));
      html += '</span>\n<span class="line">';
      start = lineEnd + 1;
    }
  };
  let first = true;
  for (let at = 0; at < code.length; ) {
    let kind = 0;
    let pattern = patterns[0]!;
    for (; kind < patterns.length; pattern = patterns[++kind]!) {
      pattern.lastIndex = at;
      if (pattern.test(code)) break;
    }
    const end = pattern.lastIndex;
    let tokenStyle: string = TOKEN_STYLE.plain;
    if (kind === STRING_TOKEN) tokenStyle = TOKEN_STYLE.string;
    else if (kind === COMMENT_TOKEN) tokenStyle = TOKEN_STYLE.comment;
    else if (kind === NUMBER_TOKEN) tokenStyle = TOKEN_STYLE.constant;
    else if (kind === CALL_TOKEN || kind === WORD_TOKEN) {
      const word = code.slice(at, end);
      if (keywords.includes(word)) tokenStyle = TOKEN_STYLE.keyword;
      else if (kind === CALL_TOKEN) tokenStyle = TOKEN_STYLE.function;
      else if (lang === 'bash' && first) tokenStyle = TOKEN_STYLE.function;
      else if (CONSTANT_NAME.test(word)) tokenStyle = TOKEN_STYLE.constant;
      first = false;
    }
    run(tokenStyle, at, end);
    at = end;
  }
  if (code.length > start) html += tokenRunHtml(style, code.slice(start));
  return `${html}</span>${CODE_BLOCK_END}`;
}
