/**
 * The MCP server's only way to read files: paths inside one built site's folder. A request
 * names a route, which becomes a relative path here; `..`, absolute paths, backslashes and
 * symlinks that lead out of the folder are refused, so a client cannot read anything else.
 */
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { OUTPUT_MARKER } from '../build/output-guard.ts';
import { DocsgenError } from '../diagnostics/diagnostic.ts';

export interface SiteFolder {
  /** The folder's real path (symlinks resolved). */
  root: string;
  /** A file's bytes, or `undefined` when it does not exist or is not inside the folder. */
  read(path: string): Promise<Buffer | undefined>;
  /** Every file under `path` (relative paths with `/`), symlinks and dotfiles skipped. */
  list(path?: string): Promise<string[]>;
  /** Changes when the folder is rebuilt (a build renames a new folder into place). */
  stamp(): Promise<string>;
}

/** Whether a relative path stays inside its folder: no `..`, no absolute path, no backslash, no NUL. */
export function isSafeRelative(path: string): boolean {
  if (!path || path.includes('\0') || path.includes('\\') || path.startsWith('/') || /^[a-z]:/i.test(path)) return false;
  return path.split('/').every((segment) => segment !== '..' && segment !== '.' && !segment.startsWith('.'));
}

/** Open a built site's folder; a folder without a built site is a usage error (exit 2). */
export async function openSiteFolder(options: { dir: string; cwd: string }): Promise<SiteFolder> {
  const given = resolve(options.cwd, options.dir);
  const shown = relative(options.cwd, given) || '.';
  const built = await stat(join(given, 'index.html')).catch(() => undefined);
  const hasTwins = await stat(join(given, 'llms.txt')).catch(() => undefined);
  if (!built?.isFile() && !hasTwins?.isFile()) {
    throw new DocsgenError(`No built site in ${shown}/: run \`docsgen build\` first, or pass the build folder with --dir`, { exitCode: 2 });
  }
  const root = await realpath(given);
  const inside = (real: string): boolean => real === root || real.startsWith(root + sep);

  async function realInside(path: string): Promise<string | undefined> {
    if (!isSafeRelative(path)) return undefined;
    // realpath follows symlinks: a link pointing out of the folder is refused like `..`.
    const real = await realpath(join(root, path)).catch(() => undefined);
    return real && inside(real) ? real : undefined;
  }

  return {
    root,
    async read(path) {
      const real = await realInside(path);
      if (!real || !(await stat(real)).isFile()) return undefined;
      return readFile(real);
    },
    async list(path = '') {
      const start = path ? await realInside(path) : root;
      if (!start) return [];
      const entries = await readdir(start, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .filter((file) => !file.split('/').some((segment) => segment.startsWith('.')))
        .sort();
    },
    async stamp() {
      // A first build renames a new folder into place; a rebuild moves its files in, with a new marker.
      const [folder, marker] = await Promise.all([stat(given).catch(() => undefined), stat(join(given, OUTPUT_MARKER)).catch(() => undefined)]);
      return `${folder?.ino}:${folder?.mtimeMs}:${marker?.ino}:${marker?.mtimeMs}:${marker?.size}`;
    },
  };
}
