/**
 * A twin keeps the page's Markdown as its author wrote it: each node is its own source text,
 * with only what a reader outside the site cannot use replaced in place (link targets made
 * absolute, inline components and expressions as their text). Code blocks are thus copied
 * byte for byte, and a page with nothing to replace costs one slice.
 */
import type { Nodes } from 'mdast';

/** The text of a part of the page's source with some of its ranges replaced. */
export interface SourceEdit {
  start: number;
  end: number;
  text: string;
}

/** The offsets of a node in the source it was parsed from; undefined for a node made by a transform. */
export function offsetsOf(node: Nodes): { start: number; end: number } | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? undefined : { start, end };
}

/**
 * Lines after the first of a block cut out of a container lose the container's indentation
 * (a `<TabItem>` body indented by two, a list item's): at most `columns` characters of
 * spaces, tabs or `>` markers, so that the block reads as it would at the top level.
 */
export function dedent(text: string, columns: number): string {
  if (columns <= 0 || !text.includes('\n')) return text;
  return text.replace(/\n([ \t>]+)/g, (_, prefix: string) => `\n${prefix.slice(Math.min(columns, prefix.length))}`);
}

/** `source[start, end)` with `edits` applied; edits lie inside the range and do not overlap. */
export function applyEdits(source: string, start: number, end: number, edits: SourceEdit[]): string {
  if (edits.length === 0) return source.slice(start, end);
  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let at = start;
  for (const edit of edits) {
    if (edit.start < at || edit.end > end) continue;
    out += source.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + source.slice(at, end);
}

/** The longest run of `char` in `text`: a fence must be longer than any run inside. */
function longestRun(text: string, char: string): number {
  let longest = 0;
  for (const match of text.matchAll(char === '`' ? /`+/g : /~+/g)) longest = Math.max(longest, match[0].length);
  return longest;
}

/** A fenced code block with exactly `code` inside, whatever fences the code itself holds. */
export function fence(code: string, lang?: string | null, meta?: string | null): string {
  const marker = '`'.repeat(Math.max(3, longestRun(code, '`') + 1));
  const info = [lang, meta].filter(Boolean).join(' ');
  return `${marker}${info}\n${code}${code === '' ? '' : '\n'}${marker}`;
}

/** A code span holding `code` exactly: more backticks around it than any run inside. */
export function codeSpan(code: string): string {
  const ticks = '`'.repeat(longestRun(code, '`') + 1);
  return /^`|`$/.test(code) ? `${ticks} ${code} ${ticks}` : `${ticks}${code}${ticks}`;
}

/** `text` as a blockquote: every line prefixed, blank ones with a bare `>`. */
export const quote = (text: string): string => text.split('\n').map((line) => (line ? `> ${line}` : '>')).join('\n');

/** Lines after the first indented by `width` spaces: the body of a list item after its marker. */
export const indentAfterFirst = (text: string, width: number): string => text.replace(/\n(?=.)/g, `\n${' '.repeat(width)}`);

/** Plain text of an HTML fragment left in Markdown: tags and comments go, entities stay as written. */
export const htmlText = (html: string): string => html.replace(/<!--[\s\S]*?-->/g, '').replace(/<\/?[a-zA-Z][^>]*>/g, '');

/** A fence line as a line-by-line pass sees it, list markers and `>` before it allowed (see parse-markdown.ts). */
export const FENCE_LINE = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*(`{3,}|~{3,})/;

/** Whether `line` closes a fence opened with `fence`: the same character, at least as many, nothing after. */
export function closesFence(line: string, fence: string): boolean {
  const rest = line.replace(/^[ \t>]*/, '').trimEnd();
  return rest.length >= fence.length && rest === fence[0]!.repeat(rest.length);
}

/**
 * Runs of blank lines outside fenced code as one, so that the blocks of a twin are one blank
 * line apart however the source spaced them; code keeps its blank lines.
 */
export function tidy(text: string): string {
  if (!text.includes('\n\n\n')) return text;
  let fence: string | undefined;
  let blank = false;
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (fence === undefined) fence = FENCE_LINE.exec(line)?.[1];
    else if (closesFence(line, fence)) fence = undefined;
    const isBlank = fence === undefined && line.trim() === '';
    if (isBlank && blank) continue;
    blank = isBlank;
    out.push(line);
  }
  return out.join('\n');
}
