import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build/build.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { loadSite, type LoadedSite } from '../../src/site/load-site.ts';
import { docsVersionsOf } from '../../src/site/docs-plugin.ts';
import { restApisOf } from '../../src/site/openapi-plugin.ts';

import type { SidebarItem } from '../../src/types.ts';
import { copySite, lines, runDocsgen, text, writeFiles } from '../helpers.ts';
import { indexedPages } from '../search/search-files.ts';

/** The sidebars of the site's last docs version. */
const sidebarsOf = (loaded: LoadedSite) => docsVersionsOf(loaded.globalData).find((entry) => entry.version.isLast)!.sidebars;

/** Two APIs: Payments (OpenAPI 3.1, YAML) at /payments-api and Admin (3.0, JSON) at /admin-api. */
const SITE = 'multi-api';

async function buildError(cwd: string): Promise<DocsgenError> {
  try {
    await build({ cwd, write: false, cache: false });
  } catch (error) {
    if (error instanceof DocsgenError) return error;
    throw error;
  }
  throw new Error('the build did not fail');
}

/** Each indexed section's URL → its search group and result type. */
function searchGroups(result: BuildResult): Map<string, string> {
  return new Map(indexedPages(result.files).map((page) => [page.u, `${page.a} (${page.y})`]));
}

const outline = (items: SidebarItem[]): unknown[] => items.map((item) => (item.type === 'link' ? item.label : { [item.label]: outline(item.items) }));

