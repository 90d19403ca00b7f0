/**
 * `docsgen api-diff` as a user runs it: the grouped text, `--json`, exit codes, and the
 * sources it reads (files with `$ref`s to others, Swagger 2.0, git refs, URLs, GraphQL).
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildSchema, introspectionFromSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli.ts';
import { fixturesDir, runDocsgen, tempDir, writeFiles } from '../helpers.ts';

const fixture = (name: string): string => join(fixturesDir, 'api-diff', name);

/** Run the CLI in this process, as `docsgen api-diff …` in `cwd`. */
async function apiDiff(args: string[], cwd = fixture('.')): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io = { stdout: (text: string) => void (stdout += text), stderr: (text: string) => void (stderr += text), color: false, tty: false, columns: 80, progressDelayMs: 0, cwd };
  const code = await main(['api-diff', ...args], io);
  return { code, stdout, stderr };
}

describe('docsgen api-diff on two OpenAPI documents', () => {
  it('prints the changes grouped by operation, each breaking or not, and a summary; exit 0 without --fail-on-breaking', async () => {
    const { code, stdout } = await apiDiff(['store-v1.yaml', 'store-v2.yaml']);
    expect(code).toBe(0);
    const groups = stdout.trimEnd().split('\n\n');
    expect(groups[0]!.split('\n').slice(0, 6)).toEqual([
      'GET /carts',
      '  non-breaking  operation deprecated',
      '  breaking      parameter `limit` (query): `maximum` changed from 100 to 50',
      '  breaking      parameter `sort` (query) removed',
      '  breaking      parameter `x-store` (header) became required',
      '  non-breaking  optional parameter `page` (query) added',
    ]);
    // One shared schema, two directions: Address.zip newly required breaks the request only.
    expect(stdout).toContain('  breaking      request body application/json: `shippingAddress.zip` became required\n');
    expect(stdout).toContain('  non-breaking  response 201 application/json: `shippingAddress.zip` became required\n');
    expect(stdout).toContain('  breaking      response 201 application/json: `shippingAddress.country`: enum value `BE` added\n');
    expect(stdout).toContain('  non-breaking  request body application/json: `shippingAddress.country`: enum value `BE` added\n');
    // The path parameter renamed ({id} → {cartId}) is the same operation; a removed one is listed under its old path.
    expect(groups.map((group) => group.split('\n')[0])).toEqual(['GET /carts', 'POST /carts', 'GET /carts/{cartId}', 'DELETE /carts/{id}', 'POST /carts/{cartId}/checkout', 'PUT /carts/{cartId}/items', 'GET /categories', 'GET /orders', 'GET /products', '✖ 40 breaking changes, 43 non-breaking, in 9 operations']);
    expect(groups[6]).toBe('GET /categories\n  non-breaking  response 200 application/json: `[].slug` added');
    expect(groups[8]).toBe([
      'GET /products',
      '  non-breaking  operationId changed from `listProducts` to `searchProducts`',
      '  breaking      parameter `limit` (query): `maximum` changed from 100 to 50',
      '  breaking      required parameter `currency` (query) added',
      '  breaking      response 200 application/json: `items[].sku` became nullable',
      '  non-breaking  response 200 application/json: `items[].price`: type changed from `number` to `integer`',
      '  breaking      response 200 application/json: `items[].stock`: format changed from `int32` to `int64`',
      '  breaking      security added: `oauth` or `apiKey`',
    ].join('\n'));
  });

  it('--json prints { changes: [{ level, operation, message, rule }] }', async () => {
    const { code, stdout } = await apiDiff(['store-v1.yaml', 'store-v2.yaml', '--json']);
    expect(code).toBe(0);
    const { changes } = JSON.parse(stdout) as { changes: Array<Record<string, string>> };
    expect(changes).toHaveLength(83);
    expect(changes[0]).toEqual({ level: 'non-breaking', operation: 'GET /carts', message: 'operation deprecated', rule: 'operation-deprecated' });
    expect(changes.find((change) => change.rule === 'operation-removed')).toEqual({ level: 'breaking', operation: 'DELETE /carts/{id}', message: 'operation removed', rule: 'operation-removed' });
    for (const change of changes) expect(Object.keys(change)).toEqual(['level', 'operation', 'message', 'rule']);
  });

  it('--fail-on-breaking exits 1 when a change is breaking, 0 when none is', async () => {
    expect((await apiDiff(['store-v1.yaml', 'store-v2.yaml', '--fail-on-breaking'])).code).toBe(1);
    expect(await apiDiff(['store-v1.yaml', 'store-v1.yaml', '--fail-on-breaking'])).toEqual({ code: 0, stdout: '✔ No changes\n', stderr: '' });
    const dir = await tempDir();
    const api = (summary: string): string => `openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n  /a:\n    get:\n      summary: ${summary}\n      responses: { '200': { description: ok } }\n${summary === 'new' ? '  /b:\n    get:\n      responses: {}\n' : ''}`;
    await writeFiles(dir, { 'old.yaml': api('old'), 'new.yaml': api('new') });
    expect(await apiDiff(['old.yaml', 'new.yaml', '--fail-on-breaking'], dir)).toEqual({ code: 0, stdout: 'GET /b\n  non-breaking  operation added\n\n✔ 0 breaking changes, 1 non-breaking, in 1 operation\n', stderr: '' });
  });

  it('runs from the compiled CLI, colours off when not on a terminal', async () => {
    const result = await runDocsgen(['api-diff', 'store-v1.yaml', 'store-v2.yaml', '--fail-on-breaking'], { cwd: fixture('.') });
    expect(result.code).toBe(1);
    expect(result.stdout).not.toMatch(/\u001b\[/);
    expect(result.stdout).toContain('DELETE /carts/{id}\n  breaking      operation removed\n');
    const coloured = await runDocsgen(['api-diff', 'store-v1.yaml', 'store-v2.yaml'], { cwd: fixture('.'), env: { FORCE_COLOR: '1' } });
    expect(coloured.stdout).toContain('\u001b[31mbreaking    \u001b[39m  operation removed');
  });

  it('reads Swagger 2.0 documents (converted to OpenAPI 3) and follows $refs into other files', async () => {
    const dir = await tempDir();
    const swagger = (extra: string): string => `swagger: '2.0'\ninfo: { title: T, version: '1' }\npaths:\n  /carts:\n    get:\n      parameters:\n        - { name: limit, in: query, type: integer }\n${extra}      responses:\n        '200': { description: ok, schema: { $ref: 'schemas.yaml#/Cart' } }\n`;
    await writeFiles(dir, {
      'v1/swagger.yaml': swagger('        - { name: sort, in: query, type: string }\n'),
      'v1/schemas.yaml': 'Cart:\n  type: object\n  properties:\n    id: { type: string }\n',
      'v2/swagger.yaml': swagger(''),
      'v2/schemas.yaml': 'Cart:\n  type: object\n  properties:\n    id: { type: integer }\n',
    });
    const { code, stdout } = await apiDiff(['v1/swagger.yaml', 'v2/swagger.yaml', '--json'], dir);
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { changes: Array<{ message: string }> }).changes.map((change) => change.message)).toEqual([
      'parameter `sort` (query) removed',
      'response 200 application/json: `id`: type changed from `string` to `integer`',
    ]);
  });
});

