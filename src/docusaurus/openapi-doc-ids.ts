/**
 * docusaurus-plugin-openapi-docs's pages are docs whose ids are their paths in the docs folder
 * (`<outputDir>/<id>`: `petstore/add-pet`, `petstore/schemas/pet`), and hand-written sidebars
 * name them so. An API named the plugin's way (`slugs: operationId`) answers to those ids too:
 * each of its pages is also known by its route under the API's `route`.
 */
import type { OpenApiConfig } from '../config/site-config.ts';
import { pluginTitleId } from '../openapi/plugin-names.ts';
import { joinRoute } from '../routes/doc-route.ts';
import type { CompiledPage } from '../types.ts';

/** A page under another id, as the sidebars see it. */
export interface PluginDoc {
  id: string;
  route: string;
  label: string;
  description: string;
}

/** The API's overview page (buildApiPages names it `<prefix>/overview`). */
const isOverview = (page: CompiledPage): boolean => page.id.endsWith('/overview');

/** The plugin's doc id of each page of the APIs it would have named (`route`: the API's, docs route included). */
export function pluginDocIds(apis: ReadonlyArray<{ config: OpenApiConfig; route: string; pages: readonly CompiledPage[] }>): PluginDoc[] {
  return apis.flatMap(({ config, route, pages }) => {
    if (config.slugs !== 'operationId') return [];
    const base = route === '/' ? '' : route;
    // The overview is the plugin's info doc, named by its title wherever a slug puts it (apify's `/`).
    const idOf = (page: CompiledPage): string => joinRoute(config.route, isOverview(page) ? pluginTitleId(page.title) : page.route.slice(base.length)).slice(1);
    return pages
      .filter((page) => page.route.startsWith(`${base}/`) || isOverview(page))
      .map((page) => ({ id: idOf(page), route: page.route, label: page.sidebarLabel, description: page.description }));
  });
}
