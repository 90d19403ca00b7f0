/**
 * How the site's component bundles resolve imports: `react`/`react-dom` to docsgen's own
 * copy (one React, shared with the renderer), `@theme/*`, `@theme-original/*` and
 * `@docusaurus/*` to docsgen's theme and Docusaurus's client API, `@site/` to the site
 * folder, `docsgen:*` to modules generated for the build, inline webpack loaders (`!!raw-loader!`),
 * and files starting with 'use client' (or, with `hydrateInteractive`, holding behaviour) to
 * islands (see runtime/island.tsx).
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { basename, dirname, extname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader, Message, OnResolveResult, Plugin, PluginBuild } from 'esbuild';
import { init as initLexer, parse as parseExports } from 'es-module-lexer';
import { packageRoot } from '../package-root.ts';
import { hashKey, type CompileCache } from '../site/compile-cache.ts';
import { toPosix } from '../shared/paths.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { runPostCss, type PostCssSettings } from '../styles/postcss.ts';
import { compileSass } from '../styles/sass.ts';
import { loaderEquivalent, loaderPackage, parseInlineRequest, textModule, type InlineLoader, type InlineRequest } from './inline-loaders.ts';
import { patchUndefinedExports, undefinedExportsCode, type UndefinedExports } from './missing-exports.ts';
import { loadThroughChain, SKIPPED_LOADER } from './loader-chain.ts';
import { resolveLoader, type LoaderResolution } from './webpack-loaders.ts';
import { leftOutImports } from './left-out-imports.ts';
import { holdsBehaviour, implicitClientCandidate, liveCodeBlockFile } from './interactive-modules.ts';
import { legacyElements } from './legacy-elements.ts';
import { notePageClient, pageClientModules, type FoundPageClient } from './page-client-modules.ts';
import { ADMONITION_PARTS, CLASSIC_COMPONENTS, CLASSIC_FILE, CLASSIC_ICONS, CLASSIC_NAVBAR_PARTS, CLASSIC_PARTS, NAVBAR_ITEM_PARTS, CLASSIC_THEME_FILE, classicComponentName, classicThemeFile, DOCUSAURUS_MODULES, DOCUSAURUS_PACKAGE_FILE, LAYOUT_COMPONENTS, layoutExport, mdxComponentsFile, pluginThemeComponent, RUNTIME, TEMPLATES, THEME_MODULES, themeComponentFile, themeOverride } from './theme-modules.ts';

export { SKIPPED_LOADER };

/**
 * What plugins ask of the bundler (their `configureWebpack` results, their theme folders), in
 * esbuild's terms: see plugins/webpack-config.ts.
 */
export interface BundleSettings {
  /**
   * Import path prefixes and what they stand for (`@components` → a folder); `exact` ones only as
   * written (webpack's `name$`). `leftOut` names the plugin that set it when that plugin's content
   * was left out (it could not reach the network): what it would have generated there is empty.
   */
  alias: Array<{ from: string; to: string; exact: boolean; leftOut?: string }>;
  /** Folders bare imports are also looked up in (webpack's `resolve.modules`). */
  nodePaths: string[];
  /** Folders a server-relative import (`/docs/partials/_x.mdx`) is looked up in, after the site's own (webpack's `resolve.roots`). */
  roots: string[];
  /** What a bare import that does not resolve stands for (webpack's `resolve.fallback`); `false`: an empty module. */
  fallback: Array<{ from: string; to: string | false }>;
  /** Files imported as their text or their URL (webpack's `asset/source` and `asset/resource` rules, raw-loader), or through loaders docsgen runs, by a test of their path. */
  rules: Array<{ test: RegExp; as: 'text' | 'file' } | { test: RegExp; as: 'loaders'; loaders: InlineLoader[] }>;
  /** Where loader names are looked up besides node_modules (webpack's `resolveLoader`). */
  resolveLoader: LoaderResolution;
  /** Expressions replaced at build time (webpack's DefinePlugin). */
  define: Record<string, string>;
  /** Free identifiers a module gives (webpack's ProvidePlugin): `process` → `process/browser`, `Buffer` → `['buffer', 'Buffer']`. */
  provide: Record<string, string | string[]>;
  /** The PostCSS plugins the site's plugins configure (`configurePostCss`), run over every stylesheet a component imports, as postcss-loader runs them. */
  postCss?: PostCssSettings;
  /** Plugins' theme folders (`getThemePath`): `@theme/<Name>` a site does not override and docsgen does not have is looked up there, last given first. */
  themePaths: string[];
  /** A plugin asked for source maps (webpack's `devtool: 'source-map'` and its kin): the client script has them, as `components.sourceMaps` gives. */
  sourceMaps?: boolean;
}

