import { createHash } from 'node:crypto';
import type { SidebarCategory, SidebarItem } from '../../src/types.ts';
import { translate, useLocaleMessages } from '../translate.ts';
import { themed } from '../theme.ts';

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

const sharedSidebars = new WeakMap<SidebarItem[], SharedSidebar>();

function sharedSidebar(items: SidebarItem[]): SharedSidebar {
  let shared = sharedSidebars.get(items);
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
    sharedSidebars.set(items, shared);
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

/** An item's `<li>`. */
function itemHtml(item: SidebarItem, route: string, sidebar: SharedSidebar): string {
  if (item.type === 'link' && item.html !== undefined) return `<li class="sidebar__item sidebar__item--html">${item.html}</li>`;
  if (item.type === 'link') return `<li class="sidebar__item">${linkHtml(item, item.route === route)}</li>`;
  // The markup is as short as it can be: a sidebar of 1,000 categories repeats it 1,000 times.
  if (isPruned(item, route, sidebar)) return `<li class="sidebar__item"><a class="sidebar__link sidebar__link--category" href="${escape(item.href!)}">${escape(item.label)}</a></li>`;
  const label = item.href ? linkHtml({ href: item.href, label: item.label }, item.route === route) : `<span class="sidebar__category-label">${escape(item.label)}</span>`;
  const list = sidebar.lists.has(item) && holds(item, route, sidebar) ? neighboursHtml(item, route, sidebar) : itemsHtml(item.items, route, sidebar);
  if (!item.collapsible) return `<li class="sidebar__item sidebar__category"><div class="sidebar__category-heading">${label}</div>${list}</li>`;
  return `<li class="sidebar__item sidebar__category"><details${isOpen(item, route, sidebar) ? ' open=""' : ''}><summary class="sidebar__category-heading">${label}</summary>${list}</details></li>`;
}

/** An item of a list: its own markup on pages inside it, else the markup every other page shares. */
function entryHtml(item: SidebarItem, route: string, sidebar: SharedSidebar): string {
  if (holds(item, route, sidebar)) return itemHtml(item, route, sidebar);
  let shared = sidebar.markup.get(item);
  // No route: the markup of pages that are not inside the item.
  if (shared === undefined) sidebar.markup.set(item, (shared = itemHtml(item, '', sidebar)));
  return shared;
}

function itemsHtml(items: SidebarItem[], route: string, sidebar: SharedSidebar): string {
  let html = '<ul class="sidebar__list">';
  for (const item of items) html += entryHtml(item, route, sidebar);
  return `${html}</ul>`;
}

/**
 * A category longer than this shows, on the pages inside it, only the page's neighbours and
 * "Show all" links; the client then puts the whole list in, from one file every page of the
 * category shares. One tag of Microsoft Graph's API holds 1,500 operations: listed on each
 * of their pages, the sidebar was 300 KB of every one.
 */
export const LONG_LIST = 100;
const NEIGHBOURS = 25;

function neighboursHtml(category: SidebarCategory, route: string, sidebar: SharedSidebar): string {
  const { items } = category;
  const at = Math.max(0, items.findIndex((item) => holds(item, route, sidebar)));
  const from = Math.max(0, at - NEIGHBOURS);
  const to = Math.min(items.length, at + NEIGHBOURS + 1);
  // Without JavaScript, "Show all" leads to the category's own page, which lists every item.
  const more = `<li class="sidebar__item sidebar__more"><a class="sidebar__link sidebar__link--more" href="${escape(category.href!)}" data-sidebar-more="">Show all ${items.length} in ${escape(category.label)}</a></li>`;
  let html = `<ul class="sidebar__list" data-sidebar-list="${escape(sidebar.lists.get(category)!)}" data-sidebar-from="${from}">${from > 0 ? more : ''}`;
  for (const item of items.slice(from, to)) html += entryHtml(item, route, sidebar);
  return `${html}${to < items.length ? more : ''}</ul>`;
}

/**
 * The files holding the whole list of each long category of a sidebar, as every page outside
 * it shows it (`assets/sidebar/<hash>.html` → `<ul>…</ul>`), named by their content. Until
 * this is called for a sidebar, its long categories are listed in full on every page.
 */
export function sidebarListFiles(items: SidebarItem[], baseUrl: string): Map<string, string> {
  const sidebar = sharedSidebar(items);
  const files = new Map<string, string>();
  const visit = (list: SidebarItem[]): void => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      if (item.items.length > LONG_LIST && item.href) {
        const html = itemsHtml(item.items, '', sidebar);
        const path = `assets/sidebar/${createHash('sha256').update(html).digest('hex').slice(0, 12)}.html`;
        files.set(path, html);
        sidebar.lists.set(item, `${baseUrl}${path}`);
      }
      visit(item.items);
    }
  };
  visit(items);
  return files;
}

/** The items of a sidebar as HTML, the page at `route` marked and its categories open. */
export function sidebarItemsHtml(items: SidebarItem[], route: string): string {
  return itemsHtml(items, route, sharedSidebar(items));
}

/**
 * The docs sidebar; on narrow screens it folds into a "Menu" disclosure above the content.
 * `hideable`: buttons to hide it on wide screens and bring it back (the client script's; see
 * sidebar.ts). `autoCollapseCategories`: opening a category closes its siblings.
 */
function SidebarView({ items, route, hideable = false, autoCollapseCategories = false }: { items: SidebarItem[]; route: string; hideable?: boolean; autoCollapseCategories?: boolean }) {
  const messages = useLocaleMessages();
  return (
    <aside className="sidebar" aria-label={translate(messages, 'theme.docs.sidebar.navAriaLabel', 'Docs sidebar')} {...(hideable ? { 'data-hideable': '' } : {})}>
      <details className="sidebar__disclosure">
        <summary className="sidebar__toggle">{translate(messages, 'theme.docs.sidebar.menuLabel', 'Menu')}</summary>
        <nav
          className="sidebar__nav"
          aria-label={translate(messages, 'theme.docs.sidebar.pagesAriaLabel', 'Docs pages')}
          {...(autoCollapseCategories ? { 'data-auto-collapse': '' } : {})}
          dangerouslySetInnerHTML={{ __html: sidebarItemsHtml(items, route) }}
        />
      </details>
      {hideable ? (
        <>
          <button type="button" className="sidebar__hide" title={translate(messages, 'theme.docs.sidebar.collapseButtonTitle', 'Collapse sidebar')} aria-label={translate(messages, 'theme.docs.sidebar.collapseButtonAriaLabel', 'Collapse sidebar')}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d="M17.6 6.4 16.2 5l-7 7 7 7 1.4-1.4L12 12l5.6-5.6Zm-6 0L10.2 5l-7 7 7 7 1.4-1.4L6 12l5.6-5.6Z" />
            </svg>
          </button>
          <button type="button" className="sidebar__show" title={translate(messages, 'theme.docs.sidebar.expandButtonTitle', 'Expand sidebar')} aria-label={translate(messages, 'theme.docs.sidebar.expandButtonAriaLabel', 'Expand sidebar')}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d="M6.4 17.6 7.8 19l7-7-7-7-1.4 1.4L12 12l-5.6 5.6Zm6 0 1.4 1.4 7-7-7-7-1.4 1.4L18 12l-5.6 5.6Z" />
            </svg>
          </button>
        </>
      ) : null}
    </aside>
  );
}

export const Sidebar = themed('Sidebar', SidebarView);
