import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { buildError, copySite, lines, makeSite, text, writeFiles } from '../helpers.ts';

async function buildFixture(name: string) {
  const cwd = await copySite(name);
  return { cwd, result: await build({ cwd, write: false }) };
}

describe('build: the basic fixture site', async () => {
  const { result } = await buildFixture('basic');
  const { files } = result;

  it('writes one index.html per route, 404.html, static files, hashed CSS and images', () => {
    const html = [...files.keys()].filter((path) => path.endsWith('.html')).sort();
    expect(html).toEqual([
      '404.html',
      'category/more-topics/index.html',
      'guides/advanced/index.html',
      'guides/advanced/scaling/index.html',
      'guides/advanced/tuning/index.html',
      'guides/index.html',
      'guides/setup/index.html',
      'guides/troubleshooting/index.html',
      'index.html',
      'mdx-page/index.html',
      'orphan/index.html',
      'reference/api/index.html',
      'reference/cli/index.html',
    ]);
    expect(files.has('img/logo.svg')).toBe(true);
    expect([...files.keys()].some((path) => /^assets\/css\/styles\.[0-9a-f]{8}\.css$/.test(path))).toBe(true);
    expect([...files.keys()]).toContain('assets/images/diagram.8f4fd4c9.png');
    expect(result.diagnostics).toEqual([]);
  });

  it('skips drafts and _partials', () => {
    expect(files.has('draft/index.html')).toBe(false);
    expect([...files.keys()].some((path) => path.includes('partial'))).toBe(false);
  });

  it('renders the document head: lang, title with the pipe delimiter, description, canonical, favicon', () => {
    const page = text(files, 'guides/setup/index.html');
    expect(page.startsWith('<!DOCTYPE html><html class="docs-wrapper docs-doc-page" lang="en" dir="ltr" data-theme="light" data-default-theme="light">')).toBe(true);
    expect(page).toContain('<title>Setting up Acme | Acme Docs</title>');
    expect(page).toContain('<link rel="canonical" href="https://docs.acme.test/guides/setup"/>');
    expect(page).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(page).not.toContain('noindex');
    expect(text(files, 'index.html')).toContain('<meta name="description" content="Start here."/>');
  });

  it('sets the colour mode before first paint from localStorage.preferredColorMode', () => {
    const page = text(files, 'index.html');
    const script = page.indexOf("localStorage.getItem('preferredColorMode')");
    expect(script).toBeGreaterThan(-1);
    expect(script).toBeLessThan(page.indexOf('<body>'));
  });

  it('renders the skip link, navbar with active rules and external links, footer', () => {
    const page = text(files, 'guides/setup/index.html');
    expect(page).toContain('<a class="skip-link" href="#main-content">Skip to main content</a>');
    expect(page).toContain('<a class="navbar__brand" href="/">');
    expect(page).toContain('<a class="navbar__link" href="/">Home</a>');
    expect(page).toContain('<a class="navbar__link navbar__link--active" href="/guides" aria-current="page">Guides</a>');
    expect(page).toContain('<a class="navbar__link" href="/reference/api">Reference</a>');
    expect(page).toContain('href="https://github.com/acme/acme" target="_blank" rel="noopener noreferrer">GitHub');
    expect(page).toContain('<h2 class="footer__title">Docs</h2>');
    expect(page).toContain('Copyright © 2025 Acme');
    expect(text(files, 'index.html')).toContain('<a class="navbar__link navbar__link--active" href="/" aria-current="page">Home</a>');
  });

  it('marks the current sidebar item, opens its category, and shows breadcrumbs, TOC and prev/next', () => {
    const page = text(files, 'guides/setup/index.html');
    expect(page).toContain('<a class="sidebar__link sidebar__link--active" href="/guides/setup" aria-current="page">Setup</a>');
    expect(page).toContain('<details open=""><summary class="sidebar__category-heading"><a class="sidebar__link" href="/guides">Guides</a>');
    expect(page).toContain('<li><a href="/guides">Guides</a></li><li aria-current="page"><span>Setting up Acme</span></li>');
    expect(page).toContain('<a class="toc__link" href="#install">Install</a>');
    expect(page).toContain('href="/guides" rel="prev"');
    expect(page).toContain('href="/guides/advanced" rel="next"');
    // The guides index is the category's link, not listed again inside it.
    const sidebar = page.slice(page.indexOf('<aside'), page.indexOf('</aside>'));
    expect(sidebar.match(/href="\/guides">/g)).toHaveLength(1);
  });

  it('resolves markdown links and route links, and hashes relative images', () => {
    const home = text(files, 'index.html');
    expect(home).toContain('<a href="/guides/setup#install">setup guide</a>');
    expect(home).toContain('<a href="/reference/api">reference</a>');
    expect(home).toContain('Some text with a stray &#x3C; and { that stays text in Markdown.');
    expect(text(files, 'guides/setup/index.html')).toContain('<img src="/assets/images/diagram.8f4fd4c9.png" alt="Diagram" decoding="async">');
  });

  it('prints the title only when the content has no h1, and honours hide_table_of_contents and pagination_next: null', () => {
    expect(text(files, 'index.html')).toContain('<header><h1>Welcome to Acme</h1></header>');
    const setup = text(files, 'guides/setup/index.html');
    expect(setup).not.toContain('<header><h1>');
    expect(setup).toContain('<h1 id="setting-up-acme">Setting up Acme</h1>');
    const mdx = text(files, 'mdx-page/index.html');
    expect(mdx).not.toContain('class="toc"');
    expect(mdx).toContain('<summary>Show more</summary>');
    expect(text(files, 'guides/troubleshooting/index.html')).not.toContain('rel="next"');
  });

  it('renders generated category indexes as cards', () => {
    const page = text(files, 'guides/advanced/index.html');
    expect(page).toContain('<title>Advanced topics | Acme Docs</title>');
    expect(page).toContain('<p class="doc__lead">Going further with Acme.</p>');
    expect(page).toContain('<a class="card" href="/guides/advanced/scaling">');
    expect(page).toContain('<p class="card__description">Make Acme fast.</p>');
    expect(text(files, 'category/more-topics/index.html')).toContain('<a class="card" href="https://acme.test" target="_blank"');
  });

  it('gives unlisted pages noindex, a notice and no sidebar', () => {
    const page = text(files, 'orphan/index.html');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page).toContain('Unlisted page');
    expect(page).not.toContain('class="sidebar"');
  });

  it('writes a 404 page', () => {
    const page = text(files, '404.html');
    expect(page).toContain('<title>Page Not Found | Acme Docs</title>');
    expect(page).toContain('<h1>Page Not Found</h1>');
  });
});

