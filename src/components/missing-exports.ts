/**
 * A named import that its module does not export is `undefined` and a warning, as webpack
 * makes it ("export 'X' (imported as 'X') was not found in './values'"), with no warning when the
 * module is React, a CommonJS package whose exports webpack cannot know: Docusaurus sites carry
 * such imports (a TypeScript type such as `CSSProperties` named in a `.js` component) and
 * build. esbuild refuses them instead ("No matching export"), all at once when it links.
 * So a bundle that fails with nothing but such errors is bundled again with each missing
 * name exported as `undefined` from its module; a site without them pays nothing.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Message, PluginBuild } from 'esbuild';
import { toPosix } from '../shared/paths.ts';

/** Missing names by module: an absolute file path, or `namespace:path` for a virtual module (`docsgen-react:react`). */
export type UndefinedExports = Map<string, Set<string>>;

const NO_MATCHING_EXPORT = /^No matching export in "(.*)" for import "(.*)"$/;

/** The module and name of esbuild's "No matching export" error; undefined for any other message. */
export function missingExport(text: string): { module: string; name: string } | undefined {
  const match = NO_MATCHING_EXPORT.exec(text);
  return match ? { module: match[1]!, name: match[2]! } : undefined;
}

/** The key of a module as esbuild names it in a message: virtual modules keep their namespace, files become absolute. */
function moduleKey(prettyPath: string, cwd: string): string {
  return /^docsgen-[\w-]+:/.test(prettyPath) ? prettyPath : resolve(cwd, prettyPath);
}

/**
 * Whether webpack would only warn, and the module is one this can mend: not from an `.mjs`
 * file (webpack's strict ES modules make it an error), and a site's file, a package's, or
 * React. A name docsgen's own modules lack (its stand-ins for Docusaurus modules, its theme)
 * stays an error that says what they have (see bundle-pages.ts).
 */
function tolerated(message: Message, docsgenDir: string, cwd: string): boolean {
  const found = missingExport(message.text);
  if (!found || /\.mjs$/.test(message.location?.file ?? '')) return false;
  const key = toPosix(moduleKey(found.module, cwd));
  if (key.startsWith('docsgen-react:')) return true;
  const own = toPosix(docsgenDir);
  return key.startsWith('/') && !key.startsWith(`${own}/src/`) && !key.startsWith(`${own}/templates/`);
}

/**
 * Run `bundle` (one esbuild build) tolerating missing named exports: when every error is one
 * webpack only warns about, bundle again with those names `undefined`. Returns the result and
 * the errors turned into warnings, each still located at its import.
 */
export async function bundleAllowingMissingExports<T>(bundle: (undefinedExports: UndefinedExports) => Promise<T>, options: { cwd: string; docsgenDir: string }): Promise<{ result: T; missing: Message[] }> {
  const undefinedExports: UndefinedExports = new Map();
  const missing: Message[] = [];
  // esbuild reports every such import in one pass; a second round is only a safeguard.
  for (let round = 0; ; round++) {
    try {
      return { result: await bundle(undefinedExports), missing };
    } catch (error) {
      const failure = error as { errors?: Message[] };
      const errors = failure.errors ?? [];
      const rest = errors.filter((message) => !tolerated(message, options.docsgenDir, options.cwd));
      if (!errors.length || rest.length || round === 2) {
        // What fails the build is the rest: the imports webpack only warns about are not among its errors.
        if (rest.length) failure.errors = rest;
        throw error;
      }
      for (const message of errors) {
        const { module, name } = missingExport(message.text)!;
        const key = moduleKey(module, options.cwd);
        undefinedExports.set(key, (undefinedExports.get(key) ?? new Set()).add(name));
        // React's package is CommonJS: webpack cannot know its exports and says nothing (docsgen's
        // facade of it, `docsgen-react:`, is an ES module only to be shared). A file's are known: a warning.
        if (!key.startsWith('docsgen-react:')) missing.push(message);
      }
    }
  }
}

/** Module code that exports each name as `undefined` (a local of its own, so no name of the module's can clash). */
export function undefinedExportsCode(names: Iterable<string>): string {
  const lines = [...names].map((name, index) => `var __docsgenUndefined${index};\nexport { __docsgenUndefined${index} as ${JSON.stringify(name)} };`);
  return lines.length ? `\n;${lines.join('\n')}\n` : '';
}

/**
 * Load the files that lack a name imported from them with that name appended as `undefined`:
 * registered before the plugin's other loaders, for the JavaScript and TypeScript files alone.
 */
export function patchUndefinedExports(build: PluginBuild, undefinedExports: ReadonlyMap<string, ReadonlySet<string>> | undefined, loaderOf: (path: string, text: string) => 'js' | 'jsx' | 'ts' | 'tsx' | undefined): void {
  if (!undefinedExports?.size) return;
  build.onLoad({ filter: /\.[cm]?[jt]sx?$/, namespace: 'file' }, async (args) => {
    const names = undefinedExports.get(args.path);
    if (!names) return undefined;
    const text = await readFile(args.path, 'utf8');
    const loader = loaderOf(args.path, text);
    return loader ? { contents: text + undefinedExportsCode(names), loader } : undefined;
  });
}
