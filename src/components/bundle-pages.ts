/**
 * One esbuild build, for Node, of every page that is code (and what they import): each page
 * an entry, shared modules split into chunks, CSS per page, imported images and fonts as
 * files. The output is written to a content-addressed folder so Node can import it, and
 * reused when nothing changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { Message, Metafile } from 'esbuild';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { CompileCache } from '../site/compile-cache.ts';
import { displayPath, toPosix } from '../shared/paths.ts';
import { packageRoot } from '../package-root.ts';
import { bundleAllowingMissingExports, missingExport } from './missing-exports.ts';
import { unresolvedHint } from './unresolved-hint.ts';
import { withGeneratorHints } from './generated-file-hint.ts';
import { LEFT_OUT_IMPORT } from './left-out-imports.ts';
import { componentsPlugin, SKIPPED_LOADER, type BundleSettings, type IslandSource, type ResolveOptions } from './resolve-plugin.ts';

/** Media and fonts a stylesheet references (`url(./codicon.ttf)`): files of their own, content-hashed, as webpack's asset modules make them. */
export const FILE_LOADERS = Object.fromEntries(['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.ico', '.woff', '.woff2', '.ttf', '.otf', '.eot', '.mp4', '.webm', '.pdf'].map((ext) => [ext, 'file' as const]));

export interface PageModuleInput {
  /** Stable name of the module: the page's file and which part (`page`, `excerpt`). */
  name: string;
  /** The compiled MDX module. */
  code: string;
  /** Absolute path of the page's source file; its imports resolve from its folder. */
  path: string;
}

export interface BundledPage {
  /** File URL of the page's module, for `import()`. */
  url: string;
  /** A hash of everything the module's HTML depends on: its code, chunks and CSS. */
  key: string;
  /** The CSS its components import, if any. */
  css?: string;
}

export interface PagesBundle {
  pages: Map<string, BundledPage>;
  /** Imported images and fonts: output path (`assets/media/x.1a2b3c4d.png`) → the file to copy. */
  assets: Map<string, string>;
  /** Client components found, by island id. */
  islands: Map<string, IslandSource>;
  /** Every file the bundle read, for `docsgen dev` to know what a change touches. */
  inputs: string[];
  diagnostics: Diagnostic[];
}

function isDiagnostic(value: unknown): value is Diagnostic {
  return typeof value === 'object' && value !== null && typeof (value as Diagnostic).code === 'string' && typeof (value as Diagnostic).file === 'string' && typeof (value as Diagnostic).severity === 'string';
}

/**
 * An import of a name docsgen's stand-in for a Docusaurus module lacks (`useDoc` from
 * `@docusaurus/theme-common`): said with the module's Docusaurus name and what it has,
 * rather than the path of docsgen's own file.
 */
function missingDocusaurusExport(text: string, cwd: string): { message: string; hint: string } | undefined {
  const match = /^No matching export in "(.*)" for import "(.*)"$/.exec(text);
  if (!match) return undefined;
  const file = join(cwd, match[1]!);
  const runtime = join(packageRoot(), 'src', 'components', 'runtime');
  const module = /^docusaurus\/(.+)\.tsx?$/.exec(toPosix(relative(runtime, file)));
  if (!module) return undefined;
  const name = `@docusaurus/${module[1]}`;
  let exports: string[] = [];
  try {
    const source = readFileSync(file, 'utf8');
    const declared = [...source.matchAll(/^export (?:async )?(?:function|const|class) (\w+)/gm)].map((each) => each[1]!);
    // `export { A, B as C, type D } from './part.tsx'`: the stand-in is split into small modules.
    const reexported = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((each) => each[1]!.split(',').map((part) => part.trim()).filter((part) => part && !part.startsWith('type ')).map((part) => part.split(/\s+as\s+/).pop()!));
    exports = [...declared, ...reexported];
  } catch {
    // The list is a courtesy.
  }
  return {
    message: `docsgen's \`${name}\` has no export \`${match[2]}\``,
    hint: `docsgen provides part of Docusaurus's client API${exports.length ? `; \`${name}\` has: ${exports.join(', ')}` : ''}. Theme internals (navbar, sidebar, doc contexts) are not provided: render what the page needs in the site's own component`,
  };
}

/** The loader a message says docsgen does not run (see resolve-plugin's `resolveChain`). */
function skippedLoader(message: Message): string | undefined {
  const detail = message.detail as { code?: unknown; loader?: unknown } | undefined;
  return detail?.code === SKIPPED_LOADER && typeof detail.loader === 'string' ? detail.loader : undefined;
}

