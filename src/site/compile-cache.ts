import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rename, renameSync, writeFile, writeFileSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';

/** Bump when what is cached changes shape or meaning. */
const FORMAT = 5;

/**
 * A persistent, content-addressed store of compiled results: the key is a hash of every
 * input (page source, docsgen version, config, what links resolve against), so an entry
 * is either right or never found again. One small file per entry, read on demand: a
 * 10,000-page site never holds its whole cache in memory, only the set of its keys.
 */
export interface CompileCache {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  /** Wait for pending writes; remove other versions' entries once this version has written some. */
  save(): Promise<void>;
}

/** Entries written on other threads at once; more are written on the spot. */
const MAX_PENDING_WRITES = 256;
/**
 * Characters of entries in flight at most: an entry's text waits in memory until libuv has
 * written it, and a 10,000-page site's search shards alone are ~230 MB of text. A large
 * entry is written on the spot instead (a 2 MB shard takes ~2 ms).
 */
const MAX_PENDING_CHARS = 8 * 1024 * 1024;

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

/**
 * Open the cache under `dir` for this docsgen version. Other versions' entries are never
 * read; once this version saves entries of its own, the folders of other versions left
 * untouched for an hour are removed.
 *
 * The keys present are listed once, so a miss costs no system call (a cold build misses
 * thousands of times). Entries are written on libuv's threads, with callbacks: creating
 * and renaming thousands of files takes this machine's disk ~0.2 ms each, and
 * `fs/promises` costs the main thread several times the CPU of callbacks. At most
 * `MAX_PENDING_WRITES` (and `MAX_PENDING_CHARS`) are in flight, so memory stays bounded.
 */
export function openCompileCache(dir: string, version: string): CompileCache {
  const root = join(dir, `v${FORMAT}-${version}`);
  let present: Set<string> | undefined;
  const keys = (): Set<string> => {
    if (!present) {
      present = new Set();
      try {
        for (const name of readdirSync(root)) {
          if (name.endsWith('.json')) present.add(name.slice(0, -'.json'.length));
        }
      } catch {
        // No folder yet: nothing cached.
      }
    }
    return present;
  };
  // Entries being written, readable before they reach the disk (a code block repeated on two pages).
  const writing = new Map<string, string>();
  const waiting: Array<() => void> = [];
  let pending = 0;
  let pendingChars = 0;
  let written = 0;
  let madeRoot = false;
  let wrote = false;
  let pruned = false;
  // One flat folder: ext4 and APFS index large folders, and fan-out folders cost a mkdir each.
  const pathOf = (key: string): string => join(root, `${key}.json`);
  const finished = (key: string, text: string): void => {
    if (writing.get(key) === text) writing.delete(key);
    pendingChars -= text.length;
    if (--pending === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  // Written beside, then renamed: a concurrent build never reads half an entry.
  const tmpOf = (path: string): string => `${path}.${process.pid}-${written++}.tmp`;
  const stored = (key: string): void => {
    wrote = true;
    keys().add(key);
  };
  // A cache that cannot be written only costs time on the next run. A missing folder (removed
  // while `docsgen dev` ran) is made again by the next `set`.
  const failed = (error: NodeJS.ErrnoException): void => {
    if (error.code === 'ENOENT') madeRoot = false;
  };
  const write = (key: string, text: string): void => {
    const path = pathOf(key);
    const tmp = tmpOf(path);
    writeFile(tmp, text, (error) => {
      if (error) {
        failed(error);
        return finished(key, text);
      }
      rename(tmp, path, (renameError) => {
        if (renameError) failed(renameError);
        else stored(key);
        finished(key, text);
      });
    });
  };
  const writeNow = (key: string, text: string): void => {
    const path = pathOf(key);
    const tmp = tmpOf(path);
    try {
      writeFileSync(tmp, text);
      renameSync(tmp, path);
      stored(key);
    } catch (error) {
      failed(error as NodeJS.ErrnoException);
    }
  };
  return {
    get<T>(key: string): T | undefined {
      const unwritten = writing.get(key);
      if (unwritten !== undefined) return JSON.parse(unwritten) as T;
      if (!keys().has(key)) return undefined;
      try {
        return JSON.parse(readFileSync(pathOf(key), 'utf8')) as T;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      const text = JSON.stringify(value);
      if (writing.get(key) === text) return;
      if (!madeRoot) {
        madeRoot = true;
        try {
          mkdirSync(root, { recursive: true });
        } catch {
          // Unwritable: each write fails quietly, and the next build runs uncached.
        }
      }
      if (pending >= MAX_PENDING_WRITES || pendingChars + text.length > MAX_PENDING_CHARS) {
        // Enough in flight: write this one now, so a cold 10,000-page build does not hold
        // every entry's text in memory until the disk catches up.
        writeNow(key, text);
        return;
      }
      writing.set(key, text);
      pending++;
      pendingChars += text.length;
      write(key, text);
    },
    async save() {
      if (pending) await new Promise<void>((resolve) => waiting.push(resolve));
      // Entries of other docsgen versions (or earlier code, in development) are never read
      // again: remove them once this version has written its own, so the cache stays bounded.
      if (wrote && !pruned) {
        pruned = true;
        const others = (await readdir(dir).catch(() => [] as string[])).filter((name) => /^v\d+-/.test(name) && name !== basename(root));
        const now = Date.now();
        await Promise.all(
          others.map(async (name) => {
            const info = await stat(join(dir, name)).catch(() => undefined);
            if (info && now - info.mtimeMs > STALE_AFTER_MS) await rm(join(dir, name), { recursive: true, force: true }).catch(() => undefined);
          }),
        );
      }
    },
  };
}
