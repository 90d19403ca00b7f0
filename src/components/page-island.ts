/**
 * A React page (`src/pages/*.tsx`) hydrated whole. Docusaurus hydrates every page as one tree,
 * so a component there may need a provider the page puts around it (`<UiLibraryWrapper>` around
 * tabs that read its context). docsgen hydrates islands, each a root of its own: such a
 * component, rendered on its own, throws, and stays HTML. When a React page has a component with
 * behaviour that cannot be an island, the page itself becomes the island: its component, with
 * the props the page is given, rendered as one root, the components inside it part of it, and
 * its file a module of the browser bundle.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import { SITE_PAGE_EXPORT } from '../docusaurus/site-pages.ts';
import { componentIsland, type IslandSource } from './resolve-plugin.ts';
import { island } from './runtime/island.tsx';

/** The page's component and props, as the MDX module of a React page exports them (see site-pages.ts). */
interface SitePage {
  component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
}

function sitePageOf(module: Record<string, unknown>): SitePage | undefined {
  const page = module[SITE_PAGE_EXPORT] as Partial<SitePage> | undefined;
  return typeof page?.component === 'function' && page.props ? (page as SitePage) : undefined;
}

/**
 * The element that renders a React page as one island, and the island's module for the browser
 * bundle; undefined for a page that is not a React page, or whose component cannot be an island.
 * `file` is the page's component file.
 */
export function wholePageIsland(module: Record<string, unknown>, file: string): { element: ReactElement<object>; island: IslandSource } | undefined {
  const page = sitePageOf(module);
  if (!page) return undefined;
  const id = componentIsland(file);
  const name = page.component.displayName ?? (page.component.name || 'Page');
  // Implicit: should the page itself throw rendered this way, it is rendered as before, as HTML.
  const Page = island(page.component, `${id}:default`, name, true);
  // island() leaves a component that is not named as one (`function home()`) as it is: no island to hydrate.
  if (Page === page.component) return undefined;
  // A component that takes no parameters cannot read its props: the site config (~20 KB on a large site) is not sent to the browser.
  const props = page.component.length > 0 ? page.props : {};
  return { element: createElement(Page, props), island: { id, file, exports: ['default'] } };
}
