import { readdir, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, isAbsolute, parse, relative, resolve, sep } from 'node:path';
import { DocsgenError } from '../diagnostics/diagnostic.ts';
import { displayPath } from '../shared/paths.ts';

/** File docsgen writes into every output folder it creates, so it never empties someone else's. */
export const OUTPUT_MARKER = '.docsgen-output';

function isSameOrAncestor(candidate: string, of: string): boolean {
  const rel = relative(candidate, of);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** A folder as the reader knows it: relative when inside the working directory, else absolute (not `../..`). */
function shownPath(path: string, cwd: string): string {
  const shown = displayPath(cwd, path);
  return shown === '..' || shown.startsWith('../') || isAbsolute(shown) ? path : shown;
}

function refuse(outDir: string, cwd: string, why: string, hint: string): never {
  const shown = shownPath(outDir, cwd);
  throw new DocsgenError(`Refusing to write output to ${shown}`, {
    exitCode: 2,
    diagnostics: [{ code: 'output/unsafe-folder', severity: 'error', message: `Refusing to write the build to \`${shown}\`: ${why}`, file: shown, hint }],
  });
}

/**
 * Check that `outDir` is safe to replace wholesale: not the working directory, the file
 * system root, the home folder, the site folder, one of its ancestors or a folder inside it
 * (except a Docusaurus project's own `build/`, with `insideSite`), and either
 * missing, empty, or marked as docsgen's own output.
 */
export async function assertSafeOutputDir(options: { outDir: string; siteDir: string; cwd: string; insideSite?: boolean }): Promise<void> {
  const outDir = resolve(options.cwd, options.outDir);
  const hint = 'pass a dedicated folder with `--out`, e.g. `--out build`';
  if (outDir === resolve(options.cwd)) refuse(outDir, options.cwd, 'it is the current folder', hint);
  if (outDir === parse(outDir).root) refuse(outDir, options.cwd, 'it is the file system root', hint);
  if (outDir === resolve(homedir())) refuse(outDir, options.cwd, 'it is your home folder', hint);
  const siteDir = resolve(options.cwd, options.siteDir);
  if (isSameOrAncestor(outDir, siteDir)) refuse(outDir, options.cwd, 'it holds the site sources', hint);
  // A Docusaurus project's `build/` is inside it, and none of its sources are read from there.
  if (!options.insideSite && isSameOrAncestor(siteDir, outDir)) refuse(outDir, options.cwd, 'it is inside the site folder, whose files it would replace', hint);
  const info = await stat(outDir).catch(() => undefined);
  if (!info) {
    // Missing: its nearest existing ancestor must be a folder to make it in.
    let ancestor = dirname(outDir);
    let found = await stat(ancestor).catch(() => undefined);
    while (!found && dirname(ancestor) !== ancestor) found = await stat((ancestor = dirname(ancestor))).catch(() => undefined);
    if (found && !found.isDirectory()) refuse(outDir, options.cwd, `\`${shownPath(ancestor, options.cwd)}\` is a file, not a folder`, hint);
    return;
  }
  if (!info.isDirectory()) refuse(outDir, options.cwd, 'it is a file', hint);
  const entries = await readdir(outDir);
  if (entries.length && !entries.includes(OUTPUT_MARKER)) {
    refuse(outDir, options.cwd, `it is not empty and was not created by docsgen (no ${OUTPUT_MARKER} file)`, `move its contents away or choose another folder; docsgen replaces the whole output folder on each build`);
  }
}

