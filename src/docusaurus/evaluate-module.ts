/**
 * Run a Docusaurus project's JavaScript or TypeScript file (`docusaurus.config.ts`,
 * `sidebars.js`) in Node, as Docusaurus does, without Docusaurus installed: esbuild bundles
 * it (TypeScript transpiled, the project's own imports followed), `@docusaurus/*` resolves to
 * docsgen's shims (`prism-react-renderer` too when it is not installed), and a package that is
 * not installed becomes a stub, with one warning naming it and the line that imports it.
 */
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { OnResolveArgs, OnResolveResult, Plugin } from 'esbuild';
import { init as initLexer, parse as parseModule } from 'es-module-lexer';
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { cacheFolder, displayPath } from '../shared/paths.ts';
import { firstFrame, importBundle } from '../shared/bundled-modules.ts';
import { positionOfString } from './locate.ts';
import { packageOfSpecifier } from '../shared/package-name.ts';

/** What evaluating a file gave: its default export (a function is called), and the warnings about it. */
export interface EvaluatedModule {
  value: unknown;
  /** The file's text, for locating keys in messages. */
  source: string;
  /** Packages that were not installed and were stubbed (each has its warning in `diagnostics`). */
  stubbed: string[];
  diagnostics: Diagnostic[];
}

/** Packages a config may import without them installed, whose few values docsgen provides when they are not. */
const SHIMS: Record<string, string> = {
  // Configs read `themes.github` and `themes.dracula` for `prism.theme`: any theme name is an empty theme (no colours to carry over).
  'prism-react-renderer': 'const theme = { plain: {}, styles: [] }; module.exports = { themes: new Proxy({}, { get: () => theme }), Highlight: () => null };',
};

/** Whatever a stub is asked for: itself, callable, so `plugin()`, `x.y.z` and `new X()` all work. */
const STUB = `
function stub() { return proxy; }
const proxy = new Proxy(stub, {
  get: (target, key) => key === '__esModule' ? false : key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : proxy,
  apply: () => proxy,
  construct: () => ({}),
  // esbuild's interop copies a CommonJS module's own keys for named imports, into an object
  // whose prototype is the module's: this makes \`import { anyName }\` find the stub too.
  getPrototypeOf: () => proxy,
});
module.exports = proxy;
`;

const isBare = (path: string): boolean => !/^(?:\.{1,2}\/|\/|[a-zA-Z]:[\\/]|node:|data:|file:)/.test(path);

