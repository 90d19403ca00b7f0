import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { copySite, lines, text } from '../helpers.ts';

/** The fixture is in the image of docusaurus-plugin-openapi-docs's demo: `versions` and a folder `specPath`. */
describe('docusaurus-plugin-openapi-docs: a spec with versions, a folder of documents', async () => {
  const cwd = await copySite('docusaurus-openapi-versions');
  const result = await build({ cwd, write: false });
  const html = [...result.files.keys()].filter((path) => path.endsWith('.html')).sort();
  const switcher = (page: string): string => /<nav class="api-versions".*?<\/nav>/.exec(text(result.files, page))?.[0] ?? '';

  it('builds with no error; what the plugin config carries that docsgen does not read is one located warning each', () => {
    expect(lines(result.diagnostics)).toEqual([
      'site/docusaurus.config.js:50:13 warning `food.template` is not carried over: docsgen renders its own API pages  docusaurus/not-carried-over',
      'site/docusaurus.config.js:51:13 warning `food.showInfoPage` is not carried over: docsgen writes the overview page of every API  docusaurus/not-carried-over',
      "site/docusaurus.config.js:52:51 warning `food.sidebarOptions.sidebarCollapsed` is not carried over: docsgen's sidebar keeps its own behaviour (categories holding the current page open)  docusaurus/not-carried-over",
    ]);
  });

  it('builds each version at its outputDir, and the documents of the folder together at its outputDir, as the plugin writes them', () => {
    expect(html).toEqual([
      '404.html',
      'category/petstore/index.html',
      'food/burger-api/index.html',
      'food/list-burgers/index.html',
      'food/list-flavors/index.html',
      'food/yogurt-store/index.html',
      'intro/index.html',
      'petstore_versioned/1.0.0/add-pet/index.html',
      'petstore_versioned/1.0.0/get-pet-by-id/index.html',
      'petstore_versioned/1.0.0/pet/index.html',
      'petstore_versioned/1.0.0/schemas/pet/index.html',
      'petstore_versioned/1.0.0/swagger-petstore/index.html',
      'petstore_versioned/add-pet/index.html',
      'petstore_versioned/find-pets-by-status/index.html',
      'petstore_versioned/get-inventory/index.html',
      'petstore_versioned/get-pet-by-id/index.html',
      'petstore_versioned/pet/index.html',
      'petstore_versioned/schemas/pet/index.html',
      'petstore_versioned/store/index.html',
      'petstore_versioned/swagger-petstore-yaml/index.html',
    ]);
    // Sub-folders and `_category_.json` are not documents, as the plugin reads the folder.
    expect(html.some((path) => path.includes('nested'))).toBe(false);
    expect(result.files.has('petstore_versioned/1.0.0/openapi.yaml')).toBe(true);
    // Each document's downloads are named for its file, so that they do not clash.
    expect([...result.files.keys()].filter((path) => path.startsWith('food/') && !/\.(?:html|md)$/.test(path)).sort()).toEqual(['food/burgers.postman_collection.json', 'food/burgers.yaml', 'food/yogurt-store.postman_collection.json', 'food/yogurt-store.yaml']);
  });

  it('shows a version switcher on the pages of a spec with versions: the same operation in the other version, else its overview', () => {
    expect(switcher('petstore_versioned/add-pet/index.html')).toBe(
      '<nav class="api-versions" aria-label="API versions"><details class="navbar__dropdown api-versions__dropdown"><summary class="api-versions__current">Version: v2.0.0</summary><ul class="navbar__dropdown-menu api-versions__menu">' +
        '<li><a class="navbar__dropdown-link navbar__dropdown-link--active" href="/petstore_versioned/add-pet" data-api-version="v2.0.0" aria-current="page">v2.0.0</a></li>' +
        '<li><a class="navbar__dropdown-link" href="/petstore_versioned/1.0.0/add-pet" data-api-version="v1.0.0">v1.0.0</a></li></ul></details></nav>',
    );
    expect(switcher('petstore_versioned/find-pets-by-status/index.html')).toContain('<a class="navbar__dropdown-link" href="/petstore_versioned/1.0.0/swagger-petstore" data-api-version="v1.0.0">v1.0.0</a>');
    const v1 = switcher('petstore_versioned/1.0.0/schemas/pet/index.html');
    expect(v1).toContain('Version: v1.0.0');
    expect(v1).toContain('<a class="navbar__dropdown-link" href="/petstore_versioned/schemas/pet" data-api-version="v2.0.0">v2.0.0</a>');
    expect(switcher('petstore_versioned/1.0.0/swagger-petstore/index.html')).toContain('href="/petstore_versioned/swagger-petstore-yaml" data-api-version="v2.0.0"');
    // Tag pages too: the same tag's page in the other version, else its overview.
    expect(switcher('petstore_versioned/pet/index.html')).toBe(
      '<nav class="api-versions" aria-label="API versions"><details class="navbar__dropdown api-versions__dropdown"><summary class="api-versions__current">Version: v2.0.0</summary><ul class="navbar__dropdown-menu api-versions__menu">' +
        '<li><a class="navbar__dropdown-link navbar__dropdown-link--active" href="/petstore_versioned/pet" data-api-version="v2.0.0" aria-current="page">v2.0.0</a></li>' +
        '<li><a class="navbar__dropdown-link" href="/petstore_versioned/1.0.0/pet" data-api-version="v1.0.0">v1.0.0</a></li></ul></details></nav>',
    );
    expect(switcher('petstore_versioned/1.0.0/pet/index.html')).toContain('<a class="navbar__dropdown-link navbar__dropdown-link--active" href="/petstore_versioned/1.0.0/pet" data-api-version="v1.0.0" aria-current="page">v1.0.0</a>');
    expect(switcher('petstore_versioned/1.0.0/pet/index.html')).toContain('<a class="navbar__dropdown-link" href="/petstore_versioned/pet" data-api-version="v2.0.0">v2.0.0</a>');
    expect(switcher('petstore_versioned/store/index.html')).toContain('<a class="navbar__dropdown-link" href="/petstore_versioned/1.0.0/swagger-petstore" data-api-version="v1.0.0">v1.0.0</a>');
    // Above the tag page's title, below its breadcrumbs, as on the reference's other pages.
    expect(text(result.files, 'petstore_versioned/store/index.html')).toMatch(/<div class="doc__meta">.*?<\/div><nav class="api-versions".*?<\/nav><header><h1>store<\/h1>/s);
    // An API without versions has none.
    expect(switcher('food/list-burgers/index.html')).toBe('');
  });

  it('reads an import of a generated sidebar as its API (a folder spec\'s: each of its documents), and the plugin\'s proxy as the explorer\'s', () => {
    const burgers = text(result.files, 'food/list-burgers/index.html');
    expect(burgers).toMatch(/<a class="sidebar__link[^"]*" href="\/food\/list-flavors"/);
    expect(burgers).toContain('https://cors.example/');
    const v1 = text(result.files, 'petstore_versioned/1.0.0/add-pet/index.html');
    expect(v1).toMatch(/<a class="sidebar__link[^"]*" href="\/petstore_versioned\/1.0.0\/get-pet-by-id"/);
    expect(v1).not.toMatch(/href="\/petstore_versioned\/find-pets-by-status"/);
  });
});
