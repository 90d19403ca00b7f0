import type { LineCounter } from 'yaml';
import { lineCounterOf } from './json-locator.ts';
import { pointerSegments } from './json-pointer.ts';

type Position = { line: number; column: number };

/** Thrown where the text is YAML this locator does not read (flow collections, tags, anchors, `?` keys). */
class Unreadable extends Error {}
const UNREAD = ['{', '[', '!', '&', '*', '?'];

/** The core schema's spelling of a plain key, as the `yaml` package resolves it (`200` → `'200'`, `1.0` → `'1'`, `~` → `'null'`). */
function plainKey(raw: string): string {
  if (/^(?:null|Null|NULL|~)$/.test(raw)) return 'null';
  if (/^(?:true|True|TRUE)$/.test(raw)) return 'true';
  if (/^(?:false|False|FALSE)$/.test(raw)) return 'false';
  if (/^[-+]?[0-9]+$/.test(raw)) return String(Number.parseInt(raw, 10));
  if (/^0o[0-7]+$/.test(raw)) return String(Number.parseInt(raw.slice(2), 8));
  if (/^0x[0-9a-fA-F]+$/.test(raw)) return String(Number.parseInt(raw.slice(2), 16));
  if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/.test(raw)) return String(Number.parseFloat(raw));
  if (/^[-+]?\.(?:inf|Inf|INF)$/.test(raw)) return raw.startsWith('-') ? '-Infinity' : 'Infinity';
  if (/^\.(?:nan|NaN|NAN)$/.test(raw)) return 'NaN';
  return raw;
}

/**
 * Source positions for JSON pointers into a YAML text, read from its indentation. Building
 * the `yaml` package's syntax tree for a large document costs seconds and hundreds of
 * megabytes (GitHub's REST document as YAML: 5 s), while its values are read by js-yaml in
 * a fraction of that. Block mappings and sequences, plain and quoted keys, and block
 * scalars are read here, each mapping or sequence indexed the first time a pointer walks
 * through it; anything else (a flow collection, a tag, an anchor) is left to `fallback`, the
 * full syntax tree, built once when first needed. Positions are the same as the tree's.
 */