describe('docsgen api-diff on documents it cannot read', () => {
  it('exits 2 with one located line for a malformed document, YAML or JSON', async () => {
    const dir = await tempDir();
    await writeFiles(dir, { 'broken.yaml': 'openapi: 3.0.3\ninfo:\n  title: Store\n   version: 1\npaths: {}\n', 'broken.json': '{\n  "openapi": "3.0.3",\n  "info": { "title": "Store" }\n  "paths": {}\n}\n' });
    const yaml = await apiDiff(['broken.yaml', join(fixturesDir, 'api-diff', 'store-v1.yaml')], dir);
    expect(yaml.code).toBe(2);
    expect(yaml.stderr).toBe('broken.yaml:3:10 error YAML syntax error in the OpenAPI document: Nested mappings are not allowed in compact mappings  openapi/syntax\n✖ 1 error\n');
    const json = await apiDiff([join(fixturesDir, 'api-diff', 'store-v1.yaml'), 'broken.json'], dir);
    expect(json.code).toBe(2);
    expect(json.stderr.split('\n')[0]).toBe('broken.json:4:3 error JSON syntax error in the OpenAPI document: Missing , between flow map items  openapi/syntax');
    expect(json.stdout).toBe('');
  });

  it('exits 2 naming a missing file, a document that is no API, and two kinds of API', async () => {
    const dir = await tempDir();
    await writeFiles(dir, { 'config.yaml': 'title: Not an API\n', 'old.yaml': await readFile(fixture('store-v1.yaml'), 'utf8'), 'new.graphql': 'type Query { a: Int }\n' });
    expect(await apiDiff(['nope.yaml', 'old.yaml'], dir)).toMatchObject({ code: 2, stderr: 'nope.yaml error Cannot read `nope.yaml`: no such file  api-diff/unreadable\n✖ 1 error\n' });
    expect((await apiDiff(['config.yaml', 'old.yaml'], dir)).stderr).toContain('config.yaml:1:1 error `config.yaml` is neither an OpenAPI document (it has no `openapi` or `swagger` version) nor a GraphQL schema  api-diff/not-an-api\n');
    expect(await apiDiff(['old.yaml', 'new.graphql'], dir)).toMatchObject({ code: 2, stderr: 'new.graphql error Cannot compare `old.yaml`, an OpenAPI document, with `new.graphql`, a GraphQL schema  api-diff/kinds-differ\n✖ 1 error\n' });
  });
});

