import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { compileSpec } from '../../src/openapi/compile-spec.ts';
import { jsonLocator } from '../../src/openapi/json-locator.ts';
import { parseSpec } from '../../src/openapi/parse-spec.ts';
import { createSchemaValidator } from '../../src/samples/schema-validator.ts';
import { checkOpenApiExamples } from '../../src/samples/openapi-examples.ts';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ApiSchemaContent } from '../../templates/api/ApiContent.tsx';
import { lines } from '../helpers.ts';

const options = { route: '/api', downloads: [], withBase: (route: string) => route };

function compile(source: string, file = 'openapi.yaml') {
  const { spec, diagnostics } = parseSpec(source, file);
  if (!spec) return { diagnostics };
  return compileSpec(spec, options);
}

/** A Swagger 2.0 document in the shape real ones have: definitions, body and formData parameters, produces. */
const SWAGGER = JSON.stringify(
  {
    swagger: '2.0',
    info: { title: 'Legacy Shop', version: '2' },
    host: 'api.legacy.example',
    basePath: '/v2',
    schemes: ['https'],
    consumes: ['application/json'],
    produces: ['application/json'],
    securityDefinitions: { key: { type: 'apiKey', in: 'header', name: 'X-Key' }, oauth: { type: 'oauth2', flow: 'accessCode', authorizationUrl: 'https://auth.example/authorize', tokenUrl: 'https://auth.example/token', scopes: { 'orders:write': 'Create orders' } } },
    paths: {
      '/orders/{id}': {
        get: {
          operationId: 'getOrder',
          summary: 'Get an order',
          parameters: [{ name: 'id', in: 'path', required: true, type: 'string' }],
          responses: { '200': { description: 'The order', schema: { $ref: '#/definitions/Order' }, examples: { 'application/json': { id: 'o1', total: 5 } } } },
        },
      },
      '/orders': {
        post: {
          summary: 'Create an order',
          security: [{ oauth: ['orders:write'] }],
          parameters: [{ name: 'body', in: 'body', required: true, schema: { $ref: '#/definitions/Order' } }],
          responses: { '201': { description: 'Created', schema: { $ref: '#/definitions/Order' } } },
        },
      },
      '/uploads': {
        post: {
          summary: 'Upload a receipt',
          consumes: ['multipart/form-data'],
          parameters: [
            { name: 'file', in: 'formData', type: 'file', required: true },
            { name: 'note', in: 'formData', type: 'string' },
          ],
          responses: { '204': { description: 'Stored' } },
        },
      },
    },
    definitions: { Order: { type: 'object', required: ['id'], properties: { id: { type: 'string' }, total: { type: 'integer', minimum: 0 } } } },
  },
  null,
  2,
);

