import { readdir, stat } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { checkBrandFiles } from '../config/brand-files.ts';
import { loadConfig, type LoadedConfig } from '../config/load-config.ts';
import { docsSection, type SiteConfig } from '../config/site-config.ts';
import { collapseRepeated, DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { StageTimer } from '../build/stage-timer.ts';
import type { BuildMemory } from './build-memory.ts';
import { hashKey, type CompileCache } from './compile-cache.ts';
import { contentGlobalData, runContentPlugins, type ContentRun, type PartialCompiler } from '../plugins/content-plugin.ts';
import { pluginPages, pluginRouteOwners } from '../plugins/plugin-routes.ts';
import { setMagicComments } from '../content/magic-comments.ts';
import { docusaurusSiteConfig, startSitePlugins, type SitePlugins } from '../plugins/site-plugins.ts';
import type { Route } from '../routes/route.ts';
import { assertSiteFolder } from './site-folder.ts';
import type { DocsContext } from './load-docs.ts';
import { SharedHighlightWorker } from './highlight-in-background.ts';
import type { LocaleTemplates } from './locale-templates.ts';
import type { CompiledPage } from '../types.ts';
import type { LinkToCheck } from '../checks/links.ts';
import type { CompiledPartial } from '../components/resolve-plugin.ts';
import { siteMarkdownElements } from '../components/site-elements.ts';
import { hasSiteComponents, partialModule, renderSiteComponents, type SiteComponents, type SiteDataSources } from '../components/site-components.ts';
import { loadVersions } from '../versions/read-versions.ts';
import { withDocsPluginData } from './docs-client-data.ts';
import { partialLinks, siteContentPlugins } from './content-plugins.ts';
import { blogEditUrlFrom, type BlogEditUrlPost } from '../docusaurus/edit-url.ts';
import type { ApiDocument, ApiDocumentListener, LoadedApi } from './loaded-api.ts';
import type { TextSpill } from '../shared/text-spill.ts';
import type { EarlySearchWorker } from '../search/early-search-worker.ts';

export type { ApiDocument, LoadedApi };

export type { LoadedVersion } from './load-docs.ts';

/** Everything read from a site folder and compiled, ready to route and render. */
export interface LoadedSite {
  siteDir: string;
  config: SiteConfig;
  configFile: string;
  /** Every page the site's content compiled: docs of every version, API references, blog posts. */
  pages: CompiledPage[];
  /** The routes the content gave, in order (a route given twice is still here: see buildRoutes). */
  routes: Route[];
  /** Links written outside pages (sidebars, the Markdown partials pages import), where they are written. */
  links: LinkToCheck[];
  /** Content plugins' data for the layout: name → instance id → data (`docs`: DocsGlobalData). */
  globalData: Record<string, Record<string, unknown>>;
  /** Files of the static folders (`staticDirectories`) by URL path (`/logo/light.svg`) → absolute file; the first folder holding a path wins. */
  staticFiles: Map<string, string>;
  /** Output path (`assets/images/x.1a2b3c4d.png`) → absolute source path, for images used by pages. */
  assets: Map<string, string>;
  /** Generated files beside the pages: the OpenAPI document, its Postman collection, the blog's feeds. */
  generatedFiles: Map<string, string>;
  /** Pages' own components: their CSS and media files, client islands, the files they were built from. */
  components: SiteComponents;
  /**
   * What components read besides the config (`useGlobalData`, the docs plugin's data included,
   * see docs-client-data.ts; Docusaurus's `siteConfig`; plugins' routes): the same for the
   * pages' render and the islands' bundle.
   */
  siteDataSources: SiteDataSources;
  /** The site's plugins and what their content gave (routes, global data, tags), when it has any. */
  plugins?: SitePlugins;
  diagnostics: Diagnostic[];
}

export interface LoadSiteOptions {
  /** The site folder (holding config.yaml), absolute or relative to `cwd`. */
  siteDir: string;
  /** Directory paths in messages are relative to; defaults to `process.cwd()`. */
  cwd?: string;
  /** Build pages marked `draft: true` (dev mode). */
  includeDrafts?: boolean;
  /** Do not download the OpenAPI document; build from its cached copy. */
  offline?: boolean;
  /** Fail when the OpenAPI document cannot be downloaded (overrides `openapi.strictRemote`). */
  strictRemote?: boolean;
  /** Started once a highlight worker has highlighted every page, for the search stage (see EarlySearchWorker). */
  searchWorker?: EarlySearchWorker;
  /** Highlight code blocks (default); link checking turns it off. `defer`: docs pages' code blocks are highlighted when the page renders (`docsgen dev`, see deferred-code.ts). */
  highlight?: boolean | 'defer';
  /**
   * Reuse compiled pages from earlier runs. Keys cover the page's source, docsgen's
   * version, the config and everything its links resolve against.
   */
  cache?: CompileCache;
  /** Compiled pages of the build before (`docsgen dev`), read before the cache. */
  memory?: BuildMemory;
  /** Collects time per stage (`--profile`). */
  timer?: StageTimer;
  /**
   * Called with each OpenAPI document as soon as it is read, before it is compiled: the
   * build starts checking its examples on another thread then (see ExampleChecks).
   */
  onApiDocument?: ApiDocumentListener;
  /**
   * Compile only the docs or API page at this route, and what it needs (`docsgen dev`'s
   * first pages): the other pages get their titles, for navigation, and no content; the
   * blog is not read. Such a site is good for rendering that one page, and nothing else.
   */
  onlyRoute?: string;
  /** Awaited between steps and between pages while compiling (instead of only yielding to the event loop), see BuildOptions.pause. */
  pause?: () => Promise<void>;
  /** The output folder, as plugins are told; `build` under `cwd` by default. */
  outDir?: string;
  /** The site's config, already loaded (a translated site's, localized: see localizeConfig); read from the site folder when absent. */
  loadedConfig?: LoadedConfig;
  /** The pages the build's other locales compiled, which this locale's are made from where they read the same file. */
  templates?: LocaleTemplates;
  /** Where a large site's compiled pages keep their HTML until written (see SPILL_PAGES); only a build that writes gives one. */
  spill?: TextSpill;
}


async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) return listFiles(join(dir, entry.name), path);
      return entry.isFile() ? [path] : [];
    }),
  );
  return nested.flat();
}

