/**
 * An API's changelog page as a site shows it: for an API with `versionOf` versions, with its
 * older releases in `changelog:`, and in versioned docs; its HTML, anchors, links, sidebar,
 * search entry, sitemap entry and Markdown twin, and its agreement with `docsgen api-diff`.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiDiff } from '../../src/api-diff/api-diff.ts';
import { build } from '../../src/build/build.ts';
import { copySite, lines, text } from '../helpers.ts';
import { indexedPages } from '../search/search-files.ts';
import { makeStoreSite } from './store-site.ts';

/** The content of a page, from its `.markdown` block. */
const content = (html: string): string => html.slice(html.indexOf('<div class="theme-doc-markdown markdown">'), html.indexOf('<nav class="pagination"') >= 0 ? html.indexOf('<nav class="pagination"') : undefined);

/** The changes a changelog section shows: `operation|level|message` (code spans as plain text), sorted. */
function shownChanges(html: string, anchor: string): string[] {
  const start = html.indexOf(`<h2 id="${anchor}"`);
  const section = html.slice(start, html.indexOf('</section>', start));
  return section.split('<div class="api-changelog__operation').slice(1).flatMap((group) => {
    const title = /<h3[^>]*>([\s\S]*?)<\/h3>/.exec(group)![1]!.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
    return [...group.matchAll(/<li class="api-change api-change--([a-z-]+)">[\s\S]*?<span class="api-change__message">([\s\S]*?)<\/span><\/li>/g)].map(([, level, message]) => `${title}|${level}|${decode(message!.replace(/<[^>]+>/g, ''))}`);
  }).sort();
}

