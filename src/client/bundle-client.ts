import { readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Message, Plugin } from 'esbuild';
import { FILE_LOADERS, toDiagnostics } from '../components/bundle-pages.ts';
import { provideInject } from '../components/provide-inject.ts';
import { bundleAllowingMissingExports, type UndefinedExports } from '../components/missing-exports.ts';
import { DocsgenError } from '../diagnostics/diagnostic.ts';
import { componentsPlugin, type BundleSettings, type IslandSource, type ResolveOptions } from '../components/resolve-plugin.ts';
import { packageRoot, sourceFingerprint } from '../package-root.ts';
import { hashKey, type CompileCache } from '../site/compile-cache.ts';
import { searchChunks, writeSearchChunks } from './search-chunks.ts';
import { PAGE_CLIENT_PREFIX } from '../content/page-islands.ts';
import { moduleShard } from './module-shard.ts';

export interface ClientBundle {
  /** Output path of the entry script, content-hashed: `assets/js/main.1a2b3c4d.js`. */
  path: string;
  /** Every file to write: the entry, its lazy chunks (islands, React), their source maps when asked, and the fonts and images their CSS references (base64, as the bundle is cached as JSON). */
  files: Array<{ path: string; contents: string; base64?: true }>;
}

const OUT_DIR = 'assets/js';

/** The script without site islands, once per process: with its source maps and without. */
const cached = new Map<boolean, Promise<ClientBundle>>();

/** Where `npm run compile` leaves the bundle, without source maps and with them, next to the compiled docsgen that matches it. */
const prebuiltFile = (sourceMaps: boolean): string => (sourceMaps ? 'client-bundle-source-maps.json' : 'client-bundle.json');

function prebuiltBundle(sourceMaps: boolean): ClientBundle | undefined {
  // Only beside compiled docsgen (dist/); from src/, or a dev rebuild of it, bundle afresh.
  if (!import.meta.url.endsWith('.js')) return undefined;
  try {
    return JSON.parse(readFileSync(fileURLToPath(new URL(`./${prebuiltFile(sourceMaps)}`, import.meta.url)), 'utf8')) as ClientBundle;
  } catch {
    return undefined;
  }
}

/** A site's client components, for a client script that can hydrate them. */
export interface SiteIslands {
  islands: readonly IslandSource[];
  siteDir: string;
  /** The static folders, absolute (see ResolveOptions). */
  staticDirs?: readonly string[];
  baseUrl: string;
  /** `docsgen:site-data`, for components that read the site config. */
  siteData: unknown;
  /** Client modules (absolute paths): imported by every page, their route lifecycles called (see client/client-modules.ts). */
  clientModules?: readonly string[];
  /** What the site's plugins ask of the bundler. */
  bundle?: BundleSettings;
  /** The site's `mermaid` package (an absolute path), when it draws diagrams. */
  mermaid?: string;
  /** `.js`/`.jsx` files may hold TypeScript (see ResolveOptions). */
  typescriptInJs?: boolean;
  /** The modules of the Markdown partials islands were given (see SiteComponents). */
  compilePartial?: ResolveOptions['compilePartial'];
}

/**
 * The client script, bundled and minified by esbuild: prebuilt by `npm run compile`, or
 * bundled once per process and kept in the build cache while docsgen's sources are
 * unchanged. Code reached only through `import()` (islands and React) is split into chunks
 * loaded on first use. A site with client components gets a script of its own, bundled with
 * them (one React for docsgen's islands and the site's), cached by their content.
 */
export function bundleClient(cache: CompileCache | undefined, site: SiteIslands | undefined, sourceMaps: boolean): Promise<ClientBundle> {
  if (site?.islands.length || site?.clientModules?.length || site?.mermaid) return bundleWithIslands(site, cache, sourceMaps);
  let bundled = cached.get(sourceMaps);
  if (!bundled) {
    bundled = (async () => {
      const prebuilt = prebuiltBundle(sourceMaps);
      if (prebuilt) return prebuilt;
      const key = hashKey('client-bundle', sourceFingerprint(), await esbuildVersion(), String(sourceMaps));
      const stored = cache?.get<ClientBundle>(key);
      if (stored) return stored;
      const bundle = await runEsbuild(undefined, sourceMaps);
      cache?.set(key, bundle);
      return bundle;
    })();
    cached.set(sourceMaps, bundled);
  }
  return bundled;
}

