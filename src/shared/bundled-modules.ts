/**
 * Files of a project that docsgen bundles with esbuild and runs in Node (a Docusaurus config,
 * a plugin's module written in TypeScript): written to the cache folder with their source
 * map, so that a stack trace through them can be read as the project's own file:line.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';

/** Each bundle written this process, by path, with its source map. */
const maps = new Map<string, SourceMap>();

/**
 * Import a bundle: `code` and its source map `map` (as esbuild writes it for `outfile`, so
 * its sources are relative to `dir`) are written into `dir` under the hash of the code.
 */
export async function importBundle(code: string, map: string, dir: string): Promise<Record<string, unknown>> {
  const path = join(dir, `${createHash('sha1').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!maps.has(path)) {
    await mkdir(dir, { recursive: true });
    await writeFile(path, code);
    const payload = JSON.parse(map) as { sources: string[] };
    // Absolute sources: the map is read from here, whatever the process's folder.
    payload.sources = payload.sources.map((source) => resolve(dir, source));
    maps.set(path, new SourceMap(payload as ConstructorParameters<typeof SourceMap>[0]));
  }
  return (await import(pathToFileURL(path).href)) as Record<string, unknown>;
}

/** Where a position in a bundle comes from (1-based line and column), when `path` is a bundle; else the position as it is. */
export function originalPosition(path: string, line: number, column: number): { path: string; line: number; column: number } {
  const local = path.startsWith('file://') ? fileURLToPath(path) : path;
  const entry = maps.get(local)?.findEntry(line - 1, column - 1);
  if (!entry || !('originalSource' in entry) || !entry.originalSource) return { path: local, line, column };
  const source = entry.originalSource.startsWith('file://') ? fileURLToPath(entry.originalSource) : entry.originalSource;
  return { path: source, line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}

/** The first stack frame (path, 1-based line and column) that `accept` takes, bundles read as their sources. */
export function firstFrame(stack: string | undefined, accept: (path: string) => boolean): { path: string; line: number; column: number } | undefined {
  // A frame's path starts after `(` or a space: `node:internal/modules/…` is not a file. A
  // module imported with a query (`?mtime=…`, as vitest's runner and cache-busting imports do) is its file.
  for (const match of (stack ?? '').matchAll(/(?:^|[(\s])((?:file:\/\/)?\/[^():\s?]+)(?:\?[^():\s]*)?:(\d+):(\d+)/gm)) {
    const frame = originalPosition(match[1]!, Number(match[2]), Number(match[3]));
    if (accept(frame.path)) return frame;
  }
  return undefined;
}
