import { readdir, stat } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { checkBrandFiles } from '../config/brand-files.ts';
import { loadConfig } from '../config/load-config.ts';
import { docsSection, type SidebarsConfig, type SiteConfig } from '../config/site-config.ts';
import type { MarkdownPlugins } from '../content/markdown-plugins.ts';
import { loadBlog, type LoadedBlog } from '../blog/load-blog.ts';
import { pageFormat } from '../content/find-pages.ts';
import { collapseRepeated, DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { BuiltSidebars } from '../sidebars/build-sidebars.ts';
import { StageTimer } from '../build/stage-timer.ts';
import type { BuildMemory } from './build-memory.ts';
import { hashKey, type CompileCache } from './compile-cache.ts';
import { schemaPartials } from '../docusaurus/schema-partials.ts';
import { isSitePage } from '../docusaurus/site-pages.ts';
import { editUrlFrom } from '../docusaurus/edit-url.ts';
import { withBaseUrl } from '../routes/doc-route.ts';
import { compileWithPlugins, createAssetResolvers } from './compile-pages.ts';
import { pluginPages } from '../plugins/plugin-routes.ts';
import { startSitePlugins, type SitePlugins } from '../plugins/site-plugins.ts';
import { assertSiteFolder } from './site-folder.ts';
import { isMainDocs, loadDocs, type DocsContext, type LoadedDocs, type LoadedVersion } from './load-docs.ts';
import { SharedHighlightWorker } from './highlight-in-background.ts';
import type { CompiledPage } from '../types.ts';
import { displayPath, toPosix } from '../shared/paths.ts';
import type { LinkToCheck } from '../checks/links.ts';
import { hasSiteComponents, partialModule, renderSiteComponents, type SiteComponents } from '../components/site-components.ts';
import { parseFrontMatter } from '../content/front-matter.ts';
import { loadVersions } from '../versions/read-versions.ts';
import { pageMeta as pageMetaOf, readGitUpdates, type GitUpdate, type PageMeta } from '../content/page-meta.ts';
import type { ApiDocument, ApiDocumentListener, LoadedApi } from './loaded-api.ts';

export type { ApiDocument, LoadedApi };

export type { LoadedVersion } from './load-docs.ts';

/** Everything read from a site folder and compiled, ready to route and render. */
export interface LoadedSite {
  siteDir: string;
  config: SiteConfig;
  configFile: string;
  /** The last version's sidebars as written (null: zero-config), for reporting links at their line. */
  sidebarsConfig: SidebarsConfig | null;
  /** Every version's pages. */
  pages: CompiledPage[];
  /** The last version's sidebars (the one served at the docs route base). */
  sidebars: BuiltSidebars;
  /** Each docs version with its own pages and sidebars: current first, then versions.json's order. */
  versions: LoadedVersion[];
  /** Files of the static folders (`staticDirectories`) by URL path (`/logo/light.svg`) → absolute file; the first folder holding a path wins. */
  staticFiles: Map<string, string>;
  /** Output path (`assets/images/x.1a2b3c4d.png`) → absolute source path, for images used by pages. */
  assets: Map<string, string>;
  /** Generated files beside the pages: the OpenAPI document, its Postman collection, the blog's feeds. */
  generatedFiles: Map<string, string>;
  /** The blog, when its folder exists. */
  blog: LoadedBlog | null;
  /** Pages' own components: their CSS and media files, client islands, the files they were built from. */
  components: SiteComponents;
  /** Links written in the Markdown partials pages import, where they are written. */
  partialLinks: LinkToCheck[];
  /** The site's REST references, in config.yaml order. */
  apis: LoadedApi[];
  /** Doc pages' edit URL and last update, by page file. */
  pageMeta: Map<string, PageMeta>;
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
        hint: 'create it, or set `docs.path` in config.yaml to the folder holding your .md/.mdx pages',
      },
    ],
  });
}