describe('docsgen api-diff sources', () => {
  it('reads git:<ref>:<path> with git show in the current folder\'s repository', async () => {
    const dir = await tempDir();
    const git = (...args: string[]): string => execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 'Ada', GIT_AUTHOR_EMAIL: 'a@e.example', GIT_COMMITTER_NAME: 'Ada', GIT_COMMITTER_EMAIL: 'a@e.example' } });
    git('init', '-q', '-b', 'main');
    await writeFiles(dir, { 'api/openapi.yaml': await readFile(fixture('store-v1.yaml'), 'utf8') });
    git('add', '.');
    git('commit', '-qm', 'v1');
    git('tag', 'v1');
    await writeFiles(dir, { 'api/openapi.yaml': await readFile(fixture('store-v2.yaml'), 'utf8') });
    const fromGit = await apiDiff(['git:v1:api/openapi.yaml', 'api/openapi.yaml', '--json'], dir);
    const fromFiles = await apiDiff([fixture('store-v1.yaml'), fixture('store-v2.yaml'), '--json']);
    expect(fromGit.code).toBe(0);
    expect(fromGit.stdout).toBe(fromFiles.stdout);
    expect(await apiDiff(['git:v9:api/openapi.yaml', 'api/openapi.yaml'], dir)).toMatchObject({ code: 2, stderr: expect.stringMatching(/^git:v9:api\/openapi\.yaml error Cannot read `git:v9:api\/openapi\.yaml`: .*v9.* {2}api-diff\/unreadable\n/) });
    expect((await apiDiff(['git:main:nope.yaml', 'api/openapi.yaml'], dir)).stderr).toMatch(/^git:main:nope\.yaml error Cannot read `git:main:nope\.yaml`: path 'nope\.yaml' does not exist in 'main'/);
  });

  describe('URLs', () => {
    let base = '';
    const server = createServer((request, response) => {
      const file = { '/v1.yaml': 'store-v1.yaml', '/v2.yaml': 'store-v2.yaml' }[request.url ?? ''];
      if (!file) return void response.writeHead(404).end('not found');
      void readFile(fixture(file)).then((body) => response.writeHead(200, { 'content-type': 'application/yaml' }).end(body));
    });
    beforeAll(async () => {
      await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

    it('fetches http(s) URLs, and exits 2 when one does not answer 2xx', async () => {
      const fetched = await apiDiff([`${base}/v1.yaml`, fixture('store-v2.yaml'), '--json']);
      expect(fetched.code).toBe(0);
      expect(fetched.stdout).toBe((await apiDiff([fixture('store-v1.yaml'), `${base}/v2.yaml`, '--json'])).stdout);
      expect(JSON.parse(fetched.stdout).changes).toHaveLength(83);
      expect(await apiDiff([`${base}/v0.yaml`, `${base}/v2.yaml`])).toMatchObject({ code: 2, stderr: `${base}/v0.yaml error Cannot read \`${base}/v0.yaml\`: the server answered 404 Not Found  api-diff/unreadable\n✖ 1 error\n` });
    });
  });
});