/** Whether Node reads a file as CommonJS: `.cjs`, or `.js` in a package that is not `"type": "module"`. */
export function isCommonJs(file: string): boolean {
  if (file.endsWith('.cjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    let text: string;
    try {
      text = readFileSync(join(dir, 'package.json'), 'utf8');
    } catch {
      continue;
    }
    try {
      return (JSON.parse(text) as { type?: unknown }).type !== 'module';
    } catch {
      return true;
    }
  }
  return true;
}

/** `import`/`export` statements, and CommonJS's `module.exports` or `exports.name =`: a file with both is neither, to Node. */
const ESM_SYNTAX = /^[ \t]*(?:import[\s{*'"]|export[\s{*])/m;
const COMMONJS_EXPORTS = /\bmodule\.exports\b|(?:^|[^.\w$])exports\.[\w$]+\s*=/m;

/** Whether a file's text has `import` or `export` statements: jiti compiles such a file whatever its package says. */
export function hasModuleSyntax(source: string): boolean {
  return ESM_SYNTAX.test(source);
}

/**
 * A file as jiti, which Docusaurus loads plugins and configs with, compiles it, where esbuild
 * would read it otherwise:
 * - one that uses `import` and also sets `module.exports` is CommonJS (Node and an ES module
 *   bundle have no `module`);
 * - one that reads `import.meta` has its own (the bundle's `define` gives the entry's).
 * The source map is inline, for esbuild to chain: stack traces still name the file's own
 * lines. Undefined for any other file, which esbuild reads as it is.
 */
async function asJitiReads(path: string, entry: string, always = false): Promise<{ contents: string; loader: 'js'; resolveDir: string } | undefined> {
  const source = await readFile(path, 'utf8');
  const mixed = ESM_SYNTAX.test(source) && COMMONJS_EXPORTS.test(source);
  if (!always && !mixed && (path === entry || !source.includes('import.meta'))) return undefined;
  const { transform } = await import('esbuild');
  const loader = /\.[cm]?tsx?$/.test(path) ? (path.endsWith('x') ? 'tsx' : 'ts') : 'jsx';
  const define = { 'import.meta.url': JSON.stringify(pathToFileURL(path).href), 'import.meta.dirname': JSON.stringify(dirname(path)), 'import.meta.filename': JSON.stringify(path) };
  try {
    const result = await transform(source, { loader, ...(mixed ? { format: 'cjs' as const } : {}), platform: 'node', target: 'node20', sourcemap: 'inline', sourcefile: path, define, logLevel: 'silent' });
    return { contents: result.code, loader: 'js', resolveDir: dirname(path) };
  } catch {
    // What CommonJS cannot hold (a top-level await): the file as it is, and esbuild's own message.
    return always ? { contents: source, loader: 'js', resolveDir: dirname(path) } : undefined;
  }
}

/**
 * `.mjs` and `.mts`: esbuild reads the default imports of a file so named as Node does, whatever
 * its resolver or namespace say. Such a file is bundled under the name without the `m`, in a
 * namespace of its own, its source map naming the file itself.
 */
const NODE_MODULE_EXTENSION = /\.m([jt]s)$/;

/** A TypeScript file, which Node 20 does not load. */
const TYPESCRIPT = /\.[cm]?tsx?$/;

/** Options of evaluateModule for files a project imports that docsgen writes itself or that are missing. */
export interface LocalFiles {
  /** The contents (CommonJS) standing in for a project file, by absolute path without extension; undefined: the file as it is. */
  replace(pathWithoutExtension: string): string | undefined;
  /** A relative import that does not resolve becomes an empty stub with a warning, instead of an error. */
  stubMissing: boolean;
}

/** An empty list that is also an empty object, for a missing file that was imported, spread or mapped. */
const MISSING_FILE = 'module.exports = [];';

/** How evaluateModule runs a file: a config or sidebars (the default), or a plugin's module. */
export interface EvaluateOptions {
  /** Give the module's exports as they are (a plugin module), not its default export called. */
  exports?: boolean;
  /** Installed `@docusaurus/*` packages are the real ones (a plugin's module); docsgen's shims only stand in for missing ones. */
  realPackages?: boolean;
}

/** Whether a file's code is CommonJS: no `import`/`export` statements (es-module-lexer's reading), and not a file it cannot read. */
function isCommonJsSource(text: string): boolean {
  try {
    return !parseModule(text)[3];
  } catch {
    return false;
  }
}

function evaluatePlugin(entry: string, options: { stubbed: Map<string, { importer: string }>; missing: Map<string, { importer: string }>; local?: LocalFiles; realPackages?: boolean }): Plugin {
  return {
    name: 'docsgen-docusaurus-config',
    setup(build) {
      const shim = (path: string) => ({ path, namespace: 'docsgen-shim' });
      build.onResolve({ filter: /^docsgen-external:/ }, (args) => ({ path: args.path.slice('docsgen-external:'.length), external: true }));
      // A file esbuild bundles, as its own resolver finds it but without the module type that
      // `"type": "module"` or `.mjs` gives it. jiti (Docusaurus) compiles every ES module with
      // Babel, whose `import x from` a CommonJS module marked `__esModule` is its `exports.default`
      // (`@docusaurus/logger`'s logger); esbuild does the same for a file of no module type, and
      // follows Node (`x` is the whole `module.exports`) for one of type module.
      const bundled = async (args: OnResolveArgs): Promise<OnResolveResult | undefined> => {
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'probe' });
        if (found.errors.length || found.external || found.namespace !== 'file') return undefined;
        if (NODE_MODULE_EXTENSION.test(found.path)) return { path: found.path.replace(NODE_MODULE_EXTENSION, '.$1'), namespace: 'docsgen-module', pluginData: found.path, sideEffects: found.sideEffects };
        return { path: found.path, sideEffects: found.sideEffects };
      };
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === 'probe') return undefined;
        if (args.kind === 'entry-point') return bundled(args);
        if (!isBare(args.path)) {
          const local = options.local;
          if (!local || !/^\.{1,2}\//.test(args.path)) return bundled(args);
          const absolute = join(args.resolveDir, args.path);
          const replaced = local.replace(absolute.replace(/\.[cm]?[jt]sx?$/, ''));
          if (replaced !== undefined) return { path: absolute, namespace: 'docsgen-local', pluginData: replaced };
          const found = await bundled(args);
          if (found || !local.stubMissing) return found;
          if (!options.missing.has(args.path)) options.missing.set(args.path, { importer: args.importer });
          return { path: absolute, namespace: 'docsgen-local', pluginData: MISSING_FILE };
        }
        const name = packageOfSpecifier(args.path);
        // Docusaurus's remark plugins (npm2yarn) run on pages: loaded for real when installed.
        const runs = name.startsWith('@docusaurus/remark-plugin-');
        const shimmed = !runs && (name === '@docusaurus' || name.startsWith('@docusaurus/') || name === '@theme' || SHIMS[name] !== undefined);
        // SHIMS stand in only for a package that is not installed: the real prism-react-renderer's themes carry the colours a config reads.
        if (shimmed && !options.realPackages && SHIMS[name] === undefined) return shim(args.path);
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'probe' });
        if (shimmed && found.errors.length) return shim(args.path);
        // An installed package stays Node's to load: `import` takes its file URL, `require` (which cannot) its path.
        // A CommonJS package imported by name is required instead, so that its named exports are
        // whatever its module.exports holds (Node's static guess misses getters), as Docusaurus's jiti has it.
        if (!found.errors.length) {
          // A package whose code is TypeScript (a workspace package whose `main` is `src/index.ts`)
          // is compiled as jiti compiles it: bundled, where Node would refuse the extension.
          if (!found.external && TYPESCRIPT.test(found.path)) return bundled(args);
          if (found.external || args.kind === 'require-call' || args.kind === 'require-resolve') return found.external ? found : { path: found.path, external: true };
          return isCommonJs(found.path) ? { path: found.path, namespace: 'docsgen-cjs' } : { path: pathToFileURL(found.path).href, external: true };
        }
        if (!options.stubbed.has(name)) options.stubbed.set(name, { importer: args.importer });
        return shim(args.path);
      });
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/, namespace: 'file' }, (args) => asJitiReads(args.path, entry));
      build.onLoad({ filter: /.*/, namespace: 'docsgen-module' }, (args) => asJitiReads(args.pluginData as string, entry, true));
      // One bundle holds the config and the project files it requires; each file's `__dirname`
      // and `__filename` are its own, as in Node (a theme's `require.resolve(`${__dirname}/x`)`).
      // Only a CommonJS file other than the entry (which the banner serves): esbuild wraps it in a
      // function of its own, where the names are free to declare.
      build.onLoad({ filter: /\.c?js$/, namespace: 'file' }, async (args) => {
        if (args.path === entry || /[/\\]node_modules[/\\]/.test(args.path)) return undefined;
        const text = await readFile(args.path, 'utf8');
        await initLexer;
        if (!/\b__(?:dirname|filename)\b/.test(text) || !isCommonJsSource(text)) return undefined;
        // On the file's first line, so that positions in it stay where they are.
        return { contents: `var __dirname = ${JSON.stringify(dirname(args.path))}, __filename = ${JSON.stringify(args.path)}; ${text}`, loader: 'js' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docsgen-shim' }, (args) => ({ contents: SHIMS[packageOfSpecifier(args.path)] ?? STUB, loader: 'js' }));
      build.onLoad({ filter: /.*/, namespace: 'docsgen-local' }, (args) => ({ contents: args.pluginData as string, loader: 'js' }));
      build.onLoad({ filter: /.*/, namespace: 'docsgen-cjs' }, (args) => ({ contents: `module.exports = require(${JSON.stringify(`docsgen-external:${args.path}`)});`, loader: 'js' }));
    },
  };
}

