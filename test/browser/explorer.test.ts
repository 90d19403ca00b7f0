import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserOnFixture } from './browser.ts';

/** The Pet Store fixture: its one server is `http://127.0.0.1:{port}/v1`; each test fills in the port. */
const site = browserOnFixture('explorer');

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local API: answers JSON, records what it received; with `cors`, allows the docs site's origin. */
async function startApi(cors: boolean): Promise<{ port: number; received: Received[]; delayMs: { value: number }; close: () => Promise<void> }> {
  const received: Received[] = [];
  const delayMs = { value: 0 };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', async () => {
      const corsHeaders: Record<string, string> = cors
        ? { 'Access-Control-Allow-Origin': request.headers.origin ?? '*', 'Access-Control-Allow-Headers': 'X-Api-Key, X-Request-Id, Authorization, Content-Type', 'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE', 'Access-Control-Expose-Headers': 'X-Trace' }
        : {};
      if (request.method === 'OPTIONS') {
        response.writeHead(204, corsHeaders).end();
        return;
      }
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      if (delayMs.value) await new Promise((done) => setTimeout(done, delayMs.value));
      const status = request.method === 'POST' ? 201 : request.method === 'DELETE' ? 204 : 200;
      if (status === 204) {
        response.writeHead(204, corsHeaders).end();
        return;
      }
      response.writeHead(status, { ...corsHeaders, 'Content-Type': 'application/json', 'X-Trace': 'trace-1' });
      response.end(JSON.stringify({ id: 'pet_1', name: 'Rex', adopted: false, age: 3 }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { port: (server.address() as { port: number }).port, received, delayMs, close: () => new Promise((done) => server.close(() => done())) };
}

let api: Awaited<ReturnType<typeof startApi>>;
let blocked: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi(true);
  blocked = await startApi(false);
});
afterAll(async () => {
  await api?.close();
  await blocked?.close();
});

async function openExplorer(path: string, port = api.port): Promise<Page> {
  const { page } = await site.open(path, { viewport: { width: 1280, height: 720 } });
  await page.getByRole('button', { name: /Try it/ }).click();
  await page.getByLabel('{port}').fill(String(port));
  return page;
}

const send = (page: Page) => page.getByRole('button', { name: 'Send request' }).click();
const status = (page: Page) => page.locator('.explorer__status');