async function bundleWithIslands(site: SiteIslands, cache: CompileCache | undefined, sourceMaps: boolean): Promise<ClientBundle> {
  const files = [...site.islands.filter((island) => !island.client).map((island) => island.file), ...(site.clientModules ?? [])].map((file) => readFileSync(file, 'utf8'));
  // The component files are hashed, not what they import: `docsgen dev` rebuilds when any changes.
  const key = hashKey('client-bundle', sourceFingerprint(), await esbuildVersion(), JSON.stringify(site.islands), JSON.stringify(site.siteData), JSON.stringify(site.bundle ?? {}), site.mermaid ?? '', String(site.typescriptInJs ?? false), String(sourceMaps), ...files);
  const stored = cache?.get<ClientBundle>(key);
  if (stored) return stored;
  const bundle = await runEsbuild(site, sourceMaps);
  cache?.set(key, bundle);
  return bundle;
}

/**
 * esbuild, loaded on first use: a site without client components of its own takes the
 * prebuilt script, and loading esbuild's JavaScript API cost ~40 ms of CPU time at start-up.
 */
const loadEsbuild = (): Promise<typeof import('esbuild')> => import('esbuild');

const esbuildVersion = async (): Promise<string> => (await loadEsbuild()).version;

/** A lazy import of each module, by island id. */
const lazyImports = (islands: readonly IslandSource[]): string => islands.map((island) => `${JSON.stringify(island.id)}: () => import(${JSON.stringify(island.client ? `${PAGE_CLIENT_PREFIX}${island.client.hash}` : island.file)})`).join(',\n');

/**
 * The `docsgen:user-islands` module: each client component file as a lazy import, and the
 * Markdown files islands were given (ionic's thousands of code examples) in 256 lazy shards
 * by their id, so the entry script names none of them and a page loads the few shards its
 * islands need.
 */
function userIslandsPlugin(site?: SiteIslands): Plugin {
  // By id: the islands are found in the order pages finish compiling, which varies between builds, and the chunks' names and contents follow this module's order.
  const islands = [...(site?.islands ?? [])].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const shards = new Map<string, IslandSource[]>();
  for (const island of islands.filter((each) => each.partial)) {
    const shard = moduleShard(island.id);
    shards.set(shard, [...(shards.get(shard) ?? []), island]);
  }
  return {
    name: 'docsgen-user-islands',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^docsgen:user-islands(?::\w+)?$/ }, (args) => ({ path: args.path, namespace: 'docsgen-islands' }));
      pluginBuild.onLoad({ filter: /.*/, namespace: 'docsgen-islands' }, (args) => {
        const shard = /^docsgen:user-islands:(\w+)$/.exec(args.path)?.[1];
        const contents = shard !== undefined
          ? `export const MODULES = {${lazyImports(shards.get(shard) ?? [])}};\n`
          : `export const USER_ISLANDS = {${lazyImports(islands.filter((island) => !island.partial))}};\nexport const MODULE_SHARDS = {${[...shards.keys()].map((key) => `${JSON.stringify(key)}: () => import(${JSON.stringify(`docsgen:user-islands:${key}`)})`).join(',\n')}};\n`;
        return { contents, loader: 'js', resolveDir: site?.siteDir ?? packageRoot() };
      });
    },
  };
}

/** `docsgen:mermaid`: the site's mermaid package, or null for a site that draws no diagrams (the prebuilt script). */
function mermaidPlugin(site?: SiteIslands): Plugin {
  return {
    name: 'docsgen-mermaid',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^docsgen:mermaid$/ }, () => (site?.mermaid ? { path: site.mermaid } : { path: 'docsgen:mermaid', namespace: 'docsgen-mermaid' }));
      pluginBuild.onLoad({ filter: /.*/, namespace: 'docsgen-mermaid' }, () => ({ contents: 'export default null;\n', loader: 'js' }));
    },
  };
}

/** The `docsgen:client-modules` module: each client module imported once, in order. */
function clientModulesPlugin(site?: SiteIslands): Plugin {
  return {
    name: 'docsgen-client-modules',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^docsgen:client-modules$/ }, (args) => ({ path: args.path, namespace: 'docsgen-client-modules' }));
      pluginBuild.onLoad({ filter: /.*/, namespace: 'docsgen-client-modules' }, () => {
        const modules = site?.clientModules ?? [];
        return {
          contents: `${modules.map((file, index) => `import * as m${index} from ${JSON.stringify(file)};`).join('\n')}\nexport const CLIENT_MODULES = [${modules.map((_, index) => `m${index}`).join(', ')}];\n`,
          loader: 'js',
          resolveDir: site?.siteDir ?? packageRoot(),
        };
      });
    },
  };
}

/**
 * An esbuild failure of the client script as located diagnostics (a client module or a
 * component that does not compile); any other error as it is. The script is bundled from the
 * process's working directory, which esbuild's locations are relative to.
 */
