import githubDark from '@shikijs/themes/github-dark';
import githubLight from '@shikijs/themes/github-light';
import { transformerMetaHighlight, transformerNotationDiff, transformerNotationHighlight } from '@shikijs/transformers';
import type { Element, ElementContent } from 'hast';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { hashKey, type CompileCache } from '../site/compile-cache.ts';
import { parseCodeMeta, type CodeMeta } from './code-meta.ts';
import { placeholderCode } from './deferred-code.ts';
import { highlightJson, jsonBlockHtml } from './highlight-json.ts';
import { languageOf } from './languages.ts';
import { blankMagicComments, magicCommentsKey, mayHaveMagicComments, stripMagicComments } from './magic-comments.ts';
import { pairedCodeHast } from './paired-code-hast.ts';
import { tokenizeThemesOnce } from './theme-pair.ts';
import { TOKEN_CLASS } from './token-hast.ts';
import { createHighlighterCore, createHighlighterCoreSync, type HighlighterCore, type LanguageRegistration, type RegexEngine, type ShikiTransformer } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { reusingScanners } from './reused-scanners.ts';

// Node ≥ 20.19 loads ES modules synchronously through require: grammars load on demand
// while compiling stays synchronous.
const requireDependency = createRequire(import.meta.url);

let highlighter: HighlighterCore | undefined;
let starting: Promise<HighlighterCore> | undefined;

/**
 * Start the highlighter (Oniguruma compiled to WebAssembly: it tokenizes several times
 * faster than the JavaScript regex engines once warm). Call before compiling content.
 * The WebAssembly is read from its file: `shiki/wasm` inlines it gzipped in base64 and
 * unpacks it through web streams, ~100 ms more in the main thread and in every worker.
 * It is instantiated here: given the bytes, Shiki first asks whether they are a `Response`,
 * and Node's first use of that global loads its whole fetch implementation (~30 ms, on this
 * thread and in the highlight worker, for nothing).
 */
export function initHighlighter(): Promise<HighlighterCore> {
  const wasm = requireDependency.resolve('shiki/onig.wasm');
  starting ??= createOnigurumaEngine({ instantiator: async (imports) => WebAssembly.instantiate(await readFile(wasm), imports) })
    .then((engine) => {
      regexEngine = reusingScanners(engine);
      return createHighlighterCore({ themes: [githubLight, githubDark], langs: [], engine: regexEngine });
    })
    .then((created) => (highlighter = withPairedThemes(created)));
  return starting;
}

let regexEngine: RegexEngine | undefined;

/** A highlighter that tokenizes each block once for both themes (see theme-pair.ts). */
function withPairedThemes(shiki: HighlighterCore): HighlighterCore {
  tokenizeThemesOnce(shiki, 'github-light', 'github-dark');
  return shiki;
}

function getHighlighter(): HighlighterCore {
  if (!highlighter) throw new Error('docsgen: the code highlighter is used before initHighlighter() finished');
  return highlighter;
}

/** The highlighter each grammar loaded so far uses (see loadGrammar). */
const highlighterOf = new Map<string, HighlighterCore>();

/**
 * Load a grammar; the highlighter that highlights it. A grammar that embeds others only when
 * they happen to be loaded (Markdown's fenced code and front matter, MDX, Vue, Svelte) gets a
 * highlighter of its own holding nothing else: in the shared one, a ```md block came out
 * coloured differently depending on which grammars earlier blocks had loaded (on the main
 * thread and in the highlight worker, in one build and the next).
 */
export function loadGrammar(grammar: string): HighlighterCore {
  let shiki = highlighterOf.get(grammar);
  if (shiki) return shiki;
  const registrations = (requireDependency(`@shikijs/langs/${grammar}`) as { default: LanguageRegistration[] }).default;
  if (registrations.at(-1)?.embeddedLangsLazy?.length) {
    shiki = withPairedThemes(createHighlighterCoreSync({ themes: [githubLight, githubDark], langs: [registrations], engine: regexEngine! }));
  } else {
    shiki = getHighlighter();
    // Under another name (an alias), or as another grammar's embedded language.
    if (!shiki.getLoadedLanguages().includes(grammar)) shiki.loadLanguageSync(registrations);
  }
  highlighterOf.set(grammar, shiki);
  return shiki;
}

