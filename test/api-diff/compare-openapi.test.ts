/**
 * The OpenAPI rules of api-diff on small in-memory documents: each rule, in a request and in
 * a response where direction decides its level.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOpenApi } from '../../src/api-diff/compare-operations.ts';
import { RULES } from '../../src/api-diff/rules.ts';
import type { Json, JsonObject } from '../../src/openapi/schema.ts';
import { repoRoot } from '../helpers.ts';

const doc = (paths: JsonObject, extra: JsonObject = {}): JsonObject => ({ openapi: '3.0.3', info: { title: 'Store', version: '1' }, paths, ...extra });

/** The changes as `level operation: message`. */
const diff = (before: JsonObject, after: JsonObject): string[] => compareOpenApi(before, after).map((change) => `${change.level} ${change.operation}: ${change.message}`);

/** One operation whose request body and 200 response both use `schema`. */
const both = (schema: Json, components: JsonObject = {}): JsonObject =>
  doc({ '/carts': { post: { requestBody: { content: { 'application/json': { schema } } }, responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } } } }, { components: { schemas: components } });

/** The changes of a schema used both ways, as `level where: what`. */
const bothWays = (before: Json, after: Json): string[] => compareOpenApi(both(before), both(after)).map((change) => `${change.level} ${change.message}`);

const object = (properties: JsonObject, required: string[] = []): JsonObject => ({ type: 'object', properties, ...(required.length ? { required } : {}) });

