import { LineCounter } from 'yaml';
import { pointerSegments } from './json-pointer.ts';

/** The line starts of a text, for turning offsets into lines and columns. */
export function lineCounterOf(text: string): LineCounter {
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) lines.addNewLine(index + 1);
  return lines;
}

/** What ends a number, `true`, `false` or `null`. */
const SCALAR_END = /[,}\] \n\r\t]/g;

/**
 * Source positions for JSON pointers into a JSON text, found lazily. A real document can be
 * 30 MB of JSON: parsing it with a syntax tree (as YAML needs) costs seconds and gigabytes,
 * while `JSON.parse` takes a fraction of a second. Positions are only needed for the few
 * values a message or page points at, so each object or array on the way to one is indexed
 * (its keys and their offsets) the first time it is walked through, and never again.
 */
export function jsonLocator(text: string): { lines: LineCounter; locate: (pointer: string) => { line: number; column: number } } {
  const lines = lineCounterOf(text);
  const members = new Map<number, Map<string, number>>();
  const elements = new Map<number, number[]>();

  const skipSpace = (pos: number): number => {
    for (let code = text.charCodeAt(pos); code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09; code = text.charCodeAt(++pos));
    return pos;
  };
  /** The offset just past the string starting at `pos` (a `"`): the next quote not escaped by an odd run of backslashes. */
  const stringEnd = (pos: number): number => {
    for (let quote = text.indexOf('"', pos + 1); quote !== -1; quote = text.indexOf('"', quote + 1)) {
      let backslashes = 0;
      while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes++;
      if (backslashes % 2 === 0) return quote + 1;
    }
    return text.length;
  };
  /** The offset just past the value starting at `pos`: strings are skipped whole, found with indexOf, not read a character at a time. */
  const valueEnd = (pos: number): number => {
    const first = text[pos];
    if (first === '"') return stringEnd(pos);
    if (first !== '{' && first !== '[') {
      SCALAR_END.lastIndex = pos;
      return SCALAR_END.test(text) ? SCALAR_END.lastIndex - 1 : text.length;
    }
    let depth = 0;
    for (let index = pos; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (code === 0x22) index = stringEnd(index) - 1;
      else if (code === 0x7b || code === 0x5b) depth++;
      else if ((code === 0x7d || code === 0x5d) && --depth === 0) return index + 1;
    }
    return text.length;
  };
  const objectMembers = (start: number): Map<string, number> => {
    let found = members.get(start);
    if (found) return found;
    found = new Map();
    let pos = skipSpace(start + 1);
    while (text[pos] === '"') {
      const keyEnd = stringEnd(pos);
      const key = JSON.parse(text.slice(pos, keyEnd)) as string;
      const value = skipSpace(skipSpace(keyEnd) + 1);
      if (!found.has(key)) found.set(key, value);
      pos = skipSpace(valueEnd(value));
      if (text[pos] === ',') pos = skipSpace(pos + 1);
    }
    members.set(start, found);
    return found;
  };
  const arrayElements = (start: number): number[] => {
    let found = elements.get(start);
    if (found) return found;
    found = [];
    let pos = skipSpace(start + 1);
    while (pos < text.length && text[pos] !== ']') {
      found.push(pos);
      pos = skipSpace(valueEnd(pos));
      if (text[pos] === ',') pos = skipSpace(pos + 1);
      else break;
    }
    elements.set(start, found);
    return found;
  };

  const locate = (pointer: string): { line: number; column: number } => {
    let pos = skipSpace(text.charCodeAt(0) === 0xfeff ? 1 : 0);
    for (const segment of pointerSegments(pointer)) {
      const next = text[pos] === '{' ? objectMembers(pos).get(segment) : text[pos] === '[' ? arrayElements(pos)[Number(segment)] : undefined;
      if (next === undefined) break;
      pos = next;
    }
    const { line, col } = lines.linePos(pos);
    return { line, column: col };
  };
  return { lines, locate };
}