describe('build: zero-config', () => {
  it('builds with only title and url, one autogenerated sidebar over the docs folder', async () => {
    const { result } = await buildFixture('zero-config');
    const page = text(result.files, 'topics/alpha/index.html');
    expect(page).toContain('<title>Alpha | Zero</title>');
    expect(page).toContain('<a class="sidebar__link" href="/topics">Topics</a>');
    expect(page).toContain('<a class="sidebar__link sidebar__link--active" href="/topics/alpha" aria-current="page">Alpha</a>');
    expect(text(result.files, 'topics/index.html')).toContain('<a class="card" href="/topics/beta">');
  });
});

describe('build: an existing Docusaurus docs folder', () => {
  it('builds with its sidebars.json, _category_.yml and front matter unchanged', async () => {
    const cwd = await makeSite(
      {
        'docs/intro.md': '---\nsidebar_position: 1\ntags: [a]\ncustom_edit_url: null\n---\n# Intro\n',
        'docs/tutorial-basics/_category_.yml': 'label: Tutorial - Basics\nposition: 2\nlink:\n  type: generated-index\n  description: 5 minutes to learn the basics.\n',
        'docs/tutorial-basics/create-a-page.md': '---\nsidebar_position: 1\n---\n# Create a Page\n',
        'sidebars.json': JSON.stringify({
          tutorialSidebar: [
            { type: 'autogenerated', dirName: '.' },
            { type: 'category', label: 'Extra', className: 'x', customProps: { a: 1 }, description: 'More.', items: [{ type: 'link', label: 'Home', href: 'https://example.com', key: 'home' }] },
          ],
        }),
      },
      'title: T\nurl: https://t.dev\ndocs:\n  path: docs\n  sidebarPath: sidebars.json\n',
    );
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    const page = text(result.files, 'intro/index.html');
    expect(page).toContain('<a class="sidebar__link" href="/tutorial-basics">Tutorial - Basics</a>');
    expect(text(result.files, 'tutorial-basics/index.html')).toContain('<p class="doc__lead">5 minutes to learn the basics.</p>');
    expect(text(result.files, 'category/extra/index.html')).toContain('<p class="doc__lead">More.</p>');
  });

  it('reads the category shorthand of a sidebars.json: a sidebar, an item or a category\'s items written as `{"Label": [items]}`', async () => {
    const docs = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((id) => [`docs/${id}.md`, `# Doc ${id.toUpperCase()}\n`]));
    const sidebars = { docs: { Start: ['a'], More: ['b', { Deeper: ['c'], Deepest: { Inner: ['d'] } }, 'e'] } };
    const cwd = await makeSite({ ...docs, 'sidebars.json': JSON.stringify(sidebars, null, 2) }, 'title: T\nurl: https://t.dev\ndocs:\n  path: docs\n  sidebarPath: sidebars.json\n');
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    const sidebar = text(result.files, 'a/index.html').match(/<aside class="theme-doc-sidebar-container sidebar"[\s\S]*?<\/aside>/)![0];
    const order = [...sidebar.matchAll(/class="sidebar__(?:category-label|link)[^"]*"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(order).toEqual(['Start', 'Doc A', 'More', 'Doc B', 'Deeper', 'Doc C', 'Deepest', 'Inner', 'Doc D', 'Doc E']);
  });

  it('reports a category shorthand whose items are not a list at their line in sidebars.json', async () => {
    const cwd = await makeSite({ 'docs/a.md': '# A\n', 'sidebars.json': '{\n  "docs": {\n    "Start": ["a"],\n    "More": "a"\n  }\n}\n' }, 'title: T\nurl: https://t.dev\ndocs:\n  path: docs\n  sidebarPath: sidebars.json\n');
    expect(lines((await buildError(cwd)).diagnostics)).toEqual(['site/sidebars.json:4:13 error `docs.More` must be a list of sidebar items or a mapping of category labels to lists, got the string `a`  sidebars/invalid-type']);
  });
});