/**
 * `require` for the bundled file: Node's, from the file's folder, except that resolving a
 * package that is not installed (`require.resolve('remark-math')`) gives its name back and
 * records it, since a switching team may not keep every plugin installed.
 */
function projectRequire(file: string, unresolved: Set<string>): NodeJS.Require {
  const real = createRequire(file);
  const resolve = ((request: string, options?: { paths?: string[] }) => {
    try {
      return real.resolve(request, options);
    } catch {
      if (isBare(request)) unresolved.add(packageOfSpecifier(request));
      return request;
    }
  }) as NodeJS.RequireResolve;
  resolve.paths = real.resolve.paths;
  return Object.assign((id: string) => real(id), real, { resolve }) as NodeJS.Require;
}

/** Evaluate one of the project's files and return its default export (awaited, and called when a function). */
export async function evaluateModule(file: string, cwd: string, local?: LocalFiles, how: EvaluateOptions = {}): Promise<EvaluatedModule> {
  const { build } = await import('esbuild');
  const source = await readFile(file, 'utf8');
  const shown = displayPath(cwd, file);
  const stubbed = new Map<string, { importer: string }>();
  const missing = new Map<string, { importer: string }>();
  const unresolved = new Set<string>();
  let code: string;
  let map: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      // A config is Node code: `__dirname`, `require` and `import.meta.url` are the file's own.
      // `__dirname` and `__filename` are defines of names the banner declares, not declared
      // themselves: esbuild replaces only the free names, so an ES module that declares its own
      // (`const __dirname = dirname(fileURLToPath(import.meta.url))`, in configs and published
      // themes) keeps it. The banner reads the values once: a plugin's hooks run after this.
      banner: { js: 'const require = globalThis.__docsgenRequire, __docsgen_filename = globalThis.__docsgenFilename, __docsgen_dirname = globalThis.__docsgenDirname;' },
      define: { __filename: '__docsgen_filename', __dirname: '__docsgen_dirname', 'import.meta.url': JSON.stringify(pathToFileURL(file).href), 'import.meta.dirname': JSON.stringify(dirname(file)), 'import.meta.filename': JSON.stringify(file) },
      absWorkingDir: cwd,
      // Written beside the other bundles (see bundled-modules.ts): a stack trace reads as the project's files.
      outfile: join(cacheFolder(cwd, 'modules'), 'bundle.mjs'),
      sourcemap: 'external',
      sourcesContent: false,
      plugins: [evaluatePlugin(file, { stubbed, missing, ...(local ? { local } : {}), ...(how.realPackages ? { realPackages: true } : {}) })],
    });
    code = result.outputFiles.find((output) => output.path.endsWith('.mjs'))!.text;
    map = result.outputFiles.find((output) => output.path.endsWith('.map'))!.text;
  } catch (error) {
    const errors = (error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } | null }> }).errors ?? [];
    throw new DocsgenError(`Cannot read ${shown}`, {
      exitCode: 2,
      cause: error,
      diagnostics: errors.map((each) => ({
        code: 'docusaurus/config-syntax',
        severity: 'error' as const,
        message: each.text,
        file: each.location ? displayPath(cwd, join(cwd, each.location.file)) : shown,
        ...(each.location ? { line: each.location.line, column: each.location.column + 1 } : {}),
        hint: 'docsgen runs this file as Docusaurus does; fix it so that Node can run it',
      })),
    });
  }
  const value = await runBundle({ code, map, dir: cacheFolder(cwd, 'modules') }, { file, shown, source, cwd }, unresolved, how.exports ?? false);
  const diagnostics: Diagnostic[] = [];
  for (const [name, { importer }] of stubbed) {
    const importerSource = importer === file ? source : await readFile(importer, 'utf8').catch(() => '');
    diagnostics.push(stubWarning(name, displayPath(cwd, importer) || shown, importerSource, 'imports'));
  }
  for (const name of unresolved) if (!stubbed.has(name)) diagnostics.push(stubWarning(name, shown, source, 'resolves'));
  for (const [path, { importer }] of missing) {
    const importerSource = importer === file ? source : await readFile(importer, 'utf8').catch(() => '');
    diagnostics.push({ code: 'docusaurus/missing-file', severity: 'warning', message: `\`${path}\` does not exist: docsgen stands in an empty list for it`, file: displayPath(cwd, importer) || shown, ...positionOfString(importerSource, path), hint: 'a file a plugin generates (e.g. `docusaurus gen-api-docs`) is not generated by docsgen; the items it would list are left out' });
  }
  return { value, source, diagnostics, stubbed: [...new Set([...stubbed.keys(), ...unresolved])] };
}

