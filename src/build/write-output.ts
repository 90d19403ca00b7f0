import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DocsgenError } from '../diagnostics/diagnostic.ts';
import { OUTPUT_MARKER } from './output-guard.ts';
import { acquireLock, cleanStale, siblings } from './output-lock.ts';
import { folderMaker, makeFolders, settledAll, writeEntries, type OutputFile } from './output-files.ts';
import { applyUpdate, changedFiles, keysOf, listOutput, manifestOf, planUpdate, PLAN_FILE, readOutputManifest } from './output-update.ts';

export type { OutputFile };

/** Where a batch's files come from: those ready now, and those finished on other threads meanwhile (see writeOutput). */
export interface OutputBatch {
  files: ReadonlyMap<string, OutputFile>;
  later?: () => Promise<ReadonlyMap<string, OutputFile>>;
  /**
   * `later` makes its files on this thread (the search index, when no worker indexes it):
   * it is asked for before any page renders. Written after the pages instead, the 1000
   * bench pages' 1,563 search files took ~0.9 s with this thread idle.
   */
  lateOnThisThread?: boolean;
  /** The output paths of the batch's pages found `noindex` as they rendered (see RenderedSite), asked once they are written. */
  noindex?: () => ReadonlySet<string>;
  /** Files made once the batch's pages are written, from its pages found `noindex`, those left unchanged included (the sitemap). */
  closing?: (noindex: ReadonlySet<string>) => ReadonlyMap<string, OutputFile>;
}

export interface OutputOptions {
  /**
   * The paths this build makes (a build of some locales: their folders); the output's other
   * files are left as they are, and keep their keys. All paths when not given.
   */
  scope?: (path: string) => boolean;
  /** The locales the pages list, recorded for the next build of some locales (see localesKey). */
  locales?: string;
}

/**
 * An update of the output folder being staged: batches of files written beside it (`add`,
 * a translated site's locale at a time, so each locale's pages leave memory once written),
 * then moved into place at once (`commit`), or dropped (`abort`), leaving the previous output.
 */
export interface StagedOutput {
  /** Write a batch into the staging folder; returns the late files it wrote. */
  add: (batch: OutputBatch) => Promise<ReadonlyMap<string, OutputFile>>;
  commit: () => Promise<void>;
  abort: () => Promise<void>;
}

const writeError = (outDir: string, error: unknown): DocsgenError =>
  // A page that failed to render carries its own located diagnostic.
  error instanceof DocsgenError && error.diagnostics.length ? error : new DocsgenError(`Could not write the build to ${outDir}: ${(error as Error).message}`, { cause: error });

/**
 * Start an update of `outDir` so that a failure or a kill at any point leaves the previous
 * output, the new one, or a staged update that the next build finishes (see cleanStale).
 * Files are written to a temporary folder beside `outDir` first. A first build then renames
 * that folder into place. A rebuild stages only the files that changed (unchanged pages keep
 * their file: their key is the one the previous build recorded), then moves them into place
 * and removes what the build no longer has. One build at a time holds the output's lock,
 * from here to commit or abort.
 */
