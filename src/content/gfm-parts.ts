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
import type { Extension as MicromarkExtension } from 'micromark-util-types';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Processor } from 'unified';

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
  { possible: (prose) => prose.includes('|'), syntax: gfmTable, fromMarkdown: gfmTableFromMarkdown },
  { possible: (prose) => /\[[ xX]\]/.test(prose), syntax: gfmTaskListItem, fromMarkdown: gfmTaskListItemFromMarkdown },
];

/** Which GFM parts a page needs, as a bit mask (bit i: `PARTS[i]`). */
export function gfmPartsFor(prose: string): number {
  return PARTS.reduce((mask, part, index) => (part.possible(prose) ? mask | (1 << index) : mask), 0);
}

export const ALL_GFM_PARTS = (1 << PARTS.length) - 1;

/** A remark plugin adding the GFM parts in `mask`, like remark-gfm does for all of them. */
export function remarkGfmParts(this: Processor, mask: number): void {
  const data = this.data();
  const enabled = PARTS.filter((_, index) => mask & (1 << index));
  (data.micromarkExtensions ??= []).push(...enabled.map((part) => part.syntax()));
  (data.fromMarkdownExtensions ??= []).push(...enabled.map((part) => part.fromMarkdown()));
}