function stubWarning(name: string, file: string, source: string, verb: 'imports' | 'resolves'): Diagnostic {
  return {
    code: 'docusaurus/missing-package',
    severity: 'warning',
    message: `\`${name}\` is not installed: docsgen stands in an empty stub for it`,
    file,
    ...positionOfString(source, name),
    hint: `this file ${verb} it; what it adds (a plugin, a theme) is left out of the build, or install it with \`npm install ${name}\``,
  };
}

async function runBundle(bundle: { code: string; map: string; dir: string }, of: { file: string; shown: string; source: string; cwd: string }, unresolved: Set<string>, exports: boolean): Promise<unknown> {
  const { file, shown } = of;
  const globals = globalThis as Record<string, unknown>;
  globals.__docsgenRequire = projectRequire(file, unresolved);
  globals.__docsgenFilename = file;
  globals.__docsgenDirname = dirname(file);
  try {
    const module = (await importBundle(bundle.code, bundle.map, bundle.dir)) as { default?: unknown };
    if (exports) return module;
    let value = module.default;
    if (typeof value === 'function') value = await (value as () => unknown)();
    return await value;
  } catch (error) {
    throw new DocsgenError(`Cannot run ${shown}`, {
      exitCode: 2,
      cause: error,
      diagnostics: [threwAt(error, of)],
    });
  } finally {
    delete globals.__docsgenRequire;
    delete globals.__docsgenFilename;
    delete globals.__docsgenDirname;
  }
}

/** Where a file docsgen ran threw: its own line (or a file it imports, outside node_modules), else 1:1. */
function threwAt(error: unknown, of: { file: string; shown: string; source: string; cwd: string }): Diagnostic {
  const frame = firstFrame((error as Error)?.stack, (path) => !/[/\\]node_modules[/\\]/.test(path));
  const at = frame ? { file: displayPath(of.cwd, frame.path), line: frame.line, column: frame.column, ...(frame.path === of.file ? { source: of.source } : {}) } : { file: of.shown, line: 1, column: 1, source: of.source };
  return { code: 'docusaurus/config-threw', severity: 'error', message: `${of.shown} threw while docsgen ran it: ${(error as Error)?.message ?? String(error)}`, ...at, hint: 'docsgen runs this file with Node as Docusaurus does; run `node` on it to see the stack' };
}

/** The project-relative path of a file a config names (`require.resolve('./sidebars.js')` gives it absolute). */
export function siteRelative(siteDir: string, path: string): string {
  return /^(?:\/|[a-zA-Z]:[\\/])/.test(path) ? relative(siteDir, path).split('\\').join('/') : path.replace(/^\.\//, '');
}
