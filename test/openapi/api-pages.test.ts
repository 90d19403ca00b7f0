import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { refersToOtherFiles } from '../../src/openapi/bundle-refs.ts';
import { join } from 'node:path';
import { copySite, lines, makeSite, text, writeFiles } from '../helpers.ts';

const { files } = await build({ cwd: await copySite('openapi'), write: false });
const page = (path: string) => text(files, path);

describe('REST reference pages', () => {
  it('show method, path, servers, parameters, request body, samples in tabs and responses', () => {
    const html = page('api/list-pets/index.html');
    expect(html).toContain('<title>List pets | Shop API Docs</title>');
    expect(html).toContain('<div class="api-endpoint"><span class="api-method api-method--get">GET</span><code class="api-path">/pets</code></div>');
    expect(html).toContain('<code>https://api.shop.test/v2/pets</code>');
    expect(html).toContain('<h3 id="query-parameters">Query parameters</h3>');
    expect(html).toContain('<code class="schema-prop__name">X-Request-Id</code> <span class="schema-type">string&lt;uuid&gt;</span><span class="schema-flag schema-flag--required">required</span>');
    expect(html).toMatch(/<div class="tabs-container" data-group-id="api-language">.*data-value="curl">curl<\/button>.*data-value="kotlin">Kotlin<\/button>/s);
    expect(html).toContain('<span class="api-status api-status--2">200</span> <!-- -->OK');
    expect(html).toContain('<code class="schema-prop__name">X-Next</code> <span class="schema-flag">header</span>');
    expect(html).toMatch(/<a class="toc__link" href="#response-default">default<\/a>/);
  });

  it('write the characters docsgen adds above U+00FF as references, so the page of an ASCII document stays Latin-1', () => {
    const html = page('api/list-pets/index.html');
    // `≥ 1 · ≤ 100`: the constraint of the `limit` parameter; ⌘ on the search button; → in a discriminator's mapping.
    expect(html).toContain('<p class="schema-fact">&#x2265; 1 · &#x2264; 100</p>');
    expect(html).toContain('<code>&quot;dog&quot;</code><span> &#x2192; </span><a href=');
    expect(html).toContain('<kbd class="search-button__key search-button__key--meta">&#x2318;</kbd>');
    expect(html).not.toMatch(/[^\0-\xff]/u);
  });

  it('put the samples, the request example and the response examples by status in a side column between the request body and the responses', () => {
    const html = page('api/create-a-pet/index.html');
    const asideAt = html.indexOf('<aside class="api-operation__aside"');
    const aside = html.slice(asideAt, html.indexOf('</aside>', asideAt));
    const main = html.slice(html.indexOf('<div class="api-operation__main">'), html.indexOf('<aside class="api-operation__aside"'));
    const responses = html.slice(html.indexOf('<div class="api-operation__responses">'), html.indexOf('</article>'));
    // The endpoint opens the content, above both columns: search reads method and path there.
    expect(html).toContain('<div class="theme-doc-markdown markdown"><div class="api-endpoint"><span class="api-method api-method--post">POST</span>');
    expect(html.indexOf('id="request-body"')).toBeLessThan(html.indexOf('<aside class="api-operation__aside"'));
    expect(html.indexOf('</aside>', asideAt)).toBeLessThan(html.indexOf('id="responses"'));
    expect(aside).toMatch(/<h2 id="code-samples">.*<div class="tabs-container" data-group-id="api-language">.*data-island="explorer".*<h2 id="request-example">.*<h2 id="response-examples">/s);
    const statusTabs = (path: string) => {
      const examples = page(path).split('<section class="api-response-examples">')[1]!.split('</section>')[0]!;
      return [...examples.matchAll(/role="tab"[^>]*data-value="([^"]+)"/g)].map((match) => match[1]);
    };
    expect(statusTabs('api/create-a-pet/index.html')).toEqual(['201']);
    expect(statusTabs('api/list-pets/index.html')).toEqual(['200', 'default']);
    // Each example once: the schema trees stay on the left, every code block is in the side column.
    expect(main).not.toContain('class="theme-code-block code-block"');
    expect(responses).not.toContain('class="theme-code-block code-block"');
    expect(responses).toContain('<h3 id="response-201">');
    expect(aside.match(/class="theme-code-block code-block"/g)).toHaveLength(7 + 2);
    expect(html.match(/class="theme-code-block code-block"/g)).toHaveLength(7 + 2);
    expect(html.match(/data-island="explorer"/g)).toHaveLength(1);
  });

  it('keep element ids unique and list the side column in the table of contents in page order', () => {
    for (const path of ['api/list-pets/index.html', 'api/create-a-pet/index.html', 'api/delete-pets-petid/index.html']) {
      const ids = [...page(path).matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
      expect(ids.filter((id, index) => ids.indexOf(id) !== index), path).toEqual([]);
    }
    const toc = (path: string) => {
      const html = page(path);
      const desktop = html.slice(html.indexOf('<div class="doc-toc">'));
      return [...desktop.matchAll(/class="toc__link" href="#([^"]+)"/g)].map((match) => match[1]);
    };
    expect(toc('api/list-pets/index.html')).toEqual(['authorization', 'parameters', 'code-samples', 'response-examples', 'responses', 'response-200', 'response-default']);
    expect(toc('api/create-a-pet/index.html')).toEqual(['authorization', 'request-body', 'code-samples', 'request-example', 'response-examples', 'responses', 'response-201']);
    // No response has a body: no empty examples section.
    expect(toc('api/delete-pets-petid/index.html')).toEqual(['authorization', 'parameters', 'code-samples', 'responses', 'response-204']);
  });

  it('keep the quotes of a multi-line curl body: the whole body is one highlighted string', () => {
    const html = page('api/create-a-pet/index.html');
    const curl = html.slice(html.indexOf('data-language="bash"'));
    expect(curl).toMatch(/-d <span class="t-navy">'\{<\/span><\/span>\n<span class="line"><span class="t-navy">  "name": /);
    expect(curl).toMatch(/<span class="line"><span class="t-navy">\}'<\/span><\/span><\/code>/);
  });

  it('link named schemas to their pages and show circular ones once', () => {
    const order = page('api/schemas/order/index.html');
    expect(order).toContain('array of <a href="/api/schemas/pet">Pet</a>');
    expect(order).toContain('<code class="schema-prop__name">children</code> <span class="schema-type">array of <a href="/api/schemas/order">Order</a></span><span class="schema-flag" title="Refers back to a schema it is part of">circular</span>');
  });

  it('never let a description inject markup', () => {
    const overview = page('api/shop-api/index.html');
    expect(overview).not.toContain('<script>alert');
    expect(overview).toContain('&#x3C;script>alert(\'x\')&#x3C;/script>');
    expect(overview).not.toContain('javascript:');
  });

  it('list operations by tag with method badges in the sidebar, then schemas', () => {
    const html = page('api/list-pets/index.html');
    const sidebar = html.slice(html.indexOf('<aside'), html.indexOf('</aside>'));
    expect(sidebar).toMatch(/<a class="sidebar__link" href="\/">Shop API<\/a>.*Pets.*sidebar__badge api-method api-method--get">GET<\/span>List pets.*Orders.*Schemas/s);
    expect(sidebar).toContain('<a class="sidebar__link" href="/api/shop-api#tag-pets">Pets</a>');
  });

  it('write the overview without a sidebar, with servers, authentication, operations and downloads', () => {
    const html = page('api/shop-api/index.html');
    expect(html).not.toContain('class="sidebar"');
    expect(html).toContain('<h3 id="tag-pets">Pets</h3>');
    expect(html).toContain('<a href="/api/openapi.yaml" download="">OpenAPI document</a>');
    expect(html).toContain('<a href="/api/openapi.postman_collection.json" download="">Postman collection (v2.1)</a>');
  });

  it('write the document and a Postman v2.1 collection beside the pages', () => {
    expect(page('api/openapi.yaml')).toContain('title: Shop API');
    const collection = JSON.parse(page('api/openapi.postman_collection.json'));
    expect(collection.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
    expect(collection.item.map((folder: { name: string }) => folder.name)).toEqual(['Pets', 'Orders']);
    const create = collection.item[0].item[1].request;
    expect(create).toMatchObject({ method: 'POST', url: { raw: '{{baseUrl}}/pets', host: ['{{baseUrl}}'], path: ['pets'] }, body: { mode: 'raw' } });
    expect(create.header).toContainEqual({ key: 'X-Api-Key', value: '{{apiKey}}', type: 'text' });
    expect(collection.item[0].item[2].request.url).toMatchObject({ raw: '{{baseUrl}}/pets/:petId', variable: [{ key: 'petId', value: 'pet_1' }] });
    expect(collection.variable).toEqual([{ key: 'baseUrl', value: 'https://api.shop.test/v2' }, { key: 'apiKey', value: 'YOUR_API_KEY' }]);
  });
});

describe('a local document split into files', () => {
  it('is told from one file by a `$ref` whose value names another file', () => {
    const split = ["$ref: other.yaml#/x", "{$ref: 'responses.yaml#/Ok'}", '"$ref": "./schemas.json#/Thing"', "'$ref': \"a.yaml\""];
    // Local refs, and a schema property named `$ref` (an object follows: Microsoft Graph has 65).
    const whole = ["$ref: '#/components/schemas/Thing'", '"$ref": "#/x"', '"$ref":{"type":"string"}', 'properties:\n  $ref:\n    type: string', '{$ref: {type: string}}'];
    expect(split.filter((text) => !refersToOtherFiles(text))).toEqual([]);
    expect(whole.filter((text) => refersToOtherFiles(text))).toEqual([]);
  });

  it('resolves $refs to files inside the site folder, keeping component schemas as pages', async () => {
    const cwd = await makeSite({
      'pages/index.md': '# Home\n',
      'api/openapi.yaml': [
        'openapi: 3.1.0',
        'info: {title: Split, version: "1"}',
        'paths:',
        '  /things:',
        '    get:',
        '      summary: List things',
        "      responses: {'200': {$ref: 'responses.yaml#/Ok'}}",
      ].join('\n'),
      'api/responses.yaml': "Ok:\n  description: Fine.\n  content:\n    application/json:\n      schema: {$ref: 'schemas.yaml#/components/schemas/Thing'}\n",
      'api/schemas.yaml': "components:\n  schemas:\n    Thing:\n      type: object\n      properties:\n        parts: {type: array, items: {$ref: '#/components/schemas/Thing'}}\n",
    }, 'title: T\nurl: https://t.dev\nopenapi:\n  cache: api/openapi.yaml\n');
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    expect(text(result.files, 'api-rest/list-things/index.html')).toContain('<a class="schema-type" href="/api-rest/schemas/thing">Thing</a>');
    expect(text(result.files, 'api-rest/schemas/thing/index.html')).toContain('array of <a href="/api-rest/schemas/thing">Thing</a>');
  });

  it('shows an edit to a referenced file on the next build, with the cache on', async () => {
    const cwd = await makeSite({
      'pages/index.md': '# Home\n',
      'api/openapi.yaml': "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get:\n      summary: Get a\n      responses: {'200': {$ref: 'responses.yaml#/Ok'}}\n",
      'api/responses.yaml': 'Ok:\n  description: The first wording.\n',
    }, 'title: T\nurl: https://t.dev\nopenapi:\n  cache: api/openapi.yaml\n');
    expect(text((await build({ cwd, write: false })).files, 'api-rest/get-a/index.html')).toContain('The first wording.');
    await writeFiles(join(cwd, 'site'), { 'api/responses.yaml': 'Ok:\n  description: The second wording.\n' });
    const page = text((await build({ cwd, write: false })).files, 'api-rest/get-a/index.html');
    expect(page).toContain('The second wording.');
    expect(page).not.toContain('The first wording.');
  });

  it('takes a file that is not JSON or YAML as its text, as Redocly does: code samples kept beside the document', async () => {
    const cwd = await makeSite({
      'pages/index.md': '# Home\n',
      'api/openapi.yaml': "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get:\n      summary: Get a\n      x-codeSamples:\n        - lang: JavaScript\n          source: {$ref: 'samples/get-a.js'}\n      responses: {'200': {description: Fine.}}\n",
      'api/samples/get-a.js': "const a = await client.getA({ expand: 'all' });\n",
    }, 'title: T\nurl: https://t.dev\nopenapi:\n  cache: api/openapi.yaml\n');
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    expect(text(result.files, 'api-rest/get-a/index.html')).toMatch(/client.*getA/);
  });

  it('refuses files outside the site folder', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', 'api/openapi.yaml': "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get:\n      responses: {'200': {$ref: '../../secret.yaml#/x'}}\n" }, 'title: T\nurl: https://t.dev\nopenapi:\n  cache: api/openapi.yaml\n');
    const error = await build({ cwd, write: false }).catch((caught: DocsgenError) => caught);
    expect(lines((error as DocsgenError).diagnostics)).toEqual(['site/api/openapi.yaml:6:33 error `$ref` `../../secret.yaml#/x` is outside the site folder and is refused  openapi/external-ref']);
  });

  it('reports a bad $ref in a referenced file at its line in that file', async () => {
    const cwd = await makeSite({
      'pages/index.md': '# Home\n',
      'api/openapi.yaml': "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get:\n      responses: {'200': {$ref: 'responses.yaml#/Ok'}}\n",
      'api/responses.yaml': "Ok:\n  description: Fine.\n  content:\n    application/json:\n      schema:\n        $ref: 'schemas.yaml#/Missing'\n",
      'api/schemas.yaml': 'Thing: {type: object}\n',
    }, 'title: T\nurl: https://t.dev\nopenapi:\n  cache: api/openapi.yaml\n');
    const error = await build({ cwd, write: false }).catch((caught: DocsgenError) => caught);
    expect(lines((error as DocsgenError).diagnostics)).toEqual(['site/api/responses.yaml:6:15 error `$ref` `schemas.yaml#/Missing` points to nothing (no such pointer)  openapi/external-ref']);
  });
});
