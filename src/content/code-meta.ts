/**
 * What a code fence says besides its language: `title="src/cart.ts" {1,3-5} showLineNumbers
 * check schema="Cart"`. One reading of it for highlighting, the page and the sample checks.
 */

/** Whether a fence meta string has a bare flag: `check` in `title="a.ts" check`. */
export function hasMetaFlag(meta: string, flag: string): boolean {
  return new RegExp(`(?:^|\\s)${flag}(?=\\s|$)`).test(meta.replace(/(["'])[^"']*\1/g, '""'));
}

/** The value of `name="…"` (or `name='…'`, `name=word`) in a fence meta string. */
export function metaValue(meta: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)'|(\\S+))`).exec(meta);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

export interface CodeMeta {
  title?: string;
  showLineNumbers: boolean;
  /** First line number when `showLineNumbers=N`. */
  startLine: number;
  /** The raw meta string, for `{1,3-5}` line ranges. */
  raw: string;
}

/** Parse a fence's meta string for display: `title="a.ts" {1,3-5} showLineNumbers`. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const raw = meta ?? '';
  const title = metaValue(raw, 'title');
  // `showLineNumbers`, or `showLineNumbers=5` to start counting at 5.
  const firstNumber = metaValue(raw, 'showLineNumbers');
  return {
    ...(title !== undefined ? { title } : {}),
    showLineNumbers: firstNumber !== undefined || hasMetaFlag(raw, 'showLineNumbers'),
    startLine: firstNumber !== undefined && /^\d+$/.test(firstNumber) ? Number(firstNumber) : 1,
    raw,
  };
}

/** Fence languages the TypeScript sample check reads. */
export const TYPESCRIPT_LANGS: ReadonlySet<string> = new Set(['ts', 'tsx', 'typescript', 'mts', 'cts']);

/** Everything above this line of a `check` block is compiled but not shown (as in twoslash). */
const CUT = /^\/\/ ---cut---[ \t]*$/m;

/** The part of a block the page shows: after `// ---cut---` in a TypeScript `check` block, else all of it. */
export function shownCode(lang: string, meta: string, value: string): string {
  if (!TYPESCRIPT_LANGS.has(lang.toLowerCase()) || !hasMetaFlag(meta, 'check')) return value;
  const cut = CUT.exec(value);
  return cut ? value.slice(cut.index + cut[0].length).replace(/^\r?\n/, '') : value;
}
