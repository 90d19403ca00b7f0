/**
 * What a navbar item component the site renders (a Docusaurus `custom-*` type, see
 * NavbarComponentItem.tsx) and docsgen's classic `@theme/NavbarItem/*` components read: the
 * site, the route being rendered, its docs version and the page itself. One context for every copy
 * of this module: the site's component bundle has its own copy, and React matches contexts by object.
 */
import { createContext, type Context } from 'react';
import type { PageModel, PageVersionModel, SiteModel } from '../../src/render/models.ts';
import { withPathSlash } from '../../src/shared/url-form.ts';

export interface NavbarContextValue {
  site: SiteModel;
  /** The route of the page being rendered (no base URL). */
  route: string;
  /** The docs version of the page, on a docs page. */
  version?: PageVersionModel;
  /** The page being rendered, for the doc page's parts a site swizzles (`useDoc()`). */
  page?: PageModel;
}

/** The page's path as the browser has it: the route under the site's base URL. */
export function navbarPathname({ site, route }: NavbarContextValue): string {
  return site.baseUrl + route.replace(/^\//, '');
}

/** The page's URL path as its links name it: the site's URL form (`trailingSlash`) applied; the classic parts' `activePath` and `useDoc()`'s permalink. */
export function pagePathname(context: NavbarContextValue): string {
  const path = navbarPathname(context);
  const { trailingSlash } = context.site;
  return trailingSlash === undefined ? path : withPathSlash(path, trailingSlash);
}

const KEY = Symbol.for('docsgen.navbar-context');
const shared = globalThis as { [KEY]?: Context<NavbarContextValue | undefined> };
export const NavbarContext: Context<NavbarContextValue | undefined> = (shared[KEY] ??= createContext<NavbarContextValue | undefined>(undefined));
