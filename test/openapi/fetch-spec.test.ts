import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchSpec, type FetchSpecOptions } from '../../src/openapi/fetch-spec.ts';
import { lines, tempDir } from '../helpers.ts';

const DOC = JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {} });
const OLD = 'openapi: 3.0.3\ninfo: { title: Old, version: "0" }\npaths: {}\n';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let handler: Handler = (_, response) => response.end(DOC);
let hits = 0;
let base = '';
const server = createServer((request, response) => {
  hits++;
  handler(request, response);
});

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

async function setup(options: Partial<FetchSpecOptions> & { cache?: string } = {}) {
  hits = 0;
  const dir = await tempDir();
  const cachePath = join(dir, 'openapi.yaml');
  if (options.cache !== undefined) await writeFile(cachePath, options.cache);
  const run = (extra: Partial<FetchSpecOptions> = {}) =>
    fetchSpec({
      url: `${base}/openapi.json`,
      cachePath,
      cacheFile: 'site/api/openapi.yaml',
      timeoutMs: 2000,
      retries: 2,
      maxBytes: 1_000_000,
      allowedHosts: [],
      offline: false,
      strictRemote: false,
      validate: (text) => (text.includes('"openapi"') || text.includes('openapi:') ? undefined : 'no `openapi: 3.x` field'),
      sleep: async () => {},
      ...options,
      ...extra,
    });
  return { cachePath, run };
}