describe('api-diff on operations', () => {
  it('pairs operations by method and path template, whatever the path parameters are called', () => {
    const parameter = (name: string): JsonObject => ({ name, in: 'path', required: true, schema: { type: 'string' } });
    const before = doc({ '/carts/{id}': { get: { parameters: [parameter('id')], responses: {} }, delete: { responses: {} } } });
    const after = doc({ '/carts/{cartId}': { get: { parameters: [parameter('cartId')], responses: {} } }, '/orders': { get: { responses: {} } } });
    expect(diff(before, after)).toEqual(['breaking DELETE /carts/{id}: operation removed', 'non-breaking GET /orders: operation added']);
  });

  it('keeps apart two templates of one document that differ only by parameter names', () => {
    const api = (second: string): JsonObject => doc({ '/files/{path}': { get: { responses: {} } }, [second]: { get: { responses: {} } } });
    expect(diff(api('/files/{id}'), api('/files/{id}'))).toEqual([]);
    expect(diff(api('/files/{id}'), api('/files/{fileId}'))).toEqual(['non-breaking GET /files/{fileId}: operation added', 'breaking GET /files/{id}: operation removed']);
  });

  it('reports deprecation and a changed operationId as non-breaking', () => {
    const before = doc({ '/carts': { get: { operationId: 'listCarts', responses: {} } } });
    const after = doc({ '/carts': { get: { operationId: 'findCarts', deprecated: true, responses: {} } } });
    expect(diff(before, after)).toEqual(['non-breaking GET /carts: operation deprecated', 'non-breaking GET /carts: operationId changed from `listCarts` to `findCarts`']);
  });

  it('compares parameters by where they go and their name, path-level ones included', () => {
    const query = (name: string, extra: JsonObject = {}): JsonObject => ({ name, in: 'query', schema: { type: 'integer' }, ...extra });
    const before = doc({ '/carts': { parameters: [query('limit')], get: { parameters: [query('sort'), query('page', { required: true }), query('q'), { name: 'X-Store', in: 'header', schema: { type: 'string' } }], responses: {} } } });
    const after = doc({ '/carts': { parameters: [query('limit', { required: true })], get: { parameters: [query('page'), query('q', { deprecated: true, schema: { type: 'string' } }), query('cursor'), query('currency', { required: true }), { name: 'x-store', in: 'header', schema: { type: 'string' } }], responses: {} } } });
    expect(diff(before, after)).toEqual([
      'breaking GET /carts: parameter `limit` (query) became required',
      'breaking GET /carts: parameter `sort` (query) removed',
      'non-breaking GET /carts: parameter `page` (query) became optional',
      'non-breaking GET /carts: parameter `q` (query) deprecated',
      'breaking GET /carts: parameter `q` (query): type changed from `integer` to `string`',
      'non-breaking GET /carts: optional parameter `cursor` (query) added',
      'breaking GET /carts: required parameter `currency` (query) added',
    ]);
  });

  it('compares request bodies: added, removed, required or not, media types', () => {
    const body = (required: boolean, types = ['application/json']): JsonObject => ({ required, content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'object' } }])) });
    const op = (requestBody?: JsonObject): JsonObject => ({ post: { ...(requestBody ? { requestBody } : {}), responses: {} } });
    const before = doc({ '/a': op(), '/b': op(), '/c': op(body(false)), '/d': op(body(false, ['application/json', 'application/xml'])), '/e': op(body(true)) });
    const after = doc({ '/a': op(body(true)), '/b': op(body(false)), '/c': op(), '/d': op(body(true, ['application/json', 'text/csv'])), '/e': op(body(false)) });
    expect(diff(before, after)).toEqual([
      'breaking POST /a: required request body added',
      'non-breaking POST /b: optional request body added',
      'breaking POST /c: request body removed',
      'breaking POST /d: request body became required',
      'breaking POST /d: request body: media type `application/xml` removed',
      'non-breaking POST /d: request body: media type `text/csv` added',
      'non-breaking POST /e: request body became optional',
    ]);
  });

  it('compares responses by status, media type and header (names without case)', () => {
    const json = { 'application/json': { schema: { type: 'string' } } };
    const before = doc({ '/a': { get: { responses: { '200': { description: 'ok', content: json, headers: { 'X-Rate-Limit': { schema: { type: 'integer' } }, ETag: { schema: { type: 'string' } } } }, '404': { description: 'no' }, default: { description: 'error' } } } } });
    const after = doc({ '/a': { get: { responses: { '201': { description: 'ok' }, '500': { description: 'oops' } } } } });
    expect(diff(before, after)).toEqual([
      'breaking GET /a: response 200 removed',
      'non-breaking GET /a: response 404 removed',
      'non-breaking GET /a: response default removed',
      'non-breaking GET /a: response 201 added',
      'non-breaking GET /a: response 500 added',
    ]);
    const headers = (names: string[]): JsonObject => doc({ '/a': { get: { responses: { '200': { description: 'ok', content: json, headers: Object.fromEntries(names.map((name) => [name, { schema: { type: 'string' }, required: name === 'X-Request-Id' }])) } } } } });
    expect(diff(headers(['X-Rate-Limit', 'etag', 'X-Request-Id']), headers(['ETag', 'X-Trace']))).toEqual([
      'non-breaking GET /a: response 200: header `X-Rate-Limit` removed',
      'breaking GET /a: response 200: header `X-Request-Id` removed',
      'non-breaking GET /a: response 200: header `X-Trace` added',
    ]);
  });

  it('compares security requirements as alternatives, the document\'s applying where an operation has none', () => {
    const api = (security: Json, operations: JsonObject): JsonObject => doc(operations, { security });
    const before = api([{ oauth: ['carts:read'] }, { apiKey: [] }], { '/a': { get: { responses: {} } }, '/b': { get: { security: [], responses: {} } }, '/c': { get: { responses: {} } }, '/d': { get: { security: [{}, { apiKey: [] }], responses: {} } } });
    const after = api([{ oauth: ['carts:read', 'carts:write'] }, { basic: [] }], { '/a': { get: { responses: {} } }, '/b': { get: { responses: {} } }, '/c': { get: { security: [], responses: {} } }, '/d': { get: { security: [{ apiKey: [] }], responses: {} } } });
    expect(diff(before, after)).toEqual([
      'breaking GET /a: security `oauth`: scope `carts:write` required',
      'breaking GET /a: security requirement `apiKey` removed',
      'non-breaking GET /a: security requirement `basic` added',
      'breaking GET /b: security added: `oauth` or `basic`',
      'non-breaking GET /c: security removed: no authentication needed',
      'breaking GET /d: security requirement `no authentication` removed',
    ]);
  });

  it('reads OpenAPI 3.1 documents: type lists, null among them', () => {
    expect(bothWays({ type: ['string', 'null'] }, { type: 'string' })).toEqual(['breaking request body application/json: is no longer nullable', 'non-breaking response 200 application/json: is no longer nullable']);
    expect(bothWays({ type: 'string' }, { type: ['string', 'integer'] })).toEqual(['non-breaking request body application/json: type changed from `string` to `string` or `integer`', 'breaking response 200 application/json: type changed from `string` to `string` or `integer`']);
  });
});

