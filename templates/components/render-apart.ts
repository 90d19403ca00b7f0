/**
 * A site's Docusaurus component rendered on its own, inside the page's contexts (theme
 * overrides, locale messages, the page's route and docs version, `useLocation`'s path), as
 * Docusaurus renders it inside its providers: one that throws leaves docsgen's markup in its
 * place instead of failing the page. Navbar items (NavbarComponentItem.tsx) and layout parts
 * (ThemedApart.tsx) render this way.
 */
import { createElement, type ReactElement } from 'react';
import { renderToString } from '../../src/render/render-to-string.ts';
import { PAGE_PATHNAME } from '../../src/components/runtime/page-location.ts';
import { pageUrl } from '../../src/routes/doc-route.ts';
import { ThemeOverridesContext, type ThemeOverrides } from '../theme.ts';
import { LocaleMessagesContext } from '../translate.ts';
import { NavbarContext, type NavbarContextValue } from './navbar-context.ts';

/** The element a part with children (DocItem/Layout) is given as `children`: replaced by the content's HTML once it has rendered. */
export const CONTENT_TAG = 'docsgen-content';

/** The HTML of `element`, or why it failed. */
export function renderApart(overrides: ThemeOverrides, context: NavbarContextValue, element: ReactElement): { html: string } | { error: unknown } {
  const { site } = context;
  const scope = globalThis as { [PAGE_PATHNAME]?: string };
  const before = scope[PAGE_PATHNAME];
  // `useLocation` in the component gives the page being rendered, as Docusaurus's static router does.
  scope[PAGE_PATHNAME] = pageUrl(site, context.route).replace(/[?#].*$/, '');
  try {
    const tree = createElement(
      ThemeOverridesContext.Provider,
      { value: overrides },
      createElement(LocaleMessagesContext.Provider, { value: { messages: site.messages, locale: site.locale } }, createElement(NavbarContext.Provider, { value: context }, element)),
    );
    return { html: renderToString(tree) };
  } catch (error) {
    return { error };
  } finally {
    if (before === undefined) delete scope[PAGE_PATHNAME];
    else scope[PAGE_PATHNAME] = before;
  }
}