describe('fetchSpec', () => {
  it('makes the cache\'s folder on the first download', async () => {
    handler = (_request, response) => void response.writeHead(200, { 'content-type': 'application/json' }).end(DOC);
    const dir = await tempDir();
    const cachePath = join(dir, 'api', 'v1', 'openapi.json');
    const fetched = await fetchSpec({ url: `${base}/openapi.json`, cachePath, cacheFile: 'site/api/v1/openapi.json', timeoutMs: 2000, retries: 0, maxBytes: 1_000_000, allowedHosts: [], offline: false, strictRemote: false, validate: () => undefined });
    expect(fetched).toMatchObject({ origin: 'network', text: DOC, diagnostics: [] });
    expect(await readFile(cachePath, 'utf8')).toBe(DOC);
  });

  it('downloads, writes the cache and its metadata, then revalidates with the ETag (304)', async () => {
    handler = (request, response) => {
      if (request.headers['if-none-match'] === '"v1"') {
        response.writeHead(304).end();
        return;
      }
      response.writeHead(200, { etag: '"v1"', 'content-type': 'application/json' }).end(DOC);
    };
    const { cachePath, run } = await setup({ cache: OLD });
    const first = await run();
    expect(first).toMatchObject({ origin: 'network', text: DOC, diagnostics: [] });
    expect(await readFile(cachePath, 'utf8')).toBe(DOC);
    const meta = JSON.parse(await readFile(`${cachePath}.meta.json`, 'utf8'));
    expect(meta).toMatchObject({ url: `${base}/openapi.json`, etag: '"v1"' });
    const second = await run();
    expect(second).toMatchObject({ origin: 'not-modified', text: DOC });
  });

  it('retries a 500 with backoff and succeeds', async () => {
    let calls = 0;
    handler = (_, response) => {
      calls++;
      if (calls === 1) response.writeHead(500).end('oops');
      else response.end(DOC);
    };
    const { run } = await setup();
    expect(await run()).toMatchObject({ origin: 'network', text: DOC });
    expect(hits).toBe(2);
  });

  it('honours Retry-After on 429 and does not retry other 4xx', async () => {
    const waits: number[] = [];
    let calls = 0;
    handler = (_, response) => {
      calls++;
      if (calls === 1) response.writeHead(429, { 'retry-after': '1' }).end();
      else response.end(DOC);
    };
    const { run } = await setup();
    expect(await run({ sleep: async (ms) => void waits.push(ms) })).toMatchObject({ origin: 'network' });
    expect(waits).toEqual([1000]);

    handler = (_, response) => response.writeHead(404).end();
    const notFound = await setup({ cache: OLD });
    const result = await notFound.run();
    expect(hits).toBe(1);
    expect(result).toMatchObject({ origin: 'cache', text: OLD });
    expect(lines(result.diagnostics)).toEqual([`site/api/openapi.yaml warning Could not fetch the OpenAPI document from ${base}/openapi.json: HTTP 404  openapi/using-cache`]);
  });

  it('gives up at the total deadline and falls back to the cache', async () => {
    handler = (_, response) => {
      response.writeHead(200);
      response.write('{"openapi":');
      // Never finishes: only a total deadline (not an idle timer) ends this.
      const timer = setInterval(() => response.write(' '), 20);
      response.on('close', () => clearInterval(timer));
    };
    const { run } = await setup({ cache: OLD, timeoutMs: 300, retries: 0 });
    const started = Date.now();
    const result = await run();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(result).toMatchObject({ origin: 'cache', text: OLD });
    expect(result.diagnostics[0]!.message).toContain('no complete response within 0.3 s');
  });

  it('never replaces the cache with an invalid body (a captive portal page)', async () => {
    handler = (_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Log in to the Wi-Fi</html>');
    const { cachePath, run } = await setup({ cache: OLD });
    const result = await run();
    expect(result).toMatchObject({ origin: 'cache', text: OLD });
    expect(result.diagnostics[0]!.message).toContain('is not a valid OpenAPI document');
    expect(await readFile(cachePath, 'utf8')).toBe(OLD);
  });

  it('refuses oversized bodies and redirects to other hosts or schemes', async () => {
    handler = (_, response) => response.end(`{"openapi":"3.1.0","x":"${'a'.repeat(2000)}"}`);
    const big = await setup({ cache: OLD, maxBytes: 1000 });
    expect((await big.run()).diagnostics[0]!.message).toContain('over the 1000-byte limit');

    handler = (_, response) => response.writeHead(302, { location: 'http://evil.test/openapi.json' }).end();
    const away = await setup({ cache: OLD });
    expect((await away.run()).diagnostics[0]!.message).toContain('redirect to another host (evil.test) refused');

    handler = (_, response) => response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    const file = await setup({ cache: OLD });
    expect((await file.run()).diagnostics[0]!.message).toContain('redirect to a non-http(s) location');

    handler = (request, response) => (request.url === '/openapi.json' ? response.writeHead(301, { location: '/v2/openapi.json' }).end() : response.end(DOC));
    const same = await setup();
    expect(await same.run()).toMatchObject({ origin: 'network', text: DOC });
  });

  it('falls back to the cache fast when the host is unreachable, and fails when strict', async () => {
    const { run } = await setup({ cache: OLD, url: 'http://127.0.0.1:9/openapi.json' });
    const result = await run();
    expect(result).toMatchObject({ origin: 'cache', text: OLD });
    expect(result.diagnostics[0]).toMatchObject({ severity: 'warning', code: 'openapi/using-cache' });
    expect(result.diagnostics[0]!.message).toContain('network error (ECONNREFUSED)');
    const strict = await run({ strictRemote: true });
    expect(strict.diagnostics[0]).toMatchObject({ severity: 'error', code: 'openapi/fetch-failed' });
  });

  it('does not touch the network offline, and fails when there is neither document nor cache', async () => {
    const { run } = await setup({ cache: OLD });
    expect(await run({ offline: true })).toMatchObject({ origin: 'cache', text: OLD, diagnostics: [] });
    expect(hits).toBe(0);
    const empty = await setup({ url: 'http://127.0.0.1:9/openapi.json' });
    const result = await empty.run();
    expect(result.text).toBeUndefined();
    expect(lines(result.diagnostics)).toEqual([
      'site/api/openapi.yaml error No OpenAPI document: http://127.0.0.1:9/openapi.json could not be fetched (network error (ECONNREFUSED)) and there is no cached copy at site/api/openapi.yaml  openapi/no-document',
    ]);
  });
});
