/**
 * A navbar item the site's `NavbarItem` component renders: a Docusaurus item of a type docsgen
 * has no markup of (`custom-*`), given to the component Docusaurus would render it with
 * (`@theme/NavbarItem`: the site's swizzled one, or docsgen's, which looks the type up in
 * `@theme/NavbarItem/ComponentTypes`), with the item's props as Docusaurus passes them.
 * It is rendered on its own, so a component that throws leaves its item out of the page
 * instead of failing it (the build warns once, see checkNavbarComponents).
 */
import { createElement, useContext, type ComponentType, type ReactNode } from 'react';
import type { NavbarLinkModel } from '../../src/render/models.ts';
import { ThemeOverridesContext, type ThemeOverrides } from '../theme.ts';
import type { NavbarContextValue } from './navbar-context.ts';
import { renderApart } from './render-apart.ts';

/** The HTML of a component item, or why it failed. */
export function renderNavbarComponent(overrides: ThemeOverrides, context: NavbarContextValue, props: Record<string, unknown>, mobile: boolean): { html: string } | { error: unknown } {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Item = overrides.NavbarItem as ComponentType<any> | undefined;
  if (!Item) return { error: new Error('the site has no `NavbarItem` component') };
  return renderApart(overrides, context, createElement(Item, { ...props, ...(mobile ? { mobile: true } : {}) }));
}

/** The item in the desktop navbar (`mobile` false) or the phone menu; `fallback` (docsgen's markup of the item, if any) when its component fails here. */
export function NavbarComponentItem({ item, context, mobile, fallback }: { item: NavbarLinkModel; context: NavbarContextValue; mobile: boolean; fallback: ReactNode }) {
  const overrides = useContext(ThemeOverridesContext);
  const rendered = renderNavbarComponent(overrides, context, item.component?.props ?? {}, mobile);
  if (!('html' in rendered)) return <>{fallback}</>;
  if (!rendered.html) return null;
  return <li className={mobile ? 'navbar__menu-item navbar__menu-item--component' : 'navbar__item--component'} dangerouslySetInnerHTML={{ __html: rendered.html }} />;
}
