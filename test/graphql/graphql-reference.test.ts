import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildSchema, introspectionFromSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { buildError, fixturesDir, lines, makeSite, text } from '../helpers.ts';
import { indexedPages } from '../search/search-files.ts';

const SDL = await readFile(join(fixturesDir, 'graphql', 'store.graphql'), 'utf8');

const CONFIG = `title: Store
url: https://store.test
graphql:
  schema: api/store.graphql
  route: /graphql/reference
samples:
  graphqlSchema: api/store.graphql
`;

const PAGES = {
  'pages/index.md': '# Home\n\nSee the [Product type](/graphql/reference/objects/product#fields) and [createCart](/graphql/reference/mutations/createcart).\n',
  'pages/guides/catalogue.md': '# Catalogue\n\nProducts and variants.\n',
};

/** The text inside the page's content, tags removed. */
const content = (html: string): string => html.slice(html.indexOf('<div class="theme-doc-markdown markdown">')).replace(/<[^>]+>/g, '');

/** The code of the page's first block of `language`, as a reader copies it. */
function codeBlock(html: string, language: string): string {
  const block = new RegExp(`data-language="${language}"[\\s\\S]*?<code>([\\s\\S]*?)</code>`).exec(html)![1]!;
  return block.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

describe('GraphQL reference: a schema in SDL', async () => {
  const cwd = await makeSite({ ...PAGES, 'api/store.graphql': SDL }, CONFIG);
  const result = await build({ cwd, write: false, cache: false });
  const html = (path: string): string => text(result.files, path);
  const schema = buildSchema(SDL);

  it('builds a page per operation and per type, grouped by kind, without diagnostics', () => {
    expect(lines(result.diagnostics)).toEqual([]);
    const pages = [...result.files.keys()].filter((path) => path.startsWith('graphql/reference/') && path.endsWith('.html')).sort();
    expect(pages).toEqual([
      'graphql/reference/enums/index.html',
      'graphql/reference/enums/productorder/index.html',
      'graphql/reference/index.html',
      'graphql/reference/inputs/cartlineinput/index.html',
      'graphql/reference/inputs/createcartinput/index.html',
      'graphql/reference/inputs/index.html',
      'graphql/reference/interfaces/index.html',
      'graphql/reference/interfaces/node/index.html',
      'graphql/reference/mutations/createcart/index.html',
      'graphql/reference/mutations/index.html',
      'graphql/reference/mutations/removecartline/index.html',
      ...['cart', 'cartline', 'pageinfo', 'product', 'productconnection', 'variant', 'variantconnection'].map((name) => `graphql/reference/objects/${name}/index.html`).toSpliced(0, 0, 'graphql/reference/objects/index.html').sort(),
      'graphql/reference/queries/catalogueversion/index.html',
      'graphql/reference/queries/index.html',
      'graphql/reference/queries/node/index.html',
      'graphql/reference/queries/product/index.html',
      'graphql/reference/queries/products/index.html',
      'graphql/reference/queries/search/index.html',
      ...['boolean', 'datetime', 'float', 'id', 'int', 'string', 'uri'].map((name) => `graphql/reference/scalars/${name}/index.html`).toSpliced(0, 0, 'graphql/reference/scalars/index.html').sort(),
      'graphql/reference/subscriptions/cartupdated/index.html',
      'graphql/reference/subscriptions/index.html',
      'graphql/reference/unions/index.html',
      'graphql/reference/unions/searchresult/index.html',
    ].sort());
  });

  it('serves the schema as written beside the pages', () => {
    expect(html('graphql/reference/schema.graphql')).toBe(SDL);
  });

  it('shows a type with its description as Markdown, its interfaces, and each field with its type linked, arguments, defaults, directives and deprecation', () => {
    const page = html('graphql/reference/objects/product/index.html');
    expect(page).toContain('<h1>Product</h1>');
    expect(page).toContain('Products have <strong>variants</strong>; see <a href="/guides/catalogue">the guide</a>');
    expect(page).toContain('<h2 id="implements">Implements');
    expect(page).toContain('<a href="/graphql/reference/interfaces/node"><code>Node</code></a>');
    expect(page).toContain('<h3 id="variants">variants');
    expect(page).toContain('<a href="/graphql/reference/objects/variantconnection"><code>VariantConnection!</code></a>');
    expect(content(page)).toMatch(/first\s*Int\s*10/);
    expect(content(page)).toContain('Directives: @requiresScope(scope: "inventory:read")');
    expect(page).toMatch(/<h3 id="legacyprice">legacyPrice[\s\S]*?Deprecated[\s\S]*?Use <code>price<\/code>, in the smallest currency unit\./);
  });

  it('lists an enum\'s values with their deprecation, an input\'s fields with their defaults, and a union\'s members', () => {
    expect(html('graphql/reference/enums/productorder/index.html')).toMatch(/<h3 id="name">NAME[\s\S]*?Deprecated[\s\S]*?Sort by <code>CREATED_AT<\/code>/);
    expect(content(html('graphql/reference/inputs/createcartinput/index.html'))).toContain('String = "EUR"');
    expect(html('graphql/reference/unions/searchresult/index.html')).toContain('<a href="/graphql/reference/objects/variant"><code>Variant</code></a>');
    expect(html('graphql/reference/interfaces/node/index.html')).toMatch(/Implemented by[\s\S]*?<code>Cart<\/code>[\s\S]*?<code>Product<\/code>[\s\S]*?<code>Variant<\/code>/);
  });

  it('gives every operation an example that is valid against the schema, without deprecated fields, and its variables', () => {
    const operations = [...result.files.keys()].filter((path) => /^graphql\/reference\/(queries|mutations|subscriptions)\/[^/]+\/index\.html$/.test(path));
    expect(operations).toHaveLength(8);
    for (const path of operations) {
      const example = codeBlock(html(path), 'graphql');
      expect(validate(schema, parse(example)), `${path}:\n${example}`).toEqual([]);
    }
    const products = codeBlock(html('graphql/reference/queries/products/index.html'), 'graphql');
    expect(products).toContain('query Products {');
    expect(products).not.toContain('legacyPrice');
    const createCart = html('graphql/reference/mutations/createcart/index.html');
    expect(codeBlock(createCart, 'graphql')).toContain('mutation CreateCart($input: CreateCartInput!) {');
    expect(JSON.parse(codeBlock(createCart, 'json'))).toEqual({ input: { lines: [{ variantId: 'id_123' }] } });
    expect(result.samples.graphql).toBeGreaterThanOrEqual(8);
  });

  it('starts an operation page with its kind and name, which search ranks as an operation', () => {
    expect(html('graphql/reference/mutations/createcart/index.html')).toContain('<div class="api-endpoint"><span class="api-method api-method--mutation">MUTATION</span><code class="api-path">createCart</code></div>');
    const indexed = indexedPages(result.files).find((page) => page.u === '/graphql/reference/mutations/createcart');
    expect(indexed?.y).toBe('operation');
  });

  it('gives every page the reference\'s sidebar, a category per kind whose page lists its entries, and breadcrumbs', () => {
    const page = html('graphql/reference/queries/product/index.html');
    const sidebar = page.slice(page.indexOf('<nav class="sidebar'), page.indexOf('</nav>', page.indexOf('<nav class="sidebar')));
    const labels = [...sidebar.matchAll(/class="sidebar__(?:link|category-link|category-label)[^"]*"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(labels.slice(0, 2)).toEqual(['Overview', 'Queries']);
    expect(labels).toEqual(expect.arrayContaining(['Mutations', 'Subscriptions', 'Objects', 'Input objects', 'Interfaces', 'Unions', 'Enums', 'Scalars']));
    expect(page).toMatch(/<nav class="theme-doc-breadcrumbs breadcrumbs"[\s\S]*?<a href="\/graphql\/reference">GraphQL reference<\/a>[\s\S]*?<a href="\/graphql\/reference\/queries">Queries<\/a>/);
    const queries = html('graphql/reference/queries/index.html');
    for (const name of ['catalogueVersion', 'node', 'product', 'products', 'search']) expect(queries).toContain(`href="/graphql/reference/queries/${name.toLowerCase()}"`);
  });

  it('checks links to the reference\'s pages and anchors like any other page\'s', async () => {
    const broken = await makeSite({ ...PAGES, 'pages/index.md': '# Home\n\n[Gone](/graphql/reference/objects/order) and [no anchor](/graphql/reference/objects/product#nope).\n', 'api/store.graphql': SDL }, CONFIG);
    const error = await buildError(broken);
    expect(lines(error.diagnostics)).toEqual(expect.arrayContaining([expect.stringContaining('/graphql/reference/objects/order'), expect.stringContaining('#nope')]));
  });
});

describe('GraphQL reference: an introspection result', () => {
  it('builds the same pages as the SDL it came from', async () => {
    const introspection = JSON.stringify({ data: introspectionFromSchema(buildSchema(SDL)) });
    const fromSdl = await build({ cwd: await makeSite({ ...PAGES, 'api/store.graphql': SDL }, CONFIG), write: false, cache: false });
    const fromJson = await build({ cwd: await makeSite({ ...PAGES, 'api/store.json': introspection }, CONFIG.replaceAll('api/store.graphql', 'api/store.json').replace(/samples:[\s\S]*$/, '')), write: false, cache: false });
    expect(lines(fromJson.diagnostics)).toEqual([]);
    const routes = (files: Map<string, unknown>) => [...files.keys()].filter((path) => path.startsWith('graphql/') && path.endsWith('.html')).sort();
    expect(routes(fromJson.files)).toEqual(routes(fromSdl.files));
    expect(text(fromJson.files, 'graphql/reference/schema.json')).toBe(introspection);
    // Introspection keeps no applied directives, but everything else.
    expect(content(text(fromJson.files, 'graphql/reference/objects/product/index.html'))).toContain('Use price, in the smallest currency unit.');
  });
});

describe('GraphQL reference: bad input', () => {
  it('reports an invalid schema at its line and column, and fails the build', async () => {
    const cwd = await makeSite({ ...PAGES, 'api/store.graphql': 'type Query {\n  product: Prodct\n}\n' }, CONFIG.replace(/samples:[\s\S]*$/, ''));
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual([expect.stringMatching(/^site\/api\/store\.graphql:2:12 error Invalid GraphQL schema: Unknown type "Prodct"\..*graphql\/invalid-schema$/)]);
  });

  it('reports a syntax error and a JSON file that is not an introspection result', async () => {
    const syntax = await buildError(await makeSite({ ...PAGES, 'api/store.graphql': 'type Query {\n  product(: ID): String\n}\n' }, CONFIG.replace(/samples:[\s\S]*$/, '')));
    expect(lines(syntax.diagnostics)).toEqual([expect.stringMatching(/^site\/api\/store\.graphql:2:11 error Invalid GraphQL schema: Syntax Error/)]);
    const json = await buildError(await makeSite({ ...PAGES, 'api/store.json': '{"openapi": "3.1.0"}' }, 'title: Store\nurl: https://store.test\ngraphql:\n  schema: api/store.json\n'));
    expect(lines(json.diagnostics)).toEqual([expect.stringMatching(/^site\/api\/store\.json:1:1 error The JSON holds no `__schema`/)]);
    const broken = await buildError(await makeSite({ ...PAGES, 'api/store.json': '{\n  "data": {\n    "__schema": {' }, 'title: Store\nurl: https://store.test\ngraphql:\n  schema: api/store.json\n'));
    expect(lines(broken.diagnostics)).toEqual([expect.stringMatching(/^site\/api\/store\.json:3:\d+ error Invalid GraphQL introspection JSON/)]);
  });

  it('reports a missing schema file at the config, and list entries without id, route or schema', async () => {
    const missing = await buildError(await makeSite(PAGES, 'title: Store\nurl: https://store.test\ngraphql:\n  schema: api/nope.graphql\n'));
    expect(lines(missing.diagnostics)).toEqual([expect.stringMatching(/^site\/config\.yaml:4:3 error `graphql\.schema` names `site\/api\/nope\.graphql`, which does not exist/)]);
    const list = await buildError(await makeSite(PAGES, 'title: Store\nurl: https://store.test\ngraphql:\n  - schema: a.graphql\n  - id: b\n    route: /b\n'));
    expect(lines(list.diagnostics)).toEqual([
      expect.stringContaining('Missing required key `graphql[0].id`'),
      expect.stringContaining('Missing required key `graphql[0].route`'),
      expect.stringContaining('Missing required key `graphql[1].schema`'),
    ]);
  });
});

describe('GraphQL reference: a name defined twice', () => {
  it('builds with the last definition and warns at the second', async () => {
    const sdl = 'type Query {\n  product: String\n  "The second one."\n  product: Int\n}\n';
    const result = await build({ cwd: await makeSite({ 'pages/index.md': '# Home\n', 'api/store.graphql': sdl }, 'title: Store\nurl: https://store.test\ngraphql:\n  schema: api/store.graphql\n'), write: false, cache: false });
    expect(lines(result.diagnostics)).toEqual([expect.stringMatching(/^site\/api\/store\.graphql:4:3 warning Field "Query\.product" can only be defined once\..*graphql\/defined-twice$/)]);
    expect(text(result.files, 'graphql/reference/queries/product/index.html')).toContain('The second one.');
  });
});

describe('GraphQL reference: a schema downloaded at build time', () => {
  it('downloads it into `schema`, builds from the copy when the server is down, and never keeps a response that is no schema', async () => {
    let body = SDL;
    const server = createServer((_request, response) => void response.writeHead(200, { 'content-type': 'text/plain' }).end(body));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const config = `title: Store\nurl: https://store.test\ngraphql:\n  url: http://127.0.0.1:${port}/schema.graphql\n  schema: api/store.graphql\n`;
    try {
      const cwd = await makeSite({ ...PAGES }, config);
      const downloaded = await build({ cwd, write: false, cache: false });
      expect(lines(downloaded.diagnostics)).toEqual([]);
      expect(await readFile(join(cwd, 'site', 'api', 'store.graphql'), 'utf8')).toBe(SDL);
      expect(text(downloaded.files, 'graphql/reference/objects/product/index.html')).toContain('<h1>Product</h1>');
      body = '{ not a schema';
      const refused = await build({ cwd, write: false, cache: false });
      expect(lines(refused.diagnostics)).toEqual([expect.stringMatching(/^site\/api\/store\.graphql warning Could not fetch the GraphQL schema from http:\/\/127\.0\.0\.1:\d+\/schema\.graphql: the response is not a valid GraphQL schema \(Syntax Error.*openapi\/using-cache$/)]);
      expect(await readFile(join(cwd, 'site', 'api', 'store.graphql'), 'utf8')).toBe(SDL);
      const offline = await build({ cwd, write: false, cache: false, offline: true });
      expect(lines(offline.diagnostics)).toEqual([]);
      expect(text(offline.files, 'graphql/reference/objects/product/index.html')).toContain('<h1>Product</h1>');
    } finally {
      server.close();
    }
  });
});