export interface ResolveOptions {
  siteDir: string;
  /** The static folders (`staticDirectories`), absolute; `static/` when absent. */
  staticDirs?: readonly string[];
  /** What the site's plugins ask of the bundler. */
  bundle?: BundleSettings;
  /** Browser or server build: React is external and shared only on the server. */
  platform: 'node' | 'browser';
  /** Virtual entry modules by name (`docsgen-page:3`): their code and the folder their imports resolve from. */
  entries?: ReadonlyMap<string, { code: string; resolveDir: string }>;
  /** `docsgen:site-data`: the site config components see through `useDocusaurusContext`. */
  siteData: unknown;
  /** Client components found while bundling (server build), by island id. */
  islands?: Map<string, IslandSource>;
  /** The site's base URL, for the URLs of imported images and fonts. */
  baseUrl: string;
  /** Images and fonts imported from JavaScript: output path (`assets/media/x.1a2b3c4d.png`) → source file. */
  assets: Map<string, string>;
  /** Compile an imported `.md`/`.mdx` file (a partial) to a module, with its problems located in it; asynchronous for a site with remark or rehype plugins. */
  compilePartial?: (path: string) => CompiledPartial | Promise<CompiledPartial>;
  /**
   * A Markdown file imported by relative path that is not written but generated (an
   * openapi-docs `*.schema.mdx`) as a module; undefined for one docsgen does not generate.
   */
  generatedPartial?: (path: string) => CompiledPartial | undefined;
  /** Names imported from a module that does not export them, to be `undefined` there (see missing-exports.ts). */
  undefinedExports?: UndefinedExports;
  /** The build's compile cache, which keeps what webpack loaders made of a file. */
  cache?: CompileCache;
  /** Filled with the files of the webpack loaders that ran, which the bundle depends on. */
  loaderFiles?: Set<string>;
  /** `.js`/`.jsx` files docsgen compiles may hold TypeScript (config `components.typescriptInJs`; see loaderFor). */
  typescriptInJs?: boolean;
  /** A site component file with behaviour is an island without 'use client' (config `components.hydrateInteractive`; see interactive-modules.ts). */
  hydrateInteractive?: boolean;
  /** Pages' client modules by hash: noted as the server bundle loads pages, given to the browser bundle (see page-client-modules.ts). */
  pageClients?: Map<string, FoundPageClient>;
}

/** An imported Markdown file as a module, or its errors. */
export interface CompiledPartial {
  code?: string;
  diagnostics: Diagnostic[];
}

/** A client component module: its file and the island id its exports are hydrated under. */
export interface IslandSource {
  id: string;
  file: string;
  exports: string[];
  /** A page's client module, which is no file (see page-client-modules.ts). */
  client?: FoundPageClient;
  /** A Markdown file given to an island (its component as a prop), loaded through the registry's shards. */
  partial?: true;
}

/** Files components import for their URL. */
export const ASSET = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|mp4|webm|pdf)$/i;

/** The site's static folders, absolute. */
const staticDirsOf = (options: ResolveOptions): readonly string[] => options.staticDirs ?? [join(options.siteDir, 'static')];

/** A module docsgen generates for the bundle (`docsgen:site-data`, `@theme-original/Tabs`), loaded by assetModules. */
const virtual = (path: string): OnResolveResult => ({ path, namespace: 'docsgen-virtual' });

/** An import of React or its renderer: always docsgen's copy (one React, shared with the renderer). */
export const REACT_IMPORT = /^react(?:-dom)?(?:\/.*)?$/;

const docsgenRequire = createRequire(join(packageRoot(), 'package.json'));

/** Whitespace or one comment, where the last left off (sticky). */
const TRIVIA = /\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\//y;

/**
 * Whether a file's first statement is the 'use client' directive (comments allowed before it).
 * The comments are skipped one at a time: one pattern for "comments, then the directive" lets
 * a block comment end at any later `*\/`, so a file of n comments in a row (declarations with
 * their doc comments) took 2^n tries: a build spun for minutes on one such module.
 */
