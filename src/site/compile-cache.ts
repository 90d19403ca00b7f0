import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';

/** Bump when what is cached changes shape or meaning. */
const FORMAT = 4;

/**
 * A persistent, content-addressed store of compiled results: the key is a hash of every
 * input (page source, docsgen version, config, what links resolve against), so an entry
 * is either right or never found again. One small file per entry, read on demand: a
 * 10,000-page site never holds its whole cache in memory, only the set of its keys.
 */
export interface CompileCache {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  /** Remove other versions' entries, once this version has written some. */
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
 *
 * The keys present are listed once, so a miss costs no system call (a cold build misses
 * thousands of times). Entries are written synchronously: a write through `fs/promises`
 * costs the main thread several times the CPU, and the thread has nothing to overlap it with.
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
  let wrote = false;
  let pruned = false;
  // One flat folder: ext4 and APFS index large folders, and fan-out folders cost a mkdir each.
  const pathOf = (key: string): string => join(root, `${key}.json`);
  return {
    get<T>(key: string): T | undefined {
      if (!keys().has(key)) return undefined;
      try {
        return JSON.parse(readFileSync(pathOf(key), 'utf8')) as T;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      const path = pathOf(key);
      const tmp = `${path}.${process.pid}.tmp`;
      const text = JSON.stringify(value);
      // Written beside, then renamed: a concurrent build never reads half an entry.
      const write = (): void => {
        writeFileSync(tmp, text);
        renameSync(tmp, path);
      };
      try {
        try {
          write();
        } catch (error) {
          // The first entry, or the folder was removed while `docsgen dev` ran.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          mkdirSync(root, { recursive: true });
          write();
        }
        wrote = true;
        keys().add(key);
      } catch {
        // A cache that cannot be written only costs time on the next run.
      }
    },
    async save() {
      // Entries of other docsgen versions (or earlier code, in development) are never read
      // again: remove them once this version has written its own, so the cache stays bounded.
      if (wrote && !pruned) {
        pruned = true;
        const stale = (await readdir(dir).catch(() => [] as string[])).filter((name) => /^v\d+-/.test(name) && name !== basename(root));
        await Promise.all(stale.map((name) => rm(join(dir, name), { recursive: true, force: true }).catch(() => undefined)));
      }
    },
  };
}
