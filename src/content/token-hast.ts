/**
 * What docsgen's small highlighters (JSON examples, generated request samples) share with
 * Shiki's output, so every code block looks and is styled alike: the GitHub light/dark
 * colours as Shiki writes them, and its `<pre class="shiki">` structure.
 */
import type { Element, ElementContent } from 'hast';
import { escapeAttribute, escapeText } from '../shared/hast-html.ts';

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

/**
 * A class for each colour pair Shiki gives a token of github-light and github-dark, set by
 * templates/styles.css. The two themes have the same rules in the same order, so these are
 * every pair a token can get without a font style. Written as an inline style, a token's
 * colours were ~40 bytes of every span: 17–23 % of the HTML of code-heavy sites (GitHub's
 * and Microsoft Graph's references, the bench corpus). A style not in the table (a font
 * style, a background) stays inline.
 */
export const TOKEN_CLASS: ReadonlyMap<string, string> = new Map<string, string>([
  [TOKEN_STYLE.plain, 't-plain'],
  [TOKEN_STYLE.keyword, 't-red'],
  [TOKEN_STYLE.string, 't-navy'],
  ['--shiki-light:#032F62;--shiki-dark:#DBEDFF', 't-navy-pale'],
  [TOKEN_STYLE.constant, 't-blue'],
  [TOKEN_STYLE.function, 't-purple'],
  [TOKEN_STYLE.comment, 't-gray'],
  ['--shiki-light:#586069;--shiki-dark:#D1D5DA', 't-slate'],
  ['--shiki-light:#22863A;--shiki-dark:#85E89D', 't-green'],
  ['--shiki-light:#E36209;--shiki-dark:#FFAB70', 't-orange'],
  ['--shiki-light:#B31D28;--shiki-dark:#FDAEB7', 't-crimson'],
  ['--shiki-light:#F6F8FA;--shiki-dark:#2F363D', 't-mist'],
]);

/** A token span's attribute: its class, or the style itself when it has none (see TOKEN_CLASS). */
export function tokenAttribute(style: string): string {
  const className = TOKEN_CLASS.get(style);
  return className ? `class="${className}"` : `style="${escapeAttribute(style)}"`;
}

/** A token: plain text takes the block's colour from `<pre>`, so it needs no span of its own. */
export function tokenSpan(style: string, value: string): ElementContent {
  if (style === TOKEN_STYLE.plain) return { type: 'text', value };
  const className = TOKEN_CLASS.get(style);
  return { type: 'element', tagName: 'span', properties: className ? { className: [className] } : { style }, children: [{ type: 'text', value }] };
}

/** A span's colours, as a key: two neighbouring spans with the same key are one token. */
const colours = (properties: Element['properties']): string => String(properties.className ?? properties.style);

/**
 * Neighbouring tokens of one colour joined: API references hold thousands of samples and
 * examples, and a span per word and space made their pages several times larger.
 */
function joinRuns(line: readonly ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  for (const token of line) {
    const last = out.at(-1);
    if (last?.type === 'text' && token.type === 'text') out[out.length - 1] = { type: 'text', value: last.value + token.value };
    else if (last?.type === 'element' && token.type === 'element' && colours(last.properties) === colours(token.properties) && last.children[0]?.type === 'text' && token.children[0]?.type === 'text') {
      out[out.length - 1] = { ...last, children: [{ type: 'text', value: last.children[0].value + token.children[0].value }] };
    } else out.push(token);
  }
  return out;
}

/** Lines of token spans as Shiki's `<pre class="shiki …"><code><span class="line">…`. */
export function shikiPre(lines: readonly ElementContent[][]): Element {
  const children: ElementContent[] = [];
  lines.forEach((line, index) => {
    if (index) children.push({ type: 'text', value: '\n' });
    children.push({ type: 'element', tagName: 'span', properties: { className: ['line'] }, children: joinRuns(line) });
  });
  return {
    type: 'element',
    tagName: 'pre',
    // The plain colour, as Shiki sets it on its `<pre>`: unstyled text inherits it.
    properties: { className: ['shiki', 'shiki-themes', 'github-light', 'github-dark'], style: TOKEN_STYLE.plain, tabIndex: 0 },
    children: [{ type: 'element', tagName: 'code', properties: {}, children }],
  };
}

/** A line of tokens as `[style, text]` runs, for highlighters that write HTML directly. */
export type TokenLine = Array<[style: string, text: string]>;

/**
 * `codeBlock({ pre: shikiPre(lines), language })` as HTML, written directly by a highlighter
 * that scans `code` itself: building and serialising a tree per generated sample was 40 % of
 * highlighting an API reference's samples (Microsoft Graph has 90,000), and token lists were
 * most of the garbage left. The highlighter reports where each token starts and each line
 * ends; tokens cover the text in order, so a run of one colour on a line is one slice of it.
 * Tests hold each highlighter byte-identical to its tree.
 */
export function codeBlockWriter(code: string, language: string): { token(style: string, from: number): void; lineEnd(at: number): void; end(): string } {
  let html = `<div class="theme-code-block code-block" data-language="${escapeAttribute(language)}"><div class="code-block__body"><pre class="shiki shiki-themes github-light github-dark" style="${TOKEN_STYLE.plain}" tabindex="0"><code><span class="line">`;
  let style = '';
  let start = 0;
  // Plain text takes the `<pre>`'s colour: no span of its own.
  const flush = (to: number): void => {
    if (to > start) html += style === TOKEN_STYLE.plain ? escapeText(code.slice(start, to)) : `<span ${tokenAttribute(style)}>${escapeText(code.slice(start, to))}</span>`;
  };
  return {
    token(tokenStyle, from) {
      if (tokenStyle === style) return;
      flush(from);
      style = tokenStyle;
      start = from;
    },
    lineEnd(at) {
      flush(at);
      html += '</span>\n<span class="line">';
      start = at + 1;
    },
    end() {
      flush(code.length);
      return `${html}</span></code></pre><button type="button" class="code-block__copy" aria-label="Copy code to clipboard" title="Copy">Copy</button></div></div>`;
    },
  };
}
