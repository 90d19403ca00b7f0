/**
 * A doc sidebar's items as HTML: written as a string, not with React, and shared between the
 * pages of one sidebar (see SharedSidebar). The parts around them are DocSidebar.tsx's.
 */
import { createHash } from 'node:crypto';
import type { SidebarCategory, SidebarItem } from '../../src/types.ts';

/** Past this many links, closed categories away from the current page are rendered as links only. */
export const LARGE_SIDEBAR = 200;

function countLinks(items: SidebarItem[]): number {
  return items.reduce((sum, item) => sum + (item.type === 'link' ? 1 : 1 + countLinks(item.items)), 0);
}

/**
 * What every page of one sidebar shares, worked out once per sidebar rather than once per
 * page: whether it is pruned, the routes inside each category, and each item's markup as it
 * shows on the pages outside it. A page then writes afresh only the items that hold it: in
 * GitHub's reference (2,464 pages, 200 operations in one tag) rendering every link of the
 * open category with React on every page took 3.9 s.
 */
interface SharedSidebar {
  prune: boolean;
  routesIn: (category: SidebarCategory) => ReadonlySet<string>;
  /** An item's `<li>` on every page outside it. */
  markup: WeakMap<SidebarItem, string>;
  /** Where the whole list of each long category is written (see sidebarListFiles). */
  lists: WeakMap<SidebarCategory, string>;
}

/**
 * A site's swizzled sidebar items (DocSidebar.tsx): an item's `<li>` as the site's
 * `DocSidebarItem/Link` (…) renders it, undefined where docsgen's own markup stands.
 */
export interface SidebarItemParts {
  /** What the shared markup is kept for: one theme's parts render every page's items alike. */
  key: object;
  item(item: SidebarItem, at: { level: number; index: number }): string | undefined;
}

/** How a page's sidebar is being written: its route, what its pages share, the site's item parts. */
interface Walk {
  route: string;
  sidebar: SharedSidebar;
  parts?: SidebarItemParts;
}

const NO_PARTS = {};
const sharedSidebars = new WeakMap<object, WeakMap<SidebarItem[], SharedSidebar>>();

function sharedSidebar(items: SidebarItem[], key: object = NO_PARTS): SharedSidebar {
  let byItems = sharedSidebars.get(key);
  if (!byItems) sharedSidebars.set(key, (byItems = new WeakMap()));
  let shared = byItems.get(items);
  if (!shared) {
    const routes = new WeakMap<SidebarCategory, Set<string>>();
    const routesIn = (category: SidebarCategory): Set<string> => {
      let inside = routes.get(category);
      if (!inside) {
        inside = new Set(category.route ? [category.route] : []);
        for (const item of category.items) {
          if (item.type === 'link') {
            if (item.route) inside.add(item.route);
          } else for (const route of routesIn(item)) inside.add(route);
        }
        routes.set(category, inside);
      }
      return inside;
    };
    shared = { prune: countLinks(items) > LARGE_SIDEBAR, routesIn, markup: new WeakMap(), lists: new WeakMap() };
    byItems.set(items, shared);
  }
  return shared;
}

function holds(item: SidebarItem, route: string, sidebar: SharedSidebar): boolean {
  return item.type === 'link' ? item.route === route : sidebar.routesIn(item).has(route);
}

/** Categories are open when not collapsible, when configured open, or when they hold the current page. */
function isOpen(item: SidebarCategory, route: string, sidebar: SharedSidebar): boolean {
  return !item.collapsible || !item.collapsed || holds(item, route, sidebar);
}

/**
 * A closed category away from the page, in a pruned sidebar: a link to its own page only.
 * A huge sidebar (an API with a thousand operations) would otherwise repeat megabytes on
 * every page.
 */
function isPruned(item: SidebarCategory, route: string, sidebar: SharedSidebar): boolean {
  return sidebar.prune && item.href !== undefined && !isOpen(item, route, sidebar);
}

