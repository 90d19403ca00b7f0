import type { SiteConfig } from '../config/site-config.ts';
import type { SiteModel } from '../render/models.ts';
import { cachedSearchIndex, startSearchIndex, underRoute, type SearchArea, type SearchIndexInput, type SearchIndexOutput } from '../search/build-search-index.ts';
import { docsVersionsOf } from '../site/docs-plugin.ts';
import { restApisOf } from '../site/openapi-plugin.ts';
import type { LoadedApi, LoadedSite } from '../site/load-site.ts';
import type { OutputPlugin, OutputSummary, PluginOutput, RoutedSite } from '../plugins/output-plugin.ts';
import type { OutputFile } from './output-files.ts';
import { withHighlightedCode } from './render-site.ts';
import { themeMessage } from '../i18n/format-message.ts';
import type { SearchFile } from '../search/spilled-shard.ts';
import { spillFrom } from '../shared/text-spill.ts';

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
  const versions = docsVersionsOf(loaded.globalData).filter(({ version }) => version.docsId === loaded.config.docs.id);
  if (versions.length < 2) return {};
  const last = versions.find(({ version }) => version.isLast)?.version.name;
  return { versions: Object.fromEntries(versions.map(({ version }) => [version.name, version.label])), ...(last ? { lastVersion: last } : {}) };
}

/**
 * The search index as the build produces it: at once (an in-memory build indexes on this
 * thread), in the background (a written build's, finished by other threads while the pages
 * are written), or when first asked for (`docsgen dev`: its summary's `searchIndex`).
 */
const asFiles = (files: ReadonlyMap<string, SearchFile>): Map<string, OutputFile> =>
  new Map(
    [...files].map(([path, file]) => [
      path,
      // A spilled file is read each time its contents are asked for (to be hashed, then written), never kept.
      file instanceof Uint8Array ? { contents: file } : { get contents() { return file.read(); } },
    ]),
  );

/** Start indexing the site's routes for search, as the build's kind asks (see SearchStage). */
function startSearch({ run, loaded, routes, site }: RoutedSite): PluginOutput {
  const { config } = loaded;
  const { timer, cache, write } = run;
  // The search worker started early (see EarlySearchWorker) is stopped as soon as this stage does not take it.
  if (!config.search.enabled || !write) run.searchWorker?.close();
  if (!config.search.enabled) return { files: () => new Map() };
  const apis = restApisOf(loaded.globalData);
  const input = (): SearchIndexInput => ({
    pages: routes.map((route) => withHighlightedCode(route.page)),
    baseUrl: config.baseUrl,
    ...(config.trailingSlash !== undefined ? { trailingSlash: config.trailingSlash } : {}),
    areas: searchAreas(site, config, apis),
    fallbackArea: themeMessage(config.translations.code, 'theme.SearchModal.docsArea'),
    apiRoutes: apis.map((api) => api.route),
    ...searchVersions(loaded),
  });
  let index: SearchIndexOutput<SearchFile> | undefined;
  const summary = (): OutputSummary => (index ? { search: { pageCount: index.pageCount, sectionCount: index.sectionCount, bytes: index.bytes } } : {});
  const indexNow = (): SearchIndexOutput => timer.timeSync('search', () => cachedSearchIndex(input(), cache));
  if (write) {
    // Indexed on other threads while samples are checked and pages rendered and written (see index-in-background.ts).
    // A large site's shards wait in the spill, as its pages' HTML does (see spilled-shard.ts).
    const spill = routes.length >= spillFrom() ? run.spill : undefined;
    const started = timer.timeSync('search', () => startSearchIndex(input(), cache, run.searchWorker, spill));
    run.searchWorker?.close();
    const finish = async (): Promise<ReadonlyMap<string, OutputFile>> => {
      const finished = await timer.time('search', () => started.finish());
      if (finished.shardsInWorkers) timer.count('search shards indexed in workers', finished.shardsInWorkers);
      index = finished;
      return asFiles(finished.files);
    };
    return { files: () => asFiles(index?.files ?? new Map()), finishing: { onThisThread: started.onThisThread, finish }, summary };
  }
  // A lazy in-memory build (`docsgen dev`) indexes only when the index is first requested.
  if (run.options.lazy === true) {
    let lazyIndex: SearchIndexOutput | undefined;
    return { files: () => new Map(), summary: () => ({ searchIndex: () => (lazyIndex ??= indexNow()) }) };
  }
  const now = indexNow();
  index = now;
  return { files: () => asFiles(now.files), summary };
}

/** The search index as an output plugin: its files, and its size for the build's report. */
export const searchPlugin: OutputPlugin = { name: 'search', start: startSearch };
