import type { SidebarCategory, SidebarItem } from '../../src/types.ts';

function containsRoute(category: SidebarCategory, route: string): boolean {
  return category.route === route || category.items.some((item) => (item.type === 'link' ? item.route === route : containsRoute(item, route)));
}

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

function SidebarItems({ items, route, prune }: { items: SidebarItem[]; route: string; prune: boolean }) {
  return (
    <ul className="sidebar__list">
      {items.map((item, index) => {
        if (item.type === 'link') {
          return (
            <li key={index} className="sidebar__item">
              <SidebarLinkItem href={item.href} label={item.label} current={item.route === route} external={item.external} {...(item.badge ? { badge: item.badge } : {})} />
            </li>
          );
        }
        const label = item.href ? (
          <SidebarLinkItem href={item.href} label={item.label} current={item.route === route} />
        ) : (
          <span className="sidebar__category-label">{item.label}</span>
        );
        if (!item.collapsible) {
          return (
            <li key={index} className="sidebar__item sidebar__category">
              <div className="sidebar__category-heading">{label}</div>
              <SidebarItems items={item.items} route={route} prune={prune} />
            </li>
          );
        }
        // Categories open by default when configured so, or when they hold the current page.
        const open = !item.collapsed || containsRoute(item, route);
        // A huge sidebar (an API with a thousand operations) would repeat megabytes on every
        // page: a closed category away from the page shows as a link to its own page instead.
        // The markup is as short as it can be: a sidebar of 1,000 categories repeats it 1,000 times.
        if (prune && !open && item.href) {
          return (
            <li key={index} className="sidebar__item">
              <a className="sidebar__link sidebar__link--category" href={item.href}>
                {item.label}
              </a>
            </li>
          );
        }
        return (
          <li key={index} className="sidebar__item sidebar__category">
            <details open={open}>
              <summary className="sidebar__category-heading">{label}</summary>
              <SidebarItems items={item.items} route={route} prune={prune} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/** The docs sidebar; on narrow screens it folds into a "Menu" disclosure above the content. */
export function Sidebar({ items, route }: { items: SidebarItem[]; route: string }) {
  return (
    <aside className="sidebar" aria-label="Docs sidebar">
      <details className="sidebar__disclosure">
        <summary className="sidebar__toggle">Menu</summary>
        <nav className="sidebar__nav" aria-label="Docs pages">
          <SidebarItems items={items} route={route} prune={countLinks(items) > LARGE_SIDEBAR} />
        </nav>
      </details>
    </aside>
  );
}
