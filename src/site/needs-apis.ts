/**
 * Whether a one-page build (DocsContext.onlyRoute) needs a docs version's REST references: a
 * docs page elsewhere renders without them, so its build skips reading and compiling the
 * OpenAPI documents. The OpenAPI plugin asks before loading; the version's docs as found
 * are shared with the docs plugin (see content-plugins.ts), not read twice.
 */
import type { OpenApiConfig, SidebarItemConfig } from '../config/site-config.ts';
import type { ApiSidebarData } from '../openapi/api-pages.ts';
import { joinRoute } from '../routes/doc-route.ts';
import type { SidebarItem } from '../types.ts';
import type { DocsVersion } from '../versions/docs-version.ts';
import { arrangeSidebars, foundDocs, sectionOf } from './arrange-sidebars.ts';
import type { DocsContext, FoundVersion } from './load-docs.ts';

/** A route no page has: a sidebar listing it lists a REST reference. */
const PROBE_ROUTE = '\0api';

/**
 * Doc items (and category links) of a sidebar as written whose id is no doc of the version's
 * folder: the references' pages, by their page ids (`openapi/list-pets`) or openapi-docs's.
 */
function listsOtherDocs(items: readonly SidebarItemConfig[], docIds: ReadonlySet<string>): boolean {
  return items.some((item) => (item.type === 'doc' && !docIds.has(item.id)) || (item.type === 'category' && ((item.link?.type === 'doc' && !docIds.has(item.link.id)) || listsOtherDocs(item.items, docIds))));
}

/** Whether the page at `route` is one of the references' pages, or its sidebar lists one of them (a `{type: openapi}` item, or a page by its id). */
export function needsApis(route: string, input: { found: FoundVersion; version: DocsVersion; context: DocsContext; apiConfigs: readonly OpenApiConfig[] }): boolean {
  const { found, version, context, apiConfigs } = input;
  const { config } = context;
  const under = (base: string): boolean => base === '/' || route === base || route.startsWith(`${base}/`);
  if (apiConfigs.some((openapi) => under(joinRoute(sectionOf(config, version).routeBasePath, openapi.route)))) return true;
  const page = found.found.pages.find((source) => source.route === route);
  if (!page) return apiConfigs.length > 0;
  // Each reference as if it had one schema page at PROBE_ROUTE.
  const probe: ApiSidebarData = { tags: [], schemasHref: '', schemas: [{ name: '', route: PROBE_ROUTE }], webhooksHref: '', webhooks: [] };
  const sidebars = arrangeSidebars({ docs: foundDocs(found.found.pages), categories: found.found.categories, compiledById: new Map(), apiDocs: [], apis: apiConfigs.map((openapi) => ({ id: openapi.id, sidebar: probe })), sidebarsConfig: found.sidebarsConfig, version, context });
  const fm = page.frontMatter;
  const sidebarId = fm.displayed_sidebar === null ? undefined : fm.displayed_sidebar ?? sidebars.sidebarOfDoc.get(page.id);
  if (sidebarId === undefined) return false;
  const lists = (items: readonly SidebarItem[]): boolean => items.some((item) => item.route === PROBE_ROUTE || (item.type === 'category' && lists(item.items)));
  const written = found.sidebarsConfig?.sidebars[sidebarId] ?? [];
  return lists(sidebars.sidebars[sidebarId] ?? []) || listsOtherDocs(written, new Set(found.found.pages.map((source) => source.id)));
}
