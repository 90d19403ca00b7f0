/**
 * `@docusaurus/useRouteContext`: the plugin whose route renders the page, as Docusaurus gives
 * it (`{ plugin: { name, id } }`): a route a plugin added (`addRoute`) is that plugin's (its
 * `context` data is not passed on, see plugins/plugin-routes.ts), docs pages are the docs
 * plugin's instance of their section, blog pages the blog's, other pages the pages plugin's,
 * and the 404 page is Docusaurus's own (`native`). The layout's parts know the page; a page's
 * content and islands go by its path, as Docusaurus's routes match it: the blog's routes, then
 * the docs sections' (the longest path first), then the pages plugin's.
 */
import { useContext } from 'react';
import data from 'docsgen:site-data';
import { NavbarContext } from '../../../../templates/components/navbar-context.ts';
import type { PageModel } from '../../../render/models.ts';
import { activeDocsPlugin } from './plugin-content-docs/client.ts';
import { useLocation } from './router.ts';

export interface RouteContext {
  plugin: { name: string; id: string };
}

const DEFAULT_ID = 'default';

/** The plugin of a page docsgen made from the site's content. */
function contentPlugin(page: PageModel): RouteContext['plugin'] {
  if (page.kind.startsWith('blog-')) return { name: 'docusaurus-plugin-content-blog', id: DEFAULT_ID };
  if (page.kind === 'not-found' || page.kind === 'search') return { name: 'native', id: DEFAULT_ID };
  if (page.version) return { name: 'docusaurus-plugin-content-docs', id: page.version.docsId };
  return { name: 'docusaurus-plugin-content-pages', id: DEFAULT_ID };
}

/** The plugin whose routes hold `pathname` (base URL included). */
function pathPlugin(pathname: string): RouteContext['plugin'] {
  const blog = (data as { blogPath?: string }).blogPath;
  if (blog !== undefined && (pathname === blog || pathname.startsWith(blog.endsWith('/') ? blog : `${blog}/`))) return { name: 'docusaurus-plugin-content-blog', id: DEFAULT_ID };
  const docs = activeDocsPlugin(pathname);
  return docs ? { name: 'docusaurus-plugin-content-docs', id: docs.pluginId } : { name: 'docusaurus-plugin-content-pages', id: DEFAULT_ID };
}

/** The plugin that added the route at `pathname` with `addRoute`, if one did. */
function routeOwner(pathname: string): RouteContext['plugin'] | undefined {
  return (data as { routeOwners?: Record<string, RouteContext['plugin']> }).routeOwners?.[pathname.replace(/(.)\/$/, '$1')];
}

export default function useRouteContext(): RouteContext {
  const page = useContext(NavbarContext)?.page;
  const { pathname } = useLocation();
  return { plugin: routeOwner(pathname) ?? (page ? contentPlugin(page) : pathPlugin(pathname)) };
}
