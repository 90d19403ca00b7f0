/**
 * Postings: the sections a term is in, and how it is in each, as bytes. A fragment file is
 * the postings of neighbouring terms one after another; a dictionary entry says where a
 * term's postings start. Per posting: page, section, fields, weight, name length and, on
 * a site of several versions, the page's version.
 */

/** One section a term is in. */
export interface Posting {
  /** Page number in the index (its file is `p/{page}.bin`). */
  page: number;
  /** Section of the page, 0 being the part before the first heading. */
  section: number;
  /** Bit i: found in field SEARCH_FIELDS[i]; FIRST_SECTION: the section is the page's first; SCHEMA_PAGE: its page is a schema's. */
  fields: number;
  /** How much the term weighs in the section (term frequency, saturated, length-normalised, summed over fields), 0–30. */
  weight: number;
  /** Words in the section's name (its heading; the page title on the first section), 0–255; stored only when the term is in the name. */
  nameLength: number;
  /** Index of the page's docs version in the manifest's list, plus one; 0: no version. */
  version: number;
}

/** The bit of `Posting.fields` set on a page's first section (no heading: named by the page title). */
export const FIRST_SECTION = 1 << 5;
/** The bit of `Posting.fields` set on the sections of a schema page (a data type of a REST reference). */
export const SCHEMA_PAGE = 1 << 6;

/** A growing byte buffer. */
export class ByteWriter {
  bytes = new Uint8Array(1024);
  length = 0;

  private reserve(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + extra));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  byte(value: number): void {
    this.reserve(1);
    this.bytes[this.length++] = value;
  }

  varint(value: number): void {
    this.reserve(5);
    let rest = value;
    while (rest >= 0x80) {
      this.bytes[this.length++] = (rest & 0x7f) | 0x80;
      rest >>>= 7;
    }
    this.bytes[this.length++] = rest;
  }

  /** The bytes written so far, copied (the buffer is reused). */
  take(): Uint8Array {
    const taken = this.bytes.slice(0, this.length);
    this.length = 0;
    return taken;
  }
}

/** Whether a posting's section is named by the term (its heading; the page title on the first section): only then is its name length stored. */
export const inName = (fields: number): boolean => (fields & FIRST_SECTION ? (fields & NAME_FIELD) !== 0 : (fields & HEADING_FIELD) !== 0);
const NAME_FIELD = 1;
const HEADING_FIELD = 2;

/**
 * Append one term's postings, in page and section order: their count, then each property
 * as a column (page differences, sections, fields, weights, name lengths where named,
 * versions), which gzip packs far better than posting after posting.
 */
export function writePostings(writer: ByteWriter, postings: readonly Posting[], versioned: boolean): void {
  writer.varint(postings.length);
  let previous = 0;
  for (const posting of postings) {
    writer.varint(posting.page - previous);
    previous = posting.page;
  }
  for (const posting of postings) writer.varint(posting.section);
  for (const posting of postings) writer.byte(posting.fields);
  for (const posting of postings) writer.byte(posting.weight);
  for (const posting of postings) if (inName(posting.fields)) writer.byte(posting.nameLength);
  if (versioned) for (const posting of postings) writer.byte(posting.version);
}

/** Read the postings of one term from a fragment, at `offset`. */
export function readPostings(bytes: Uint8Array, offset: number, versioned: boolean): Posting[] {
  let at = offset;
  const varint = (): number => {
    let value = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = bytes[at++]!;
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  };
  const count = varint();
  const postings: Posting[] = [];
  let page = 0;
  for (let i = 0; i < count; i++) {
    page += varint();
    postings.push({ page, section: 0, fields: 0, weight: 0, nameLength: 0, version: 0 });
  }
  for (const posting of postings) posting.section = varint();
  for (const posting of postings) posting.fields = bytes[at++]!;
  for (const posting of postings) posting.weight = bytes[at++]!;
  for (const posting of postings) if (inName(posting.fields)) posting.nameLength = bytes[at++]!;
  if (versioned) for (const posting of postings) posting.version = bytes[at++]!;
  return postings;
}
