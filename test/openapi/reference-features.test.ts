import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { build } from '../../src/build/build.ts';
import type { SchemaNode } from '../../src/openapi/api-model.ts';
import { compileSpec } from '../../src/openapi/compile-spec.ts';
import { constraintText } from '../../src/openapi/constraint-text.ts';
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
        security: [{ oauth: ['accounts:write'] }, { key: [] }],
        callbacks: {
          accountVerified: {
            '{$request.body#/callbackUrl}': {
              post: { summary: 'Account verified', requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { accountId: { type: 'string' } } } } } }, responses: { '200': { description: 'Received' } } },
            },
          },
        },
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
  webhooks: {
    accountClosed: {
      post: {
        summary: 'Account closed',
        tags: ['accounts'],
        requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['id'], properties: { id: { type: 'string' }, closedAt: { type: 'string', format: 'date-time' } } } } } },
        responses: { '200': { description: 'Acknowledge the event' } },
      },
    },
  },
  components: {
    securitySchemes: {
      key: { type: 'apiKey', in: 'header', name: 'X-Key' },
      oauth: {
        type: 'oauth2',
        flows: {
          authorizationCode: { authorizationUrl: 'https://auth.feature.example/authorize', tokenUrl: 'https://auth.feature.example/token', scopes: { 'accounts:read': 'Read accounts', 'accounts:write': 'Create and change accounts' } },
          clientCredentials: { tokenUrl: 'https://auth.feature.example/token', scopes: { 'accounts:read': 'Read accounts' } },
        },
      },
    },
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
    expect(property(owner, 'name')).toMatchObject({ typeLabel: 'string' });
    expect(property(owner, 'name').constraints.map((constraint) => constraintText(constraint))).toEqual(['≤ 40 characters']);
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

  it('describes security flows with URLs and scopes, and the scopes each operation needs', () => {
    const oauth = reference!.overview.securitySchemes.find((scheme) => scheme.key === 'oauth')!;
    expect(oauth.flows!.map((flow) => [flow.label, flow.authorizationUrl, flow.tokenUrl, flow.scopes.map((scope) => scope.name)])).toEqual([
      ['Authorization code', 'https://auth.feature.example/authorize', 'https://auth.feature.example/token', ['accounts:read', 'accounts:write']],
      ['Client credentials', undefined, 'https://auth.feature.example/token', ['accounts:read']],
    ]);
    expect(create.security.map((alternative) => alternative.map((scheme) => `${scheme.key}${scheme.scopes ? ` ${scheme.scopes.join(',')}` : ''}`))).toEqual([['oauth accounts:write'], ['key']]);
  });

  it('shows callbacks on their operation and gives each webhook its own page', () => {
    expect(create.callbacks).toMatchObject([{ name: 'accountVerified', expression: '{$request.body#/callbackUrl}', method: 'POST', summary: 'Account verified', responses: [{ status: '200' }] }]);
    expect(create.callbacks[0]!.requestBody!.contents[0]!.schema!.properties!.map((entry) => entry.name)).toEqual(['accountId']);
    expect(reference!.webhooks.map((hook) => [hook.route, hook.method, hook.path, hook.samples.length])).toEqual([['/api/webhooks/account-closed', 'POST', 'accountClosed', 0]]);
  });

  it('renders tag groups in the sidebar, example tabs and enum descriptions on the page', async () => {
    const cwd = await makeSite({ 'api/openapi.yaml': DOCUMENT, 'pages/index.md': '# Home\n', 'sidebars.yaml': 'docs:\n  - index\n  - type: openapi\n' }, 'title: T\nurl: https://t.dev\nopenapi:\n  cache: api/openapi.yaml\n  route: /api\n');
    const { files } = await build({ cwd, write: false });
    const html = text(files, 'api/create-an-account/index.html');
    expect(html).toMatch(/<a [^>]*href="\/api\/feature-api#tag-accounts"[^>]*>Core<\/a>/);
    expect(html).toMatch(/data-value="personal">A personal account<\/button>.*data-value="business">A business account<\/button>/s);
    expect(html).toContain('<dt><code>&quot;business&quot;</code></dt><dd><p>A <strong>company</strong></p></dd>');
    expect(html).toContain('data-language="xml"');
    expect(html).toMatch(/data-value="node-2">Node \(2\)<\/button>/);
    expect(html).toContain('<strong>oauth</strong>: <!-- -->OAuth 2.0<!-- --> <!-- -->with scope <span><code>accounts:write</code></span>');
    expect(html).toMatch(/<h2 id="callbacks">Callbacks.*<h3 id="callback-account-verified-post">accountVerified.*<code class="api-path">\{\$request\.body#\/callbackUrl\}<\/code>/s);
    const overview = text(files, 'api/feature-api/index.html');
    expect(overview).toMatch(/<strong>Authorization code flow<\/strong>.*Token URL.*<code>accounts:write<\/code><\/td><td><p>Create and change accounts<\/p><\/td>/s);
    expect(overview).toContain('<a href="/api/webhooks/account-closed">Account closed</a>');
    const webhook = text(files, 'api/webhooks/account-closed/index.html');
    expect(webhook).toMatch(/<code class="api-path">accountClosed<\/code><span class="badge badge--secondary">Webhook<\/span>/);
    expect(webhook).toContain('<h2 id="request-body">Payload');
    expect(webhook).not.toContain('id="code-samples"');
    expect(html).toMatch(/sidebar__category[^>]*>(?:<[^>]+>)*Webhooks</);
  });
});
