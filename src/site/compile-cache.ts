import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rename, renameSync, rmSync, statSync, unlinkSync, writeFile, writeFileSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { encodePack, readPackedText, readPackedTexts, readPackIndex, type PackedEntry } from './cache-pack.ts';
import { jsonPieces, piecesLength, type JsonPieces } from './json-pieces.ts';

/** Bump when what is cached changes shape or meaning. */
const FORMAT = 6;

/**
 * A persistent, content-addressed store of compiled results: the key is a hash of every
 * input (page source, docsgen version, config, what links resolve against), so an entry
 * is either right or never found again. Entries are read on demand: a 10,000-page site
 * never holds its whole cache in memory, only where each key's entry is.
 */
export interface CompileCache {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  /**
   * Write what is pending and wait for it; remove other versions' entries once this version
   * has written some. `compact`, for a build of the whole site: drop the entries it did not
   * use once they outweigh those it did (see compactPacks).
   */
  save(options?: { compact?: boolean }): Promise<void>;
  /**
   * Resolves once the packs in flight leave room for `chars` more characters, so that they
   * are written on libuv's threads, not on the spot: a writer of many entries that waits
   * for it between them never blocks its thread on the disk.
   */
  drained(chars: number): Promise<void>;
  /** Entries being set in the background: `save` waits for them first, then writes them. */
  track(task: Promise<void>): void;
}

/**
 * Characters of entries gathered into one pack file. Entries share files because creating
 * a file is what costs: right after a large folder is deleted (a cold benchmark's `rm -rf`),
 * ext4 without a journal skips the deleted inodes one by one on every create, and a cold
 * build of the 1000 bench pages (~1,000 entries, 31 MB) took 4.92–5.48 s with packs of
 * entries against 5.50–6.03 s with a file per entry.
 */
const PACK_CHARS = 1024 * 1024;
/**
 * Characters of packs in flight at most: an entry's text waits in memory until libuv has
 * written it, and a 10,000-page site's search shards alone are ~230 MB of text. Beyond
 * this a pack is written on the spot (a 2 MB pack takes ~2 ms).
 */
const MAX_PENDING_CHARS = 8 * 1024 * 1024;
/** Packs a folder may hold before `save` merges its small ones (each `docsgen dev` rebuild writes one). */
const MAX_PACKS = 64;
/** Bytes of small packs merged into one at most. */
const MERGE_BYTES = 8 * 1024 * 1024;
/** Bytes a folder may hold beyond twice what a build of the whole site used before compactPacks rewrites it. */
const COMPACT_SLACK_BYTES = 1024 * 1024;

/**
 * Another version's folder is removed once untouched this long: not at once, because a
 * second docsgen (a dev server of the previous version, or docsgen's own tests running
 * from source beside its compiled CLI) may still be using it.
 */
const STALE_AFTER_MS = 60 * 60 * 1000;

