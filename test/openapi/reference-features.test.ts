import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { build } from '../../src/build/build.ts';
import type { SchemaNode } from '../../src/openapi/api-model.ts';
import { compileSpec } from '../../src/openapi/compile-spec.ts';
import { parseSpec } from '../../src/openapi/parse-spec.ts';
import { makeSite, text } from '../helpers.ts';

/** A document using what Redoc and Scalar render beyond the basics. */
const DOCUMENT = stringify({
  openapi: '3.1.0',
  info: { title: 'Feature API', version: '1' },
  servers: [{ url: 'https://api.feature.example' }],
  tags: [
    { name: 'accounts', 'x-displayName': 'Accounts' },
    { name: 'billing', 'x-displayName': 'Billing' },
    { name: 'admin' },
  ],
  'x-tagGroups': [{ name: 'Core', tags: ['accounts', 'billing'] }],
  paths: {
    '/accounts': {
      post: {
        summary: 'Create an account',
        tags: ['accounts', 'billing'],
        'x-codeSamples': [
          { lang: 'JavaScript', label: 'Node', source: 'await client.accounts.create();' },
          { lang: 'JavaScript', label: 'Node', source: 'client.accounts.create().then(print);' },
        ],
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Account' } } } },
        responses: {
          '201': {
            description: 'Created',
            headers: { 'X-Rate-Limit': { description: 'Requests left', schema: { type: 'integer', enum: [10, 100] }, example: 100 } },
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/Account' },
                examples: { personal: { summary: 'A personal account', value: { id: 'a1', kind: 'personal' } }, business: { summary: 'A business account', value: { id: 'a2', kind: 'business' } } },
              },
              'application/xml': { schema: { $ref: '#/components/schemas/Account' } },
            },
          },
        },
      },
    },
    '/admin/ping': { get: { summary: 'Ping', tags: ['admin'], responses: { '204': { description: 'Up' } } } },
  },
  components: {
    schemas: {
      Account: {
        type: 'object',
        xml: { name: 'account' },
        required: ['id'],
        properties: {
          id: { type: 'string', readOnly: true },
          password: { type: 'string', writeOnly: true },
          kind: { type: 'string', enum: ['personal', 'business'], 'x-enumDescriptions': { personal: 'One person', business: 'A **company**' } },
          owner: { allOf: [{ $ref: '#/components/schemas/Named' }, { properties: { name: { maxLength: 40 }, address: { allOf: [{ type: 'object', properties: { city: { type: 'string' } } }, { properties: { zip: { type: 'string' } } }] } } }] },
          payment: { allOf: [{ oneOf: [{ title: 'Card', type: 'object' }, { title: 'Bank', type: 'object' }] }, { anyOf: [{ title: 'Email receipt', type: 'object' }, { title: 'Paper receipt', type: 'object' }] }] },
        },
      },
      Named: { type: 'object', properties: { name: { type: 'string', description: 'Full name' } } },
    },
  },
});

const { spec } = parseSpec(DOCUMENT, 'openapi.yaml');
const { reference, diagnostics } = compileSpec(spec!, { route: '/api', downloads: [], withBase: (route) => route });
const create = reference!.operations.find((op) => op.slug === 'create-an-account')!;
const names = (node: SchemaNode | undefined) => node?.properties?.map((property) => property.name);
const property = (node: SchemaNode | undefined, name: string) => node!.properties!.find((entry) => entry.name === name)!.node;

describe('the reference shows what the document says', () => {
  it('compiles without findings', () => {
    expect(diagnostics).toEqual([]);
  });

  it('lists an operation under every tag, by display name, in `x-tagGroups` (ungrouped tags last)', () => {
    expect(reference!.tags.map((tag) => [tag.label, tag.operations.map((op) => op.title)])).toEqual([
      ['Accounts', ['Create an account']],
      ['Billing', ['Create an account']],
      ['admin', ['Ping']],
    ]);
    expect(reference!.overview.tagGroups).toEqual([{ name: 'Core', tags: ['accounts', 'billing'] }, { name: 'Other operations', tags: ['admin'] }]);
  });

  it('leaves readOnly properties out of requests and writeOnly ones out of responses, trees and examples alike', () => {
    const request = create.requestBody!.contents[0]!;
    const response = create.responses[0]!.contents[0]!;
    expect(names(request.schema)).toEqual(['password', 'kind', 'owner', 'payment']);
    expect(names(response.schema)).toEqual(['id', 'kind', 'owner', 'payment']);
    const sent = JSON.parse(create.samples.find((sample) => sample.label === 'curl')!.code.split("-d '")[1]!.split("'")[0]!) as Record<string, unknown>;
    expect(Object.keys(sent)).not.toContain('id');
  });

  it('merges allOf deeply and shows every oneOf/anyOf group', () => {
    const response = create.responses[0]!.contents[0]!.schema;
    const owner = property(response, 'owner');
    expect(names(owner)).toEqual(['name', 'address']);
    expect(property(owner, 'name')).toMatchObject({ typeLabel: 'string', constraints: ['≤ 40 characters'] });
    expect(names(property(owner, 'address'))).toEqual(['city', 'zip']);
    expect(property(response, 'payment').variants!.map((group) => [group.kind, group.options.map((option) => option.label)])).toEqual([
      ['oneOf', ['Card', 'Bank']],
      ['anyOf', ['Email receipt', 'Paper receipt']],
    ]);
  });

  it('keeps every named example, XML for XML media types, enum descriptions, header examples and each code sample', () => {
    const [json, xml] = create.responses[0]!.contents;
    expect(json!.examples!.map((example) => example.summary)).toEqual(['A personal account', 'A business account']);
    expect(xml!.example).toBe('<account>\n  <id>string</id>\n  <kind>personal</kind>\n  <owner>\n    <name>string</name>\n    <address>\n      <city>string</city>\n      <zip>string</zip>\n    </address>\n  </owner>\n  <payment/>\n</account>');
    expect(property(json!.schema, 'kind').enumDescriptions).toEqual({ '"personal"': '<p>One person</p>', '"business"': '<p>A <strong>company</strong></p>' });
    expect(create.responses[0]!.headers[0]).toMatchObject({ name: 'X-Rate-Limit', example: '100', schema: { enum: ['10', '100'] } });
    expect(create.samples.map((sample) => sample.label)).toEqual(['curl', 'Node', 'Node (2)', 'JavaScript', 'Python', 'PHP', 'Swift', 'Dart', 'Kotlin']);
  });

  it('renders tag groups in the sidebar, example tabs and enum descriptions on the page', async () => {
    const cwd = await makeSite({ 'api/openapi.yaml': DOCUMENT, 'pages/index.md': '# Home\n', 'sidebars.yaml': 'docs:\n  - index\n  - type: openapi\n' }, 'title: T\nurl: https://t.dev\nopenapi:\n  cache: api/openapi.yaml\n  route: /api\n');
    const { files } = await build({ cwd, write: false });
    const html = text(files, 'api/create-an-account/index.html');
    expect(html).toMatch(/<button[^>]*>Core<\/button>|>Core</);
    expect(html).toMatch(/data-value="personal">A personal account<\/button>.*data-value="business">A business account<\/button>/s);
    expect(html).toContain('<dt><code>&quot;business&quot;</code></dt><dd><p>A <strong>company</strong></p></dd>');
    expect(html).toContain('data-language="xml"');
    expect(html).toMatch(/data-value="node-2">Node \(2\)<\/button>/);
  });
});
