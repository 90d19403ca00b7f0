import { renderToString } from 'react-dom/server';
import type { SidebarCategory, SidebarItem } from '../../src/types.ts';
import { themed } from '../theme.ts';

function SidebarLinkItem({ href, label, current, external, badge }: { href: string; label: string; current: boolean; external?: boolean; badge?: string }) {
  return (
    <a
      className={`sidebar__link${current ? ' sidebar__link--active' : ''}`}
      href={href}
      {...(current ? { 'aria-current': 'page' as const } : {})}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {badge ? <span className={`sidebar__badge api-method api-method--${badge.toLowerCase()}`}>{badge === 'DELETE' ? 'DEL' : badge}</span> : null}
      {label}
    </a>
  );
}

/** Past this many links, closed categories away from the current page are rendered as links only. */
export const LARGE_SIDEBAR = 200;

function countLinks(items: SidebarItem[]): number {
  return items.reduce((sum, item) => sum + (item.type === 'link' ? 1 : 1 + countLinks(item.items)), 0);
}

/** An item's markup on every page outside it: its `<li>` class and what the `<li>` holds. */
interface SharedItem {
  className: string;
  html: string;
}

/**
 * What every page of one sidebar shares, worked out once per sidebar rather than once per
 * page: whether it is pruned, the routes inside each category, and (once `prepareSidebar`
 * ran) each top-level item's markup for the pages outside it. A page then renders only the
 * item that holds it; in a sidebar of 1,000 categories that is 5× less rendering a page.
 */
interface SharedSidebar {
  prune: boolean;
  routesIn: (category: SidebarCategory) => ReadonlySet<string>;
  markup: WeakMap<SidebarItem, SharedItem>;
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
    shared = { prune: countLinks(items) > LARGE_SIDEBAR, routesIn, markup: new WeakMap() };
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

function itemClass(item: SidebarItem, route: string, sidebar: SharedSidebar): string {
  return item.type === 'link' || isPruned(item, route, sidebar) ? 'sidebar__item' : 'sidebar__item sidebar__category';
}

/** What an item's `<li>` holds. */
function SidebarEntry({ item, route, sidebar }: { item: SidebarItem; route: string; sidebar: SharedSidebar }) {
  if (item.type === 'link') {
    return <SidebarLinkItem href={item.href} label={item.label} current={item.route === route} external={item.external} {...(item.badge ? { badge: item.badge } : {})} />;
  }
  const label = item.href ? <SidebarLinkItem href={item.href} label={item.label} current={item.route === route} /> : <span className="sidebar__category-label">{item.label}</span>;
  if (!item.collapsible) {
    return (
      <>
        <div className="sidebar__category-heading">{label}</div>
        <SidebarItems items={item.items} route={route} sidebar={sidebar} />
      </>
    );
  }
  // The markup is as short as it can be: a sidebar of 1,000 categories repeats it 1,000 times.
  if (isPruned(item, route, sidebar)) {
    return (
      <a className="sidebar__link sidebar__link--category" href={item.href}>
        {item.label}
      </a>
    );
  }
  return (
    <details open={isOpen(item, route, sidebar)}>
      <summary className="sidebar__category-heading">{label}</summary>
      <SidebarItems items={item.items} route={route} sidebar={sidebar} />
    </details>
  );
}

function SidebarItems({ items, route, sidebar }: { items: SidebarItem[]; route: string; sidebar: SharedSidebar }) {
  return (
    <ul className="sidebar__list">
      {items.map((item, index) => {
        const shared = holds(item, route, sidebar) ? undefined : sidebar.markup.get(item);
        if (shared) return <li key={index} className={shared.className} dangerouslySetInnerHTML={{ __html: shared.html }} />;
        return (
          <li key={index} className={itemClass(item, route, sidebar)}>
            <SidebarEntry item={item} route={route} sidebar={sidebar} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Render each top-level item of a sidebar once, as it shows on pages outside it, so every
 * page shares that markup; a page renders in full only the item it is in. Call before
 * rendering pages: React cannot render while it renders.
 */
export function prepareSidebar(items: SidebarItem[]): void {
  const sidebar = sharedSidebar(items);
  for (const item of items) {
    if (sidebar.markup.has(item)) continue;
    // No route: the markup of pages that are not inside the item.
    sidebar.markup.set(item, { className: itemClass(item, '', sidebar), html: renderToString(<SidebarEntry item={item} route="" sidebar={sidebar} />) });
  }
}

/** The docs sidebar; on narrow screens it folds into a "Menu" disclosure above the content. */
function SidebarView({ items, route }: { items: SidebarItem[]; route: string }) {
  return (
    <aside className="sidebar" aria-label="Docs sidebar">
      <details className="sidebar__disclosure">
        <summary className="sidebar__toggle">Menu</summary>
        <nav className="sidebar__nav" aria-label="Docs pages">
          <SidebarItems items={items} route={route} sidebar={sharedSidebar(items)} />
        </nav>
      </details>
    </aside>
  );
}

export const Sidebar = themed('Sidebar', SidebarView);
