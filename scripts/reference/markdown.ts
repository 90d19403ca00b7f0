/** Small Markdown writers shared by the reference pages. */

/** Text outside code spans with `<` escaped: a `.md` page shows raw HTML as written, so `<site>` would vanish as a tag. */
export const escapeText = (text: string): string => text.replace(/(`+)[\s\S]*?\1|</g, (match, ticks?: string) => (ticks ? match : '&lt;'));

/** A table cell: pipes and `<` escaped, line breaks folded. */
export const cell = (text: string): string => escapeText(text).replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** A sentence from a CLI description: capitalised, with a full stop. */
export const sentence = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

/** A Markdown table. */
export function table(head: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n');
}

/** A page: front matter, then the blocks separated by blank lines, ending with one newline. */
export function page(frontMatter: Record<string, string>, blocks: readonly string[]): string {
  const head = Object.entries(frontMatter).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${head.join('\n')}\n---\n\n${blocks.join('\n\n')}\n`;
}

/** The notice at the top of each generated page, for whoever opens the file to edit it. */
export const GENERATED = (from: string): string => `<!-- Generated from ${from} by test/docs/reference.test.ts: edit the source, then run \`npm run docs:reference\`. -->`;
