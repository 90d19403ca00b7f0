/**
 * GFM tables for the fast Markdown parser: a head row, a delimiter row and body rows with the
 * same number of cells, each cell's text parsed inline. Escaped pipes, ragged rows and rows
 * that could be read as another block are left to micromark.
 */
import type { AlignType, Table, TableCell, TableRow } from 'mdast';
import { parseInline } from './inline.ts';
import { type FastOptions, type Line, indentOf, isBlank, pointIn, positionOf, restOf, unsupported } from './lines.ts';

const DELIMITER_CELL = /^ *(:?)-+(:?) *$/;
/** Lines a body row must not look like: they could start another block. */
const OTHER_BLOCK = /^ {0,3}(?:[#>`~<:]|[-*+_](?: |$)|\d{1,9}[.)](?: |$))/;

interface Cell {
  /** Where the cell starts (at its pipe, when it has one before it) and ends in the line's text. */
  start: number;
  end: number;
  /** Its content, trimmed. */
  contentStart: number;
  contentEnd: number;
}

/** A row's cells; undefined when the line has no pipe. */
function splitRow(text: string): Cell[] | undefined {
  if (text.includes('\\|')) unsupported();
  const first = indentOf(text);
  const last = text.trimEnd().length;
  const pipes: number[] = [];
  for (let index = text.indexOf('|', first); index !== -1 && index < last; index = text.indexOf('|', index + 1)) pipes.push(index);
  if (!pipes.length) return undefined;
  if (last - first === 1) unsupported();
  const leading = pipes[0] === first;
  const trailing = pipes.at(-1) === last - 1;
  // Each cell starts at the pipe before it (the first, without a leading pipe, at its text).
  const starts = [...(leading ? [] : [first]), ...pipes.slice(0, trailing ? -1 : undefined)];
  return starts.map((start, index) => {
    const from = text[start] === '|' ? start + 1 : start;
    const to = index + 1 < starts.length ? starts[index + 1]! : trailing ? last - 1 : last;
    let contentStart = from;
    while (contentStart < to && text[contentStart] === ' ') contentStart++;
    let contentEnd = to;
    while (contentEnd > contentStart && text[contentEnd - 1] === ' ') contentEnd--;
    // The last cell ends with the line, trailing whitespace included.
    return { start, end: index + 1 < starts.length ? to : text.length, contentStart, contentEnd };
  });
}

function alignOf(text: string): AlignType[] | undefined {
  const cells = splitRow(text);
  if (!cells) return undefined;
  const align: AlignType[] = [];
  for (const cell of cells) {
    const match = DELIMITER_CELL.exec(text.slice(cell.contentStart, cell.contentEnd));
    if (!match) return undefined;
    align.push(match[1] && match[2] ? 'center' : match[1] ? 'left' : match[2] ? 'right' : null);
  }
  return align;
}

/** A table's head row and the alignment of its columns. */
export interface TableHead {
  cells: Cell[];
  align: AlignType[];
}

/** The head of the table `lines[index]` starts (a row, then a delimiter row with as many cells), if it does. */
export function tableHeadAt(lines: readonly Line[], index: number): TableHead | undefined {
  const next = lines[index + 1];
  if (!next || !lines[index]!.text.includes('|') || !/^[ |:-]+$/.test(next.text) || !next.text.includes('-')) return undefined;
  const cells = splitRow(lines[index]!.text);
  const align = alignOf(next.text);
  if (!cells || !align || cells.length !== align.length) unsupported();
  return { cells, align };
}

function row(line: Line, cells: readonly Cell[], options: FastOptions): TableRow {
  const children: TableCell[] = cells.map((cell) => ({
    type: 'tableCell',
    children: cell.contentEnd > cell.contentStart ? parseInline([{ ...restOf(line, cell.contentStart), text: line.text.slice(cell.contentStart, cell.contentEnd) }], options) : [],
    position: positionOf(pointIn(line, cell.start), pointIn(line, cell.end)),
  }));
  return { type: 'tableRow', children, position: positionOf(pointIn(line, indentOf(line.text)), pointIn(line, line.text.length)) };
}

/** The table starting at `lines[index]` with `head` (see tableHeadAt), and the index of the line after it. */
export function parseTable(lines: readonly Line[], index: number, { cells: headCells, align }: TableHead, options: FastOptions): { table: Table; next: number } {
  const rows = [row(lines[index]!, headCells, options)];
  let next = index + 2;
  for (; next < lines.length && !isBlank(lines[next]!.text); next++) {
    const line = lines[next]!;
    if (line.text.includes('\t') || OTHER_BLOCK.test(line.text)) unsupported();
    const cells = splitRow(line.text);
    if (!cells || cells.length !== align.length) unsupported();
    rows.push(row(line, cells, options));
  }
  const last = rows.at(-1)!.position!.end;
  const end = rows.length > 1 ? last : pointIn(lines[index + 1]!, lines[index + 1]!.text.length);
  return { table: { type: 'table', align, children: rows, position: positionOf(rows[0]!.position!.start, end) }, next };
}
