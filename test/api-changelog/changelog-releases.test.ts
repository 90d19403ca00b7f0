/**
 * `changelog:` releases: read from git (a temporary repository), files and URLs; what cannot
 * be read is an error at the release in config.yaml (the page is built without it); the key
 * checked where it is written; `changelog: false`; a changelog route the reference already has.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { buildError, copySite, lines, makeSite, runDocsgen, text, writeFiles } from '../helpers.ts';

/** A small API: `extra` adds lines under `paths:`. */
const api = (version: string, extra = ''): string => `openapi: 3.1.0
info: { title: Notes API, version: ${version} }
tags: [{ name: Notes }]
paths:
  /notes:
    get:
      tags: [Notes]
      summary: List notes
      parameters:
        - { name: limit, in: query, schema: { type: integer } }
      responses: { '200': { description: The notes } }
${extra}`;

const ARCHIVE = `  /notes/{id}/archive:
    post:
      tags: [Notes]
      summary: Archive a note
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      responses: { '204': { description: Archived } }
`;

const config = (changelog: string): string => `title: Notes
url: https://notes.test
openapi:
  file: api/notes.yaml
  route: /notes-api
${changelog}`;

function git(dir: string, ...args: string[]): void {
  execFileSync('git', args, { cwd: dir, env: { ...process.env, GIT_AUTHOR_NAME: 'Ada', GIT_AUTHOR_EMAIL: 'a@e.example', GIT_COMMITTER_NAME: 'Ada', GIT_COMMITTER_EMAIL: 'a@e.example' } });
}

describe('changelog: releases of an API without versions in the site', () => {
  it('reads a release from git (from the repository root, or from the site folder with ./) and from a file, newest first', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Notes\n', 'api/notes.yaml': api('1.0.0') }, config(''));
    git(cwd, 'init', '-q', '-b', 'main');
    git(cwd, 'add', '.');
    git(cwd, 'commit', '-qm', 'v1');
    git(cwd, 'tag', 'v1.0.0');
    await writeFiles(join(cwd, 'site'), {
      'api/notes.yaml': api('3.0.0', ARCHIVE).replace("- { name: limit, in: query, schema: { type: integer } }", "- { name: limit, in: query, required: true, schema: { type: integer } }"),
      'api/notes-2.yaml': api('2.0.0', ARCHIVE),
      'config.yaml': config("  changelog:\n    - version: '2.0'\n      source: api/notes-2.yaml\n    - version: '1.0'\n      source: git:v1.0.0:site/api/notes.yaml\n    - version: '1.0-again'\n      source: git:v1.0.0:./api/notes.yaml\n"),
    });
    const result = await build({ cwd, write: false, cache: false });
    expect(lines(result.diagnostics)).toEqual([]);
    const page = text(result.files, 'notes-api/changelog/index.html');
    // The API's own name is its document's `info.version` when `versionLabel` does not give it.
    expect([...page.matchAll(/<h2 id="([^"]+)">([^<]+)</g)].map(([, id, title]) => `${id} ${title!.replace('&gt;', '>')}`)).toEqual(['2.0-to-3.0.0 2.0 → 3.0.0', '1.0-to-2.0 1.0 → 2.0', '1.0-again-to-1.0 1.0-again → 1.0']);
    expect(page).toContain('<span class="api-change__message">parameter <code>limit</code> (query) became required</span>');
    expect(page).toContain('<span class="api-method api-method--post">POST</span> <a href="/notes-api/archive-a-note"><code>/notes/{id}/archive</code></a>');
    expect(page).toContain('<h2 id="1.0-again-to-1.0">1.0-again → 1.0<a href="#1.0-again-to-1.0" class="hash-link" aria-label="Direct link to 1.0-again → 1.0">#</a></h2><p class="api-changelog__summary">No changes.</p>');
    // Without a version switcher, the overview links to the page.
    expect(text(result.files, 'notes-api/notes-api/index.html')).toContain('<nav class="api-versions" aria-label="API versions"><a class="api-versions__changelog" href="/notes-api/changelog">Changelog</a></nav>');
  });

  it('reports a release it cannot read at its place in config.yaml, and builds the page from the others', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Notes\n', 'api/notes.yaml': api('2.0.0', ARCHIVE), 'api/notes-1.yaml': api('1.0.0'), 'api/broken.yaml': 'openapi: 3.1.0\ninfo:\n  title: Notes\n   version: 1\n' }, config("  changelog:\n    - version: '1.5'\n      source: api/missing.yaml\n    - version: '1.0'\n      source: api/notes-1.yaml\n    - version: '0.9'\n      source: git:v0.9:api/notes.yaml\n    - version: '0.5'\n      source: api/broken.yaml\n"));
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual([
      'site/api/broken.yaml:3:10 error YAML syntax error in the OpenAPI document: Nested mappings are not allowed in compact mappings  openapi/syntax',
      'site/config.yaml:7:7 error The changelog release `1.5` cannot be read from `api/missing.yaml`: no such file  api-changelog/unreadable',
      expect.stringMatching(/^site\/config\.yaml:11:7 error The changelog release `0\.9` cannot be read from `git:v0\.9:api\/notes\.yaml`: not a git repository.+ {2}api-changelog\/unreadable$/),
    ]);
    expect(error.diagnostics[0]!.hint).toBe('a release of the changelog (site/config.yaml:13:7); its page is built without it');
  });

  it('leaves a URL release out of an offline build, with a warning', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Notes\n', 'api/notes.yaml': api('2.0.0'), 'api/notes-1.yaml': api('1.0.0') }, config("  changelog:\n    - version: '1.5'\n      source: https://127.0.0.1:9/notes.yaml\n    - version: '1.0'\n      source: api/notes-1.yaml\n"));
    const result = await build({ cwd, write: false, cache: false, offline: true });
    expect(lines(result.diagnostics)).toEqual(['site/config.yaml:7:7 warning The changelog release `1.5` (`https://127.0.0.1:9/notes.yaml`) is not downloaded: the build is offline  api-changelog/offline']);
    expect(text(result.files, 'notes-api/changelog/index.html')).toContain('<h2 id="1.0-to-2.0.0">');
  });
});

