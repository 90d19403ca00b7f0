import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { copySite, lines, text } from '../helpers.ts';

/** The docusaurus-openapi fixture is in the image of docusaurus-plugin-openapi-docs's demo site. */
describe('a Docusaurus project with docusaurus-plugin-openapi-docs, built as it is', async () => {
  const cwd = await copySite('docusaurus-openapi');
  const result = await build({ cwd, write: false });
  const html = [...result.files.keys()].filter((path) => path.endsWith('.html')).sort();

  it('builds with no error, one located warning for each thing not carried over', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(lines(result.diagnostics)).toEqual([
      'site/docusaurus.config.ts:21:11 warning `presets.0.docs.docItemComponent` is not read by docsgen  docusaurus/not-carried-over',
      'site/docusaurus.config.ts:25:9 warning Plugin `@docusaurus/plugin-google-gtag` is not installed: what it adds to the site is left out  plugins/not-installed',
      'site/docusaurus.config.ts:53:5 warning `themeConfig.prism` gives no theme colours (prism-react-renderer is not installed, or the theme has no `plain` colour)  docusaurus/not-carried-over',
      // Once, though two APIs read the document.
      'site/examples/petstore.yaml:57:20 warning The example of `Pet.name` does not match its schema: `$` must be string  samples/openapi-example',
      'site/sidebars.ts:2:31 warning `docusaurus-plugin-openapi-docs` is not installed: docsgen stands in an empty stub for it  docusaurus/missing-package',
      'site/sidebars.ts:3:30 warning `./docs/petstore_versioned/versions.json` does not exist: docsgen stands in an empty list for it  docusaurus/missing-file',
      'site/sidebars.ts:12:12 warning Sidebar item of type `html` without a string `value` is not carried over  docusaurus/not-carried-over',
    ]);
  });

  it('writes the routes Docusaurus writes: docs at the root, API pages named by operationId, no blog, no excluded or generated .mdx', () => {
    expect(html).toEqual([
      '404.html',
      'category/petstore-api/index.html',
      'guide/index.html',
      'index.html',
      'intro/index.html',
      'pet-schema/index.html',
      'petstore-copy/add-pet/index.html',
      'petstore-copy/get-pet-by-id/index.html',
      'petstore-copy/schemas/category/index.html',
      'petstore-copy/swagger-petstore/index.html',
      'petstore/add-pet/index.html',
      'petstore/get-pet-by-id/index.html',
      'petstore/pet/index.html',
      'petstore/schemas/category/index.html',
      'petstore/schemas/pet/index.html',
      'petstore/swagger-petstore/index.html',
      'tags/all-about-pets/index.html',
      'tags/getting-started/index.html',
      'tags/index.html',
      // `specPath: 'examples/tests'`, a folder: a reference for each of its documents.
      'tests/add-pet/index.html',
      'tests/get-pet-by-id/index.html',
      'tests/schemas/pet/index.html',
      'tests/swagger-petstore/index.html',
    ]);
    // docsgen writes the operation page itself: the committed generated .api.mdx is not built.
    expect(text(result.files, 'petstore/add-pet/index.html')).not.toContain('MethodEndpoint');
  });

  it('writes a page per tag where `categoryLinkSource: tag` asks, at the plugin\'s route and doc id, which the sidebar\'s tag category, a sidebars.ts doc item and a link all reach', () => {
    const tag = text(result.files, 'petstore/pet/index.html');
    expect(tag).toContain('<h1>pet</h1>');
    expect(tag).toContain('Everything about your pets');
    expect(tag).toMatch(/<a class="card" href="\/petstore\/add-pet">/);
    expect(text(result.files, 'petstore/add-pet/index.html')).toMatch(/<a class="sidebar__link[^"]*" href="\/petstore\/pet"/);
    const guide = text(result.files, 'guide/index.html');
    expect(guide).toContain('<a href="/petstore/pet">pet operations</a>');
    expect(guide).toMatch(/<a class="sidebar__link[^"]*" href="\/petstore\/pet"[^>]*>Pet operations/);
    // petstore-copy does not ask for tag pages.
    expect(result.files.has('petstore-copy/pet/index.html')).toBe(false);
  });

  it('writes a page for every schema with `showSchemas: true`, else only for those with `x-tags`, as the plugin does; a schema without one is named unlinked', () => {
    expect(html.filter((path) => path.includes('/schemas/'))).toEqual(['petstore-copy/schemas/category/index.html', 'petstore/schemas/category/index.html', 'petstore/schemas/pet/index.html', 'tests/schemas/pet/index.html']);
    expect(text(result.files, 'petstore-copy/add-pet/index.html')).toContain('<span class="schema-type">Pet</span>');
    expect(text(result.files, 'petstore/add-pet/index.html')).toContain('<a class="schema-type" href="/petstore/schemas/pet">Pet</a>');
  });

  it('renders an import of a generated `*.schema.mdx` (docsgen writes none) as docsgen\'s page of that schema', () => {
    const page = text(result.files, 'pet-schema/index.html');
    expect(page).toContain('The generated schema, imported as the plugin&#x27;s docs show:');
    expect(page).toMatch(/<div class="markdown-partial"><section><h2 id="properties">Properties.*<a class="schema-type" href="\/petstore\/schemas\/pet">Pet<\/a>/);
  });

  it('reads an import of the plugin\'s generated sidebar (present or not) as the API\'s sidebar; a `ref` item does not make a doc that sidebar\'s page', () => {
    const operation = text(result.files, 'petstore/add-pet/index.html');
    expect(operation).toContain('>Back to the docs</a>');
    expect(operation).toMatch(/<a class="sidebar__link[^"]*" href="\/petstore-copy\/get-pet-by-id"/);
    const intro = text(result.files, 'intro/index.html');
    expect(intro).toContain('class="pagination__link pagination__link--next" href="/guide"');
    expect(intro).not.toContain('Back to the docs');
  });

  it('lists docs tags as Docusaurus does: /tags with each tag and its count, /tags/<permalink> with its docs; tags.yml names them', () => {
    const index = text(result.files, 'tags/index.html');
    expect(index).toContain('<h1>Tags</h1>');
    expect(index).toMatch(/<a class="card" href="\/tags\/getting-started">.*Getting started \(2\)<\/h2><p class="card__description">Where to begin\.<\/p><\/a>/);
    expect(index).toMatch(/<a class="card" href="\/tags\/all-about-pets">.*Pets \(1\)<\/h2>/);
    const tag = text(result.files, 'tags/getting-started/index.html');
    expect(tag).toContain('<h1>2 docs tagged with &quot;Getting started&quot;</h1>');
    expect(tag).toContain('href="/intro"');
    expect(tag).toContain('href="/guide"');
    expect(text(result.files, 'tags/all-about-pets/index.html')).toContain('<h1>One doc tagged with &quot;Pets&quot;</h1>');
  });

  it('shows a doc\'s tags at its bottom, "Tags:" and a link to each tag\'s page, as Docusaurus does', () => {
    const guide = text(result.files, 'guide/index.html');
    const footer = guide.slice(guide.indexOf('<footer class="theme-doc-footer doc__footer">'));
    expect(footer).toMatch(/^<footer class="theme-doc-footer doc__footer"><div class="tag-list"><b>Tags:<\/b><ul class="tag-list__items"><li><a class="tag-list__tag" href="\/tags\/getting-started" rel="tag">Getting started<\/a><\/li><li><a class="tag-list__tag" href="\/tags\/all-about-pets" rel="tag">Pets<\/a><\/li><\/ul><\/div>/);
    expect(text(result.files, 'intro/index.html')).toContain('<a class="tag-list__tag" href="/tags/getting-started" rel="tag">Getting started</a>');
    expect(text(result.files, 'petstore/add-pet/index.html')).not.toContain('tag-list');
  });

  it('hoists <head> of MDX into the page head, writes themeConfig.metadata on every page, and the navbar and footer html items and icon links', () => {
    const intro = text(result.files, 'intro/index.html');
    const head = intro.slice(0, intro.indexOf('</head>'));
    expect(head).toContain('<title>Pets API introduction</title>');
    expect(head).not.toContain('<title>Introduction | Pets API</title>');
    expect(head).toContain('<meta name="keywords" content="pets, api"/>');
    // The page's own tag wins over the config's, which wins over docsgen's.
    expect(head.match(/<meta name="twitter:card"[^>]*>/g)).toEqual(['<meta name="twitter:card" content="summary_large_image"/>']);
    expect(intro.slice(intro.indexOf('</head>'))).not.toContain('<head>');
    const guide = text(result.files, 'guide/index.html');
    expect(guide.match(/<meta name="twitter:card"[^>]*>/g)).toEqual(['<meta name="twitter:card" content="summary"/>']);
    expect(guide).toContain('<meta name="twitter:site" content="@pets"/>');
    expect(guide).toContain('<span class="navbar__link navbar__link--html"><span class="beta">beta</span></span>');
    expect(guide).toContain('<a class="navbar__link header-github-link" href="https://github.com/pets/pets" aria-label="GitHub repository" target="_blank" rel="noopener noreferrer"></a>');
    expect(guide).toContain('<span class="footer__html"><img src="/img/badge.svg" alt="Built with pets"></span>');
  });

  it('renders the React home page (classnames without it installed) with one <main>: its own', () => {
    const home = text(result.files, 'index.html');
    expect(home).toContain('<header class="hero hero--primary"><h1>Pets API</h1></header>');
    expect(home.match(/<main[\s>]/g)).toEqual(['<main>']);
    expect(text(result.files, 'intro/index.html').match(/<main[\s>]/g)).toEqual(['<main ']);
  });
});
