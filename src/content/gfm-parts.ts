/**
 * GFM, one syntax extension at a time. Parsing with all of GFM costs ~4.5 ms for a
 * typical page against ~3 ms with only the parts the page can use: autolink literals
 * alone cost more than a millisecond, on every text node. A part is left out only when
 * the page's prose (fenced code excluded) lacks the characters it needs, so the tree is
 * the same as with the whole of GFM.
 */
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import type { Construct, Extension as MicromarkExtension, TokenizeContext } from 'micromark-util-types';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Processor } from 'unified';

/**
 * Lines (1-based) of the document being parsed that are followed by a line that could be a
 * table's delimiter row; undefined when not known (the table construct is then always tried).
 */
let tableHeadLines: ReadonlySet<number> | undefined;

/** Only `|`, `:`, `-` and whitespace, after any blockquote or list indentation: a delimiter row, or close. */
const DELIMITER_LIKE = /^[ \t>|:-]*-[ \t>|:-]*$/;

function tableHeadLinesOf(document: string): Set<number> {
  const lines = document.split(/\r\n|\r|\n/);
  const heads = new Set<number>();
  for (let index = 1; index < lines.length; index++) if (DELIMITER_LIKE.test(lines[index]!)) heads.add(index);
  return heads;
}

/** Whether the events so far end in a table's head or row (whitespace aside): the line may be a body row. */
function continuesTable(events: TokenizeContext['events']): boolean {
  for (let index = events.length - 1; index > -1; index--) {
    const type = events[index]![1].type;
    if (type !== 'lineEnding' && type !== 'linePrefix') return type === 'tableHead' || type === 'tableRow';
  }
  return false;
}

/**
 * GFM tables, tried only on lines where one can start or go on. The construct is tried at
 * the start of every block, and reads the whole line before it can tell that a line of
 * prose is no table head: ~0.5 ms a page. A head needs a delimiter row on the next line and
 * a body row a table just before, so the construct fails at once on any other line.
 */
function gfmTableWhereLikely(): MicromarkExtension {
  const table = (gfmTable().flow as Record<string, Construct>).null!;
  return {
    flow: {
      null: {
        ...table,
        tokenize(effects, ok, nok) {
          const possible = !tableHeadLines || tableHeadLines.has(this.now().line) || continuesTable(this.events);
          return possible ? table.tokenize.call(this, effects, ok, nok) : nok;
        },
      },
    },
  };
}

interface GfmPart {
  /** Whether prose can contain this syntax at all. */
  possible: (prose: string) => boolean;
  syntax: () => MicromarkExtension;
  fromMarkdown: () => FromMarkdownExtension;
}

// In remark-gfm's order, which the extensions rely on.
const PARTS: readonly GfmPart[] = [
  // www., scheme:// and email literals (mailto:/xmpp: only occur with `@`).
  { possible: (prose) => /www\.|:\/\/|@/i.test(prose), syntax: gfmAutolinkLiteral, fromMarkdown: gfmAutolinkLiteralFromMarkdown },
  { possible: (prose) => prose.includes('[^'), syntax: gfmFootnote, fromMarkdown: gfmFootnoteFromMarkdown },
  { possible: (prose) => prose.includes('~'), syntax: () => gfmStrikethrough(), fromMarkdown: gfmStrikethroughFromMarkdown },
  { possible: (prose) => prose.includes('|'), syntax: gfmTableWhereLikely, fromMarkdown: gfmTableFromMarkdown },
  { possible: (prose) => /\[[ xX]\]/.test(prose), syntax: gfmTaskListItem, fromMarkdown: gfmTaskListItemFromMarkdown },
];

/** Which GFM parts a page needs, as a bit mask (bit i: `PARTS[i]`). */
export function gfmPartsFor(prose: string): number {
  return PARTS.reduce((mask, part, index) => (part.possible(prose) ? mask | (1 << index) : mask), 0);
}

export const ALL_GFM_PARTS = (1 << PARTS.length) - 1;

/**
 * A remark plugin adding the GFM parts in `mask`, like remark-gfm does for all of them.
 * Use after remark-parse: its parser is wrapped to tell the table construct where heads can be.
 */
export function remarkGfmParts(this: Processor, mask: number): void {
  const data = this.data();
  const enabled = PARTS.filter((_, index) => mask & (1 << index));
  (data.micromarkExtensions ??= []).push(...enabled.map((part) => part.syntax()));
  (data.fromMarkdownExtensions ??= []).push(...enabled.map((part) => part.fromMarkdown()));
  const parse = this.parser;
  if (!parse || !enabled.some((part) => part.syntax === gfmTableWhereLikely)) return;
  this.parser = (document, file) => {
    tableHeadLines = tableHeadLinesOf(document);
    try {
      return parse(document, file);
    } finally {
      tableHeadLines = undefined;
    }
  };
}
