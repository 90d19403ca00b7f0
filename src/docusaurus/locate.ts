/**
 * Where a key or a string is written in a Docusaurus config, for messages. The config is
 * code, so its values carry no positions: the text is searched instead, each key of a path
 * after the previous one (`themeConfig` → `navbar` → `items`), which finds the line as a
 * reader would. A key that is not written literally (computed, spread) falls back to its
 * parent's position, and to 1:1.
 */

/** 1-based line and column of a character offset. */
export function positionAt(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, Math.max(0, offset)).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The offset of `key:` (bare or quoted) at or after `from`; -1 when absent. */
function keyOffset(source: string, key: string, from: number): number {
  const pattern = new RegExp(`(^|[\\s{,(])(?:${escape(key)}|(["'\`])${escape(key)}\\2)\\s*:`, 'g');
  pattern.lastIndex = from;
  const match = pattern.exec(source);
  return match ? match.index + match[1]!.length : -1;
}

/** The end of the string, template or comment starting at `at`, or `at` itself when none starts there. */
function skipLiteral(source: string, at: number): number {
  const char = source[at]!;
  if (char === '"' || char === "'" || char === '`') {
    let index = at + 1;
    while (index < source.length && source[index] !== char) index += source[index] === '\\' ? 2 : 1;
    return index;
  }
  if (source.startsWith('//', at)) return source.indexOf('\n', at) === -1 ? source.length : source.indexOf('\n', at);
  if (source.startsWith('/*', at)) return source.indexOf('*/', at) === -1 ? source.length : source.indexOf('*/', at) + 1;
  return at;
}

/**
 * The offset of the `n`th element of the array literal written right after the key at `keyAt`
 * (`items: [a, b]`); -1 when the value is not a literal array or is shorter (a variable, a spread).
 */
function elementOffset(source: string, keyAt: number, n: number): number {
  const open = /^[^:]*:\s*\[/.exec(source.slice(keyAt));
  if (!open) return -1;
  let depth = 0;
  let count = 0;
  let expectElement = true;
  for (let index = keyAt + open[0].length; index < source.length; index++) {
    const char = source[index]!;
    const skipped = skipLiteral(source, index);
    if (depth === 0 && expectElement && !/\s/.test(char) && !source.startsWith('//', index) && !source.startsWith('/*', index)) {
      if (char === ']') return -1;
      if (source.startsWith('...', index)) return -1;
      if (count === n) return index;
      expectElement = false;
    }
    if (skipped !== index) {
      index = skipped;
      continue;
    }
    if ('[{('.includes(char)) depth++;
    else if (')}'.includes(char)) depth--;
    else if (char === ']') {
      if (depth === 0) return -1;
      depth--;
    } else if (char === ',' && depth === 0) {
      count++;
      expectElement = true;
    }
  }
  return -1;
}

/**
 * The offset of the last key of a path found in order (`['themeConfig', 'algolia']`); a numeric
 * segment finds that element of a literal array (else it is skipped); -1 when no key is found.
 */
export function offsetOfKey(source: string, path: readonly string[]): number {
  let offset = -1;
  let keyAt = -1;
  for (const key of path) {
    if (/^\d+$/.test(key)) {
      const element = keyAt === -1 ? -1 : elementOffset(source, keyAt, Number(key));
      if (element !== -1) offset = element;
      keyAt = -1;
      continue;
    }
    const found = keyOffset(source, key, Math.max(0, offset));
    if (found === -1) break;
    offset = keyAt = found;
  }
  return offset;
}

/** Line and column of a key path in the config; 1:1 when not even its first key is written. */
export function positionOfKey(source: string, path: readonly string[]): { line: number; column: number } {
  const offset = offsetOfKey(source, path);
  return offset === -1 ? { line: 1, column: 1 } : positionAt(source, offset);
}

/**
 * The offset of a quoted string (or a quoted path that starts with it) at or after `from`,
 * else its first one in the file; -1 when it is not written.
 */
export function offsetOfString(source: string, text: string, from = 0): number {
  const pattern = new RegExp(`(["'\`])${escape(text)}(?:/[^"'\`]*)?\\1`, 'g');
  pattern.lastIndex = from;
  const match = pattern.exec(source) ?? (from > 0 ? new RegExp(pattern.source).exec(source) : null);
  return match ? match.index : -1;
}

/** Line and column of a quoted string (a package or plugin name), first looked for after the key path; 1:1 when absent. */
export function positionOfString(source: string, text: string, after: readonly string[] = []): { line: number; column: number } {
  const offset = offsetOfString(source, text, Math.max(0, offsetOfKey(source, after)));
  return offset === -1 ? { line: 1, column: 1 } : positionAt(source, offset);
}