const decode = (html: string): string => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe('the changelog page of an API with versions (versionOf) and an older release (changelog:)', async () => {
  const cwd = await makeStoreSite();
  const result = await build({ cwd, write: false, cache: false });
  const page = text(result.files, 'store-api/changelog/index.html');

  it('builds one page for the API, none for its version, whose anchors links are checked against', () => {
    expect([...result.files.keys()].filter((path) => path.includes('changelog')).sort()).toEqual(['graphql/changelog.md', 'graphql/changelog/index.html', 'store-api/changelog.md', 'store-api/changelog/index.html']);
    expect(lines(result.diagnostics).filter((line) => /changelog|api-diff|routes\//.test(line))).toEqual(['site/pages/index.md:3:114 warning Cannot find anchor `#3.0-to-4.0` in /store-api/changelog (`not in 4.0`)  links/broken-anchor']);
  });

  it('lists each pair of releases newest first, each under a heading with an anchor, in the table of contents', () => {
    const headings = [...page.matchAll(/<h2 id="([^"]+)">([^<]+)</g)].map(([, id, title]) => `${id} ${decode(title!)}`);
    expect(headings).toEqual(['1.0-to-2.0 1.0 → 2.0', '0.9-to-1.0 0.9 → 1.0']);
    expect(page).toContain('<a class="toc__link" href="#1.0-to-2.0">1.0 → 2.0</a>');
    expect(page).toContain('<title>Kassa Store API changelog | Store</title>');
  });

  it('gives each release a summary line and marks each change breaking or not with a badge, breaking operations first', () => {
    expect(page).toContain('<span class="badge badge--danger">40<!-- --> breaking</span> <span class="badge">43<!-- --> non-breaking</span> <span class="api-changelog__summary-text">40 breaking changes, 43 non-breaking, in 9 operations.</span>');
    expect(page).toContain('<li class="api-change api-change--breaking"><span class="badge api-change__level badge--danger">Breaking</span> <span class="api-change__message">operation removed</span></li>');
    expect(page).toContain('<span class="badge api-change__level">Non-breaking</span> <span class="api-change__message">response 200 application/json: <code>[].slug</code> added</span>');
    const section = page.slice(page.indexOf('<h2 id="1.0-to-2.0"'), page.indexOf('</section>', page.indexOf('<h2 id="1.0-to-2.0"')));
    const groups = section.split('<div class="api-changelog__operation').slice(1).map((group) => (group.startsWith(' api-changelog__operation--breaking') ? 'breaking' : 'other'));
    // GET /categories only gained a property, GET /orders was added: last.
    expect(groups).toEqual([...Array(7).fill('breaking'), 'other', 'other']);
    expect(page).toContain('<label class="api-changelog__filter"><input type="checkbox" class="api-changelog__only-breaking"/> Show breaking changes only</label>');
  });

  it('classifies every change as `docsgen api-diff` does on the same pair', async () => {
    const siteDir = join(cwd, 'site');
    const { changes } = await apiDiff({ old: 'api/store-v1.yaml', new: 'api/store-v2.yaml', cwd: siteDir });
    expect(shownChanges(page, '1.0-to-2.0')).toEqual(changes.map((change) => `${change.operation}|${change.level}|${change.message.replace(/`/g, '')}`).sort());
    const graphql = await apiDiff({ old: 'api/store-v1.graphql', new: 'api/store.graphql', cwd: siteDir });
    expect(shownChanges(text(result.files, 'graphql/changelog/index.html'), '1.0-to-2.0')).toEqual(graphql.changes.map((change) => `${change.operation}|${change.level}|${change.message.replace(/`/g, '')}`).sort());
  });

  it('links each operation to its page in the newer release, and a removed one to its page in the older release', () => {
    expect(page).toContain('<span class="api-method api-method--get">GET</span> <a href="/store-api/get-a-cart"><code>/carts/{cartId}</code></a>');
    expect(page).toContain('<span class="api-method api-method--delete">DELETE</span> <a href="/store-api/v1/delete-a-cart"><code>/carts/{id}</code></a>');
    // 0.9 is in no reference of the site: its operations are the 1.0 pages, where they exist.
    expect(page).toContain('<span class="api-method api-method--get">GET</span> <a href="/store-api/v1/the-category-tree"><code>/categories</code></a>');
    expect(result.files.has('store-api/get-a-cart/index.html') && result.files.has('store-api/v1/delete-a-cart/index.html')).toBe(true);
  });

  it('is in the API\'s sidebar, after its schemas, and linked beside the version switcher on every page of both versions', () => {
    const sidebar = page.slice(page.indexOf('<nav class="sidebar'), page.indexOf('</nav>', page.indexOf('<nav class="sidebar')));
    expect(sidebar).toContain('<a class="sidebar__link sidebar__link--active" href="/store-api/changelog" aria-current="page">Changelog</a>');
    expect(sidebar.indexOf('href="/store-api/changelog"')).toBeGreaterThan(sidebar.lastIndexOf('/store-api/schemas/'));
    for (const path of ['store-api/kassa-store-api/index.html', 'store-api/create-a-cart/index.html', 'store-api/v1/delete-a-cart/index.html']) {
      expect(content(text(result.files, path))).toContain('<nav class="api-versions" aria-label="API versions"><a class="api-versions__changelog" href="/store-api/changelog">Changelog</a><details');
    }
  });

  it('is in search as a page of the reference, its releases as sections, and in the sitemap', () => {
    const indexed = indexedPages(result.files).find((entry) => entry.u === '/store-api/changelog');
    expect(indexed).toMatchObject({ t: 'Kassa Store API changelog', y: 'page' });
    expect(indexed!.s.map(([heading, anchor]) => [heading, anchor])).toEqual(expect.arrayContaining([['1.0 → 2.0', '1.0-to-2.0'], ['0.9 → 1.0', '0.9-to-1.0']]));
    expect(text(result.files, 'sitemap.xml')).toContain('<loc>https://store.test/store-api/changelog</loc>');
    expect(text(result.files, 'sitemap.xml')).toContain('<loc>https://store.test/graphql/changelog</loc>');
  });

  it('has a Markdown twin: headings, summary lines, each change a list item, operations linked to their twins', () => {
    const twin = text(result.files, 'store-api/changelog.md');
    expect(twin.startsWith('# Kassa Store API changelog\n\nWhat changed in the Kassa Store API since 0.9, release by release: 41 breaking changes.\n\n## 1.0 → 2.0\n\n40 breaking changes, 43 non-breaking, in 9 operations.\n\n### [GET `/carts`](https://store.test/store-api/list-carts.md)\n\n- **Breaking:** parameter `limit` (query): `maximum` changed from 100 to 50\n')).toBe(true);
    expect(twin).toContain('### [DELETE `/carts/{id}`](https://store.test/store-api/v1/delete-a-cart.md)\n\n- **Breaking:** operation removed\n');
    expect(twin).toContain('\n- Non-breaking: response 200 application/json: `[].slug` added\n');
    expect(twin).toContain('## 0.9 → 1.0\n\n1 breaking change, 13 non-breaking, in 8 operations.\n\n### [GET `/carts`](https://store.test/store-api/v1/list-carts.md)\n\n- **Breaking:** security added: `oauth` or `apiKey`\n');
    expect(twin).not.toMatch(/<[a-z/]/i);
    expect(page).toContain('<link rel="alternate" type="text/markdown" href="/store-api/changelog.md"');
    expect(text(result.files, 'llms.txt')).toMatch(/^- \[Kassa Store API changelog\]\(https:\/\/store\.test\/store-api\/changelog\.md\): What changed in the Kassa Store API since 0\.9/m);
  });

  it('is a GraphQL reference\'s page too: types and fields linked to their pages, in its sidebar', () => {
    const graphql = text(result.files, 'graphql/changelog/index.html');
    expect(graphql).toContain('<title>Store GraphQL API changelog | Store</title>');
    expect(graphql).toContain('<li><a href="/graphql">Store GraphQL API</a></li><li aria-current="page"><span>Store GraphQL API changelog</span></li>');
    expect(graphql).toContain('<a href="/graphql/objects/cart#total"><code>Cart.total</code></a>');
    expect(graphql).toContain('<a href="/graphql/queries/products"><code>Query.products</code></a>');
    // A field the schema no longer has links to its type's page, without an anchor.
    expect(graphql).toContain('<a href="/graphql/objects/cart"><code>Cart.couponCode</code></a>');
    expect(graphql).toContain('<a class="sidebar__link sidebar__link--active" href="/graphql/changelog" aria-current="page">Changelog</a>');
    expect(text(result.files, 'graphql/changelog.md')).toContain('### [`Cart.total`](https://store.test/graphql/objects/cart.md)\n\n- **Breaking:** Field \'Cart.total\' changed type from \'Int!\' to \'Float!\'\n');
  });
});

describe('the changelog page of an API in versioned docs', async () => {
  const cwd = await copySite('versions-two');
  const result = await build({ cwd, write: false, cache: false });

  it('compares the docs folder\'s document with 1.0\'s copy, on Next only (1.0 has no older version)', () => {
    expect([...result.files.keys()].filter((path) => path.includes('changelog')).sort()).toEqual(['next/api-rest/changelog.md', 'next/api-rest/changelog/index.html']);
    const page = text(result.files, 'next/api-rest/changelog/index.html');
    expect([...page.matchAll(/<h2 id="([^"]+)">/g)].map(([, id]) => id)).toEqual(['1.0-to-next']);
    expect(page).toContain('<span class="api-method api-method--get">GET</span> <a href="/api-rest/poll-a-cart"><code>/carts/{cartId}/poll</code></a>');
    expect(page).toContain('<span class="api-method api-method--post">POST</span> <a href="/next/api-rest/subscribe-to-a-cart"><code>/carts/{cartId}/webhooks</code></a>');
    expect(content(text(result.files, 'next/api-rest/carts-api/index.html'))).toContain('<nav class="api-versions" aria-label="API versions"><a class="api-versions__changelog" href="/next/api-rest/changelog">Changelog</a></nav>');
    expect(content(text(result.files, 'api-rest/carts-api/index.html'))).not.toContain('api-versions');
  });
});

describe('the changelog page as `docsgen dev` builds it first (onlyRoute)', () => {
  /** A page of a build, rendered. */
  const rendered = (result: Awaited<ReturnType<typeof build>>, path: string): string | undefined => {
    const file = result.files.get(path);
    if (!file) return undefined;
    const contents = 'render' in file ? file.render() : 'contents' in file ? file.contents : '';
    return typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8');
  };

  it('renders the changelog page, and the pages listing it, as the whole-site build does', { timeout: 120_000 }, async () => {
    for (const [cwd, routes] of [[await makeStoreSite(), ['/store-api/changelog', '/graphql/changelog', '/store-api/v1/delete-a-cart']], [await copySite('versions-two'), ['/next/api-rest/changelog', '/next/api-rest/carts-api']]] as const) {
      const options = { cwd, write: false, lazy: true, quickStart: true, hashStylesheet: false, cache: false } as const;
      const full = await build(options);
      for (const route of routes) {
        const path = `${route.slice(1)}/index.html`;
        const first = await build({ ...options, onlyRoute: route });
        expect(rendered(first, path), route).toBe(rendered(full, path));
        expect(rendered(first, path), route).toBeDefined();
      }
    }
  });
});
