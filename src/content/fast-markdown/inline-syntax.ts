/**
 * What the fast parser's inline stage reads text with: a block's lines joined with each
 * index's place in the file, and scanners for the constructs it reads (code spans, link
 * resources, character references), each as micromark reads them.
 */
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { decodeNumericCharacterReference } from 'micromark-util-decode-numeric-character-reference';
import type { Point } from 'unist';
import { type FastOptions, type Line, unsupported } from './lines.ts';

const PUNCTUATION = /\p{P}|\p{S}/u;
const WHITESPACE = /\s/;

/** The text of a block's lines joined as micromark reads them, with each index's place in the file. */
export class InlineSource {
  readonly text: string;
  private readonly starts: number[] = [];

  constructor(
    private readonly lines: readonly Line[],
    readonly options: FastOptions,
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
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.starts[middle]! > index) high = middle - 1;
      else low = middle;
    }
    return low;
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
export function classify(text: string, index: number): number {
  if (index < 0 || index >= text.length) return 1;
  const char = text[index]!;
  if (WHITESPACE.test(char)) return 1;
  return PUNCTUATION.test(char) ? 2 : 0;
}

const REFERENCE = /^&(?:#[xX]([0-9A-Fa-f]{1,6})|#(\d{1,7})|([A-Za-z0-9]{1,31}));/;

/** The character reference (`&amp;`, `&#123;`, `&#x1F;`) `text` starts with, decoded as micromark decodes it. */
export function characterReference(text: string): { value: string; length: number } | undefined {
  const match = REFERENCE.exec(text);
  if (!match) return undefined;
  const [reference, hex, decimal, name] = match;
  const value = hex ? decodeNumericCharacterReference(hex, 16) : decimal ? decodeNumericCharacterReference(decimal, 10) : decodeNamedCharacterReference(name!);
  return value === false ? undefined : { value, length: reference.length };
}

/** The end of the code span whose opening run of `size` backticks ends at `from`, or -1. */
export function codeSpanEnd(text: string, from: number, size: number): number {
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
export function codeSpanValue(value: string): string {
  return value.length > 2 && /[ \n]/.test(value[0]!) && /[ \n]/.test(value.at(-1)!) && /[^ \n]/.test(value) ? value.slice(1, -1) : value;
}

/** The `]` closing the bracket opened at `from` - 1, skipping code spans; another bracket is beyond the subset. */
export function labelEnd(text: string, from: number): number {
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
export function resource(text: string, from: number): { url: string; title: string | null; end: number } {
  const match = /^\(([^\s()<>\\&]+)(?: +"([^"\\\n&]*)"| +'([^'\\\n&]*)')? *\)/.exec(text.slice(from, from + 2048));
  if (!match) return unsupported();
  return { url: match[1]!, title: match[2] ?? match[3] ?? null, end: from + match[0].length };
}
