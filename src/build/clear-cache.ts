import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { cacheFolder } from '../shared/paths.ts';

/** What `docsgen clear` removed. */
export interface ClearedCache {
  /** The cache folder (`node_modules/.cache/docsgen/` of the working directory). */
  folder: string;
  /** Whether there was a folder to remove. */
  existed: boolean;
  /** The folder's entries (`build`, `components`, …), sorted. */
  entries: string[];
  /** How many files it held, and their bytes. */
  files: number;
  bytes: number;
}

async function measure(path: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) {
      const inner = await measure(child);
      files += inner.files;
      bytes += inner.bytes;
    } else {
      files += 1;
      bytes += (await stat(child)).size;
    }
  }
  return { files, bytes };
}

/** Delete docsgen's cache folder under `cwd`; nothing to delete is not an error. */
export async function clearCache(options: { cwd: string }): Promise<ClearedCache> {
  const folder = cacheFolder(options.cwd);
  let entries: string[];
  try {
    entries = (await readdir(folder)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { folder, existed: false, entries: [], files: 0, bytes: 0 };
    throw error;
  }
  // Measured before removing, so the user is told what went; the cache is a few folders of flat files.
  const { files, bytes } = await measure(folder);
  await rm(folder, { recursive: true, force: true });
  return { folder, existed: true, entries, files, bytes };
}