export function clientBundleFailure(error: unknown, cwd: string): unknown {
  const failure = error as { errors?: Message[] };
  if (!failure.errors?.length) return error;
  const errors = failure.errors.map((message) => (message.location ? { ...message, location: { ...message.location, file: relative(cwd, resolve(message.location.file)) } } : message));
  return new DocsgenError('The client script did not bundle', { diagnostics: toDiagnostics(errors, 'error', cwd) });
}

/** Bundle the client script now (`npm run compile` keeps the result without site islands, as `dist/client-bundle.json` and `dist/client-bundle-source-maps.json`). */
export async function runEsbuild(site?: SiteIslands, sourceMaps = true): Promise<ClientBundle> {
  const clientDir = join(packageRoot(), 'src', 'client');
  const plugins = (undefinedExports: UndefinedExports) => {
    const list = [userIslandsPlugin(site), clientModulesPlugin(site), mermaidPlugin(site)];
    if (site) list.push(componentsPlugin({ siteDir: site.siteDir, ...(site.staticDirs ? { staticDirs: site.staticDirs } : {}), ...(site.bundle ? { bundle: site.bundle } : {}), platform: 'browser', siteData: site.siteData, baseUrl: site.baseUrl, assets: new Map(), undefinedExports, typescriptInJs: site.typescriptInJs ?? false, ...(site.compilePartial ? { compilePartial: site.compilePartial } : {}), pageClients: new Map(site.islands.flatMap((island) => (island.client ? [[island.client.hash, island.client]] : []))) }));
    return list;
  };
  const inject = site?.bundle && Object.keys(site.bundle.provide).length ? await provideInject(site.bundle.provide, site.siteDir) : undefined;
  const { build } = await loadEsbuild();
  const bundle = (undefinedExports: UndefinedExports) => build({
    plugins: plugins(undefinedExports),
    ...(inject ? { inject: [inject] } : {}),
    entryPoints: [join(clientDir, 'main.ts')],
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    target: ['chrome111', 'firefox111', 'safari16.4'],
    jsx: 'automatic',
    define: { ...site?.bundle?.define, 'process.env.NODE_ENV': '"production"' },
    // Linked: the script's last line names its map, which the browser's developer tools then load.
    sourcemap: sourceMaps ? 'linked' : false,
    write: false,
    outdir: OUT_DIR,
    entryNames: '[name].[hash]',
    chunkNames: 'chunk.[hash]',
    legalComments: 'none',
    // Fonts and images an island's stylesheet references (monaco-editor's codicon.ttf), beside the CSS.
    loader: FILE_LOADERS,
    logLevel: 'silent',
    metafile: true,
    // Islands of a docs folder outside the site folder import the site's packages (see bundle-pages.ts).
    ...(site ? { nodePaths: [join(site.siteDir, 'node_modules'), ...(site.bundle?.nodePaths ?? [])] } : {}),
  });
  // A site's missing named import is `undefined` here as on the server, whose bundle already
  // warned about it (see missing-exports.ts); in docsgen's own script it is a bug, and fails.
  const result = site ? (await bundleAllowingMissingExports(bundle, { cwd: process.cwd(), docsgenDir: packageRoot() })).result : await bundle(new Map());
  const files: ClientBundle['files'] = result.outputFiles.map((file) => {
    const path = `${OUT_DIR}/${basename(file.path)}`;
    return /\.(?:js|css|map)$/.test(file.path) ? { path, contents: file.text } : { path, contents: Buffer.from(file.contents).toString('base64'), base64: true };
  });
  const entry = files.find((file) => /^main\.[A-Z0-9]+\.js$/i.test(basename(file.path)));
  const entryMap = files.find((file) => file.path === `${entry?.path}.map`);
  if (!entry || (sourceMaps && !entryMap)) throw new Error('esbuild produced no entry script');
  // The entry names the search island's chunks, to fetch them at idle without running them
  // (islands.ts). Its content hash stays true: the names are hashes of chunks it imports.
  // esbuild's working directory is the process's (no absWorkingDir above).
  const chunks = searchChunks(result.metafile, { workingDir: process.cwd(), entry: join(clientDir, 'main.ts'), island: join(clientDir, 'islands', 'search-island.tsx') });
  const written = writeSearchChunks({ script: entry.contents, ...(entryMap ? { map: entryMap.contents } : {}) }, chunks);
  entry.contents = written.script;
  if (entryMap && written.map !== undefined) entryMap.contents = written.map;
  return { path: entry.path, files };
}
