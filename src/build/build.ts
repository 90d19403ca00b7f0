import { join, resolve } from 'node:path';
import { bundleClient, clientBundleFailure, type SiteIslands } from '../client/bundle-client.ts';
import { siteData } from '../components/site-components.ts';
import { DocsgenError, hasErrors, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { cacheVersion } from '../package-root.ts';
import { initHighlighter, useHighlightCache } from '../content/highlight.ts';
import { openCompileCache } from '../site/compile-cache.ts';
import type { SiteConfig } from '../config/site-config.ts';
import type { SiteModel } from '../render/models.ts';
import { buildSiteModel, type NavbarDocs } from '../render/site-model.ts';
import { indexVersions } from '../versions/version-links.ts';
import { seoFiles } from '../seo/sitemap.ts';
import { buildRoutes } from '../routes/build-routes.ts';
import { loadSite, type ApiDocument, type LoadedApi, type LoadedSite } from '../site/load-site.ts';
import { cachedSearchIndex, SEARCH_INDEX_PATH, startSearchIndex, underRoute, type SearchArea, type SearchIndexInput, type SearchIndexOutput } from '../search/build-search-index.ts';
import { noSampleCounts, type SampleCounts } from '../samples/sample-counts.ts';
import type { ExampleChecks } from '../samples/run-sample-checks.ts';
import { assertSafeOutputDir } from './output-guard.ts';
import { isDocusaurusProject } from '../docusaurus/load-docusaurus-config.ts';
import { buildStylesheet } from '../styles/stylesheet.ts';
import { StageTimer } from './stage-timer.ts';
import { writeOutput, type OutputFile } from './write-output.ts';
import { cacheFolder } from '../shared/paths.ts';
import type { BuildOptions, BuildResult } from './build-options.ts';
import { renderSite, withHighlightedCode } from './render-site.ts';
import { checkSite } from '../checks/check-site.ts';
import { runPostBuild } from '../plugins/run-plugins.ts';
import { writeHostRedirects } from './host-redirects.ts';
import { resolveFrom } from '../shared/resolve-module.ts';
import type { SitePlugins } from '../plugins/site-plugins.ts';
import { withBaseUrl } from '../routes/doc-route.ts';
import type { Route } from '../routes/build-routes.ts';

export type { BuildOptions, BuildResult };

/** Search result groups: configured, or else the navbar's internal links (dropdown entries included) and the blog. */
function searchAreas(site: SiteModel, config: SiteConfig, apis: readonly LoadedApi[]): SearchArea[] {
  const areas = config.search.areas.length
    ? config.search.areas
    : [
        ...site.navbar.items.flatMap((item) => [item, ...item.items]).filter((item) => item.activeRoute !== undefined).map((item) => ({ label: item.label, routes: [item.activeRoute!] })),
        { label: config.blog.title, routes: [config.blog.routeBasePath] },
      ];
  // Each API is an area of its own, titled by its document, unless an area already covers its route.
  const apiAreas = apis
    .filter((api) => api.title !== undefined && !areas.some((area) => area.routes.some((route) => underRoute(api.route, route))))
    .map((api) => ({ label: api.title!, routes: [api.route] }));
  if (config.search.areas.length) return [...areas, ...apiAreas];
  // Longest route first, so `/sdk/flutter` wins over `/sdk`.
  return [...areas, ...apiAreas].sort((a, b) => b.routes[0]!.length - a.routes[0]!.length);
}

/** The default docs' versions, which search results are filtered by, when it has several. */
function searchVersions(loaded: LoadedSite): Pick<SearchIndexInput, 'versions' | 'lastVersion'> {
  const versions = loaded.versions.filter(({ version }) => version.docsId === loaded.config.docs.id);
  if (versions.length < 2) return {};
  const last = versions.find(({ version }) => version.isLast)?.version.name;
  return { versions: Object.fromEntries(versions.map(({ version }) => [version.name, version.label])), ...(last ? { lastVersion: last } : {}) };
}

/** Each docs section's versions as the navbar shows them, with their doc routes and sidebars (navbar doc items link into the last one). */
function navbarDocs(loaded: LoadedSite): NavbarDocs[] {
  return [loaded.config.docs, ...loaded.config.otherDocs].map(({ id }) => {
    const versions = loaded.versions.filter(({ version }) => version.docsId === id);
    const models = indexVersions(versions, loaded.config).map((index) => index.model);
    return { id, versions: versions.map((loadedVersion, index) => ({ ...models[index]!, sidebars: loadedVersion.sidebars, routesById: new Map(loadedVersion.pages.map((page) => [page.id, page.route])) })) };
  });
}

/** The site's client components, client modules and diagrams, when it has any: the client script is then bundled with them. */
function clientIslands(loaded: LoadedSite, mermaid: string | undefined): SiteIslands | undefined {
  const { islands } = loaded.components;
  const clientModules = loaded.plugins?.clientModules ?? [];
  if (!islands.length && !clientModules.length && !mermaid) return undefined;
  return { islands, clientModules, siteDir: loaded.siteDir, baseUrl: loaded.config.baseUrl, siteData: siteData(loaded.config, loaded.plugins?.content.globalData), ...(loaded.plugins ? { bundle: loaded.plugins.bundle } : {}), ...(mermaid ? { mermaid } : {}) };
}

/** The site's `mermaid` package when its Markdown has diagrams; a warning when it is not installed, and the diagrams stay their source. */
async function mermaidPackage(loaded: LoadedSite): Promise<{ path?: string; diagnostics: Diagnostic[] }> {
  if (!loaded.config.markdown.mermaid) return { diagnostics: [] };
  const path = await resolveFrom(loaded.siteDir, 'mermaid');
  if (path) return { path, diagnostics: [] };
  return { diagnostics: [{ code: 'content/mermaid-not-installed', severity: 'warning', message: '`markdown.mermaid` is on, but the site has no `mermaid` package: diagrams are shown as their source', file: loaded.configFile, hint: 'install it in the site\'s project: `npm install mermaid`' }] };
}

/** The plugins' `postBuild`, with every route of the site as Docusaurus lists them (base URL included). */
async function postBuild(plugins: SitePlugins, routes: readonly Route[], outDir: string, cwd: string): Promise<void> {
  const { context } = plugins;
  const routesPaths = routes.map((route) => withBaseUrl(context.baseUrl, route.page.route));
  await runPostBuild(plugins.instances, plugins.content.contents, { siteConfig: context.siteConfig, siteDir: context.siteDir, outDir, baseUrl: context.baseUrl, routesPaths, head: {}, i18n: context.i18n }, cwd);
}

function fail(diagnostics: Diagnostic[]): never {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  throw new DocsgenError(`Build failed with ${errors} error${errors === 1 ? '' : 's'}`, { exitCode: 1, diagnostics: sortDiagnostics(diagnostics) });
}

/**
 * Build a site: load and compile its pages, resolve sidebars and routes, render every page
 * and write the output folder (see writeOutput). Throws DocsgenError on user errors; the
 * previous output is then untouched.
 */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const cwd = options.cwd ?? process.cwd();
  const siteDir = resolve(cwd, options.siteDir ?? 'site');
  // A Docusaurus project builds into its own `build/`, as `docusaurus build` does.
  const docusaurusOutput = isDocusaurusProject(siteDir) ? join(siteDir, 'build') : undefined;
  const outDir = resolve(cwd, options.outDir ?? docusaurusOutput ?? 'build');
  const write = options.write ?? true;
  const quickStart = options.quickStart === true && !write && options.lazy === true;
  if (write) await assertSafeOutputDir({ outDir, siteDir, cwd, ...(outDir === docusaurusOutput ? { insideSite: true } : {}) });

  const timer = options.timer ?? new StageTimer();
  const cache = options.cache === false ? undefined : openCompileCache(cacheFolder(cwd, 'build'), cacheVersion());
  useHighlightCache(cache);
  // The one page `docsgen dev` builds first, if this build is for it.
  const only = quickStart ? options.onlyRoute : undefined;
  // The API documents' own examples are checked on another thread from the moment each is
  // read, before the reference is compiled: the checkers load while the site does, so the
  // check starts synchronously. A first page's build checks nothing.
  let examples: ExampleChecks | undefined;
  const checkers = only !== undefined ? undefined : import('../samples/run-sample-checks.ts').then((module) => (examples = new module.ExampleChecks(cache)));
  checkers?.catch(() => undefined);
  const loaded = await loadSite({
    siteDir,
    cwd,
    outDir,
    timer,
    ...(only !== undefined ? {} : { onApiDocument: (api: ApiDocument, config: SiteConfig) => void examples?.start(api, siteDir, config) }),
    ...(cache ? { cache } : {}),
    ...(options.memory ? { memory: options.memory } : {}),
    ...(options.offline !== undefined ? { offline: options.offline } : {}),
    ...(options.strictRemote !== undefined ? { strictRemote: options.strictRemote } : {}),
    ...(options.drafts ? { includeDrafts: true } : {}),
    ...(quickStart ? { highlight: 'defer' as const } : {}),
    ...(only !== undefined ? { onlyRoute: only } : {}),
    ...(options.pause ? { pause: options.pause } : {}),
  });
  // Pages from the cache did not start the highlighter, and their deferred blocks need it to render.
  if (quickStart) await initHighlighter();
  await cache?.save();
  if (hasErrors(loaded.diagnostics)) fail(loaded.diagnostics);
  await options.pause?.();
  // One page's build checks nothing: the other pages are titles only, and the full build that follows reports.
  const { routes, diagnostics } = only !== undefined ? { routes: buildRoutes(loaded).routes.filter((route) => route.page.route === only), diagnostics: [] as Diagnostic[] } : timer.timeSync('links', () => checkSite(loaded));
  // Pages render as they are written (unchanged ones are not rendered again): progress counts them.
  timer.expect('render', 'pages rendered', routes.length);
  // The TypeScript sample check runs on its own thread while the build bundles and indexes
  // for search; the build waits for it before rendering (`--profile` counts the wait).
  // Loaded when they start: `docsgen dev` serves its first pages before it needs the checkers.
  const startChecks = async (): Promise<() => Promise<{ diagnostics: Diagnostic[]; counts: SampleCounts }>> => {
    const { startSampleChecks } = await import('../samples/run-sample-checks.ts');
    const started = await checkers;
    return startSampleChecks(loaded, { cwd, ...(started ? { examples: started } : {}), ...(cache ? { cache } : {}) });
  };
  // A quick start checks samples after it returns (checkSamples), so none hold it here.
  const finishSampleChecks = quickStart ? async () => ({ diagnostics: [], counts: noSampleCounts() }) : await timer.time('samples', startChecks);
  const sampleChecks = async (): Promise<Awaited<ReturnType<typeof finishSampleChecks>>> => {
    const samples = await timer.time('samples', finishSampleChecks);
    diagnostics.push(...samples.diagnostics);
    if (hasErrors(diagnostics)) fail(diagnostics);
    return samples;
  };
  // Broken links fail the build with the samples' problems, as one report.
  if (hasErrors(diagnostics)) await sampleChecks();

  const stylesheet = buildStylesheet({ config: loaded.config, configFile: loaded.configFile, siteDir, cwd, hashed: options.hashStylesheet !== false });
  const mermaid = await mermaidPackage(loaded);
  diagnostics.push(...mermaid.diagnostics);
  const [css, script] = await timer.time('bundle', () => Promise.all([stylesheet, bundleClient(cache, clientIslands(loaded, mermaid.path)).catch((error: unknown) => {
    throw clientBundleFailure(error, cwd);
  })]));
  diagnostics.push(...css.diagnostics);
  const { site, diagnostics: siteDiagnostics } = buildSiteModel({
    config: loaded.config,
    configFile: loaded.configFile,
    docs: navbarDocs(loaded),
    stylesheetHref: loaded.config.baseUrl + css.path,
    ...(loaded.components.themeStylesheet ? { themeStylesheetHref: loaded.config.baseUrl + loaded.components.themeStylesheet } : {}),
    scriptHref: loaded.config.baseUrl + script.path,
    searchIndexHref: loaded.config.search.enabled ? loaded.config.baseUrl + SEARCH_INDEX_PATH : null,
    ...(loaded.plugins ? { htmlTags: loaded.plugins.content.htmlTags } : {}),
  });
  diagnostics.push(...siteDiagnostics);
  if (hasErrors(diagnostics)) await sampleChecks();

  const searchInput = (): SearchIndexInput => ({
    pages: routes.map((route) => withHighlightedCode(route.page)),
    baseUrl: loaded.config.baseUrl,
    ...(loaded.config.trailingSlash !== undefined ? { trailingSlash: loaded.config.trailingSlash } : {}),
    areas: searchAreas(site, loaded.config, loaded.apis),
    fallbackArea: 'Docs',
    apiRoutes: loaded.apis.map((api) => api.route),
    ...searchVersions(loaded),
  });
  const indexSearch = (): SearchIndexOutput => timer.timeSync('search', () => cachedSearchIndex(searchInput(), cache));
  // A written build indexes on other threads while it checks samples, renders and writes
  // (see index-in-background.ts); a lazy in-memory build (`docsgen dev`) only when the index
  // is first requested.
  const deferSearch = !write && options.lazy === true;
  const searching = loaded.config.search.enabled && write ? timer.timeSync('search', () => startSearchIndex(searchInput(), cache)) : undefined;
  let search = loaded.config.search.enabled && !write && !deferSearch ? indexSearch() : undefined;
  let deferred: SearchIndexOutput | undefined;
  const searchIndex = loaded.config.search.enabled && deferSearch ? (): SearchIndexOutput => (deferred ??= indexSearch()) : undefined;

  const samples = await sampleChecks();

  // Writing renders each page as it goes (lazy): render time is counted apart from write time.
  // The previous output is the written build's cache: an unchanged page keeps its file and
  // is never rendered, so a second copy of every page's HTML in the cache would only cost writes.
  const rendered = renderSite({
    ...(loaded.components.theme ? { theme: loaded.components.theme } : {}),
    routes,
    site,
    timer,
    lazy: write || options.lazy === true,
    keyed: cache !== undefined,
    ...(cache && !write ? { cache } : {}),
  });
  diagnostics.push(...rendered.diagnostics);
  if (hasErrors(diagnostics)) fail(diagnostics);

  const files = new Map<string, OutputFile>();
  for (const path of loaded.staticFiles) files.set(path.slice(1), { copyFrom: join(loaded.staticDir, path) });
  for (const [path, source] of loaded.assets) files.set(path, { copyFrom: source });
  for (const [path, contents] of loaded.components.files) files.set(path, { contents });
  for (const [path, contents] of loaded.generatedFiles) files.set(path, { contents });
  for (const [path, contents] of search?.files ?? []) files.set(path, { contents });
  if (only === undefined) for (const [path, contents] of seoFiles(routes, site, loaded.staticFiles)) files.set(path, { contents });
  files.set(css.path, { contents: css.contents });
  for (const file of script.files) files.set(file.path, { contents: file.contents });
  for (const [path, file] of rendered.files) files.set(path, file);

  if (write) {
    const busyBefore = (timer.stages.get('render') ?? 0) + (timer.stages.get('search') ?? 0);
    const started = performance.now();
    // The search index is written last when workers index it: they finish it while the pages
    // are written. Indexed on this thread, it comes first (see writeOutput).
    const searchFiles = async (): Promise<Map<string, OutputFile>> => {
      if (!searching) return new Map();
      const finished = await timer.time('search', () => searching.finish());
      if (finished.shardsInWorkers) timer.count('search shards indexed in workers', finished.shardsInWorkers);
      search = finished;
      return new Map([...search.files].map(([path, contents]) => [path, { contents }]));
    };
    await writeOutput(outDir, files, searchFiles, { lateOnThisThread: searching?.onThisThread === true });
    for (const [path, contents] of search?.files ?? []) files.set(path, { contents });
    timer.add('write', performance.now() - started - ((timer.stages.get('render') ?? 0) + (timer.stages.get('search') ?? 0) - busyBefore));
    if (loaded.plugins) {
      await timer.time('plugins', () => postBuild(loaded.plugins!, routes, outDir, cwd));
      await writeHostRedirects(outDir, new Set(files.keys()), loaded.config.baseUrl);
    }
  }
  // After writing: pages render (and fill the render cache) as they are written. A build of
  // the whole site has read or written every entry it needs: the rest may go.
  await cache?.save({ compact: only === undefined });
  return {
    files,
    diagnostics: sortDiagnostics(diagnostics),
    outDir,
    pageCount: rendered.pageCount,
    samples: samples.counts,
    ...(search ? { search: { pageCount: search.pageCount, sectionCount: search.sectionCount, bytes: search.bytes } } : {}),
    ...(searchIndex ? { searchIndex } : {}),
    ...(quickStart
      ? {
          checkSamples: async () => {
            const checked = await (await startChecks())();
            await cache?.save();
            return { diagnostics: sortDiagnostics(checked.diagnostics), counts: checked.counts };
          },
        }
      : {}),
    stylesheetSources: css.sources,
    componentSources: loaded.components.inputs.filter((path) => !/[/\\]node_modules[/\\]/.test(path)),
    pluginWatchFolders: loaded.plugins?.watchFolders ?? [],
  };
}
