/**
 * What the fast Markdown parser's stages share: a line of a container's content with where
 * it starts in the file, positions as mdast writes them, and the signal that a document uses
 * something the fast parser leaves to micromark.
 */
import { normalizeIdentifier } from 'micromark-util-normalize-identifier';
import type { Point, Position } from 'unist';

/** What the document is read as: MDX (no HTML, `{…}` and JSX are syntax) and with or without `:::` directives. */
export interface FastOptions {
  mdx: boolean;
  /** remark-directive's syntax: `:::name` containers, and `:name` in text (pages have it, OpenAPI descriptions do not). */
  directives: boolean;
  /** The document's link reference definitions (see References); without them, inline content is read at once and references are refused. */
  references?: References;
}

/**
 * A document's link reference definitions, by identifier, collected as its blocks are read;
 * its inline content is read once they all are (`pending`), since a reference may come before
 * its definition, as at the end of a page.
 */
export interface References {
  defined: Set<string>;
  pending: Array<() => void>;
}

/** A label's identifier as mdast-util-from-markdown makes it: micromark's normalised label, lower case. */
export const identifierOf = (label: string): string => normalizeIdentifier(label).toLowerCase();

/** A line of a container's content: its text after the container's indentation, and where that text starts. */
export interface Line {
  text: string;
  /** 1-based line in the file. */
  line: number;
  /** 1-based column of `text[0]`. */
  column: number;
  /** Offset of `text[0]` in the file. */
  offset: number;
  /** Spaces before `text` that are the line's own (a paragraph line's indentation), not its container's. */
  indent?: number;
}

/**
 * Thrown where a document leaves the subset of Markdown the fast parser reproduces exactly;
 * the page is then parsed by micromark. One object: nothing to allocate or capture.
 */
export const UNSUPPORTED: unique symbol = Symbol('docsgen: outside the fast Markdown subset');

export function unsupported(): never {
  throw UNSUPPORTED;
}

/** The point `index` characters into a line's text (its end when `index` is its length). */
export const pointIn = (line: Line, index: number): Point => ({ line: line.line, column: line.column + index, offset: line.offset + index });

export const positionOf = (start: Point, end: Point): Position => ({ start, end });

/** Leading spaces of a line's text. */
export function indentOf(text: string): number {
  let index = 0;
  while (text.charCodeAt(index) === 32) index++;
  return index;
}

export const isBlank = (text: string): boolean => indentOf(text) === text.length;

/** A line's text from `index` on, where it starts in the file. */
export const restOf = (line: Line, index: number): Line => ({ text: line.text.slice(index), line: line.line, column: line.column + index, offset: line.offset + index });
