/**
 * One docs version of a site: its pages found and compiled, its REST references and its
 * sidebars. A site without versions has one, the docs folder; loadSite merges them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadSidebars, loadSidebarsFile } from '../config/load-config.ts';
import { apiDocsId, docsSection, type DocsConfig, type OpenApiConfig, type SidebarsConfig, type SiteConfig } from '../config/site-config.ts';
import { titleFromId } from '../content/compile-page.ts';
import { translationsDir, versionTranslationsDir } from '../i18n/locales.ts';
import { findPages, sourcePage, type FoundPages, type PageContext } from '../content/find-pages.ts';
import { sitePathRoutes } from '../content/resolve-url.ts';
import { readThroughHook, type FrontMatterHook } from '../docusaurus/front-matter-hook.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { docTagPages, type DocTagLink } from '../content/doc-tags.ts';
import { openapiTagPages } from '../docusaurus/openapi-tag-pages.ts';
import { pluginDocIds, type PluginDoc } from '../docusaurus/openapi-doc-ids.ts';
import { joinRoute, siteLink } from '../routes/doc-route.ts';
import { displayPath } from '../shared/paths.ts';
import { buildSidebars, type BuiltSidebars, type SidebarApi } from '../sidebars/build-sidebars.ts';
import type { ApiSidebarData } from '../openapi/api-pages.ts';
import type { CompiledPage, SidebarItem, SourcePage } from '../types.ts';
import { CURRENT_VERSION, type DocsVersion } from '../versions/docs-version.ts';
import type { CompileOptions } from './compile-pages.ts';
import { compileSources, type CompileContext } from './compile-sources.ts';
import type { MarkdownRoutes } from './markdown-routes.ts';
import { loadApiReference, type ApiReferenceResult } from './load-api.ts';
import { apiRouteClashes } from './api-route-clashes.ts';
import { sharedRoutePages } from './shared-route-pages.ts';
import { addVersionSwitchers, tagPageVersions } from './api-versions.ts';
import type { ApiDocumentListener, LoadedApi } from './loaded-api.ts';
import { planChangelogs, type ChangelogPlan } from '../api-changelog/changelog-plan.ts';
import { withChangelogOutlines } from '../api-changelog/changelog-outlines.ts';

/** The settings of the docs section a version is of. */
function sectionOf(config: SiteConfig, version: DocsVersion): DocsConfig {
  return docsSection(config, version.docsId) ?? config.docs;
}

/** The main version of the default docs section (its current one, else its last): src/pages and plugins' routes are built with it. */
export const isMainDocs = (version: DocsVersion): boolean => version.docsId === 'default' && version.isMain;

/** One docs version, loaded. */
export interface LoadedVersion {
  version: DocsVersion;
  /** Its compiled pages, docs and API reference alike. */
  pages: CompiledPage[];
  /** Its sidebars as written (null: zero-config), for reporting links at their line. */
  sidebarsConfig: SidebarsConfig | null;
  sidebars: BuiltSidebars;
  apis: LoadedApi[];
  /** Each tagged doc's tags (by doc id), linked to their tag pages. */
  docTags: Map<string, DocTagLink[]>;
}

/** Each page as the config's `markdown.parseFrontMatter` reads it: one whose front matter or content it changed is read again from what it returned. */
async function throughFrontMatterHook(pages: readonly SourcePage[], hook: FrontMatterHook, context: PageContext, diagnostics: Diagnostic[]): Promise<SourcePage[]> {
  const read = await Promise.all(pages.map(async (page): Promise<SourcePage | undefined> => {
    const { source, failure } = await readThroughHook(hook, page.path, page.source, page.file);
    if (failure) diagnostics.push(failure);
    return source === undefined ? page : sourcePage(page.path, source, context, diagnostics);
  }));
  return read.filter((page): page is SourcePage => page !== undefined);
}

/** What loading a version shares with the rest of the site. */
export interface DocsContext extends CompileContext {
  configFile: string;
  siteDir: string;
  cwd: string;
  includeDrafts: boolean;
  offline: boolean;
  strictRemote?: boolean;
  onApiDocument?: ApiDocumentListener;
  /** The site's Markdown files by route, which each docs version registers its own in (src/pages' links resolve through it). */
  markdownRoutes?: MarkdownRoutes;
  /** A Docusaurus config's `markdown.parseFrontMatter`, which each page's front matter goes through. */
  frontMatterHook?: FrontMatterHook;
  /** The docs section's versions, current first: an API's changelog compares it with its copies in older ones. */
  sectionVersions?: readonly DocsVersion[];
}

