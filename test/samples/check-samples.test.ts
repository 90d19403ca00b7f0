import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { DocsgenError, type Diagnostic } from '../../src/diagnostics/diagnostic.ts';
import type { JsonObject } from '../../src/openapi/schema.ts';
import type { CodeSample } from '../../src/content/transform-types.ts';
import { checkRestSamples, restSurface } from '../../src/samples/rest-samples.ts';
import { readPacks } from '../../src/site/compile-cache.ts';
import { copySite, lines, makeSite, runDocsgen, text, writeFiles } from '../helpers.ts';

/** A page with one drifted sample of each kind; line numbers below count from its top. */
const BROKEN = `---
title: Broken
---

\`\`\`graphql
query {
  cart(id: "cart_1") {
    totl
  }
}
\`\`\`

\`\`\`json schema="Cart"
{
  "id": "cart_1",
  "items": [{ "productId": "prod_socks", "quantity": "2" }],
  "total": 25800
}
\`\`\`

- In a list:

  \`\`\`bash
  curl -sS -X POST https://api.shop.example/v1/cart/cart_1/items \\
    -d '{"productId": "prod_socks"}'
  \`\`\`

\`\`\`ts check
import { Shop } from '@shop/sdk';

const shop = new Shop({ apiKey: 'KEY' });
const total: string = (await shop.getCart('cart_1')).total;
\`\`\`
`;

const BROKEN_LINES = [
  'site/pages/broken.md:8:5 error Cannot query field `totl` on type `Cart`.  samples/graphql-invalid',
  'site/pages/broken.md:16:54 error `Cart` sample: `$.items[0].quantity` must be integer  samples/json-schema',
  'site/pages/broken.md:24:3 error `POST /cart/cart_1/items` is not an operation of the API: no path matches `/cart/cart_1/items`  samples/rest-unknown-path',
  'site/pages/broken.md:32:7 error Type `number` is not assignable to type `string`. (TS2322)  samples/typescript',
];

async function buildError(cwd: string): Promise<DocsgenError> {
  try {
    await build({ cwd, write: false, cache: false });
  } catch (error) {
    if (error instanceof DocsgenError) return error;
    throw error;
  }
  throw new Error('the build did not fail');
}

/** The problems a build of the samples fixture reports once `files` are added under `dir` of its site. */
async function problemsWith(files: Record<string, string>, dir = 'pages'): Promise<string[]> {
  const cwd = await copySite('samples');
  await writeFiles(join(cwd, 'site', dir), files);
  return lines((await buildError(cwd)).diagnostics);
}

const hints = (diagnostics: readonly Diagnostic[]): Array<string | undefined> => diagnostics.map((d) => d.hint);

const cli = (args: string[], cwd: string) => runDocsgen(args, { cwd, env: { NO_COLOR: '1' } });

