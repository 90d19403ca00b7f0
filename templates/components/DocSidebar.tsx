/**
 * The doc sidebar made of the classic theme's parts, so a Docusaurus site may swizzle each:
 * `DocSidebar` → `DocSidebar/Desktop` → `DocSidebar/Desktop/Content` (and `CollapseButton`)
 * → `DocSidebarItems` → `DocSidebarItem` → `DocSidebarItem/Link`, `/Category`, `/Html`. A
 * site's part renders apart with the classic props (ThemedApart.tsx); its items are given in
 * Docusaurus's shape (`{ type, label, href, customProps }`). docsgen's own parts write
 * docsgen's markup, the items as one string (Sidebar.tsx), a site's item parts put in
 * there: a site that swizzles only `DocSidebarItem/Link` keeps docsgen's sidebar around its links.
 */
import { createContext, createElement, useContext, type Context } from 'react';
import { classicSidebar, classicSidebarItem, docsgenSidebarItem as docsgenItem, isClassicOf, sidebarPartOf as partOf, type ClassicSidebarItem } from './classic-sidebar.ts';
import type { SidebarItem } from '../../src/types.ts';
import { ThemeOverridesContext, type ThemeOverrides } from '../theme.ts';
import { translate, useLocaleMessages } from '../translate.ts';
import { NavbarContext, pagePathname, type NavbarContextValue } from './navbar-context.ts';
import { renderApart } from './render-apart.ts';
import { sidebarItemMarkup, sidebarItemsPieces, type SidebarItemParts } from './sidebar-html.ts';
import { SpliceHtmlContext } from './spliced-html.ts';
import { themedApart } from './ThemedApart.tsx';

const ITEM_PARTS = ['DocSidebarItem', 'DocSidebarItem/Link', 'DocSidebarItem/Category', 'DocSidebarItem/Html'];

/** The page's path, the classic parts' `activePath`. */
const activePath = (context: NavbarContextValue): string => pagePathname(context);

/** The site's swizzled item parts, rendering each item apart on this page; undefined when it swizzles none. */
export function sidebarItemParts(overrides: ThemeOverrides, context: NavbarContextValue | undefined): SidebarItemParts | undefined {
  if (!context || !ITEM_PARTS.some((name) => overrides[name])) return undefined;
  return {
    key: overrides,
    item(item, { level, index }) {
      const Part = overrides.DocSidebarItem ?? overrides[partOf(item)];
      if (!Part) return undefined;
      const rendered = renderApart(overrides, context, createElement(Part, { item: classicSidebarItem(item), activePath: activePath(context), level, index }));
      // One that throws leaves docsgen's item (the build warned once: build/theme-parts.ts).
      return 'html' in rendered ? rendered.html : undefined;
    },
  };
}

/** What docsgen's layout gives its sidebar parts; a site's part rendering docsgen's reads the page instead. */
interface SidebarSettings {
  items: SidebarItem[];
  route: string;
  hideable: boolean;
  autoCollapseCategories: boolean;
}
const KEY = Symbol.for('docsgen.sidebar-settings');
const shared = globalThis as { [KEY]?: Context<SidebarSettings | undefined> };
export const SidebarSettingsContext: Context<SidebarSettings | undefined> = (shared[KEY] ??= createContext<SidebarSettings | undefined>(undefined));

/** The classic props of the sidebar's container parts. */
export interface ClassicSidebarProps {
  sidebar?: ClassicSidebarItem[];
  path?: string;
  onCollapse?: () => void;
  isHidden?: boolean;
  className?: string;
}

function useSidebar(props: ClassicSidebarProps): SidebarSettings | undefined {
  const settings = useContext(SidebarSettingsContext);
  const context = useContext(NavbarContext);
  const page = context?.page;
  const base = settings ?? (context && page?.sidebar ? { items: page.sidebar, route: context.route, hideable: context.site.sidebar.hideable, autoCollapseCategories: context.site.sidebar.autoCollapseCategories } : undefined);
  if (!base) return undefined;
  const known = props.sidebar?.[0] ? isClassicOf(props.sidebar[0]) : undefined;
  // The sidebar the site's part gives, where it is not the page's own (matched by identity: no copy each render).
  const items = props.sidebar && props.sidebar !== classicSidebar(base.items) && !(known && base.items.includes(known)) ? props.sidebar.map(docsgenItem) : base.items;
  return { ...base, items };
}

function DocSidebarItemsView(props: { items?: ClassicSidebarItem[]; activePath?: string; level?: number; onItemClick?: unknown }) {
  const overrides = useContext(ThemeOverridesContext);
  const Item = overrides.DocSidebarItem ?? DocSidebarItem.Original;
  return <>{(props.items ?? []).map((item, index) => <Item key={index} item={item} activePath={props.activePath} level={props.level ?? 1} index={index} onItemClick={props.onItemClick} />)}</>;
}

