/**
 * The inline part of the fast Markdown parser: a paragraph's, heading's or table cell's text
 * → mdast phrasing nodes, positioned as micromark positions them. It reads text, code spans,
 * inline links and images, `*`/`_` emphasis and strong, backslash escapes, character
 * references and hard breaks (two trailing spaces); anything else that could be syntax
 * (HTML, autolinks, GFM literals and strikethrough, directives, MDX) throws UNSUPPORTED; a
 * lone `~` and an `@` with no email before it are text.
 * Link references are read against the document's definitions (see References).
 */
import type { Image, Link, LinkReference, PhrasingContent, Text } from 'mdast';
import { characterReference, classify, codeSpanEnd, codeSpanValue, InlineSource, labelEnd, resource } from './inline-syntax.ts';
import { type FastOptions, type Line, identifierOf, positionOf, unsupported } from './lines.ts';

/** Characters that may start syntax; a run of anything else is text. */
const SPECIAL = /[`*_[\]!\\<&~:@{}\n]/g;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
/** What an email literal's local part is made of (micromark-extension-gfm-autolink-literal's atext). */
const EMAIL_ATEXT = /[A-Za-z0-9+\-._]/;
const MAX_DELIMITER_RUNS = 500;

type TextItem = { kind: 'text'; value: string; start: number; end: number };
type Item =
  | TextItem
  | { kind: 'node'; node: PhrasingContent; start: number; end: number }
  | { kind: 'delimiter'; char: string; start: number; end: number; open: boolean; close: boolean };

const literal = (value: string, start: number, end: number): TextItem => ({ kind: 'text', value, start, end });

class InlineParser {
  private readonly text: string;

  constructor(private readonly source: InlineSource) {
    this.text = source.text;
  }

  /** Phrasing nodes of the joined text's [start, end). */
  parse(start: number, end: number): PhrasingContent[] {
    return this.finish(this.resolveEmphasis(this.items(start, end)));
  }

  private items(start: number, end: number): Item[] {
    const { text } = this;
    const items: Item[] = [];
    let index = start;
    while (index < end) {
      SPECIAL.lastIndex = index;
      const found = SPECIAL.exec(text);
      const next = found && found.index < end ? found.index : end;
      if (next > index) {
        const run = text.slice(index, next);
        // GFM links `www.` literals by themselves.
        if (run.includes('.') && /www\./i.test(run)) unsupported();
        items.push(literal(run, index, next));
      }
      if (next === end) break;
      index = this.construct(next, end, items);
    }
    return items;
  }

  /** Read what starts with the special character at `index` into `items`; the index after it. */
  private construct(index: number, end: number, items: Item[]): number {
    const { text } = this;
    const char = text[index]!;
    switch (char) {
      case '`':
        return this.codeSpan(index, end, items);
      case '*':
      case '_':
        return this.delimiterRun(index, items);
      case '!':
        if (text[index + 1] === '[') return this.image(index, end, items);
        break;
      case '[':
        return this.link(index, end, items);
      case ']':
        break;
      case '\\':
        return this.escape(index, end, items);
      case '\n':
        return this.lineEnding(index, items);
      case ':':
        // `:name` is a text directive (remark-directive; `1:1` too), unless a colon comes before it.
        if (this.source.options.directives && index + 1 < end && classify(text, index + 1) === 0 && text[index - 1] !== ':') unsupported();
        // `scheme://` is a GFM autolink literal.
        if (text.startsWith('//', index + 1)) unsupported();
        break;
      case '{':
      case '}':
        if (this.source.options.mdx) unsupported();
        break;
      case '&': {
        const reference = characterReference(text.slice(index, Math.min(end, index + 40)));
        if (!reference) break;
        items.push(literal(reference.value, index, index + reference.length));
        return index + reference.length;
      }
      case '~':
        // GFM strikes through between two runs of tildes: a block with one tilde (`~/.config`) has none.
        if (text.indexOf('~') !== text.lastIndexOf('~')) unsupported();
        break;
      case '@':
        // A GFM email literal has its local part right before the `@`: a mention (`@team`) is text.
        if (EMAIL_ATEXT.test(text[index - 1] ?? ' ')) unsupported();
        break;
      default:
        // `<` (HTML, autolinks, JSX).
        unsupported();
    }
    items.push(literal(char, index, index + 1));
    return index + 1;
  }

  private codeSpan(index: number, end: number, items: Item[]): number {
    const { text } = this;
    let run = index;
    while (text[run] === '`') run++;
    const size = run - index;
    const close = codeSpanEnd(text, run, size);
    if (close === -1 || close > end) unsupported();
    items.push({ kind: 'node', node: { type: 'inlineCode', value: codeSpanValue(this.source.raw(run, close - size)), position: this.position(index, close) }, start: index, end: close });
    return close;
  }

  /** A run of `*` or `_`, with whether it may open and close emphasis, as micromark's attention decides. */
  private delimiterRun(index: number, items: Item[]): number {
    const { text } = this;
    const char = text[index]!;
    let run = index;
    while (text[run] === char) run++;
    if (run - index > 2 || text[index - 1] === '\\') unsupported();
    if (/[*_]/.test(`${text[index - 1] ?? ''}${text[run] ?? ''}`)) unsupported();
    const before = classify(text, index - 1);
    const after = classify(text, run);
    const open = after === 0 || (after === 2 && before !== 0);
    const close = before === 0 || (before === 2 && after !== 0);
    items.push({
      kind: 'delimiter',
      char,
      start: index,
      end: run,
      open: char === '*' ? open : open && (before !== 0 || !close),
      close: char === '*' ? close : close && (after !== 0 || !open),
    });
    return run;
  }

  private escape(index: number, end: number, items: Item[]): number {
    const escaped = this.text[index + 1];
    if (escaped === '\n' || escaped === undefined || index + 1 >= end) unsupported();
    if (!ASCII_PUNCTUATION.test(escaped)) {
      items.push(literal('\\', index, index + 1));
      return index + 1;
    }
    items.push(literal(escaped, index, index + 2));
    return index + 2;
  }

  /** A line ending: part of the text, or a hard break after two spaces or more. */
  private lineEnding(index: number, items: Item[]): number {
    let spaces = 0;
    while (this.text[index - 1 - spaces] === ' ') spaces++;
    const last = items.at(-1);
    if (spaces === 0) {
      items.push(literal('\n', index, index + 1));
      return index + 1;
    }
    if (spaces === 1 || last?.kind !== 'text' || last.end !== index || last.value.length < spaces) unsupported();
    last.value = last.value.slice(0, -spaces);
    last.end -= spaces;
    if (!last.value) items.pop();
    // From the spaces to the next line.
    items.push({ kind: 'node', node: { type: 'break', position: this.position(index - spaces, index + 1) }, start: index - spaces, end: index + 1 });
    return index + 1;
  }

  private link(index: number, end: number, items: Item[]): number {
    // `[^1]` is a GFM footnote call.
    if (this.text[index + 1] === '^') unsupported();
    const close = labelEnd(this.text, index + 1);
    if (close >= end) unsupported();
    if (this.text[close + 1] !== '(') return this.reference(index, close, end, items);
    const { url, title, end: after } = resource(this.text, close + 1);
    if (after > end) unsupported();
    const node: Link = { type: 'link', title, url, children: this.parse(index + 1, close), position: this.position(index, after) };
    items.push({ kind: 'node', node, start: index, end: after });
    return after;
  }

  /**
   * A bracket not followed by `(`: a reference to one of the document's definitions (`[text][label]`,
   * `[label][]`, `[label]`), or, naming none, text whose content is read as any other (micromark's
   * brackets that open no link). Labels across lines, task list markers (`[ ]`, `[x]`), a bracket
   * before `:` (a definition inside a paragraph) and references to no definition but in shortcut
   * form are micromark's. `[!NOTE]` (a GitHub alert's marker) is such text.
   */
  private reference(index: number, close: number, limit: number, items: Item[]): number {
    const { text } = this;
    const defined = this.source.options.references?.defined;
    const label = text.slice(index + 1, close);
    if (!defined || label.length > 999 || label.includes('\n') || !/[^ ]/.test(label) || /^[ xX]$/.test(label) || text[close + 1] === ':') unsupported();
    let end = close + 1;
    let reference: { label: string; referenceType: LinkReference['referenceType'] } | undefined;
    if (text[end] === '[') {
      const labelClose = labelEnd(text, end + 1);
      const second = text.slice(end + 1, labelClose);
      const secondDefined = second.length <= 999 && !second.includes('\n') && /[^ ]/.test(second) && defined.has(identifierOf(second));
      if (second === '' && defined.has(identifierOf(label))) reference = { label, referenceType: 'collapsed' };
      else if (secondDefined) reference = { label: second, referenceType: 'full' };
      // Neither names a definition: both are text (the second is read next).
      else if (second === '' || defined.has(identifierOf(label))) unsupported();
      end = labelClose + 1;
    } else if (defined.has(identifierOf(label))) reference = { label, referenceType: 'shortcut' };
    if (!reference) {
      items.push(literal('[', index, index + 1));
      return index + 1;
    }
    if (end > limit) unsupported();
    const node: LinkReference = { type: 'linkReference', children: this.parse(index + 1, close), position: this.position(index, end), label: reference.label, identifier: identifierOf(reference.label), referenceType: reference.referenceType };
    items.push({ kind: 'node', node, start: index, end });
    return end;
  }

  private image(index: number, end: number, items: Item[]): number {
    const close = labelEnd(this.text, index + 2);
    if (close >= end || this.text[close + 1] !== '(') unsupported();
    const alt = this.text.slice(index + 2, close);
    // Alt text is the description's plain text: only descriptions without syntax are read here.
    if (/[`*_[\]!\\<&~:@{}\n]/.test(alt)) unsupported();
    const { url, title, end: after } = resource(this.text, close + 1);
    if (after > end) unsupported();
    const node: Image = { type: 'image', title, url, alt, position: this.position(index, after) };
    items.push({ kind: 'node', node, start: index, end: after });
    return after;
  }

  /** CommonMark's "process emphasis", for runs of one or two markers used whole. */
  private resolveEmphasis(items: Item[]): Item[] {
    // Each closer looks back through the runs before it: thousands of them in one paragraph
    // are left to micromark rather than searched here in quadratic time.
    if (items.reduce((runs, item) => runs + (item.kind === 'delimiter' ? 1 : 0), 0) > MAX_DELIMITER_RUNS) unsupported();
    let index = 0;
    while (index < items.length) {
      const closer = items[index]!;
      if (closer.kind !== 'delimiter' || !closer.close) {
        index++;
        continue;
      }
      const size = closer.end - closer.start;
      let opener = index - 1;
      for (; opener >= 0; opener--) {
        const candidate = items[opener]!;
        if (candidate.kind !== 'delimiter' || !candidate.open || candidate.char !== closer.char) continue;
        const openSize = candidate.end - candidate.start;
        if ((candidate.close || closer.open) && size % 3 !== 0 && (openSize + size) % 3 === 0) continue;
        // A run used in part (`**a*`) is beyond the subset.
        if (openSize !== size) unsupported();
        break;
      }
      if (opener < 0) {
        index++;
        continue;
      }
      const start = items[opener]!.start;
      const children = this.finish(items.slice(opener + 1, index));
      const node: PhrasingContent = { type: size === 2 ? 'strong' : 'emphasis', children, position: this.position(start, closer.end) } as PhrasingContent;
      items.splice(opener, index - opener + 1, { kind: 'node', node, start, end: closer.end });
      index = opener + 1;
    }
    return items;
  }

  /** Items → nodes: delimiters left over are text, and neighbouring text is one node. */
  private finish(items: readonly Item[]): PhrasingContent[] {
    const nodes: PhrasingContent[] = [];
    let text: { value: string; start: number; end: number } | undefined;
    const flush = () => {
      if (!text) return;
      nodes.push({ type: 'text', value: text.value, position: this.position(text.start, text.end) } satisfies Text);
      text = undefined;
    };
    for (const item of items) {
      if (item.kind === 'node') {
        flush();
        nodes.push(item.node);
        continue;
      }
      const value = item.kind === 'text' ? item.value : this.text.slice(item.start, item.end);
      if (text) {
        text.value += value;
        text.end = item.end;
      } else text = { value, start: item.start, end: item.end };
    }
    flush();
    return nodes;
  }

  /** A node's place; one ending with a line ending ends where the next line starts in the file, as in micromark. */
  private position(start: number, end: number) {
    return positionOf(this.source.at(start), end > start && this.text[end - 1] === '\n' ? this.source.lineStart(end) : this.source.at(end));
  }
}

/**
 * The phrasing content of a block's lines (each without its indentation, the last without
 * trailing spaces); throws UNSUPPORTED outside the subset.
 */
export function parseInline(lines: readonly Line[], options: FastOptions): PhrasingContent[] {
  const read = (): PhrasingContent[] => {
    const source = new InlineSource(lines, options);
    return new InlineParser(source).parse(0, source.text.length);
  };
  if (!options.references) return read();
  // Read once the document's definitions are known: the nodes are filled in then.
  const children: PhrasingContent[] = [];
  options.references.pending.push(() => {
    for (const node of read()) children.push(node);
  });
  return children;
}