/**
 * The files of the static folders, by URL path: each folder's files are served from `/`, and
 * when two folders hold the same path the first listed wins, as Docusaurus copies them.
 */
async function listStaticFiles(siteDir: string, folders: readonly string[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const folder of folders) {
    const dir = resolve(siteDir, folder);
    for (const path of await listFiles(dir)) if (!files.has(path)) files.set(path, join(dir, path));
  }
  return files;
}

/** Throw the usage error for a docs folder that does not exist (exit 2). */
async function assertDocsFolder(docsDir: string, cwd: string, configFile: string): Promise<void> {
  const docsStat = await stat(docsDir).catch(() => undefined);
  if (docsStat?.isDirectory()) return;
  throw new DocsgenError(`Docs folder missing`, {
    exitCode: 2,
    diagnostics: [
      {
        code: 'config/missing-docs',
        severity: 'error',
        message: `The docs folder \`${relative(cwd, docsDir)}\` does not exist`,
        file: configFile,
        hint: `create it, or set \`docs.path\` in ${basename(configFile)} to the folder holding your .md/.mdx pages`,
      },
    ],
  });
}

/**
 * The components with the module of each partial their islands were given, for the browser
 * bundle: as the pages' bundle compiled it (the others are let go), else compiled again (a
 * bundle reused from the cache compiled none).
 */
function withIslandPartials(components: SiteComponents, compiled: Map<string, CompiledPartial>, compile: (path: string) => Promise<CompiledPartial>): SiteComponents {
  const given = new Set(components.islands.map((island) => island.file));
  for (const path of compiled.keys()) if (!given.has(path)) compiled.delete(path);
  return { ...components, compilePartial: (path) => compiled.get(path) ?? compile(path) };
}

