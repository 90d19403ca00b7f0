/** What the MCP server finds in a build folder, and how the tools' arguments name it (in-memory folders). */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanRoute, findOperation, findPage, operationsOf } from '../../src/mcp/find-in-catalog.ts';
import { readCatalog, routeOfTwin } from '../../src/mcp/site-catalog.ts';
import { isSafeRelative, openSiteFolder } from '../../src/mcp/site-folder.ts';
import { tempDir, writeFiles } from '../helpers.ts';

const endpoint = (method: string, path: string): string => `<main><div class="api-endpoint"><span class="api-method api-method--${method.toLowerCase()}">${method}</span><code class="api-path">${path}</code></div></main>`;

/** A site under the base URL /docs/: a guide, an API at /api (overview /api, two operations, a webhook). */
async function catalogOf() {
  const cwd = await tempDir();
  await writeFiles(join(cwd, 'build'), {
    'index.html': '<link rel="alternate" type="text/markdown" href="/docs/index.md"/>',
    'index.md': '# Home\n',
    'guides/start.md': '# Start\n\n`GET /carts`\n\nA guide that opens with a code span.\n',
    'guides/start/index.html': '<main><p><code>GET /carts</code></p></main>',
    'api.md': '# Shop API\n\nVersion 1.\n\n## Carts\n\n- [POST Create a cart](https://shop.test/docs/api/create-a-cart.md)\n- [GET Get a cart](https://shop.test/docs/api/get-a-cart.md)\n',
    'api/create-a-cart.md': '# Create a cart\n\n`POST /carts`\n\n## Responses\n',
    'api/create-a-cart/index.html': endpoint('POST', '/carts'),
    'api/get-a-cart.md': '# Get a cart\n\n**Deprecated.**\n\n`GET /carts/{id}`\n',
    'api/get-a-cart/index.html': endpoint('GET', '/carts/{id}'),
    'api/webhooks/cart-paid.md': '# Cart paid\n\n`POST cart.paid` (a webhook: the API calls your endpoint)\n',
    'api/webhooks/cart-paid/index.html': endpoint('POST', 'cart.paid'),
    // A GraphQL reference: its index page and an operation whose twin is its HTML as Markdown.
    'graph.md': '# Shop GraphQL API\n\n**Queries**\n\n- [`cart`](https://shop.test/docs/graph/queries/cart)\n',
    'graph/queries/cart.md': '# cart\n\nA cart by id.\n\nQUERY`cart`\n\nA cart by id.\n',
    'graph/queries/cart/index.html': endpoint('QUERY', 'cart'),
  });
  return readCatalog(await openSiteFolder({ dir: 'build', cwd }));
}

describe('the site catalog', () => {
  it('finds operations by their twin and page, references by their overview, the base URL by the home page', async () => {
    const catalog = await catalogOf();
    expect(catalog.baseUrl).toBe('/docs/');
    expect([...catalog.pages.keys()]).toEqual(['/', '/api', '/api/create-a-cart', '/api/get-a-cart', '/api/webhooks/cart-paid', '/graph', '/graph/queries/cart', '/guides/start']);
    const api = { title: 'Shop API', route: '/api' };
    expect(catalog.operations).toEqual([
      { id: 'POST /carts', route: '/api/create-a-cart', title: 'Create a cart', deprecated: false, api },
      { id: 'GET /carts/{id}', route: '/api/get-a-cart', title: 'Get a cart', deprecated: true, api },
      { id: 'POST cart.paid', route: '/api/webhooks/cart-paid', title: 'Cart paid', deprecated: false, api },
      { id: 'QUERY cart', route: '/graph/queries/cart', title: 'cart', deprecated: false, api: { title: 'Shop GraphQL API', route: '/graph' } },
    ]);
  });

  it('reads routes as readers write them, with or without the base URL', async () => {
    const catalog = await catalogOf();
    for (const route of ['/guides/start', '/docs/guides/start', 'https://shop.test/docs/guides/start.md#x', 'guides/start/']) expect(findPage(catalog, route).file).toBe('guides/start.md');
    expect(findOperation(catalog, '/docs/api/get-a-cart').id).toBe('GET /carts/{id}');
    expect(findOperation(catalog, 'post cart.paid').route).toBe('/api/webhooks/cart-paid');
    expect(operationsOf(catalog, '/api').length).toBe(3);
    expect(findOperation(catalog, 'query cart').route).toBe('/graph/queries/cart');
    expect(operationsOf(catalog, 'shop api').length).toBe(3);
    expect(() => operationsOf(catalog, '/guides')).toThrow("No API reference `/guides`; the site's references are `Shop API` (`/api`), `Shop GraphQL API` (`/graph`)");
    expect(() => findOperation(catalog, 'GET /carts/{cartId}')).toThrow('No operation `GET /carts/{cartId}`; did you mean `GET /carts/{id}`?');
    expect(() => findOperation(catalog, 'PUT /everything')).toThrow('No operation `PUT /everything`; the site has 4 operations: `POST /carts`, `GET /carts/{id}`, `POST cart.paid`, `QUERY cart` (list_operations lists them)');
  });

  it('names twins as the build does, and refuses paths out of the folder', () => {
    expect(['index.md', 'guides/setup.md', 'guides/index.md'].map(routeOfTwin)).toEqual(['/', '/guides/setup', '/guides/']);
    for (const path of ['../x', '/etc/passwd', 'a/../../x', 'a\\..\\x', 'C:/x', '.env', 'a/.git/config', 'a\0b']) expect(isSafeRelative(path), path).toBe(false);
    expect(isSafeRelative('guides/setup.md')).toBe(true);
    for (const route of ['/../x', '..', '/a/./b', 'a\\b']) expect(() => cleanRoute(route)).toThrow('is not a route of this site');
  });
});
