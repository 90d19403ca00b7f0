import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

/** Bump when what is cached changes shape or meaning. */
const FORMAT = 4;

/**
 * A persistent, content-addressed store of compiled results: the key is a hash of every
 * input (page source, docsgen version, config, what links resolve against), so an entry
 * is either right or never found again. One small file per entry, read on demand: a
 * 10,000-page site never holds its whole cache in memory.
 */
export interface CompileCache {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  /** Wait for pending writes. */
  save(): Promise<void>;
}

export function hashKey(...parts: string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/**
 * Open the cache under `dir` for this docsgen version. Other versions' entries are never
 * read, and are removed once this version saves entries of its own.
 */
export function openCompileCache(dir: string, version: string): CompileCache {
  const root = join(dir, `v${FORMAT}-${version}`);
  const pending: Array<Promise<void>> = [];
  let madeRoot = false;
  let pruned = false;
  // One flat folder: ext4 and APFS index large folders, and fan-out folders cost a mkdir each.
  const pathOf = (key: string): string => join(root, `${key}.json`);
  return {
    get<T>(key: string): T | undefined {
      try {
        return JSON.parse(readFileSync(pathOf(key), 'utf8')) as T;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      const path = pathOf(key);
      const tmp = `${path}.${process.pid}.tmp`;
      if (!madeRoot) {
        madeRoot = true;
        try {
          mkdirSync(root, { recursive: true });
        } catch {
          // Unwritable: each write below fails quietly, and the build runs uncached.
        }
      }
      pending.push(
        writeFile(tmp, JSON.stringify(value))
          .then(() => rename(tmp, path))
          .catch(() => {
            // A cache that cannot be written only costs time on the next run.
          }),
      );
    },
    async save() {
      await Promise.all(pending.splice(0));
      // Entries of other docsgen versions (or earlier code, in development) are never read
      // again: remove them once this version has written its own, so the cache stays bounded.
      if (madeRoot && !pruned) {
        pruned = true;
        const stale = (await readdir(dir).catch(() => [] as string[])).filter((name) => /^v\d+-/.test(name) && name !== basename(root));
        await Promise.all(stale.map((name) => rm(join(dir, name), { recursive: true, force: true }).catch(() => undefined)));
      }
    },
  };
}