export function isClientModule(text: string): boolean {
  let at = 0;
  for (;;) {
    TRIVIA.lastIndex = at;
    if (!TRIVIA.test(text)) break;
    at = TRIVIA.lastIndex;
  }
  return /^(['"])use client\1/.test(text.slice(at, at + 12));
}

/**
 * esbuild's loader for a source file; `.js` may hold JSX, as in Docusaurus sites. With
 * `typescriptInJs`, a `.js` or `.jsx` file that Docusaurus compiles (see holdsJsx) may hold
 * TypeScript too: Docusaurus Faster's SWC loader parses every such file with `syntax:
 * 'typescript', tsx: true`, where Babel's preset strips types from .ts/.tsx files only.
 * @see https://github.com/facebook/docusaurus/blob/main/packages/docusaurus-faster/src/index.ts
 */
function loaderFor(file: string, { typescriptInJs = false }: { typescriptInJs?: boolean | undefined } = {}): Loader {
  const ext = file.slice(file.lastIndexOf('.') + 1);
  if (ext === 'tsx' || ext === 'ts') return ext;
  if (ext === 'mts' || ext === 'cts') return 'ts';
  if (ext === 'mjs' || ext === 'cjs') return 'js';
  return typescriptInJs && holdsJsx(file) ? 'tsx' : 'jsx';
}

/**
 * Whether a `.js` file may hold JSX: a file of the site's, or one under node_modules that
 * Docusaurus's webpack config compiles rather than takes as it is (its path after the last
 * `node_modules/` has `docusaurus` in it: themes and plugins ship JSX in `.js`).
 */
export function holdsJsx(path: string): boolean {
  const posix = toPosix(path);
  const inModules = posix.lastIndexOf('/node_modules/');
  return inModules < 0 || /docusaurus/.test(posix.slice(inModules + '/node_modules/'.length));
}

/** The names a React module (`react`, `react-dom/server`…) exports: its CommonJS exports, as the renderer has them; undefined when it does not load in Node. */
function reactExports(specifier: string): string[] | undefined {
  try {
    return Object.keys(docsgenRequire(specifier) as object).filter((name) => name !== 'default' && name !== '__esModule');
  } catch {
    return undefined;
  }
}

/** An ES module that is the external React module `url` under its own names (and `undefined` ones some file imports). */
function reactFacade(url: string, names: readonly string[], missing: Iterable<string>): string {
  const lines = [`import react from ${JSON.stringify(url)};`, 'export default react;'];
  names.forEach((name, index) => lines.push(`const e${index} = react[${JSON.stringify(name)}];`, `export { e${index} as ${JSON.stringify(name)} };`));
  return lines.join('\n') + undefinedExportsCode(missing);
}

export function componentsPlugin(options: ResolveOptions): Plugin {
  return {
    name: 'docsgen-components',
    setup(build) {
      // A package's `.js` that Docusaurus takes as it is (see holdsJsx) is plain JavaScript.
      const sourceLoader = (path: string) => (path.endsWith('.js') && !holdsJsx(path) ? 'js' : (loaderFor(path, options) as 'js' | 'jsx' | 'ts' | 'tsx'));
      // First: a file some import wants a name from that it lacks, with that name `undefined` (see missing-exports.ts).
      patchUndefinedExports(build, options.undefinedExports, (path, text) => {
        if (options.islands && !/[/\\]node_modules[/\\]/.test(path) && isClientModule(text)) return undefined;
        return sourceLoader(path);
      });

      // Then a package's file with React 18's element symbol (see legacy-elements.ts).
      legacyElements(build, sourceLoader);
      // In this order: esbuild asks the callbacks of a filter in the order they were registered.
      webpackRequests(build, options);
      pageModules(build, options);
      themeModules(build, options);
      assetModules(build, options);
      partialModules(build, options);
      clientModules(build, options);
      if (options.pageClients) pageClientModules(build, options.pageClients, options.platform === 'node' ? options.islands : undefined);
      // Last: what is left of the imports that would not resolve (see left-out-imports.ts).
      leftOutImports(build, [join(options.siteDir, 'node_modules'), ...(options.bundle?.nodePaths ?? [])]);
    },
  };
}


/** webpack's ways to read a request: inline loader chains, Sass, the plugins' aliases, server-relative paths (roots), fallbacks and asset rules. */
function webpackRequests(build: PluginBuild, options: ResolveOptions): void {
    // webpack's inline loaders (`!!raw-loader!./example.js`), before any filter on the file's extension sees the request: see inline-loaders.ts.
    const rules = options.bundle?.rules ?? [];
    build.onResolve({ filter: /!/ }, async (args) => {
      const request = args.kind === 'url-token' ? undefined : parseInlineRequest(args.path);
      if (!request) return undefined;
      const resolved = await build.resolve(request.resource, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
      if (resolved.errors.length || resolved.namespace !== 'file') return resolved.errors.length ? { errors: [{ text: `Could not resolve "${args.path}"` }] } : resolved;
      return resolveChain({ specifier: args.path, request, path: resolved.path, rules, found: (loader) => resolveLoader(loader, { from: dirname(resolved.path), siteDir: options.siteDir, resolution: options.bundle?.resolveLoader ?? { alias: [], modules: [] } }) !== undefined });
    });
    build.onLoad({ filter: /.*/, namespace: 'docsgen-raw' }, async (args) => {
      const steps = (args.pluginData as InlineLoader[] | undefined) ?? [{ request: 'raw-loader', query: '' }];
      return { contents: textModule(await readFile(args.path, 'utf8'), steps), loader: 'js', watchFiles: [args.path] };
    });
    // A chain with loaders docsgen has no equivalent of: found and run as webpack runs them (see loader-chain.ts).
    const throughChain = (path: string, chain: readonly InlineLoader[]) =>
      loadThroughChain({ path, chain, siteDir: options.siteDir, cwd: build.initialOptions.absWorkingDir ?? process.cwd(), resolution: options.bundle?.resolveLoader ?? { alias: [], modules: [] }, plainLoader: plainLoaderFor(path, options), ...(options.cache ? { cache: options.cache } : {}), ...(options.loaderFiles ? { loaderFiles: options.loaderFiles } : {}) });
    build.onLoad({ filter: /.*/, namespace: 'docsgen-loaders' }, (args) => throughChain(args.path, args.pluginData as InlineLoader[]));

    // A located problem as esbuild's error, which the bundle's report places at that file:line.
    const failed = (diagnostic: Diagnostic, file: string) => ({ errors: [{ text: diagnostic.message, location: { file, line: diagnostic.line ?? 1, column: (diagnostic.column ?? 1) - 1, lineText: '' } }] });
    // The site's plugins' PostCSS plugins over a stylesheet a component imports; the CSS as it is without the site's `postcss` (the custom CSS's warning says so).
    const postCss = options.bundle?.postCss;
    const throughPostCss = async (css: string, path: string, watchFiles: string[]) => {
      const loader = /\.module\.(?:css|s[ac]ss)$/i.test(path) ? ('local-css' as const) : ('css' as const);
      const processed = postCss ? await runPostCss(css, path, postCss, options.siteDir) : { missing: true as const };
      // Where the PostCSS plugin found the problem (a file the stylesheet imports), else the stylesheet.
      if ('diagnostic' in processed) return failed(processed.diagnostic, processed.diagnostic.file ? join(options.siteDir, processed.diagnostic.file) : path);
      const read = 'read' in processed ? processed.read : [];
      return { contents: 'css' in processed ? processed.css : css, loader, resolveDir: dirname(path), watchFiles: [...watchFiles, ...read] };
    };
    // Sass a component imports (`styles.module.scss` as a CSS module), as docusaurus-plugin-sass compiles it.
    build.onLoad({ filter: /\.s[ac]ss$/, namespace: 'file' }, async (args) => {
      const compiled = await compileSass(args.path, { siteDir: options.siteDir, cwd: options.siteDir });
      if ('diagnostic' in compiled) return failed(compiled.diagnostic, args.path);
      return throughPostCss(compiled.css, args.path, compiled.loaded);
    });
    // docsgen's own stylesheets (its stand-ins for the classic theme's, `ThemedImage.css`) are its
    // theme's, as its main stylesheet is: a site's PostCSS plugin that places each stylesheet by its
    // path (ionic's `scope-styles`, which refuses one it cannot place) does not know them.
    const ownStylesheet = (path: string) => path.startsWith(RUNTIME()) || path.startsWith(TEMPLATES());
    if (postCss) build.onLoad({ filter: /\.css$/, namespace: 'file' }, async (args) => (ownStylesheet(args.path) ? undefined : throughPostCss(await readFile(args.path, 'utf8'), args.path, [args.path])));

    const aliases = options.bundle?.alias ?? [];
    if (aliases.length) {
      const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      build.onResolve({ filter: new RegExp(`^(?:${aliases.map((alias) => escape(alias.from)).join('|')})(?:/|$)`) }, async (args) => {
        if (args.pluginData === 'aliased') return undefined;
        const alias = aliases.find((each) => (each.exact ? args.path === each.from : args.path === each.from || args.path.startsWith(`${each.from}/`)));
        if (!alias) return undefined;
        const target = alias.to + args.path.slice(alias.from.length);
        const found = await build.resolve(target, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'aliased' });
        if (!found.errors.length) return found;
        // The plugin's warning (plugins/offline) already says its content is left out: the page builds without it.
        if (alias.leftOut) return { path: target, namespace: 'docsgen-left-out' };
        return { errors: [{ text: `Could not resolve "${args.path}" (\`${alias.from}\` is \`${alias.to}\`, as a plugin's configureWebpack aliases it)` }] };
      });
    }

    // A server-relative import is looked up under the static folder, the site folder and the
    // plugins' roots, as Docusaurus's webpack `resolve.roots` has it; else it is a path on disk.
    const staticDirs = staticDirsOf(options);
    const roots = [...staticDirs, options.siteDir, ...(options.bundle?.roots ?? [])];
    build.onResolve({ filter: /^\/[^/]/ }, async (args) => {
      // A CSS `url()` of a static file is assetModules' (see there); a path whose first folder is
      // one of the disk's (`/tmp/…`, `/home/…`) is a path on disk.
      if (args.kind === 'url-token' || args.pluginData === 'rooted' || existsSync(`/${args.path.split('/')[1]!.replace(/\?.*$/, '')}`)) return undefined;
      for (const root of roots) {
        const found = await build.resolve(`.${args.path}`, { kind: args.kind, resolveDir: root, importer: args.importer, pluginData: 'rooted' });
        if (!found.errors.length) return found;
      }
      return undefined;
    });

    // webpack's `resolve.fallback`: what a bare import that does not resolve stands for.
    const fallbacks = options.bundle?.fallback ?? [];
    if (fallbacks.length) {
      const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      build.onResolve({ filter: new RegExp(`^(?:${fallbacks.map((each) => escape(each.from)).join('|')})(?:/|$)`) }, async (args) => {
        if (args.pluginData === 'fallback') return undefined;
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'fallback' });
        const fallback = fallbacks.find((each) => args.path === each.from || args.path.startsWith(`${each.from}/`));
        if (!found.errors.length || !fallback) return found.errors.length ? undefined : found;
        if (fallback.to === false) return { path: args.path, namespace: 'docsgen-empty' };
        return build.resolve(fallback.to + args.path.slice(fallback.from.length), { kind: args.kind, resolveDir: options.siteDir, pluginData: 'fallback' });
      });
      build.onLoad({ filter: /.*/, namespace: 'docsgen-empty' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
    }

    // webpack's asset rules, before any other loading: the file as its text, or as its URL.
    if (rules.length) {
      build.onLoad({ filter: /.*/, namespace: 'file' }, async (args) => {
        // An import whose `!`, `!!` or `-!` prefix turns configured loaders off.
        if (args.suffix === NO_RULES) return undefined;
        const matching = rules.filter((each) => each.test.test(toPosix(args.path)));
        const chain = configuredChain(matching);
        if (chain.some((loader) => !loaderEquivalent(loader.request))) return throughChain(args.path, chain);
        const rule = matching[0];
        return rule && rule.as !== 'loaders' ? { contents: await readFile(args.path), loader: rule.as } : undefined;
      });
    }
}

/** The page modules themselves, one React (the renderer's), the JSX runtime, generated `docsgen:` modules, clsx and `@site/`. */
function pageModules(build: PluginBuild, options: ResolveOptions): void {
    build.onResolve({ filter: /^docsgen-page:/ }, (args) => ({ path: args.path, namespace: 'docsgen-page' }));
    build.onLoad({ filter: /.*/, namespace: 'docsgen-page' }, (args) => {
      const entry = options.entries?.get(args.path);
      if (entry) notePageClient(options.pageClients, entry.code, entry.resolveDir);
      return entry ? { contents: entry.code, loader: 'js', resolveDir: entry.resolveDir } : { errors: [{ text: `no page module ${args.path}` }] };
    });

    if (options.platform === 'node') {
      // One React: the renderer's. Node loads it from docsgen's node_modules, once. A CommonJS
      // package's `require('react')` stays a require of the file (the bundle's banner defines
      // `require`; Node's require takes paths, not URLs); Node shares one module for both.
      // An `import` goes through a module that names React's exports, so that esbuild checks
      // the names imported (Node would refuse a missing one when it loads the page).
      build.onResolve({ filter: REACT_IMPORT }, (args) => {
        const path = docsgenRequire.resolve(args.path);
        if (args.kind === 'import-statement' && reactExports(args.path)) return { path: args.path, namespace: 'docsgen-react' };
        return { path: args.kind === 'require-call' ? path : pathToFileURL(path).href, external: true };
      });
      build.onResolve({ filter: /^file:/, namespace: 'docsgen-react' }, (args) => ({ path: args.path, external: true }));
      build.onLoad({ filter: /.*/, namespace: 'docsgen-react' }, (args) => ({
        contents: reactFacade(pathToFileURL(docsgenRequire.resolve(args.path)).href, reactExports(args.path)!, options.undefinedExports?.get(`docsgen-react:${args.path}`) ?? []),
        loader: 'js',
      }));
    } else {
      build.onResolve({ filter: REACT_IMPORT }, (args) => ({ path: docsgenRequire.resolve(args.path) }));
    }
    build.onResolve({ filter: /^docsgen-jsx\/jsx(?:-dev)?-runtime$/ }, () => ({ path: join(RUNTIME(), 'jsx-runtime.ts') }));
    build.onResolve({ filter: /^docsgen:(?:mdx-components|site-data)$/ }, (args) => virtual(args.path));
    // What Docusaurus generates for the browser, client modules import: the site's config.
    build.onResolve({ filter: /^@generated\/docusaurus\.config(?:\.m?js)?$/ }, () => virtual('docsgen:generated-config'));
    // Every Docusaurus template imports clsx (older ones `classnames`, the same function): the site's own when installed, else docsgen's.
    build.onResolve({ filter: /^(?:clsx|classnames)$/ }, async (args) => {
      if (args.pluginData === 'clsx') return undefined;
      const own = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'clsx' });
      return own.errors.length ? { path: join(RUNTIME(), 'clsx.ts') } : own;
    });
    build.onResolve({ filter: /^@site\// }, async (args) => {
      const found = await build.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, resolveDir: options.siteDir, importer: args.importer });
      // esbuild would name the rewritten `./…` path, which the page does not have.
      return found.errors.length ? { errors: [{ text: `Could not resolve "${args.path}"` }] } : found;
    });
}

