import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { copySite, lines, text } from '../helpers.ts';

/**
 * The fixture is in the image of docusaurus-plugin-openapi-docs's demo `tests` spec: a folder of
 * documents, whose pages the plugin writes into one output folder, named by createItems.
 */
describe('docusaurus-plugin-openapi-docs: a specPath that is a folder, at the plugin\'s routes', async () => {
  const cwd = await copySite('docusaurus-openapi-folder');
  const result = await build({ cwd, write: false });
  const html = [...result.files.keys()].filter((path) => path.endsWith('.html')).sort();
  const sidebarLinks = (page: string): string[] => [...(/<nav class="sidebar.*?<\/nav>/s.exec(text(result.files, page))?.[0] ?? '').matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);

  it('writes every document\'s pages into the outputDir, with the ids the plugin gives them', () => {
    expect(html).toEqual([
      '404.html',
      'category/shop/index.html',
      'intro/index.html',
      // info pages: the title, first space a dash, lower-cased, in lodash's kebab case (`Payments v2` → `payments-v-2`)
      'shop/cart-api/index.html',
      // tag pages (`categoryLinkSource: tag`): one `carts`, the first document's
      'shop/carts/index.html',
      // operation pages: the operationId in lodash's kebab case (`getCartV2` → `get-cart-v-2`)
      'shop/create-payment/index.html',
      'shop/get-cart-v-2/index.html',
      'shop/list-carts/index.html',
      'shop/order-api/index.html',
      'shop/orders/index.html',
      // a webhook beside the operations, as the plugin writes it
      'shop/payment-done/index.html',
      'shop/payments-v-2/index.html',
      'shop/payments/index.html',
      'shop/place-order/index.html',
      // a schema at `schemas/<title>`; an untitled one titled by its name, as the plugin's
      // loadAndResolveSpec titles it: both documents' `Address` is `schemas/address`, the first's built
      'shop/schemas/address/index.html',
      'shop/schemas/cart/index.html',
      'shop/schemas/order/index.html',
    ]);
    // Each document's downloads, named for its file: none overwrites another's.
    expect([...result.files.keys()].filter((path) => path.startsWith('shop/') && !/\.(?:html|md)$/.test(path)).sort()).toEqual([
      'shop/carts.postman_collection.json',
      'shop/carts.yaml',
      'shop/orders.postman_collection.json',
      'shop/orders.yaml',
      'shop/payments.postman_collection.json',
      'shop/payments.yaml',
    ]);
    expect(text(result.files, 'shop/order-api/index.html')).toContain('href="/shop/orders.yaml"');
    // An operation links to the schema page of its route (the first document's `Address`).
    expect(text(result.files, 'shop/place-order/index.html')).toContain('href="/shop/schemas/address"');
  });

  it('reports each page two documents give, at the second document\'s name for it, naming both documents and the route', () => {
    expect(lines(result.diagnostics)).toEqual([
      'site/apis/shop/orders.yaml:7:11 warning Duplicate route `/shop/carts`: tag `carts` here and tag `carts` of site/apis/shop/carts.yaml:6:11 both have it (APIs `shop-orders` and `shop-carts` share the route `/shop`); only the first is built  routes/duplicate',
      'site/apis/shop/orders.yaml:27:20 warning Duplicate route `/shop/list-carts`: operation `GET /orders/carts` here and operation `GET /carts` of site/apis/shop/carts.yaml:13:20 both have it (APIs `shop-orders` and `shop-carts` share the route `/shop`); only the first is built  routes/duplicate',
      'site/apis/shop/orders.yaml:41:7 warning Duplicate route `/shop/schemas/address`: schema `Address` here and schema `Address` of site/apis/shop/carts.yaml:47:7 both have it (APIs `shop-orders` and `shop-carts` share the route `/shop`); only the first is built  routes/duplicate',
    ]);
    expect(result.diagnostics[1]!.hint).toBe("docusaurus-plugin-openapi-docs writes only one of them too: give one a name of its own (its `operationId`, tag name, schema `title`, `info.title` or the API's `overview`), or its API a route of its own");
    // The first document's page is the one built.
    expect(text(result.files, 'shop/list-carts/index.html')).toContain('/carts');
    expect(text(result.files, 'shop/list-carts/index.html')).not.toContain('/orders/carts');
  });

  it('resolves links written against the plugin\'s routes: from Markdown, the navbar and a sidebar that requires the generated sidebar.js, and its doc ids', () => {
    const intro = text(result.files, 'intro/index.html');
    for (const route of ['/shop/cart-api', '/shop/list-carts', '/shop/get-cart-v-2', '/shop/schemas/cart', '/shop/carts', '/shop/order-api', '/shop/payments-v-2', '/shop/payment-done']) {
      expect(intro).toContain(`href="${route}"`);
    }
    expect(intro).toContain('<a class="navbar__link" href="/shop/cart-api"');
    expect(sidebarLinks('shop/get-cart-v-2/index.html')).toEqual([
      '/category/shop',
      '/shop/carts',
      '/shop/list-carts',
      '/shop/get-cart-v-2',
      '/shop/cart-api#schemas',
      '/shop/schemas/cart',
      '/shop/schemas/address',
      '/shop/orders',
      '/shop/place-order',
      '/shop/carts',
      '/shop/list-carts',
      '/shop/order-api#schemas',
      '/shop/schemas/order',
      '/shop/schemas/address',
      '/shop/payments',
      '/shop/create-payment',
      '/shop/payments-v-2#webhooks',
      '/shop/payment-done',
    ]);
    // Hand-written items naming the plugin's doc ids (`<outputDir>/<id>`) link to those pages.
    expect(sidebarLinks('intro/index.html')).toEqual(['/intro', '/shop/payments-v-2', '/shop/schemas/order']);
    expect(text(result.files, 'intro/index.html')).toMatch(/<a class="sidebar__link[^"]*" href="\/shop\/payments-v-2"[^>]*>Payments<\/a>/);
  });
});
