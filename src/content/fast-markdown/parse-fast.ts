/**
 * A fast path for parsing Markdown: the subset pages mostly use (paragraphs, headings,
 * fenced code, lists, block quotes, tables, `:::` admonitions, code spans, links, images,
 * emphasis, character references) read in one pass into the same mdast micromark gives,
 * positions included, several times faster and with a fraction of the garbage. A document
 * with anything else gets undefined, and is parsed by micromark (parse-markdown.ts;
 * safe-markdown.ts for OpenAPI descriptions). Tests compare the two trees on the CommonMark
 * spec's examples, the Kassa site, the fixtures, the bench corpus, OpenAPI descriptions and
 * random documents.
 */
import type { Root } from 'mdast';
import { parseBlocks } from './blocks.ts';
import { type FastOptions, type Line, type References, UNSUPPORTED } from './lines.ts';

/**
 * The mdast of a preprocessed document (see parse-markdown.ts), or undefined when micromark
 * must parse it. A fault of this parser on some document is no reason to fail a build:
 * micromark parses that document too (tests use parseFastStrict, which throws it).
 */
export function parseFast(source: string, options: FastOptions): Root | undefined {
  try {
    return parseFastStrict(source, options);
  } catch {
    return undefined;
  }
}

/** parseFast, throwing anything but UNSUPPORTED. */
export function parseFastStrict(source: string, options: FastOptions): Root | undefined {
  if (source.includes('\r') || source.includes('\0')) return undefined;
  const lines: Line[] = [];
  let offset = 0;
  let number = 1;
  for (const text of source.split('\n')) {
    lines.push({ text, line: number++, column: 1, offset });
    offset += text.length + 1;
  }
  try {
    const references: References = { defined: new Set(), pending: [] };
    const children = parseBlocks(lines, { ...options, references });
    for (const read of references.pending) read();
    const last = lines.at(-1)!;
    return {
      type: 'root',
      children,
      position: { start: { line: 1, column: 1, offset: 0 }, end: { line: last.line, column: last.text.length + 1, offset: source.length } },
    };
  } catch (error) {
    if (error === UNSUPPORTED) return undefined;
    throw error;
  }
}