/** A version's docs and what the site needs of them besides. */
export interface LoadedDocs extends LoadedVersion {
  /** Output path → source of the images its pages use. */
  assets: Map<string, string>;
  generatedFiles: Map<string, string>;
  /** How its pages were compiled, for the Markdown partials its pages import. */
  compileOptions: CompileOptions;
  /** The cache context of its pages: a change here invalidates every cached page. */
  contextKey: string;
  diagnostics: Diagnostic[];
  /** Each REST reference's changelog page, by index of `apis`: outlines among `pages` until the docs plugin fills them in. */
  changelogs: Array<ChangelogPlan | undefined>;
}

/**
 * A version's REST references: the current version's as configured (downloaded or cached);
 * an older version's from its own copies in `versioned_openapi/version-<name>/`, never
 * downloaded, under its route (`/1.0/api-rest`).
 */
function versionApis(version: DocsVersion, context: DocsContext): { apis: OpenApiConfig[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  // Each REST reference is one docs section's (OpenApiConfig.docs).
  const own = context.config.openapi.filter((api) => apiDocsId(context.config, api) === version.docsId);
  if (version.name === CURRENT_VERSION) return { apis: own.map((api) => ({ ...api, route: joinRoute(version.path, api.route) })), diagnostics };
  const apis = own.map((api): OpenApiConfig => {
    const { url: _url, ...rest } = api;
    const copy = join(version.openapiPath, api.cache);
    if (existsSync(join(context.siteDir, copy))) return { ...rest, cache: copy, route: joinRoute(version.path, api.route) };
    diagnostics.push({
      code: 'versions/missing-openapi',
      severity: 'warning',
      message: `Version \`${version.name}\` has no copy of the OpenAPI document \`${copy}\`: its reference documents the current \`${api.cache}\``,
      file: displayPath(context.cwd, join(context.siteDir, version.docsPath)),
      hint: `copy the document as it was for ${version.name} to ${copy} (\`docsgen version\` does this)`,
    });
    return { ...rest, route: joinRoute(version.path, api.route) };
  });
  return { apis, diagnostics };
}

/** What a `{type: openapi}` sidebar item needs of a REST reference. */
function sidebarApi(api: LoadedApi): SidebarApi {
  return { id: api.config.id, ...(api.title !== undefined ? { title: api.title } : {}), ...(api.overviewRoute ? { overviewRoute: api.overviewRoute } : {}), ...(api.sidebar ? { sidebar: api.sidebar } : {}) };
}

/**
 * A version's sidebars. They list every found page, compiled or not, so one broken page
 * does not also produce "missing doc" errors for every sidebar that lists it.
 */
/** The locale's translations of a version's sidebar labels: `docusaurus-plugin-content-docs[-<id>]/<current|version-x>.json`. */
function sidebarMessages(config: SiteConfig, version: DocsVersion): { messages?: Record<string, string> } {
  const plugin = `docusaurus-plugin-content-docs${version.docsId === 'default' ? '' : `-${version.docsId}`}`;
  const messages = config.translations.docs[`${plugin}/${version.name === CURRENT_VERSION ? 'current' : `version-${version.name}`}`];
  return messages ? { messages } : {};
}

function arrangeSidebars(input: {
  found: FoundPages;
  compiledById: ReadonlyMap<string, CompiledPage>;
  apiPages: readonly CompiledPage[];
  apis: SidebarApi[];
  /**
   * Docs by docusaurus-plugin-openapi-docs's ids: its tag pages, and the API pages under the
   * ids the plugin gives them. First, so that a page's own id (and a doc of the folder with
   * the same id) is the one found by route and by id.
   */
  pluginDocs?: readonly PluginDoc[];
  sidebarsConfig: SidebarsConfig | null;
  version: DocsVersion;
  context: DocsContext;
}): BuiltSidebars {
  const { found, compiledById, sidebarsConfig, context } = input;
  const { config } = context;
  return buildSidebars({
    sidebars: sidebarsConfig?.sidebars ?? null,
    sidebarsFile: sidebarsConfig?.file ?? context.configFile,
    ...sidebarMessages(config, input.version),
    ...(sectionOf(config, input.version).docusaurusCategories ? { docusaurusCategories: true } : {}),
    apis: input.apis,
    docs: [
      ...(input.pluginDocs ?? []).map((doc) => ({ ...doc, docPath: doc.id, unlisted: false, generated: true })),
      ...found.pages.map((source) => {
        const page = compiledById.get(source.id);
        const fm = source.frontMatter;
        const position = fm.sidebar_position ?? source.numberPrefix;
        return {
          id: source.id,
          route: source.route,
          docPath: source.docPath,
          label: page?.sidebarLabel ?? fm.sidebar_label ?? fm.title ?? titleFromId(source.id),
          description: page?.description ?? fm.description ?? '',
          ...(position !== undefined ? { position } : {}),
          unlisted: fm.unlisted ?? false,
        };
      }),
      ...input.apiPages.map((page) => ({ id: page.id, route: page.route, docPath: page.id, label: page.sidebarLabel, description: page.description, unlisted: false, generated: true })),
    ],
    categories: found.categories,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    routeBasePath: input.version.routeBasePath,
  });
}

/** A route no page has: a sidebar listing it lists a REST reference (see needsApis). */
const PROBE_ROUTE = '\0api';

/**
 * Whether the one page a build is for (DocsContext.onlyRoute) needs the version's REST
 * references: it is one of their pages, or its sidebar lists one. A docs page elsewhere
 * renders without them, so its build skips reading and compiling the OpenAPI documents.
 */
function needsApis(route: string, input: Omit<Parameters<typeof arrangeSidebars>[0], 'apis' | 'apiPages'> & { apiConfigs: OpenApiConfig[] }): boolean {
  const { config } = input.context;
  const under = (base: string): boolean => base === '/' || route === base || route.startsWith(`${base}/`);
  if (input.apiConfigs.some((openapi) => under(joinRoute(sectionOf(config, input.version).routeBasePath, openapi.route)))) return true;
  const page = input.found.pages.find((source) => source.route === route);
  if (!page) return input.apiConfigs.length > 0;
  // Each reference as if it had one schema page at PROBE_ROUTE.
  const probe: ApiSidebarData = { tags: [], schemasHref: '', schemas: [{ name: '', route: PROBE_ROUTE }], webhooksHref: '', webhooks: [] };
  const sidebars = arrangeSidebars({ ...input, apiPages: [], apis: input.apiConfigs.map((openapi) => ({ id: openapi.id, sidebar: probe })) });
  const fm = page.frontMatter;
  const sidebarId = fm.displayed_sidebar === null ? undefined : fm.displayed_sidebar ?? sidebars.sidebarOfDoc.get(page.id);
  const lists = (items: readonly SidebarItem[]): boolean => items.some((item) => item.route === PROBE_ROUTE || (item.type === 'category' && lists(item.items)));
  return sidebarId !== undefined && lists(sidebars.sidebars[sidebarId] ?? []);
}

/**
 * Find, compile and arrange one version's docs: pages, REST references, sidebars. `earlier`:
 * the routes of the section's versions loaded before, which links by site path reach too.
 */
export async function loadDocs(version: DocsVersion, context: DocsContext, earlier?: ReadonlyMap<string, string>): Promise<LoadedDocs> {
  const { config, cwd, siteDir, cache, timer } = context;
  const started = performance.now();
  const docsDir = join(siteDir, version.docsPath);
  const docs = sectionOf(config, version);
  // The current version's sidebars may be inline in config.yaml; a snapshot's are a file, or none (autogenerated).
  const docsOn = docs.enabled !== false;
  const sidebarsConfig = !docsOn ? null : version.name !== CURRENT_VERSION ? await loadSidebarsFile(siteDir, version.sidebarPaths, cwd) : await loadSidebars(siteDir, config, cwd, docs);
  // Another locale reads each page's translation where there is one (Docusaurus's i18n layout).
  const translations = translationsDir({ config, siteDir, plugin: 'docs', id: version.docsId });
  const translatedDir = translations === undefined ? undefined : versionTranslationsDir(translations, version.name);
  const found: FoundPages = !docsOn ? { pages: [], categories: new Map(), diagnostics: [] } : findPages({ docsDir, cwd, routeBasePath: version.routeBasePath, markdownFormat: config.markdown.format, includeDrafts: context.includeDrafts, ...(cache ? { cache } : {}), ...(docs.include ? { include: docs.include } : {}), ...(docs.exclude ? { exclude: docs.exclude } : {}), ...(translatedDir ? { translatedDir } : {}) });
  if (context.frontMatterHook) found.pages = await throughFrontMatterHook(found.pages, context.frontMatterHook, { docsDir, cwd, routeBasePath: version.routeBasePath, includeDrafts: context.includeDrafts, markdownFormat: config.markdown.format }, found.diagnostics);
  const diagnostics: Diagnostic[] = [...(sidebarsConfig?.warnings ?? []), ...found.diagnostics];
  const ownRoutes = new Map(found.pages.map((page) => [page.docPath, page.route]));
  const routesByDocPath = new Map([...ownRoutes, ...sitePathRoutes(ownRoutes, version.docsPath, earlier)]);
  context.markdownRoutes?.register(docsDir, ownRoutes);
  timer.add('load', performance.now() - started);
  const parseStarted = performance.now();
  const compiled = await compileSources(found.pages, found.diagnostics, { baseDir: docsDir, routesByDocPath, context });
  const { pages, compileOptions, contextKey } = compiled;
  diagnostics.push(...compiled.diagnostics);
  timer.add('parse', performance.now() - parseStarted);

  const { apis: apiConfigs, diagnostics: apiDiagnostics } = versionApis(version, context);
  const { routeBasePath } = sectionOf(config, version);
  diagnostics.push(...apiDiagnostics);
  // One API keeps the page ids `openapi/…`; several are told apart as `openapi/<id>/…`.
  const idPrefix = (openapi: OpenApiConfig): string => (apiConfigs.length > 1 ? `openapi/${openapi.id}` : 'openapi');
  await context.pause?.();
  const skipApis = context.onlyRoute !== undefined && !needsApis(context.onlyRoute, { found, compiledById: new Map(), sidebarsConfig, version, context, apiConfigs });
  // APIs that share a route name their pages apart where the plugin does not name them (see CompileSpecOptions.schemaPrefix).
  const sharesRoute = (openapi: OpenApiConfig): boolean => apiConfigs.some((other) => other !== openapi && other.route === openapi.route);
  const loaded = await timer.time('openapi', () =>
    Promise.all(
      apiConfigs.map((openapi) =>
        skipApis ? ({ pages: [], files: new Map(), diagnostics: [] } satisfies ApiReferenceResult as ApiReferenceResult) : loadApiReference({ config, configFile: context.configFile, openapi, routeBasePath, siteDir, cwd, offline: context.offline, strictRemote: context.strictRemote ?? openapi.strictRemote, highlight: context.highlight !== false, idPrefix: idPrefix(openapi), ...(cache ? { cache } : {}), ...(context.onlyRoute !== undefined ? { onlyRoute: context.onlyRoute } : {}), sharesRoute: sharesRoute(openapi), ...(context.frontMatterHook ? { frontMatterHook: context.frontMatterHook } : {}), onDocument: (document) => context.onApiDocument?.({ config: openapi, version: version.name, document }, config) }),
      ),
    ),
  );
  // The overview is the reference's last page (found before pages another API on its route gave first are left out).
  const overviews = loaded.map((api, index) => api.pages.findLast((page) => page.id === `${idPrefix(apiConfigs[index]!)}/overview`));
  const routeOf = (openapi: OpenApiConfig): string => joinRoute(routeBasePath, openapi.route);
  const shared = sharedRoutePages(loaded.map((api, index) => ({ config: apiConfigs[index]!, route: routeOf(apiConfigs[index]!), pages: api.pages, ...(api.document ? { file: api.document.file } : {}), ...(api.places ? { places: api.places } : {}) })), version.name === CURRENT_VERSION);
  diagnostics.push(...shared.diagnostics);
  // Each API's changelog page, known before the versions' documents are compared (the docs plugin fills it in).
  const changelogs = planChangelogs({ apis: apiConfigs.map((openapi, index) => ({ config: openapi, route: routeOf(openapi), idPrefix: idPrefix(openapi), pages: shared.pages[index]!, ...(loaded[index]!.sidebar ? { sidebar: loaded[index]!.sidebar } : {}) })), version, versions: context.sectionVersions ?? [version], siteApis: config.openapi, siteDir, configFile: context.configFile, report: version.name === CURRENT_VERSION });
  diagnostics.push(...changelogs.diagnostics);
  const switched = addVersionSwitchers(shared.pages.map((pages, index) => ({ config: apiConfigs[index]!, idPrefix: idPrefix(apiConfigs[index]!), pages, overviewRoute: overviews[index]?.route ?? routeOf(apiConfigs[index]!), ...(changelogs.linkRoutes[index] !== undefined ? { changelogRoute: changelogs.linkRoutes[index] } : {}) })), (route) => siteLink(config, route));
  const references = withChangelogOutlines(loaded.map((api, index) => ({ ...api, pages: switched[index]! })), { plans: changelogs.plans, idPrefixes: apiConfigs.map(idPrefix), withBase: (route) => siteLink(config, route) });
  if (version.name === CURRENT_VERSION) diagnostics.push(...apiRouteClashes(references.map((api, index) => ({ config: apiConfigs[index]!, index, route: routeOf(apiConfigs[index]!), pageRoutes: api.pages.map((page) => page.route) })), context.configFile));
  const generatedFiles = new Map<string, string>();
  const apiPages = references.flatMap((api) => api.pages);
  timer.count('API pages', apiPages.length);
  const apiPagesFromCache = references.reduce((count, api) => count + (api.fromCache ? api.pages.length : 0), 0);
  if (apiPagesFromCache) timer.count('API pages from cache', apiPagesFromCache);
  const loadedApis = references.map((api, index): LoadedApi => {
    const openapi = apiConfigs[index]!;
    const overview = overviews[index];
    return {
      config: openapi,
      route: routeOf(openapi),
      version: version.name,
      ...(api.title !== undefined ? { title: api.title } : {}),
      ...(overview ? { overviewRoute: overview.route } : {}),
      ...(api.sidebar ? { sidebar: api.sidebar } : {}),
      ...(api.document ? { document: api.document } : {}),
      ...(api.places ? { places: api.places } : {}),
    };
  });
  for (const api of references) {
    diagnostics.push(...api.diagnostics);
    pages.push(...api.pages);
    for (const [path, contents] of api.files) generatedFiles.set(path, contents);
  }

  const compiledById = new Map(pages.map((page) => [page.id, page]));
  const sidebarsStarted = performance.now();
  const tagPages = openapiTagPages(loadedApis, config, { report: version.name === CURRENT_VERSION, versions: tagPageVersions(loadedApis, (route) => siteLink(config, route)) });
  diagnostics.push(...tagPages.diagnostics);
  const apis = tagPages.apis;
  const sidebars = arrangeSidebars({ found, compiledById, apiPages, apis: apis.map(sidebarApi), pluginDocs: [...pluginDocIds(references.map((api, index) => ({ config: apiConfigs[index]!, route: routeOf(apiConfigs[index]!), pages: api.pages }))), ...tagPages.docs], sidebarsConfig, version, context });
  diagnostics.push(...sidebars.diagnostics);
  sidebars.generatedIndexes.push(...tagPages.pages);
  let docTags = new Map<string, DocTagLink[]>();
  const tagged = found.pages.filter((source) => source.extra.tags !== undefined);
  if (tagged.length) {
    const docs = tagged.map((source) => ({ source, label: compiledById.get(source.id)?.title ?? source.frontMatter.title ?? titleFromId(source.id), description: compiledById.get(source.id)?.description ?? source.frontMatter.description ?? '' }));
    const tags = docTagPages({ docs, docsDir, cwd, routeBasePath: version.routeBasePath, urlForm: config });
    sidebars.generatedIndexes.push(...tags.pages);
    docTags = tags.tagsOfDoc;
    diagnostics.push(...tags.diagnostics);
  }
  timer.add('sidebars', performance.now() - sidebarsStarted);
  return { version, pages, sidebarsConfig, sidebars, apis, docTags, assets: compiled.assets, generatedFiles, compileOptions, contextKey, diagnostics, changelogs: changelogs.plans };
}
