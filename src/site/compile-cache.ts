import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Bump when what is cached changes shape or meaning. */
const FORMAT = 1;

/**
 * A persistent key → value store for compiled results whose inputs hash to the key, so an
 * unchanged page is not parsed again (what makes `docsgen check-links` fast as a hook).
 * Entries not used by a run are dropped when it saves.
 */
export interface CompileCache {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  save(): Promise<void>;
}

export function hashKey(...parts: string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

export async function openCompileCache(file: string, version: string): Promise<CompileCache> {
  let stored: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { format?: number; version?: string; entries?: Record<string, unknown> };
    if (parsed.format === FORMAT && parsed.version === version && parsed.entries) stored = parsed.entries;
  } catch {
    // A missing or unreadable cache is an empty one.
  }
  const used: Record<string, unknown> = {};
  return {
    get<T>(key: string): T | undefined {
      const value = stored[key] ?? used[key];
      if (value !== undefined) used[key] = value;
      return value as T | undefined;
    },
    set(key, value) {
      used[key] = value;
    },
    async save() {
      await mkdir(dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, JSON.stringify({ format: FORMAT, version, entries: used }));
      await rename(tmp, file);
    },
  };
}
