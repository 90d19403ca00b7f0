import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { DocsgenError } from '../diagnostics/diagnostic.ts';
import { PACKAGE_VERSION } from '../package-root.ts';
import { SCAFFOLD_SCRIPTS, scaffoldFiles } from './scaffold-files.ts';

/**
 * What a folder may already hold and still count as empty: what `npm i docsgen` leaves (so
 * `npx docsgen init` works right after installing), a git repository, and OS litter.
 */
const ALLOWED = new Set(['node_modules', 'package.json', 'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', '.git', '.DS_Store', 'Thumbs.db']);

export interface InitResult {
  /** Absolute project folder. */
  dir: string;
  /** Files written, relative to `dir`, in the order written. */
  written: string[];
  /** True when an existing package.json got the scripts (instead of a new package.json). */
  updatedPackageJson: boolean;
}

/** A title from the folder name: `my-docs` → `My Docs`. */
function titleFrom(dir: string): string {
  const words = basename(dir).split(/[-_\s.]+/).filter(Boolean);
  return words.length ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ') : 'My Docs';
}

/** An npm package name from the folder name (lower case, URL-safe). */
function packageName(dir: string): string {
  return basename(dir).toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[._-]+/, '') || 'my-docs';
}

/** The package.json to write: the existing one with the scripts added (none replaced), or a new one. */
function packageJson(dir: string): { contents: string; updated: boolean } {
  const path = join(dir, 'package.json');
  if (!existsSync(path)) {
    const fresh = { name: packageName(dir), private: true, scripts: { ...SCAFFOLD_SCRIPTS }, devDependencies: { docsgen: `^${PACKAGE_VERSION}` } };
    return { contents: `${JSON.stringify(fresh, null, 2)}\n`, updated: false };
  }
  let existing: Record<string, unknown>;
  try {
    existing = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new DocsgenError(`${path}: not valid JSON, so docsgen cannot add its scripts: fix it or remove it and run init again`, { exitCode: 2, cause: error });
  }
  const scripts = { ...SCAFFOLD_SCRIPTS, ...(existing.scripts as Record<string, string> | undefined) };
  return { contents: `${JSON.stringify({ ...existing, scripts }, null, 2)}\n`, updated: true };
}

/**
 * Scaffold a new site in `dir` (created when missing). Refuses, writing nothing, a folder
 * that holds anything besides an npm install's files (exit code 2).
 */
export async function initSite({ dir: target, cwd }: { dir: string; cwd: string }): Promise<InitResult> {
  const dir = resolve(cwd, target);
  if (existsSync(dir)) {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch (error) {
      throw new DocsgenError(`${relative(cwd, dir) || '.'} is not a folder: choose another place for the new site`, { exitCode: 2, cause: error });
    }
    const others = entries.filter((entry) => !ALLOWED.has(entry)).sort();
    if (others.length) {
      const shown = others.slice(0, 3).join(', ') + (others.length > 3 ? `, … (${others.length} entries)` : '');
      throw new DocsgenError(`${relative(cwd, dir) || '.'}/ is not empty (${shown}): run docsgen init in an empty or new folder, e.g. \`docsgen init my-docs\``, { exitCode: 2 });
    }
  }
  // Read before writing anything: a broken package.json must leave the folder as it was.
  const pkg = packageJson(dir);
  const files = scaffoldFiles({ title: titleFrom(dir) });
  files.set('package.json', pkg.contents);
  const written: string[] = [];
  for (const [path, contents] of files) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), contents);
    written.push(path);
  }
  return { dir, written, updatedPackageJson: pkg.updated };
}
