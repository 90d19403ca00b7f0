import { describe, expect, it } from 'vitest';
import type { SidebarItemConfig } from '../../src/config/site-config.ts';
import { buildSidebars, type SidebarApi, type SidebarDoc } from '../../src/sidebars/build-sidebars.ts';
import type { CategoryMeta, SidebarCategory, SidebarItem } from '../../src/types.ts';
import { lines } from '../helpers.ts';

function doc(docPath: string, extra: Partial<SidebarDoc> = {}): SidebarDoc {
  const id = docPath.replace(/\.mdx?$/, '').replace(/(^|\/)\d+-/g, '$1');
  const route = `/${id.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
  return { id, route, docPath, label: id.split('/').pop()!, description: '', unlisted: false, ...extra };
}

function sidebarsFor(options: { sidebars?: Record<string, SidebarItemConfig[]> | null; docs: SidebarDoc[]; categories?: CategoryMeta[]; apis?: SidebarApi[]; docusaurusCategories?: boolean }) {
  return buildSidebars({
    ...(options.apis ? { apis: options.apis } : {}),
    ...(options.docusaurusCategories ? { docusaurusCategories: true } : {}),
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

  it("labels a doc's link by its front matter's sidebar_label before the item's label, as Docusaurus does", () => {
    const result = sidebarsFor({
      sidebars: { main: [{ type: 'doc', id: 'setup', label: 'From sidebars', ...at }, { type: 'doc', id: 'faq', label: 'Questions', ...at }] },
      docs: [doc('setup.md', { label: 'From page', frontMatterLabel: 'From page' }), doc('faq.md', { label: 'FAQ title' })],
    });
    expect(outline(result.sidebars.main!)).toEqual(['From page', 'Questions']);
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

  it('generates an index page for a Docusaurus project\'s explicit category only when its link asks for one (a sidebars.json has no `link: null`)', () => {
    const result = sidebarsFor({
      docusaurusCategories: true,
      sidebars: {
        main: [
          { type: 'category', label: 'Getting Started', items: [{ type: 'doc', id: 'a', ...at }], collapsed: true, collapsible: true, ...at },
          { type: 'category', label: 'Custom', items: [{ type: 'doc', id: 'c', ...at }], collapsed: true, collapsible: true, link: { type: 'generated-index' }, ...at },
        ],
      },
      docs: [doc('a.md'), doc('c.md')],
    });
    expect(result.generatedIndexes.map((page) => page.route)).toEqual(['/category/custom']);
    expect(outline(result.sidebars.main!)).toEqual([{ 'Getting Started': ['a'] }, { 'Custom → /category/custom': ['c'] }]);
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
      sidebars: { one: [{ type: 'doc', id: 'a', ...at }], two: [{ type: 'doc', id: 'a', line: 7, column: 5 }] },
      docs: [doc('a.md')],
    });
    expect(result.sidebarOfDoc.get('a')).toBe('one');
    // At the second sidebar's item: the place the doc does not show.
    expect(lines(result.diagnostics)).toEqual([
      'site/sidebars.yaml:7:5 warning Doc `a` is in sidebars `one` and `two`; it shows `one`  sidebars/doc-in-several-sidebars',
    ]);
  });

  describe('REST references', () => {
    /** An API with one tag of one operation and one schema, under `/<id>`. */
    const api = (id: string, title: string): SidebarApi => ({
      id,
      title,
      overviewRoute: `/${id}/overview`,
      sidebar: {
        tags: [{ name: 'Things', label: 'Things', href: `/${id}/overview#tag-things`, operations: [{ title: `List ${id}`, method: 'GET', path: '/list', route: `/${id}/list` }] }],
        schemasHref: `/${id}/overview#schemas`,
        schemas: [{ name: 'Thing', route: `/${id}/schemas/thing` }],
        webhooksHref: `/${id}/overview#webhooks`,
        webhooks: [],
      },
    });
    const openapi = (id?: string, line = 1): SidebarItemConfig => ({ type: 'openapi', ...(id ? { id } : {}), line, column: 3 });
    const docs = [doc('index.md')];

    it('lists the only API for `{type: openapi}`, with or without its id', () => {
      const result = sidebarsFor({ sidebars: { a: [openapi()], b: [openapi('default')] }, docs, apis: [api('default', 'Shop API')] });
      expect(lines(result.diagnostics)).toEqual([]);
      expect(outline(result.sidebars.a!)).toEqual([{ 'Things → /default/overview#tag-things': ['List default'] }, { 'Schemas → /default/overview#schemas': ['Thing'] }]);
      expect(result.sidebars.b).toEqual(result.sidebars.a);
    });

    it('lists the API an item names when there are several', () => {
      const result = sidebarsFor({ sidebars: { pay: [openapi('payments')], admin: [openapi('admin')] }, docs, apis: [api('payments', 'Payments API'), api('admin', 'Admin API')] });
      expect(lines(result.diagnostics)).toEqual([]);
      expect(outline(result.sidebars.admin!)).toEqual([{ 'Things → /admin/overview#tag-things': ['List admin'] }, { 'Schemas → /admin/overview#schemas': ['Thing'] }]);
      expect(result.navigation.get('pay')!.has('/payments/list')).toBe(true);
    });

    it('reports an item without id among several APIs, an unknown id, and an item with no API at all', () => {
      const several = sidebarsFor({ sidebars: { a: [openapi(undefined, 2), openapi('paymens', 3)] }, docs, apis: [api('payments', 'Payments API'), api('admin', 'Admin API')] });
      expect(lines(several.diagnostics)).toEqual([
        'site/sidebars.yaml:2:3 error The sidebar\'s `type: openapi` item needs an `id`: config.yaml has several APIs (`payments`, `admin`)  sidebars/openapi-without-id',
        'site/sidebars.yaml:3:3 error The sidebar\'s `type: openapi` item names API `paymens`, but config.yaml has no API with that id  sidebars/unknown-openapi',
      ]);
      expect(several.diagnostics[1]!.hint).toBe('did you mean `payments`?');
      expect(sidebarsFor({ sidebars: { a: [openapi('zzz')] }, docs, apis: [api('payments', 'Payments API')] }).diagnostics[0]!.hint).toBe('the APIs are `payments`');
      expect(lines(sidebarsFor({ sidebars: { a: [openapi('payments')] }, docs }).diagnostics)).toEqual([
        'site/sidebars.yaml:1:3 error The sidebar has a `type: openapi` item, but config.yaml has no `openapi` section  sidebars/no-openapi',
      ]);
    });

    it('lists nothing, and says nothing more, for an API whose document failed (already reported)', () => {
      const result = sidebarsFor({ sidebars: { a: [openapi('payments')] }, docs, apis: [{ id: 'payments' }] });
      expect(result.diagnostics).toEqual([]);
      expect(result.sidebars.a).toEqual([]);
    });

    it('adds each API to the zero-config sidebar as a category titled by its document, linked to its overview', () => {
      const result = sidebarsFor({ docs, apis: [api('payments', 'Payments API'), api('admin', 'Admin API')] });
      expect(outline(result.sidebars.docs!)).toEqual([
        'index',
        { 'Payments API → /payments/overview': [{ 'Things → /payments/overview#tag-things': ['List payments'] }, { 'Schemas → /payments/overview#schemas': ['Thing'] }] },
        { 'Admin API → /admin/overview': [{ 'Things → /admin/overview#tag-things': ['List admin'] }, { 'Schemas → /admin/overview#schemas': ['Thing'] }] },
      ]);
    });
  });
});
