import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync, type Dirent } from 'node:fs';
import { copyFile, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, posix, relative } from 'node:path';
import { DocsgenError } from '../diagnostics/diagnostic.ts';
import { OUTPUT_MARKER } from './output-guard.ts';
import { toPosix } from '../shared/paths.ts';

/**
 * One file of the build: written from memory, copied from a source file, or produced on
 * demand. A `key` names the content: when the previous build wrote the same key to the same
 * path, that file is left as it is (and `render` never runs).
 */
export type OutputFile =
  | { contents: string | Uint8Array; key?: string }
  | { copyFrom: string }
  | { render: () => string; key?: string };

/** What the marker file of an output folder records: each file's key (see keysOf). */
interface OutputManifest {
  generator: 'docsgen';
  builtAt: string;
  files?: Record<string, string>;
}

/** The keys of the files the previous build wrote into `outDir` (empty when none). */
async function readOutputKeys(outDir: string): Promise<Map<string, string>> {
  try {
    const manifest = JSON.parse(await readFile(join(outDir, OUTPUT_MARKER), 'utf8')) as OutputManifest;
    return new Map(Object.entries(manifest.files ?? {}));
  } catch {
    return new Map();
  }
}

const LOCK_TIMEOUT_MS = 120_000;
const WRITE_CONCURRENCY = 64;

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
function siblings(outDir: string): { parent: string; prefix: string } {
  return { parent: dirname(outDir), prefix: `.${basename(outDir)}.docsgen-` };
}

/**
 * Deal with what an earlier, killed build left beside the output: its temporary folder is
 * removed, an update it had staged in full is finished, and an output it was swapping out
 * (as docsgen's writer once did) is restored if the output is gone.
 */
function cleanStale(outDir: string): void {
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
async function acquireLock(path: string): Promise<() => Promise<void>> {
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

/** Every file and folder in `outDir` by its path relative to it (`/`-separated); undefined when there is no such folder. */
function listOutput(outDir: string): Map<string, 'file' | 'folder'> | undefined {
  let entries: Dirent[];
  try {
    entries = readdirSync(outDir, { recursive: true, withFileTypes: true });
  } catch {
    return undefined;
  }
  const listed = new Map<string, 'file' | 'folder'>();
  for (const entry of entries) {
    const path = toPosix(relative(outDir, join(entry.parentPath, entry.name)));
    listed.set(path, entry.isDirectory() ? 'folder' : 'file');
  }
  return listed;
}

/** Run `task` on every item, at most WRITE_CONCURRENCY at a time. */
async function inParallel<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const run = async (): Promise<void> => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(WRITE_CONCURRENCY, items.length) }, run));
}

/**
 * Buffers that rendered pages are encoded into, reused: \`Buffer.from\` first measures a
 * string's UTF-8 length character by character, which for a page of 150,000 characters with
 * one non-Latin-1 character costs ~1 ms, a few seconds for a large API reference.
 */
const textBuffers: Buffer[] = [];
/** Larger pages are rare: they are encoded on their own rather than growing every pooled buffer. */
const MAX_TEXT_BUFFER = 2 ** 20;

async function writeText(target: string, text: string): Promise<void> {
  // UTF-8 takes at most 3 bytes for each UTF-16 code unit.
  const needed = text.length * 3;
  if (needed > MAX_TEXT_BUFFER) return writeFile(target, text);
  let buffer = textBuffers.pop();
  if (!buffer || buffer.length < needed) buffer = Buffer.allocUnsafe(Math.max(needed, 64 * 1024));
  try {
    await writeFile(target, buffer.subarray(0, buffer.write(text)));
  } finally {
    textBuffers.push(buffer);
  }
}

/** Promise.all that waits for every promise before throwing: nothing is still writing into a folder about to be removed. */
async function settledAll<T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * Makes the folders under `root` (which exists), each once and parents first, and tells
 * when one is there. Every page's folder made with a recursive `mkdir` at once raced on their
 * shared parents: the 1000 bench pages' 1,118 folders took ~3,700 `mkdir` calls (2,600 of
 * them failing) and ~1,800 `stat`s.
 */
function folderMaker(root: string): (folder: string) => Promise<void> {
  const made = new Map<string, Promise<void>>([[root, Promise.resolve()]]);
  const make = (folder: string): Promise<void> => {
    let ready = made.get(folder);
    if (!ready) {
      const parent = dirname(folder);
      ready = (parent === folder ? Promise.resolve() : make(parent))
        .then(() => mkdir(folder))
        .then(
          () => undefined,
          (error: NodeJS.ErrnoException) => {
            if (error.code !== 'EEXIST') throw error;
          },
        );
      made.set(folder, ready);
    }
    return ready;
  };
  return make;
}

/** Make the folders of `entries` under `dir`. */
async function makeFolders(dir: string, entries: ReadonlyArray<[string, OutputFile]>, make: (folder: string) => Promise<void>): Promise<void> {
  await Promise.all([...new Set(entries.map(([path]) => dirname(join(dir, path))))].map(make));
}

/** Write `entries` under `dir`, each once its folder is made, rendering lazy pages as they go. */
async function writeEntries(dir: string, entries: ReadonlyArray<[string, OutputFile]>, make: (folder: string) => Promise<void>): Promise<void> {
  await inParallel(entries, async ([path, file]) => {
    const target = join(dir, path);
    await make(dirname(target));
    if ('copyFrom' in file) await copyFile(file.copyFrom, target);
    else if ('render' in file) await writeText(target, file.render());
    else await writeFile(target, file.contents);
  });
}

