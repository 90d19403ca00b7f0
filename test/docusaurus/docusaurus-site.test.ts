import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { join } from 'node:path';
import { copySite, docusaurusConfig, lines, makeDocusaurusSite, tempDir, text, writeFiles } from '../helpers.ts';

describe('a Docusaurus project built as it is: the docusaurus-classic fixture', async () => {
  const cwd = await copySite('docusaurus-classic');
  const result = await build({ cwd, write: false });
  const html = [...result.files.keys()].filter((path) => path.endsWith('.html')).sort();

  it('reads docusaurus.config.ts and sidebars.ts, and warns once, at its line, for each thing not carried over', () => {
    expect(lines(result.diagnostics.filter((d) => d.file.endsWith('.ts')))).toEqual([
      // `i18n.locales: [en, fr]`: fr is built, from the English pages.
      "site/docusaurus.config.ts warning Locale `fr` has no translations (no folder `i18n/fr/`): its pages are the default locale's  i18n/missing-translations",
      'site/docusaurus.config.ts:4:24 warning `remark-math-not-installed` is not installed: docsgen stands in an empty stub for it  docusaurus/missing-package',
      'site/docusaurus.config.ts:63:5 warning `themeConfig.algolia` is not read: docsgen builds its own search index  docusaurus/not-carried-over',
      'site/docusaurus.config.ts:64:5 warning `themeConfig.prism` gives no theme colours (prism-react-renderer is not installed, or the theme has no `plain` colour)  docusaurus/not-carried-over',
    ]);
    expect(lines(result.diagnostics.filter((d) => d.file.startsWith('site/src/theme')))).toEqual([
      'site/src/theme/DocItem/index.js:1:1 warning Swizzled components `DocItem` have no docsgen counterpart: docsgen renders its own there  docusaurus/unknown-swizzle',
    ]);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('warns, and does not fail, at `json` and `graphql` blocks that do not parse: Docusaurus never parsed them', () => {
    expect(lines(result.diagnostics.filter((d) => d.code.startsWith('samples/')))).toEqual([
      'site/docs/reference/events.md:10:3 warning JSON syntax error: Expected double-quoted property name  samples/json-syntax',
      'site/docs/reference/events.md:17:1 warning GraphQL syntax error: Unexpected character: `/`.  samples/graphql-invalid',
    ]);
  });

  it('writes the docs under /docs (Docusaurus\'s default routeBasePath), generated-index categories at /docs/category/<slug>, and the blog', () => {
    expect(html).toEqual(expect.arrayContaining([
      'index.html',
      'markdown-page/index.html',
      'docs/intro/index.html',
      'docs/guides/install/index.html',
      'docs/guides/signals/index.html',
      'docs/reference/api/index.html',
      'docs/reference/events/index.html',
      'docs/extra/faq/index.html',
      'docs/category/guides/index.html',
      'blog/index.html',
      'blog/hello/index.html',
      'blog/archive/index.html',
      'blog/tags/index.html',
      'blog/tags/news/index.html',
    ]));
    // Categories without `link` have no page, as in Docusaurus (the shorthand one included).
    expect(html.filter((path) => path.includes('/category/'))).toEqual(['docs/category/guides/index.html', 'fr/docs/category/guides/index.html']);
    expect(text(result.files, 'docs/category/guides/index.html')).toContain('How to use Beacon.');
  });

  it('lists every sidebars.ts item form in the sidebar, in order', () => {
    const intro = text(result.files, 'docs/intro/index.html');
    const sidebar = intro.slice(intro.indexOf('class="sidebar'), intro.indexOf('<main'));
    expect([...sidebar.matchAll(/class="sidebar__link[^"]*" href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/docs/intro',
      '/docs/guides/install',
      '/docs/category/guides',
      '/docs/guides/signals',
      '/docs/reference/api',
      '/docs/reference/api',
      '/docs/reference/events',
      'https://status.beacon.example',
    ]);
    expect(sidebar).toContain('Installing');
    // An `html` item is its HTML, as written.
    expect(sidebar).toContain('<li class="sidebar__item sidebar__item--html"><hr /></li>');
  });

  it('maps the site, navbar, footer, announcement bar, social image, custom CSS and feeds', () => {
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toContain('<title>Beacon intro | Beacon</title>');
    expect(intro).toContain('href="/img/favicon.svg"');
    expect(intro).toContain('src="/img/logo.svg"');
    expect(intro).toContain('content="https://beacon.example/img/social.png"');
    expect(intro).toContain('Beacon 2 is out');
    expect(intro).toContain('href="https://github.com/beacon/beacon"');
    expect(intro).toMatch(/Copyright © \d{4} Beacon\./);
    // `html` items of the navbar and footer are the config's own HTML; an icon link keeps its class and accessible name.
    expect(intro).toContain('<span class="navbar__link navbar__link--html"><b>beta</b></span>');
    expect(intro).toContain('<span class="footer__html"><em>made at sea</em></span>');
    expect(intro).toMatch(/<a class="navbar__link header-chat-link" href="https:\/\/chat\.beacon\.example" aria-label="Beacon chat" target="_blank" rel="noopener noreferrer"><\/a>/);
    const css = [...result.files.keys()].find((path) => /^assets\/css\/styles\.[0-9a-f]+\.css$/.test(path))!;
    expect(text(result.files, css)).toContain('--ifm-color-primary: #2e8555;');
    expect(result.files.has('blog/rss.xml') && result.files.has('blog/atom.xml') && result.files.has('blog/feed.json')).toBe(true);
  });

  it('renders the React home page (src/pages/index.tsx) inside the layout: @theme/Layout title and description, clsx, CSS modules, an SVG required as a component', () => {
    const home = text(result.files, 'index.html');
    expect(home).toContain('<title>Welcome to Beacon | Beacon</title>');
    expect(home).toContain('<meta name="description" content="Beacon&#x27;s home page"/>');
    expect(home).toMatch(/<header class="hero [\w-]+banner"><h1>Beacon<\/h1><p class="hero__subtitle">Signals for every ship<\/p><a href="\/docs\/intro" class="button">Start here<\/a><\/header>/);
    expect(home).toMatch(/<img src="\/assets\/media\/logo\.[0-9a-f]{8}\.svg" alt="" class="hero-lamp" role="img"\/>/);
    expect(home).not.toContain('class="sidebar');
    expect(text(result.files, 'markdown-page/index.html')).toContain('<title>A markdown page | Beacon</title>');
  });

  it('resolves a root-relative `url()` in a CSS module to the file in static/, as Docusaurus does', () => {
    const css = [...result.files.keys()].filter((path) => path.endsWith('.css')).map((path) => text(result.files, path)).join('\n');
    const url = /url\("\.\.\/media\/(logo\.\w+\.svg)"\)/.exec(css);
    expect(url).not.toBeNull();
    expect(result.files.has(`assets/media/${url![1]}`)).toBe(true);
  });

  it('passes a React page the site config as its `config` prop, as Docusaurus does', () => {
    expect(text(result.files, 'legacy/index.html')).toContain('<p class="legacy">Beacon<!-- --> <!-- -->|<!-- --> <!-- -->Signals for every ship</p>');
  });

  it('builds author pages for the authors.yml entries with `page` (permalink or key) and the authors index', () => {
    expect(html).toEqual(expect.arrayContaining(['blog/authors/index.html', 'blog/authors/ada-posts/index.html']));
    const ada = text(result.files, 'blog/authors/ada-posts/index.html');
    expect(ada).toContain('<h1>Ada Quill</h1>');
    expect(ada).toContain('<p class="doc__lead">Captain of the Beacon blog.</p>');
    expect(ada).toContain('View all authors');
    expect(ada).toContain('href="/blog/hello"');
    expect(text(result.files, 'blog/authors/index.html')).toContain('href="/blog/authors/ada-posts"');
  });

  it('lists every author of authors.yml on the authors page, linked to its page when it has one (`page: true`: the key in kebab case)', () => {
    expect(html.filter((path) => path.startsWith('blog/authors/'))).toEqual(['blog/authors/ada-posts/index.html', 'blog/authors/index.html', 'blog/authors/sam-vale/index.html']);
    const authors = text(result.files, 'blog/authors/index.html');
    expect([...authors.matchAll(/<span class="blog-author__name">(.*?)<\/span><span class="blog-author__title">/g)].map((match) => match[1])).toEqual([
      '<a href="/blog/authors/ada-posts">Ada Quill</a><span class="blog-author__count"> · 1 post</span>',
      '<a href="/blog/authors/sam-vale">Sam Vale</a><span class="blog-author__count"> · 0 posts</span>',
    ]);
    expect(authors).toContain('<span class="blog-author__name">Lin Harbor<span class="blog-author__count"> · 0 posts</span></span>');
  });

  it('writes a search page at /search, as the Algolia theme `themeConfig.algolia` brings does: a form that submits `?q=` to itself, with the results island', () => {
    expect(html).toEqual(expect.arrayContaining(['search/index.html', 'fr/search/index.html']));
    const page = text(result.files, 'search/index.html');
    expect(page).toContain('<title>Search | Beacon</title>');
    expect(page).toContain('<div class="search-page__island" data-island="search-page" data-props="{&quot;indexUrl&quot;:&quot;/search/index.json&quot;}"><div class="search-page__panel"><form class="search-page__form" role="search" method="get"><input class="search-page__input" type="search" placeholder="Search the docs" aria-label="Search" autoComplete="off" spellCheck="false" name="q" value=""/>');
  });

  it('renders `<Head>` without an import, as Docusaurus\'s MDX components give it: its `<html>` sets the document\'s class', () => {
    expect(lines(result.diagnostics.filter((d) => d.file.endsWith('signals.mdx')))).toEqual([]);
    const page = text(result.files, 'docs/guides/signals/index.html');
    expect(page).toContain('Docusaurus&#x27;s MDX components give a page');
    expect(page).toMatch(/^<!DOCTYPE html><html [^>]*class="[^"]*\bsignals-page"/);
    expect(page.match(/signals-page/g)).toHaveLength(1);
    // Its `<link href>` is no link Docusaurus checks (openapi-demo's apple-touch-icon): no broken-link warning above.
    expect(page.slice(0, page.indexOf('</head>'))).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
  });

  it('uses a swizzled src/theme/Footer as the Footer override on every page', () => {
    expect(text(result.files, 'index.html')).toContain('<p class="swizzled-footer">Swizzled footer</p>');
    expect(text(result.files, 'docs/intro/index.html')).toContain('<p class="swizzled-footer">Swizzled footer</p>');
  });
});

describe('src/pages of a versioned Docusaurus project', () => {
  it('belong to no docs version and have no edit link, as in Docusaurus', async () => {
    const cwd = await makeDocusaurusSite({
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { docs: { editUrl: 'https://github.com/t/t/edit/main/' } }]] };\n",
      'docs/intro.md': '# Intro\n',
      'versions.json': '["1.0"]\n',
      'versioned_docs/version-1.0/intro.md': '# Intro\n',
      'src/pages/index.md': '# Home\n\nWelcome.\n',
    });
    const result = await build({ cwd, write: false });
    const next = text(result.files, 'docs/next/intro/index.html');
    expect(next).toContain('data-version-banner="unreleased"');
    expect(next).toContain('class="theme-edit-this-page doc__edit" href="https://github.com/t/t/edit/main/docs/intro.md"');
    const home = text(result.files, 'index.html');
    expect(home).toContain('Welcome.');
    expect(home).not.toContain('data-version-banner');
    expect(home).not.toContain('doc__edit');
  });
});