export function hashKey(...parts: string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** The pack files of `root` (one version's folder), oldest first. */
function packFiles(root: string): string[] {
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return [];
  }
  const packs: Array<[string, number]> = [];
  for (const name of names) {
    if (!name.endsWith('.pack')) continue;
    const path = join(root, name);
    packs.push([path, statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0]);
  }
  return packs.sort((a, b) => a[1] - b[1]).map(([path]) => path);
}

/**
 * Every entry in `packs`, by key. A key in several (a search shard's slot, rewritten by
 * every build that changes it) is the newest pack's: listed oldest first, later ones win.
 */
function readPackFiles(packs: readonly string[]): Map<string, PackedEntry> {
  const entries = new Map<string, PackedEntry>();
  for (const pack of packs) for (const [key, entry] of readPackIndex(pack) ?? []) entries.set(key, entry);
  return entries;
}

/** Every entry in the pack files of `root` (one version's folder), by key. */
export function readPacks(root: string): Map<string, PackedEntry> {
  return readPackFiles(packFiles(root));
}

/**
 * Merge the smallest packs of a folder holding more than MAX_PACKS into one, so a long
 * `docsgen dev` session does not leave the next build thousands of files to open. Returns
 * the packs merged and where their entries are now (a key also in a newer pack is that
 * pack's still). Another docsgen reading a merged pack meanwhile only misses (and
 * recompiles) its entries.
 */
function mergeSmallPacks(root: string, newPack: () => string): { merged: string[]; places: Map<string, PackedEntry> } {
  const packs = packFiles(root);
  if (packs.length <= MAX_PACKS) return { merged: [], places: new Map() };
  const bySize = packs.map((pack) => [pack, statSync(pack).size] as const).sort((a, b) => a[1] - b[1]);
  const chosen = new Set<string>();
  let total = 0;
  for (const [pack, size] of bySize) {
    if (chosen.size >= 2 && total + size > MERGE_BYTES) break;
    chosen.add(pack);
    total += size;
  }
  // Oldest first, as packFiles lists them: a key's newest text wins.
  const merged = packs.filter((pack) => chosen.has(pack));
  const texts = new Map<string, JsonPieces>();
  for (const pack of merged) for (const [key, text] of readPackedTexts(pack, [...(readPackIndex(pack) ?? [])])) texts.set(key, [text]);
  const places = writePack(newPack(), [...texts]);
  for (const pack of merged) unlinkSync(pack);
  return { merged, places };
}

/** Whether two entries' texts are the same (pieces of an unchanged value are cut alike). */
function samePieces(a: JsonPieces | undefined, b: JsonPieces): boolean {
  return a !== undefined && a.length === b.length && a.every((piece, index) => piece === b[index]);
}

/** Where each entry of an encoded pack is, once it is at `pack`. */
const placedIn = (pack: string, places: ReadonlyArray<[string, number, number]>): Map<string, PackedEntry> => new Map(places.map(([key, start, bytes]) => [key, { pack, start, bytes }]));

/** Write encoded pack bytes beside `path`, then rename them there (never half a pack under its name). */
function writePackBytes(path: string, bytes: Uint8Array): void {
  writeFileSync(`${path}.tmp`, bytes);
  renameSync(`${path}.tmp`, path);
}

/** Write a pack of `entries` at `path`; where each entry is. */
function writePack(path: string, entries: ReadonlyArray<[string, JsonPieces]>): Map<string, PackedEntry> {
  const { bytes, places } = encodePack(entries);
  writePackBytes(path, bytes);
  return placedIn(path, places);
}

/**
 * Rewrite the entries a build of the whole site `used` (found in `known`) into new packs and
 * delete `knownPacks`, once the folder holds more than twice their bytes (and COMPACT_SLACK_BYTES):
 * every edit in `docsgen dev` leaves entries no build reads again (the page's previous
 * compile, its previous search shard), and without this the folder only grows until the
 * next docsgen version. The cost, rewriting what is used, comes once per as many bytes of
 * garbage. An entry dropped that another command needs (a block of a page served from the
 * cache, `docsgen dev`'s rendered pages) is only compiled again. `knownPacks` are the packs
 * this cache read or wrote, those whose every entry a newer one replaced included; packs
 * another docsgen wrote since this one read the folder are not among them: left. Returns
 * where the used entries are now; undefined when the folder is kept as it is.
 */
function compactPacks(root: string, known: ReadonlyMap<string, PackedEntry>, knownPacks: ReadonlySet<string>, used: ReadonlySet<string>, newPack: () => string): Map<string, PackedEntry> | undefined {
  let total = 0;
  for (const name of readdirSync(root)) if (name.endsWith('.pack')) total += statSync(join(root, name), { throwIfNoEntry: false })?.size ?? 0;
  const byPack = new Map<string, Array<[string, PackedEntry]>>();
  let live = 0;
  for (const key of used) {
    const entry = known.get(key);
    if (!entry) continue;
    live += entry.bytes;
    const entries = byPack.get(entry.pack);
    if (entries) entries.push([key, entry]);
    else byPack.set(entry.pack, [[key, entry]]);
  }
  if (total <= 2 * live + COMPACT_SLACK_BYTES) return undefined;
  const moved = new Map<string, PackedEntry>();
  let batch: Array<[string, JsonPieces]> = [];
  let chars = 0;
  const write = (): void => {
    if (!batch.length) return;
    for (const [key, entry] of writePack(newPack(), batch)) moved.set(key, entry);
    batch = [];
    chars = 0;
  };
  for (const [pack, entries] of byPack) {
    for (const [key, text] of readPackedTexts(pack, entries)) {
      batch.push([key, [text]]);
      chars += text.length;
      if (chars >= PACK_CHARS) write();
    }
  }
  write();
  // Only once every used entry is in a new pack: a failed write leaves the folder as it was, plus a pack.
  for (const pack of knownPacks) rmSync(pack, { force: true });
  return moved;
}

/**
 * Open the cache under `dir` for this docsgen version. Other versions' entries are never
 * read; once this version saves entries of its own, the folders of other versions left
 * untouched for an hour are removed.
 *
 * The packs' indexes are read once, so a miss costs no system call (a cold build misses
 * thousands of times). New entries are gathered into packs of ~1 MB, each written on
 * libuv's threads beside its final name and renamed once whole, so a concurrent build
 * never reads half a pack. At most MAX_PENDING_CHARS are in flight, so memory stays bounded.
 */
export function openCompileCache(dir: string, version: string): CompileCache {
  const root = join(dir, `v${FORMAT}-${version}`);
  let stored: Map<string, PackedEntry> | undefined;
  // The pack files read or written: what a compaction replaces.
  let knownPacks = new Set<string>();
  const index = (): Map<string, PackedEntry> => {
    if (!stored) {
      const packs = packFiles(root);
      for (const pack of packs) knownPacks.add(pack);
      stored = readPackFiles(packs);
    }
    return stored;
  };
  // Keys read or written: what a build of the whole site keeps when its save compacts.
  const used = new Set<string>();
  // Entries not yet in a pack on disk, readable meanwhile (a code block repeated on two pages).
  const writing = new Map<string, JsonPieces>();
  let batch: Array<[string, JsonPieces]> = [];
  let batchChars = 0;
  const waiting: Array<() => void> = [];
  // Writers waiting for packs in flight to go under MAX_PENDING_CHARS (see drained).
  const draining: Array<{ chars: number; resolve: () => void }> = [];
  const roomFor = (chars: number): boolean => pending === 0 || pendingChars + batchChars + chars <= MAX_PENDING_CHARS;
  const tracked = new Set<Promise<void>>();
  let pending = 0;
  let pendingChars = 0;
  const prefix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  let packs = 0;
  let madeRoot = false;
  let wrote = false;
  let pruned = false;
  const newPack = (): string => join(root, `${prefix}-${packs++}.pack`);
  const finished = (chars: number): void => {
    pendingChars -= chars;
    pending--;
    for (const writer of draining.filter(({ chars: next }) => roomFor(next))) {
      draining.splice(draining.indexOf(writer), 1);
      writer.resolve();
    }
    if (pending === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  const packed = (entries: ReadonlyArray<[string, JsonPieces]>, places: ReadonlyArray<[string, number, number]>, pack: string): void => {
    wrote = true;
    knownPacks.add(pack);
    const known = index();
    for (const [key, entry] of placedIn(pack, places)) known.set(key, entry);
    for (const [key, text] of entries) if (writing.get(key) === text) writing.delete(key);
  };
  // A cache that cannot be written only costs time on the next run: the batch's entries are
  // dropped. A missing folder (removed while `docsgen dev` ran) is made again by the next `set`.
  const failed = (entries: ReadonlyArray<[string, JsonPieces]>, error: NodeJS.ErrnoException): void => {
    if (error.code === 'ENOENT') madeRoot = false;
    for (const [key, text] of entries) if (writing.get(key) === text) writing.delete(key);
  };
  const flush = (): void => {
    if (!batch.length) return;
    const entries = batch;
    const chars = batchChars;
    batch = [];
    batchChars = 0;
    const { bytes, places } = encodePack(entries);
    const pack = newPack();
    if (pendingChars + chars > MAX_PENDING_CHARS) {
      // Enough in flight: write this one now, so a cold 10,000-page build does not hold
      // every entry's text in memory until the disk catches up.
      try {
        writePackBytes(pack, bytes);
        packed(entries, places, pack);
      } catch (error) {
        failed(entries, error as NodeJS.ErrnoException);
      }
      return;
    }
    pending++;
    pendingChars += chars;
    const tmp = `${pack}.tmp`;
    writeFile(tmp, bytes, (error) => {
      if (error) {
        failed(entries, error);
        return finished(chars);
      }
      rename(tmp, pack, (renameError) => {
        if (renameError) failed(entries, renameError);
        else packed(entries, places, pack);
        finished(chars);
      });
    });
  };
  return {
    get<T>(key: string): T | undefined {
      const unwritten = writing.get(key);
      if (unwritten !== undefined) return JSON.parse(unwritten.join('')) as T;
      const entry = index().get(key);
      const text = entry && readPackedText(entry);
      if (text === undefined) return undefined;
      try {
        const value = JSON.parse(text) as T;
        used.add(key);
        return value;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      used.add(key);
      // In pieces, each written as it is (see jsonPieces).
      const text = jsonPieces(value);
      if (samePieces(writing.get(key), text)) return;
      if (!madeRoot) {
        madeRoot = true;
        try {
          mkdirSync(root, { recursive: true });
        } catch {
          // Unwritable: each write fails quietly, and the next build runs uncached.
        }
      }
      writing.set(key, text);
      batch.push([key, text]);
      batchChars += piecesLength(text);
      if (batchChars >= PACK_CHARS) flush();
    },
    drained(chars) {
      return roomFor(chars) ? Promise.resolve() : new Promise<void>((resolve) => draining.push({ chars, resolve }));
    },
    track(task) {
      const settled = task.catch(() => undefined);
      tracked.add(settled);
      void settled.then(() => tracked.delete(settled));
    },
    async save(options = {}) {
      while (tracked.size) await Promise.all(tracked);
      flush();
      if (pending) await new Promise<void>((resolve) => waiting.push(resolve));
      let compacted = false;
      if (options.compact) {
        try {
          const moved = compactPacks(root, index(), knownPacks, used, newPack);
          if (moved) {
            stored = moved;
            knownPacks = new Set([...moved.values()].map((entry) => entry.pack));
            compacted = true;
          }
        } catch {
          // Left for the next build: the packs it read are all still there.
        }
      }
      if (!wrote) return;
      try {
        if (!compacted) {
          const { merged, places } = mergeSmallPacks(root, newPack);
          const known = index();
          const gone = new Set(merged);
          for (const [key, entry] of places) if (!known.has(key) || gone.has(known.get(key)!.pack)) known.set(key, entry);
          for (const pack of merged) knownPacks.delete(pack);
          for (const entry of places.values()) knownPacks.add(entry.pack);
        }
      } catch {
        // Left for the next save: the packs are all still there, or merged.
      }
      // Entries of other docsgen versions (or earlier code, in development) are never read
      // again: remove them once this version has written its own, so the cache stays bounded.
      if (pruned) return;
      pruned = true;
      const others = (await readdir(dir).catch(() => [] as string[])).filter((name) => /^v\d+-/.test(name) && name !== basename(root));
      const now = Date.now();
      await Promise.all(
        others.map(async (name) => {
          const info = await stat(join(dir, name)).catch(() => undefined);
          if (info && now - info.mtimeMs > STALE_AFTER_MS) await rm(join(dir, name), { recursive: true, force: true }).catch(() => undefined);
        }),
      );
    },
  };
}