export async function stageOutput(outDir: string, options: OutputOptions = {}): Promise<StagedOutput> {
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
  const release = async (): Promise<void> => {
    if (locked) await releaseLock();
    locked = false;
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  // The previous output is what a rebuild is compared with: one build at a time.
  const releaseLock = await acquireLock(lock);
  locked = true;
  let listed: Map<string, 'file' | 'folder'> | undefined;
  let previousKeys: Map<string, string>;
  let previousNoindex: Set<string>;
  try {
    cleanStale(outDir);
    listed = listOutput(outDir);
    ({ keys: previousKeys, noindex: previousNoindex } = listed ? await readOutputManifest(outDir) : { keys: new Map<string, string>(), noindex: new Set<string>() });
    await mkdir(tmp);
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    await release();
    throw writeError(outDir, error);
  }
  const make = folderMaker(tmp);
  const write = (entries: ReadonlyArray<[string, OutputFile]>): Promise<void> => writeEntries(tmp, entries, make);
  // Every path the build makes, and each file's key: the marker and the plan are made of them.
  const paths = new Set<string>();
  const keys = new Map<string, string>();
  const noindex = new Set<string>();
  const add = async ({ files, later, lateOnThisThread, noindex: rendered, closing }: OutputBatch): Promise<ReadonlyMap<string, OutputFile>> => {
    const batchKeys = keysOf(files);
    const toWrite = (batch: ReadonlyMap<string, OutputFile>, withKeys: ReadonlyMap<string, string>): Array<[string, OutputFile]> =>
      listed ? changedFiles(batch, withKeys, listed, previousKeys) : [...batch];
    const entries = toWrite(files, batchKeys);
    const makeLate = async (): Promise<ReadonlyMap<string, OutputFile>> => (await later?.()) ?? new Map<string, OutputFile>();
    const writeLate = async (batch: ReadonlyMap<string, OutputFile>): Promise<void> => {
      const lateKeys = keysOf(batch);
      await write(toWrite(batch, lateKeys));
      for (const [path, key] of lateKeys) keys.set(path, key);
      for (const path of batch.keys()) paths.add(path);
    };
    let late: ReadonlyMap<string, OutputFile>;
    if (lateOnThisThread) {
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
    for (const [path, key] of batchKeys) keys.set(path, key);
    for (const path of files.keys()) paths.add(path);
    // A page left as it was is not rendered: whether it says noindex is what the previous build found.
    const flagged = new Set(rendered?.());
    if (previousNoindex.size) {
      const staged = new Set(entries.map(([path]) => path));
      for (const path of previousNoindex) if (files.has(path) && !staged.has(path)) flagged.add(path);
    }
    for (const path of flagged) noindex.add(path);
    if (!closing) return late;
    const closed = closing(flagged);
    await writeLate(closed);
    return new Map([...late, ...closed]);
  };
  const commit = async (): Promise<void> => {
    try {
      // The files outside the build's scope stay: so do their keys, for the next build to compare with.
      if (options.scope && listed) {
        for (const [path, key] of previousKeys) if (!options.scope(path) && listed.get(path) === 'file' && !keys.has(path)) keys.set(path, key);
        for (const path of previousNoindex) if (!options.scope(path) && keys.has(path)) noindex.add(path);
      }
      await writeFile(join(tmp, OUTPUT_MARKER), manifestOf(keys, options.locales, noindex));
      if (!listed) {
        await rename(tmp, outDir);
        return;
      }
      const plan = planUpdate(new Map([...paths].map((path) => [path, path])), keys, listed, previousKeys, options.scope);
      await writeFile(join(tmp, PLAN_FILE), JSON.stringify(plan));
      // Renamed once complete: a folder by this name holds an update to finish, never a partial one.
      const ready = join(parent, `${prefix}update-${id}`);
      await rename(tmp, ready);
      applyUpdate(ready, outDir);
    } catch (error) {
      await rm(tmp, { recursive: true, force: true });
      throw writeError(outDir, error);
    } finally {
      await release();
    }
  };
  const abort = async (): Promise<void> => {
    await rm(tmp, { recursive: true, force: true });
    await release();
  };
  return {
    add: async (batch) => {
      try {
        return await add(batch);
      } catch (error) {
        await abort();
        throw writeError(outDir, error);
      }
    },
    commit,
    abort,
  };
}

/** Write the build into `outDir` at once (see stageOutput); `later`'s files after the others, `closing`'s last. Returns those two's files. */
export async function writeOutput(
  outDir: string,
  files: ReadonlyMap<string, OutputFile>,
  later?: () => Promise<ReadonlyMap<string, OutputFile>>,
  options: OutputOptions & Pick<OutputBatch, 'lateOnThisThread' | 'noindex' | 'closing'> = {},
): Promise<ReadonlyMap<string, OutputFile>> {
  const { lateOnThisThread, noindex, closing, ...rest } = options;
  const staged = await stageOutput(outDir, rest);
  const late = await staged.add({ files, ...(later ? { later } : {}), ...(lateOnThisThread ? { lateOnThisThread } : {}), ...(noindex ? { noindex } : {}), ...(closing ? { closing } : {}) });
  await staged.commit();
  return late;
}
