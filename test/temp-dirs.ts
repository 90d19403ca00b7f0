import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Only node: imports here: test/setup.ts loads this for every file, and an isolated file's
// `vi.mock` must still find docsgen's modules unloaded.
const created: string[] = [];

/** A fresh temporary folder, removed after the test file. */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-test-'));
  created.push(dir);
  return dir;
}

/** Removes the folders the finished file made. Retried: work a test leaves running (a dev
 *  server's sample check after `close()`) can still write into a folder being removed. */
export async function removeTempDirs(): Promise<void> {
  const dirs = created.splice(0);
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 5 })));
}
