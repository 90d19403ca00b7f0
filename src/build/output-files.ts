/**
 * Writing the build's files into a folder: many at a time on libuv's threads, each folder
 * made once, lazy pages rendered as they are written.
 */
import { copyFile, mkdir, open, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * One file of the build: written from memory, copied from a source file, or produced on
 * demand. A `key` names the content: when the previous build wrote the same key to the same
 * path, that file is left as it is (and `render` never runs).
 */
export type OutputFile =
  | { contents: string | Uint8Array; key?: string }
  | { copyFrom: string }
  | {
      render: () => string;
      key?: string;
      /** The same text in pieces, which the writer prefers: for a file too large for one string (llms-full.txt of a large site). */
      parts?: () => Iterable<string>;
      /** The same text in a few pieces, which the writer prefers to `render`: encoded one by one, never joined (see renderPageParts). */
      pieces?: () => readonly string[];
    };

const WRITE_CONCURRENCY = 64;

/**
 * Run `task` on every item, at most WRITE_CONCURRENCY at a time. After a failure no task
 * starts, and it is thrown once the running ones end: the caller then removes a folder that
 * nothing writes into any more (removing it while writes went on failed with ENOTEMPTY,
 * which hid the first error).
 */
async function inParallel<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const run = async (): Promise<void> => {
    try {
      while (!failed && next < items.length) await task(items[next++]!);
    } catch (error) {
      failed = true;
      throw error;
    }
  };
  await settledAll(Array.from({ length: Math.min(WRITE_CONCURRENCY, items.length) }, run));
}

/**
 * Buffers that rendered pages are encoded into, reused: \`Buffer.from\` first measures a
 * string's UTF-8 length character by character, which for a page of 150,000 characters with
 * one non-Latin-1 character costs ~1 ms, a few seconds for a large API reference.
 */
const textBuffers: Buffer[] = [];
/** Larger pages are rare: they are encoded on their own rather than growing every pooled buffer. */
const MAX_TEXT_BUFFER = 2 ** 20;

/**
 * Write a text given in pieces, each encoded into one buffer where the previous ends: joining
 * them first would copy them all into one new string.
 */
async function writeText(target: string, pieces: readonly string[]): Promise<void> {
  // UTF-8 takes at most 3 bytes for each UTF-16 code unit.
  let needed = 0;
  for (const piece of pieces) needed += piece.length * 3;
  if (needed > MAX_TEXT_BUFFER) return writeFile(target, encodeInto(Buffer.allocUnsafe(needed), pieces));
  let buffer = textBuffers.pop();
  if (!buffer || buffer.length < needed) buffer = Buffer.allocUnsafe(Math.max(needed, 64 * 1024));
  try {
    await writeFile(target, encodeInto(buffer, pieces));
  } finally {
    textBuffers.push(buffer);
  }
}

/** `pieces` encoded one after the other from the start of `buffer` (large enough): the bytes written. */
function encodeInto(buffer: Buffer, pieces: readonly string[]): Buffer {
  let bytes = 0;
  for (const piece of pieces) bytes += buffer.write(piece, bytes);
  return buffer.subarray(0, bytes);
}

/** Characters gathered from `parts` before each write. */
const PARTS_CHUNK = 1 << 20;

/** Write a text given in pieces, a chunk at a time: it is never whole in memory. */
async function writeParts(target: string, parts: Iterable<string>): Promise<void> {
  const handle = await open(target, 'w');
  try {
    let chunk: string[] = [];
    let chars = 0;
    for (const part of parts) {
      chunk.push(part);
      chars += part.length;
      if (chars < PARTS_CHUNK) continue;
      await handle.write(chunk.join(''));
      chunk = [];
      chars = 0;
    }
    if (chars) await handle.write(chunk.join(''));
  } finally {
    await handle.close();
  }
}

/** Promise.all that waits for every promise before throwing: nothing is still writing into a folder about to be removed. */
export async function settledAll<T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
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
export function folderMaker(root: string): (folder: string) => Promise<void> {
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
export async function makeFolders(dir: string, entries: ReadonlyArray<[string, OutputFile]>, make: (folder: string) => Promise<void>): Promise<void> {
  await Promise.all([...new Set(entries.map(([path]) => dirname(join(dir, path))))].map(make));
}

/** Write `entries` under `dir`, each once its folder is made, rendering lazy pages as they go. */
export async function writeEntries(dir: string, entries: ReadonlyArray<[string, OutputFile]>, make: (folder: string) => Promise<void>): Promise<void> {
  await inParallel(entries, async ([path, file]) => {
    const target = join(dir, path);
    await make(dirname(target));
    if ('copyFrom' in file) await copyFile(file.copyFrom, target);
    else if ('render' in file) await (file.parts ? writeParts(target, file.parts()) : writeText(target, file.pieces ? file.pieces() : [file.render()]));
    else await writeFile(target, file.contents);
  });
}

