/**
 * The classic theme's link items, in docsgen's navbar markup: `NavbarNavLink`,
 * `DefaultNavbarItem` (a link in the bar, a dropdown or the phone menu), `HtmlNavbarItem` and
 * `SearchNavbarItem` (nothing: docsgen's search box is always in the navbar).
 */
import { useContext, type ReactNode } from 'react';
import { ExternalIcon } from '../../../../../templates/components/Icons.tsx';
import { isActive } from '../../../../../templates/components/NavbarLinks.tsx';
import { NavbarContext, navbarPathname } from '../../../../../templates/components/navbar-context.ts';
import Link from '../../docusaurus/Link.tsx';
import { withBaseUrl } from '../../docusaurus/useBaseUrl.ts';
import isInternalUrl from '../../docusaurus/isInternalUrl.ts';

export interface NavLinkProps {
  to?: string;
  href?: string;
  label?: ReactNode;
  html?: string;
  className?: string;
  activeClassName?: string;
  activeBasePath?: string;
  activeBaseRegex?: string;
  exact?: boolean;
  isDropdownLink?: boolean;
  isDropdownItem?: boolean;
  prependBaseUrlToHref?: boolean;
  mobile?: boolean;
  position?: string;
  [prop: string]: unknown;
}

/** The route (no base URL, no trailing slash) a site path names; undefined for another site's. */
export function routeOf(url: string, baseUrl: string): string | undefined {
  if (!isInternalUrl(url) || url.startsWith('#')) return undefined;
  const path = url.split(/[?#]/)[0]!;
  const route = path.startsWith(baseUrl) ? `/${path.slice(baseUrl.length)}` : path;
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

/** Whether the link is the page being read (`exact`), or the page is under it, by `activeBasePath`/`activeBaseRegex` when given. */
export function useLinkActive({ to, activeBasePath, activeBaseRegex, exact }: NavLinkProps): boolean {
  const context = useContext(NavbarContext);
  if (!context || to === undefined) return false;
  const { route, site } = context;
  const pathname = navbarPathname(context);
  if (activeBaseRegex) return new RegExp(activeBaseRegex).test(pathname);
  const target = routeOf(withBaseUrl(activeBasePath ?? to), site.baseUrl);
  if (target === undefined) return false;
  return exact ? target === route.replace(/(.)\/+$/, '$1') : isActive(target, route);
}

/** A navbar link: `to` (a page, active on it) or `href` (another site in a new tab, or `prependBaseUrlToHref`). */
export function NavbarNavLink(props: NavLinkProps) {
  const { to, href, label, html, className, activeClassName, activeBasePath: _base, activeBaseRegex: _regex, exact: _exact, isDropdownLink, isDropdownItem: _item, prependBaseUrlToHref, mobile: _mobile, position: _position, ...rest } = props;
  const active = useLinkActive(props);
  const external = Boolean(label) && href !== undefined && !isInternalUrl(href);
  const classes = [className, active ? activeClassName : undefined].filter(Boolean).join(' ');
  const content = html !== undefined ? { dangerouslySetInnerHTML: { __html: html } } : { children: <>{label}{external ? <ExternalIcon /> : null}</> };
  const target = href !== undefined ? (prependBaseUrlToHref ? withBaseUrl(href, { forcePrependBaseUrl: true }) : href) : to;
  return <Link {...(href !== undefined ? { href: target } : { to: target })} className={classes || undefined} {...(active && !isDropdownLink ? { 'aria-current': 'page' as const } : {})} {...rest} {...content} />;
}

/** `DefaultNavbarItem`: a link in the bar (`navbar__link`), a dropdown (`isDropdownItem`) or the phone menu (`mobile`). */
export function DefaultNavbarItem({ mobile = false, position: _position, isDropdownItem = false, className, ...props }: NavLinkProps) {
  const base = mobile ? 'navbar__menu-link' : isDropdownItem ? 'navbar__dropdown-link' : 'navbar__link';
  return <NavbarNavLink {...props} isDropdownLink={isDropdownItem} className={[base, className].filter(Boolean).join(' ')} activeClassName={(props.activeClassName as string | undefined) ?? `${base}--active`} />;
}

/** `HtmlNavbarItem`: the item's `value`, trusted HTML from the site's config. */
export function HtmlNavbarItem({ value, className, mobile = false, isDropdownItem = false }: { value?: string; className?: string; mobile?: boolean; isDropdownItem?: boolean }) {
  const base = mobile ? 'navbar__menu-link' : isDropdownItem ? 'navbar__dropdown-link' : 'navbar__link';
  return <span className={[base, `${base}--html`, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: value ?? '' }} />;
}

/** `SearchNavbarItem`: docsgen's search box is in every navbar, so the item adds nothing. */
export function SearchNavbarItem(): null {
  return null;
}