describe('build: base URL', () => {
  it('prefixes links, assets and canonical URLs with baseUrl', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n\n[Other](./other.md)\n', 'pages/other.md': '# Other\n' }, 'title: T\nurl: https://t.dev\nbaseUrl: /docs/\n');
    const { files } = await build({ cwd, write: false });
    const home = text(files, 'index.html');
    expect(home).toContain('<a href="/docs/other">Other</a>');
    expect(home).toContain('<link rel="canonical" href="https://t.dev/docs/"/>');
    expect(home).toMatch(/<link rel="stylesheet" href="\/docs\/assets\/css\/styles\.[0-9a-f]{8}\.css"\/>/);
  });

  it('prefixes routes that start like the base URL too, and written paths only once', async () => {
    // Routes under /docs/ with base URL /docs/: every page is at /docs/docs/….
    const cwd = await makeSite(
      {
        'pages/intro.md': '# Intro\n\n[Guide](./guide.md), [written with base](/docs/docs/guide).\n\n![Logo](/logo.png) ![Logo again](/docs/logo.png)\n',
        'pages/guide.md': '# Guide\n',
        'static/logo.png': 'not really a png',
      },
      'title: T\nurl: https://t.dev\nbaseUrl: /docs/\ndocs:\n  routeBasePath: docs\n',
    );
    const { files, diagnostics } = await build({ cwd, write: false });
    expect(diagnostics).toEqual([]);
    const intro = text(files, 'docs/intro/index.html');
    expect(intro).toContain('<a href="/docs/docs/guide">Guide</a>');
    expect(intro).toContain('<a href="/docs/docs/guide">written with base</a>');
    expect(intro).toMatch(/<img src="\/docs\/logo\.png" alt="Logo"/);
    expect(intro).toMatch(/<img src="\/docs\/logo\.png" alt="Logo again"/);
    expect(intro).toContain('<a class="sidebar__link" href="/docs/docs/guide">Guide</a>');
  });
});