/** `@theme/*`, `@theme-original/*`, `@docusaurus/*` and deep imports of the classic theme (see theme-modules.ts). */
function themeModules(build: PluginBuild, options: ResolveOptions): void {
    // A deep import of the classic theme's own files: see classicThemeFile.
    build.onResolve({ filter: CLASSIC_THEME_FILE }, async (args) => {
      if (args.pluginData === CLASSIC_FILE) return undefined;
      const found = await classicThemeFile(args.path, (path) => build.resolve(path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: CLASSIC_FILE }));
      return found === 'original' ? virtual(`@theme-original/${classicComponentName(args.path)}`) : found;
    });
    build.onResolve({ filter: /^@docusaurus\// }, async (args) => {
      if (args.pluginData === CLASSIC_FILE || args.pluginData === 'docusaurus-file') return undefined;
      if (DOCUSAURUS_PACKAGE_FILE.test(args.path)) {
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'docusaurus-file' });
        if (!found.errors.length) return found;
      }
      // `@docusaurus/core/lib/client/exports/<Name>` is where `@docusaurus/<Name>` points in Docusaurus's own package.
      const name = args.path.slice('@docusaurus/'.length).replace(/^core\/lib\/client\/exports\//, '');
      if (DOCUSAURUS_MODULES.includes(name)) return { path: join(RUNTIME(), 'docusaurus', `${name}${existsSync(join(RUNTIME(), 'docusaurus', `${name}.tsx`)) ? '.tsx' : '.ts'}`) };
      // A plugin's or theme's own export (`@docusaurus/theme-live-codeblock/client`): the installed package's, as webpack finds it.
      if (/^(?!core\/)[^/]+\/./.test(name)) {
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'docusaurus-file' });
        if (!found.errors.length) return found;
      }
      return { errors: [{ text: `docsgen does not provide \`${args.path}\``, notes: [{ text: `available: ${DOCUSAURUS_MODULES.map((m) => `@docusaurus/${m}`).join(', ')}` }] }] };
    });
    build.onResolve({ filter: /^@theme(?:-original|-init)?\// }, (args) => {
      const [scope, ...rest] = args.path.split('/');
      const name = rest.join('/');
      const themePaths = options.bundle?.themePaths ?? [];
      const override = scope !== '@theme' ? undefined : themeOverride(options.siteDir, name);
      if (override) return { path: override };
      // Then the theme plugins' folders, before docsgen's (the classic theme's), as Docusaurus
      // orders them. `@theme-original` is the theme under the site's (a theme's own file wrapping
      // it means docsgen's); `@theme-init` is the first theme, docsgen's.
      const inTheme = themePaths.some((dir) => args.importer.startsWith(dir.replace(/[\\/]+$/, '') + sep));
      const fromPlugin = scope === '@theme-init' || (scope === '@theme-original' && inTheme) ? undefined : pluginThemeComponent(themePaths, name);
      if (fromPlugin && fromPlugin !== args.importer) return { path: fromPlugin };
      if (THEME_MODULES[name] || LAYOUT_COMPONENTS[name]) return virtual(`@theme-original/${name}`);
      if ((scope === '@theme' && CLASSIC_PARTS[name]) || CLASSIC_ICONS[name] || CLASSIC_NAVBAR_PARTS[name]) return virtual(`@theme-original/${name}`);
      // docsgen's LiveCodeBlock draws a live-codeblock theme's Playground: without one, say what to install.
      if (name === 'LiveCodeBlock' && !themeComponentFile(options.siteDir, 'Playground', themePaths)) return { errors: [{ text: 'A live code block (```jsx live) needs a live-codeblock theme, and the site has none', notes: [{ text: 'install `@docusaurus/theme-live-codeblock` and list it in `themes` (or give the site its own `src/theme/LiveCodeBlock`), or set `markdown.liveCodeBlocks: false`' }] }] };
      if (scope !== '@theme-init' && CLASSIC_COMPONENTS[name]) return { path: join(RUNTIME(), 'theme', CLASSIC_COMPONENTS[name]) };
      if (scope !== '@theme-init' && (NAVBAR_ITEM_PARTS[name] || ADMONITION_PARTS[name])) return virtual(`@theme-original/${name}`);
      return { errors: [{ text: `docsgen's theme has no \`${name}\``, notes: [{ text: `available: ${[...Object.keys(THEME_MODULES), ...Object.keys(LAYOUT_COMPONENTS), ...Object.keys(CLASSIC_COMPONENTS), ...Object.keys(CLASSIC_ICONS), ...Object.keys(NAVBAR_ITEM_PARTS), ...Object.keys(ADMONITION_PARTS), ...Object.keys(CLASSIC_NAVBAR_PARTS)].map((m) => `@theme/${m}`).join(', ')}` }] }] };
    });
}

