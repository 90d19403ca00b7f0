import type { Element, ElementContent } from 'hast';

/**
 * A small lexer for the request samples docsgen itself generates (curl, fetch, requests,
 * PHP cURL, URLSession, package:http, OkHttp). Their code is regular, so strings, numbers,
 * comments, keywords and calls are enough, and a TextMate grammar per sample cost ~5 ms:
 * a minute for an API with a thousand operations. Colours match Shiki's GitHub themes.
 */
const STYLE = {
  keyword: '--shiki-light:#D73A49;--shiki-dark:#F97583',
  string: '--shiki-light:#032F62;--shiki-dark:#9ECBFF',
  constant: '--shiki-light:#005CC5;--shiki-dark:#79B8FF',
  function: '--shiki-light:#6F42C1;--shiki-dark:#B392F0',
  comment: '--shiki-light:#6A737D;--shiki-dark:#6A737D',
  plain: '--shiki-light:#24292E;--shiki-dark:#E1E4E8',
} as const;

const KEYWORDS: Record<string, string[]> = {
  bash: [],
  js: ['const', 'let', 'await', 'new', 'if', 'throw', 'return', 'async', 'function'],
  python: ['import', 'from', 'as', 'if', 'raise', 'return', 'True', 'False', 'None'],
  php: ['new', 'if', 'throw', 'return', 'true', 'false', 'null'],
  swift: ['import', 'var', 'let', 'try', 'await', 'guard', 'else', 'throw', 'as', 'return'],
  dart: ['import', 'as', 'final', 'await', 'if', 'throw', 'return'],
  kotlin: ['import', 'val', 'var', 'null', 'check', 'use'],
};

const TOKEN = /("""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|(\/\/[^\n]*|#[^\n]*)|(\b\d+(?:\.\d+)?\b)|(\$?[A-Za-z_][\w]*)(?=\s*\()|(\$?[A-Za-z_][\w]*)|(\s+)|([^\w\s"'$]+|\$)/g;

function span(style: string, value: string): ElementContent {
  return { type: 'element', tagName: 'span', properties: { style }, children: [{ type: 'text', value }] };
}

/** Highlight a generated request sample into Shiki's `<pre class="shiki">` structure. */
export function highlightSample(code: string, lang: string): Element {
  const keywords = new Set(KEYWORDS[lang] ?? []);
  const lines: ElementContent[][] = [[]];
  const push = (style: string, value: string): void => {
    // Multi-line strings (Swift and Kotlin raw bodies) are split at line ends like Shiki does.
    value.split('\n').forEach((part, index) => {
      if (index) lines.push([]);
      if (part) lines.at(-1)!.push(span(style, part));
    });
  };
  const isComment = (text: string): boolean => (lang === 'bash' || lang === 'python' ? text.startsWith('#') : text.startsWith('//'));
  let first = true;
  for (const match of code.matchAll(TOKEN)) {
    const [text, string, comment, number, call, word, space, punctuation] = match;
    if (string !== undefined) push(STYLE.string, string);
    else if (comment !== undefined && isComment(comment)) push(STYLE.comment, comment);
    else if (comment !== undefined) push(STYLE.plain, comment);
    else if (number !== undefined) push(STYLE.constant, number);
    else if (call !== undefined) push(keywords.has(call) ? STYLE.keyword : STYLE.function, call);
    else if (word !== undefined) push(keywords.has(word) ? STYLE.keyword : lang === 'bash' && first ? STYLE.function : /^[A-Z][A-Z_\d]+$/.test(word) ? STYLE.constant : STYLE.plain, word);
    else if (space !== undefined) push(STYLE.plain, space);
    else if (punctuation !== undefined) push(STYLE.plain, punctuation);
    else push(STYLE.plain, text);
    if (word !== undefined || call !== undefined) first = false;
  }
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