interface ItemProps {
  item: ClassicSidebarItem;
  activePath?: string;
  level?: number;
  index?: number;
  onItemClick?: unknown;
}

/** One item in docsgen's markup, its own items the site's parts where it swizzles them. */
function DocSidebarItemMarkup(props: ItemProps) {
  const overrides = useContext(ThemeOverridesContext);
  const context = useContext(NavbarContext);
  const parts = sidebarItemParts(overrides, context);
  const { className, inner } = sidebarItemMarkup(docsgenItem(props.item), context?.route ?? '', { ...(parts ? { parts } : {}), level: props.level ?? 1 });
  return <li className={className} dangerouslySetInnerHTML={{ __html: inner }} />;
}

/** The item's part: the site's where it swizzles it, else docsgen's. */
function DocSidebarItemView(props: ItemProps) {
  const overrides = useContext(ThemeOverridesContext);
  const Part = overrides[partOf(docsgenItem(props.item))] ?? DocSidebarItemMarkup;
  return <Part {...props} />;
}

/** The list of the sidebar's items. */
function DocSidebarDesktopContentView(props: ClassicSidebarProps) {
  const sidebar = useSidebar(props);
  const messages = useLocaleMessages();
  const overrides = useContext(ThemeOverridesContext);
  const context = useContext(NavbarContext);
  const splice = useContext(SpliceHtmlContext);
  if (!sidebar) return null;
  const parts = sidebarItemParts(overrides, context);
  const label = translate(messages, 'theme.docs.sidebar.pagesAriaLabel', 'Docs pages');
  // A site's `DocSidebarItems` writes the top list's items; one that throws leaves docsgen's.
  const Items = overrides.DocSidebarItems;
  const swizzled = Items && context ? renderApart(overrides, context, createElement(Items, { items: classicSidebar(sidebar.items), activePath: activePath(context), level: 1 })) : undefined;
  const pieces = swizzled && 'html' in swizzled ? [`<ul class="sidebar__list">${swizzled.html}</ul>`] : sidebarItemsPieces(sidebar.items, sidebar.route, parts ? { parts } : {});
  // Written by the page's writer where it can (see SpliceHtmlContext): a long sidebar as part of React's string is copied whole on every page.
  const html = splice?.(pieces) ?? pieces.join('');
  return <nav className="sidebar__nav" aria-label={label} {...(sidebar.autoCollapseCategories ? { 'data-auto-collapse': '' } : {})} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The button hiding the sidebar on wide screens (the client script's, see src/client/sidebar.ts). */
function CollapseButtonView() {
  const messages = useLocaleMessages();
  return (
    <button type="button" className="sidebar__hide" title={translate(messages, 'theme.docs.sidebar.collapseButtonTitle', 'Collapse sidebar')} aria-label={translate(messages, 'theme.docs.sidebar.collapseButtonAriaLabel', 'Collapse sidebar')}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M17.6 6.4 16.2 5l-7 7 7 7 1.4-1.4L12 12l5.6-5.6Zm-6 0L10.2 5l-7 7 7 7 1.4-1.4L6 12l5.6-5.6Z" />
      </svg>
    </button>
  );
}

/** The sidebar on wide screens; on narrow ones it folds into a "Menu" disclosure (the drawer's, with the script). */
function DocSidebarDesktopView(props: ClassicSidebarProps) {
  const sidebar = useSidebar(props);
  const messages = useLocaleMessages();
  if (!sidebar) return null;
  return (
    <>
      <details className="sidebar__disclosure">
        <summary className="sidebar__toggle">{translate(messages, 'theme.docs.sidebar.menuLabel', 'Menu')}</summary>
        <DocSidebarDesktopContent {...props} />
      </details>
      {sidebar.hideable ? <DocSidebarDesktopCollapseButton /> : null}
    </>
  );
}

/** The whole sidebar: the desktop one, as Docusaurus's server renders it. */
function DocSidebarView(props: ClassicSidebarProps) {
  return <DocSidebarDesktop {...props} />;
}

export const DocSidebarItemLink = themedApart('DocSidebarItem/Link', DocSidebarItemMarkup);
export const DocSidebarItemCategory = themedApart('DocSidebarItem/Category', DocSidebarItemMarkup);
export const DocSidebarItemHtml = themedApart('DocSidebarItem/Html', DocSidebarItemMarkup);
export const DocSidebarItem = themedApart('DocSidebarItem', DocSidebarItemView);
export const DocSidebarItems = themedApart('DocSidebarItems', DocSidebarItemsView);
export const DocSidebarDesktopContent = themedApart('DocSidebar/Desktop/Content', DocSidebarDesktopContentView);
export const DocSidebarDesktopCollapseButton = themedApart('DocSidebar/Desktop/CollapseButton', CollapseButtonView);
export const DocSidebarDesktop = themedApart('DocSidebar/Desktop', DocSidebarDesktopView);
export const DocSidebar = themedApart('DocSidebar', DocSidebarView);