/** Files that are not code: CSS `url()`s of the static folders, images and fonts imported from JavaScript, what a left-out plugin would have generated, and the generated modules' contents. */
function assetModules(build: PluginBuild, options: ResolveOptions): void {
    // `url(/img/bg.png)` in CSS names a file of a static folder, as Docusaurus's webpack resolves it.
    build.onResolve({ filter: /^\/[^/]/ }, (args) => {
      if (args.kind !== 'url-token') return undefined;
      const path = staticDirsOf(options).map((dir) => join(dir, args.path)).find((candidate) => existsSync(candidate));
      if (!path) return undefined;
      // The client script's CSS (a client module's) links the file where the static folders are
      // served, under the base URL; the pages' CSS copies it with a content hash (see bundle-pages).
      return options.platform === 'browser' ? { path: options.baseUrl.replace(/\/$/, '') + args.path, external: true } : { path };
    });
    // An image or font imported from JavaScript is its URL in the site, content-hashed; one
    // referenced by CSS (`url(…)`) is left to esbuild's file loader (see bundle-pages).
    build.onResolve({ filter: ASSET }, async (args) => {
      if (args.kind === 'url-token' || args.pluginData === 'asset') return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'asset' });
      if (resolved.errors.length) return { errors: resolved.errors };
      const svgComponent = /\.svg$/i.test(resolved.path) && /\.[cm]?[jt]sx?$/.test(args.importer);
      return { path: resolved.path, namespace: 'docsgen-asset', ...(svgComponent ? { pluginData: 'svg-component' } : {}) };
    });
    build.onLoad({ filter: /.*/, namespace: 'docsgen-asset' }, async (args) => {
      const bytes = await readFile(args.path);
      const ext = extname(args.path);
      const output = `assets/media/${basename(args.path, ext)}.${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}${ext}`;
      options.assets.set(output, args.path);
      const url = JSON.stringify(options.baseUrl + output);
      // An SVG imported from JavaScript is a component, as Docusaurus's SVGR makes it; from MDX, its URL.
      if (args.pluginData === 'svg-component') {
        return { contents: `import { createElement } from 'react';\nexport default function Svg({ title, ...props }) { return createElement('img', { src: ${url}, alt: title ?? '', ...props }); }\nexport const ReactComponent = Svg;\n`, loader: 'js', resolveDir: dirname(args.path), watchFiles: [args.path] };
      }
      return { contents: `export default ${url};`, loader: 'js', watchFiles: [args.path] };
    });
    // A file a plugin left out would have generated: a component that renders nothing (a partial's
    // `<Props />`), an empty object for data.
    build.onLoad({ filter: /.*/, namespace: 'docsgen-left-out' }, (args) => ({ contents: /\.json$/.test(args.path) ? '{}' : 'export default function LeftOut() { return null; }', loader: /\.json$/.test(args.path) ? 'json' : 'js' }));
    build.onLoad({ filter: /.*/, namespace: 'docsgen-virtual' }, (args) => {
      if (args.path === 'docsgen:site-data') return { contents: `export default ${JSON.stringify(options.siteData)};`, loader: 'js' };
      if (args.path === 'docsgen:generated-config') return { contents: "import data from 'docsgen:site-data';\nexport default data.siteConfig;\n", loader: 'js' };
      if (args.path === 'docsgen:mdx-components') {
        // The built-ins, each replaced by the site's override of it, then MDXComponents on top.
        const lines = [`import builtins from ${JSON.stringify(join(RUNTIME(), 'theme', 'builtins.ts'))};`];
        const entries = ['...builtins'];
        for (const name of Object.keys(THEME_MODULES)) {
          const file = name === 'MDXComponents' ? mdxComponentsFile(options.siteDir, options.bundle?.themePaths) : themeOverride(options.siteDir, name);
          if (!file) continue;
          lines.push(`import ${name} from ${JSON.stringify(file)};`);
          entries.push(name === 'MDXComponents' ? `...${name}` : name);
          // Directives' admonitions are MDX's `admonition` element (see content/directives.ts).
          if (name === 'Admonition') entries.push('admonition: Admonition');
        }
        lines.push(`import { siteHeadings } from ${JSON.stringify(join(RUNTIME(), 'theme', 'heading-link.ts'))};`);
        lines.push(`const components = siteHeadings({ ${entries.join(', ')} }, builtins);`, 'export function useMDXComponents() { return components; }');
        return { contents: `${lines.join('\n')}\n`, loader: 'js', resolveDir: options.siteDir };
      }
      const name = args.path.slice('@theme-original/'.length);
      const layout = LAYOUT_COMPONENTS[name];
      // A layout component's original is its unthemed view: an override that wraps it does not render itself.
      if (layout) return { contents: `import { ${layoutExport(name)} as Part } from ${JSON.stringify(join(packageRoot(), layout))};\nexport default Part.Original;\n`, loader: 'js', resolveDir: TEMPLATES() };
      const admonitionPart = ADMONITION_PARTS[name];
      if (admonitionPart) return { contents: `export { ${admonitionPart} as default } from ${JSON.stringify(join(RUNTIME(), 'theme', 'AdmonitionParts.tsx'))};\n`, loader: 'js', resolveDir: TEMPLATES() };
      const navbarPart = NAVBAR_ITEM_PARTS[name];
      if (navbarPart) return { contents: `export { ${navbarPart.exportName} as default } from ${JSON.stringify(join(RUNTIME(), 'theme', 'NavbarItem', navbarPart.file))};\n`, loader: 'js', resolveDir: TEMPLATES() };
      const part = CLASSIC_PARTS[name];
      if (part && !THEME_MODULES[name]) return { contents: `export { ${part} as default } from ${JSON.stringify(join(RUNTIME(), 'theme', 'MDXParts.tsx'))};\n`, loader: 'js', resolveDir: TEMPLATES() };
      const icon = CLASSIC_ICONS[name];
      if (icon) return { contents: `export { ${icon} as default } from ${JSON.stringify(join(RUNTIME(), 'theme', 'Icons.tsx'))};\n`, loader: 'js', resolveDir: TEMPLATES() };
      const navbarPiece = CLASSIC_NAVBAR_PARTS[name];
      if (navbarPiece) return { contents: `export { ${navbarPiece} as default } from ${JSON.stringify(join(RUNTIME(), 'theme', 'NavbarParts.tsx'))};\n`, loader: 'js', resolveDir: TEMPLATES() };
      const module = THEME_MODULES[name]!;
      return { contents: `export { ${module.exportName} as default } from ${JSON.stringify(join(packageRoot(), module.file))};\n`, loader: 'js', resolveDir: TEMPLATES() };
    });
}

