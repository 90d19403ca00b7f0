/**
 * A value's JSON text as pieces, for the build cache's packs (cache-pack.ts). V8 builds a
 * JSON text as a tree of string parts, and writing a string copies its tree into one flat
 * string first; past 128 K characters (V8's largest regular object) that string is a large
 * object of its own, in fresh pages of memory, and copying into it costs ~10 ns a character
 * against ~0.3 under that size: GitHub's reference, cached as entries of ~5 MB of pages, spent
 * 1.6 s of its main thread in these copies. Pieces stay under that size, and are written one
 * after the other, never joined.
 */

/** A value's JSON text in pieces whose concatenation it is. */
export type JsonPieces = readonly string[];

/** Characters of JSON past which a value is cut into pieces: escaped (`"` → `\"`), still under 128 K. */
const SPLIT_FROM = 64 * 1024;
/** Characters of a long string written in one piece at most. */
const SLICE_CHARS = 16 * 1024;

/** Arrays and plain objects: their JSON is their items' (or members') JSON between brackets. */
function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return (prototype === Object.prototype || prototype === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}

const hasToJson = (value: unknown): boolean => typeof value === 'object' && value !== null && typeof (value as { toJSON?: unknown }).toJSON === 'function';

/** What JSON.stringify leaves out of an object (and writes as null in an array). */
const hasNoJson = (value: unknown): boolean => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** About the characters of a value's JSON, from its strings two levels down: what decides whether it is cut (a run of pages, a page's HTML). */
function roughChars(value: unknown, depth = 2): number {
  if (typeof value === 'string') return value.length;
  if (depth === 0 || !isPlainContainer(value)) return 8;
  let chars = 0;
  for (const child of Object.values(value)) chars += roughChars(child, depth - 1);
  return chars;
}

/** A string's JSON in slices of SLICE_CHARS, never cut inside a surrogate pair (which JSON.stringify would escape apart). */
function pushString(text: string, pieces: string[]): void {
  pieces.push('"');
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + SLICE_CHARS);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    pieces.push(JSON.stringify(text.slice(start, end)).slice(1, -1));
    start = end;
  }
  pieces.push('"');
}

/**
 * Push the JSON of `value` onto `pieces`: a large container's items (or members) apart, each
 * cut again while large, and a long string in slices; what is small is written whole (cutting
 * the ~1,000 small entries of a site of Markdown pages only cost time).
 */
function pushJson(value: unknown, pieces: string[]): void {
  if (typeof value === 'string' && value.length > SPLIT_FROM) return pushString(value, pieces);
  // A child's toJSON is given its key (its index, its name): such a container is written whole.
  if (!isPlainContainer(value) || roughChars(value) <= SPLIT_FROM || Object.values(value).some(hasToJson)) {
    pieces.push(JSON.stringify(value));
    return;
  }
  if (Array.isArray(value)) {
    pieces.push('[');
    for (let index = 0; index < value.length; index++) {
      if (index) pieces.push(',');
      const item = value[index];
      if (hasNoJson(item)) pieces.push('null');
      else pushJson(item, pieces);
    }
    pieces.push(']');
    return;
  }
  let separator = '{';
  for (const key of Object.keys(value)) {
    const member = value[key];
    if (hasNoJson(member)) continue;
    pieces.push(`${separator}${JSON.stringify(key)}:`);
    pushJson(member, pieces);
    separator = ',';
  }
  pieces.push(separator === '{' ? '{}' : '}');
}

/** `JSON.stringify(value)` in pieces (see the top of this file). */
export function jsonPieces(value: unknown): JsonPieces {
  const pieces: string[] = [];
  pushJson(value, pieces);
  return pieces.filter((piece) => piece !== '');
}

/** Characters of an entry's pieces. */
export const piecesLength = (pieces: JsonPieces): number => pieces.reduce((chars, piece) => chars + piece.length, 0);
