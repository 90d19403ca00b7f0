/**
 * Text kept in a temporary file instead of memory: a large site's compiled pages (their HTML
 * is most of what a build holds between compiling and writing) and the Markdown twins that
 * llms-full.txt repeats. `put` gives a short token standing for the text; `spilledText`
 * turns a token back into its text and returns any other string as it is, on any thread
 * (the token names the file by its descriptor, which a process's threads share).
 */
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envCount } from './env-count.ts';

/**
 * Pages from which a written build keeps their HTML in a file rather than in memory until
 * they are written (see TextSpill), and from which any build reads a page's text from its file
 * when it needs it rather than holding it from finding the page on (see readLazily): 100,000
 * bench pages held ~1.4 GB of HTML from compiling on, and their sources until compiled.
 * Below, reading each page back costs more than the memory is worth.
 */
export const SPILL_PAGES = 2000;

/** SPILL_PAGES, or `DOCSGEN_SPILL_PAGES` when set (tests spill a small site's pages). */
export function spillFrom(): number {
  return envCount('DOCSGEN_SPILL_PAGES', SPILL_PAGES);
}

/** What starts a token: compiled HTML never starts with NUL (Markdown turns it into U+FFFD). */
const MARK = '\u0000spill:';
/** Bytes gathered before each write to the file. */
const CHUNK = 1 << 20;

/** A file made when first needed: a small site's build makes none. */
export class TextSpill {
  private file: number | undefined;
  private pending = Buffer.alloc(0);
  private pendingBytes = 0;
  /** Bytes in the file, and so where the pending bytes go. */
  private written = 0;
  private closed = false;

  constructor(private readonly dir = tmpdir()) {}

  private get fd(): number {
    if (this.file === undefined) {
      if (this.closed) throw new Error('the spill is closed');
      const path = join(this.dir, `docsgen-spill-${process.pid}-${randomBytes(4).toString('hex')}`);
      this.file = openSync(path, 'w+');
      // Unlinked at once: the file goes with its descriptor, even when the process is killed.
      unlinkSync(path);
      this.pending = Buffer.allocUnsafe(CHUNK);
    }
    return this.file;
  }

  /** Keep `text` in the file; the token stands for it until the spill is closed. */
  put(text: string): string {
    const fd = this.fd;
    const bytes = Buffer.byteLength(text);
    if (this.pendingBytes + bytes > this.pending.length) this.flush();
    const offset = this.written + this.pendingBytes;
    if (bytes > this.pending.length) {
      writeAll(this.fd, Buffer.from(text), this.written);
      this.written += bytes;
    } else {
      this.pending.write(text, this.pendingBytes);
      this.pendingBytes += bytes;
    }
    // Joined rather than a template literal: that makes a tree of nine string pieces (~400
    // bytes instead of ~60), and a large site keeps a token per page until the page is written.
    return [MARK, fd, ':', offset, ':', bytes, ':', text.length].join('');
  }

  /**
   * Keep `bytes` in the file (a large site's search shards: see spilled-shard.ts); returns
   * where they are, for readInto.
   */
  putBytes(bytes: Uint8Array): number {
    const fd = this.fd;
    if (this.pendingBytes + bytes.length > this.pending.length) this.flush();
    const offset = this.written + this.pendingBytes;
    if (bytes.length > this.pending.length) {
      writeAll(fd, bytes, this.written);
      this.written += bytes.length;
    } else {
      this.pending.set(bytes, this.pendingBytes);
      this.pendingBytes += bytes.length;
    }
    return offset;
  }

  /** Fill `target` with the bytes kept at `offset` (see putBytes), on this thread. */
  readInto(offset: number, target: Uint8Array): void {
    if (this.closed) throw new Error('the spill is closed');
    if (offset + target.length > this.written) this.flush();
    readAll(this.fd, target, offset);
  }

  /** Write what `put` gathered: other threads read the file, never this buffer. */
  flush(): void {
    if (!this.pendingBytes || this.file === undefined) return;
    writeAll(this.fd, this.pending.subarray(0, this.pendingBytes), this.written);
    this.written += this.pendingBytes;
    this.pendingBytes = 0;
  }

  /** The text of a token of this spill (read from the buffer when not yet written). */
  read(token: string): string {
    const place = placeOf(token);
    if (place && place.offset >= this.written && !this.closed) return this.pending.toString('utf8', place.offset - this.written, place.offset - this.written + place.bytes);
    return spilledText(token);
  }

  /** Drop the file: its tokens cannot be read any more. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.pending = Buffer.alloc(0);
    if (this.file !== undefined) closeSync(this.file);
  }
}

function writeAll(fd: number, bytes: Uint8Array, position: number): void {
  for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done, position + done);
}

function readAll(fd: number, target: Uint8Array, position: number): void {
  for (let done = 0; done < target.length; ) {
    const read = readSync(fd, target, done, target.length - done, position + done);
    if (read === 0) throw new Error(`spilled data at ${position} is cut short`);
    done += read;
  }
}

interface Place {
  fd: number;
  offset: number;
  bytes: number;
  chars: number;
}

function placeOf(text: string): Place | undefined {
  if (!text.startsWith(MARK)) return undefined;
  const [fd, offset, bytes, chars] = text.slice(MARK.length).split(':').map(Number) as [number, number, number, number];
  return { fd, offset, bytes, chars };
}

/** Whether `text` is a token of a spill. */
export const isSpilled = (text: string): boolean => text.startsWith(MARK);

/** The text a token stands for (written to its file: see TextSpill.flush); any other string as it is. */
export function spilledText(text: string): string {
  const place = placeOf(text);
  if (!place) return text;
  const buffer = Buffer.allocUnsafe(place.bytes);
  readAll(place.fd, buffer, place.offset);
  return buffer.toString('utf8');
}

/** The length of the text, spilled or not, without reading it. */
export const spilledLength = (text: string): number => placeOf(text)?.chars ?? text.length;
