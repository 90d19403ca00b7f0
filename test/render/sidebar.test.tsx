import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../src/types.ts';
import { Sidebar } from '../../templates/components/Sidebar.tsx';

/** A sidebar of `categories` collapsed categories of 3 links, one nested category, one open one and an external link. */
function sidebar(categories: number): SidebarItem[] {
  return [
    { type: 'link', label: 'Intro', href: '/intro', route: '/intro', external: false },
    ...Array.from({ length: categories }, (_, c): SidebarItem => ({
      type: 'category',
      label: `Area ${c}`,
      href: `/area-${c}`,
      route: `/area-${c}`,
      collapsible: true,
      collapsed: true,
      items: [
        ...Array.from({ length: 3 }, (_, p): SidebarItem => ({ type: 'link', label: `Page ${p} <&>`, href: `/area-${c}/page-${p}`, route: `/area-${c}/page-${p}`, external: false, ...(p === 0 ? { badge: 'GET' } : {}) })),
        { type: 'category', label: `Deeper ${c}`, collapsible: true, collapsed: true, items: [{ type: 'link', label: 'Deep', href: `/area-${c}/deep`, route: `/area-${c}/deep`, external: false }] },
      ],
    })),
    { type: 'category', label: 'Always open', collapsible: false, collapsed: false, items: [{ type: 'link', label: 'Open page', href: '/open', route: '/open', external: false }] },
    { type: 'link', label: 'GitHub', href: 'https://github.com/kassa', external: true },
  ];
}

const render = (items: SidebarItem[], route: string): string => renderToString(createElement(Sidebar, { items, route }));

describe('the sidebar', () => {
  for (const [size, categories] of [['small', 5], ['pruned', 60]] as const) {
    it(`renders every page of a ${size} sidebar the same from shared markup as in full`, () => {
      const routes = ['/intro', '/area-2', '/area-2/page-1', '/area-3/deep', '/open', '/elsewhere'];
      // Each page of a fresh sidebar, then every page of one sidebar twice: the second time from markup shared by the first.
      const full = routes.map((route) => render(sidebar(categories), route));
      const items = sidebar(categories);
      routes.forEach((route) => render(items, route));
      expect(routes.map((route) => render(items, route))).toEqual(full);
      // The page's own category is open and marks the page; others are shared markup.
      expect(full[2]).toContain('aria-current="page"');
      expect(full[3]).toMatch(/<details open=""><summary class="sidebar__category-heading"><span class="sidebar__category-label">Deeper 3<\/span>/);
    });
  }

  it('prunes closed categories away from the page once the sidebar passes 200 links', () => {
    const html = render(sidebar(60), '/area-2/page-1');
    expect(html).toContain('<li class="sidebar__item"><a class="sidebar__link sidebar__link--category" href="/area-9">Area 9</a></li>');
    expect(html).toContain('<details open=""><summary class="sidebar__category-heading"><a class="sidebar__link" href="/area-2">Area 2</a></summary>');
    expect(render(sidebar(5), '/intro')).toContain('<details><summary class="sidebar__category-heading"><a class="sidebar__link" href="/area-4">Area 4</a></summary>');
  });
});