describe('pathname:// links of a Docusaurus project', () => {
  it('are paths under the base URL, opened in the same tab and not checked, in the navbar, the footer, Markdown and <Link>', async () => {
    const cwd = await makeDocusaurusSite({
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'T', url: 'https://t.example', baseUrl: '/docs/',",
        "  themeConfig: {",
        "    navbar: { items: [{ to: 'pathname:///playground/', label: 'Playground', target: '_self' }] },",
        "    footer: { links: [{ title: 'More', items: [{ href: 'pathname:///files/tool.zip', label: 'Tool' }] }] },",
        '  },',
        '};',
        '',
      ].join('\n'),
      'docs/intro.md': '# Intro\n\nTry the [playground](pathname:///playground/).\n',
      'docs/more.mdx': "# More\n\nimport Link from '@docusaurus/Link';\n\n<Link to=\"pathname:///playground/\">Open it</Link> or <a href=\"pathname:///files/tool.zip\">get it</a>.\n",
      'src/pages/index.js': "import Link from '@docusaurus/Link';\nexport default function Home() {\n  return <Link className=\"try\" to=\"pathname:///playground/\">Try it</Link>;\n}\n",
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics.filter((d) => d.code.startsWith('links/'))).toEqual([]);
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toContain('<a class="navbar__link" href="/docs/playground/">Playground</a>');
    expect(intro).toContain('<a href="/docs/playground/">playground</a>');
    expect(intro).toMatch(/<a class="footer__link" href="\/docs\/files\/tool\.zip">Tool<\/a>/);
    expect(text(result.files, 'index.html')).toContain('<a href="/docs/playground/" class="try">Try it</a>');
    expect(text(result.files, 'docs/more/index.html')).toContain('<a href="/docs/playground/">Open it</a> or <a href="/docs/files/tool.zip">get it</a>');
  });
});

