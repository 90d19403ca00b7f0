import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/parse-config.ts';
import type { PageModel, SiteModel } from '../../src/render/models.ts';
import { emptyPage } from '../../src/render/page-model.ts';
import { renderPage, renderPageParts } from '../../src/render/render-page.ts';
import { buildSiteModel } from '../../src/render/site-model.ts';

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