/**
 * What names each file's content, to leave a file unchanged since the previous build in place:
 * the caller's key, else a hash of the contents, or the size and time of the copied file.
 */
function keysOf(files: ReadonlyMap<string, OutputFile>): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [path, file] of files) {
    if ('copyFrom' in file) {
      const source = statSync(file.copyFrom);
      keys.set(path, `copy:${source.size}:${source.mtimeMs}`);
    } else if (file.key !== undefined) keys.set(path, file.key);
    else if ('contents' in file) keys.set(path, `sha256:${createHash('sha256').update(file.contents).digest('base64url')}`);
  }
  return keys;
}

function manifestOf(keys: ReadonlyMap<string, string>): string {
  const manifest: OutputManifest = { generator: 'docsgen', builtAt: new Date().toISOString(), files: Object.fromEntries(keys) };
  return `${JSON.stringify(manifest)}\n`;
}

/** What an update does to the output folder; kept in the staged folder so a killed update can be finished. */
interface UpdatePlan {
  /** Files staged to move into the output, the marker last. */
  moved: string[];
  /** Files of the previous output the build no longer has. */
  stale: string[];
  /** Folders of the previous output left with no file of the build, deepest first. */
  staleFolders: string[];
}

const PLAN_FILE = '.docsgen-plan.json';

/** The files to stage: those whose key differs from the previous build's (or whose file is gone). */
function changedFiles(
  files: ReadonlyMap<string, OutputFile>,
  keys: ReadonlyMap<string, string>,
  listed: ReadonlyMap<string, 'file' | 'folder'>,
  previousKeys: ReadonlyMap<string, string>,
): Array<[string, OutputFile]> {
  const staged: Array<[string, OutputFile]> = [];
  for (const [path, file] of files) {
    const key = keys.get(path);
    const unchanged = key !== undefined && previousKeys.get(path) === key && listed.get(path) === 'file';
    if (!unchanged) staged.push([path, file]);
  }
  return staged;
}

/**
 * Compare the build with the previous output: files whose key is unchanged stay where they
 * are; every other file is staged; files and folders the build no longer has go.
 */
function planUpdate(
  files: ReadonlyMap<string, OutputFile>,
  keys: ReadonlyMap<string, string>,
  listed: ReadonlyMap<string, 'file' | 'folder'>,
  previousKeys: ReadonlyMap<string, string>,
): UpdatePlan {
  const keptFolders = new Set<string>();
  for (const path of files.keys()) {
    for (let folder = posix.dirname(path); folder !== '.' && !keptFolders.has(folder); folder = posix.dirname(folder)) keptFolders.add(folder);
  }
  const stale: string[] = [];
  const staleFolders: string[] = [];
  for (const [path, kind] of listed) {
    if (kind === 'folder' ? keptFolders.has(path) : files.has(path) || path === OUTPUT_MARKER) continue;
    (kind === 'folder' ? staleFolders : stale).push(path);
  }
  staleFolders.sort((a, b) => b.split('/').length - a.split('/').length);
  const moved = changedFiles(files, keys, listed, previousKeys).map(([path]) => path);
  return { moved: [...moved, OUTPUT_MARKER], stale, staleFolders };
}

/**
 * Move a staged update into the output folder. Synchronous, so a signal cannot stop it
 * halfway; repeatable, so the next build can finish one a crash stopped (see cleanStale).
 * The marker's keys are dropped first: should the staged files ever be lost midway, the
 * next build rewrites every file instead of trusting keys for files already replaced.
 */
function applyUpdate(stagedDir: string, outDir: string): void {
  const plan = JSON.parse(readFileSync(join(stagedDir, PLAN_FILE), 'utf8')) as UpdatePlan;
  const marker = join(outDir, OUTPUT_MARKER);
  if (existsSync(join(stagedDir, OUTPUT_MARKER))) writeFileSync(marker, `${JSON.stringify({ generator: 'docsgen', builtAt: new Date().toISOString() })}\n`);
  for (const path of plan.stale) rmSync(join(outDir, path), { force: true });
  for (const path of plan.staleFolders) {
    try {
      rmdirSync(join(outDir, path));
    } catch {
      // Already gone, or holds something the listing did not: leave it.
    }
  }
  const made = new Set<string>();
  for (const path of plan.moved) {
    const target = join(outDir, path);
    const folder = dirname(target);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    const staged = join(stagedDir, path);
    try {
      renameSync(staged, target);
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      // Moved before a crash: this is the update being finished.
      if (code === 'ENOENT') continue;
      if (code !== 'EXDEV') throw error;
      // The output is on another file system than its parent folder (a mounted volume, a
      // symlink): copy, then drop the staged file, so finishing after a crash copies again.
      copyFileSync(staged, target);
      rmSync(staged);
    }
  }
  rmSync(stagedDir, { recursive: true, force: true });
}

/**
 * Write the build into `outDir` so that a failure or a kill at any point leaves the previous
 * output, the new one, or a staged update that the next build finishes (see cleanStale). Files are written to a temporary folder beside `outDir`
 * first. A first build then renames that folder into place. A rebuild stages only the files
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
    await writeFile(join(tmp, OUTPUT_MARKER), manifestOf(keys));
    if (!listed) {
      await rename(tmp, outDir);
      return;
    }
    const plan = planUpdate(new Map([...files, ...late]), keys, listed, previousKeys);
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
