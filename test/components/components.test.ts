import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { buildError, copySite, lines, makeSite, text, writeFiles } from '../helpers.ts';

const markdown = (page: string) => page.slice(page.indexOf('<div class="theme-doc-markdown markdown">'), page.indexOf('<nav class="pagination"'));

describe('pages are React: the components fixture', async () => {
  const cwd = await copySite('components');
  const result = await build({ cwd, write: false });
  const home = text(result.files, 'index.html');

  it('runs ESM, expressions and exported values of the page', () => {
    expect(result.diagnostics).toEqual([]);
    expect(markdown(home)).toContain('Today is release <!-- -->one<!-- -->, with <!-- -->3<!-- --> plans.');
    expect(home).toContain('<ul class="plans"><li>Starter</li><li>Growth</li><li>Scale</li></ul>');
    expect(home).toContain('<p style="color:rebeccapurple">Styled.</p>');
    expect(markdown(home)).not.toContain('A comment renders nothing');
  });

  it('renders components imported by relative path and @site/, .tsx and .jsx, with their props', () => {
    expect(home).toContain('<figcaption>Orders</figcaption>');
    expect(home).toContain('<div class="chart__bar" style="width:100%">3</div>');
    expect(home).toContain('<p class="greeting">Hello, <!-- -->Ada<!-- -->!</p>');
  });

  it("gives components Docusaurus's built-ins: @theme/Tabs, @docusaurus/Link, useDocusaurusContext and useBaseUrl", () => {
    expect(home).toContain('<div class="tabs-container" data-group-id="pkg">');
    expect(home).toContain('<a href="/guides/counter">The counter</a>');
    expect(home).toContain('Components<!-- -->: <!-- -->Pages are React<!-- --> (<!-- -->help@components.example<!-- -->)');
    expect(home).toContain('<img src="/img/logo.svg" alt="logo"/>');
  });

  it('renders an imported .mdx partial inline, its headings in the TOC', () => {
    expect(home).toContain('<h2 id="install-the-sdk">Install the SDK');
    expect(home).toContain('<div class="theme-admonition theme-admonition-tip admonition admonition--tip alert alert--success">');
    expect(home).toContain('class="shiki');
    const toc = home.slice(home.indexOf('<nav class="theme-doc-toc-desktop toc"'));
    expect([...toc.matchAll(/class="toc__link" href="#([^"]+)"/g)].map((match) => match[1])).toEqual(['overview', 'install-the-sdk', 'last-section']);
  });

  it('bundles CSS and CSS modules the components import, content-hashed, linked from the pages that use them', () => {
    const css = [...result.files.keys()].filter((path) => /^assets\/css\/components\.[0-9a-f]{8}\.css$/.test(path));
    expect(css).toHaveLength(1);
    expect(text(result.files, css[0]!)).toContain('.chart__bar');
    expect(text(result.files, css[0]!)).toMatch(/\.Chart_frame[\w-]* \{/);
    expect(home).toContain(`<link rel="stylesheet" href="/${css[0]}" data-page-style=""/>`);
    expect(home).toMatch(/<figure class="chart Chart_frame[\w-]*">/);
    expect(text(result.files, 'plain/index.html')).not.toContain('assets/css/components.');
  });

  it("renders a 'use client' component on the server, marked as an island with its props and children", () => {
    const page = text(result.files, 'guides/counter/index.html');
    expect(page).toMatch(/<docsgen-island data-island="c[0-9a-f]{8}:default" data-props="\{&quot;start&quot;:2,&quot;label&quot;:&quot;Clicks&quot;\}" data-prefix="[^"]+">/);
    expect(page).toContain('<button type="button">Clicks<!-- -->: <output>2</output></button>');
    expect(page).toContain('<docsgen-slot><p>The <strong>children</strong> arrive as server HTML.</p></docsgen-slot>');
  });

  it('keeps pages without code on the fast path, with no island and no component CSS', () => {
    const page = text(result.files, 'plain/index.html');
    expect(page).toContain('<span class="badge badge--tip">built-in</span>');
    expect(page).not.toContain('docsgen-island');
  });
});

describe('pages are React: blog posts', () => {
  it('render their components in the post, its excerpt on the list, and count their words', async () => {
    const cwd = await makeSite({
      'pages/index.md': '# Home\n',
      'blog/2025-03-01-launch.mdx': "---\ntitle: Launch\n---\n\nimport Stat from '@site/components/Stat';\n\n<Stat label=\"Uptime\" value={99.9} />\n\n{/* truncate */}\n\n" + 'More words. '.repeat(300) + '\n',
      'components/Stat.tsx': 'export default function Stat({ label, value }: { label: string; value: number }) {\n  return <p className="stat">{label}: {value.toFixed(1)}%</p>;\n}\n',
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    const post = text(result.files, 'blog/2025/03/01/launch/index.html');
    expect(post).toContain('<p class="stat">Uptime<!-- -->: <!-- -->99.9<!-- -->%</p>');
    expect(post).toContain('4 min read');
    const list = text(result.files, 'blog/index.html');
    expect(list).toContain('<p class="stat">Uptime');
    expect(list).not.toContain('More words.');
  });
});

describe('pages are React: what a page may import', () => {
  it("bundles npm packages from the site's node_modules, raw file text, front matter and computed code blocks", async () => {
    const cwd = await makeSite({
      'pages/index.mdx': "---\ntitle: Pricing plans\n---\n\nimport slug from 'tiny-slug';\nimport CodeBlock from '@theme/CodeBlock';\nimport source from '!!raw-loader!./example.js';\n\n# Pricing\n\nAnchor: {slug(frontMatter.title)}.\n\n<CodeBlock language=\"js\" title=\"example.js\">{source}</CodeBlock>\n",
      'pages/example.js': "export const plan = 'growth';\n",
      'node_modules/tiny-slug/package.json': '{ "name": "tiny-slug", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/tiny-slug/index.js': "module.exports = (text) => text.toLowerCase().replace(/\\s+/g, '-');\n",
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    const page = text(result.files, 'index.html');
    expect(page).toContain('Anchor: <!-- -->pricing-plans<!-- -->.');
    expect(page).toContain('<div class="code-block__title">example.js</div>');
    expect(page).toMatch(/<span class="t-red">export<\/span>/);
  });

  it("checks the links of an imported partial where they are written, on cold and warm builds", async () => {
    const cwd = await makeSite({
      'pages/index.mdx': "import Setup from './_setup.mdx';\n\n# Home\n\n<Setup />\n",
      'pages/_setup.mdx': 'Read [the guide](/nowhere) first.\n',
    });
    for (let run = 0; run < 2; run++) {
      const error = await buildError(cwd);
      expect(lines(error.diagnostics)[0]).toMatch(/^site\/pages\/_setup\.mdx:1:6 error .*\/nowhere/);
    }
  });

  it('leaves a relative link of a partial that names no file for the browser to resolve from the importing page, as Docusaurus does', async () => {
    const cwd = await makeSite({
      'pages/guides/setup.mdx': "import Intro from '../_shared/_intro.mdx';\n\n# Setup\n\n<Intro />\n",
      'pages/guides/next-step.md': '# Next step\n',
      'pages/_shared/_intro.mdx': 'Then the [next step](next-step), or [the file](../guides/next-step.md).\n',
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    expect(text(result.files, 'guides/setup/index.html')).toContain('<p>Then the <a href="next-step">next step</a>, or <a href="/guides/next-step">the file</a>.</p>');
  });

  it('reports a loader it does not run, and a raw-loader file that does not exist, at the import line', async () => {
    const cwd = await makeSite({ 'pages/index.mdx': "# Home\n\nimport a from '!!raw-loader!roa-loader!./a.js';\nimport b from '!!raw-loader!./missing.js';\n\n{a}{b}\n", 'pages/a.js': 'export {};\n' });
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual([
      'site/pages/index.mdx:3:1 warning docsgen could not run the webpack loader `roa-loader` of `!!raw-loader!roa-loader!./a.js`: it is not installed (not a `resolveLoader.alias`, nor in `resolveLoader.modules` or node_modules); the import is `./a.js` without it  components/unsupported-loader',
      'site/pages/index.mdx:4:1 error Cannot resolve `!!raw-loader!./missing.js`  components/unresolved-import',
    ]);
  });

  it('puts the children of @docusaurus/Head, in the page or a component on it, into the page\'s head: the last title and meta win over the front matter\'s', async () => {
    const cwd = await makeSite({
      'pages/index.mdx': "---\ntitle: Home page\ndescription: From the front matter.\n---\n# Home\n\nimport Head from '@docusaurus/Head';\nimport Canonical from '@site/components/Canonical';\n\n<Head><title>Custom title</title><meta name=\"description\" content=\"From Head.\" /></Head>\n\n<Canonical />\n\nText.\n",
      'components/Canonical.tsx': "import Head from '@docusaurus/Head';\nexport default function Canonical() {\n  return <Head><link rel=\"preconnect\" href=\"https://cdn.test\" /><meta name=\"keywords\" content=\"a, b\" /></Head>;\n}\n",
    });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    const page = text(result.files, 'index.html');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Custom title</title>']);
    expect(head.match(/<meta name="description"[^>]*>/g)).toEqual(['<meta name="description" content="From Head."/>']);
    expect(head).toContain('<link rel="preconnect" href="https://cdn.test"/>');
    expect(head).toContain('<meta name="keywords" content="a, b"/>');
    expect(page.slice(page.indexOf('<body'))).not.toMatch(/<head>|cdn\.test|Custom title/);
    expect(page).toContain('<p>Text.</p>');
  });

  it('takes `<Head>` without an import too, in a page rendered without React, its `<html>` and `<body>` setting the document\'s attributes', async () => {
    const cwd = await makeSite({ 'pages/index.mdx': "# Home\n\n<Head>\n  <title>Plain</title>\n  <html className=\"plain-page\" />\n  <body data-mode=\"quiet\" />\n</Head>\n\nText.\n" });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    const page = text(result.files, 'index.html');
    expect(page).toMatch(/^<!DOCTYPE html><html [^>]*class="[^"]*plain-page"/);
    expect(page).toMatch(/<body[^>]* data-mode="quiet"/);
    expect(page.slice(0, page.indexOf('</head>')).match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Plain</title>']);
    expect(page).not.toContain('noscript');
  });

  it('checks the `to` of a <Link> like any link: a broken one fails the build at its line', async () => {
    const cwd = await makeSite({ 'pages/index.mdx': "import Link from '@docusaurus/Link';\n\n# Home\n\n<Link to=\"/nowhere\">Gone</Link>\n" });
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)[0]).toMatch(/^site\/pages\/index\.mdx:5:1 error .*\/nowhere/);
  });
});

describe('theme overrides', () => {
  it('replace a layout component everywhere, and wrap the original through @theme-original', async () => {
    const cwd = await makeSite(
      {
        'pages/index.md': '# Home\n',
        'theme/Footer.tsx':
          "import Original from '@theme-original/Footer';\nimport type { FooterProps } from 'docsgen';\nimport './footer.css';\n\nexport default function Footer(props: FooterProps) {\n  return (\n    <>\n      <div className=\"brand-strip\">Made by Acme</div>\n      <Original {...props} />\n    </>\n  );\n}\n",
        'theme/footer.css': '.brand-strip { background: #111; }\n',
        'theme/Admonition.tsx': "import type { ReactNode } from 'react';\nexport default function Admonition({ children }: { children?: ReactNode }) {\n  return <aside className=\"callout\">{children}</aside>;\n}\n",
        'pages/tips.mdx': '# Tips\n\n<Admonition type="tip">Use it.</Admonition>\n',
      },
      'title: T\nurl: https://t.dev\nfooter:\n  copyright: Acme Inc.\n',
    );
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    for (const path of ['index.html', 'tips/index.html', '404.html']) {
      const page = text(result.files, path);
      expect(page).toContain('<div class="brand-strip">Made by Acme</div><footer class="theme-layout-footer footer');
      expect(page).toContain('Acme Inc.');
      expect(page).toMatch(/<link rel="stylesheet" href="\/assets\/css\/components\.[0-9a-f]{8}\.css"\/>/);
    }
    expect(text(result.files, 'tips/index.html')).toContain('<aside class="callout">Use it.</aside>');
  });
});

describe('pages are React: errors', () => {
  it('reports an import that does not resolve at its line in the page', async () => {
    const cwd = await makeSite({ 'pages/index.mdx': "# Home\n\nimport Chart from '../components/Chart';\n\n<Chart />\n" });
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual(['site/pages/index.mdx:3:1 error Cannot resolve `../components/Chart`  components/unresolved-import']);
  });

  it('names an `@site/` import as written when it does not resolve, in a page and in a component', async () => {
    const cwd = await makeSite({
      'pages/index.mdx': "# Home\n\nimport Chart from '@site/components/Chart';\n\n<Chart />\n",
      'components/Chart.tsx': "import backers from '@site/backers.json';\nexport default () => <p>{backers.length}</p>;\n",
    });
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual(['site/components/Chart.tsx:1:21 error Cannot resolve `@site/backers.json`  components/unresolved-import']);
  });

  it('builds the page without a package that a package imports and that is not installed, with one warning saying to install it', async () => {
    // In the image of @styled-icons/*, whose peer dependency styled-components the site must install.
    const cwd = await makeSite({
      'pages/index.mdx': "import { Bolt, Bars } from 'icon-set';\n\n# Home\n\nCharged <Bolt /> and <Bars size={2} />.\n",
      'node_modules/icon-set/package.json': '{"name": "icon-set", "version": "1.0.0", "module": "index.esm.js", "peerDependencies": {"styled-kit": "^5"}}',
      'node_modules/icon-set/index.esm.js': "import styled, { css } from 'styled-kit';\nimport { keyframes } from 'styled-kit/macro';\nconst spin = keyframes`to { rotate: 1turn }`;\nexport const Bolt = styled.svg`width: 1em; ${css`animation: ${spin}`}`;\nexport const Bars = styled(Bolt).attrs({ role: 'img' })`height: 1em`;\n",
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics.map((d) => `${lines([d])[0]}\n  hint: ${d.hint}`)).toEqual([
      "site/node_modules/icon-set/index.esm.js:1:29 warning Cannot resolve `styled-kit`, which `icon-set` imports: `styled-kit` is not installed, so it is imported empty and what uses it renders without it  components/left-out-import\n  hint: install it to include what uses it: `npm install styled-kit`",
    ]);
    expect(text(result.files, 'index.html')).toMatch(/<p>Charged <!-- -->(?:<!-- -->)? and <!-- -->\.<\/p>|<p>Charged\s+and\s+\.<\/p>/);
  });

  it("names an import of a file Docusaurus's build generates (`@generated/…`) for what it is, not as a package to install", async () => {
    // In the image of @easyops-cn/docusaurus-search-local's client, which reads what its plugin generated.
    const cwd = await makeSite({
      'pages/index.mdx': "import { indexes } from 'search-kit';\n\n# Home\n\nIndexes: {indexes.length}\n",
      'node_modules/search-kit/package.json': '{"name": "search-kit", "version": "1.0.0", "module": "index.js"}',
      'node_modules/search-kit/index.js': "import * as generated from '@generated/search-kit/default/generated.js';\nexport const indexes = generated.indexes ?? [];\n",
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics.map((d) => `${lines([d])[0]}\n  hint: ${d.hint}`)).toEqual([
      "site/node_modules/search-kit/index.js:1:28 warning Cannot resolve `@generated/search-kit/default/generated.js`, which `search-kit` imports: a file Docusaurus's own build generates (its `@generated` alias), which docsgen does not write, so it is imported empty and what uses it renders without it  components/left-out-import\n  hint: the plugin or theme that would generate it is not run by docsgen (the warnings about the config name which)",
    ]);
    expect(text(result.files, 'index.html')).toContain('Indexes: <!-- -->0');
  });

  it("resolves a package's own subpath imports (`#name`, its package.json `imports`) as the bundler does, not as packages to install", async () => {
    // In the image of vfile, which imports `#minpath` with a node and a browser file.
    const cwd = await makeSite({
      'pages/index.mdx': "import { where } from 'path-kit';\n\n# Home\n\nPath: {where()}\n",
      'node_modules/path-kit/package.json': JSON.stringify({ name: 'path-kit', type: 'module', exports: './index.js', imports: { '#minpath': { node: './lib/minpath.js', default: './lib/minpath.browser.js' } } }),
      'node_modules/path-kit/index.js': "import { name } from '#minpath';\nexport const where = () => name;\n",
      'node_modules/path-kit/lib/minpath.js': "export const name = 'node';\n",
      'node_modules/path-kit/lib/minpath.browser.js': "export const name = 'browser';\n",
    });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    expect(text(result.files, 'index.html')).toMatch(/<p>Path: (?:<!-- -->)?(node|browser)<\/p>/);
  });

  it('builds the page without a generated file that is not there (.gitignore lists it), naming the script that writes it', async () => {
    // In the image of Ionic's docs: `prebuild` writes release-notes.json (gitignored) beside the component, which has a fallback for no releases.
    const cwd = await makeSite({
      '.gitignore': 'node_modules\n/components/ReleaseNotes/release-notes.json\n',
      'package.json': JSON.stringify({ scripts: { prebuild: 'node scripts/release-notes.mjs' } }),
      'scripts/release-notes.mjs': "import { writeFileSync } from 'node:fs';\nwriteFileSync(new URL('../components/ReleaseNotes/release-notes.json', import.meta.url), '[]');\n",
      'components/ReleaseNotes/index.tsx': "import releases from './release-notes.json';\nexport default function ReleaseNotes() {\n  if (releases.length === 0) return <p className=\"none\">No releases.</p>;\n  return <ul>{releases.map((r: { name: string }) => <li>{r.name}</li>)}</ul>;\n}\n",
      'pages/index.mdx': "import ReleaseNotes from '@site/components/ReleaseNotes';\n\n# Releases\n\n<ReleaseNotes />\n\nThe rest.\n",
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics.map((d) => `${lines([d])[0]}\n  hint: ${d.hint}`)).toEqual([
      "site/components/ReleaseNotes/index.tsx:1:22 warning Cannot resolve `./release-notes.json`, a generated file (.gitignore lists it) that is not there: it is imported empty, and what uses it renders without it  components/left-out-import\n  hint: `release-notes.json` is generated before the build, by `scripts/release-notes.mjs` (package.json's `prebuild` script): run `npm run prebuild`, then build again",
    ]);
    const page = text(result.files, 'index.html');
    expect(page).toContain('<p class="none">No releases.</p>');
    expect(page).toContain('<p>The rest.</p>');
  });

  it('names the package.json script that generates a missing file before the build', async () => {
    // In the image of Ionic's docs: `prebuild` runs a script that writes release-notes.json beside the component.
    const cwd = await makeSite({
      'package.json': JSON.stringify({ scripts: { prebuild: 'npm run generate', generate: 'node scripts/native.mjs && node scripts/release-notes.mjs' } }),
      'scripts/native.mjs': "console.log('native');\n",
      'scripts/release-notes.mjs': "import { writeFileSync } from 'node:fs';\nwriteFileSync(new URL('../components/ReleaseNotes/release-notes.json', import.meta.url), JSON.stringify([]));\n",
      'components/ReleaseNotes/index.tsx': "import releases from './release-notes.json';\nexport default () => <ul>{releases.map((r: { name: string }) => <li>{r.name}</li>)}</ul>;\n",
      'pages/index.mdx': "import ReleaseNotes from '@site/components/ReleaseNotes';\n\n# Releases\n\n<ReleaseNotes />\n",
    });
    const error = await buildError(cwd);
    expect(error.diagnostics.map((d) => `${lines([d])[0]}\n  hint: ${d.hint}`)).toEqual([
      "site/components/ReleaseNotes/index.tsx:1:22 error Cannot resolve `./release-notes.json`  components/unresolved-import\n  hint: `release-notes.json` is generated before the build, by `scripts/release-notes.mjs` (package.json's `generate` script): run `npm run generate`, then build again",
    ]);
  });

  it("reports a syntax error in a component at the component's own line and column", async () => {
    const cwd = await makeSite({
      'pages/index.mdx': "import Chart from '@site/components/Chart';\n\n<Chart />\n",
      'components/Chart.tsx': 'export default function Chart() {\n  return <div>{1 +}</div>;\n}\n',
    });
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual(['site/components/Chart.tsx:2:19 error Unexpected "}"  components/build-error']);
  });

  it('names the page and the component that threw while rendering; the build fails', async () => {
    const cwd = await makeSite({
      'pages/index.mdx': "import Boom from '@site/components/Boom';\n\n# Home\n\n<div><Boom /></div>\n",
      'components/Boom.tsx': "export default function Boom(): never {\n  throw new Error('no data for the chart');\n}\n",
    });
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual(['site/pages/index.mdx error <Boom> threw while rendering: no data for the chart  components/render-error']);
  });

  it('reports a component whose module throws when it is loaded (browser code at the top level), naming the module that threw', async () => {
    const cwd = await makeSite({
      'pages/index.mdx': "import Widget from '@site/components/Widget';\n\n# Home\n\n<Widget />\n",
      'components/Widget.tsx': 'const width = window.innerWidth;\nexport default function Widget() {\n  return <p>{width}</p>;\n}\n',
    });
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual(["site/pages/index.mdx error Loading the page's components failed: window is not defined (thrown by `site/components/Widget.tsx`)  components/load-error"]);
  });

  it('names the module that threw at load time when a component it imports does (dyte\'s store calling an old faker)', async () => {
    const cwd = await makeSite({
      'pages/index.mdx': "import Tour from '@site/components/Tour';\n\n# Home\n\n<Tour />\n",
      'components/Tour.tsx': "import { names } from './store';\nexport default function Tour() {\n  return <p>{names.join(', ')}</p>;\n}\n",
      'components/store.ts': "const faker = {} as { person: { fullName(): string } };\nconst padding = [1, 2, 3].map((n) => n * 2);\nexport const names = padding.map(() => faker.person.fullName());\n",
    });
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual(["site/pages/index.mdx error Loading the page's components failed: Cannot read properties of undefined (reading 'fullName') (thrown by `site/components/store.ts`)  components/load-error"]);
  });

  it('names, in the hint, a package the module that threw imports without any package.json listing it, and its installed version', async () => {
    // dyte's store imports @faker-js/faker, which its package.json lacks: npm hoists the 5.5.3 another package depends on.
    const files = {
      'pages/index.mdx': "import Tour from '@site/components/Tour';\n\n# Home\n\n<Tour />\n",
      'components/Tour.tsx': "import { names } from './store';\nexport default function Tour() {\n  return <p>{names.join(', ')}</p>;\n}\n",
      'components/store.ts': "import { faker } from '@fake/data';\nimport { join } from 'node:path';\nexport const names = [join('a', 'b')].map(() => faker.person.fullName());\n",
    };
    const packages = {
      'node_modules/@fake/data/package.json': JSON.stringify({ name: '@fake/data', version: '5.5.3', main: 'index.js' }),
      'node_modules/@fake/data/index.js': 'exports.faker = { name: { findName: () => "Ada" } };\n',
    };
    const hintOf = async (manifest: object): Promise<string | undefined> => {
      const cwd = await makeSite(files);
      await writeFiles(cwd, { ...packages, 'package.json': JSON.stringify(manifest) });
      return (await buildError(cwd)).diagnostics[0]?.hint;
    };
    expect(await hintOf({ name: 'docs', dependencies: {} })).toBe("`site/components/store.ts` imports `@fake/data` (5.5.3 installed), which no package.json lists: npm installed it only as another package's dependency, in that package's version; add it to package.json in the version the code is written for (`npm install @fake/data`); code that needs the browser (window, document) belongs in useEffect or a BrowserOnly");
    const usual = 'a module the page imports throws when it is loaded; code that needs the browser (window, document) belongs in useEffect or a BrowserOnly';
    expect(await hintOf({ name: 'docs', dependencies: { '@fake/data': '^8.0.0' } })).toBe(usual);
    // A project with no package.json declares nothing: no package is named.
    const bare = await makeSite(files);
    await writeFiles(bare, packages);
    expect((await buildError(bare)).diagnostics[0]?.hint).toBe(usual);
  });

  it('refuses a function passed to a client component, at the line that passes it', async () => {
    const cwd = await makeSite({
      'pages/index.mdx': "import Counter from '@site/components/Counter';\n\n# Home\n\n<Counter onDone={() => 1} />\n",
      'components/Counter.tsx': "'use client';\nexport default function Counter() {\n  return <button>0</button>;\n}\n",
    });
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual([
      "site/pages/index.mdx:5:1 error The client component <Counter> cannot receive the prop onDone (a function): props of a 'use client' component are sent to the browser as JSON  components/client-prop",
    ]);
  });

  it('adds theme/MDXComponents to every page without import', async () => {
    const cwd = await makeSite({
      'pages/index.mdx': '# Home\n\n<Shout>hi</Shout>\n',
      'theme/MDXComponents.tsx': "import MDXComponents from '@theme-original/MDXComponents';\nimport type { ReactNode } from 'react';\nexport default { ...MDXComponents, Shout: ({ children }: { children: ReactNode }) => <strong className=\"shout\">{children}</strong> };\n",
    });
    const result = await build({ cwd, write: false });
    expect(text(result.files, 'index.html')).toContain('<strong class="shout">hi</strong>');
  });
});

describe('the component bundle cache', () => {
  it('reuses the bundle while no file it read changed, and rebuilds when one does', async () => {
    const cwd = await copySite('components');
    const greeting = (html: string) => /<p class="greeting">([^<]*)/.exec(html)?.[1];
    expect(greeting(text((await build({ cwd, write: false })).files, 'index.html'))).toBe('Hello, ');
    expect(greeting(text((await build({ cwd, write: false })).files, 'index.html'))).toBe('Hello, ');
    await writeFile(join(cwd, 'site', 'components', 'Greeting.jsx'), 'export function Greeting({ name }) {\n  return <p className="greeting">Hi there, {name}!</p>;\n}\n');
    expect(greeting(text((await build({ cwd, write: false })).files, 'index.html'))).toBe('Hi there, ');
    await writeFile(join(cwd, 'site', 'pages', 'example.txt'), 'unrelated\n');
    expect(greeting(text((await build({ cwd, write: false })).files, 'index.html'))).toBe('Hi there, ');
  });
});