describe('sample checks', () => {
  it('check every kind of sample on a clean site and count them', async () => {
    const cwd = await copySite('samples');
    const result = await build({ cwd, write: false, cache: false });
    expect(lines(result.diagnostics)).toEqual([]);
    expect(result.samples).toEqual({ graphql: 1, json: 1, jsonWithSchema: 1, rest: 2, typescript: 3, openapiExamples: 4 });
    // Lines above `// ---cut---` are compiled but not shown.
    const html = text(result.files, 'index.html');
    expect(html).toContain('getCart');
    expect(html).not.toContain('---cut---');
    expect(html).not.toContain('declare const cartId');
  });

  it('report a drifted sample of each kind at its file:line:col, with a hint', async () => {
    const cwd = await copySite('samples');
    await writeFiles(join(cwd, 'site/pages'), { 'broken.md': BROKEN });
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual(BROKEN_LINES);
    expect(hints(error.diagnostics)).toEqual([
      'did you mean `total`?',
      'the sample is checked against `#/components/schemas/Cart` in site/api/openapi.yaml',
      'did you mean `POST /carts/{cartId}/items`?',
      '`check` blocks are type-checked against site/api/shop-sdk.d.ts',
    ]);
    // The code frame points into the page.
    expect(error.diagnostics[3]!.source).toContain("const total: string = (await shop.getCart('cart_1')).total;");
  });

  it('report syntax errors, unknown schemas and methods, SDL excerpts that disagree, and broken OpenAPI examples', async () => {
    const cwd = await copySite('samples');
    await writeFiles(join(cwd, 'site/pages'), {
      'more.md': [
        '```json',
        '{ "id": "cart_1", }',
        '```',
        '',
        '```json schema="Carts"',
        '{}',
        '```',
        '',
        '```http',
        'PUT /v1/carts/cart_1 HTTP/1.1',
        'Host: api.shop.example',
        '```',
        '',
        '```graphql',
        'type Cart {',
        '  id: ID!',
        '  total: Float!',
        '}',
        '```',
        '',
        '```graphql',
        'query { cart(id: 1 {',
        '```',
        '',
      ].join('\n'),
    });
    const spec = join(cwd, 'site/api/openapi.yaml');
    await writeFile(spec, (await readFile(spec, 'utf8')).replace('                        quantity: 2', '                        quantity: 0'));
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual([
      'site/api/openapi.yaml:49:35 error Example `two-items` of the GET /carts/{cartId} 200 response does not match its schema: `$.items[0].quantity` must be >= 1  samples/openapi-example',
      'site/pages/more.md:2:19 error JSON syntax error: Expected double-quoted property name  samples/json-syntax',
      'site/pages/more.md:5:1 error `schema="Carts"`: the OpenAPI document has no schema `Carts`  samples/unknown-schema',
      'site/pages/more.md:10:1 error `PUT /carts/cart_1` is not an operation of the API: `/carts/{cartId}` has `GET`, `DELETE`  samples/rest-unknown-method',
      'site/pages/more.md:17:3 error Field `Cart.total` is `Float!` here but `Int!` in the schema  samples/graphql-invalid',
      'site/pages/more.md:22:20 error GraphQL syntax error: Expected Name, found `{`.  samples/graphql-invalid',
    ]);
    expect(error.diagnostics[2]!.hint).toBe('did you mean `Cart`?');
  });

  it('flag properties the schema does not have: a renamed field is drift', async () => {
    expect(await problemsWith({ 'renamed.md': '```json schema="Cart[]"\n[{ "id": "cart_1", "items": [], "totl": 1 }]\n```\n' })).toEqual([
      'site/pages/renamed.md:2:2 error `Cart[]` sample: `$[0]` is missing the required property `total`  samples/json-schema',
      'site/pages/renamed.md:2:41 error `Cart[]` sample: `$[0].totl` is not a property of the schema  samples/json-schema',
    ]);
  });

  it('read JSON without the highlighting comments a page may add, at the lines as written', async () => {
    const block = ['```json schema="Cart[]"', '[{', '  // highlight-next-line', '  "id": "cart_1", // [!code ++]', '  "items": [],', '  "totl": 1', '}]', '```', ''].join('\n');
    expect(await problemsWith({ 'marked.md': block })).toEqual([
      'site/pages/marked.md:2:2 error `Cart[]` sample: `$[0]` is missing the required property `total`  samples/json-schema',
      'site/pages/marked.md:6:11 error `Cart[]` sample: `$[0].totl` is not a property of the schema  samples/json-schema',
    ]);
  });

  it('report a <CodeBlock> sample at the code inside it', async () => {
    const page = ['# Blocks', '', '<CodeBlock language="json" metastring=\'schema="Cart[]"\'>', '  {`[{', '  "id": "cart_1", "items": [],', '  "totl": 1', '}]`}', '</CodeBlock>', ''].join('\n');
    expect(await problemsWith({ 'blocks.mdx': page })).toEqual([
      'site/pages/blocks.mdx:4:6 error `Cart[]` sample: `$[0]` is missing the required property `total`  samples/json-schema',
      'site/pages/blocks.mdx:6:11 error `Cart[]` sample: `$[0].totl` is not a property of the schema  samples/json-schema',
    ]);
  });

  it('reuse their cached result when prose above the samples moves them, and report at the new lines', async () => {
    const cwd = await copySite('samples');
    await writeFiles(join(cwd, 'site/pages'), { 'broken.md': BROKEN });
    const moved = (lines: string[], by: number) => lines.map((line) => line.replace(/broken\.md:(\d+)/, (_all, n: string) => `broken.md:${Number(n) + by}`));
    const cached = async (): Promise<string[]> => {
      try {
        await build({ cwd, write: false });
      } catch (error) {
        if (error instanceof DocsgenError) return lines(error.diagnostics);
        throw error;
      }
      throw new Error('the build did not fail');
    };
    expect(await cached()).toEqual(BROKEN_LINES);
    const folder = join(cwd, 'node_modules/.cache/docsgen/build');
    const entries = async () => (await readdir(folder)).reduce((count, version) => count + readPacks(join(folder, version)).size, 0);
    const before = await entries();
    await writeFile(join(cwd, 'site/pages/broken.md'), BROKEN.replace(/\n---\n/, '\n---\n\nA new paragraph.\n\nAnd another.\n'));
    expect(await cached()).toEqual(moved(BROKEN_LINES, 4));
    // One new entry: the edited page. The sample checks came from the cache.
    expect(await entries()).toBe(before + 1);
  });

  it('match a path with or without its trailing slash, as the document declares it or not', () => {
    const surface = { operations: [{ method: 'GET', path: '/api/v1/flags/' }, { method: 'POST', path: '/api/v1/identities/{id}/' }, { method: 'GET', path: '/carts' }], servers: ['https://api.shop.example'] };
    const sample = (value: string): CodeSample => ({ lang: 'bash', meta: '', value, file: 'site/pages/a.md', line: 3, column: 1 });
    const samples = ["curl 'https://api.shop.example/api/v1/flags/'", 'curl https://api.shop.example/api/v1/flags', 'curl -X POST https://api.shop.example/api/v1/identities/user_1', 'curl https://api.shop.example/carts/', 'curl https://api.shop.example/api/v1/flag/'].map(sample);
    const { problems, count } = checkRestSamples(samples, [{ surface, file: 'openapi.yaml' }]);
    expect(count).toBe(5);
    expect(problems.map((problem) => `${problem.code} ${problem.message}`)).toEqual(['samples/rest-unknown-path `GET /api/v1/flag` is not an operation of the API: no path matches `/api/v1/flag`']);
  });

  it('know the servers a path or an operation declares, not only the document\'s', () => {
    const doc: JsonObject = {
      servers: [{ url: 'https://{region}.api.shop.example/v1/', variables: { region: { default: 'eu' } } }, { url: '/relative' }],
      paths: {
        '/files': { servers: [{ url: 'https://uploads.shop.example' }], post: { responses: {} } },
        '/reports': { get: { servers: [{ url: 'https://reports.shop.example/v2' }], responses: {} } },
      },
    };
    expect(restSurface(doc)).toEqual({
      operations: [{ method: 'POST', path: '/files' }, { method: 'GET', path: '/reports' }],
      servers: ['https://eu.api.shop.example/v1', 'https://uploads.shop.example', 'https://reports.shop.example/v2'],
    });
  });

  it('check the samples of blog posts like those of pages', async () => {
    expect(await problemsWith({ '2025-01-01-post.md': '---\ntitle: Post\n---\n\n```json schema="Cart[]"\n[{ "id": "cart_1", "items": [], "totl": 1 }]\n```\n' }, 'blog')).toContain('site/blog/2025-01-01-post.md:6:41 error `Cart[]` sample: `$[0].totl` is not a property of the schema  samples/json-schema');
  });

  it('check against a local OpenAPI document split into files', async () => {
    const cwd = await makeSite(
      {
        'api/openapi.yaml': "openapi: 3.1.0\ninfo: {title: Split, version: '1'}\npaths:\n  /things:\n    get:\n      responses: {'200': {$ref: 'responses.yaml#/Ok'}}\n",
        'api/responses.yaml': "Ok:\n  description: Fine.\n  content:\n    application/json:\n      schema: {$ref: 'schemas.yaml#/components/schemas/Thing'}\n",
        'api/schemas.yaml': 'components:\n  schemas:\n    Thing:\n      type: object\n      properties:\n        parts: {type: array}\n',
        'pages/index.md': '# Home\n\n```json schema="Thing"\n{ "parts": 3 }\n```\n',
      },
      'title: T\nurl: https://t.dev\nopenapi:\n  cache: api/openapi.yaml\n',
    );
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual(['site/pages/index.md:4:12 error `Thing` sample: `$.parts` must be array  samples/json-schema']);
  });

  it('follow the severity of each kind in `checks:`, and skip a kind set to ignore', async () => {
    const cwd = await copySite('samples');
    await writeFiles(join(cwd, 'site/pages'), { 'broken.md': BROKEN });
    const config = join(cwd, 'site/config.yaml');
    await writeFile(config, `${(await readFile(config, 'utf8')).replace('  openapiExamples: error\n', '')}  graphqlSamples: warn\n  jsonSamples: ignore\n  openapiExamples: ignore\n  restSamples: warn\n  typescriptSamples: warn\n`);
    const result = await build({ cwd, write: false, cache: false });
    expect(lines(result.diagnostics)).toEqual(BROKEN_LINES.filter((line) => !line.includes('json')).map((line) => line.replace(' error ', ' warning ')));
    expect(result.samples).toMatchObject({ json: 0, openapiExamples: 0, graphql: 2 });
  });

  it('name a missing schema or declaration file at its line in config.yaml', async () => {
    const cwd = await copySite('samples');
    const config = join(cwd, 'site/config.yaml');
    await writeFile(config, (await readFile(config, 'utf8')).replace('api/schema.graphql', 'api/missing.graphql'));
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual(['site/config.yaml:6:18 error `samples.graphqlSchema` names `api/missing.graphql`, which does not exist  config/missing-file']);
    await writeFile(config, (await readFile(config, 'utf8')).replace('api/missing.graphql', 'api/schema.graphql').replace('api/shop-sdk.d.ts', 'api/gone.d.ts'));
    expect(lines((await buildError(cwd)).diagnostics)).toEqual(['site/config.yaml:8:7 error `samples.typescriptDeclarations` names `api/gone.d.ts`, which does not exist  config/missing-file']);
  });

  it('report the same problems from the compiled CLI, whose TypeScript check runs on its own thread, in `build` and in `check-links --samples`', { timeout: 120_000 }, async () => {
    // One site for both commands: each run loads TypeScript and its library files afresh.
    const cwd = await copySite('samples');
    const clean = await cli(['build'], cwd);
    expect(clean.code, clean.stderr).toBe(0);
    expect(clean.stdout).toContain('Checked samples: 1 GraphQL, 1 JSON (1 against a schema) + 4 OpenAPI examples, 2 REST, 3 TypeScript\n');
    await writeFiles(join(cwd, 'site/pages'), { 'broken.md': BROKEN });
    const broken = await cli(['build'], cwd);
    expect(broken.code).toBe(1);
    expect(broken.stderr.split('\n').filter((line) => line.startsWith('site/'))).toEqual(BROKEN_LINES);
    const links = await cli(['check-links'], cwd);
    expect(links.code).toBe(0);
    const checked = await cli(['check-links', '--samples'], cwd);
    expect(checked.code).toBe(1);
    expect(checked.stderr).toContain('site/pages/broken.md:8:5 error Cannot query field `totl` on type `Cart`.');
    expect(checked.stderr).toContain('site/pages/broken.md:32:7 error Type `number` is not assignable to type `string`. (TS2322)');
    expect(checked.stdout).toContain('Checked samples: 2 GraphQL, 2 JSON (2 against a schema) + 4 OpenAPI examples, 3 REST, 4 TypeScript\n');
  });
});