describe('several APIs per site', () => {
  const built = copySite(SITE).then((cwd) => build({ cwd, write: false, cache: false }));

  it('builds a reference for each API under its own route: pages, overview, document and Postman collection', async () => {
    const result = await built;
    expect(lines(result.diagnostics)).toEqual([]);
    // The pages' Markdown twins (`<route>.md`) are tested in test/llms.
    const paths = [...result.files.keys()].filter((path) => !path.endsWith('.md'));
    expect(paths.filter((path) => path.startsWith('payments-api/'))).toEqual([
      'payments-api/openapi.yaml',
      'payments-api/openapi.postman_collection.json',
      'payments-api/list-payments/index.html',
      'payments-api/create-a-payment/index.html',
      'payments-api/get-a-payment/index.html',
      'payments-api/schemas/payment/index.html',
      'payments-api/schemas/error/index.html',
      'payments-api/payments-api/index.html',
    ]);
    expect(paths.filter((path) => path.startsWith('admin-api/'))).toEqual([
      'admin-api/openapi.json',
      'admin-api/openapi.postman_collection.json',
      'admin-api/list-webhooks/index.html',
      'admin-api/create-a-webhook/index.html',
      'admin-api/delete-a-webhook/index.html',
      'admin-api/schemas/webhook/index.html',
      'admin-api/schemas/error/index.html',
      'admin-api/admin-api/index.html',
    ]);
    // Each document is written as used, and each overview offers its own downloads.
    expect(text(result.files, 'admin-api/openapi.json')).toBe(await readFile(join('test/fixtures/sites', SITE, 'site/api/admin.json'), 'utf8'));
    expect(JSON.parse(text(result.files, 'payments-api/openapi.postman_collection.json')).info.name).toBe('Payments API');
    expect(JSON.parse(text(result.files, 'admin-api/openapi.postman_collection.json')).info.name).toBe('Admin API');
    const overview = text(result.files, 'admin-api/admin-api/index.html');
    expect(overview).toContain('Manage the webhooks');
    expect(overview).toContain('href="/admin-api/openapi.json"');
    expect(overview).toContain('href="/admin-api/openapi.postman_collection.json"');
    expect(overview).not.toContain('/payments-api/');
    // `explorer: false` is the Admin API's setting only; each API keeps the explorer's credentials apart.
    expect(text(result.files, 'payments-api/get-a-payment/index.html')).toContain('Try it');
    expect(text(result.files, 'payments-api/get-a-payment/index.html')).toContain('&quot;credentialsScope&quot;:&quot;payments&quot;');
    expect(text(result.files, 'admin-api/delete-a-webhook/index.html')).not.toContain('Try it');
  });

  it('gives each API page ids of its own and shows its own sidebar on its pages', async () => {
    const loaded = await loadSite({ siteDir: 'site', cwd: await copySite(SITE), highlight: false });
    const ids = loaded.pages.map((page) => page.id).filter((id) => id.startsWith('openapi/'));
    expect(ids).toEqual([
      'openapi/payments/list-payments',
      'openapi/payments/create-a-payment',
      'openapi/payments/get-a-payment',
      'openapi/payments/schemas/payment',
      'openapi/payments/schemas/error',
      'openapi/payments/overview',
      'openapi/admin/list-webhooks',
      'openapi/admin/create-a-webhook',
      'openapi/admin/delete-a-webhook',
      'openapi/admin/schemas/webhook',
      'openapi/admin/schemas/error',
      'openapi/admin/overview',
    ]);
    expect(outline(sidebarsOf(loaded).sidebars.payments!)).toEqual([{ Payments: ['List payments', 'Create a payment', 'Get a payment'] }, { Schemas: ['Payment', 'Error'] }]);
    expect(outline(sidebarsOf(loaded).sidebars.admin!)).toEqual(['Home', { Webhooks: ['List webhooks', 'Create a webhook', 'Delete a webhook'] }, { Schemas: ['Webhook', 'Error'] }]);
    expect(sidebarsOf(loaded).sidebarOfDoc.get('openapi/admin/schemas/error')).toBe('admin');
    expect(sidebarsOf(loaded).sidebarOfDoc.get('openapi/payments/schemas/error')).toBe('payments');
    const page = text((await built).files, 'payments-api/get-a-payment/index.html');
    expect(page).toContain('href="/payments-api/list-payments"');
    expect(page).not.toContain('href="/admin-api/list-webhooks"');
  });

  it('keeps the page ids `openapi/…` of a site with one API', async () => {
    const loaded = await loadSite({ siteDir: 'site', cwd: await copySite('openapi'), highlight: false });
    expect(restApisOf(loaded.globalData).map((api) => [api.config.id, api.route, api.title])).toEqual([['default', '/api', 'Shop API']]);
    expect(loaded.pages.map((page) => page.id).filter((id) => id.startsWith('openapi/'))).toContain('openapi/overview');
    expect(loaded.pages.map((page) => page.id).filter((id) => id.startsWith('openapi/')).every((id) => id.split('/').length <= 3 && !id.startsWith('openapi/default'))).toBe(true);
    // Its explorer keeps credentials where it always did (`docsgen.explorer.credentials`).
    expect(loaded.pages.some((page) => page.html.includes('credentialsScope'))).toBe(false);
  });

  it('groups each API\'s pages in search under its title', async () => {
    const groups = searchGroups(await built);
    expect(groups.get('/')).toBe('Docs (page)');
    expect(groups.get('/payments-api/get-a-payment')).toBe('Payments API (operation)');
    expect(groups.get('/payments-api/schemas/payment')).toBe('Payments API (schema)');
    expect(groups.get('/payments-api/payments-api')).toBe('Payments API (page)');
    expect(groups.get('/admin-api/delete-a-webhook')).toBe('Admin API (operation)');
    expect(groups.get('/admin-api/schemas/webhook')).toBe('Admin API (schema)');
  });

  it('keeps a search area that already covers an API\'s route', async () => {
    const cwd = await copySite(SITE);
    const config = join(cwd, 'site/config.yaml');
    await writeFile(config, `${await readFile(config, 'utf8')}search:\n  areas:\n    - label: Webhooks\n      routes: [/admin-api]\n`);
    const groups = searchGroups(await build({ cwd, write: false, cache: false }));
    expect(groups.get('/admin-api/delete-a-webhook')).toBe('Webhooks (operation)');
    expect(groups.get('/payments-api/get-a-payment')).toBe('Payments API (operation)');
    expect(groups.get('/')).toBe('Docs (page)');
  });

  it('checks samples against the API they name or call, and each document\'s examples in its own file', async () => {
    expect((await built).samples).toMatchObject({ json: 3, jsonWithSchema: 3, rest: 2 });
    const cwd = await copySite(SITE);
    const admin = join(cwd, 'site/api/admin.json');
    await writeFile(admin, (await readFile(admin, 'utf8')).replace('"example": 404', '"example": "404"'));
    await writeFiles(join(cwd, 'site/pages'), {
      'broken.md': [
        '```json schema="Webhook"',
        '{ "url": "https://shop.test/hooks", "events": ["payment.refunded"] }',
        '```',
        '',
        '```json schema="paymnts:Payment"',
        '{}',
        '```',
        '',
        '```json schema="payments:Webhook"',
        '{}',
        '```',
        '',
        '```json schema="Eror"',
        '{}',
        '```',
        '',
        '```bash',
        'curl -X PUT https://api.payments.test/v1/payments/pay_1',
        'curl -X DELETE https://api.payments.test/admin/webhook/wh_1',
        '```',
        '',
      ].join('\n'),
    });
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual([
      'site/api/admin.json:51:51 error The example of `Error.code` does not match its schema: `$` must be integer  samples/openapi-example',
      'site/pages/broken.md:2:48 error `Webhook` sample: `$.events[0]` must be one of `"payment.succeeded"`, `"payment.failed"`  samples/json-schema',
      'site/pages/broken.md:5:1 error `schema="paymnts:Payment"` names API `paymnts`, but config.yaml has no API with that id  samples/unknown-api',
      'site/pages/broken.md:9:1 error `schema="payments:Webhook"`: the OpenAPI document of `payments` has no schema `Webhook`  samples/unknown-schema',
      'site/pages/broken.md:13:1 error `schema="Eror"`: no OpenAPI document has a schema `Eror`  samples/unknown-schema',
      'site/pages/broken.md:18:1 error `PUT /payments/pay_1` is not an operation of the API: `/payments/{paymentId}` has `GET`  samples/rest-unknown-method',
      'site/pages/broken.md:19:1 error `DELETE /webhook/wh_1` is not an operation of the API: no path matches `/webhook/wh_1`  samples/rest-unknown-path',
    ]);
    expect(error.diagnostics.map((d) => d.hint)).toEqual([
      'the schema is at #/components/schemas/Error/properties/code; fix the example or the schema',
      'the sample is checked against `#/components/schemas/Webhook` in site/api/admin.json',
      'did you mean `payments`?',
      'schemas: Payment, Error',
      'did you mean `Error`?',
      'did you mean `GET /payments/{paymentId}`? (operations are in site/api/payments.yaml)',
      'did you mean `DELETE /webhooks/{webhookId}`?',
    ]);
  });

  it('asks `{type: openapi}` items to name one of several APIs, with a "did you mean"', async () => {
    const cwd = await copySite(SITE);
    await writeFiles(join(cwd, 'site'), { 'sidebars.yaml': 'docs:\n  - index\n  - type: openapi\n  - { type: openapi, id: paymnts }\n' });
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual([
      'site/sidebars.yaml:3:5 error The sidebar\'s `type: openapi` item needs an `id`: config.yaml has several APIs (`payments`, `admin`)  sidebars/openapi-without-id',
      'site/sidebars.yaml:4:5 error The sidebar\'s `type: openapi` item names API `paymnts`, but config.yaml has no API with that id  sidebars/unknown-openapi',
    ]);
    expect(error.diagnostics.map((d) => d.hint)).toEqual(['name one, e.g. `{type: openapi, id: payments}`; each API needs an item of its own', 'did you mean `payments`?']);
  });

  it('lists every API in the zero-config sidebar, as a category titled by its document', async () => {
    const cwd = await copySite(SITE);
    await rm(join(cwd, 'site/sidebars.yaml'));
    const loaded = await loadSite({ siteDir: 'site', cwd, highlight: false });
    expect(outline(sidebarsOf(loaded).sidebars.docs!)).toEqual([
      'Payments Docs',
      'Samples',
      { 'Payments API': [{ Payments: ['List payments', 'Create a payment', 'Get a payment'] }, { Schemas: ['Payment', 'Error'] }] },
      { 'Admin API': [{ Webhooks: ['List webhooks', 'Create a webhook', 'Delete a webhook'] }, { Schemas: ['Webhook', 'Error'] }] },
    ]);
    const category = sidebarsOf(loaded).sidebars.docs![2]!;
    expect(category.type === 'category' && category.href).toBe('/payments-api/payments-api');
  });

  it('rejects APIs that share a route and would write the same downloads, at its line in config.yaml (exit 2)', async () => {
    const cwd = await copySite(SITE);
    const config = join(cwd, 'site/config.yaml');
    await writeFile(config, (await readFile(config, 'utf8')).replace('route: /admin-api', 'route: /payments-api/'));
    const { code, stderr } = await runDocsgen(['build'], { cwd, env: { NO_COLOR: '1' } });
    expect(code).toBe(2);
    expect(stderr).toContain('site/config.yaml:10:12 error `openapi[1]` writes its downloads as `/payments-api/openapi.*`, as API `payments` (line 5) does: they share the route `/payments-api`  config/invalid-value');
    expect(stderr).toContain('hint: APIs may share a route when each has a `downloadName` of its own, e.g. `downloadName: admin`; or give it a route of its own');
  });

  it('builds APIs that share a route, each with its downloadName: pages side by side, schema pages named for their API, downloads apart', async () => {
    const cwd = await copySite(SITE);
    const config = join(cwd, 'site/config.yaml');
    await writeFile(config, (await readFile(config, 'utf8')).replace('route: /admin-api', 'route: /payments-api\n    downloadName: admin\n    overview: admin'));
    const index = join(cwd, 'site/pages/index.md');
    await writeFile(index, (await readFile(index, 'utf8')).replace('/admin-api/create-a-webhook', '/payments-api/create-a-webhook').replace('/admin-api/admin-api', '/payments-api/admin'));
    const result = await build({ cwd, write: false, cache: false });
    expect(lines(result.diagnostics)).toEqual([]);
    const paths = [...result.files.keys()].filter((path) => path.startsWith('payments-api/') && !path.endsWith('.md')).sort();
    expect(paths.filter((path) => !path.endsWith('.html'))).toEqual(['payments-api/admin.json', 'payments-api/admin.postman_collection.json', 'payments-api/openapi.postman_collection.json', 'payments-api/openapi.yaml']);
    // Both documents have an `Error` schema: on one route, each API's schema pages take its downloadName.
    expect(paths.filter((path) => path.includes('/schemas/'))).toEqual([
      'payments-api/schemas/admin-error/index.html',
      'payments-api/schemas/admin-webhook/index.html',
      'payments-api/schemas/openapi-error/index.html',
      'payments-api/schemas/openapi-payment/index.html',
    ]);
    expect(paths).toContain('payments-api/admin/index.html');
    expect(paths).toContain('payments-api/payments-api/index.html');
    expect(text(result.files, 'payments-api/admin/index.html')).toContain('href="/payments-api/admin.json"');
  });

  it('builds an API nested under another\'s route, and rejects one whose route is a page of the other, at its line in config.yaml (exit 1)', async () => {
    const cwd = await copySite(SITE);
    const config = join(cwd, 'site/config.yaml');
    const source = await readFile(config, 'utf8');
    await writeFile(config, source.replace('route: /admin-api', 'route: /payments-api/admin'));
    const index = join(cwd, 'site/pages/index.md');
    await writeFile(index, (await readFile(index, 'utf8')).replaceAll('/admin-api/', '/payments-api/admin/'));
    const nested = await build({ cwd, write: false });
    expect(nested.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(nested.files.has('payments-api/admin/admin-api/index.html')).toBe(true);
    await writeFile(config, source.replace('route: /admin-api', 'route: /payments-api/list-payments'));
    const { code, stderr } = await runDocsgen(['build'], { cwd, env: { NO_COLOR: '1' } });
    expect(code).toBe(1);
    expect(stderr).toContain('site/config.yaml:8:5 error The route `/payments-api/list-payments` of API `admin` (openapi[1]) is the route of the page `/payments-api/list-payments` of API `payments`  routes/api-route');
    expect(stderr).toContain('hint: their pages would mix');
  });
});
