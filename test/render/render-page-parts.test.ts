import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/parse-config.ts';
import type { PageModel, SiteModel } from '../../src/render/models.ts';
import { emptyPage } from '../../src/render/page-model.ts';
import { renderPage, renderPageParts } from '../../src/render/render-page.ts';
import { buildSiteModel } from '../../src/render/site-model.ts';
import type { SidebarCategory, SidebarItem } from '../../src/types.ts';

function site(yaml = '', htmlTags?: SiteModel['htmlTags']): SiteModel {
  const { config } = parseConfig(`title: Shop API\nurl: https://docs.example.com\n${yaml}`, 'config.yaml');
  return buildSiteModel({ config: config!, configFile: 'config.yaml', docs: [], stylesheetHref: '/assets/site.css', scriptHref: '/assets/site.js', searchIndexHref: null, ...(htmlTags ? { htmlTags } : {}) }).site;
}

/** An API page's content of about `size` characters: a schema tree with a code block and a non-Latin-1 character. */
function content(size: number, extra = ''): string {
  const row = '<li class="schema__property"><code>items[].quantity</code> <span>integer ≥ 1</span></li>';
  return `<h2 id="cart">Cart</h2>${extra}<ul>${row.repeat(Math.ceil(size / row.length))}</ul><pre><code>{"total": 25800}</code></pre>`;
}

const page = (html: string, fields: Partial<PageModel> = {}): PageModel => emptyPage({ kind: 'doc', route: '/api/carts/get-cart', title: 'Get a cart', html, ...fields });

/** A docs sidebar of `sections` collapsed categories of 10 links each (a category of nested ones in the middle), one of them the page's. */
function sidebar(sections: number, extra: Partial<SidebarCategory> = {}): SidebarItem[] {
  const links = (section: number): SidebarItem[] => Array.from({ length: 10 }, (_, index) => ({ type: 'link', label: `Guide ${section}.${index} ✓`, href: `/guides/${section}/${index}`, route: `/guides/${section}/${index}`, external: false }));
  const category = (section: number, items: SidebarItem[]): SidebarCategory => ({ type: 'category', label: `Section ${section}`, items, collapsed: true, collapsible: true, ...extra });
  return Array.from({ length: sections }, (_, section) => (section === 5 ? category(section, [category(500, links(500)), ...links(section)]) : category(section, links(section))));
}

describe('renderPageParts', () => {
  it('splices a long content into the layout rendered around it: the pieces are renderPage\'s document', () => {
    const args = { page: page(content(40_000)), site: site() };
    const pieces = renderPageParts(args);
    expect(pieces).toHaveLength(3);
    expect(pieces[1]).toBe(args.page.html);
    expect(pieces.join('')).toBe(renderPage(args));
  });

  it('gives the same document with the plugins\' tags in the head and body', () => {
    const args = { page: page(content(40_000)), site: site('', { head: '<meta name="plugin" content="1">', preBody: '<script>1</script>', postBody: '<script>2</script>' }) };
    expect(renderPageParts(args)).toHaveLength(3);
    expect(renderPageParts(args).join('')).toBe(renderPage(args));
  });

  it('splices a long sidebar as pieces its pages share, the page\'s own item marked and its categories open', () => {
    const items = sidebar(60);
    const pieces = (route: string, html = content(2_000)) => {
      const args = { page: page(html, { route, sidebar: items }), site: site() };
      const parts = renderPageParts(args);
      expect(parts.join('')).toBe(renderPage(args));
      return parts;
    };
    const first = pieces('/guides/500/3');
    const second = pieces('/guides/7/1', content(40_000));
    const whole = renderPage({ page: page(content(2_000), { route: '/guides/500/3', sidebar: items }), site: site() });
    const sidebarLength = whole.indexOf('</nav>', whole.indexOf('theme-doc-sidebar-menu')) - whole.indexOf('<ul class="theme-doc-sidebar-menu');
    expect(sidebarLength).toBeGreaterThan(40_000);
    // No piece holds the whole sidebar, and the sections away from both pages are the same strings on both.
    expect(Math.max(...first.map((piece) => piece.length))).toBeLessThan(sidebarLength / 4);
    const shared = first.filter((piece) => piece.includes('Section 30<'));
    expect(shared).toHaveLength(1);
    expect(second).toContain(shared[0]);
    expect(first.join('')).toContain('<a class="sidebar__link sidebar__link--active" href="/guides/500/3" aria-current="page">');
    const open = (document: string) => [...document.matchAll(/<details open=""><summary class="sidebar__category-heading"><span class="sidebar__category-label">Section (\d+)</g)].map((match) => match[1]);
    expect(open(first.join(''))).toEqual(['5', '500']);
    expect(open(second.join(''))).toEqual(['7']);
  });

  it.each([
    ['a short sidebar', sidebar(3)],
    ['an HTML item holding a head block', [...sidebar(60), { type: 'link', label: '', href: '', external: false, html: '<noscript data-docsgen-head=""><meta name="robots" content="noindex"></noscript>' }] satisfies SidebarItem[]],
  ])('renders the sidebar in place for %s, as renderPage does', (_name, items) => {
    const args = { page: page(content(2_000), { route: '/guides/1/1', sidebar: items }), site: site() };
    expect(renderPageParts(args)).toEqual([renderPage(args)]);
  });

  it.each([
    ['short content', page(content(2_000))],
    ['a head block in the content', page(content(40_000, '<head><meta name="robots" content="noindex"></head>'))],
    ['content with its own <main>', page(`<main class="api">${content(40_000)}</main>`)],
  ])('renders the page whole for %s, as renderPage does', (_name, model) => {
    const args = { page: model, site: site() };
    expect(renderPageParts(args)).toEqual([renderPage(args)]);
  });

  it('renders the page whole when the site translates its copy buttons, which are rewritten across the document', () => {
    const translated = site();
    const args = { page: page(content(40_000)), site: { ...translated, messages: { ...translated.messages, 'theme.CodeBlock.copy': 'Kopieren' } } };
    expect(renderPageParts(args)).toEqual([renderPage(args)]);
  });
});
