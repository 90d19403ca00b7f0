import { describe, expect, it } from 'vitest';
import type { SidebarItemConfig } from '../../src/config/site-config.ts';
import { buildSidebars, type SidebarDoc } from '../../src/sidebars/build-sidebars.ts';
import type { CategoryMeta, SidebarCategory, SidebarItem } from '../../src/types.ts';
import { lines } from '../helpers.ts';

function doc(docPath: string, extra: Partial<SidebarDoc> = {}): SidebarDoc {
  const id = docPath.replace(/\.mdx?$/, '').replace(/(^|\/)\d+-/g, '$1');
  const route = `/${id.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
  return { id, route, docPath, label: id.split('/').pop()!, description: '', unlisted: false, ...extra };
}

function sidebarsFor(options: { sidebars?: Record<string, SidebarItemConfig[]> | null; docs: SidebarDoc[]; categories?: CategoryMeta[] }) {
  return buildSidebars({
    sidebars: options.sidebars ?? null,
    sidebarsFile: 'site/sidebars.yaml',
    docs: options.docs,
    categories: new Map((options.categories ?? []).map((c) => [c.dir, c])),
    baseUrl: '/',
    routeBasePath: '/',
  });
}

/** A compact outline: `label` for links, `label/` + children for categories, `→href` when linked. */
function outline(items: SidebarItem[]): unknown[] {
  return items.map((item) =>
    item.type === 'link' ? item.label : { [`${item.label}${item.href ? ` → ${item.href}` : ''}`]: outline(item.items) },
  );
}

const at = { line: 1, column: 1 };

describe('buildSidebars', () => {
  it('resolves explicit doc, link and category items', () => {
    const result = sidebarsFor({
      sidebars: {
        main: [
          { type: 'doc', id: 'intro', ...at },
          { type: 'doc', id: 'setup', label: 'Set it up', ...at },
          { type: 'link', label: 'Site', href: 'https://example.com', ...at },
          { type: 'category', label: 'More', items: [{ type: 'doc', id: 'faq', ...at }], collapsed: true, collapsible: true, link: { type: 'doc', id: 'more' }, ...at },
        ],
      },
      docs: [doc('intro.md'), doc('setup.md'), doc('faq.md'), doc('more.md')],
    });
    expect(result.diagnostics).toEqual([]);
    expect(outline(result.sidebars.main!)).toEqual(['intro', 'Set it up', 'Site', { 'More → /more': ['faq'] }]);
    expect(result.sidebars.main![2]).toMatchObject({ external: true, href: 'https://example.com' });
  });

  it('reports a missing doc id at its line with a suggestion', () => {
    const result = sidebarsFor({ sidebars: { main: [{ type: 'doc', id: 'intr', line: 4, column: 5 }] }, docs: [doc('intro.md')] });
    expect(lines(result.diagnostics)).toEqual(['site/sidebars.yaml:4:5 error Sidebar refers to doc id `intr`, but no page has that id  sidebars/missing-doc']);
    expect(result.diagnostics[0]!.hint).toBe('did you mean `intro`?');
  });

  it('autogenerates from folders: positions, number prefixes, _category_ files, index pages', () => {
    const result = sidebarsFor({
      docs: [
        doc('index.md'),
        doc('zeta.md'),
        doc('alpha.md', { position: 5 }),
        doc('01-guides/index.md', { id: 'guides/index', route: '/guides', label: 'All guides' }),
        doc('01-guides/02-b.md', { id: 'guides/b', route: '/guides/b', position: 2 }),
        doc('01-guides/01-a.md', { id: 'guides/a', route: '/guides/a', position: 1 }),
        doc('api/z.md'),
        doc('api/y.md'),
        doc('hidden.md', { unlisted: true }),
      ],
      categories: [{ dir: 'api', file: 'site/pages/api/_category_.json', label: 'API', position: 2, collapsed: false }],
    });
    expect(outline(result.sidebars.docs!)).toEqual([
      { 'All guides → /guides': ['a', 'b'] },
      { 'API → /api': ['y', 'z'] },
      'alpha',
      'index',
      'zeta',
    ]);
    expect(result.sidebars.docs![1]).toMatchObject({ collapsed: false });
    expect(result.generatedIndexes.map((page) => [page.route, page.title, page.category.items.length])).toEqual([['/api', 'API', 2]]);
  });

  it('generates an index page for explicit categories unless link is null', () => {
    const result = sidebarsFor({
      sidebars: {
        main: [
          { type: 'category', label: 'Getting Started', items: [{ type: 'doc', id: 'a', ...at }], collapsed: true, collapsible: true, ...at },
          { type: 'category', label: 'Plain', items: [{ type: 'doc', id: 'b', ...at }], collapsed: true, collapsible: true, link: null, ...at },
          { type: 'category', label: 'Custom', items: [{ type: 'doc', id: 'c', ...at }], collapsed: true, collapsible: true, link: { type: 'generated-index', slug: '/everything', title: 'Everything', description: 'All of it' }, ...at },
        ],
      },
      docs: [doc('a.md'), doc('b.md'), doc('c.md')],
    });
    expect(result.generatedIndexes.map((page) => [page.route, page.title, page.description])).toEqual([
      ['/category/getting-started', 'Getting Started', ''],
      ['/everything', 'Everything', 'All of it'],
    ]);
    expect(result.sidebars.main![1]).not.toHaveProperty('href');
  });

  it('derives breadcrumbs and prev/next once per sidebar', () => {
    const result = sidebarsFor({
      sidebars: {
        main: [
          { type: 'doc', id: 'a', ...at },
          { type: 'category', label: 'Group', items: [{ type: 'doc', id: 'b', ...at }, { type: 'doc', id: 'c', ...at }], collapsed: true, collapsible: true, link: { type: 'doc', id: 'g' }, ...at },
        ],
      },
      docs: [doc('a.md'), doc('b.md'), doc('c.md'), doc('g.md')],
    });
    const nav = result.navigation.get('main')!;
    expect(nav.get('/a')).toEqual({ sidebarId: 'main', breadcrumbs: [], next: { label: 'Group', href: '/g' }, categoryItems: result.sidebars.main });
    const group = result.sidebars.main![1] as SidebarCategory;
    expect(nav.get('/g')!.categoryItems).toBe(group.items);
    expect(nav.get('/b')).toEqual({
      sidebarId: 'main',
      categoryItems: group.items,
      breadcrumbs: [{ label: 'Group', href: '/g' }],
      prev: { label: 'Group', href: '/g' },
      next: { label: 'c', href: '/c' },
    });
    expect(result.sidebarOfDoc.get('c')).toBe('main');
    expect(result.sidebarOfDoc.has('zzz')).toBe(false);
  });

  it('warns when a doc is in two sidebars and keeps the first', () => {
    const result = sidebarsFor({
      sidebars: { one: [{ type: 'doc', id: 'a', ...at }], two: [{ type: 'doc', id: 'a', ...at }] },
      docs: [doc('a.md')],
    });
    expect(result.sidebarOfDoc.get('a')).toBe('one');
    expect(lines(result.diagnostics)).toEqual([
      'site/sidebars.yaml warning Doc `a` is in sidebars `one` and `two`; it shows `one`  sidebars/doc-in-several-sidebars',
    ]);
  });
});
