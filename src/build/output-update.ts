/**
 * A rebuild's update of an existing output folder: the keys the previous build recorded in
 * its marker, the plan of what to move in and what to remove, and applying that plan.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync, type Dirent } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, posix, relative } from 'node:path';
import { toPosix } from '../shared/paths.ts';
import { OUTPUT_MARKER } from './output-guard.ts';
import type { OutputFile } from './output-files.ts';

/** What the marker file of an output folder records: each file's key (see keysOf), and the locales its pages list. */
interface OutputManifest {
  generator: 'docsgen';
  builtAt: string;
  files?: Record<string, string>;
  /** A translated site's locales as every page lists them (see localesKey). */
  locales?: string;
  /** The pages whose head says `noindex`, by path: an unchanged page is not rendered again to find out (see stageOutput). */
  noindex?: string[];
}

/** The locales every page of the output at `outDir` lists (see localesKey); undefined without an output or for an older one. */
export async function readOutputLocales(outDir: string): Promise<string | undefined> {
  try {
    return (JSON.parse(await readFile(join(outDir, OUTPUT_MARKER), 'utf8')) as OutputManifest).locales;
  } catch {
    return undefined;
  }
}

/** The keys of the files the previous build wrote into `outDir` and the pages it found `noindex` (empty when none). */
export async function readOutputManifest(outDir: string): Promise<{ keys: Map<string, string>; noindex: Set<string> }> {
  try {
    const manifest = JSON.parse(await readFile(join(outDir, OUTPUT_MARKER), 'utf8')) as OutputManifest;
    return { keys: new Map(Object.entries(manifest.files ?? {})), noindex: new Set(manifest.noindex ?? []) };
  } catch {
    return { keys: new Map(), noindex: new Set() };
  }
}

/** Every file and folder in `outDir` by its path relative to it (`/`-separated); undefined when there is no such folder. */
export function listOutput(outDir: string): Map<string, 'file' | 'folder'> | undefined {
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

/**
 * What names each file's content, to leave a file unchanged since the previous build in place:
 * the caller's key, else a hash of the contents, or the size and time of the copied file.
 */
export function keysOf(files: ReadonlyMap<string, OutputFile>): Map<string, string> {
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

export function manifestOf(keys: ReadonlyMap<string, string>, locales?: string, noindex: ReadonlySet<string> = new Set()): string {
  const manifest: OutputManifest = { generator: 'docsgen', builtAt: new Date().toISOString(), files: Object.fromEntries(keys), ...(locales !== undefined ? { locales } : {}), ...(noindex.size ? { noindex: [...noindex].sort() } : {}) };
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

export const PLAN_FILE = '.docsgen-plan.json';

/** The files to stage: those whose key differs from the previous build's (or whose file is gone). */
export function changedFiles<T>(
  files: ReadonlyMap<string, T>,
  keys: ReadonlyMap<string, string>,
  listed: ReadonlyMap<string, 'file' | 'folder'>,
  previousKeys: ReadonlyMap<string, string>,
): Array<[string, T]> {
  const staged: Array<[string, T]> = [];
  for (const [path, file] of files) {
    const key = keys.get(path);
    const unchanged = key !== undefined && previousKeys.get(path) === key && listed.get(path) === 'file';
    if (!unchanged) staged.push([path, file]);
  }
  return staged;
}

/**
 * Compare the build with the previous output: files whose key is unchanged stay where they
 * are; every other file is staged; files and folders the build no longer has go, of those
 * `inScope` says the build makes (all by default; a build of some locales makes their folders).
 */
export function planUpdate(
  files: ReadonlyMap<string, unknown>,
  keys: ReadonlyMap<string, string>,
  listed: ReadonlyMap<string, 'file' | 'folder'>,
  previousKeys: ReadonlyMap<string, string>,
  inScope: (path: string) => boolean = () => true,
): UpdatePlan {
  const keptFolders = new Set<string>();
  for (const path of files.keys()) {
    for (let folder = posix.dirname(path); folder !== '.' && !keptFolders.has(folder); folder = posix.dirname(folder)) keptFolders.add(folder);
  }
  const stale: string[] = [];
  const staleFolders: string[] = [];
  for (const [path, kind] of listed) {
    if (kind === 'folder' ? keptFolders.has(path) || !inScope(`${path}/`) : files.has(path) || path === OUTPUT_MARKER || !inScope(path)) continue;
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
export function applyUpdate(stagedDir: string, outDir: string): void {
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

