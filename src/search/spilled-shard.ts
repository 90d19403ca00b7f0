/**
 * A large site's search shards kept in the build's spill file (see TextSpill) from when each
 * is indexed until the index is assembled and written: their postings and page files were
 * ~170 MB at 30,000 bench pages, held from the first page written to the last (the shards
 * come from the search workers meanwhile). Only each shard's terms and term starts stay in
 * memory. Assembling reads each shard's postings back a window at a time, in term order,
 * which is the order it merges them in; each page file is read when it is written.
 */
import type { TextSpill } from '../shared/text-spill.ts';
import type { ShardIndex } from './index-shard.ts';

/** A file of the index kept in the spill: its size, and its bytes when asked for. */
export class SpilledFile {
  constructor(
    private readonly spill: TextSpill,
    private readonly at: number,
    readonly byteLength: number,
  ) {}

  read(): Uint8Array {
    const bytes = new Uint8Array(this.byteLength);
    this.spill.readInto(this.at, bytes);
    return bytes;
  }
}

/** Postings read back per shard at a time, at least: 16 KB, 16 MB for the 1,024 shards of 100,000 pages. */
const WINDOW = 4096;

/** A shard's postings in the spill, read a window at a time (see slice). */
export class SpilledPostings {
  private window = new Uint32Array(0);
  /** Which posting number window[0] is, and how many the window holds. */
  private from = 0;
  private filled = 0;

  constructor(
    private readonly spill: TextSpill,
    private readonly at: number,
    readonly length: number,
  ) {}

  /**
   * Postings numbers `start` to `end` (excluded), valid until the next call: reading them in
   * increasing order, as a merge of sorted terms does, reads each window of the file once.
   */
  slice(start: number, end: number): Uint32Array {
    if (start < this.from || end > this.from + this.filled) {
      const count = Math.min(Math.max(end - start, WINDOW), this.length - start);
      if (this.window.length < count) this.window = new Uint32Array(Math.max(count, WINDOW));
      this.spill.readInto(this.at + start * 4, new Uint8Array(this.window.buffer, 0, count * 4));
      this.from = start;
      this.filled = count;
    }
    return this.window.subarray(start - this.from, end - this.from);
  }
}

/** A shard's index with its postings and page files in the spill. */
export interface SpilledShard extends Omit<ShardIndex, 'postings' | 'pages'> {
  postings: SpilledPostings;
  pages: SpilledFile[];
}

/** A shard as the index keeps it until assembled: in memory, or spilled. */
export type KeptShard = ShardIndex | SpilledShard;

/** A file of the assembled index: in memory, or read from the spill when written. */
export type SearchFile = Uint8Array | SpilledFile;

/** Move `shard`'s postings and page files into `spill`. */
export function spillShard(spill: TextSpill, shard: ShardIndex): SpilledShard {
  const { postings } = shard;
  const at = spill.putBytes(new Uint8Array(postings.buffer, postings.byteOffset, postings.byteLength));
  return {
    terms: shard.terms,
    starts: shard.starts,
    postings: new SpilledPostings(spill, at, postings.length),
    pages: shard.pages.map((file) => new SpilledFile(spill, spill.putBytes(file), file.byteLength)),
    sectionCount: shard.sectionCount,
  };
}

/** The postings of a shard's term number `index` (two numbers each; see ShardIndex). */
export function termPostings(shard: KeptShard, index: number): Uint32Array {
  const start = shard.starts[index]! * 2;
  const end = shard.starts[index + 1]! * 2;
  return shard.postings instanceof SpilledPostings ? shard.postings.slice(start, end) : shard.postings.subarray(start, end);
}

/** A search file's bytes. */
export const searchFileBytes = (file: SearchFile): Uint8Array => (file instanceof SpilledFile ? file.read() : file);
