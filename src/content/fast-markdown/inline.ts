/**
 * The inline part of the fast Markdown parser: a paragraph's, heading's or table cell's text
 * → mdast phrasing nodes, positioned as micromark positions them. It reads text, code spans,
 * inline links and images, `*`/`_` emphasis and strong, backslash escapes, character
 * references and hard breaks (two trailing spaces); anything else that could be syntax
 * (HTML, autolinks, GFM literals and strikethrough, link references, directives, MDX)
 * throws UNSUPPORTED.
 */
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import type { Image, Link, PhrasingContent, Text } from 'mdast';
import { decodeNumericCharacterReference } from 'micromark-util-decode-numeric-character-reference';
import type { Point } from 'unist';
import { type Line, positionOf, unsupported } from './lines.ts';

/** Characters that may start syntax; a run of anything else is text. */
const SPECIAL = /[`*_[\]!\\<&~:@{}\n]/g;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const PUNCTUATION = /\p{P}|\p{S}/u;
const WHITESPACE = /\s/;

type Item =
  | { kind: 'text'; value: string; start: number; end: number }
  | { kind: 'node'; node: PhrasingContent; start: number; end: number }
  | { kind: 'delimiter'; char: string; start: number; end: number; open: boolean; close: boolean };

/** The text of a block's lines joined as micromark reads them, with each index's place in the file. */
class InlineSource {
  readonly text: string;
  private readonly starts: number[] = [];

  constructor(
    private readonly lines: readonly Line[],
    readonly mdx: boolean,
  ) {
    let index = 0;
    for (const line of lines) {
      this.starts.push(index);
      index += line.text.length + 1;
    }
    this.text = lines.map((line) => line.text).join('\n');
  }

  /** Which line `index` of the joined text is on (a line break is on the line it ends). */
  lineAt(index: number): number {
    let which = this.lines.length - 1;
    while (which > 0 && this.starts[which]! > index) which--;
    return which;
  }

  /** Where the line holding `index` starts in the file, before any indentation. */
  lineStart(index: number): Point {
    const line = this.lines[this.lineAt(index)]!;
    return { line: line.line, column: 1, offset: line.offset - line.column + 1 };
  }

  /** The joined text of [start, end) with each line's own indentation, as code spans keep it. */
  raw(start: number, end: number): string {
    const first = this.lineAt(start);
    return this.text
      .slice(start, end)
      .split('\n')
      .map((piece, index) => (index ? ' '.repeat(this.lines[first + index]!.indent ?? 0) + piece : piece))
      .join('\n');
  }

  /** Where `index` of the joined text is in the file; an index at a line break is the end of its line. */
  at(index: number): Point {
    const which = this.lineAt(index);
    const line = this.lines[which]!;
    const column = index - this.starts[which]!;
    return { line: line.line, column: line.column + column, offset: line.offset + column };
  }
}

/** 1: whitespace (or nothing), 2: punctuation, 0: anything else; UTF-16 units, as micromark classifies them. */
function classify(text: string, index: number): number {
  if (index < 0 || index >= text.length) return 1;
  const char = text[index]!;
  if (WHITESPACE.test(char)) return 1;
  return PUNCTUATION.test(char) ? 2 : 0;
}

const REFERENCE = /^&(?:#[xX]([0-9A-Fa-f]{1,6})|#(\d{1,7})|([A-Za-z0-9]{1,31}));/;

/** The character reference (`&amp;`, `&#123;`, `&#x1F;`) `text` starts with, decoded as micromark decodes it. */
function characterReference(text: string): { value: string; length: number } | undefined {
  const match = REFERENCE.exec(text);
  if (!match) return undefined;
  const [reference, hex, decimal, name] = match;
  const value = hex ? decodeNumericCharacterReference(hex, 16) : decimal ? decodeNumericCharacterReference(decimal, 10) : decodeNamedCharacterReference(name!);
  return value === false ? undefined : { value, length: reference.length };
}

/** The end of the code span whose opening run of `size` backticks ends at `from`, or -1. */
function codeSpanEnd(text: string, from: number, size: number): number {
  let index = from;
  while ((index = text.indexOf('`', index)) !== -1) {
    let end = index;
    while (text[end] === '`') end++;
    if (end - index === size) return end;
    index = end;
  }
  return -1;
}

/** A code span's value: one space or line ending stripped from each side when both have one and there is more. */
function codeSpanValue(value: string): string {
  return value.length > 2 && /[ \n]/.test(value[0]!) && /[ \n]/.test(value.at(-1)!) && /[^ \n]/.test(value) ? value.slice(1, -1) : value;
}

/** The `]` closing the bracket opened at `from` - 1, skipping code spans; another bracket is beyond the subset. */
function labelEnd(text: string, from: number): number {
  for (let index = from; index < text.length; index++) {
    const char = text[index];
    if (char === ']') return index;
    if (char === '[' || char === '\\') unsupported();
    if (char === '`') {
      let run = index;
      while (text[run] === '`') run++;
      const end = codeSpanEnd(text, run, run - index);
      if (end === -1) unsupported();
      index = end - 1;
    }
  }
  return unsupported();
}

/** `(url)` or `(url "title")` at `from`: the destination, title and the index after `)`. */
function resource(text: string, from: number): { url: string; title: string | null; end: number } {
  const match = /^\(([^\s()<>\\&]+)(?: +"([^"\\\n&]*)"| +'([^'\\\n&]*)')? *\)/.exec(text.slice(from, from + 2048));
  if (!match) return unsupported();
  return { url: match[1]!, title: match[2] ?? match[3] ?? null, end: from + match[0].length };
}

class InlineParser {
  private readonly text: string;

  constructor(private readonly source: InlineSource) {
    this.text = source.text;
  }

  /** Phrasing nodes of the joined text's [start, end). */
  parse(start: number, end: number): PhrasingContent[] {
    return this.finish(this.resolveEmphasis(this.items(start, end)));
  }

  private items(start: number, end: number): Item[] {
    const { text } = this;
    const items: Item[] = [];
    let index = start;
    const literal = (value: string, from: number, to: number) => items.push({ kind: 'text', value, start: from, end: to });
    while (index < end) {
      SPECIAL.lastIndex = index;
      const found = SPECIAL.exec(text);
      const next = found && found.index < end ? found.index : end;
      if (next > index) {
        const run = text.slice(index, next);
        // GFM links `www.` literals by themselves.
        if (run.includes('.') && /www\./i.test(run)) unsupported();
        literal(run, index, next);
      }
      if (next === end) break;
      index = next;
      const char = text[index]!;
      switch (char) {
        case '`': {
          let run = index;
          while (text[run] === '`') run++;
          const close = codeSpanEnd(text, run, run - index);
          if (close === -1 || close > end) unsupported();
          const size = run - index;
          items.push({ kind: 'node', node: { type: 'inlineCode', value: codeSpanValue(this.source.raw(run, close - size)), position: this.position(index, close) }, start: index, end: close });
          index = close;
          break;
        }
        case '*':
        case '_': {
          let run = index;
          while (text[run] === char) run++;
          if (run - index > 2 || text[index - 1] === '\\') unsupported();
          const neighbour = `${text[index - 1] ?? ''}${text[run] ?? ''}`;
          if (/[*_]/.test(neighbour)) unsupported();
          const before = classify(text, index - 1);
          const after = classify(text, run);
          const open = after === 0 || (after === 2 && before !== 0);
          const close = before === 0 || (before === 2 && after !== 0);
          items.push({
            kind: 'delimiter',
            char,
            start: index,
            end: run,
            open: char === '*' ? open : open && (before !== 0 || !close),
            close: char === '*' ? close : close && (after !== 0 || !open),
          });
          index = run;
          break;
        }
        case '!':
          if (text[index + 1] === '[') {
            index = this.image(index, end, items);
          } else {
            literal('!', index, index + 1);
            index++;
          }
          break;
        case '[':
          index = this.link(index, end, items);
          break;
        case ']':
          literal(']', index, index + 1);
          index++;
          break;
        case '\\': {
          const escaped = text[index + 1];
          if (escaped === '\n' || escaped === undefined || index + 1 >= end) unsupported();
          if (ASCII_PUNCTUATION.test(escaped)) {
            literal(escaped, index, index + 2);
            index += 2;
          } else {
            literal('\\', index, index + 1);
            index++;
          }
          break;
        }
        case '\n': {
          let spaces = 0;
          while (text[index - 1 - spaces] === ' ') spaces++;
          const last = items.at(-1);
          if (spaces === 0) literal('\n', index, index + 1);
          else if (spaces === 1 || last?.kind !== 'text' || last.end !== index || last.value.length < spaces) unsupported();
          else {
            // A hard break: from the spaces to the next line.
            last.value = last.value.slice(0, -spaces);
            last.end -= spaces;
            if (!last.value) items.pop();
            items.push({ kind: 'node', node: { type: 'break', position: this.position(index - spaces, index + 1) }, start: index - spaces, end: index + 1 });
          }
          index++;
          break;
        }
        case ':':
          // `:name` is a text directive (remark-directive; `1:1` too), unless a colon comes before it.
          if (index + 1 < end && classify(text, index + 1) === 0 && text[index - 1] !== ':') unsupported();
          // `scheme://` is a GFM autolink literal.
          if (text.startsWith('//', index + 1)) unsupported();
          literal(':', index, index + 1);
          index++;
          break;
        case '{':
        case '}':
          if (this.source.mdx) unsupported();
          literal(char, index, index + 1);
          index++;
          break;
        case '&': {
          const reference = characterReference(text.slice(index, Math.min(end, index + 40)));
          literal(reference?.value ?? '&', index, index + (reference?.length ?? 1));
          index += reference?.length ?? 1;
          break;
        }
        default:
          // `<` (HTML, autolinks, JSX), `~` (strikethrough), `@` (email literals).
          unsupported();
      }
    }
    return items;
  }

  private link(index: number, end: number, items: Item[]): number {
    const close = labelEnd(this.text, index + 1);
    if (close >= end || this.text[close + 1] !== '(') unsupported();
    const { url, title, end: after } = resource(this.text, close + 1);
    if (after > end) unsupported();
    const node: Link = { type: 'link', title, url, children: this.parse(index + 1, close), position: this.position(index, after) };
    items.push({ kind: 'node', node, start: index, end: after });
    return after;
  }

  private image(index: number, end: number, items: Item[]): number {
    const close = labelEnd(this.text, index + 2);
    if (close >= end || this.text[close + 1] !== '(') unsupported();
    const alt = this.text.slice(index + 2, close);
    // Alt text is the description's plain text: only descriptions without syntax are read here.
    if (/[`*_[\]!\\<&~:@{}\n]/.test(alt)) unsupported();
    const { url, title, end: after } = resource(this.text, close + 1);
    if (after > end) unsupported();
    const node: Image = { type: 'image', title, url, alt, position: this.position(index, after) };
    items.push({ kind: 'node', node, start: index, end: after });
    return after;
  }

  /** CommonMark's "process emphasis", for runs of one or two markers used whole. */
  private resolveEmphasis(items: Item[]): Item[] {
    let index = 0;
    while (index < items.length) {
      const closer = items[index]!;
      if (closer.kind !== 'delimiter' || !closer.close) {
        index++;
        continue;
      }
      const size = closer.end - closer.start;
      let opener = index - 1;
      for (; opener >= 0; opener--) {
        const candidate = items[opener]!;
        if (candidate.kind !== 'delimiter' || !candidate.open || candidate.char !== closer.char) continue;
        const openSize = candidate.end - candidate.start;
        if ((candidate.close || closer.open) && size % 3 !== 0 && (openSize + size) % 3 === 0) continue;
        // A run used in part (`**a*`) is beyond the subset.
        if (openSize !== size) unsupported();
        break;
      }
      if (opener < 0) {
        index++;
        continue;
      }
      const start = items[opener]!.start;
      const children = this.finish(items.slice(opener + 1, index));
      const node: PhrasingContent = { type: size === 2 ? 'strong' : 'emphasis', children, position: this.position(start, closer.end) } as PhrasingContent;
      items.splice(opener, index - opener + 1, { kind: 'node', node, start, end: closer.end });
      index = opener + 1;
    }
    return items;
  }

  /** Items → nodes: delimiters left over are text, and neighbouring text is one node. */
  private finish(items: readonly Item[]): PhrasingContent[] {
    const nodes: PhrasingContent[] = [];
    let text: { value: string; start: number; end: number } | undefined;
    const flush = () => {
      if (!text) return;
      nodes.push({ type: 'text', value: text.value, position: this.position(text.start, text.end) } satisfies Text);
      text = undefined;
    };
    for (const item of items) {
      if (item.kind === 'node') {
        flush();
        nodes.push(item.node);
        continue;
      }
      const value = item.kind === 'text' ? item.value : this.text.slice(item.start, item.end);
      if (text) {
        text.value += value;
        text.end = item.end;
      } else text = { value, start: item.start, end: item.end };
    }
    flush();
    return nodes;
  }

  /** A node's place; one ending with a line ending ends where the next line starts in the file, as in micromark. */
  private position(start: number, end: number) {
    return positionOf(this.source.at(start), end > start && this.text[end - 1] === '\n' ? this.source.lineStart(end) : this.source.at(end));
  }
}

/**
 * The phrasing content of a block's lines (each without its indentation, the last without
 * trailing spaces); throws UNSUPPORTED outside the subset.
 */
export function parseInline(lines: readonly Line[], options: { mdx: boolean }): PhrasingContent[] {
  const source = new InlineSource(lines, options.mdx);
  return new InlineParser(source).parse(0, source.text.length);
}
