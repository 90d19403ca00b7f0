/**
 * Split the `@import` rules at the top of a stylesheet from the rest. Browsers honour
 * `@import` only before every other rule, so a custom stylesheet appended to docsgen's
 * would lose its imports (web fonts, typically) unless they move to the top of the file.
 * `@charset` is dropped: the combined file is UTF-8, and it is valid only as the first bytes.
 */
export function splitImports(css: string): { imports: string[]; rest: string } {
  const imports: string[] = [];
  let at = 0;
  let kept = 0;
  for (;;) {
    const space = /^(?:\s+|\/\*[^]*?\*\/)*/.exec(css.slice(at))![0];
    const start = at + space.length;
    const keyword = /^@(import|charset)\b/i.exec(css.slice(start))?.[1]?.toLowerCase();
    if (!keyword) break;
    const end = statementEnd(css, start);
    if (end === -1) break;
    if (keyword === 'import') imports.push(css.slice(start, end + 1));
    at = kept = end + 1;
  }
  return { imports, rest: kept ? css.slice(kept).replace(/^\n/, '') : css };
}

/** Index of the `;` ending the statement at `start`, skipping quoted strings and `url(…)`; -1 if none. */
function statementEnd(css: string, start: number): number {
  let depth = 0;
  for (let i = start; i < css.length; i++) {
    const char = css[i];
    if (char === '"' || char === "'") {
      const close = css.indexOf(char, i + 1);
      if (close === -1) return -1;
      i = close;
    } else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ';' && depth <= 0) return i;
    else if (char === '{' || char === '}') return -1;
  }
  return -1;
}