describe('a Docusaurus config that requires installed packages', () => {
  it('loads them with Node, by path for require() and by URL for import', async () => {
    const cwd = await tempDir();
    await writeFiles(join(cwd, 'site'), {
      'node_modules/beacon-name/package.json': '{ "name": "beacon-name", "main": "index.js" }\n',
      'node_modules/beacon-name/index.js': "exports.name = 'Beacon';\n",
      'node_modules/beacon-tagline/package.json': '{ "name": "beacon-tagline", "type": "module", "exports": "./index.js" }\n',
      'node_modules/beacon-tagline/index.js': "export const tagline = 'Signals for every ship';\n",
      // Jest's config calls `require` in an ES module, as Docusaurus's loader (jiti) allows.
      'docusaurus.config.mjs': "import { tagline } from 'beacon-tagline';\nconst { name } = require('beacon-name');\nexport default { title: name, tagline, url: 'https://t.example' };\n",
      'docs/intro.md': '# Intro\n',
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error' || d.code === 'docusaurus/missing-package')).toEqual([]);
    expect(text(result.files, 'docs/intro/index.html')).toContain('<title>Intro | Beacon</title>');
  });
});

describe('a Docusaurus config that is an ES module', () => {
  it("may declare its own __dirname and __filename, as may the ES modules it imports; Node's globals are the file's where it does not", async () => {
    const cwd = await tempDir();
    const own = "import { dirname } from 'node:path';\nimport { fileURLToPath } from 'node:url';\nconst __filename = fileURLToPath(import.meta.url);\nconst __dirname = dirname(__filename);\n";
    await writeFiles(join(cwd, 'site'), {
      'node_modules/beacon-theme/package.json': '{ "name": "beacon-theme", "type": "module", "exports": "./index.js" }\n',
      'node_modules/beacon-theme/index.js': `${own}export default function beaconTheme() {\n  return { name: 'beacon-theme', getThemePath: () => __dirname + '/theme' };\n}\n`,
      'plugins/tagline.mjs': `${own}export const tagline = __dirname.endsWith('/plugins') ? 'From its folder' : __dirname;\n`,
      'docusaurus.config.mjs': `${own}import { tagline } from './plugins/tagline.mjs';\nexport default { title: __dirname.endsWith('/site') && tagline === 'From its folder' ? 'Beacon' : \`\${__dirname} \${tagline}\`, url: 'https://t.example', themes: ['beacon-theme'] };\n`,
      'docs/intro.md': '# Intro\n',
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(text(result.files, 'docs/intro/index.html')).toContain('<title>Intro | Beacon</title>');
  });
});

describe('a Docusaurus editUrl function', () => {
  it('gives each doc its edit link, called as Docusaurus calls it', async () => {
    const cwd = await makeDocusaurusSite({
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'T', url: 'https://t.example', baseUrl: '/guide/',",
        "  presets: [['classic', { blog: false, docs: { editUrl: ({ version, versionDocsDirPath, docPath, permalink, locale }) => `https://github.com/t/t/edit/main/${versionDocsDirPath}/${docPath.replace('latest/', '')}?v=${version}&p=${permalink}&l=${locale}` } }]],",
        '};',
      ].join('\n'),
      'docs/latest/api/app.md': '# App\n',
      'versions.json': '["1.0"]\n',
      'versioned_docs/version-1.0/latest/api/app.md': '# App\n',
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics.filter((d) => d.code === 'docusaurus/not-carried-over')).toEqual([]);
    expect(text(result.files, 'docs/next/latest/api/app/index.html')).toContain('class="theme-edit-this-page doc__edit" href="https://github.com/t/t/edit/main/docs/api/app.md?v=current&amp;p=/guide/docs/next/latest/api/app&amp;l=en"');
    expect(text(result.files, 'docs/latest/api/app/index.html')).toContain('class="theme-edit-this-page doc__edit" href="https://github.com/t/t/edit/main/versioned_docs/version-1.0/api/app.md?v=1.0&amp;p=/guide/docs/latest/api/app&amp;l=en"');
  });
});

describe("a Docusaurus blog's editUrl", () => {
  it('is a base URL followed by the post\'s path in the site folder, or a function called as Docusaurus calls it', async () => {
    const site = (editUrl: string): Record<string, string> => ({
      'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/guide/', presets: [['classic', { docs: false, blog: { editUrl: ${editUrl} } }]] };\n`,
      'blog/2025-01-01-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
    });
    const edit = (html: string): string | undefined => /class="blog-post__edit" href="([^"]*)"/.exec(html)?.[1];
    const base = await tempDir();
    await writeFiles(join(base, 'site'), site("'https://github.com/t/t/edit/main/website/'"));
    const string = await build({ cwd: base, write: false });
    expect(string.diagnostics.filter((d) => d.code === 'docusaurus/not-carried-over')).toEqual([]);
    expect(edit(text(string.files, 'blog/2025/01/01/hello/index.html'))).toBe('https://github.com/t/t/edit/main/website/blog/2025-01-01-hello.md');
    const fn = await tempDir();
    await writeFiles(join(fn, 'site'), site('({ blogDirPath, blogPath, permalink, locale }) => `https://cms.t.example/${blogDirPath}/${blogPath}?p=${permalink}&l=${locale}`'));
    const called = await build({ cwd: fn, write: false });
    expect(edit(text(called.files, 'blog/2025/01/01/hello/index.html'))).toBe('https://cms.t.example/blog/2025-01-01-hello.md?p=/guide/blog/2025/01/01/hello&amp;l=en');
  });
});

describe("a Docusaurus blog's feedOptions.xslt", () => {
  it('names docsgen\'s stylesheets in the RSS and Atom feeds and writes them beside the feeds; a site\'s own stylesheet is a note', async () => {
    const site = async (xslt: string) => {
      const cwd = await makeDocusaurusSite({
        'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { docs: false, blog: { feedOptions: { type: 'all', xslt: ${xslt} }, onUntruncatedBlogPosts: 'ignore' } }]] };\n`,
        'blog/2025-01-01-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
      });
      return build({ cwd, write: false });
    };
    const styled = await site('true');
    expect(styled.diagnostics).toEqual([]);
    expect(text(styled.files, 'blog/rss.xml')).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<\?xml-stylesheet type="text\/xsl" href="rss.xsl"\?>\n<rss /);
    expect(text(styled.files, 'blog/atom.xml')).toContain('<?xml-stylesheet type="text/xsl" href="atom.xsl"?>');
    expect(text(styled.files, 'blog/atom.xsl')).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(styled.files.has('blog/feed.xsl')).toBe(false);
    const own = await site("{ rss: 'custom.xsl', atom: true }");
    expect(lines(own.diagnostics)).toEqual([expect.stringContaining('`presets.0.blog.feedOptions.xslt.rss` names a stylesheet of the site\'s own, which docsgen does not use')]);
    expect(own.files.has('blog/rss.xsl')).toBe(true);
  });
});

describe("a Docusaurus blog's reports on inline tags and authors and untruncated posts", () => {
  it('warn by default, as Docusaurus does, and follow onInlineTags, onInlineAuthors and onUntruncatedBlogPosts', async () => {
    const site = async (options: string) => {
      const cwd = await makeDocusaurusSite({
        'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { docs: false, blog: { ${options} } }]] };\n`,
        'blog/tags.yml': 'news:\n  label: News\n',
        'blog/2025-01-01-hello.md': '---\ntitle: Hello\nauthors:\n  - name: Ada\ntags: [news, misc]\n---\n\nHi.\n',
      });
      const result = await build({ cwd, write: false });
      return result.diagnostics.filter((d) => d.code.startsWith('blog/') || d.code === 'docusaurus/not-carried-over').map((d) => `${d.code} ${d.severity}`);
    };
    expect(await site('')).toEqual(['blog/untruncated-post warning', 'blog/inline-author warning', 'blog/unknown-tag warning']);
    expect(await site("onInlineTags: 'ignore', onInlineAuthors: 'ignore', onUntruncatedBlogPosts: 'ignore'")).toEqual([]);
  });
});

describe('a Docusaurus markdown.parseFrontMatter function', () => {
  it('reads every doc\'s front matter, as Docusaurus calls it with the default parser', async () => {
    const cwd = await makeDocusaurusSite({
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'T', url: 'https://t.example',",
        "  presets: [['classic', { blog: false, docs: { routeBasePath: 'api' } }]],",
        '  markdown: {',
        '    parseFrontMatter: async (params) => {',
        '      const result = await params.defaultParseFrontMatter(params);',
        "      if (result.frontMatter.id === 'overview') result.frontMatter.slug = '/';",
        "      result.frontMatter.title ??= params.filePath.split('/').pop().replace(/\\.md$/, '').toUpperCase();",
        '      return result;',
        '    },',
        '  },',
        '};',
      ].join('\n'),
      'docs/overview.md': '---\nid: overview\n---\n\nThe API.\n',
      'docs/limits.md': 'Rate limits.\n',
      'src/pages/index.md': '# Home\n\nSee [the API](/api).\n',
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error' || d.code === 'docusaurus/not-carried-over')).toEqual([]);
    expect(text(result.files, 'api/index.html')).toContain('The API.');
    expect(text(result.files, 'api/limits/index.html')).toContain('<h1>LIMITS</h1>');
  });
});

describe('a Docusaurus markdown.parseFrontMatter function on blog posts', () => {
  it('reads every post\'s front matter too', async () => {
    const cwd = await makeDocusaurusSite({
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'T', url: 'https://t.example',",
        "  presets: [['classic', { docs: false }]],",
        '  markdown: {',
        '    parseFrontMatter: async (params) => {',
        '      const result = await params.defaultParseFrontMatter(params);',
        "      if (params.filePath.endsWith('welcome.md')) result.frontMatter.slug = 'hello';",
        '      return result;',
        '    },',
        '  },',
        '};',
      ].join('\n'),
      'blog/2024-01-02-welcome.md': '---\ntitle: Welcome\n---\n\nHello.\n',
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(text(result.files, 'blog/hello/index.html')).toContain('Hello.');
  });
});

describe("a Docusaurus project's Prism themes", () => {
  /** The stylesheet's code colours of a Docusaurus project whose config sets `themeConfig.prism` to `prism` (JavaScript). */
  async function codeColours(prism: string | undefined, files: Record<string, string> = {}): Promise<{ rules: string[]; notes: string[] }> {
    const cwd = await makeDocusaurusSite({
      'docusaurus.config.js': `const { themes } = require('prism-react-renderer');\n${docusaurusConfig(prism === undefined ? '' : `  themeConfig: { prism: ${prism} },\n`)}`,
      'docs/intro.md': '# Intro\n\n```js\nconst a = 1;\n```\n',
      // In the image of prism-react-renderer 2: its themes, each `plain` and `styles` by token type, later entries over earlier ones.
      'node_modules/prism-react-renderer/package.json': '{"name":"prism-react-renderer","version":"2.4.1","main":"index.js"}',
      'node_modules/prism-react-renderer/index.js': `exports.themes = ${JSON.stringify({
        github: { plain: { color: '#393A34', backgroundColor: '#f6f8fa' }, styles: [{ types: ['comment'], style: { color: '#999988', fontStyle: 'italic' } }, { types: ['string'], style: { color: '#e3116c' } }, { types: ['number', 'regex'], style: { color: '#36acaa' } }, { types: ['keyword', 'tag'], style: { color: '#00a4db' } }, { types: ['tag', 'keyword'], style: { color: '#00009f' } }, { types: ['tag'], languages: ['markup'], style: { color: '#ff0000' } }] },
        palenight: { plain: { color: '#bfc7d5', backgroundColor: '#292d3e' }, styles: [{ types: ['string'], style: { color: 'rgb(195, 232, 141)' } }] },
        dracula: { plain: { color: '#F8F8F2', backgroundColor: '#282A36' }, styles: [{ types: ['keyword', 'variable'], style: { color: 'rgb(189, 147, 249)', fontStyle: 'italic' } }, { types: ['function'], style: { color: 'rgb(80, 250, 123)' } }] },
      })};\n`,
      ...files,
    });
    const result = await build({ cwd, write: false, cache: false });
    const css = text(result.files, [...result.files.keys()].find((path) => path.endsWith('.css') && path.startsWith('assets/css/styles'))!);
    const part = css.includes('/* theme.codeColors */') ? css.slice(css.indexOf('/* theme.codeColors */')) : '';
    return { rules: part.split('\n').filter((line) => line.startsWith('[data-theme') && line.includes('.shiki')), notes: lines(result.diagnostics.filter((d) => d.code === 'docusaurus/not-carried-over')) };
  }

  it('colours code blocks with `theme` in light mode and `darkTheme` in dark mode, each kind of token as Prism colours its types', async () => {
    const { rules, notes } = await codeColours('{ theme: themes.github, darkTheme: themes.dracula }');
    expect(notes).toEqual([]);
    expect(rules.filter((rule) => rule.startsWith("[data-theme='light']"))).toEqual([
      "[data-theme='light'] .shiki { --shiki-light: #393a34 !important; }",
      "[data-theme='light'] .shiki .t-plain { --shiki-light: #393a34; }",
      // The later style of `keyword` wins; the one for markup only is left out.
      "[data-theme='light'] .shiki .t-red { --shiki-light: #00009f; }",
      "[data-theme='light'] .shiki .t-navy { --shiki-light: #e3116c; }",
      "[data-theme='light'] .shiki .t-navy-pale { --shiki-light: #36acaa; }",
      "[data-theme='light'] .shiki .t-blue { --shiki-light: #36acaa; }",
      // Types the theme does not style show as plain text, as Prism shows them.
      "[data-theme='light'] .shiki .t-purple { --shiki-light: #393a34; }",
      "[data-theme='light'] .shiki .t-gray { --shiki-light: #999988; font-style: italic; }",
      "[data-theme='light'] .shiki .t-green { --shiki-light: #00009f; }",
      "[data-theme='light'] .shiki .t-orange { --shiki-light: #393a34; }",
      "[data-theme='light'] .shiki .t-slate { --shiki-light: #393a34; }",
      "[data-theme='light'] .shiki .t-crimson { --shiki-light: #393a34; }",
    ]);
    expect(rules).toContain("[data-theme='dark'] .shiki .t-red { --shiki-dark: #bd93f9; font-style: italic; }");
    expect(rules).toContain("[data-theme='dark'] .shiki .t-purple { --shiki-dark: #50fa7b; }");
    // No regex style in dracula: regular expressions keep the string colour, here plain.
    expect(rules).toContain("[data-theme='dark'] .shiki .t-navy-pale { --shiki-dark: #f8f8f2; }");
  });

  it('uses `theme` in both modes without `darkTheme`, and reads a theme of the site\'s own file', async () => {
    // In the image of redux-toolkit's website (`prism: { theme: require('./src/js/monokaiTheme.js') }`).
    const { rules } = await codeColours("{ theme: require('./src/js/monokaiTheme.js') }", {
      'src/js/monokaiTheme.js': "module.exports = { plain: { color: '#f8f8f2', backgroundColor: '#272822' }, styles: [{ types: ['string'], style: { color: '#a6e22e' } }] };\n",
    });
    expect(rules).toContain("[data-theme='light'] .shiki .t-navy { --shiki-light: #a6e22e; }");
    expect(rules).toContain("[data-theme='dark'] .shiki .t-navy { --shiki-dark: #a6e22e; }");
  });

  it('uses Palenight in both modes when the config names no theme, as the classic theme does', async () => {
    for (const prism of [undefined, "{ additionalLanguages: ['java'] }"]) {
      const { rules } = await codeColours(prism);
      expect(rules).toContain("[data-theme='light'] .shiki .t-navy { --shiki-light: #c3e88d; }");
      expect(rules).toContain("[data-theme='dark'] .shiki .t-navy { --shiki-dark: #c3e88d; }");
    }
  });

  it('keeps docsgen\'s colours, with a note, when the theme gives none', async () => {
    const { rules, notes } = await codeColours('{ theme: { plain: {}, styles: [] } }');
    expect(rules).toEqual([]);
    expect(notes).toEqual(['site/docusaurus.config.js:6:18 warning `themeConfig.prism` gives no theme colours (prism-react-renderer is not installed, or the theme has no `plain` colour)  docusaurus/not-carried-over']);
  });
});

describe("a Docusaurus project's src/theme", () => {
  it('warns about the components it swizzles from an installed theme only: another name is its own module under @theme/', async () => {
    // In the image of babel's website (`src/theme/prism/dark.js`, the Prism theme its config
    // imports) and react-native-website (`src/theme/Badge`, its own component).
    const cwd = await makeDocusaurusSite({
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { blog: false }]] };\n",
      'docs/intro.md': '# Intro\n',
      'node_modules/@docusaurus/theme-classic/package.json': '{"name":"@docusaurus/theme-classic","version":"3.10.0"}',
      'node_modules/@docusaurus/theme-classic/lib/theme/DocItem/index.js': 'export default function DocItem() { return null; }\n',
      'node_modules/@docusaurus/theme-classic/lib/theme/Footer/index.js': 'export default function Footer() { return null; }\n',
      'src/theme/DocItem/index.js': 'export default function DocItem() { return null; }\n',
      'src/theme/prism/dark.js': 'module.exports = { plain: {}, styles: [] };\n',
      'src/theme/Badge/index.tsx': 'export default function Badge() { return <span className="badge" />; }\n',
      // Prism's languages (ionic and electron add theirs): Shiki has them, so no warning.
      'node_modules/@docusaurus/theme-classic/lib/theme/prism-include-languages.js': 'export default function prismIncludeLanguages() {}\n',
      'src/theme/prism-include-languages.js': "export default function prismIncludeLanguages(Prism) {\n  require('prismjs/components/prism-vue');\n}\n",
    });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics.filter((d) => d.code === 'docusaurus/unknown-swizzle'))).toEqual([
      'site/src/theme/DocItem/index.js:1:1 warning Swizzled components `DocItem` have no docsgen counterpart: docsgen renders its own there  docusaurus/unknown-swizzle',
    ]);
  });

  it("applies a swizzled NotFound as the 404 page and a swizzled Icon/ExternalLink in the navbar; a folder without an index groups components", async () => {
    // In the image of babel's website (`src/theme/NotFound.tsx`, a page in @theme/Layout) and
    // react-native-website (`src/theme/Icon/`: the classic theme's ExternalLink beside its own icons).
    const cwd = await tempDir();
    const classic = 'node_modules/@docusaurus/theme-classic/lib/theme';
    await writeFiles(join(cwd, 'site'), {
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { blog: false }]], themeConfig: { navbar: { items: [{ href: 'https://github.com/t/t', label: 'GitHub' }] } } };\n",
      'docs/intro.md': '# Intro\n',
      'node_modules/@docusaurus/theme-classic/package.json': '{"name":"@docusaurus/theme-classic","version":"3.10.0"}',
      ...Object.fromEntries(['NotFound', 'NotFound/Content', 'Icon/ExternalLink', 'Icon/Copy', 'Layout'].map((name) => [`${classic}/${name}/index.js`, 'export default function C() { return null; }\n'])),
      'src/theme/NotFound.tsx': "import Layout from '@theme/Layout';\nimport { translate } from '@docusaurus/Translate';\nexport default function NotFound() {\n  return <Layout title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })}><div className=\"error-page\"><span>404</span><p>Lost in space.</p></div></Layout>;\n}\n",
      'src/theme/Icon/ExternalLink/index.tsx': 'export default function IconExternalLink({ width = 13.5 }) { return <svg className="site-external" width={width} />; }\n',
      'src/theme/Icon/Android/index.tsx': 'export default function Android() { return <svg className="android" />; }\n',
      'src/theme/Icon/Copy/index.tsx': 'export default function IconCopy() { return <svg className="site-copy" />; }\n',
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // Icon/Android is the site's own module (the classic theme has none); docsgen draws no copy icon of the theme's.
    expect(lines(result.diagnostics.filter((d) => d.code === 'docusaurus/unknown-swizzle'))).toEqual([
      'site/src/theme/Icon/Copy/index.tsx:1:1 warning Swizzled components `Icon/Copy` have no docsgen counterpart: docsgen renders its own there  docusaurus/unknown-swizzle',
    ]);
    const notFound = text(result.files, '404.html');
    expect(notFound).toContain('<div class="error-page"><span>404</span><p>Lost in space.</p></div>');
    expect(notFound).not.toContain('We could not find what you were looking for.');
    expect(text(result.files, 'docs/intro/index.html')).toMatch(/GitHub<svg class="site-external" width="13.5"/);
  });

  it('renders an ejected NotFound that imports @theme/NotFound/Content with docsgen\'s 404 text', async () => {
    const cwd = await tempDir();
    await writeFiles(join(cwd, 'site'), {
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { blog: false }]] };\n",
      'docs/intro.md': '# Intro\n',
      'src/theme/NotFound/index.js': "import React from 'react';\nimport { PageMetadata } from '@docusaurus/theme-common';\nimport Layout from '@theme/Layout';\nimport NotFoundContent from '@theme/NotFound/Content';\nexport default function Index() {\n  return <><PageMetadata title=\"Gone\" /><Layout><aside className=\"lost\">Ours</aside><NotFoundContent className=\"wrapped\" /></Layout></>;\n}\n",
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const notFound = text(result.files, '404.html');
    expect(notFound).toContain('<aside class="lost">Ours</aside><div class="wrapped"><main class="not-found"><h1>Page Not Found</h1>');
  });
});