/** Read config, sidebars and every page of a site folder (every docs version), and compile the pages. */
export async function loadSite(options: LoadSiteOptions): Promise<LoadedSite> {
  const timer = options.timer ?? new StageTimer();
  const started = performance.now();
  const cwd = options.cwd ?? process.cwd();
  const siteDir = resolve(cwd, options.siteDir);
  if (!options.loadedConfig) await assertSiteFolder(siteDir, cwd);
  const { config: configured, file: configFile, source: configSource, diagnostics: loadDiagnostics, markdownPlugins, plugins: pluginEntries, docusaurusConfig, editUrls, frontMatterHook } = options.loadedConfig ?? (await loadConfig(siteDir, cwd));
  const docsVersions = await loadVersions({ siteDir, cwd, config: configured, configFile, configSource });
  // `docs.enabled: false` (Docusaurus's `docs: false`): a site of pages and a blog, with no docs folder.
  for (const version of docsVersions) if (docsSection(configured, version.docsId)?.enabled !== false) await assertDocsFolder(join(siteDir, version.docsPath), cwd, configFile);
  const staticFiles = await listStaticFiles(siteDir, configured.staticDirectories);
  const { config, diagnostics: brandDiagnostics } = await checkBrandFiles({ config: configured, configFile, configSource, staticFiles });
  // Every code block of the site, on this thread and on workers, is highlighted with its magic comments.
  setMagicComments(config.markdown.magicComments);
  const siteConfig = docusaurusSiteConfig(config, docusaurusConfig);
  // Plugins load and produce their content first: their routes are pages of the site.
  const plugins = await timer.time('plugins', () => startSitePlugins({ entries: pluginEntries, config, siteConfig, configFile, siteDir, cwd, outDir: resolve(cwd, options.outDir ?? 'build'), ...(options.memory ? { memory: options.memory.plugins } : {}) }));
  // Components read a Docusaurus config's every key (`useThemeConfig().footer`), plugins or not.
  const siteConfigOfComponents = plugins || docusaurusConfig ? siteConfig : undefined;
  const routed = plugins ? pluginPages(plugins.content.routes, { baseUrl: config.baseUrl, siteTitle: config.title, siteDir, cwd }) : undefined;
  const configDiagnostics = [...loadDiagnostics, ...brandDiagnostics, ...(plugins?.diagnostics ?? []), ...(routed?.diagnostics ?? [])];
  const siteComponents = hasSiteComponents(siteDir, plugins?.bundle.themePaths);
  const siteElements = siteMarkdownElements(siteDir, plugins?.bundle.themePaths);
  timer.add('load', performance.now() - started);
  await options.pause?.();
  const highlightWorker = new SharedHighlightWorker();
  const docsContext: DocsContext = {
    config,
    configFile,
    siteDir,
    cwd,
    staticFiles,
    siteComponents,
    siteElements,
    includeDrafts: options.includeDrafts ?? false,
    offline: options.offline ?? false,
    ...(options.strictRemote !== undefined ? { strictRemote: options.strictRemote } : {}),
    highlight: options.highlight === 'defer' ? 'defer' : options.highlight !== false,
    ...(options.cache ? { cache: options.cache } : {}),
    ...(options.memory ? { memory: options.memory } : {}),
    ...(options.onlyRoute !== undefined ? { onlyRoute: options.onlyRoute } : {}),
    ...(options.pause ? { pause: options.pause } : {}),
    timer,
    ...(options.onApiDocument ? { onApiDocument: options.onApiDocument } : {}),
    highlightWorker,
    ...(frontMatterHook ? { frontMatterHook } : {}),
    ...(options.templates ? { templates: options.templates } : {}),
    ...(options.spill ? { spill: options.spill } : {}),
  };
  const blogEditUrl = editUrls?.blog;
  const contentPlugins = siteContentPlugins({ config, docsVersions, docsContext, markdownPlugins, pluginPages: routed?.pages ?? [], ...(editUrls ? { editUrls } : {}), blog: options.onlyRoute === undefined ? { siteDir, cwd, config, includeDrafts: options.includeDrafts ?? false, staticFiles, highlight: options.highlight !== false, ...(options.cache ? { cache: options.cache } : {}), ...(markdownPlugins.blog ? { markdownPlugins: markdownPlugins.blog } : {}), siteComponents, siteElements, ...(frontMatterHook ? { frontMatterHook } : {}), ...(blogEditUrl ? { editUrlOf: (post: BlogEditUrlPost) => blogEditUrlFrom(blogEditUrl, post, configFile) } : {}), ...(options.templates ? { templates: options.templates } : {}), timer } : undefined });
  let components: SiteComponents | undefined;
  let partials: PartialCompiler | undefined;
  let dataSources: SiteDataSources = { globalData: plugins?.content.globalData ?? {} };
  const closeWorker = (): void => {
    const searchWorker = options.searchWorker;
    const adopt = (worker: Worker): void => {
      searchWorker!.adopt(worker);
      timer.count('highlight worker handed to search', 1);
    };
    const highlighted = highlightWorker.close(searchWorker ? adopt : undefined);
    if (highlighted) timer.count('code blocks highlighted in a worker', highlighted);
    // A build with a highlight worker compiled many pages: their search index may take the core
    // it leaves, on that worker's thread (or a new one, when that worker failed).
    if (highlighted) searchWorker?.start();
  };
  let runs: ContentRun[];
  try {
    runs = await runContentPlugins(contentPlugins, {
      between: options.pause,
      beforeRoutes: async (loaded, allContent) => {
        closeWorker();
        await options.pause?.();
        // Pages that are code render now that every page is compiled: one bundle for them all.
        partials = loaded.find((content) => content.partials)?.partials;
        // The partials the bundle compiled, until it is known which the islands were given (the browser bundle's).
        const compiled = new Map<string, CompiledPartial>();
        const keep = (path: string, partial: CompiledPartial): CompiledPartial => (compiled.set(path, partial), partial);
        const generated = loaded.flatMap((content) => content.generatedModules ?? []);
        const generatedPartial = (path: string): CompiledPartial | undefined => generated.reduce<CompiledPartial | undefined>((found, modules) => found ?? modules.module(path), undefined);
        dataSources = {
          globalData: withDocsPluginData(plugins?.content.globalData ?? {}, loaded.flatMap((content) => content.docsVersions ?? []), config.baseUrl, allContent, (docsId) => docsSection(config, docsId)?.breadcrumbs ?? true),
          ...(siteConfigOfComponents ? { docusaurusSiteConfig: siteConfigOfComponents } : {}),
          // `useRouteContext()` on a route a plugin added names that plugin.
          ...(plugins ? { leftOut: plugins.content.leftOut, routeOwners: pluginRouteOwners(plugins.content.routes) } : {}),
        };
        try {
          components = await timer.time('components', () =>
            renderSiteComponents({ pages: loaded.flatMap((content) => content.pages), modules: loaded.flatMap((content) => content.codeModules ?? []) }, { siteDir, cwd, config, highlight: options.highlight !== false, compilePartial: async (path) => keep(path, partialModule(await partials!.compile(path, options.highlight !== false))), ...(generated.length ? { generatedPartial } : {}), contextKey: hashKey(partials?.key ?? '', ...generated.map((modules) => modules.key), JSON.stringify(dataSources.globalData), JSON.stringify(plugins?.bundle ?? {}), JSON.stringify(dataSources.routeOwners ?? {})), ...(options.cache ? { cache: options.cache } : {}), dataSources, ...(plugins ? { bundle: plugins.bundle } : {}) }),
          );
        } finally {
          // Partials compile on workers only while the bundle asks for them.
          partials?.close?.();
        }
        components = withIslandPartials(components, compiled, async (path) => partialModule(await partials!.compile(path, options.highlight !== false)));
      },
    });
  } finally {
    closeWorker();
  }
  const diagnostics: Diagnostic[] = [...configDiagnostics, ...runs.flatMap((run) => [...run.loaded.diagnostics, ...run.diagnostics]), ...components!.diagnostics];
  const pages = runs.flatMap((run) => run.loaded.pages);
  const assets = new Map(runs.flatMap((run) => [...run.loaded.assets]));
  const generatedFiles = new Map(runs.flatMap((run) => [...run.files]));
  const links = [...runs.flatMap((run) => run.links), ...(partials ? await partialLinks(components!, partials) : [])];
  for (const [path, source] of partials?.assets ?? []) assets.set(path, source);
  // A Markdown plugin that cannot reach the network, or lacks a file, fails on every page, and a
  // language no grammar has (react-native's `SnackPlayer` blocks, 1,932 of them) is written on
  // many: one warning each says so, at the first place.
  const repeated = ['content/plugin-offline', 'content/plugin-missing-file', 'content/unknown-language'] as const;
  const reported = repeated.reduce(collapseRepeated, diagnostics);
  return { siteDir, config, configFile, pages, routes: runs.flatMap((run) => run.routes), links, globalData: contentGlobalData(runs), staticFiles, assets, generatedFiles, components: components!, siteDataSources: dataSources, ...(plugins ? { plugins } : {}), diagnostics: reported };
}