// The sidebar is written as a string, escaped as React escapes, so that a page's HTML is what
// the React components it replaced wrote; a test keeps them equal.
const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const escape = (text: string): string => text.replace(/["&'<>]/g, (character) => ESCAPES[character]!);

function linkHtml(item: { href: string; label: string; external?: boolean; badge?: string }, current: boolean, extraClass = ''): string {
  const badge = item.badge ? `<span class="sidebar__badge api-method api-method--${escape(item.badge.toLowerCase())}">${escape(item.badge === 'DELETE' ? 'DEL' : item.badge)}</span>` : '';
  return (
    `<a class="sidebar__link${extraClass}${current ? ' sidebar__link--active' : ''}" href="${escape(item.href)}"` +
    (current ? ' aria-current="page"' : '') +
    (item.external ? ' target="_blank" rel="noopener noreferrer"' : '') +
    `>${badge}${escape(item.label)}</a>`
  );
}

/** An item's `<li>` in docsgen's markup: its class and what it holds. */
export interface ItemMarkup {
  className: string;
  inner: string;
}

/**
 * A category's markup around its list (its `<li>` class, what comes before and after the
 * list), and the list itself, pushed as pieces.
 */
/** The class of an item's `<li>`: docsgen's, then the item's own (sidebars' `className`, front matter's `sidebar_class_name`), as the classic theme puts it there for sites' CSS. */
function classOf(base: string, item: SidebarItem): string {
  return item.className ? `${base} ${escape(item.className)}` : base;
}

function categoryParts(item: SidebarCategory, walk: Walk, level: number): { className: string; before: string; pushList: (out: string[]) => void; after: string } {
  const { route, sidebar } = walk;
  const label = item.href ? linkHtml({ href: item.href, label: item.label }, item.route === route) : `<span class="sidebar__category-label">${escape(item.label)}</span>`;
  const pushList = (out: string[]): void => (sidebar.lists.has(item) && holds(item, route, sidebar) ? pushNeighbours(item, walk, level + 1, out) : pushItems(item.items, walk, level + 1, 'sidebar__list', out));
  const className = classOf('sidebar__item sidebar__category', item);
  if (!item.collapsible) return { className, before: `<div class="sidebar__category-heading">${label}</div>`, pushList, after: '' };
  return { className, before: `<details${isOpen(item, route, sidebar) ? ' open=""' : ''}><summary class="sidebar__category-heading">${label}</summary>`, pushList, after: '</details>' };
}

function markupOf(item: SidebarItem, walk: Walk, level: number): ItemMarkup {
  const { route, sidebar } = walk;
  if (item.type === 'link' && item.html !== undefined) return { className: classOf('sidebar__item sidebar__item--html', item), inner: item.html };
  if (item.type === 'link') return { className: classOf('sidebar__item', item), inner: linkHtml(item, item.route === route) };
  // The markup is as short as it can be: a sidebar of 1,000 categories repeats it 1,000 times.
  if (isPruned(item, route, sidebar)) return { className: classOf('sidebar__item', item), inner: `<a class="sidebar__link sidebar__link--category" href="${escape(item.href!)}">${escape(item.label)}</a>` };
  const { className, before, pushList, after } = categoryParts(item, walk, level);
  const list: string[] = [];
  pushList(list);
  return { className, inner: `${before}${list.join('')}${after}` };
}

/** An item's `<li>`: the site's part's, else docsgen's. */
function itemHtml(item: SidebarItem, walk: Walk, level: number, index: number): string {
  const swizzled = walk.parts?.item(item, { level, index });
  if (swizzled !== undefined) return swizzled;
  const { className, inner } = markupOf(item, walk, level);
  return `<li class="${className}">${inner}</li>`;
}

/**
 * An item of a list, as pieces: the markup every other page shares when the page is not
 * inside it, else its own, down to the items that hold the page, so that no piece of a page's
 * sidebar repeats the long runs all its pages share (see sidebarItemsPieces).
 */
function pushEntry(item: SidebarItem, walk: Walk, level: number, index: number, out: string[]): void {
  if (!holds(item, walk.route, walk.sidebar)) {
    let shared = walk.sidebar.markup.get(item);
    // No route: the markup of pages that are not inside the item.
    if (shared === undefined) walk.sidebar.markup.set(item, (shared = itemHtml(item, { ...walk, route: '' }, level, index)));
    out.push(shared);
    return;
  }
  const swizzled = walk.parts?.item(item, { level, index });
  if (swizzled !== undefined) out.push(swizzled);
  else if (item.type === 'link') {
    const { className, inner } = markupOf(item, walk, level);
    out.push(`<li class="${className}">${inner}</li>`);
  } else {
    const { className, before, pushList, after } = categoryParts(item, walk, level);
    out.push(`<li class="${className}">${before}`);
    pushList(out);
    out.push(`${after}</li>`);
  }
}

function pushItems(items: SidebarItem[], walk: Walk, level: number, listClass: string, out: string[]): void {
  out.push(`<ul class="${listClass}">`);
  items.forEach((item, index) => pushEntry(item, walk, level, index, out));
  out.push('</ul>');
}

function itemsHtml(items: SidebarItem[], walk: Walk, level: number, listClass = 'sidebar__list'): string {
  const out: string[] = [];
  pushItems(items, walk, level, listClass, out);
  return out.join('');
}

/**
 * A category longer than this shows, on the pages inside it, only the page's neighbours and
 * "Show all" links; the client then puts the whole list in, from one file every page of the
 * category shares. One tag of Microsoft Graph's API holds 1,500 operations: listed on each
 * of their pages, the sidebar was 300 KB of every one.
 */
export const LONG_LIST = 100;
const NEIGHBOURS = 25;

function pushNeighbours(category: SidebarCategory, walk: Walk, level: number, out: string[]): void {
  const { route, sidebar } = walk;
  const { items } = category;
  const at = Math.max(0, items.findIndex((item) => holds(item, route, sidebar)));
  const from = Math.max(0, at - NEIGHBOURS);
  const to = Math.min(items.length, at + NEIGHBOURS + 1);
  // Without JavaScript, "Show all" leads to the category's own page, which lists every item.
  const more = `<li class="sidebar__item sidebar__more"><a class="sidebar__link sidebar__link--more" href="${escape(category.href!)}" data-sidebar-more="">Show all ${items.length} in ${escape(category.label)}</a></li>`;
  out.push(`<ul class="sidebar__list" data-sidebar-list="${escape(sidebar.lists.get(category)!)}" data-sidebar-from="${from}">${from > 0 ? more : ''}`);
  for (let index = from; index < to; index++) pushEntry(items[index]!, walk, level, index, out);
  out.push(`${to < items.length ? more : ''}</ul>`);
}

/**
 * The files holding the whole list of each long category of a sidebar, as every page outside
 * it shows it (`assets/sidebar/<hash>.html` → `<ul>…</ul>`), named by their content. Until
 * this is called for a sidebar, its long categories are listed in full on every page.
 */
export function sidebarListFiles(items: SidebarItem[], baseUrl: string, parts?: SidebarItemParts): Map<string, string> {
  const sidebar = sharedSidebar(items, parts?.key);
  const walk: Walk = { route: '', sidebar, ...(parts ? { parts } : {}) };
  const files = new Map<string, string>();
  const visit = (list: SidebarItem[], level: number): void => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      if (item.items.length > LONG_LIST && item.href) {
        const html = itemsHtml(item.items, walk, level + 1);
        const path = `assets/sidebar/${createHash('sha256').update(html).digest('hex').slice(0, 12)}.html`;
        files.set(path, html);
        sidebar.lists.set(item, `${baseUrl}${path}`);
      }
      visit(item.items, level + 1);
    }
  };
  visit(items, 1);
  return files;
}

