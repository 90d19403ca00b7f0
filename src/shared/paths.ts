import { dirname, join, relative } from 'node:path';

/** A path with `/` separators, as diagnostics, manifests and routes write it on every OS. */
export function toPosix(path: string): string {
  return path.split('\\').join('/');
}

/** How a diagnostic names a file: relative to the working directory, `/`-separated, `.` for the directory itself. */
export function displayPath(cwd: string, path: string): string {
  return toPosix(relative(cwd, path)) || '.';
}

/** A folder of docsgen's caches in the project (`node_modules/.cache/docsgen/…`), where build tools keep theirs. */
export function cacheFolder(cwd: string, ...parts: string[]): string {
  return join(cwd, 'node_modules', '.cache', 'docsgen', ...parts);
}

/** The folders from `dir` up to the file system's root, `dir` first: where Node looks for node_modules and package.json. */
export function* foldersUp(dir: string): Generator<string> {
  for (let current = dir; ; current = dirname(current)) {
    yield current;
    if (dirname(current) === current) return;
  }
}