/** Like `languageOf`, and loads the grammar so the highlighter can use it. */
export function resolveLanguage(lang: string): string | undefined {
  const grammar = languageOf(lang);
  if (grammar) loadGrammar(grammar);
  return grammar;
}

let blockCache: CompileCache | undefined;

/**
 * Keep highlighted code blocks in the build cache: a page whose prose was edited reuses its
 * blocks without loading a grammar (the first use of a grammar costs ~100 ms).
 */
export function useHighlightCache(cache: CompileCache | undefined): void {
  blockCache = cache;
}

/** Shiki's notation comments at a line's end: `// [!code highlight]`, `// [!code ++]`. */
const NOTATION_COMMENT = /\s*(?:\/\/|#|<!--|\/\*)\s*\[!code [^\]]+\]\s*(?:-->|\*\/)?\s*$/;

/**
 * The code as a reader copies it, for checks that parse it: magic comment lines blanked and
 * notation comments dropped, so every other line keeps its number.
 */
export function withoutHighlightComments(code: string): string {
  return blankMagicComments(code)
    .split('\n')
    .map((line) => line.replace(NOTATION_COMMENT, ''))
    .join('\n');
}

/**
 * `hastToHtml(highlightCode({ code, lang: 'json', label: 'json', … }))` for a block with no
 * meta, written directly (see codeBlockHtml); undefined when that block would not be the
 * small JSON highlighter's (not JSON, or magic comments).
 */
export function plainJsonBlockHtml(code: string): string | undefined {
  const text = code.replace(/\n$/, '');
  if (!mayHaveMagicComments(text)) return jsonBlockHtml(text);
  const stripped = stripMagicComments(text);
  return stripped.classes.size ? undefined : jsonBlockHtml(stripped.code);
}

/**
 * A copy of an ASCII string that V8 stores one byte per character. Shiki builds its `<pre>`
 * class from strings V8 holds two bytes per character once a grammar has run, and one such
 * piece makes the whole page's HTML two-byte: twice the memory (the 1000 bench pages' HTML
 * held 25 KB each instead of 12 KB) and twice the bytes to copy to the main thread.
 */
const asOneByte = (ascii: string): string => Buffer.from(ascii, 'latin1').toString('latin1');

function classOf(node: Element): string[] {
  const value: unknown = node.properties.className ?? node.properties.class;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(' ') : [];
}

/**
 * Highlight one code block at build time into a hast `<div class="code-block">` holding
 * the title, the `<pre>` with light and dark token colours, and a copy button.
 * `lang` must come from resolveLanguage (`''` renders plain text); `label` is the language as written.
 */
export function highlightCode(options: { code: string; lang: string; meta: CodeMeta; label?: string; cache?: boolean }): Element {
  const key = blockCache && options.cache !== false ? hashKey('code-block', magicCommentsKey(), options.lang, options.meta.raw, options.label ?? '', options.code) : '';
  const cached = key ? blockCache!.get<Element>(key) : undefined;
  if (cached) return cached;
  const block = highlightUncached(options);
  if (key) blockCache!.set(key, block);
  return block;
}

/** The block of a deferred code block's placeholder (see deferred-code.ts), highlighted. */
export function highlightDeferred(placeholder: string): Element {
  const { code, lang, meta, label } = placeholderCode(placeholder);
  return highlightCode({ code, lang, meta: parseCodeMeta(meta), label });
}

/** Token colours as classes where they have one (see TOKEN_CLASS). */
const tokenClasses: ShikiTransformer = {
  name: 'docsgen:token-classes',
  span(node) {
    const className = TOKEN_CLASS.get(String(node.properties.style));
    if (!className) return;
    delete node.properties.style;
    this.addClassToHast(node, className);
  },
};

/** Shiki's transformers for a block: lines marked in the meta, by notations or by magic comments (`marked`: line → classes), token classes. */
export function blockTransformers(marked: ReadonlyMap<number, readonly string[]>): ShikiTransformer[] {
  const magic: ShikiTransformer = {
    name: 'docsgen:magic-comments',
    line(node, line) {
      const classes = marked.get(line);
      if (classes) this.addClassToHast(node, [...classes]);
    },
  };
  return [transformerMetaHighlight(), transformerNotationHighlight(), transformerNotationDiff(), magic, tokenClasses];
}

/**
 * Shiki stops tokenizing a line after 500 ms and leaves the rest plain. On a loaded machine a
 * line can take that long (the first use of a grammar compiles its regexes), so the same page
 * came out coloured differently from one build to the next; 10 s still stops a pathological regex.
 */
export const TOKENIZE_TIME_LIMIT = 10_000;

/** Shiki's `[!code …]` notation comments, which its notation transformers act on. */
const NOTATION = /\[!code/i;

function highlightUncached(options: { code: string; lang: string; meta: CodeMeta; label?: string }): Element {
  const shiki = options.lang ? loadGrammar(options.lang) : getHighlighter();
  const { code, classes } = stripMagicComments(options.code.replace(/\n$/, ''));
  const plainJson = options.lang === 'json' && !options.meta.raw.trim() && !classes.size ? highlightJson(code) : undefined;
  // A block the transformers would not mark is built without Shiki's token pipeline.
  const untransformed = options.lang && !classes.size && !options.meta.raw.includes('{') && !NOTATION.test(code);
  const direct = plainJson ? { children: [plainJson] } : untransformed ? pairedCodeHast(shiki, code, options.lang, TOKENIZE_TIME_LIMIT) : undefined;
  const root = direct ?? shiki.codeToHast(code, {
    lang: options.lang || 'text',
    themes: { light: 'github-light', dark: 'github-dark' },
    defaultColor: false,
    tokenizeTimeLimit: TOKENIZE_TIME_LIMIT,
    meta: { __raw: options.meta.raw },
    transformers: blockTransformers(classes),
  });
  const pre = root.children[0] as Element;
  // Colours come from our stylesheet per [data-theme]; Shiki's inline background would fight
  // it. The small JSON highlighter's style is only the plain text colour: kept.
  if (!plainJson) delete pre.properties.style;
  pre.properties.className = [...classOf(pre).map(asOneByte), ...(options.meta.showLineNumbers ? ['line-numbers'] : [])];
  delete pre.properties.class;
  if (options.meta.showLineNumbers && options.meta.startLine !== 1) pre.properties.style = `--line-start: ${options.meta.startLine - 1}`;

  return codeBlock({ pre, ...(options.meta.title ? { title: options.meta.title } : {}), ...(options.lang ? { language: options.label || options.lang } : {}) });
}

/**
 * The code block around a highlighted `<pre>`: optional title bar, the code and a copy
 * button. Shared by every highlighter so all code blocks look and behave alike.
 */
export function codeBlock(options: { pre: Element; title?: string; language?: string }): Element {
  const children: ElementContent[] = [];
  if (options.title) {
    children.push({ type: 'element', tagName: 'div', properties: { className: ['code-block__title'] }, children: [{ type: 'text', value: options.title }] });
  }
  children.push({
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block__body'] },
    children: [
      options.pre,
      {
        type: 'element',
        tagName: 'button',
        properties: { type: 'button', className: ['code-block__copy'], ariaLabel: 'Copy code to clipboard', title: 'Copy' },
        children: [{ type: 'text', value: 'Copy' }],
      },
    ],
  });
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['theme-code-block', 'code-block'], ...(options.language ? { dataLanguage: options.language } : {}) },
    children,
  };
}