describe('API explorer', () => {
  it('loads nothing until opened; sends a GET with query parameters and an API key, and shows the response and curl', async () => {
    const { page, close } = await site.open('/api/list-pets');
    const chunks = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /chunk\.\w+\.js$/.test(entry.name)).length);
    const before = await chunks();
    expect(await page.getByLabel('{port}').count()).toBe(0);
    await page.getByRole('button', { name: /Try it/ }).click();
    await page.getByLabel('{port}').fill(String(api.port));
    expect(await chunks()).toBeGreaterThan(before);

    await page.getByLabel('limit').fill('5');
    await page.getByLabel('status').selectOption('sold');
    await page.getByLabel('tags').fill('small, brown');
    await page.getByLabel('X-Api-Key (API key in header)').fill('key_123');
    const count = api.received.length;
    await send(page);
    await expect.poll(() => status(page).textContent()).toMatch(/^200 OK \d+ ms$/);
    const request = api.received[count]!;
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/v1/pets?limit=5&status=sold&tags=small&tags=brown');
    expect(request.headers['x-api-key']).toBe('key_123');
    expect(await page.locator('.explorer__response-body .json-key').first().textContent()).toBe('"id"');
    expect(await page.locator('.explorer__response-body').textContent()).toBe(JSON.stringify({ id: 'pet_1', name: 'Rex', adopted: false, age: 3 }, null, 2));
    expect(await page.locator('.explorer__headers').textContent()).toContain('x-trace');
    expect(await page.locator('.explorer__curl pre').textContent()).toBe(
      `curl -X GET 'http://127.0.0.1:${api.port}/v1/pets?limit=5&status=sold&tags=small&tags=brown' \\\n  -H 'X-Api-Key: key_123'`,
    );
    // Credentials live in this tab's session storage only, never in the page URL.
    expect(await page.evaluate(() => sessionStorage.getItem('docsgen.explorer.credentials'))).toBe('{"ApiKey":"key_123"}');
    expect(page.url()).not.toContain('key_123');
    await close();
  });

  it('sends a POST with the JSON body prefilled from the example', async () => {
    const page = await openExplorer('/api/create-a-pet');
    const body = page.getByLabel('application/json');
    expect(JSON.parse(await body.inputValue())).toEqual({ name: 'Rex', status: 'available' });
    await body.fill('{"name": "Fido"}');
    await page.getByLabel('X-Api-Key (API key in header)').fill('key_123');
    const count = api.received.length;
    await send(page);
    await expect.poll(() => status(page).textContent()).toMatch(/^201 Created/);
    expect(api.received[count]).toMatchObject({ method: 'POST', url: '/v1/pets', body: '{"name": "Fido"}' });
    expect(api.received[count]!.headers['content-type']).toBe('application/json');
    await site.done(page);
  });

  it('sends a PATCH with path and header parameters, and a DELETE with a bearer token', async () => {
    const page = await openExplorer('/api/update-a-pet');
    await page.getByRole('textbox', { name: /^petId/ }).fill('pet/9');
    await page.getByLabel('X-Request-Id').fill('req-7');
    await page.getByLabel('X-Api-Key (API key in header)').fill('key_123');
    let count = api.received.length;
    await send(page);
    await expect.poll(() => status(page).textContent()).toMatch(/^200/);
    expect(api.received[count]).toMatchObject({ method: 'PATCH', url: '/v1/pets/pet%2F9', body: '{\n  "name": "Rex"\n}' });
    expect(api.received[count]!.headers['x-request-id']).toBe('req-7');

    await page.goto(`${site.url}/api/delete-a-pet`);
    await page.getByRole('button', { name: /Try it/ }).click();
    await page.getByLabel('{port}').fill(String(api.port));
    // The API key typed on the other page is still there (same tab); choose the bearer token instead.
    expect(await page.getByLabel('X-Api-Key (API key in header)').inputValue()).toBe('key_123');
    await page.getByLabel('Method').selectOption({ label: 'Bearer' });
    await page.getByLabel('Bearer (bearer token)').fill('tok_abc');
    await page.getByRole('textbox', { name: /^petId/ }).fill('pet_9');
    await page.getByLabel('X-Request-Id').fill('req-8');
    count = api.received.length;
    await send(page);
    await expect.poll(() => status(page).textContent()).toMatch(/^204/);
    expect(api.received[count]).toMatchObject({ method: 'DELETE', url: '/v1/pets/pet_9' });
    expect(api.received[count]!.headers.authorization).toBe('Bearer tok_abc');
    expect(api.received[count]!.headers['x-api-key']).toBeUndefined();
    expect(await page.locator('.explorer__result').textContent()).toContain('No body.');

    await page.getByRole('button', { name: 'Forget credentials' }).click();
    expect(await page.getByLabel('Bearer (bearer token)').inputValue()).toBe('');
    expect(await page.evaluate(() => sessionStorage.getItem('docsgen.explorer.credentials'))).toBeNull();
    await site.done(page);
  });

  it('blocks sending until required fields are filled and values have the right type', async () => {
    const page = await openExplorer('/api/update-a-pet');
    await page.getByLabel('application/json').fill('{"name": ');
    const count = api.received.length;
    await send(page);
    expect(await page.locator('.explorer__summary').textContent()).toBe('4 fields need attention');
    expect(await page.locator('.explorer-field__error').allTextContents()).toEqual([
      'Enter your API key',
      'petId is required',
      'X-Request-Id is required',
      expect.stringMatching(/^The body is not valid JSON: /),
    ]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await page.goto(`${site.url}/api/list-pets`);
    await page.getByRole('button', { name: /Try it/ }).click();
    await page.getByLabel('limit').fill('many');
    await send(page);
    expect(await page.locator('.explorer-field__error').allTextContents()).toContain('limit must be a whole number');
    expect(api.received.length).toBe(count);
    await site.done(page);
  });

  it('explains a CORS failure instead of "Failed to fetch", and can cancel a slow request', async () => {
    const page = await openExplorer('/api/list-pets', blocked.port);
    await page.getByLabel('X-Api-Key (API key in header)').fill('key_123');
    await send(page);
    await expect.poll(() => page.locator('.explorer__failure').textContent()).toMatch(/most likely cause is CORS/);
    expect(await page.locator('.explorer__failure').textContent()).toContain('openapi.explorer.proxyUrl');

    await page.getByLabel('{port}').fill(String(api.port));
    api.delayMs.value = 1500;
    await send(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.locator('.explorer__failure').textContent()).toBe('Request cancelled.');
    api.delayMs.value = 0;
    await site.done(page);
  });

  it('gives up after the configured timeout', async () => {
    const page = await openExplorer('/api/list-pets');
    await page.getByLabel('X-Api-Key (API key in header)').fill('key_123');
    api.delayMs.value = 4000;
    await send(page);
    await expect.poll(() => page.locator('.explorer__failure').textContent(), { timeout: 5000 }).toMatch(/^No response within 2 s/);
    api.delayMs.value = 0;
    await site.done(page);
  });
});