/** A loader docsgen does not run is said once per file that imports through it, at its first import. */
function onePerLoader(messages: readonly Message[]): Message[] {
  const seen = new Set<string>();
  return messages.filter((message) => {
    const loader = skippedLoader(message);
    if (!loader) return true;
    const key = `${message.location?.file ?? ''}\0${loader}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A name imported from a module that lacks it, as webpack words it, with what to do. */
function undefinedImportMessage({ module, name }: { module: string; name: string }, severity: 'error' | 'warning'): Pick<Message, 'text' | 'notes'> {
  const shown = module.replace(/^docsgen-react:/, '');
  const fix = `remove \`${name}\` from the import; a TypeScript type is imported with \`import type\` in a .ts or .tsx file, and not at all in a .js file`;
  // An error only from a strict ES module (`.mjs`): webpack fails on it too (see missing-exports.ts).
  return severity === 'warning'
    ? { text: `\`${shown}\` has no export \`${name}\`: the import is undefined`, notes: [{ text: fix, location: null }] }
    : { text: `\`${shown}\` has no export \`${name}\``, notes: [{ text: `${fix} (an .mjs file is a strict ES module: a missing export fails the build, as in webpack)`, location: null }] };
}

/** esbuild's messages as located diagnostics: the importing line for a failed import, the file's own line for a syntax error. */
export function toDiagnostics(messages: readonly Message[], severity: 'error' | 'warning', cwd: string, pages: ReadonlyMap<string, PageModuleInput> = new Map()): Diagnostic[] {
  // A Docusaurus project's tsconfig.json extends `@docusaurus/tsconfig`, editor settings that
  // change nothing esbuild does: that it is not installed is no news to the reader.
  const relevant = onePerLoader(messages.filter((message) => !/^Cannot find base config file "@docusaurus\//.test(message.text)));
  return relevant.map((original) => {
    let message = original;
    // A partial's own diagnostic, carried through esbuild as it was made (not an error a plugin threw, which has a `code` too).
    if (isDiagnostic(message.detail)) return message.detail;
    const location = message.location;
    const page = location && pages.get(location.file.replace(/^(?:docsgen-page:)+/, ''));
    // An import inside a page module is reported at the page (its line in the MDX is found by the text).
    // A file read through a namespace of the plugin (an island's original) is named by its absolute path after the namespace.
    const file = page ? displayPath(cwd, page.path) : location ? displayPath(cwd, resolve(cwd, location.file.replace(/^docsgen-[\w-]+:(?=\/)/, ''))) : 'site';
    const unresolved = /^Could not resolve "(.*)"$/.exec(message.text);
    const missing = missingDocusaurusExport(message.text, cwd);
    if (missing) message = { ...message, text: missing.message, notes: [{ text: missing.hint, location: null }] };
    const undefinedImport = missingExport(message.text);
    if (undefinedImport) message = { ...message, ...undefinedImportMessage(undefinedImport, severity) };
    return {
      code: message.detail === LEFT_OUT_IMPORT ? LEFT_OUT_IMPORT : unresolved ? 'components/unresolved-import' : skippedLoader(message) ? SKIPPED_LOADER : missing ? 'components/unsupported' : undefinedImport && severity === 'warning' ? 'components/missing-export' : message.pluginName === 'docsgen-components' && severity === 'warning' ? 'components/unsupported' : `components/build-${severity}`,
      severity,
      message: unresolved ? `Cannot resolve \`${unresolved[1]}\`` : message.text,
      file,
      ...(location && !page ? { line: location.line, column: location.column + 1 } : {}),
      // In a page module, the import's specifier finds its line in the page's own source.
      ...(page ? { specifier: unresolved?.[1] ?? /["']([^"']+)["']/.exec(location?.lineText ?? '')?.[1] } : {}),
      // esbuild's own notes on a failed import are about marking it external; docsgen's say what docsgen has instead.
      hint: message.detail === LEFT_OUT_IMPORT ? message.notes[0]!.text : unresolved && !(message.pluginName === 'docsgen-components' && message.notes.length)
        ? unresolvedHint(unresolved[1]!, file)
        : (message.notes.map((note) => note.text).join('; ') || 'fix the component’s code'),
    } as Diagnostic;
  });
}

/** Bundle the site's page modules for Node under `outRoot`, in a folder named by the output's hash. */
export interface BundlePagesOptions {
  siteDir: string;
  /** The static folders, absolute (see ResolveOptions). */
  staticDirs?: readonly string[];
  cwd: string;
  /** Scratch folder for the bundle (Node imports files). */
  outRoot: string;
  baseUrl: string;
  siteData: unknown;
  compilePartial?: ResolveOptions['compilePartial'];
  generatedPartial?: ResolveOptions['generatedPartial'];
  /** What partials' links resolve against (config, routes, static files): part of the bundle's cache key. */
  contextKey?: string;
  /** What the site's plugins ask of the bundler. */
  bundle?: BundleSettings;
  /** The build's compile cache: webpack loaders' output is kept there. */
  cache?: CompileCache;
  /** `.js`/`.jsx` files may hold TypeScript (see ResolveOptions). */
  typescriptInJs?: boolean;
  /** Site component files with behaviour are islands (see ResolveOptions). */
  hydrateInteractive?: boolean;
  /** Only bundle to find the problems (see theme-fallback.ts): nothing is written, no page is returned. */
  checkOnly?: boolean;
}

export async function bundlePages(inputs: readonly PageModuleInput[], options: BundlePagesOptions): Promise<PagesBundle> {
  const byEntry = new Map(inputs.map((input, index) => [`${index}`, input]));
  const entries = new Map(inputs.map((input, index) => [`docsgen-page:${index}`, { code: input.code, resolveDir: dirname(input.path) }]));
  const islands = new Map<string, IslandSource>();
  const importedAssets = new Map<string, string>();
  const loaderFiles = new Set<string>();
  const outdir = join(options.outRoot, 'out');
  let result;
  let missing: Message[];
  // Loaded here, not with this module: a build whose pages are no code never loads esbuild.
  const { build: esbuild } = await import('esbuild');
  try {
    ({ result, missing } = await bundleAllowingMissingExports((undefinedExports) => esbuild({
      entryPoints: inputs.map((_input, index) => ({ in: `docsgen-page:${index}`, out: `page-${index}` })),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      // As webpack resolves for Docusaurus's server bundle (target node): a package's ES module
      // build before its CommonJS one. An ES module package importing a CommonJS one's default
      // (styled-components from a `"type": "module"` UI library) gets its `module.exports` in
      // Node's interop, where the ES build has the real default export.
      mainFields: ['module', 'main'],
      target: 'node20',
      jsx: 'automatic',
      write: false,
      metafile: true,
      absWorkingDir: options.cwd,
      // A docs folder outside the site folder (Docusaurus's `path: '../docs'`) imports the site's packages, as webpack resolves them.
      nodePaths: [join(options.siteDir, 'node_modules'), ...(options.bundle?.nodePaths ?? [])],
      outdir,
      // Pages in a folder of their own, media beside it: the CSS written to assets/css/ then
      // finds what it references (`url(../media/…)`) where the build writes it, assets/media/.
      entryNames: 'pages/[name]',
      chunkNames: 'pages/chunk-[hash]',
      assetNames: 'media/[name].[hash]',
      loader: FILE_LOADERS,
      define: { ...options.bundle?.define, 'process.env.NODE_ENV': '"production"' },
      // ESM output has no `require`: esbuild's shim for a CommonJS package's `require('react')` uses this one.
      banner: { js: "import { createRequire as __docsgenCreateRequire } from 'node:module';\nconst require = __docsgenCreateRequire(import.meta.url);" },
      logLevel: 'silent',
      plugins: [componentsPlugin({ siteDir: options.siteDir, ...(options.staticDirs ? { staticDirs: options.staticDirs } : {}), ...(options.bundle ? { bundle: options.bundle } : {}), platform: 'node', entries, siteData: options.siteData, islands, baseUrl: options.baseUrl, assets: importedAssets, ...(options.compilePartial ? { compilePartial: options.compilePartial } : {}), ...(options.generatedPartial ? { generatedPartial: options.generatedPartial } : {}), undefinedExports, ...(options.cache ? { cache: options.cache } : {}), loaderFiles, typescriptInJs: options.typescriptInJs ?? false, hydrateInteractive: options.hydrateInteractive ?? false, pageClients: new Map() })],
    }), { cwd: options.cwd, docsgenDir: packageRoot() }));
  } catch (error) {
    const failure = error as { errors?: Message[]; warnings?: Message[] };
    if (!failure.errors) throw error;
    // Warnings too: a failed build still says which loaders it left out.
    const messages = [...toDiagnostics(failure.errors, 'error', options.cwd, byEntry), ...toDiagnostics(failure.warnings ?? [], 'warning', options.cwd, byEntry)];
    return { pages: new Map(), assets: new Map(), islands, inputs: [], diagnostics: await withGeneratorHints(locateInPages(messages, byEntry, options.cwd), [options.siteDir, options.cwd]) };
  }
  const diagnostics = await withGeneratorHints(locateInPages(toDiagnostics([...missing, ...result.warnings], 'warning', options.cwd, byEntry), byEntry, options.cwd), [options.siteDir, options.cwd]);
  if (options.checkOnly) return { pages: new Map(), assets: new Map(), islands, inputs: [], diagnostics };
  const hash = createHash('sha256');
  for (const file of result.outputFiles) hash.update(file.path).update(file.hash);
  const folder = join(options.outRoot, hash.digest('hex').slice(0, 16));
  const metafile = result.metafile as Metafile;

  // Written once per distinct output: an unchanged site imports the modules it already has.
  if (!existsSync(folder)) {
    const staging = `${folder}.${process.pid}.tmp`;
    await rm(staging, { recursive: true, force: true });
    for (const file of result.outputFiles) {
      if (file.path.endsWith('.css')) continue;
      const target = join(staging, relative(outdir, file.path));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, file.contents);
    }
    await rename(staging, folder).catch(async (error: NodeJS.ErrnoException) => {
      // Another docsgen wrote the same output first: it is the same.
      if (!existsSync(folder)) throw error;
      await rm(staging, { recursive: true, force: true });
    });
  }
  const texts = new Map(result.outputFiles.map((file) => [toPosix(relative(outdir, file.path)), file]));
  const pages = new Map<string, BundledPage>();
  for (const [outputPath, output] of Object.entries(metafile.outputs)) {
    const index = output.entryPoint?.replace(/^(?:docsgen-page:)+/, '');
    const input = index === undefined ? undefined : byEntry.get(index);
    if (!input || !outputPath.endsWith('.js')) continue;
    const relativePath = toPosix(relative(outdir, join(options.cwd, outputPath)));
    const css = output.cssBundle ? texts.get(toPosix(relative(outdir, join(options.cwd, output.cssBundle))))?.text : undefined;
    const js = texts.get(relativePath)!;
    pages.set(input.name, {
      url: new URL(`file://${join(folder, relativePath)}`).href,
      key: createHash('sha256').update(js.hash).update(css ?? '').digest('hex'),
      ...(css ? { css } : {}),
    });
  }
  const assets = new Map(importedAssets);
  for (const file of result.outputFiles) {
    const path = toPosix(relative(outdir, file.path));
    if (path.startsWith('media/')) assets.set(`assets/${path}`, join(folder, path));
  }
  // Files read through a namespace of the plugin (raw text, assets, client originals) are named by their absolute path.
  const read = Object.keys(metafile.inputs).flatMap((path) => {
    // A file read through a loader chain has the chain as a suffix (see resolve-plugin's `resolveChain`).
    const namespaced = /^docsgen-(?:raw|asset|client-original|loaders):(.*?)(?:\?docsgen-(?:loaders|chain)=.*)?$/.exec(path);
    if (namespaced) return [namespaced[1]!];
    return /^(?:docsgen-|file:)/.test(path) ? [] : [join(options.cwd, path)];
  });
  // The webpack loaders that ran: a changed loader changes what the pages import.
  return { pages, assets, islands, inputs: [...read, ...loaderFiles], diagnostics };
}

/** A failed import in a page module is reported at the import's line in the page source. */
function locateInPages(diagnostics: Diagnostic[], pages: ReadonlyMap<string, PageModuleInput>, cwd: string): Diagnostic[] {
  const sources = new Map([...pages.values()].map((page) => [displayPath(cwd, page.path), page]));
  return diagnostics.map((diagnostic) => {
    const { specifier, ...rest } = diagnostic as Diagnostic & { specifier?: string };
    const page = sources.get(diagnostic.file);
    if (!page || specifier === undefined) return rest;
    return { ...rest, ...lineOf(page.path, specifier) };
  });
}

/** Where a page's source writes an import of `specifier` (the compiled module's lines are not the page's). */
function lineOf(path: string, specifier: string): { line: number; column: number } {
  let source: string;
  try {
    source = readFileSync(path, 'utf8');
  } catch {
    return { line: 1, column: 1 };
  }
  const lines = source.split('\n');
  const quoted = [`'${specifier}'`, `"${specifier}"`];
  const index = lines.findIndex((line) => /^\s*(?:import|export)\b/.test(line) && quoted.some((q) => line.includes(q)));
  if (index === -1) return { line: 1, column: 1 };
  return { line: index + 1, column: 1 };
}
