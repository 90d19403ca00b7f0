import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DocsgenError } from '../diagnostics/diagnostic.ts';
import { OUTPUT_MARKER } from './output-guard.ts';
import { acquireLock, cleanStale, siblings } from './output-lock.ts';
import { folderMaker, makeFolders, settledAll, writeEntries, type OutputFile } from './output-files.ts';
import { applyUpdate, changedFiles, keysOf, listOutput, manifestOf, planUpdate, PLAN_FILE, readOutputKeys } from './output-update.ts';

export type { OutputFile };

/**
 * Write the build into `outDir` so that a failure or a kill at any point leaves the previous
 * output, the new one, or a staged update that the next build finishes (see cleanStale).
 * Files are written to a temporary folder beside `outDir` first. A first build then renames
 * that folder into place. A rebuild stages only the files
 * that changed (unchanged pages keep their file: their key is the one the previous build
 * recorded), then moves them into place and removes what the build no longer has.
 */
export async function writeOutput(
  outDir: string,
  files: ReadonlyMap<string, OutputFile>,
  later?: () => Promise<ReadonlyMap<string, OutputFile>>,
  options: {
    /**
     * `later` makes its files on this thread (the search index, when no worker indexes it):
     * it is asked for before any page renders. Written after the pages instead, the 1000
     * bench pages' 1,563 search files took ~0.9 s with this thread idle.
     */
    lateOnThisThread?: boolean;
    /**
     * The paths this build makes (a build of some locales: their folders); the output's other
     * files are left as they are, and keep their keys. All paths when not given.
     */
    scope?: (path: string) => boolean;
    /** The locales the pages list, recorded for the next build of some locales (see localesKey). */
    locales?: string;
  } = {},
): Promise<void> {
  await mkdir(dirname(outDir), { recursive: true }).catch((error: Error) => {
    throw new DocsgenError(`Could not write the build to ${outDir}: ${error.message}`, { cause: error });
  });
  const { parent, prefix } = siblings(outDir);
  const id = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const tmp = join(parent, `${prefix}tmp-${id}`);
  const lock = join(parent, `${prefix}lock`);
  let locked = false;
  // Interrupted mid-write: remove the half-written folder synchronously before exiting.
  // Writes still in flight on the thread pool can add files while it is removed: retry,
  // and never let a failure here change the exit code (the next build cleans leftovers).
  const onSignal = (signal: NodeJS.Signals): void => {
    if (locked) rmSync(lock, { force: true });
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        rmSync(tmp, { recursive: true, force: true, maxRetries: 2 });
        break;
      } catch {
        // try again
      }
    }
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  // The previous output is what a rebuild is compared with: one build at a time.
  const release = await acquireLock(lock);
  locked = true;
  try {
    cleanStale(outDir);
    const listed = listOutput(outDir);
    const keys = keysOf(files);
    const previousKeys = listed ? await readOutputKeys(outDir) : new Map<string, string>();
    const toWrite = (batch: ReadonlyMap<string, OutputFile>, batchKeys: ReadonlyMap<string, string>): Array<[string, OutputFile]> =>
      listed ? changedFiles(batch, batchKeys, listed, previousKeys) : [...batch];
    await mkdir(tmp);
    const make = folderMaker(tmp);
    const write = (entries: ReadonlyArray<[string, OutputFile]>): Promise<void> => writeEntries(tmp, entries, make);
    const entries = toWrite(files, keys);
    const makeLate = async (): Promise<ReadonlyMap<string, OutputFile>> => (await later?.()) ?? new Map<string, OutputFile>();
    const writeLate = async (batch: ReadonlyMap<string, OutputFile>): Promise<void> => {
      const lateKeys = keysOf(batch);
      await write(toWrite(batch, lateKeys));
      for (const [path, key] of lateKeys) keys.set(path, key);
    };
    let late: ReadonlyMap<string, OutputFile>;
    if (options.lateOnThisThread) {
      // This thread makes the late files: meanwhile the thread pool makes every folder and
      // writes what needs no rendering; then it writes the late files while pages render.
      const rendered = entries.filter(([, file]) => 'render' in file);
      const early = settledAll([makeFolders(tmp, rendered, make), write(entries.filter(([, file]) => !('render' in file)))]);
      [late] = await settledAll([makeLate(), early]);
      await settledAll([writeLate(late), write(rendered)]);
    } else {
      await write(entries);
      // Files the build finished on other threads while these were written (the search index).
      late = await makeLate();
      await writeLate(late);
    }
    // The files outside the build's scope stay: so do their keys, for the next build to compare with.
    if (options.scope && listed) for (const [path, key] of previousKeys) if (!options.scope(path) && listed.get(path) === 'file' && !keys.has(path)) keys.set(path, key);
    await writeFile(join(tmp, OUTPUT_MARKER), manifestOf(keys, options.locales));
    if (!listed) {
      await rename(tmp, outDir);
      return;
    }
    const plan = planUpdate(new Map([...files, ...late]), keys, listed, previousKeys, options.scope);
    await writeFile(join(tmp, PLAN_FILE), JSON.stringify(plan));
    // Renamed once complete: a folder by this name holds an update to finish, never a partial one.
    const ready = join(parent, `${prefix}update-${id}`);
    await rename(tmp, ready);
    applyUpdate(ready, outDir);
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    // A page that failed to render carries its own located diagnostic.
    if (error instanceof DocsgenError && error.diagnostics.length) throw error;
    throw new DocsgenError(`Could not write the build to ${outDir}: ${(error as Error).message}`, { cause: error });
  } finally {
    await release();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