/** Read config, sidebars and every page of a site folder (every docs version), and compile the pages. */
export async function loadSite(options: LoadSiteOptions): Promise<LoadedSite> {
  const timer = options.timer ?? new StageTimer();
  const started = performance.now();
  const cwd = options.cwd ?? process.cwd();
  const siteDir = resolve(cwd, options.siteDir);
  await assertSiteFolder(siteDir, cwd);
  const { config: configured, file: configFile, source: configSource, diagnostics: loadDiagnostics, markdownPlugins, plugins: pluginEntries, docusaurusConfig, editUrls, frontMatterHook } = await loadConfig(siteDir, cwd);
  const docsVersions = await loadVersions({ siteDir, cwd, config: configured, configFile, configSource });
  // `docs.enabled: false` (Docusaurus's `docs: false`): a site of pages and a blog, with no docs folder.
  for (const version of docsVersions) if (docsSection(configured, version.docsId)?.enabled !== false) await assertDocsFolder(join(siteDir, version.docsPath), cwd, configFile);
  const staticFiles = await listStaticFiles(siteDir, configured.staticDirectories);
  const { config, diagnostics: brandDiagnostics } = await checkBrandFiles({ config: configured, configFile, configSource, staticFiles });
  // Plugins load and produce their content first: their routes are pages of the site.
  const plugins = await timer.time('plugins', () => startSitePlugins({ entries: pluginEntries, config, configFile, siteDir, cwd, outDir: resolve(cwd, options.outDir ?? 'build'), ...(docusaurusConfig ? { docusaurusConfig } : {}), ...(options.memory ? { memory: options.memory.plugins } : {}) }));
  const routed = plugins ? pluginPages(plugins.content.routes, { baseUrl: config.baseUrl, siteTitle: config.title, siteDir, cwd }) : undefined;
  const configDiagnostics = [...loadDiagnostics, ...brandDiagnostics, ...(plugins?.diagnostics ?? []), ...(routed?.diagnostics ?? [])];
  const siteComponents = hasSiteComponents(siteDir, plugins?.bundle.themePaths);
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
    ...(routed?.pages.length ? { pluginPages: routed.pages } : {}),
    ...(frontMatterHook ? { frontMatterHook } : {}),
  };
  // Each docs section has its own remark and rehype plugins (in config.yaml, the site's).
  const sectionPlugins = (docsId: string): MarkdownPlugins | undefined => (docsId === configured.docs.id ? markdownPlugins.docs : markdownPlugins.otherDocs?.[docsId]);
  // Versions load one after the other: each compiles its own pages (an unchanged old version from the cache).
  const loadedDocs: LoadedDocs[] = [];
  try {
    for (const version of docsVersions) {
      const plugins = sectionPlugins(version.docsId);
      loadedDocs.push(await loadDocs(version, plugins ? { ...docsContext, markdownPlugins: plugins } : docsContext));
      await options.pause?.();
    }
  } finally {
    const highlighted = highlightWorker.close();
    if (highlighted) timer.count('code blocks highlighted in a worker', highlighted);
  }
  const diagnostics: Diagnostic[] = [...configDiagnostics, ...loadedDocs.flatMap((docs) => docs.diagnostics)];
  const pages: CompiledPage[] = loadedDocs.flatMap((docs) => docs.pages);
  const assets = new Map(loadedDocs.flatMap((docs) => [...docs.assets]));
  const generatedFiles = new Map(loadedDocs.flatMap((docs) => [...docs.generatedFiles]));
  const apis = loadedDocs.flatMap((docs) => docs.apis);
  // Partials and the site's own components compile as pages of the current version (else the last).
  const main = loadedDocs.find((docs) => isMainDocs(docs.version)) ?? loadedDocs[0]!;
  const { compileOptions, contextKey: context } = main;
  const { docsDir } = compileOptions;
  const partialAssets = createAssetResolvers({ docsDir, staticFiles, baseUrl: config.baseUrl });
  const { assetUrl, staticImageSize } = partialAssets;

  const blog = options.onlyRoute !== undefined ? null : await timer.time('blog', () =>
    loadBlog({ siteDir, cwd, config, includeDrafts: options.includeDrafts ?? false, staticFiles, highlight: options.highlight !== false, ...(options.cache ? { cache: options.cache } : {}), ...(markdownPlugins.blog ? { markdownPlugins: markdownPlugins.blog } : {}), ...(plugins ? { themePaths: plugins.bundle.themePaths } : {}), ...(frontMatterHook ? { frontMatterHook } : {}) }),
  );
  if (blog) {
    diagnostics.push(...blog.diagnostics);
    for (const [path, source] of blog.assets) assets.set(path, source);
    // The feed writer is loaded only for a site with a blog.
    const { buildFeeds } = await import('../blog/feeds.ts');
    for (const [path, contents] of buildFeeds(blog, config)) generatedFiles.set(path, contents);
  }

  // Pages that are code render now that every page is compiled: one bundle for them all.
  // Markdown files they import (partials) compile like pages of the docs folder.
  const compilePartialPage = (path: string, highlight: boolean) => {
    const source = readFileSync(path, 'utf8');
    const file = displayPath(cwd, path);
    const split = parseFrontMatter(source, file);
    const docPath = toPosix(relative(docsDir, path));
    const format = pageFormat(path, config.markdown.format);
    // No route: its relative links are left for the browser to resolve from each page that imports it.
    const page = { file, path, docPath, format, id: docPath.replace(/\.mdx?$/, ''), route: '', frontMatter: {}, extra: {}, body: split.body, source } as const;
    return compileWithPlugins(page, { ...compileOptions, highlight }, { assetUrl, staticImageSize });
  };
  const compilePartial = async (path: string) => partialModule(await compilePartialPage(path, compileOptions.highlight !== false));
  const schemas = schemaPartials({ apis, pages, docsDir });
  await options.pause?.();
  const components = await timer.time('components', () =>
    renderSiteComponents({ pages, posts: blog?.posts ?? [] }, { siteDir, cwd, config, highlight: options.highlight !== false, compilePartial, generatedPartial: schemas.generatedPartial, contextKey: hashKey(context, schemas.key, JSON.stringify(plugins?.content.globalData ?? {}), JSON.stringify(plugins?.bundle ?? {})), ...(options.cache ? { cache: options.cache } : {}), ...(plugins ? { globalData: plugins.content.globalData, leftOutPlugins: plugins.content.leftOut, pluginSiteConfig: plugins.context.siteConfig, bundle: plugins.bundle } : {}) }),
  );
  diagnostics.push(...components.diagnostics);
  // The links written in partials are checked where they are written. A reused bundle did not
  // compile its partials, so their links are read again here (without highlighting: cheap).
  const partialPaths = components.inputs.filter((path) => /\.mdx?$/i.test(path) && !/[/\\]node_modules[/\\]/.test(path));
  const partialPages = await Promise.all(partialPaths.map(async (path) => (await compilePartialPage(path, false)).page));
  const partialLinks = partialPages
    .flatMap((page) => {
      // Only links to a route: a relative link or an anchor is the importing page's, unknown here.
      return page ? page.links.filter((link) => link.url.startsWith('/')).map((link) => ({ url: link.url, text: link.text, file: page.file, line: link.line, column: link.column, fromRoute: '/', ...(link.markdown ? { markdown: true as const } : {}) })) : [];
    });

  for (const [path, source] of partialAssets.assets) assets.set(path, source);
  const versions: LoadedVersion[] = loadedDocs.map(({ version, pages: versionPages, sidebarsConfig, sidebars, apis: versionApis, docTags }) => ({ version, pages: versionPages, sidebarsConfig, sidebars, apis: versionApis, docTags }));
  const last = versions.find((loadedVersion) => loadedVersion.version.isLast && loadedVersion.version.docsId === config.docs.id) ?? versions[0]!;
  const { sidebarsConfig, sidebars } = last;
  const sections = [config.docs, ...config.otherDocs];
  const git = sections.some((docs) => docs.showLastUpdateTime || docs.showLastUpdateAuthor) ? await readGitUpdates(siteDir) : new Map<string, GitUpdate>();
  // The docs' edit URL and last update are their section's: Docusaurus gives src/pages neither.
  const pageMeta = new Map(versions.flatMap(({ version, pages: versionPages }) => {
    const docs = docsSection(config, version.docsId) ?? config.docs;
    const editUrl = editUrls?.[version.docsId];
    const editUrlOf = editUrl ? (page: CompiledPage) => editUrlFrom(editUrl, { version: version.name, versionDocsDirPath: version.docsPath, docPath: relative(join(siteDir, version.docsPath), resolve(cwd, page.file)), permalink: withBaseUrl(config.baseUrl, page.route), locale: config.locale }, configFile) : undefined;
    return versionPages.filter((page) => !isSitePage(page.id)).map((page) => [page.file, pageMetaOf(page, { docs, siteDir, cwd, git, ...(editUrlOf ? { editUrlOf } : {}) })] as const);
  }));
  // A Markdown plugin that cannot reach the network fails on every page: one warning says so.
  const reported = collapseRepeated(diagnostics, 'content/plugin-offline');
  return { siteDir, config, configFile, sidebarsConfig, pages, sidebars, versions, staticFiles, assets, generatedFiles, blog, components, partialLinks, apis, pageMeta, ...(plugins ? { plugins } : {}), diagnostics: reported };
}

