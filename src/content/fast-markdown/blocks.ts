/**
 * The block part of the fast Markdown parser: a container's lines → mdast flow nodes,
 * positioned as micromark positions them. It reads paragraphs, ATX headings, fenced code,
 * thematic breaks, block quotes, `:::` container directives, lists and GFM tables, each
 * starting at the container's left edge, and one-line link reference definitions at the
 * document's top level; indented blocks, HTML, other definitions, setext headings, lazy
 * continuation lines and tabs throw UNSUPPORTED.
 */
import type { BlockContent, Blockquote, Code, Definition, Heading, List, ListItem, Paragraph, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { parseInline } from './inline.ts';
import { type FastOptions, type Line, identifierOf, indentOf, isBlank, pointIn, positionOf, restOf, unsupported } from './lines.ts';
import { parseTable, tableHeadAt } from './table.ts';

const ATX = /^(#{1,6})(?: +|$)/;
const FENCE = /^(`{3,}|~{3,})(.*)$/;
const CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,}) *$/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?: *\1){2,} *$/;
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+) *$/;
const DIRECTIVE = /^(:{3,})([A-Za-z][\w-]*)(?:\[([^[\]\\]+)\])? *$/;
const CLOSING_DIRECTIVE = /^ {0,3}(:{3,}) *$/;
const BULLET = /^([-*+])( {1,4})(?=[^ ])/;
const ORDERED = /^(\d{1,9})([.)])( {1,4})(?=[^ ])/;
const LIST_LIKE = /^(?:[-*+]|\d{1,9}[.)])(?: |$)/;
const DEFINITION = /^\[(?:[^\]\\]|\\.)*\]:/;
/** A definition on one line whose label, destination and title hold nothing to decode: `[label]: /url "title"`. */
const SIMPLE_DEFINITION = /^\[([^[\]\\^&][^[\]\\&]{0,998})\]: *([^\s<>()\\&]+)(?: +"([^"\\&]*)"| +'([^'\\&]*)'| +\(([^()\\&]*)\))? *$/;

interface Marker {
  /** `-`, `*`, `+`, or the ordered delimiter `.` / `)` after a number. */
  kind: string;
  ordered: boolean;
  start: number;
  /** Where the item's content starts: the marker and the spaces after it. */
  width: number;
}

function markerOf(text: string): Marker | undefined {
  // `* * *` is a thematic break before it is a list item.
  if (THEMATIC_BREAK.test(text)) return undefined;
  const bullet = BULLET.exec(text);
  if (bullet) return { kind: bullet[1]!, ordered: false, start: 0, width: bullet[0].length };
  const ordered = ORDERED.exec(text);
  if (ordered) return { kind: ordered[2]!, ordered: true, start: Number.parseInt(ordered[1]!, 10), width: ordered[0].length };
  return undefined;
}

/**
 * Whether a line that is not indented into the open list item ends it (it starts a block that
 * may interrupt a paragraph) rather than continuing its paragraph lazily. A lazy line, or one
 * this parser cannot tell, throws.
 */
function endsItem(text: string): boolean {
  if (ATX.test(text) || FENCE.test(text) || THEMATIC_BREAK.test(text) || text[0] === '>') return true;
  const marker = markerOf(text);
  if (marker && (!marker.ordered || marker.start === 1)) return true;
  return unsupported();
}

class BlockParser {
  private index = 0;
  /** A blank line between two of this container's blocks (a list item with one is spread). */
  blankBetween = false;
  /** Parsing (or nested in) a block quote's content, where micromark ends a list where the next line starts. */
  inQuote = false;
  /** Parsing the document's own lines, not a container's: the only place definitions are read. */
  topLevel = false;

  constructor(
    private readonly lines: readonly Line[],
    private readonly options: FastOptions,
    /** How many list items hold these lines: in one, the blank lines after a nested list are beyond the subset. */
    private readonly listDepth: number,
  ) {}

  blocks(): RootContent[] {
    const { lines } = this;
    const blocks: RootContent[] = [];
    let blankBefore = false;
    while (this.index < lines.length) {
      const line = lines[this.index]!;
      if (isBlank(line.text)) {
        this.index++;
        blankBefore = blocks.length > 0;
        continue;
      }
      if (blankBefore) {
        // Whether micromark counts the blank lines after a nested list for the item is not known here.
        if (this.listDepth && blocks.at(-1)!.type === 'list') unsupported();
        this.blankBetween = true;
      }
      blocks.push(this.block(line));
      blankBefore = false;
    }
    return blocks;
  }

  private block(line: Line): RootContent {
    const { text } = line;
    if (text.includes('\t') || text[0] === ' ') unsupported();
    const first = text[0]!;
    if (first === '<') unsupported();
    if (DEFINITION.test(text)) return this.definition(line);
    if (first === '>') return this.blockquote();
    if (this.options.mdx && /^(?:import|export)\b/.test(text)) unsupported();
    if (first === '#' && ATX.test(text)) return this.heading(line);
    if ((first === '`' || first === '~') && FENCE.test(text)) return this.code(line);
    if (THEMATIC_BREAK.test(text)) {
      if (!/^(?:\*{3,}|-{3,}|_{3,})$/.test(text)) unsupported();
      this.index++;
      return { type: 'thematicBreak', position: positionOf(pointIn(line, 0), pointIn(line, text.length)) };
    }
    if (first === ':' && text.startsWith('::') && this.options.directives) return this.directive(line);
    if (LIST_LIKE.test(text)) {
      if (this.inQuote) unsupported();
      return this.list();
    }
    const head = tableHeadAt(this.lines, this.index);
    if (head) {
      // micromark reads a table in a nested list as a paragraph after a fenced code in the outer item.
      if (this.listDepth > 1) unsupported();
      const { table, next } = parseTable(this.lines, this.index, head, this.options);
      this.index = next;
      return table;
    }
    return this.paragraph(line);
  }

  /**
   * A link reference definition: only at the document's top level, on a line of its own
   * followed by a blank line, another definition or the end (a title on the next line, or a
   * paragraph a definition starts, is micromark's).
   */
  private definition(line: Line): Definition {
    const match = SIMPLE_DEFINITION.exec(line.text);
    const { references } = this.options;
    if (!match || !references || this.listDepth || this.inQuote || !this.topLevel || !/[^ ]/.test(match[1]!)) return unsupported();
    const next = this.lines[this.index + 1];
    if (next && !isBlank(next.text) && !DEFINITION.test(next.text)) unsupported();
    this.index++;
    const [, label, url, ...titles] = match;
    const identifier = identifierOf(label!);
    references.defined.add(identifier);
    return { type: 'definition', identifier, label: label!, title: titles.find((title) => title !== undefined) ?? null, url: url!, position: positionOf(pointIn(line, 0), pointIn(line, line.text.length)) };
  }

  private heading(line: Line): Heading {
    const { text } = line;
    const [marker, hashes] = ATX.exec(text)!;
    const depth = hashes!.length;
    const content = text.slice(marker.length);
    // Empty headings, closing sequences and trailing spaces are left to micromark.
    if (!content || content.endsWith(' ') || /(?:^| )#+$/.test(content)) unsupported();
    this.index++;
    const children = parseInline([restOf(line, text.length - content.length)], this.options);
    return { type: 'heading', depth: depth as Heading['depth'], children, position: positionOf(pointIn(line, 0), pointIn(line, text.length)) };
  }

  private code(line: Line): Code {
    const [, fence, rest] = FENCE.exec(line.text)!;
    const info = rest!.trim();
    if ((fence![0] === '`' && info.includes('`')) || /[\\&]/.test(info)) unsupported();
    const lang = info ? info.split(/ +/, 1)[0]! : null;
    const meta = info.slice(lang?.length ?? 0).trim() || null;
    const content: string[] = [];
    for (let index = this.index + 1; index < this.lines.length; index++) {
      const current = this.lines[index]!;
      const closing = CLOSING_FENCE.exec(current.text)?.[1];
      if (closing && closing[0] === fence![0] && closing.length >= fence!.length) {
        this.index = index + 1;
        return { type: 'code', lang, meta, value: content.join('\n'), position: positionOf(pointIn(line, 0), pointIn(current, current.text.length)) };
      }
      content.push(current.text);
    }
    return unsupported();
  }

  private directive(line: Line): ContainerDirective {
    const match = DIRECTIVE.exec(line.text);
    if (!match || this.listDepth) unsupported();
    const [, colons, name, label] = match;
    const content: Line[] = [];
    let fence: string | undefined;
    for (let index = this.index + 1; index < this.lines.length; index++) {
      const current = this.lines[index]!;
      const { text } = current;
      if (fence) {
        // Whether such a line closes the directive inside code is left to micromark.
        if (/^ *:{3,}/.test(text)) unsupported();
        const closing = CLOSING_FENCE.exec(text)?.[1];
        if (closing && closing[0] === fence[0] && closing.length >= fence.length) fence = undefined;
      } else {
        const closing = CLOSING_DIRECTIVE.exec(text)?.[1];
        if (closing && closing.length >= colons!.length) {
          this.index = index + 1;
          const children = this.nested(content, this.listDepth).blocks() as ContainerDirective['children'];
          if (label) {
            const labelStart = colons!.length + name!.length;
            const labelLine = restOf(line, labelStart + 1);
            children.unshift({
              type: 'paragraph',
              data: { directiveLabel: true },
              children: parseInline([{ ...labelLine, text: label }], this.options),
              position: positionOf(pointIn(line, labelStart), pointIn(line, labelStart + label.length + 2)),
            } as Paragraph);
          }
          return { type: 'containerDirective', name: name!, attributes: {}, children, position: positionOf(pointIn(line, 0), pointIn(current, text.length)) };
        }
        const nested = /^ {0,3}(:{3,})[A-Za-z]/.exec(text)?.[1];
        if (nested && nested.length >= colons!.length) unsupported();
        fence = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
      }
      content.push(current);
    }
    return unsupported();
  }

  /** `>` lines: their content without the marker and one space after it, parsed as blocks. */
  private blockquote(): Blockquote {
    const { lines } = this;
    const first = lines[this.index]!;
    const content: Line[] = [];
    let next = this.index;
    for (; next < lines.length && lines[next]!.text[0] === '>'; next++) {
      const line = lines[next]!;
      content.push(restOf(line, line.text[1] === ' ' ? 2 : 1));
    }
    // A line after the quote that is not blank may continue its paragraph lazily.
    if (next < lines.length && !isBlank(lines[next]!.text)) unsupported();
    const last = content.at(-1)!;
    if (isBlank(last.text)) unsupported();
    this.index = next;
    const quoted = this.nested(content, this.listDepth);
    quoted.inQuote = true;
    const children = quoted.blocks() as Blockquote['children'];
    return { type: 'blockquote', children, position: positionOf(pointIn(first, 0), pointIn(last, last.text.length)) };
  }

  private list(): List {
    const { lines } = this;
    const firstLine = lines[this.index]!;
    const first = markerOf(firstLine.text);
    if (!first) return unsupported();
    const items: ListItem[] = [];
    let spread = false;
    for (;;) {
      const markerLine = lines[this.index]!;
      const marker = markerOf(markerLine.text)!;
      const content: Line[] = [restOf(markerLine, marker.width)];
      let next = this.index + 1;
      let blankBefore = false;
      for (; next < lines.length; next++) {
        const current = lines[next]!;
        if (isBlank(current.text)) {
          content.push(restOf(current, Math.min(marker.width, current.text.length)));
          blankBefore = true;
          continue;
        }
        if (indentOf(current.text) >= marker.width) {
          content.push(restOf(current, marker.width));
          blankBefore = false;
          continue;
        }
        const sibling = markerOf(current.text);
        if (blankBefore || (sibling && sibling.kind === marker.kind) || endsItem(current.text)) break;
      }
      let trailing = 0;
      while (isBlank(content.at(-1)!.text)) {
        content.pop();
        trailing++;
      }
      const parser = this.nested(content, this.listDepth + 1);
      const children = parser.blocks() as ListItem['children'];
      const last = content.at(-1)!;
      items.push({ type: 'listItem', spread: parser.blankBetween, checked: null, children, position: positionOf(pointIn(markerLine, 0), pointIn(last, last.text.length)) });
      const following = lines[next];
      const sibling = following ? markerOf(following.text) : undefined;
      if (!following || !sibling || sibling.kind !== marker.kind) {
        // Blank lines after the last item are the list's ending, not between items.
        this.index = next - trailing;
        break;
      }
      if (trailing) spread = true;
      this.index = next;
    }
    return {
      type: 'list',
      ordered: first.ordered,
      start: first.ordered ? first.start : null,
      spread,
      children: items,
      position: positionOf(pointIn(firstLine, 0), items.at(-1)!.position!.end),
    };
  }

  private paragraph(line: Line): Paragraph {
    const { lines } = this;
    const content: Line[] = [line];
    let next = this.index + 1;
    for (; next < lines.length; next++) {
      const { text } = lines[next]!;
      if (isBlank(text)) break;
      if (text.includes('\t') || SETEXT_UNDERLINE.test(text) || /^[ |:-]+$/.test(text)) unsupported();
      const indent = indentOf(text);
      const rest = text.slice(indent);
      if (indent < 4) {
        if (ATX.test(rest) || FENCE.test(rest) || THEMATIC_BREAK.test(rest) || LIST_LIKE.test(rest) || rest[0] === '>') {
          if (indent > 0 || !endsItem(rest)) unsupported();
          break;
        }
        if (rest[0] === '<' || (rest[0] === ':' && this.options.directives)) unsupported();
      } else if (this.options.mdx) {
        // MDX has no indented code: such a line may start a block there.
        unsupported();
      }
      content.push({ ...restOf(lines[next]!, indent), indent });
    }
    this.index = next;
    const last = content.at(-1)!;
    content[content.length - 1] = { ...last, text: last.text.trimEnd() };
    const children = parseInline(content, this.options);
    return { type: 'paragraph', children, position: positionOf(pointIn(line, 0), pointIn(last, last.text.length)) };
  }

  private nested(lines: readonly Line[], listDepth: number): BlockParser {
    const parser = new BlockParser(lines, this.options, listDepth);
    parser.inQuote = this.inQuote;
    return parser;
  }
}

/** The flow content of a document's lines; throws UNSUPPORTED outside the subset. */
export function parseBlocks(lines: readonly Line[], options: FastOptions): BlockContent[] {
  const parser = new BlockParser(lines, options, 0);
  parser.topLevel = true;
  return parser.blocks() as BlockContent[];
}
