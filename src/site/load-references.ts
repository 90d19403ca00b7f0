/**
 * One docs version's REST references, as the OpenAPI plugin loads them: each document read
 * (downloaded or cached) and compiled, the pages of APIs that share a route told apart, the
 * versions' switchers, the changelog pages planned (outlines until fillChangelogs), and the
 * tag pages docusaurus-plugin-openapi-docs would have generated.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { apiDocsId, type OpenApiConfig } from '../config/site-config.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { openapiTagPages } from '../docusaurus/openapi-tag-pages.ts';
import { pluginDocIds, type PluginDoc } from '../docusaurus/openapi-doc-ids.ts';
import { joinRoute, siteLink } from '../routes/doc-route.ts';
import { displayPath } from '../shared/paths.ts';
import type { SidebarDoc } from '../sidebars/build-sidebars.ts';
import type { CompiledPage, GeneratedIndexPage } from '../types.ts';
import { CURRENT_VERSION, type DocsVersion } from '../versions/docs-version.ts';
import { planChangelogs, type ChangelogPlan } from '../api-changelog/changelog-plan.ts';
import { withChangelogOutlines } from '../api-changelog/changelog-outlines.ts';
import { apiSidebarDocs, sectionOf } from './arrange-sidebars.ts';
import { apiRouteClashes } from './api-route-clashes.ts';
import { addVersionSwitchers, tagPageVersions } from './api-versions.ts';
import { loadApiReference, type ApiReferenceResult } from './load-api.ts';
import type { DocsContext } from './load-docs.ts';
import type { LoadedApi } from './loaded-api.ts';
import { sharedRoutePages } from './shared-route-pages.ts';

/** A docs version's REST references, loaded: what its docs' sidebars and routes take from them. */
export interface VersionReferences {
  version: DocsVersion;
  /** Its references, in config.yaml order. */
  apis: LoadedApi[];
  /** Their pages (operations, schemas, overviews, changelogs). */
  pages: CompiledPage[];
  /** Files beside the pages: the documents, Postman collections, Markdown twins. */
  generatedFiles: Map<string, string>;
  /**
   * Its pages as sidebars list them, made before the changelog pages are filled in (a sidebar's
   * card describes a changelog as its outline does, whatever the releases).
   */
  sidebarDocs: SidebarDoc[];
  /** Docs by docusaurus-plugin-openapi-docs's ids (see ArrangeInput.pluginDocs). */
  pluginDocs: PluginDoc[];
  /** The tag pages docusaurus-plugin-openapi-docs would have generated, as generated indexes of the docs. */
  tagPages: GeneratedIndexPage[];
  diagnostics: Diagnostic[];
  /** Each reference's changelog page, by index of `apis`: outlines among `pages` until fillChangelogs fills them in. */
  changelogs: Array<ChangelogPlan | undefined>;
}

/**
 * A version's REST references: the current version's as configured (downloaded or cached);
 * an older version's from its own copies in `versioned_openapi/version-<name>/`, never
 * downloaded, under its route (`/1.0/api-rest`).
 */
