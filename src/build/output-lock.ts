/**
 * What keeps two builds from writing one output folder at once, and what an earlier build
 * that was killed left beside it.
 */
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { open, readFile, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { DocsgenError } from '../diagnostics/diagnostic.ts';
import { applyUpdate } from './output-update.ts';

const LOCK_TIMEOUT_MS = 120_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** Names of the working folders docsgen keeps beside the output folder. */
export function siblings(outDir: string): { parent: string; prefix: string } {
  return { parent: dirname(outDir), prefix: `.${basename(outDir)}.docsgen-` };
}

/**
 * Deal with what an earlier, killed build left beside the output: its temporary folder is
 * removed, an update it had staged in full is finished, and an output it was swapping out
 * (as docsgen's writer once did) is restored if the output is gone.
 */
export function cleanStale(outDir: string): void {
  const { parent, prefix } = siblings(outDir);
  let entries: string[];
  try {
    entries = readdirSync(parent);
  } catch {
    return;
  }
  for (const entry of entries) {
    const match = entry.startsWith(prefix) ? /^(tmp|update|old)-(\d+)-/.exec(entry.slice(prefix.length)) : null;
    if (!match || isAlive(Number(match[2]))) continue;
    const path = join(parent, entry);
    if (match[1] === 'update') applyUpdate(path, outDir);
    else if (match[1] === 'old' && !existsSync(outDir)) renameSync(path, outDir);
    else rmSync(path, { recursive: true, force: true });
  }
}

/** An exclusive lock beside the output, so two builds never write it at the same time. */
export async function acquireLock(path: string): Promise<() => Promise<void>> {
  const started = Date.now();
  for (;;) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(await readFile(path, 'utf8').catch(() => ''));
      if (owner && !isAlive(owner)) {
        await rm(path, { force: true });
        continue;
      }
      if (Date.now() - started > LOCK_TIMEOUT_MS) {
        throw new DocsgenError(`Another docsgen build (pid ${owner || 'unknown'}) has held ${path} for over ${LOCK_TIMEOUT_MS / 1000} s`);
      }
      await sleep(50);
    }
  }
}

