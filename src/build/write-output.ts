import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { DocsgenError } from '../diagnostics/diagnostic.ts';
import { OUTPUT_MARKER } from './output-guard.ts';

/**
 * One file of the build: written from memory, copied from a source file, or produced on
 * demand. A `key` names the content: when the previous build wrote the same key to the same
 * path, that file is hard-linked instead of written (and `render` never runs).
 */
export type OutputFile =
  | { contents: string | Uint8Array; key?: string }
  | { copyFrom: string }
  | { render: () => string; key?: string };

/** What the marker file of an output folder records: each keyed file's key. */
interface OutputManifest {
  generator: 'docsgen';
  builtAt: string;
  files?: Record<string, string>;
}

/** The keys of the files the previous build wrote into `outDir` (empty when none). */
export async function readOutputKeys(outDir: string): Promise<Map<string, string>> {
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
 * Remove what an earlier, killed build left beside the output: temporary folders of dead
 * processes, and an old output that was being swapped out (restored if the output is gone).
 */
async function cleanStale(outDir: string): Promise<void> {
  const { parent, prefix } = siblings(outDir);
  const entries = await readdir(parent).catch(() => [] as string[]);
  for (const entry of entries) {
    const match = entry.startsWith(prefix) ? /^(tmp|old)-(\d+)-/.exec(entry.slice(prefix.length)) : null;
    if (!match || isAlive(Number(match[2]))) continue;
    const path = join(parent, entry);
    if (match[1] === 'old' && !(await stat(outDir).catch(() => undefined))) await rename(path, outDir);
    else await rm(path, { recursive: true, force: true });
  }
}

/** An exclusive lock beside the output, so two builds never swap at the same time. */
async function acquireLock(outDir: string): Promise<() => Promise<void>> {
  const { parent, prefix } = siblings(outDir);
  const path = join(parent, `${prefix}lock`);
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

async function writeAll(dir: string, files: ReadonlyMap<string, OutputFile>, previous: { dir: string; keys: ReadonlyMap<string, string> }): Promise<void> {
  const entries = [...files];
  // Every route is a folder: create them concurrently (one at a time cost ~0.3 ms each).
  const folders = [...new Set(entries.map(([path]) => dirname(join(dir, path))))];
  let nextFolder = 0;
  const makeFolders = async (): Promise<void> => {
    while (nextFolder < folders.length) await mkdir(folders[nextFolder++]!, { recursive: true });
  };
  await Promise.all(Array.from({ length: Math.min(WRITE_CONCURRENCY, folders.length) }, makeFolders));
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < entries.length) {
      const [path, file] = entries[next++]!;
      const target = join(dir, path);
      if ('copyFrom' in file) {
        await copyFile(file.copyFrom, target);
        continue;
      }
      if (file.key !== undefined && previous.keys.get(path) === file.key) {
        const linked = await link(join(previous.dir, path), target).then(
          () => true,
          () => false,
        );
        if (linked) continue;
      }
      await writeFile(target, 'render' in file ? file.render() : file.contents);
    }
  };
  await Promise.all(Array.from({ length: Math.min(WRITE_CONCURRENCY, entries.length) }, worker));
}

/**
 * Write the build into a temporary folder beside `outDir`, then swap it into place. Until the
 * swap, the previous output is untouched; a failure or a kill leaves it intact.
 */
export async function writeOutput(outDir: string, files: ReadonlyMap<string, OutputFile>): Promise<void> {
  await mkdir(dirname(outDir), { recursive: true });
  await cleanStale(outDir);
  const previousKeys = await readOutputKeys(outDir);
  const { parent, prefix } = siblings(outDir);
  const id = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const tmp = join(parent, `${prefix}tmp-${id}`);
  const old = join(parent, `${prefix}old-${id}`);
  // Interrupted mid-write: remove the half-written folder synchronously before exiting.
  // Writes still in flight on the thread pool can add files while it is removed: retry,
  // and never let a failure here change the exit code (the next build cleans leftovers).
  const onSignal = (signal: NodeJS.Signals): void => {
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
  try {
    await mkdir(tmp);
    await writeAll(tmp, files, { dir: outDir, keys: previousKeys });
    const keys: Record<string, string> = {};
    for (const [path, file] of files) if ('key' in file && file.key !== undefined) keys[path] = file.key;
    const manifest: OutputManifest = { generator: 'docsgen', builtAt: new Date().toISOString(), files: keys };
    await writeFile(join(tmp, OUTPUT_MARKER), `${JSON.stringify(manifest)}\n`);
    const release = await acquireLock(outDir);
    try {
      const hadOutput = Boolean(await stat(outDir).catch(() => undefined));
      if (hadOutput) await rename(outDir, old);
      try {
        await rename(tmp, outDir);
      } catch (error) {
        if (hadOutput) await rename(old, outDir);
        throw error;
      }
    } finally {
      await release();
    }
    await rm(old, { recursive: true, force: true });
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    // A page that failed to render carries its own located diagnostic.
    if (error instanceof DocsgenError && error.diagnostics.length) throw error;
    throw new DocsgenError(`Could not write the build to ${outDir}: ${(error as Error).message}`, { cause: error });
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