describe('the changelog settings', () => {
  it('are checked where they are written', async () => {
    const head = 'title: Notes\nurl: https://notes.test\nopenapi:\n  - id: notes\n    file: api/notes.yaml\n    route: /notes-api\n    changelog:\n';
    const shape = await buildError(await makeSite({ 'api/notes.yaml': api('2.0.0') }, `${head}      - source: api/notes.yaml\ngraphql:\n  schema: api/store.graphql\n  changelog: yes please\n`));
    expect(lines(shape.diagnostics)).toEqual([
      'site/config.yaml:8:9 error Missing required key `openapi[0].changelog[0].version` (a string)  config/missing-key',
      'site/config.yaml:11:14 error `graphql.changelog` must be `false` or a list of releases, each with `version` and `source`, got the string `yes please`  config/invalid-type',
    ]);
    const values = await buildError(await makeSite({ 'api/notes.yaml': api('2.0.0') }, `${head}      - version: 1.0
        source: git:v1.0.0
      - version: '1.0'
        source: ftp://example.com/notes.yaml
  - id: notes-old
    file: api/notes.yaml
    route: /notes-old
    versionOf: notes
    changelog: false
`));
    expect(lines(values.diagnostics)).toEqual([
      'site/config.yaml:9:17 error `openapi[0].changelog[0].source` `git:v1.0.0` is not a git source  config/invalid-value',
      'site/config.yaml:10:18 error `openapi[0].changelog[1].version` `1.0` is also the version of `openapi[0].changelog[0]`  config/invalid-value',
      'site/config.yaml:11:17 error `openapi[0].changelog[1].source` `ftp://example.com/notes.yaml` is a URL docsgen cannot read  config/invalid-value',
      'site/config.yaml:16:16 error `openapi[1].changelog` is set on a version of `notes`  config/invalid-value',
    ]);
  });

  it('`changelog: false` leaves an API with versions without its page', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Notes\n', 'api/notes.yaml': api('2.0.0', ARCHIVE), 'api/notes-1.yaml': api('1.0.0') }, 'title: Notes\nurl: https://notes.test\nopenapi:\n  - id: notes\n    file: api/notes.yaml\n    route: /notes-api\n    changelog: false\n  - id: notes-1\n    file: api/notes-1.yaml\n    route: /notes-api/v1\n    versionOf: notes\n');
    const result = await build({ cwd, write: false, cache: false });
    expect([...result.files.keys()].filter((path) => path.includes('changelog'))).toEqual([]);
    expect(text(result.files, 'notes-api/notes-api/index.html')).not.toContain('api-versions__changelog');
  });

  it('a reference page at the changelog\'s route keeps it, with a warning at the API', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Notes\n', 'api/notes.yaml': api('2.0.0', '  /changelog:\n    get:\n      tags: [Notes]\n      summary: Changelog\n      responses: { \'200\': { description: The changes } }\n'), 'api/notes-1.yaml': api('1.0.0') }, config("  changelog:\n    - version: '1.0'\n      source: api/notes-1.yaml\n"));
    const result = await build({ cwd, write: false, cache: false });
    expect(lines(result.diagnostics)).toEqual(['site/config.yaml:4:3 warning Duplicate route `/notes-api/changelog`: the changelog page of API `default` and the page `Changelog` both have it; only the reference\'s page is built  routes/duplicate']);
    expect(text(result.files, 'notes-api/changelog/index.html')).toContain('<code class="api-path">/changelog</code>');
  });

  it('so does a tag page (`tagPages`) at that route', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Notes\n', 'api/notes.yaml': api('2.0.0').replace('tags: [{ name: Notes }]', 'tags: [{ name: Notes }, { name: Changelog }]').replace('tags: [Notes]', 'tags: [Changelog]'), 'api/notes-1.yaml': api('1.0.0') }, config("  tagPages: true\n  changelog:\n    - version: '1.0'\n      source: api/notes-1.yaml\n"));
    const result = await build({ cwd, write: false, cache: false });
    expect(lines(result.diagnostics)).toEqual(['site/config.yaml:4:3 warning Duplicate route `/notes-api/changelog`: the changelog page of API `default` and the page of tag `Changelog` both have it; only the reference\'s page is built  routes/duplicate']);
    expect(text(result.files, 'notes-api/changelog/index.html')).toContain('href="/notes-api/list-notes"');
  });
});

describe('the changelog\'s cost', () => {
  it('is the `changelog` stage of --profile; an unchanged pair of releases comes from the build cache', async () => {
    const cwd = await copySite('versions-two');
    const cold = await runDocsgen(['build', '--profile'], { cwd });
    expect(cold.code).toBe(0);
    expect(cold.stdout).toMatch(/^changelog +\d+ ms +\d+%$/m);
    expect(cold.stdout).toMatch(/^changelog pairs compared: 1$/m);
    const warm = await runDocsgen(['build', '--profile'], { cwd });
    expect(warm.stdout).toMatch(/^changelog pairs from cache: 1$/m);
    expect(warm.stdout).not.toMatch(/^changelog pairs compared/m);
  });
});
