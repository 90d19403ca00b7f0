/**
 * The classic theme's navbar parts (and the few others theme packages import beside them), for a
 * theme's or a site's own component to import: apify-docs-theme's Footer puts
 * `@theme/Navbar/ColorModeToggle` under its links, ionic's Navbar composes `@theme/Navbar/Layout`
 * and `@theme/Navbar/Content`. Each renders docsgen's own piece of its navbar (templates/components/Navbar.tsx)
 * from the page being rendered (NavbarContext), given the classic props; nothing outside a page.
 */
import { useContext, type ReactNode } from 'react';
import { NavbarContext } from '../../../../templates/components/navbar-context.ts';
import { ColorModeToggleButton, NavbarBrand, NavbarContentView, NavbarLayoutView, NavbarSearchBox } from '../../../../templates/components/Navbar.tsx';
import { translate } from '../../../../templates/translate.ts';
import { Home, Menu } from './Icons.tsx';

const join = (...names: Array<string | false | undefined>): string => names.filter(Boolean).join(' ');

/** `@theme/Navbar/Layout`: the navbar's frame around `children`. */
export function NavbarLayout({ children }: { children?: ReactNode }) {
  const context = useContext(NavbarContext);
  return context ? <NavbarLayoutView site={context.site} version={context.version}>{children}</NavbarLayoutView> : null;
}

/** `@theme/Navbar/Content`: the navbar's brand, items, search, colour toggle and phone menu. */
export function NavbarContent() {
  const context = useContext(NavbarContext);
  return context ? <NavbarContentView site={context.site} route={context.route} version={context.version} /> : null;
}

/** `@theme/Navbar/Logo`: the brand, the logo (else the title) linking home. */
export function NavbarLogo() {
  const site = useContext(NavbarContext)?.site;
  return site ? <NavbarBrand site={site} /> : null;
}

/** `@theme/Navbar/ColorModeToggle` and `@theme/ColorModeToggle`: docsgen's toggle, which its client script switches. */
export function ColorModeToggle({ className }: { className?: string }) {
  const site = useContext(NavbarContext)?.site;
  return site ? <ColorModeToggleButton site={site} className={className} /> : null;
}

/** `@theme/Navbar/Search`: the classic container of the search bar, around `children`. */
export function NavbarSearch({ children, className }: { children?: ReactNode; className?: string }) {
  return <div className={join('navbar__search-container', className)}>{children}</div>;
}

/** `@theme/SearchBar`: docsgen's search box, when the site has a search index. */
export function SearchBar() {
  const site = useContext(NavbarContext)?.site;
  return site ? <NavbarSearchBox site={site} /> : null;
}

/** `@theme/Navbar/MobileSidebar/Toggle`: the classic menu button (static HTML: docsgen's own menu opens the drawer). */
export function NavbarMobileSidebarToggle() {
  const site = useContext(NavbarContext)?.site;
  const label = site ? translate(site, 'theme.docs.sidebar.toggleSidebarButtonAriaLabel', 'Toggle navigation bar') : 'Toggle navigation bar';
  return (
    <button type="button" className="navbar__toggle clean-btn" aria-label={label} aria-expanded={false}>
      <Menu width={30} height={30} />
    </button>
  );
}

/** `@theme/Navbar/MobileSidebar/Layout`: the classic drawer's markup around its header and menus. */
export function NavbarMobileSidebarLayout({ header, primaryMenu, secondaryMenu }: { header?: ReactNode; primaryMenu?: ReactNode; secondaryMenu?: ReactNode }) {
  return (
    <div className="navbar-sidebar">
      {header}
      <div className="navbar-sidebar__items">
        <div className="navbar-sidebar__item menu">{primaryMenu}</div>
        <div className="navbar-sidebar__item menu">{secondaryMenu}</div>
      </div>
    </div>
  );
}

/** A heading of the table of contents, as the classic theme gives it (`value` is HTML). */
interface TocTreeItem {
  value: string;
  id: string;
  children?: TocTreeItem[];
}

/** `@theme/TOCItems/Tree`: the classic nested list of the TOC's headings. */
export function TOCItemsTree({ toc, className, linkClassName, isChild }: { toc: readonly TocTreeItem[]; className?: string; linkClassName?: string | null; isChild?: boolean }) {
  if (!toc.length) return null;
  return (
    <ul className={isChild ? undefined : className}>
      {toc.map((heading) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`} className={linkClassName ?? undefined} dangerouslySetInnerHTML={{ __html: heading.value }} />
          <TOCItemsTree isChild toc={heading.children ?? []} className={className} linkClassName={linkClassName ?? null} />
        </li>
      ))}
    </ul>
  );
}

/** `@theme/DocBreadcrumbs/Items/Home`: the breadcrumbs' first item, the home icon linking to the site's root. */
export function DocBreadcrumbsItemsHome() {
  const site = useContext(NavbarContext)?.site;
  const label = site ? translate(site, 'theme.docs.breadcrumbs.home', 'Home page') : 'Home page';
  return (
    <li className="breadcrumbs__item">
      <a aria-label={label} className="breadcrumbs__link" href={site?.baseUrl ?? '/'}>
        <Home className="breadcrumbs__home-icon" />
      </a>
    </li>
  );
}
