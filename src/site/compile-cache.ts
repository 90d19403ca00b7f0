import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Bump when what is cached changes shape or meaning. */
const FORMAT = 3;

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

/** Open the cache under `dir` for this docsgen version (other versions' entries are ignored). */
export function openCompileCache(dir: string, version: string): CompileCache {
  const root = join(dir, `v${FORMAT}-${version}`);
  const pending: Array<Promise<void>> = [];
  const folders = new Set<string>();
  const pathOf = (key: string): string => join(root, key.slice(0, 2), `${key}.json`);
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
      const folder = join(root, key.slice(0, 2));
      // One mkdir per folder per process, not one per entry (a syscall each).
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        folders.add(folder);
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
      await mkdir(root, { recursive: true }).catch(() => undefined);
      await Promise.all(pending);
    },
  };
}