describe('build: errors and warnings', () => {
  it('collects every content error with file:line:col, and fails', async () => {
    const cwd = await makeSite({
      'pages/a.mdx': '# A\n\n<Unknown />\n',
      'pages/b.md': '---\ntitle: [broken\n---\n',
      'pages/c.mdx': "# C\n\nimport Chart from './Chart';\n\n<Chart />\n",
    });
    const error = await buildError(cwd);
    expect(error.exitCode).toBe(1);
    expect(lines(error.diagnostics).map((line) => line.replace(/ error .*\s{2}/, ' ').trim())).toEqual([
      'site/pages/a.mdx:3:1 mdx/unknown-component',
      expect.stringMatching(/^site\/pages\/b\.md:\d+:\d+ front-matter\/yaml-syntax$/),
      'site/pages/c.mdx:3:1 components/unresolved-import',
    ]);
  });

  it('fails on a sidebar doc id that does not exist', async () => {
    const cwd = await makeSite({ 'pages/intro.md': '# Intro\n', 'sidebars.yaml': 'main:\n  - intro\n  - setup\n' });
    const error = await buildError(cwd);
    expect(error.exitCode).toBe(1);
    expect(lines(error.diagnostics)).toEqual(['site/sidebars.yaml:3:5 error Sidebar refers to doc id `setup`, but no page has that id  sidebars/missing-doc']);
  });

  it('fails with exit code 2 on config errors', async () => {
    const cwd = await makeSite({ 'pages/a.md': '# A\n' }, 'title: T\nurl: https://t.dev\ntitel: x\n');
    const error = await buildError(cwd);
    expect(error.exitCode).toBe(2);
    expect(lines(error.diagnostics)).toEqual(['site/config.yaml:3:1 error Unknown key `titel`  config/unknown-key']);
  });

  it('fails on navbar items naming a missing doc or sidebar', async () => {
    const cwd = await makeSite({ 'pages/a.md': '# A\n' }, 'title: T\nurl: https://t.dev\nnavbar:\n  items:\n    - { type: doc, docId: nope, label: X }\n    - { type: docSidebar, sidebarId: api, label: Y }\n');
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual([
      'site/config.yaml error Navbar item `X` links to doc id `nope`, but no page has that id  config/missing-doc',
      'site/config.yaml error Navbar item `Y` links to sidebar `api`, which does not exist  config/missing-sidebar',
    ]);
  });

  it('warns on duplicate routes, broken markdown links and missing images, and still builds', async () => {
    const cwd = await makeSite({
      'pages/a.md': '# A\n\n[gone](./gone.md) ![x](./missing.png) ![y](/nope.png)\n',
      'pages/b.md': '---\nslug: /a\n---\n# B\n',
    });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([
      'site/pages/a.md:3:1 warning Markdown link `./gone.md` points to no page  links/broken-markdown-link',
      'site/pages/a.md:3:19 warning Image `./missing.png` does not exist next to the page  content/missing-image',
      'site/pages/a.md:3:39 warning Image `/nope.png` is not in the static folder  content/missing-image',
      'site/pages/b.md warning Duplicate route `/a`: also produced by site/pages/a.md; only the first is built  routes/duplicate',
    ]);
    expect(text(result.files, 'a/index.html')).toContain('<h1 id="a">A</h1>');
  });

  it('resolves pagination overrides and reports unknown ids', async () => {
    const cwd = await makeSite({ 'pages/a.md': '---\npagination_next: c\n---\n# A\n', 'pages/c.md': '# C\n', 'pages/d.md': '---\npagination_prev: zz\n---\n# D\n' });
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual(['site/pages/d.md:1:1 error `pagination_prev` names doc id `zz`, but no page has that id  front-matter/missing-doc']);
    await writeFiles(join(cwd, 'site'), { 'pages/d.md': '# D\n' });
    const { files } = await build({ cwd, write: false });
    expect(text(files, 'a/index.html')).toContain('<a class="pagination__link pagination__link--next" href="/c" rel="next">');
  });
});

describe('build: a large sidebar', async () => {
  // 30 folders of 8 pages: 240 links, past the size where closed categories are pruned.
  const pages = Object.fromEntries(
    Array.from({ length: 30 }, (_, folder) => Array.from({ length: 8 }, (_, page) => [`pages/area-${String(folder).padStart(2, '0')}/page-${page}.md`, `# Area ${folder} page ${page}\n\nText.\n`])).flat(),
  );
  const result = await build({ cwd: await makeSite(pages), write: false });
  const html = text(result.files, 'area-05/page-3/index.html');

  it('shows closed categories away from the page as bare links to their own page', () => {
    expect(html).toContain('<li class="sidebar__item"><a class="sidebar__link sidebar__link--category" href="/area-12">Area 12</a></li>');
    expect(html).not.toContain('href="/area-12/page-1"');
  });

  it('keeps the category of the current page open with all its pages', () => {
    expect(html).toMatch(/<details open=""><summary class="sidebar__category-heading">.*Area 05/);
    for (let page = 0; page < 8; page++) expect(html).toContain(`href="/area-05/page-${page}"`);
  });

  it('keeps every page reachable: each category page lists its own pages', () => {
    expect(text(result.files, 'area-12/index.html')).toContain('href="/area-12/page-1"');
  });
});
