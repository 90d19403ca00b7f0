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

/** The offset of the last key of a path found in order (`['themeConfig', 'algolia']`); numeric segments are skipped; -1 when none is. */
function offsetOfKey(source: string, path: readonly string[]): number {
  let offset = -1;
  for (const key of path) {
    if (/^\d+$/.test(key)) continue;
    const found = keyOffset(source, key, Math.max(0, offset));
    if (found === -1) break;
    offset = found;
  }
  return offset;
}

/** Line and column of a key path in the config; 1:1 when not even its first key is written. */
export function positionOfKey(source: string, path: readonly string[]): { line: number; column: number } {
  const offset = offsetOfKey(source, path);
  return offset === -1 ? { line: 1, column: 1 } : positionAt(source, offset);
}

/** Line and column of a quoted string (a package or plugin name), first looked for after the key path; 1:1 when absent. */
export function positionOfString(source: string, text: string, after: readonly string[] = []): { line: number; column: number } {
  const start = Math.max(0, offsetOfKey(source, after));
  const pattern = new RegExp(`(["'\`])${escape(text)}(?:/[^"'\`]*)?\\1`, 'g');
  pattern.lastIndex = start;
  const match = pattern.exec(source) ?? (start > 0 ? new RegExp(pattern.source).exec(source) : null);
  return match ? positionAt(source, match.index) : { line: 1, column: 1 };
}