describe('docsgen api-diff on two GraphQL schemas', () => {
  it('lists graphql-inspector\'s changes by schema coordinate, breaking or not', async () => {
    const { code, stdout } = await apiDiff(['store-v1.graphql', 'store-v2.graphql', '--json', '--fail-on-breaking']);
    expect(code).toBe(1);
    const changes = (JSON.parse(stdout) as { changes: Array<{ level: string; operation: string; message: string }> }).changes;
    expect(changes.filter((change) => change.level === 'breaking').map((change) => `${change.operation}: ${change.message}`)).toEqual([
      "Cart.couponCode: Field 'couponCode' was removed from object type 'Cart'",
      "Cart.total: Field 'Cart.total' changed type from 'Int!' to 'Float!'",
      "CartStatus.ABANDONED: Enum value 'ABANDONED' was removed from enum 'CartStatus'",
      "Mutation.addToCart: Type for argument 'quantity' on field 'Mutation.addToCart' changed from 'Int' to 'Int!'",
      "Query.products: Argument 'currency: String!' added to field 'Query.products'",
    ]);
    expect(changes).toContainEqual({ level: 'non-breaking', operation: 'Product.price', message: "Field 'Product.price' changed type from 'Float' to 'Float!'", rule: 'FIELD_TYPE_CHANGED' });
    expect(changes.find((change) => change.operation === 'CartStatus.EXPIRED')?.message).toMatch(/^Enum value 'EXPIRED' was added to enum 'CartStatus' \(dangerous: /);
  });

  it('leaves descriptions out, and reads an SDL that defines a field twice, as GitHub\'s does', async () => {
    const dir = await tempDir();
    await writeFiles(dir, { 'old.graphql': '"""A cart."""\ntype Query { cart: Int }\n', 'new.graphql': '"""The shopper\'s cart."""\ntype Query {\n  cart: Int\n  cart: Int\n}\n' });
    expect(await apiDiff(['old.graphql', 'new.graphql'], dir)).toEqual({ code: 0, stdout: '✔ No changes\n', stderr: '' });
  });

  it('reads introspection JSON as well as SDL, and locates SDL syntax errors (exit 2)', async () => {
    const dir = await tempDir();
    const sdl = await readFile(fixture('store-v2.graphql'), 'utf8');
    await writeFiles(dir, { 'schema.json': JSON.stringify({ data: introspectionFromSchema(buildSchema(sdl)) }), 'broken.graphql': 'type Query {\n  cart(id: ID!): Cart\n  total Int\n}\n' });
    const { code, stdout } = await apiDiff([fixture('store-v1.graphql'), 'schema.json'], dir);
    expect(code).toBe(0);
    expect(stdout).toBe((await apiDiff(['store-v1.graphql', 'store-v2.graphql'])).stdout);
    const broken = await apiDiff(['broken.graphql', fixture('store-v2.graphql')], dir);
    expect(broken.code).toBe(2);
    expect(broken.stderr.split('\n')[0]).toBe('broken.graphql:3:9 error The GraphQL schema cannot be read: Syntax Error: Expected ":", found Name "Int".  api-diff/graphql-syntax');
  });

  it('locates a type a schema uses and does not define, in SDL and in introspection JSON (exit 2)', async () => {
    const dir = await tempDir();
    const introspection = introspectionFromSchema(buildSchema('type Query { cart: Cart }\ntype Cart { id: ID }\n'));
    const withoutCart = { data: { __schema: { ...introspection.__schema, types: introspection.__schema.types.filter((type) => type.name !== 'Cart') } } };
    await writeFiles(dir, {
      'unknown.graphql': 'type Query {\n  cart: Cart\n  total: Money\n}\ntype Cart { id: ID! }\n',
      'unknown.json': JSON.stringify(withoutCart, null, 2),
    });
    const sdl = await apiDiff(['unknown.graphql', fixture('store-v2.graphql')], dir);
    expect(sdl.code).toBe(2);
    expect(sdl.stderr.split('\n')[0]).toBe('unknown.graphql:3:10 error The GraphQL schema cannot be read: Unknown type: "Money".  api-diff/graphql-syntax');
    const json = await apiDiff([fixture('store-v1.graphql'), 'unknown.json'], dir);
    expect(json.code).toBe(2);
    const line = JSON.stringify(withoutCart, null, 2).split('\n').findIndex((text) => text.includes('"name": "Cart"')) + 1;
    expect(json.stderr.split('\n')[0]).toMatch(new RegExp(`^unknown\\.json:${line}:\\d+ error The GraphQL introspection result cannot be read: Invalid or incomplete schema, unknown type: Cart\\. .*  api-diff/not-an-api$`));
  });
});
