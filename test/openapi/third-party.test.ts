import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { build } from '../../src/build/build.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { lines, makeSite, runDocsgen, text } from '../helpers.ts';

/** A document as third parties write them: links to their own site, an example that disagrees with its schema. */
const DOCUMENT = stringify({
  openapi: '3.0.3',
  info: { title: 'Partner API', version: '1', description: 'See [the guide](/guides/start) and [limits](/rest/limits#quota).' },
  paths: {
    '/items': {
      get: {
        summary: 'List items',
        responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'array', items: { type: 'integer' } }, example: ['one'] } } } },
      },
    },
  },
});

const site = (openapi: string, checks = '') =>
  makeSite(
    { 'api/openapi.yaml': DOCUMENT, 'pages/index.md': '# Home\n', 'sidebars.yaml': 'docs:\n  - index\n  - type: openapi\n' },
    `title: T\nurl: https://t.dev\nopenapi:\n  cache: api/openapi.yaml\n  route: /api\n${openapi}${checks}`,
  );

describe('a third party’s OpenAPI document', () => {
  it('builds with its broken links and mismatched examples as warnings', async () => {
    const result = await build({ cwd: await site(''), write: false });
    expect(lines(result.diagnostics)).toEqual([
      'site/api/openapi.yaml:5:32 warning Broken link to `/guides/start`: no page has the route `/guides/start`  links/broken-link',
      'site/api/openapi.yaml:5:60 warning Broken link to `/rest/limits#quota`: no page has the route `/rest/limits`  links/broken-link',
      'site/api/openapi.yaml:20:19 warning The example of the GET /items 200 response does not match its schema: `$[0]` must be integer  samples/openapi-example',
    ]);
  });

  it('fails on them when `checks.openapiLinks` and `checks.openapiExamples` are `error`', async () => {
    const error = await build({ cwd: await site('', 'checks:\n  openapiLinks: error\n  openapiExamples: error\n'), write: false }).catch((caught: DocsgenError) => caught);
    expect(error).toBeInstanceOf(DocsgenError);
    expect((error as DocsgenError).diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['links/broken-link', 'links/broken-link', 'samples/openapi-example']);
  });

  it('points root-relative links under `openapi.linkBase`, where they are no longer site links', async () => {
    const result = await build({ cwd: await site('  linkBase: https://partner.example/docs/\n'), write: false });
    expect(result.diagnostics.filter((d) => d.code === 'links/broken-link')).toEqual([]);
    const html = text(result.files, 'api/partner-api/index.html');
    expect(html).toContain('<a href="https://partner.example/docs/guides/start" rel="noopener noreferrer">the guide</a>');
    expect(html).toContain('<a href="https://partner.example/docs/rest/limits#quota" rel="noopener noreferrer">limits</a>');
  });

  it('refuses a `linkBase` that is not an absolute URL, at its line', async () => {
    const error = await build({ cwd: await site('  linkBase: docs.partner.example\n'), write: false }).catch((caught: DocsgenError) => caught);
    expect(lines((error as DocsgenError).diagnostics)).toEqual([expect.stringMatching(/^site\/config\.yaml:6:13 error `openapi.linkBase` must be an absolute http\(s\) URL, got `docs.partner.example`/)]);
  });

  it('checks examples against a `pattern` that backtracks without end, quietly about formats it does not know', { timeout: 60_000 }, async () => {
    // A URL pattern as real documents write it: a starred group inside a starred group. On a
    // value it does not match (a `?` in the URL) a backtracking engine takes hours.
    const url = { type: 'string', format: 'PictureUrl', pattern: String.raw`^(https?:\/\/)?([\da-z.-]+)\.([a-z.]{2,6})([\/\w .-]*)*\/?$` };
    const document = stringify({
      openapi: '3.0.3',
      info: { title: 'Pictures', version: '1' },
      paths: {},
      components: { schemas: { Picture: { ...url, example: 'https://pictures.example.com/avatar/205e460b479e2e5b48aec07710c08d50205e460b?size=mm' }, Thumbnail: { ...url, example: 'https://pictures.example.com/thumbs/a-b.png' } } },
    });
    const cwd = await makeSite({ 'openapi.yaml': document, 'pages/index.md': '# Home\n' }, 'title: T\nurl: https://t.dev\nopenapi:\n  cache: openapi.yaml\n');
    const result = await runDocsgen(['build', '--site', 'site'], { cwd, timeout: 45_000 });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/site\/openapi\.yaml:\d+:\d+ warning The example of `Picture` does not match its schema: `\$` must match pattern/);
    expect(result.stderr).not.toContain('The example of `Thumbnail`');
    expect(result.stderr + result.stdout).not.toContain('unknown format');
  });

  it('points the links Redoc and Swagger UI documents write between operations, tags and schemas at its own pages', async () => {
    const links = [
      '[create](#operation/createPet)',
      '[in tag](#tag/Pet%20Store/operation/createPet)',
      '[by path](#tag/Pet%20Store/paths/~1pets~1{id}/get)',
      '[tag](#tag/pet-store)',
      '[schema](#schema/Pet)',
      '[pointer](#/components/schemas/Pet)',
      '[swagger ui](#/Pet%20Store/createPet)',
      '[gone](#operation/deletePet)',
    ].join(', ');
    const document = stringify({
      openapi: '3.0.3',
      info: { title: 'Pets', version: '1', description: `Start here: ${links}.` },
      paths: {
        '/pets': { post: { operationId: 'createPet', summary: 'Create a pet', tags: ['Pet Store'], responses: { '201': { description: 'Created' } } } },
        '/pets/{id}': { get: { operationId: 'getPet', summary: 'Get a pet', tags: ['Pet Store'], description: 'See [create](#operation/createPet).', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'OK' } } } },
      },
      components: { schemas: { Pet: { type: 'object', properties: { name: { type: 'string' } } } } },
    });
    const cwd = await makeSite({ 'openapi.yaml': document, 'pages/index.md': '# Home\n' }, 'title: T\nurl: https://t.dev\nopenapi:\n  cache: openapi.yaml\n  route: /api\n');
    const result = await build({ cwd, write: false });
    const overview = text(result.files, 'api/pets/index.html');
    const hrefs = [...overview.matchAll(/<a href="([^"]*)"[^>]*>(create|in tag|by path|tag|schema|pointer|swagger ui|gone)<\/a>/g)].map((match) => `${match[2]} → ${match[1]}`);
    expect(hrefs).toEqual(['create → /api/create-a-pet', 'in tag → /api/create-a-pet', 'by path → /api/get-a-pet', 'tag → /api/pets#tag-pet-store', 'schema → /api/schemas/pet', 'pointer → /api/schemas/pet', 'swagger ui → /api/create-a-pet', 'gone → #operation/deletePet']);
    expect(text(result.files, 'api/get-a-pet/index.html')).toContain('<a href="/api/create-a-pet">create</a>');
    // A fragment that names nothing is left as written, and reported where it is written.
    const before = document.slice(0, document.indexOf('#operation/deletePet')).split('\n');
    expect(lines(result.diagnostics)).toEqual([`site/openapi.yaml:${before.length}:${before.at(-1)!.length + 1} warning Cannot find anchor \`#operation/deletePet\` in this page  links/broken-anchor`]);
  });
});