/**
 * The items of a sidebar as HTML in pieces whose concatenation is sidebarItemsHtml's: the
 * markup its pages share, each piece made once, and the page's own around it. A page's
 * sidebar as one string is copied whole into a new string when it is written: the 1000 bench
 * pages' sidebar of 160 K characters cost more to copy than to render (see renderPageParts).
 */
export function sidebarItemsPieces(items: SidebarItem[], route: string, options: { parts?: SidebarItemParts; level?: number } = {}): string[] {
  const level = options.level ?? 1;
  const out: string[] = [];
  // The top list has the classic theme's class for the sidebar's menu, which sites' stylesheets select.
  pushItems(items, { route, sidebar: sharedSidebar(items, options.parts?.key), ...(options.parts ? { parts: options.parts } : {}) }, level, level === 1 ? 'theme-doc-sidebar-menu sidebar__list' : 'sidebar__list', out);
  return out;
}

/** The items of a sidebar as HTML, the page at `route` marked and its categories open; `level` is the classic theme's (1 at the top). */
export function sidebarItemsHtml(items: SidebarItem[], route: string, options: { parts?: SidebarItemParts; level?: number } = {}): string {
  return sidebarItemsPieces(items, route, options).join('');
}

/** One item in docsgen's markup, for docsgen's `@theme/DocSidebarItem/*` that a site's part renders (its items still the site's parts). */
export function sidebarItemMarkup(item: SidebarItem, route: string, options: { parts?: SidebarItemParts; level?: number; within?: SidebarItem[] } = {}): ItemMarkup {
  const sidebar = sharedSidebar(options.within ?? [item], options.parts?.key);
  return markupOf(item, { route, sidebar, ...(options.parts ? { parts: options.parts } : {}) }, options.level ?? 1);
}