export function yamlLocator(text: string, fallback: () => (pointer: string) => Position): { lines: LineCounter; locate: (pointer: string) => Position } {
  const lines = lineCounterOf(text);
  const starts = lines.lineStarts;
  const lineCount = starts.length;
  // Per line: the column of its first character, or -1 for blank and comment-only lines.
  const indents = new Int32Array(lineCount);
  for (let line = 0; line < lineCount; line++) {
    let pos = starts[line]!;
    while (text[pos] === ' ') pos++;
    const char = text[pos];
    indents[line] = pos >= text.length || char === '\n' || char === '\r' || char === '#' ? -1 : pos - starts[line]!;
  }
  const lineOf = (offset: number): number => lines.linePos(offset).line - 1;
  const isEnd = (offset: number): boolean => offset >= text.length || text[offset] === '\n' || text[offset] === '\r';
  const skipSpaces = (offset: number): number => {
    while (text[offset] === ' ' || text[offset] === '\t') offset++;
    return offset;
  };
  /** A dash that opens a block sequence item: `- x` or `-` at the line's end. */
  const isDash = (offset: number): boolean => text[offset] === '-' && (isEnd(offset + 1) || text[offset + 1] === ' ' || text[offset + 1] === '\t');

  /** The implicit key starting at `offset` and the offset just past its `:`, or undefined when the line holds no key there. */
  const keyAt = (offset: number): { key: string; after: number } | undefined => {
    const first = text[offset];
    let key: string;
    let end: number;
    if (first === '"') {
      end = offset + 1;
      while (!isEnd(end) && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (text[end] !== '"') throw new Unreadable();
      try {
        key = JSON.parse(text.slice(offset, end + 1)) as string;
      } catch {
        throw new Unreadable();
      }
      end = skipSpaces(end + 1);
    } else if (first === "'") {
      end = offset + 1;
      while (!isEnd(end) && !(text[end] === "'" && text[end + 1] !== "'")) end += text[end] === "'" ? 2 : 1;
      if (text[end] !== "'") throw new Unreadable();
      key = text.slice(offset + 1, end).replace(/''/g, "'");
      end = skipSpaces(end + 1);
    } else {
      if (first === '?' || first === '!' || first === '&' || first === '*' || first === '{' || first === '[') throw new Unreadable();
      end = offset;
      while (!isEnd(end) && !(text[end] === ':' && (isEnd(end + 1) || text[end + 1] === ' ' || text[end + 1] === '\t'))) {
        if (text[end] === '#' && (text[end - 1] === ' ' || text[end - 1] === '\t')) return undefined;
        end++;
      }
      if (text[end] !== ':') return undefined;
      key = plainKey(text.slice(offset, end).trimEnd());
    }
    return text[end] === ':' ? { key, after: end + 1 } : undefined;
  };

  /**
   * Where the value after a key's `:` or an item's `-` starts: on the same line, else the
   * next content line when it is deeper than `column` (or a `-` at it, for a mapping's value);
   * else it is empty, and is placed where the `yaml` package places an empty value.
   */
  const valueAfter = (after: number, column: number, inMapping: boolean): number => {
    const start = skipSpaces(after);
    if (!isEnd(start) && text[start] !== '#') return start;
    for (let line = lineOf(after) + 1; line < lineCount; line++) {
      const indent = indents[line]!;
      if (indent < 0) continue;
      const offset = starts[line]! + indent;
      return indent > column || (inMapping && indent === column && isDash(offset)) ? offset : start;
    }
    return start;
  };

  const mappings = new Map<number, Map<string, number>>();
  const sequences = new Map<number, number[]>();

  /** The keys of the block mapping whose first key starts at `offset`, with their values' offsets. */
  const mappingAt = (offset: number): Map<string, number> => {
    let found = mappings.get(offset);
    if (found) return found;
    found = new Map();
    const first = lineOf(offset);
    const column = offset - starts[first]!;
    for (let line = first; line < lineCount; line++) {
      const indent = indents[line]!;
      if (indent < 0 || (line > first && indent > column)) continue;
      if (line > first && indent < column) break;
      const at = line === first ? offset : starts[line]! + indent;
      // A sequence may sit at its key's own indentation (`tags:\n- a`): it belongs to that key.
      if (isDash(at)) continue;
      const entry = keyAt(at);
      if (!entry) throw new Unreadable();
      if (!found.has(entry.key)) found.set(entry.key, valueAfter(entry.after, column, true));
    }
    mappings.set(offset, found);
    return found;
  };

  /** The items of the block sequence whose first `-` is at `offset`. */
  const sequenceAt = (offset: number): number[] => {
    let found = sequences.get(offset);
    if (found) return found;
    found = [];
    const first = lineOf(offset);
    const column = offset - starts[first]!;
    for (let line = first; line < lineCount; line++) {
      const indent = indents[line]!;
      if (indent < 0 || (line > first && indent > column)) continue;
      const at = line === first ? offset : starts[line]! + indent;
      if ((line > first && indent < column) || !isDash(at)) break;
      found.push(valueAfter(at + 1, column, false));
    }
    sequences.set(offset, found);
    return found;
  };

  /** Whether the value at `offset` opens a block mapping: a key, not on its parent key's line. */
  const opensMapping = (offset: number): boolean => {
    const line = lineOf(offset);
    const before = text.slice(starts[line]!, offset);
    return /^[ -]*$/.test(before) && keyAt(offset) !== undefined;
  };

  /** Where the document's content starts, after directives and a bare `---`. */
  let root: number | undefined;
  const rootOffset = (): number => {
    if (root !== undefined) return root;
    if (text.charCodeAt(0) === 0xfeff) throw new Unreadable();
    for (let line = 0; line < lineCount; line++) {
      if (indents[line]! < 0 || text.startsWith('%', starts[line]!)) continue;
      const content = starts[line]! + indents[line]!;
      if (!text.startsWith('---', content)) return (root = content);
      if (!isEnd(skipSpaces(content + 3)) && text[skipSpaces(content + 3)] !== '#') throw new Unreadable();
    }
    return (root = 0);
  };

  const readLocate = (pointer: string): Position => {
    let pos = rootOffset();
    for (const segment of pointerSegments(pointer)) {
      if (UNREAD.includes(text[pos]!)) throw new Unreadable();
      let next: number | undefined;
      if (isDash(pos)) next = sequenceAt(pos)[Number(segment)];
      else if (opensMapping(pos)) next = mappingAt(pos).get(segment);
      if (next === undefined) break;
      pos = next;
    }
    // The tree places a value with a tag or an anchor after them.
    if (pos < text.length && '!&*'.includes(text[pos]!)) throw new Unreadable();
    const { line, col } = lines.linePos(pos);
    return { line, column: col };
  };

  let tree: ((pointer: string) => Position) | undefined;
  const locate = (pointer: string): Position => {
    try {
      return readLocate(pointer);
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error;
      tree ??= fallback();
      return tree(pointer);
    }
  };
  return { lines, locate };
}
