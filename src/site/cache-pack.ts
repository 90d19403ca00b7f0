import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { piecesLength, type JsonPieces } from './json-pieces.ts';

/**
 * A pack file: many cache entries in one file (see compile-cache.ts). Its layout is a
 * header line `docsgen-pack <index bytes>`, the index as JSON, `[[key, offset, bytes], …]`,
 * then the entries' JSON texts back to back, each at its offset from the index's end.
 */
const MAGIC = 'docsgen-pack';
const HEADER = new RegExp(`^${MAGIC} (\\d+)$`);
/** Read at once when a pack is opened: the index of a pack of ~1 MB of entries fits in it. */
const HEAD_BYTES = 64 * 1024;

/** Where an entry's text is: its pack file, its first byte and its length in bytes. */
export interface PackedEntry {
  pack: string;
  start: number;
  bytes: number;
}

/** Entries of a pack of up to ~1 MB are encoded here first (3 bytes per character at most), then copied out at their size. */
let encoding: Buffer | undefined;
const ENCODING_BYTES = 3 * 1024 * 1024;

/** `entries` (key, JSON text in pieces) as the bytes of one pack, with each entry's place in it. */
export function encodePack(entries: ReadonlyArray<readonly [key: string, text: JsonPieces]>): { bytes: Buffer; places: Array<[key: string, start: number, bytes: number]> } {
  let chars = 0;
  for (const [, pieces] of entries) chars += piecesLength(pieces);
  // A pack in flight holds only its own bytes (a 10,000-page build has up to 8 MB in flight).
  // Measuring a text's UTF-8 length costs a pass over it: only a pack too large for the
  // buffer (an API reference's chunk, a search shard) has its texts measured first, then
  // encoded straight into the pack's own buffer (encoded apart and then concatenated, GitHub's
  // reference spent ~0.1 s more, and as much garbage, on its ~100 MB of pages). Each piece is
  // written as it is, never joined to the others.
  encoding ??= Buffer.allocUnsafe(ENCODING_BYTES);
  const fits = chars * 3 <= encoding.length;
  const index: Array<[string, number, number]> = [];
  let used = 0;
  for (const [key, pieces] of entries) {
    let bytes = 0;
    for (const piece of pieces) bytes += fits ? encoding.write(piece, used + bytes) : Buffer.byteLength(piece);
    index.push([key, used, bytes]);
    used += bytes;
  }
  const indexText = JSON.stringify(index);
  const indexBytes = Buffer.byteLength(indexText);
  const header = `${MAGIC} ${indexBytes}\n`;
  const dataStart = header.length + indexBytes;
  const bytes = Buffer.allocUnsafe(dataStart + used);
  bytes.write(header, 0, 'latin1');
  bytes.write(indexText, header.length);
  if (fits) encoding.copy(bytes, dataStart, 0, used);
  else {
    let at = dataStart;
    for (const [, pieces] of entries) for (const piece of pieces) at += bytes.write(piece, at);
  }
  return { bytes, places: index.map(([key, offset, length]) => [key, dataStart + offset, length]) };
}

/** Reused for every read (reads are synchronous): a warm build reads ~1,000 entries, garbage otherwise. */
let scratch = Buffer.allocUnsafe(256 * 1024);
/** Larger reads get a buffer of their own rather than growing the one kept. */
const MAX_SCRATCH = 4 * 1024 * 1024;

/** Read `bytes` bytes of `fd` from `position` into a buffer valid until the next read; fewer when the file is shorter. */
function readAt(fd: number, bytes: number, position: number): Buffer {
  if (bytes > scratch.length && bytes <= MAX_SCRATCH) scratch = Buffer.allocUnsafe(bytes);
  const buffer = bytes <= scratch.length ? scratch : Buffer.allocUnsafe(bytes);
  let read = 0;
  while (read < bytes) {
    const got = readSync(fd, buffer, read, bytes - read, position + read);
    if (got === 0) break;
    read += got;
  }
  return buffer.subarray(0, read);
}

/** The entries of the pack at `path`, by key; undefined when it is not a whole pack. */
export function readPackIndex(path: string): Map<string, PackedEntry> | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return undefined;
  }
  try {
    const head = readAt(fd, HEAD_BYTES, 0);
    const newline = head.indexOf(10);
    const match = newline > 0 ? HEADER.exec(head.toString('latin1', 0, newline)) : null;
    if (!match) return undefined;
    const indexBytes = Number(match[1]);
    const dataStart = newline + 1 + indexBytes;
    const indexText = (dataStart <= head.length ? head.subarray(newline + 1, dataStart) : readAt(fd, indexBytes, newline + 1)).toString('utf8');
    const entries = new Map<string, PackedEntry>();
    for (const [key, offset, bytes] of JSON.parse(indexText) as Array<[string, number, number]>) entries.set(key, { pack: path, start: dataStart + offset, bytes });
    return entries;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * The JSON texts of `entries` (of the pack at `path`), by key, read with one open: those
 * the pack no longer holds whole are left out. Empty when the pack is gone.
 */
export function readPackedTexts(path: string, entries: ReadonlyArray<readonly [key: string, entry: PackedEntry]>): Map<string, string> {
  const texts = new Map<string, string>();
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    return texts;
  }
  for (const [key, { start, bytes: length }] of entries) {
    if (start + length <= bytes.length) texts.set(key, bytes.toString('utf8', start, start + length));
  }
  return texts;
}

/** The JSON text of one packed entry; undefined when its pack is gone or cut short. */
export function readPackedText(entry: PackedEntry): string | undefined {
  let fd: number;
  try {
    fd = openSync(entry.pack, 'r');
  } catch {
    return undefined;
  }
  try {
    const buffer = readAt(fd, entry.bytes, entry.start);
    return buffer.length === entry.bytes ? buffer.toString('utf8') : undefined;
  } finally {
    closeSync(fd);
  }
}
