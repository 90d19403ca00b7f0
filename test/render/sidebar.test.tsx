import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../src/types.ts';
import { LONG_LIST, Sidebar, sidebarListFiles } from '../../templates/components/Sidebar.tsx';

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

  /** A tag group of 150 tags, the first with 300 operations, as a large API's sidebar has. */
  function apiSidebar(): SidebarItem[] {
    const operations = (tag: number, count: number): SidebarItem[] =>
      Array.from({ length: count }, (_, o): SidebarItem => ({ type: 'link', label: `Operation ${tag}.${o}`, href: `/api/op-${tag}-${o}`, route: `/api/op-${tag}-${o}`, external: false, badge: 'GET' }));
    const tags = Array.from({ length: 150 }, (_, t): SidebarItem => ({ type: 'category', label: `tag.${t}`, href: `/api#tag-${t}`, collapsible: true, collapsed: true, items: operations(t, t === 0 ? 300 : 2) }));
    return [{ type: 'category', label: 'Group', href: '/api#group', collapsible: true, collapsed: true, items: tags }];
  }

  it(`lists only the page's neighbours in a category of more than ${LONG_LIST} items, and writes the whole list once`, () => {
    const items = apiSidebar();
    const files = sidebarListFiles(items, '/docs/');
    expect([...files.keys()].every((path) => /^assets\/sidebar\/[0-9a-f]{12}\.html$/.test(path))).toBe(true);
    // The group (150 tags) and its first tag (300 operations).
    expect([...files.values()].map((html) => (html.match(/<li /g) ?? []).length).sort((a, b) => a - b)).toEqual([150, 300]);
    const html = render(items, '/api/op-0-150');
    const operationsList = html.slice(html.indexOf('<ul class="sidebar__list" data-sidebar-list', html.indexOf('tag.0')));
    expect(operationsList).toMatch(/^<ul class="sidebar__list" data-sidebar-list="\/docs\/assets\/sidebar\/[0-9a-f]{12}\.html" data-sidebar-from="125"><li class="sidebar__item sidebar__more"><a class="sidebar__link sidebar__link--more" href="\/api#tag-0" data-sidebar-more="">Show all 300 in tag\.0<\/a><\/li>/);
    expect(html.match(/href="\/api\/op-0-/g)).toHaveLength(51);
    expect(html).toContain('<a class="sidebar__link sidebar__link--active" href="/api/op-0-150" aria-current="page">');
    // The group lists the tags next to the open one: the first 26, then "Show all" (the open
    // tag's two "Show all" links, above and below its operations, lead to it too).
    expect(html).toContain('data-sidebar-from="0"><li class="sidebar__item sidebar__category"><details open="">');
    expect(html.match(/href="\/api#tag-\d+"/g)).toHaveLength(26 + 2);
    expect(html).toContain('href="/api#group" data-sidebar-more="">Show all 150 in Group</a></li></ul>');
    // Pages outside the long category list nothing of it but its link.
    expect(render(items, '/api/op-7-1')).not.toContain('op-0-');
  });

  it('lists long categories in full where no list file was written for them', () => {
    expect(render(apiSidebar(), '/api/op-0-150').match(/href="\/api\/op-0-/g)).toHaveLength(300);
  });
});