export function versionApis(version: DocsVersion, context: DocsContext): { apis: OpenApiConfig[]; diagnostics: Diagnostic[] } {
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

/**
 * Load one version's REST references. `sectionVersions`: its docs section's versions, current
 * first (an API's changelog compares it with its copies in older ones). `skip`: a one-page
 * build whose page needs none of them (see needsApis): no document is read, and each
 * reference has no pages.
 */
export async function loadReferences(version: DocsVersion, context: DocsContext, options: { sectionVersions: readonly DocsVersion[]; skip: boolean }): Promise<VersionReferences> {
  const { skip } = options;
  const { config, cwd, siteDir, cache, timer } = context;
  const { apis: apiConfigs, diagnostics } = versionApis(version, context);
  const { routeBasePath } = sectionOf(config, version);
  // One API keeps the page ids `openapi/…`; several are told apart as `openapi/<id>/…`.
  const idPrefix = (openapi: OpenApiConfig): string => (apiConfigs.length > 1 ? `openapi/${openapi.id}` : 'openapi');
  // APIs that share a route name their pages apart where the plugin does not name them (see CompileSpecOptions.schemaPrefix).
  const sharesRoute = (openapi: OpenApiConfig): boolean => apiConfigs.some((other) => other !== openapi && other.route === openapi.route);
  const loaded = await timer.time('openapi', () =>
    Promise.all(
      apiConfigs.map((openapi) =>
        skip ? ({ pages: [], files: new Map(), diagnostics: [] } satisfies ApiReferenceResult as ApiReferenceResult) : loadApiReference({ config, configFile: context.configFile, openapi, routeBasePath, siteDir, cwd, offline: context.offline, strictRemote: context.strictRemote ?? openapi.strictRemote, highlight: context.highlight !== false, idPrefix: idPrefix(openapi), ...(cache ? { cache } : {}), ...(context.onlyRoute !== undefined ? { onlyRoute: context.onlyRoute } : {}), sharesRoute: sharesRoute(openapi), ...(context.frontMatterHook ? { frontMatterHook: context.frontMatterHook } : {}), onDocument: (document) => context.onApiDocument?.({ config: openapi, version: version.name, document }, config) }),
      ),
    ),
  );
  // The overview is the reference's last page (found before pages another API on its route gave first are left out).
  const overviews = loaded.map((api, index) => api.pages.findLast((page) => page.id === `${idPrefix(apiConfigs[index]!)}/overview`));
  const routeOf = (openapi: OpenApiConfig): string => joinRoute(routeBasePath, openapi.route);
  const shared = sharedRoutePages(loaded.map((api, index) => ({ config: apiConfigs[index]!, route: routeOf(apiConfigs[index]!), pages: api.pages, ...(api.document ? { file: api.document.file } : {}), ...(api.places ? { places: api.places } : {}) })), version.name === CURRENT_VERSION);
  diagnostics.push(...shared.diagnostics);
  // Each API's changelog page, known before the versions' documents are compared (fillChangelogs fills it in).
  const changelogs = planChangelogs({ apis: apiConfigs.map((openapi, index) => ({ config: openapi, route: routeOf(openapi), idPrefix: idPrefix(openapi), pages: shared.pages[index]!, ...(loaded[index]!.sidebar ? { sidebar: loaded[index]!.sidebar } : {}) })), version, versions: options.sectionVersions, siteApis: config.openapi, siteDir, configFile: context.configFile, report: version.name === CURRENT_VERSION });
  diagnostics.push(...changelogs.diagnostics);
  const switched = addVersionSwitchers(shared.pages.map((pages, index) => ({ config: apiConfigs[index]!, idPrefix: idPrefix(apiConfigs[index]!), pages, overviewRoute: overviews[index]?.route ?? routeOf(apiConfigs[index]!), ...(changelogs.linkRoutes[index] !== undefined ? { changelogRoute: changelogs.linkRoutes[index] } : {}) })), (route) => siteLink(config, route));
  const references = withChangelogOutlines(loaded.map((api, index) => ({ ...api, pages: switched[index]! })), { plans: changelogs.plans, idPrefixes: apiConfigs.map(idPrefix), withBase: (route) => siteLink(config, route) });
  if (version.name === CURRENT_VERSION) diagnostics.push(...apiRouteClashes(references.map((api, index) => ({ config: apiConfigs[index]!, index, route: routeOf(apiConfigs[index]!), pageRoutes: api.pages.map((page) => page.route) })), context.configFile));
  const pages = references.flatMap((api) => api.pages);
  timer.count('API pages', pages.length);
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
  const generatedFiles = new Map<string, string>();
  for (const api of references) {
    diagnostics.push(...api.diagnostics);
    for (const [path, contents] of api.files) generatedFiles.set(path, contents);
  }
  const tagPages = openapiTagPages(loadedApis, config, { report: version.name === CURRENT_VERSION, versions: tagPageVersions(loadedApis, (route) => siteLink(config, route)) });
  diagnostics.push(...tagPages.diagnostics);
  const pluginDocs = [...pluginDocIds(references.map((api, index) => ({ config: apiConfigs[index]!, route: routeOf(apiConfigs[index]!), pages: api.pages }))), ...tagPages.docs];
  return { version, apis: tagPages.apis, pages, generatedFiles, sidebarDocs: apiSidebarDocs(pages), pluginDocs, tagPages: tagPages.pages, diagnostics, changelogs: changelogs.plans };
}
