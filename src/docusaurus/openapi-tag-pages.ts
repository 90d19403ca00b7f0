/**
 * docusaurus-plugin-openapi-docs with `sidebarOptions.categoryLinkSource: tag` writes a page per
 * tag, `<outputDir>/<tag>.tag.mdx` (doc id `<outputDir>/<tag>`, route `<route>/<tag>`), and its
 * sidebar's tag categories link to them. An API with `tagPages` gets the same pages, as cards
 * of the tag's operations, and its sidebar's tag categories link to them.
 */
import type { ApiSidebarData } from '../openapi/api-pages.ts';
import { kebab } from '../openapi/schema.ts';
import { joinRoute, pageUrl, type UrlForm } from '../routes/doc-route.ts';
import type { LoadedApi } from '../site/load-site.ts';
import type { GeneratedIndexPage, SidebarLink } from '../types.ts';

/** A tag page as the sidebars see it: a doc id (the plugin's) and its route. */
export interface TagPageDoc {
  id: string;
  route: string;
  label: string;
  description: string;
}

/** The tag pages of the APIs that ask for them, their doc ids, and those APIs' sidebars linking to them. */
export function openapiTagPages(apis: readonly LoadedApi[], urlForm: UrlForm): { pages: GeneratedIndexPage[]; docs: TagPageDoc[]; apis: LoadedApi[] } {
  const pages: GeneratedIndexPage[] = [];
  const docs: TagPageDoc[] = [];
  const withPages = apis.map((api): LoadedApi => {
    if (!api.config.tagPages || !api.sidebar) return api;
    const tags = api.sidebar.tags.map((tag): ApiSidebarData['tags'][number] => {
      // lodash's kebabCase, as the plugin names them: `Pet Store`, `petStore` → `pet-store`.
      const slug = kebab(tag.name);
      const route = joinRoute(api.route, slug);
      const items = tag.operations.map((operation): SidebarLink => ({ type: 'link', label: operation.title, href: pageUrl(urlForm, operation.route), route: operation.route, external: false }));
      pages.push({ route, title: tag.label, description: tag.description ?? '', sidebarId: '', file: api.document?.file ?? api.config.cache, category: { type: 'category', label: tag.label, items, collapsed: false, collapsible: false } });
      docs.push({ id: joinRoute(api.config.route, slug).slice(1), route, label: tag.label, description: tag.description ?? '' });
      return { ...tag, href: pageUrl(urlForm, route) };
    });
    return { ...api, sidebar: { ...api.sidebar, tags } };
  });
  return { pages, docs, apis: withPages };
}
