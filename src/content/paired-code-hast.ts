/**
 * The `<pre>` tree Shiki's `codeToHast` gives a block in the paired github-light/github-dark
 * themes (see theme-pair.ts) with `defaultColor: false` and docsgen's token classes, built
 * straight from the grammar's line tokens. Shiki makes an object per token per theme, aligns
 * the two themes' tokens, turns each into a style object, merges whitespace and then runs
 * every transformer over every span; with the tokenizing itself remembered
 * (tokenized-lines.ts) that was most of what highlighting a block cost. Only for blocks the
 * transformers would not mark: no highlighted lines, no `[!code …]` notation. Tests
 * compare the HTML with Shiki's on every code block of the site and the fixtures.
 */
import type { Element, ElementContent, Root } from 'hast';
import type { HighlighterCore } from 'shiki/core';
import { EncodedTokenMetadata } from 'shiki/textmate';
import { pairedGrammar } from './theme-pair.ts';
import { TOKEN_CLASS } from './token-hast.ts';

const WHITESPACE_ONLY = /^\s+$/;
const LINE_BREAK = /\r?\n/;

// vscode-textmate's FontStyle bits (a const enum, which this build cannot import).
const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;
const STRIKETHROUGH = 8;

/** Shiki's getTokenStyleObject for a token of one theme, as [property, value] pairs. */
function styleObject(colour: string | undefined, fontStyle: number): Array<[string, string]> {
  const style: Array<[string, string]> = [];
  if (colour) style.push(['color', colour]);
  if (fontStyle & ITALIC) style.push(['font-style', 'italic']);
  if (fontStyle & BOLD) style.push(['font-weight', 'bold']);
  const decorations = [...(fontStyle & UNDERLINE ? ['underline'] : []), ...(fontStyle & STRIKETHROUGH ? ['line-through'] : [])];
  if (decorations.length) style.push(['text-decoration', decorations.join(' ')]);
  return style;
}

/** A token's style attribute with its light and dark variants, as Shiki's flatTokenVariants and stringifyTokenStyle write it. */
function pairedStyle(light: Array<[string, string]>, dark: Array<[string, string]>): string {
  const properties = [...new Set([...light, ...dark].map(([property]) => property))];
  const variables = (theme: string, style: Array<[string, string]>): string[] => {
    const values = new Map(style);
    return properties.map((property) => `--shiki-${theme}${property === 'color' ? '' : `-${property}`}:${values.get(property) ?? 'inherit'}`);
  };
  return [...variables('light', light), ...variables('dark', dark)].join(';');
}

/** Comments as Shiki's notation transformers recognise them (parse-comments.ts); the second of each pair only at a line's end. */
const COMMENTS: Array<[RegExp, boolean]> = [
  [/^(<!--)(.+)(-->)$/, false],
  [/^(\/\*)(.+)(\*\/)$/, false],
  [/^(\/\/|["'#]|;{1,2}|%{1,2}|--)(.*)$/, true],
  [/^(\*)(.+)$/, true],
];
const COMMENT_SPLIT = /(\s+\/\/)/;

/**
 * A token as Shiki's notation transformers leave it when the block has no notation: split
 * before each ` //` when the token reads as a comment (`// first // second` becomes two
 * spans). They split to look for notations in each part, and keep the split.
 */
function commentParts(text: string, isLast: boolean): string[] | undefined {
  if (!text.includes('//')) return undefined;
  const trimmed = text.trim();
  if (!COMMENTS.some(([comment, atLineEnd]) => (isLast || !atLineEnd) && comment.test(trimmed))) return undefined;
  const pieces = text.split(COMMENT_SPLIT);
  const parts = [pieces[0]!];
  for (let index = 1; index < pieces.length; index += 2) parts.push(pieces[index]! + (pieces[index + 1] ?? ''));
  const kept = parts.filter(Boolean);
  return kept.length > 1 ? kept : undefined;
}

/**
 * The tree `shiki.codeToHast(code, { lang, themes: { light: 'github-light', dark: 'github-dark' },
 * defaultColor: false, tokenizeTimeLimit })` gives, with the token-class transformer; undefined
 * when the highlighter's themes are not paired.
 */
export function pairedCodeHast(shiki: HighlighterCore, code: string, lang: string, tokenizeTimeLimit: number): Root | undefined {
  const paired = pairedGrammar(shiki, lang);
  if (!paired) return undefined;
  const { grammar, themes, light, dark } = paired;
  // A span's properties by its colour id and font style: the style, or the class standing for it.
  const propertiesOf = new Map<number, { style?: string; class?: string }>();
  const spanProperties = (metadata: number): Element['properties'] => {
    const foreground = EncodedTokenMetadata.getForeground(metadata);
    const fontStyle = EncodedTokenMetadata.getFontStyle(metadata);
    const key = foreground * 16 + fontStyle;
    let known = propertiesOf.get(key);
    if (!known) {
      const style = pairedStyle(styleObject(light[foreground], fontStyle), styleObject(dark[foreground], fontStyle));
      const className = TOKEN_CLASS.get(style);
      propertiesOf.set(key, (known = className ? { class: className } : style ? { style } : {}));
    }
    return known.class ? { class: [known.class] } : known.style ? { style: known.style } : {};
  };
  const span = (text: string, metadata: number): Element => ({ type: 'element', tagName: 'span', properties: spanProperties(metadata), children: [{ type: 'text', value: text }] });

  const lines: ElementContent[] = [];
  let state: Parameters<typeof grammar.tokenizeLine2>[1] = null;
  for (const [index, line] of code.split(LINE_BREAK).entries()) {
    if (index) lines.push({ type: 'text', value: '\n' });
    const spans: Element[] = [];
    // An empty line is not tokenized, and leaves the state as it was (as in Shiki).
    if (line !== '') {
      const { tokens, ruleStack } = grammar.tokenizeLine2(line, state, tokenizeTimeLimit);
      const count = tokens.length / 2;
      // Whitespace-only tokens join the token after them, taking its style (Shiki's mergeWhitespaces).
      let carried = '';
      let carriedMetadata = 0;
      for (let token = 0; token < count; token++) {
        const start = tokens[2 * token]!;
        const end = token + 1 < count ? tokens[2 * token + 2]! : line.length;
        if (start === end) continue;
        const text = line.slice(start, end);
        const metadata = tokens[2 * token + 1]!;
        if (WHITESPACE_ONLY.test(text)) {
          carried += text;
          carriedMetadata = metadata;
          continue;
        }
        spans.push(span(carried + text, metadata));
        carried = '';
      }
      // Whitespace ending the line is one token, styled as its last part.
      if (carried) spans.push(span(carried, carriedMetadata));
      state = ruleStack;
    }
    const children = spans.flatMap((element, index) => {
      const text = (element.children[0] as { value: string }).value;
      const parts = commentParts(text, index === spans.length - 1);
      return parts ? parts.map((part): Element => ({ ...element, properties: { ...element.properties }, children: [{ type: 'text', value: part }] })) : [element];
    });
    lines.push({ type: 'element', tagName: 'span', properties: { class: 'line' }, children });
  }
  const codeElement: Element = { type: 'element', tagName: 'code', properties: {}, children: lines };
  const pre: Element = { type: 'element', tagName: 'pre', properties: { class: `shiki shiki-themes ${themes.join(' ')}`, tabindex: '0' }, children: [codeElement] };
  return { type: 'root', children: [pre] };
}
