/**
 * Imports of what the environment lacks, as Docusaurus sites meet them: a relative import of a
 * file the project generates (its .gitignore lists it) that was not generated, and, inside
 * node_modules, a bare import of a package that is not installed (a peer dependency an install
 * with `--legacy-peer-deps` left out). webpack fails on both; docsgen builds the page without
 * them: the import is an inert value (runtime/left-out.cjs) that renders nothing, with one
 * located warning per missing file or package naming it and what to do. Any other import that
 * does not resolve stays an error.
 */
import { existsSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, resolve, sep } from 'node:path';
import type { OnResolveArgs, OnResolveResult, PluginBuild } from 'esbuild';
import { ignoredByGit } from '../shared/gitignore.ts';
import { RUNTIME } from './theme-modules.ts';
import { packageOfPath, packageOfSpecifier } from '../shared/package-name.ts';
import { foldersUp } from '../shared/paths.ts';

/** What a warning's `detail` carries for bundle-pages to give it its code. */
export const LEFT_OUT_IMPORT = 'components/left-out-import';

/** The extensions and index files a relative import may leave out, as the bundler tries them. */
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.json', '.css', '.scss', '.md', '.mdx'];
const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();
/** Whether the import may resolve: a file, with an extension left out, or a folder (its index or package.json is the bundler's to read). */
const exists = (path: string): boolean => existsSync(path) || EXTENSIONS.some((ext) => isFile(path + ext));


/** Whether `name` is installed where Node and the bundler look from `dir`: a node_modules of it or above, or one of `nodePaths`. */
function installed(name: string, dir: string, nodePaths: readonly string[]): boolean {
  for (const at of foldersUp(dir)) if (existsSync(join(at, 'node_modules', name))) return true;
  return nodePaths.some((path) => existsSync(join(path, name)));
}

/** The inert module, with the import's warning (esbuild locates it at the import). */
const leftOut = (text: string, hint: string): OnResolveResult => ({ path: join(RUNTIME(), 'left-out.cjs'), warnings: [{ text, notes: [{ text: hint }], detail: LEFT_OUT_IMPORT }] });

/**
 * Register the two cases, after every other resolver of the plugin (aliases, fallbacks, roots
 * and theme modules have had their say). One warning per missing file or package a bundle.
 */
export function leftOutImports(build: PluginBuild, nodePaths: readonly string[]): void {
  const warned = new Set<string>();
  const once = (key: string, result: OnResolveResult): OnResolveResult => (warned.has(key) ? { path: result.path! } : (warned.add(key), result));
  build.onResolve({ filter: /^\.\.?\/[^!?]*$/ }, (args: OnResolveArgs) => {
    // The project's own files only: in node_modules (which .gitignore lists) a missing file is the package's fault.
    if (!args.resolveDir || args.importer.includes(`${sep}node_modules${sep}`)) return undefined;
    const path = resolve(args.resolveDir, args.path);
    if (exists(path) || !ignoredByGit(path)) return undefined;
    return once(path, leftOut(`Cannot resolve \`${args.path}\`, a generated file (.gitignore lists it) that is not there: it is imported empty, and what uses it renders without it`, 'generate it before the build to include what uses it'));
  });
  const checked = new Map<string, boolean>();
  // `#name` is a subpath import of the importing package (its package.json `imports`), the bundler's to resolve.
  build.onResolve({ filter: /^[^./!#][^!?]*$/ }, (args: OnResolveArgs) => {
    // A require() may be in a try block, to do without the package: left as it is.
    if (args.kind !== 'import-statement' && args.kind !== 'dynamic-import') return undefined;
    if (!args.importer.includes(`${sep}node_modules${sep}`) || isBuiltin(args.path) || /^[\w-]+:/.test(args.path)) return undefined;
    const name = packageOfSpecifier(args.path);
    const key = `${args.resolveDir}\0${name}`;
    let found = checked.get(key);
    if (found === undefined) checked.set(key, (found = installed(name, args.resolveDir, nodePaths)));
    if (found) return undefined;
    // Docusaurus's alias for the files its build writes (`.docusaurus/`): no package to install.
    if (name.startsWith('@generated/')) {
      return once(name, leftOut(`Cannot resolve \`${args.path}\`, which \`${packageOfPath(args.importer)}\` imports: a file Docusaurus's own build generates (its \`@generated\` alias), which docsgen does not write, so it is imported empty and what uses it renders without it`, 'the plugin or theme that would generate it is not run by docsgen (the warnings about the config name which)'));
    }
    return once(name, leftOut(`Cannot resolve \`${args.path}\`, which \`${packageOfPath(args.importer)}\` imports: \`${name}\` is not installed, so it is imported empty and what uses it renders without it`, `install it to include what uses it: \`npm install ${name}\``));
  });
}