describe('reading every OpenAPI version', () => {
  it('converts Swagger 2.0 to OpenAPI 3 on reading: servers, schemas, request bodies, form data, security flows', () => {
    const { reference, diagnostics } = compile(SWAGGER, 'swagger.json');
    expect(lines(diagnostics)).toEqual([]);
    expect(reference!.operations.map((op) => `${op.method} ${op.path} ${op.servers[0]}`)).toEqual(['GET /orders/{id} https://api.legacy.example/v2', 'POST /orders https://api.legacy.example/v2', 'POST /uploads https://api.legacy.example/v2']);
    const create = reference!.operations[1]!;
    expect(create.requestBody?.contents.map((media) => `${media.mediaType} ${media.schema?.typeLabel}`)).toEqual(['application/json Order']);
    expect(reference!.operations[2]!.requestBody?.contents[0]?.mediaType).toBe('multipart/form-data');
    expect(reference!.operations[0]!.responses[0]!.contents[0]!.example).toBe(JSON.stringify({ id: 'o1', total: 5 }, null, 2));
    expect(reference!.schemas.map((schema) => schema.route)).toEqual(['/api/schemas/order']);
  });

  it('locates messages about a converted document in the Swagger 2.0 source', () => {
    const source = JSON.stringify(JSON.parse(SWAGGER.replace('#/definitions/Order', '#/definitions/Ordr')), null, 2);
    const { diagnostics } = compile(source, 'swagger.json');
    const line = source.split('\n').findIndex((text) => text.includes('#/definitions/Ordr')) + 1;
    expect(lines(diagnostics)).toEqual([expect.stringMatching(new RegExp(`^swagger\\.json:${line}:\\d+ error \`\\$ref\` \`#/components/schemas/Ordr\` points to nothing in the document`))]);
  });

  it('accepts 3.1 `$dynamicRef` and `$dynamicAnchor` in schemas and checks examples against them', () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: { '/trees': { get: { responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/StringTree' }, example: { value: 'a', children: [{ value: 'b' }] } } } } } } } },
      components: {
        schemas: {
          Tree: { $id: 'https://example.test/tree', $dynamicAnchor: 'node', type: 'object', properties: { value: true, children: { type: 'array', items: { $dynamicRef: '#node' } } } },
          StringTree: { $id: 'https://example.test/string-tree', $dynamicAnchor: 'node', $ref: 'https://example.test/tree', properties: { value: { type: 'string' } } },
        },
      },
    };
    const { reference, diagnostics } = compile(JSON.stringify(doc));
    expect(lines(diagnostics)).toEqual([]);
    expect(reference!.operations[0]!.responses[0]!.contents[0]!.schema!.typeLabel).toBe('StringTree');
    const examples = (value: unknown) => {
      const { spec } = parseSpec(JSON.stringify({ ...doc, paths: { '/trees': { get: { responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/StringTree' }, example: value } } } } } } } }), 'openapi.json');
      return checkOpenApiExamples(spec!, createSchemaValidator(spec!)).problems.map((problem) => problem.message);
    };
    expect(examples({ value: 'a', children: [{ value: 'b' }] })).toEqual([]);
    // The nested node is a StringTree too: `$dynamicRef` resolves to the outermost anchor.
    expect(examples({ value: 'a', children: [{ value: 5 }] })).toEqual([expect.stringContaining('`$.children[0].value` must be string')]);
  });

  it('reads OpenAPI 3.2 and accepts 3.1 operations without responses', () => {
    const paths = { '/ping': { get: { summary: 'Ping' } } };
    for (const openapi of ['3.1.0', '3.2.0']) {
      const { reference, diagnostics } = compile(stringify({ openapi, info: { title: 'T', version: '1' }, paths }));
      expect(lines(diagnostics)).toEqual([]);
      expect(reference!.operations[0]!.responses).toEqual([]);
    }
    // 3.0 requires them: a warning, since Redoc and others render such documents anyway.
    const { reference, diagnostics } = compile(stringify({ openapi: '3.0.3', info: { title: 'T', version: '1' }, paths }));
    expect(reference).toBeDefined();
    expect(lines(diagnostics)).toEqual(['openapi.yaml:8:7 warning `GET /ping` has no `responses`, which OpenAPI 3.0 requires  openapi/missing-field']);
  });
});

describe('what a third party’s document may lack', () => {
  it('builds without `info.title`, titled `API`, and cuts paragraph-long summaries to short slugs', () => {
    const summary = 'Sets instancewide variables to be used for the oauth flow when creating this destination when set these variables will be injected into a connector';
    const { reference, diagnostics } = compile(stringify({ openapi: '3.1.0', info: { version: '1' }, paths: { '/v': { post: { summary, responses: { '204': { description: 'Set' } } } } } }));
    expect(lines(diagnostics)).toEqual(['openapi.yaml:3:3 warning `info.title` is missing; the reference is titled `API`  openapi/missing-field']);
    expect(reference!.overview.title).toBe('API');
    expect(reference!.operations[0]!.slug).toBe('sets-instancewide-variables-to-be-used-for-the-oauth-flow-when-creating-this');
  });

  it('links the named alternatives of an expandable property instead of expanding one more level each (Stripe)', () => {
    const expandable = (name: string) => ({ anyOf: [{ type: 'string' }, { $ref: `#/components/schemas/${name}` }] });
    const schemas = {
      charge: { type: 'object', properties: { id: { type: 'string' }, customer: expandable('customer') } },
      customer: { type: 'object', properties: { id: { type: 'string' }, default_source: expandable('source') } },
      source: { type: 'object', properties: { id: { type: 'string' }, owner: expandable('customer') } },
    };
    const paths = { '/v1/charges/{charge}': { get: { parameters: [{ name: 'charge', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/charge' } } } } } } } };
    const { reference } = compile(stringify({ openapi: '3.0.3', info: { title: 'T', version: '1' }, paths, components: { schemas } }));
    const charge = reference!.operations[0]!.responses[0]!.contents[0]!.schema!;
    const customer = charge.properties!.find((property) => property.name === 'customer')!.node;
    expect(customer.variants![0]!.options.map((option) => [option.label, option.node.collapsed ?? false])).toEqual([['Option 1', false], ['customer', true]]);
  });

  it('names webhook pages by the webhook, not by a paragraph-long summary (GitHub)', () => {
    const summary = 'This event occurs when someone forks a repository. For more information, see "Fork a repo." To subscribe to this event, a GitHub App must have at least read-level access.';
    const { reference } = compile(stringify({ openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: {}, 'x-webhooks': { 'fork': { post: { summary, operationId: 'fork', responses: { '200': { description: 'OK' } } } } } }));
    expect(reference!.webhooks.map((hook) => [hook.route, hook.title])).toEqual([['/api/webhooks/fork', 'fork']]);
  });

  it('lists the first 100 operations that use a schema, and how many more (Graph’s error schema is used by 11,000)', () => {
    const paths = Object.fromEntries(Array.from({ length: 130 }, (_, n) => [`/things${n}`, { get: { summary: `Thing ${n}`, responses: { default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } } } }]));
    const { reference } = compile(stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths, components: { schemas: { Error: { type: 'object' } } } }));
    const html = renderToString(createElement(ApiSchemaContent, { schema: reference!.schemas[0]!, highlighted: new Map() }));
    expect(html.match(/<li>/g)).toHaveLength(100);
    expect(html).toContain('… and <!-- -->30<!-- --> more operations.');
  });

  it('groups a thousand dotted tags by prefix when the document has no `x-tagGroups` (Microsoft Graph)', () => {
    const ok = { responses: { '200': { description: 'OK' } } };
    const paths = Object.fromEntries(Array.from({ length: 70 }, (_, n) => [`/r${n}`, { get: { ...ok, tags: [`${n % 2 ? 'users' : 'groups'}.thing${n}`] } }]));
    const { reference } = compile(stringify({ openapi: '3.0.3', info: { title: 'T', version: '1' }, paths }));
    expect(reference!.overview.tagGroups!.map((group) => [group.name, group.tags.length])).toEqual([['groups', 35], ['users', 35]]);
    // Few tags, or names without a shared prefix: no groups.
    const few = compile(stringify({ openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: { '/a': { get: { ...ok, tags: ['users.a'] } }, '/b': { get: { ...ok, tags: ['groups.b'] } } } }));
    expect(few.reference!.overview.tagGroups).toBeUndefined();
  });

  it('groups the operations of a document that tags none by resource, as Stripe’s needs', () => {
    const ok = { responses: { '200': { description: 'OK' } } };
    const paths = { '/v1/charges': { get: ok, post: ok }, '/v1/charges/{charge}': { get: { ...ok, parameters: [{ name: 'charge', in: 'path', required: true, schema: { type: 'string' } }] } }, '/v1/customers': { get: ok }, '/v1': { get: ok } };
    const { reference } = compile(stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths }));
    expect(reference!.tags.map((tag) => [tag.name, tag.operations.length])).toEqual([['charges', 3], ['customers', 1], ['Other operations', 1]]);
  });
});

describe('the example check in each version’s dialect', () => {
  const check = (doc: object) => {
    const { spec } = parseSpec(JSON.stringify(doc, null, 2), 'openapi.json');
    const validator = createSchemaValidator(spec!);
    return { ...checkOpenApiExamples(spec!, validator), uncompiled: validator.uncompiled };
  };
  const schemaDoc = (openapi: string, schemas: object) => ({ openapi, info: { title: 'T', version: '1' }, paths: {}, components: { schemas } });

  it('reads OpenAPI 3.0 `nullable` (also beside anyOf without `type`, as GitHub writes it) and boolean exclusive bounds', () => {
    const result = check(
      schemaDoc('3.0.3', {
        Label: { nullable: true, anyOf: [{ type: 'string' }, { type: 'integer' }], example: null },
        Name: { type: 'string', nullable: true, example: null },
        Colour: { type: 'string', enum: ['red'], nullable: true, example: null },
        Count: { type: 'integer', minimum: 0, exclusiveMinimum: true, example: 1 },
        Bad: { type: 'integer', maximum: 10, exclusiveMaximum: true, example: 10 },
      }),
    );
    expect(result.uncompiled).toEqual([]);
    expect(result.problems.map((problem) => `${problem.line}:${problem.column} ${problem.message}`)).toEqual([expect.stringMatching(/^\d+:\d+ The example of `Bad` does not match its schema: `\$` must be < 10$/)]);
  });

  it('reads no schema id out of example values (Box repeats an `$id` in its examples)', () => {
    const result = check({ ...schemaDoc('3.0.3', { File: { type: 'object', properties: { id: { type: 'string' }, owner: { type: 'object' } }, example: { id: 'f1', owner: { $id: 'same' } } }, Folder: { type: 'object', example: { $id: 'same' } } }), 'x-meta': { $id: 'same' } });
    expect(result.uncompiled).toEqual([]);
    expect(result.problems).toEqual([]);
  });

  it('reports a schema Ajv cannot compile as a warning at that schema, and checks the others', () => {
    const result = check(schemaDoc('3.1.0', { Broken: { type: 'string', pattern: '(', example: 'x' }, Fine: { type: 'integer', example: 'one' } }));
    expect(result.uncompiled).toEqual([{ pointer: '#/components/schemas/Broken', message: expect.stringContaining('Invalid regular expression') }]);
    expect(result.problems.map((problem) => problem.message)).toEqual(['The example of `Fine` does not match its schema: `$` must be integer']);
  });

  it('checks the examples of schemas that differ only in annotations alike, each reported at its own place', () => {
    const result = check(
      schemaDoc('3.1.0', {
        A: { type: 'integer', description: 'A count.', example: 'one' },
        B: { type: 'integer', title: 'B', example: 2 },
        C: { type: 'integer', deprecated: true, example: 'three' },
        // A property called `description` is not an annotation.
        D: { type: 'object', properties: { description: { type: 'integer' } }, example: { description: 'text' } },
        E: { type: 'object', properties: { description: { type: 'string' } }, example: { description: 'text' } },
      }),
    );
    expect(result.uncompiled).toEqual([]);
    expect(result.problems.map((problem) => `${problem.line} ${problem.message}`)).toEqual([
      expect.stringMatching(/^\d+ The example of `A` does not match its schema: `\$` must be integer$/),
      expect.stringMatching(/^\d+ The example of `C` does not match its schema: `\$` must be integer$/),
      expect.stringMatching(/^\d+ The example of `D` does not match its schema: `\$.description` must be integer$/),
    ]);
    expect(new Set(result.problems.map((problem) => problem.line)).size).toBe(3);
  });

  it('resolves the references of a schema under an `$id` against that id, however alike it is to one elsewhere', () => {
    const result = check(
      schemaDoc('3.1.0', {
        N: { type: 'string' },
        Y: { type: 'object', properties: { v: { $ref: '#/components/schemas/N', example: 'str' } } },
        X: { $id: 'https://example.com/x.json', type: 'object', properties: { v: { $ref: '#/components/schemas/N', example: 'str' } } },
      }),
    );
    expect(result.problems).toEqual([]);
    expect(result.uncompiled).toEqual([{ pointer: '#/components/schemas/X/properties/v', message: "can't resolve reference #/components/schemas/N from id https://example.com/x.json" }]);
  });

  it('reports each place of a schema Ajv cannot compile, however many are alike', () => {
    const result = check(schemaDoc('3.1.0', { One: { type: 'string', pattern: '(', example: 'x' }, Two: { type: 'string', pattern: '(', description: 'Same.', example: 'y' } }));
    expect(result.uncompiled.map((schema) => schema.pointer)).toEqual(['#/components/schemas/One', '#/components/schemas/Two']);
  });
});

describe('jsonLocator', () => {
  it('finds the line and column of values at JSON pointers, or of their closest parent', () => {
    const text = '{\n  "a": {"b~c": [1, {"d/e": "x\\"}"}],\n    "f": 2},\n  "g": true\n}';
    const { locate } = jsonLocator(text);
    expect(locate('#/a/b~0c/1/d~1e')).toEqual({ line: 2, column: 28 });
    expect(locate('#/a/f')).toEqual({ line: 3, column: 10 });
    expect(locate('#/g')).toEqual({ line: 4, column: 8 });
    expect(locate('#/a/missing')).toEqual({ line: 2, column: 8 });
  });

  it('skips strings that end in backslashes or hold escaped quotes and brackets, and bare values at the end', () => {
    const text = '{"a": ["x\\\\", "y\\"}]\\\\", {"b\\\\": 1}],\n "c": {"d": [true, null, -1.5e3]}, "e": 7}';
    expect(Object.keys(JSON.parse(text) as object)).toEqual(['a', 'c', 'e']);
    const { locate } = jsonLocator(text);
    expect(locate('#/a/2/b\\')).toEqual({ line: 1, column: 34 });
    expect(locate('#/c/d/2')).toEqual({ line: 2, column: 26 });
    expect(locate('#/e')).toEqual({ line: 2, column: 41 });
  });
});