describe('api-diff on schemas, in a request and in a response', () => {
  it('a required property removed breaks both, an optional one requests only (oasdiff 1.30); an optional one added breaks neither', () => {
    expect(bothWays(object({ a: { type: 'string' }, b: { type: 'string' } }, ['a']), object({ c: { type: 'string' } }))).toEqual([
      'breaking request body application/json: `a` removed (was required)',
      'breaking request body application/json: `b` removed',
      'non-breaking request body application/json: `c` added',
      'breaking response 200 application/json: `a` removed (was required)',
      'non-breaking response 200 application/json: `b` removed',
      'non-breaking response 200 application/json: `c` added',
    ]);
  });

  it('a name in `required` without a property is required all the same (GitHub\'s hosted-runner image `version`)', () => {
    const props = { id: { type: 'string' } };
    expect(bothWays(object(props, ['id', 'version']), object({ ...props, version: { type: 'string' } }, ['id']))).toEqual([
      'non-breaking request body application/json: `version` became optional',
      'breaking response 200 application/json: `version` became optional',
    ]);
  });

  it('a property newly required breaks requests, one newly optional breaks responses', () => {
    const props = { zip: { type: 'string' }, city: { type: 'string' }, code: { type: 'string' } };
    expect(bothWays(object(props, ['city']), object(props, ['zip']))).toEqual([
      'breaking request body application/json: `zip` became required',
      'non-breaking request body application/json: `city` became optional',
      'non-breaking response 200 application/json: `zip` became required',
      'breaking response 200 application/json: `city` became optional',
    ]);
    expect(bothWays(object({}), object({ id: { type: 'string' } }, ['id']))).toEqual(['breaking request body application/json: `id` added (required)', 'non-breaking response 200 application/json: `id` added (required)']);
  });

  it('leaves read-only properties out of requests and write-only ones out of responses', () => {
    const before = object({ id: { type: 'string', readOnly: true }, password: { type: 'string', writeOnly: true } });
    const after = object({ id: { type: 'string', readOnly: true }, password: { type: 'string', writeOnly: true } }, ['id', 'password']);
    expect(bothWays(before, after)).toEqual(['breaking request body application/json: `password` became required', 'non-breaking response 200 application/json: `id` became required']);
  });

  it('an enum value added breaks responses (oasdiff\'s view), one removed breaks requests', () => {
    expect(bothWays({ type: 'string', enum: ['open', 'paid'] }, { type: 'string', enum: ['open', 'refunded'] })).toEqual([
      'breaking request body application/json: enum value `paid` removed',
      'non-breaking request body application/json: enum value `refunded` added',
      'non-breaking response 200 application/json: enum value `paid` removed',
      'breaking response 200 application/json: enum value `refunded` added',
    ]);
  });

  it('types: a change breaks both, widening breaks responses, narrowing breaks requests', () => {
    expect(bothWays({ type: 'string' }, { type: 'integer' })).toEqual(['breaking request body application/json: type changed from `string` to `integer`', 'breaking response 200 application/json: type changed from `string` to `integer`']);
    expect(bothWays({ type: 'integer' }, { type: 'number' })).toEqual(['non-breaking request body application/json: type changed from `integer` to `number`', 'breaking response 200 application/json: type changed from `integer` to `number`']);
    expect(bothWays({ type: 'number' }, { type: 'integer' })).toEqual(['breaking request body application/json: type changed from `number` to `integer`', 'non-breaking response 200 application/json: type changed from `number` to `integer`']);
    expect(bothWays({ type: 'integer', format: 'int32' }, { type: 'integer', format: 'int64' })).toEqual(['breaking request body application/json: format changed from `int32` to `int64`', 'breaking response 200 application/json: format changed from `int32` to `int64`']);
    expect(bothWays({ type: 'string' }, { type: 'string', nullable: true })).toEqual(['non-breaking request body application/json: became nullable', 'breaking response 200 application/json: became nullable']);
  });

  it('constraints: tightening breaks requests, loosening breaks responses, a changed pattern breaks both', () => {
    expect(bothWays({ type: 'string', maxLength: 10, minLength: 1 }, { type: 'string', maxLength: 5, minLength: 0 })).toEqual([
      'breaking request body application/json: `maxLength` changed from 10 to 5',
      'non-breaking request body application/json: `minLength` changed from 1 to 0',
      'non-breaking response 200 application/json: `maxLength` changed from 10 to 5',
      'breaking response 200 application/json: `minLength` changed from 1 to 0',
    ]);
    expect(bothWays({ type: 'string', pattern: '^a' }, { type: 'string', pattern: '^b' })).toEqual(['breaking request body application/json: `pattern` changed from `^a` to `^b`', 'breaking response 200 application/json: `pattern` changed from `^a` to `^b`']);
    expect(bothWays({ type: 'object' }, { type: 'object', additionalProperties: false })).toEqual(['breaking request body application/json: `additionalProperties` set to `false`', 'non-breaking response 200 application/json: `additionalProperties` set to `false`']);
  });

  it('oneOf variants are matched by name: one added breaks responses, one removed breaks requests', () => {
    const before = { oneOf: [{ $ref: '#/components/schemas/Card' }, { $ref: '#/components/schemas/Invoice' }] };
    const after = { oneOf: [{ $ref: '#/components/schemas/Card' }, { $ref: '#/components/schemas/Wallet' }] };
    const schemas = (card: JsonObject): JsonObject => ({ Card: card, Invoice: object({}), Wallet: object({}) });
    const changes = compareOpenApi(both(before, schemas(object({ number: { type: 'string' } }))), both(after, schemas(object({ number: { type: 'integer' } })))).map((change) => `${change.level} ${change.message}`);
    expect(changes).toEqual([
      'breaking request body application/json: `(Card).number`: type changed from `string` to `integer`',
      'breaking request body application/json: `oneOf` variant `Invoice` removed',
      'non-breaking request body application/json: `oneOf` variant `Wallet` added',
      'breaking response 200 application/json: `(Card).number`: type changed from `string` to `integer`',
      'non-breaking response 200 application/json: `oneOf` variant `Invoice` removed',
      'breaking response 200 application/json: `oneOf` variant `Wallet` added',
    ]);
  });

  it('names an inline variant by its title, or the schema its allOf starts from, else its position', () => {
    const ref = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });
    const schemas = { Card: object({}), Invoice: object({}), Info: object({}) };
    const before = both({ oneOf: [{ allOf: [ref('Card'), ref('Info')] }, { title: 'Cash', type: 'object' }, { type: 'string' }] }, schemas);
    const after = both({ oneOf: [{ allOf: [ref('Card'), ref('Info')] }, { allOf: [ref('Invoice'), ref('Info')] }, { type: 'integer' }] }, schemas);
    expect(compareOpenApi(before, after).filter((change) => change.message.startsWith('request')).map((change) => change.message)).toEqual([
      'request body application/json: `oneOf` variant `Cash` removed',
      'request body application/json: `(#3)`: type changed from `string` to `integer`',
      'request body application/json: `oneOf` variant `Invoice` added',
    ]);
  });

  it('follows $refs into components, merges allOf parts, and stops at cycles', () => {
    const category = (extra: JsonObject): JsonObject => object({ name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Category' } }, ...extra });
    const before = both({ allOf: [{ $ref: '#/components/schemas/Category' }, object({ path: { type: 'string' } })] }, { Category: category({}) });
    const after = both({ allOf: [{ $ref: '#/components/schemas/Category' }, object({ path: { type: 'integer' } })] }, { Category: category({ slug: { type: 'string' } }) });
    expect(compareOpenApi(before, after).filter((change) => change.message.startsWith('response')).map((change) => change.message)).toEqual([
      'response 200 application/json: `children[].slug` added',
      'response 200 application/json: `path`: type changed from `string` to `integer`',
      'response 200 application/json: `slug` added',
    ]);
  });

  it('reports a deprecated property as non-breaking, and a documented description change not at all', () => {
    expect(bothWays(object({ a: { type: 'string', description: 'old' } }), object({ a: { type: 'string', description: 'new', deprecated: true } }))).toEqual([
      'non-breaking request body application/json: `a` deprecated',
      'non-breaking response 200 application/json: `a` deprecated',
    ]);
  });
});

describe('the rules', () => {
  it('are each a row of the guide\'s tables, with their levels and summary', async () => {
    const guide = await readFile(join(repoRoot, 'docs', 'pages', 'guides', 'api-changelog.md'), 'utf8');
    const rows = new Map([...guide.matchAll(/^\| `([a-z-]+)` \| (.+) \|$/gm)].map((match) => [match[1]!, match[2]!.split(' | ').map((cell) => cell.replace(/\*\*/g, ''))]));
    for (const [id, rule] of Object.entries(RULES)) {
      const expected = rule.request === rule.response && !id.match(/^(?:property|required-property|type|nullable|enum|constraint|pattern|variant)-/) ? [rule.request, rule.summary] : [rule.request, rule.response, rule.summary];
      expect({ id, row: rows.get(id) }).toEqual({ id, row: expected });
    }
    expect([...rows.keys()].filter((id) => !(id in RULES))).toEqual([]);
  });
});
