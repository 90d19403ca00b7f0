/**
 * The REST reference as its own content plugin: the docs plugin lists its pages in the docs'
 * sidebars from `allContent`, the reference's own global data holds the APIs, and a one-page
 * build reads the OpenAPI document only when its page needs it.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build/build.ts';
import type { OutputFile } from '../../src/build/write-output.ts';
import { loadSite } from '../../src/site/load-site.ts';
import { docsVersionsOf } from '../../src/site/docs-plugin.ts';
import { restApisOf } from '../../src/site/openapi-plugin.ts';
import { copySite, lines, text, writeFiles } from '../helpers.ts';

/** A page of an in-memory build, rendered. */
function html(result: BuildResult, path: string): string {
  const file = result.files.get(path) as OutputFile;
  const contents = 'render' in file ? file.render() : 'contents' in file ? file.contents : '';
  return typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8');
}

/** The openapi fixture (the Shop API at /api) with a sidebar that lists two of its operations by page id, and one that lists none. */
async function siteListingApiPages(): Promise<string> {
  const cwd = await copySite('openapi');
  await writeFiles(join(cwd, 'site'), {
    'sidebars.yaml': ['guide:', '  - index', '  - type: category', '    label: Pets', '    items:', '      - openapi/list-pets', '      - openapi/get-pet-by-id', 'other:', '  - other', ''].join('\n'),
    'pages/other.md': '# Other\n\nNo API here.\n',
  });
  return cwd;
}

describe('the OpenAPI reference as a content plugin', () => {
  it('lists its operations in a docs sidebar by page id, and routes them once, with the docs', async () => {
    const cwd = await siteListingApiPages();
    const result = await build({ cwd, write: false, cache: false });
    // The fixture's document has two warnings of its own; the sidebars have none.
    expect(lines(result.diagnostics).filter((line) => !line.startsWith('site/api/openapi.yaml'))).toEqual([]);
    const home = text(result.files, 'index.html');
    expect(home).toContain('<a class="sidebar__link" href="/category/pets">Pets</a></summary><ul class="sidebar__list"><li class="sidebar__item"><a class="sidebar__link" href="/api/list-pets">List pets</a></li><li class="sidebar__item"><a class="sidebar__link" href="/api/get-pet-by-id">getPetById</a></li></ul>');
    expect(text(result.files, 'other/index.html')).not.toContain('/api/list-pets');
    // Its pages are docs of the section: one the sidebar lists shows that sidebar; its files are written beside them.
    expect(text(result.files, 'api/list-pets/index.html')).toContain('<a class="sidebar__link sidebar__link--active" href="/api/list-pets" aria-current="page">List pets</a>');
    expect(result.files.has('api/openapi.yaml')).toBe(true);
    expect(result.files.has('api/openapi.postman_collection.json')).toBe(true);
  });

  it('keeps its content under its own name, the docs section\'s id: the docs plugin takes its pages from there', async () => {
    const loaded = await loadSite({ siteDir: 'site', cwd: await siteListingApiPages(), highlight: false });
    expect(restApisOf(loaded.globalData).map((api) => [api.config.id, api.route, api.version])).toEqual([['default', '/api', 'current']]);
    expect(Object.keys(loaded.globalData.openapi ?? {})).toEqual(['default']);
    const [current] = docsVersionsOf(loaded.globalData);
    expect(current!.pages.map((page) => page.route)).toEqual(expect.arrayContaining(['/', '/other', '/api/list-pets', '/api/shop-api']));
    // Every page is routed once: the docs plugin routes the reference's pages, the reference adds none of its own.
    const routes = loaded.routes.map((route) => route.page.route);
    expect(routes.filter((route) => route === '/api/list-pets')).toHaveLength(1);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('a one-page build reads the document only for a page of the reference or a page whose sidebar lists it', async () => {
    const cwd = await siteListingApiPages();
    const documentsRead = async (route: string): Promise<string[]> => {
      const read: string[] = [];
      const loaded = await loadSite({ siteDir: 'site', cwd, highlight: false, onlyRoute: route, onApiDocument: (api) => void read.push(api.document.file) });
      expect(loaded.routes.map((each) => each.page.route)).toContain(route);
      return read;
    };
    expect(await documentsRead('/other')).toEqual([]);
    expect(await documentsRead('/')).toEqual(['site/api/openapi.yaml']);
    expect(await documentsRead('/api/list-pets')).toEqual(['site/api/openapi.yaml']);
    // The page whose sidebar lists operations by id shows them as the whole-site build does.
    const options = { cwd, write: false, offline: true, lazy: true, quickStart: true, hashStylesheet: false, cache: false } as const;
    const [full, first] = await Promise.all([build(options), build({ ...options, onlyRoute: '/' })]);
    expect(html(first, 'index.html')).toBe(html(full, 'index.html'));
    expect(html(first, 'index.html')).toContain('href="/api/get-pet-by-id">getPetById</a>');
  });
});
