/**
 * docusaurus-plugin-openapi-docs with `sidebarOptions.categoryLinkSource: tag` writes a page per
 * tag, `<outputDir>/<tag>.tag.mdx` (doc id `<outputDir>/<tag>`, route `<route>/<tag>`), and its
 * sidebar's tag categories link to them. An API with `tagPages` gets the same pages, as cards
 * of the tag's operations, and its sidebar's tag categories link to them.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PluginDoc } from './openapi-doc-ids.ts';
import type { ApiSidebarData } from '../openapi/api-pages.ts';
import { pluginKebab } from '../openapi/plugin-names.ts';
import { joinRoute, pageUrl, type UrlForm } from '../routes/doc-route.ts';
import type { LoadedApi } from '../site/loaded-api.ts';
import { sharedRoutePages } from '../site/shared-route-pages.ts';
import type { ApiVersionLink } from '../render/models.ts';
import type { GeneratedIndexPage, SidebarLink } from '../types.ts';

/**
 * The tag pages of the APIs that ask for them, their doc ids, and those APIs' sidebars linking
 * to them, with the version switcher of an API with versions (`versions`). Two APIs on one
 * route with a tag of one name give one page: the first API's, and with `report` a warning
 * (see sharedRoutePages); the other's sidebar links to it.
 */
export function openapiTagPages(apis: readonly LoadedApi[], urlForm: UrlForm, options: { report: boolean; versions?: (api: LoadedApi, slug: string) => ApiVersionLink[] | undefined }): { pages: GeneratedIndexPage[]; docs: PluginDoc[]; apis: LoadedApi[]; diagnostics: Diagnostic[] } {
  const pages: GeneratedIndexPage[] = [];
  const docs: PluginDoc[] = [];
  const byApi = apis.map((api) => {
    if (!api.config.tagPages || !api.sidebar) return { pages: [], docs: [], api };
    const apiPages: GeneratedIndexPage[] = [];
    const apiDocs: PluginDoc[] = [];
    const tags = api.sidebar.tags.map((tag): ApiSidebarData['tags'][number] => {
      // lodash's kebabCase, as the plugin names them: `Pet Store`, `petStore` → `pet-store`.
      const slug = pluginKebab(tag.name);
      const route = joinRoute(api.route, slug);
      const items = tag.operations.map((operation): SidebarLink => ({ type: 'link', label: operation.title, href: pageUrl(urlForm, operation.route), route: operation.route, external: false }));
      const apiVersions = options.versions?.(api, slug);
      apiPages.push({ route, title: tag.label, description: tag.description ?? '', sidebarId: '', file: api.document?.file ?? api.config.cache, category: { type: 'category', label: tag.label, items, collapsed: false, collapsible: false }, ...(apiVersions ? { apiVersions } : {}) });
      apiDocs.push({ id: joinRoute(api.config.route, slug).slice(1), route, label: tag.label, description: tag.description ?? '' });
      return { ...tag, href: pageUrl(urlForm, route) };
    });
    return { pages: apiPages, docs: apiDocs, api: { ...api, sidebar: { ...api.sidebar, tags } } };
  });
  // Only the routes matter to the clash check: the tag pages stand in as pages of their API.
  const asPages = byApi.map(({ pages: apiPages, api }) => ({ config: api.config, route: api.route, pages: apiPages.map((page) => ({ route: page.route, page })), ...(api.document ? { file: api.document.file } : {}), ...(api.places ? { places: api.places } : {}) }));
  const kept = sharedRoutePages(asPages, options.report);
  kept.pages.forEach((apiPages, index) => {
    const routes = new Set(apiPages.map((page) => page.route));
    pages.push(...apiPages.map((page) => page.page));
    docs.push(...byApi[index]!.docs.filter((doc) => routes.has(doc.route)));
  });
  return { pages, docs, apis: byApi.map(({ api }) => api), diagnostics: kept.diagnostics };
}