/** Markdown files a page imports (partials), generated or compiled as pages are. */
function partialModules(build: PluginBuild, options: ResolveOptions): void {
    if (options.generatedPartial) {
      const generatedPartial = options.generatedPartial;
      build.onResolve({ filter: /^\.{1,2}\/.*\.mdx?$/ }, (args) => {
        const path = join(args.resolveDir, args.path);
        return existsSync(path) || !generatedPartial(path) ? undefined : { path, namespace: 'docsgen-generated' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docsgen-generated' }, (args) => ({ contents: generatedPartial(args.path)?.code ?? '', loader: 'js', resolveDir: dirname(args.path) }));
    }

    if (options.compilePartial) {
      const compilePartial = options.compilePartial;
      build.onLoad({ filter: /\.mdx?$/, namespace: 'file' }, async (args) => {
        const partial = await compilePartial(args.path);
        const message = (d: Diagnostic) => ({ text: d.message, detail: d, location: { file: d.file, line: d.line ?? 1, column: (d.column ?? 1) - 1, lineText: '' }, notes: d.hint ? [{ text: d.hint }] : [] });
        const errors = partial.diagnostics.filter((d) => d.severity === 'error').map(message);
        const warnings = partial.diagnostics.filter((d) => d.severity === 'warning').map(message);
        if (partial.code !== undefined) notePageClient(options.pageClients, partial.code, dirname(args.path));
        if (partial.code === undefined || errors.length) return { errors, warnings };
        // On the server its component is marked: given to an island, it travels as its module (runtime/island.tsx).
        const contents = options.islands ? markedPartial(partial.code, args.path) : partial.code;
        return { contents, loader: 'js', resolveDir: dirname(args.path), warnings };
      });
    }
}

/** A partial's module with its component marked by its island id and file (see runtime/island.tsx's MODULE). */
function markedPartial(code: string, path: string): string {
  const name = /^export default function (\w+)\(/m.exec(code)?.[1];
  if (!name) return code;
  const mark = { id: partialIsland(path), file: path };
  return `${code}\n${name}[Symbol.for('docsgen.module')] = ${JSON.stringify(mark)};\n`;
}

/** The island id of a partial given to an island: its module in the browser bundle. */
export const partialIsland = (path: string): string => `m${hashKey(toPosix(path)).slice(0, 8)}`;

/** The island id of a component file (a client component's, or a React page hydrated whole): its module in the browser bundle. */
export const componentIsland = (path: string): string => `c${hashKey(toPosix(path)).slice(0, 8)}`;

/** Files starting with 'use client' (or holding behaviour: interactive-modules.ts), as islands (server side), and `.js` files that hold JSX (or TypeScript). */
function clientModules(build: PluginBuild, options: ResolveOptions): void {
    if (options.platform === 'node' && options.islands) {
      const islands = options.islands;
      // Where a LiveCodeBlock may be: the theme folders, and docsgen's runtime for a theme without one.
      const liveFolders = [...(options.bundle?.themePaths ?? []), join(RUNTIME(), 'theme')];
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/, namespace: 'file' }, async (args) => {
        // A theme package's LiveCodeBlock too (see liveCodeBlockFile), or docsgen's; no other file of a package or of docsgen's runtime.
        const live = !!options.hydrateInteractive && liveCodeBlockFile(args.path, options.siteDir, liveFolders);
        if ((!live && (/[/\\]node_modules[/\\]/.test(args.path) || args.path.startsWith(RUNTIME()))) || args.path.startsWith(TEMPLATES())) return undefined;
        const text = await readFile(args.path, 'utf8');
        const marked = live || isClientModule(text);
        const implicit = !marked && !!options.hydrateInteractive && implicitClientCandidate(args.path, options.siteDir, options.bundle?.themePaths) && holdsBehaviour(text);
        if (!marked && !implicit) return { contents: text, loader: loaderFor(args.path, options) };
        let code: string;
        try {
          ({ code } = await build.esbuild.transform(text, { loader: loaderFor(args.path, options), format: 'esm', jsx: 'automatic', sourcefile: args.path }));
        } catch (error) {
          // A syntax error is the client component's, at its line, not the importing page's.
          const errors = (error as { errors?: Message[] }).errors;
          if (errors?.length) return { errors };
          throw error;
        }
        await initLexer;
        const exports = parseExports(code)[1].map((each) => each.n).filter((name) => name !== '__esModule');
        const id = componentIsland(args.path);
        islands.set(id, { id, file: args.path, exports });
        const original = JSON.stringify(`${args.path}?docsgen-original`);
        const lines = [`import * as original from ${original};`, `import { island } from ${JSON.stringify(join(RUNTIME(), 'island.tsx'))};`];
        for (const name of exports) {
          const wrapped = `island(original[${JSON.stringify(name)}], ${JSON.stringify(`${id}:${name}`)}, ${JSON.stringify(name === 'default' ? displayName(args.path) : name)}, ${implicit})`;
          lines.push(name === 'default' ? `export default ${wrapped};` : `export const ${name} = ${wrapped};`);
        }
        return { contents: lines.join('\n'), loader: 'js', resolveDir: dirname(args.path) };
      });
      build.onResolve({ filter: /\?docsgen-original$/ }, (args) => ({ path: args.path.slice(0, -'?docsgen-original'.length), namespace: 'docsgen-client-original' }));
      build.onLoad({ filter: /.*/, namespace: 'docsgen-client-original' }, (args) => ({ contents: readFileSync(args.path, 'utf8'), loader: loaderFor(args.path, options), resolveDir: dirname(args.path) }));
    }

    // `.js` may hold JSX: the site's own files, and packages' files that Docusaurus compiles too;
    // with `typescriptInJs`, those and `.jsx` files may hold TypeScript.
    build.onLoad({ filter: options.typescriptInJs ? /\.jsx?$/ : /\.js$/, namespace: 'file' }, async (args) => (holdsJsx(args.path) ? { contents: await readFile(args.path, 'utf8'), loader: loaderFor(args.path, options) } : undefined));
}

/** The suffix of a file imported with configured loaders turned off (`!!roa-loader!./a.txt`). */
const NO_RULES = '?docsgen-no-rules';

/** esbuild's loader for a file read as it is after a chain whose every loader was left out. */
function plainLoaderFor(path: string, options: { typescriptInJs?: boolean | undefined }): Loader {
  if (/\.[cm]?[jt]sx?$/.test(path)) return loaderFor(path, options);
  return /\.json$/.test(path) ? 'json' : /\.css$/.test(path) ? 'css' : 'text';
}

/** The loaders of the configured rules that match a file, in rule order (the last rule's run first, as in webpack). */
function configuredChain(rules: BundleSettings['rules']): InlineLoader[] {
  return rules.flatMap((rule) => (rule.as === 'loaders' ? rule.loaders : [{ request: rule.as === 'text' ? 'raw-loader' : 'file-loader', query: '' }]));
}

/**
 * An inline loader chain on a resolved file (configured rules' loaders too, unless the prefix
 * turns them off, as webpack runs them before inline ones). A chain with a loader docsgen has no
 * equivalent of is run as webpack runs it (loader-chain.ts); else the leftmost loader decides:
 * file-loader's URL, or raw-loader's text of the file. A URL is of the file as it is: there,
 * other loaders are a warning each and the chain goes on without them.
 */
function resolveChain({ specifier, request, path, rules, found }: { specifier: string; request: InlineRequest; path: string; rules: BundleSettings['rules']; found: (loader: string) => boolean }): OnResolveResult {
  const configured = request.configuredRules ? configuredChain(rules.filter((rule) => rule.test.test(toPosix(path)))) : [];
  const asFile = [...request.loaders, ...configured].some((loader) => loaderEquivalent(loader.request) === 'file');
  // A loader that is not installed is said at the import, once per page, and left out (see bundle-pages' onePerLoader).
  const missing = (loader: InlineLoader) => !loaderEquivalent(loader.request) && (asFile || !found(loader.request));
  const chain = [...request.loaders, ...configured].filter((loader) => loaderEquivalent(loader.request) !== 'code' && !missing(loader));
  const warnings = [...new Set([...request.loaders, ...configured].filter(missing).map((loader) => loaderPackage(loader.request)))].map((loader) => ({
    text: asFile
      ? `docsgen does not run the webpack loader \`${loader}\` of \`${specifier}\`: the import is the URL of \`${request.resource}\` as it is, without what \`${loader}\` makes of it`
      : `docsgen could not run the webpack loader \`${loader}\` of \`${specifier}\`: it is not installed (not a \`resolveLoader.alias\`, nor in \`resolveLoader.modules\` or node_modules); the import is \`${request.resource}\` without it`,
    notes: [{ text: asFile ? `file-loader and url-loader give the URL of the file itself; import the file through \`${loader}\` without them to run it` : `install it in the site's project; the other loaders of the chain still apply` }],
    detail: { code: SKIPPED_LOADER, loader },
  }));
  // The chain is part of the module's identity: the same file through two chains is two modules.
  if (chain.some((loader) => !loaderEquivalent(loader.request))) return { path, namespace: 'docsgen-loaders', suffix: `?docsgen-chain=${hashKey(JSON.stringify(chain)).slice(0, 12)}`, pluginData: chain, warnings };
  const kept = chain.filter((loader) => loaderEquivalent(loader.request));
  if (!kept.length) return { path, ...(request.configuredRules || !rules.some((rule) => rule.test.test(toPosix(path))) ? {} : { suffix: NO_RULES }), warnings };
  if (loaderEquivalent(kept[0]!.request) === 'file') return { path, namespace: 'docsgen-asset', warnings };
  const steps = kept.filter((loader) => loaderEquivalent(loader.request) === 'text');
  const plain = steps.length === 1 && !steps[0]!.query;
  return { path, namespace: 'docsgen-raw', ...(plain ? {} : { suffix: `?docsgen-loaders=${encodeURIComponent(steps.map((step) => step.query).join('!'))}` }), pluginData: steps, warnings };
}

/** `Counter` for `components/Counter.tsx`, `Chart` for `Chart/index.tsx`. */
function displayName(file: string): string {
  const parts = toPosix(file).split('/');
  const base = parts.at(-1)!.replace(/\.[^.]+$/, '');
  return base === 'index' ? (parts.at(-2) ?? base) : base;
}
