import { codeBlockWriter, TOKEN_STYLE } from '../content/token-hast.ts';

/**
 * A small lexer for the request samples docsgen itself generates (curl, fetch, requests,
 * PHP cURL, URLSession, package:http, OkHttp). Their code is regular, so strings, numbers,
 * comments, keywords and calls are enough, and a TextMate grammar per sample cost ~5 ms:
 * a minute for an API with a thousand operations. Colours match Shiki's GitHub themes.
 */
export const KEYWORDS: Record<string, string[]> = {
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
/** The token kinds' patterns, in the order they are tried at each position. */
export const tokenKinds = (lang: string): string[] => [
  STRINGS[lang] ?? STRING,
  COMMENT(lang),
  String.raw`\b\d+(?:\.\d+)?\b`,
  String.raw`\$?[A-Za-z_]\w*(?=\s*\()`,
  String.raw`\$?[A-Za-z_]\w*`,
  String.raw`\s+`,
  // Takes any character the others do not, so no text is ever dropped.
  String.raw`[^\w\s"'$]+|[\s\S]`,
];
/** An all-caps word (`TOKEN`, `API_KEY`): coloured as a constant. */
export const CONSTANT_NAME = /^[A-Z][A-Z_\d]+$/;

/** Each token kind's pattern, anchored where the last token ended: `test` needs no match array. */
const stickyPatterns = new Map<string, RegExp[]>();
const stickyFor = (lang: string): RegExp[] => {
  let patterns = stickyPatterns.get(lang);
  if (!patterns) stickyPatterns.set(lang, (patterns = tokenKinds(lang).map((pattern) => new RegExp(pattern, 'y'))));
  return patterns;
};
// Indexes into tokenKinds.
const STRING_TOKEN = 0;
const COMMENT_TOKEN = 1;
const NUMBER_TOKEN = 2;
const CALL_TOKEN = 3;
const WORD_TOKEN = 4;

/**
 * A generated request sample as the reference pages show it: a code block with Shiki's
 * `<pre class="shiki">` structure, written in one pass. The token kinds are tried one by one
 * where the last token ended, which is what one pattern of them all as alternatives does
 * (its last takes any character), without that pattern's match arrays: with them and token
 * lists, GitHub's 8,500 samples made ~0.3 GB of garbage. A test holds it byte-identical to
 * the tokens of that one pattern, built as a tree.
 */
export function highlightSample(code: string, lang: string): string {
  const patterns = stickyFor(lang);
  const keywords = KEYWORDS[lang] ?? [];
  const out = codeBlockWriter(code, lang);
  let lineEnd = code.indexOf('\n');
  let first = true;
  for (let at = 0; at < code.length; ) {
    let kind = 0;
    let pattern = patterns[0]!;
    for (; kind < patterns.length; pattern = patterns[++kind]!) {
      pattern.lastIndex = at;
      if (pattern.test(code)) break;
    }
    const end = pattern.lastIndex;
    let style: string = TOKEN_STYLE.plain;
    if (kind === STRING_TOKEN) style = TOKEN_STYLE.string;
    else if (kind === COMMENT_TOKEN) style = TOKEN_STYLE.comment;
    else if (kind === NUMBER_TOKEN) style = TOKEN_STYLE.constant;
    else if (kind === CALL_TOKEN || kind === WORD_TOKEN) {
      const word = code.slice(at, end);
      if (keywords.includes(word)) style = TOKEN_STYLE.keyword;
      else if (kind === CALL_TOKEN) style = TOKEN_STYLE.function;
      else if (lang === 'bash' && first) style = TOKEN_STYLE.function;
      else if (CONSTANT_NAME.test(word)) style = TOKEN_STYLE.constant;
      first = false;
    }
    out.token(style, at);
    // A token over several lines (a curl `-d` body, a raw string) is cut at each line end, as Shiki does.
    for (; lineEnd !== -1 && lineEnd < end; lineEnd = code.indexOf('\n', lineEnd + 1)) out.lineEnd(lineEnd);
    at = end;
  }
  return out.end();
}