describe('the docs option `breadcrumbs`', () => {
  it('`false` leaves the breadcrumbs and their structured data out of doc pages, as Docusaurus does; by default they are there', async () => {
    // The docs plugin's global data says so too, as components read it.
    const dataPage = "import {usePluginData} from '@docusaurus/useGlobalData';\nexport default function Data() {\n  return <p className=\"crumbs\">{String(usePluginData('docusaurus-plugin-content-docs').breadcrumbs)}</p>;\n}\n";
    const files = { 'docs/guides/setup.md': '# Setup\n\nInstall.\n', 'docs/intro.md': '# Intro\n\nHello.\n', 'src/pages/data.jsx': dataPage };
    const pages: Record<string, string> = {};
    const data: Record<string, string> = {};
    for (const docs of ['{}', '{ breadcrumbs: false }']) {
      const cwd = await makeDocusaurusSite({ ...files, 'docusaurus.config.js': docusaurusConfig().replace('{ blog: false }', `{ blog: false, docs: ${docs} }`) });
      const result = await build({ cwd, siteDir: 'site', write: false });
      expect(result.diagnostics.filter((d) => d.severity === 'error' || d.message.includes('breadcrumbs'))).toEqual([]);
      pages[docs] = text(result.files, 'docs/guides/setup/index.html');
      data[docs] = /<p class="crumbs">(\w+)<\/p>/.exec(text(result.files, 'data/index.html'))?.[1] ?? '';
    }
    expect(data).toEqual({ '{}': 'true', '{ breadcrumbs: false }': 'false' });
    expect(pages['{}']).toContain('class="theme-doc-breadcrumbs breadcrumbs"');
    expect(pages['{}']).toContain('"@type":"BreadcrumbList"');
    expect(pages['{ breadcrumbs: false }']).not.toContain('theme-doc-breadcrumbs');
    expect(pages['{ breadcrumbs: false }']).not.toContain('BreadcrumbList');
    expect(pages['{ breadcrumbs: false }']).toContain('<h1');
  });
});
