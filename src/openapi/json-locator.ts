import { LineCounter } from 'yaml';
import { pointerSegments } from './json-pointer.ts';

/** The line starts of a text, for turning offsets into lines and columns. */
export function lineCounterOf(text: string): LineCounter {
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) lines.addNewLine(index + 1);
  return lines;
}

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
    while (pos < text.length && (text[pos] === ' ' || text[pos] === '\n' || text[pos] === '\r' || text[pos] === '\t')) pos++;
    return pos;
  };
  /** The offset just past the string starting at `pos` (a `"`). */
  const stringEnd = (pos: number): number => {
    for (let index = pos + 1; index < text.length; index++) {
      if (text[index] === '\\') index++;
      else if (text[index] === '"') return index + 1;
    }
    return text.length;
  };
  /** The offset just past the value starting at `pos`. */
  const valueEnd = (pos: number): number => {
    const first = text[pos];
    if (first === '"') return stringEnd(pos);
    if (first !== '{' && first !== '[') {
      let index = pos;
      while (index < text.length && !',}] \n\r\t'.includes(text[index]!)) index++;
      return index;
    }
    let depth = 0;
    for (let index = pos; index < text.length; index++) {
      const char = text[index];
      if (char === '"') index = stringEnd(index) - 1;
      else if (char === '{' || char === '[') depth++;
      else if ((char === '}' || char === ']') && --depth === 0) return index + 1;
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
