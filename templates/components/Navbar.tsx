import { useContext, type ReactNode } from 'react';
import type { NavbarLinkModel, PageVersionModel, SiteModel } from '../../src/render/models.ts';
import { LocaleDropdown, localeLinks } from './LocaleDropdown.tsx';
import { NavbarComponentItem } from './NavbarComponentItem.tsx';
import { NavbarContext, type NavbarContextValue } from './navbar-context.ts';
import { isActive, NavbarLink, sectionVersions, VersionDropdown, versionLinks } from './NavbarLinks.tsx';
import { Logo } from './Logo.tsx';
import { Search, searchProps } from './Search.tsx';
import { translate } from '../translate.ts';
import { islandProps } from '../island-props.ts';
import { themed } from '../theme.ts';

function NavbarItem({ item, route }: { item: NavbarLinkModel; route: string }) {
  if (!item.items.length) return <NavbarLink item={item} route={route} className="navbar__link" />;
  const active = item.items.some((child) => isActive(child.activeRoute, route));
  // A <details> dropdown opens with a click or the keyboard and needs no script.
  return (
    <details className={`navbar__dropdown${active ? ' navbar__dropdown--active' : ''}`}>
      <summary className={`navbar__link${item.className ? ` ${item.className}` : ''}`}>{item.label}</summary>
      <ul className="navbar__dropdown-menu">
        {item.items.map((child) => (
          <li key={`${child.label}-${child.href}`}>
            <NavbarLink item={child} route={route} className="navbar__dropdown-link" />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A group of the phone menu (the versions, the locales): a label and its links. */
function MenuGroup({ label, links }: { label: string; links: Array<{ name: string; label: string; href: string; active: boolean; attributes: Record<string, string> }> }) {
  return (
    <li className="navbar__menu-group">
      <span className="navbar__menu-group-label">{label}</span>
      <ul>
        {links.map((link) => (
          <li key={link.name}>
            <a className={`navbar__menu-link${link.active ? ' navbar__menu-link--active' : ''}`} href={link.href} {...link.attributes}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The navbar's brand: the logo (else the title) linking home; the classic `@theme/Navbar/Logo`. */
export function NavbarBrand({ site }: { site: SiteModel }) {
  return (
    <a className="navbar__brand" href={site.navbar.logo?.href ?? site.baseUrl}>
      {site.navbar.logo ? <Logo logo={site.navbar.logo} /> : <span className="navbar__title">{site.navbar.title}</span>}
    </a>
  );
}

/** The colour mode toggle (the client script switches the mode on its click), unless the site disables the switch. */
export function ColorModeToggleButton({ site, className }: { site: SiteModel; className?: string | undefined }) {
  if (site.colorMode.disableSwitch) return null;
  return (
    <button type="button" className={className ? `color-mode-toggle ${className}` : 'color-mode-toggle'} aria-label={translate(site, 'theme.colorToggle.ariaLabel', 'Switch between dark and light mode')} title={translate(site, 'theme.colorToggle.ariaLabel', 'Switch between dark and light mode')}>
      <svg className="color-mode-toggle__sun" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5 1 3h-2l1-3Zm0 20-1-3h2l-1 3ZM2 12l3-1v2l-3-1Zm20 0-3 1v-2l3 1ZM4.9 4.9l2.8 1.4-1.4 1.4-1.4-2.8Zm14.2 14.2-2.8-1.4 1.4-1.4 1.4 2.8ZM4.9 19.1l1.4-2.8 1.4 1.4-2.8 1.4ZM19.1 4.9l-1.4 2.8-1.4-1.4 2.8-1.4Z" />
      </svg>
      <svg className="color-mode-toggle__moon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M9.4 2.5A9.5 9.5 0 1 0 21.5 14.6 7.5 7.5 0 0 1 9.4 2.5Z" />
      </svg>
    </button>
  );
}

/** The search box (an island), when the site has a search index; the classic `@theme/SearchBar`. */
export function NavbarSearchBox({ site }: { site: SiteModel }) {
  if (!site.searchIndexHref) return null;
  return (
    <div className="navbar__search" data-island="search" data-props={islandProps(searchProps(site, site.searchIndexHref))}>
      <Search {...searchProps(site, site.searchIndexHref)} />
    </div>
  );
}

/** The slot right of the items: search and the colour toggle. */
function NavbarTools({ site }: { site: SiteModel }) {
  return (
    <div className="navbar__slot" data-slot="navbar-tools">
      <NavbarSearchBox site={site} />
      <ColorModeToggleButton site={site} />
    </div>
  );
}

/** The navbar's frame, around its content: the classic `@theme/Navbar/Layout`. */
export function NavbarLayoutView({ site, version, children }: { site: SiteModel; version?: PageVersionModel | undefined; children?: ReactNode }) {
  return (
    <header className="theme-layout-navbar navbar" {...(site.navbar.hideOnScroll ? { 'data-hide-on-scroll': '' } : {})}>
      {/* On the nav, not the header: client navigation swaps the header's contents, not its attributes. */}
      <nav
        className="navbar__inner"
        aria-label={translate(site, 'theme.NavBar.navAriaLabel', 'Main')}
        {...(site.versions.length > 1 ? { 'data-docs-versions': JSON.stringify(site.versions.map((entry) => entry.name)) } : {})}
        {...(version?.docsId === 'default' && site.versions.length > 1 ? { 'data-docs-version': version.name } : {})}
      >
        {children}
      </nav>
    </header>
  );
}

/** What the navbar holds: brand, left and right items, search and the colour toggle, the phone menu; the classic `@theme/Navbar/Content`. */
export function NavbarContentView({ site, route, version }: { site: SiteModel; route: string; version?: PageVersionModel | undefined }) {
  const left = site.navbar.items.filter((item) => item.position === 'left');
  const right = site.navbar.items.filter((item) => item.position === 'right');
  // Items a site's NavbarItem renders show their versions and locales themselves in the phone menu.
  const dropdown = site.navbar.items.find((item) => item.versionDropdown && !item.component);
  const menuVersions = sectionVersions(site, dropdown, version);
  const topItem = (item: NavbarLinkModel) => {
    if (item.versionDropdown) return <VersionDropdown item={item} site={site} version={version} />;
    if (item.localeDropdown) return <LocaleDropdown site={site} route={route} />;
    return <NavbarItem item={item} route={route} />;
  };
  const locales = site.navbar.items.some((item) => item.localeDropdown && !item.component) ? localeLinks(site, route) : [];
  const context: NavbarContextValue = { site, route, ...(version ? { version } : {}) };
  // An item the site's NavbarItem component renders gives its own <li>'s contents; docsgen's markup of the item stands in if it fails on this page.
  const listItem = (item: NavbarLinkModel, index: number) => {
    const native = !item.component || item.component.fallback ? <li key={`${item.label}-${item.href}-${index}`}>{topItem(item)}</li> : null;
    return item.component ? <NavbarComponentItem key={`component-${index}`} item={item} context={context} mobile={false} fallback={native} /> : native;
  };
  const menuLinks = (item: NavbarLinkModel, index: number) =>
    (item.items.length ? item.items : item.versionDropdown || item.localeDropdown || (item.component && !item.component.fallback) ? [] : [item]).map((link, inner) => (
      <li key={`${link.label}-${link.href}-${index}-${inner}`}>
        <NavbarLink item={link} route={route} className="navbar__menu-link" />
      </li>
    ));
  return (
    <>
      <NavbarBrand site={site} />
      <ul className="navbar__items">
        {left.map(listItem)}
      </ul>
      <ul className="navbar__items navbar__items--right">
        {right.map(listItem)}
      </ul>
      <NavbarTools site={site} />
      <details className="navbar__menu">
        <summary
          className="navbar__menu-button"
          aria-label={translate(site, 'theme.navbar.menuAriaLabel', 'Menu')}
          // The drawer's words, for the script that builds it; only when translated: the English ones are the script's, and `←` would make every page's HTML UTF-16 in V8.
          {...(site.messages['theme.navbar.drawer.ariaLabel'] ? { 'data-drawer-label': translate(site, 'theme.navbar.drawer.ariaLabel', 'Navigation') } : {})}
          {...(site.messages['theme.docs.sidebar.closeSidebarButtonAriaLabel'] ? { 'data-close-label': translate(site, 'theme.docs.sidebar.closeSidebarButtonAriaLabel', 'Close navigation') } : {})}
          {...(site.messages['theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel'] ? { 'data-back-label': translate(site, 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', '← Back to main menu') } : {})}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
          </svg>
        </summary>
        <ul className="navbar__menu-list">
          {site.navbar.items.flatMap((item, index) => (item.component ? [<NavbarComponentItem key={`component-${index}`} item={item} context={context} mobile fallback={menuLinks(item, index)} />] : menuLinks(item, index)))}
          {dropdown ? <MenuGroup label={translate(site, 'theme.navbar.mobileVersionsDropdown.label', 'Versions')} links={versionLinks(menuVersions.versions, menuVersions.version).map((link) => ({ ...link, attributes: { 'data-version-name': link.name } }))} /> : null}
          {locales.length ? <MenuGroup label={translate(site, 'theme.navbar.mobileLanguageDropdown.label', 'Languages')} links={locales.map((link) => ({ ...link, attributes: { hrefLang: link.htmlLang, lang: link.htmlLang, 'data-no-swap': '', 'data-locale': link.name } }))} /> : null}
        </ul>
      </details>
    </>
  );
}

/** The site header: logo, left and right navbar items, and the slot for search and the colour toggle. */
function NavbarView(props: { site?: SiteModel; route?: string; version?: PageVersionModel }) {
  // The classic `<Navbar />` takes no props (a swizzled DocRoot/Layout/Main renders one): the page's, then.
  const context = useContext(NavbarContext);
  const site = props.site ?? context?.site;
  const route = props.route ?? context?.route;
  const version = props.site ? props.version : context?.version;
  if (!site || route === undefined) return null;
  return (
    <NavbarLayoutView site={site} version={version}>
      <NavbarContentView site={site} route={route} version={version} />
    </NavbarLayoutView>
  );
}

export const Navbar = themed('Navbar', NavbarView);
