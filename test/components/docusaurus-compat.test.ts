import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { buildError, lines, makeDocusaurusSite, makeSite, runDocsgen, text } from '../helpers.ts';

describe('Docusaurus sites as they are written', () => {
  it("applies a layout override written Docusaurus's way, src/theme/<Name>/index.tsx, when the site has no theme/ folder", async () => {
    const cwd = await makeSite(
      {
        'pages/index.md': '# Home\n',
        'src/theme/Footer/index.tsx': 'export default function Footer() {\n  return <footer className="site-footer">Made by Acme</footer>;\n}\n',
      },
      'title: T\nurl: https://t.dev\nfooter:\n  copyright: Acme Inc.\n',
    );
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    expect(text(result.files, 'index.html')).toContain('<footer class="site-footer">Made by Acme</footer>');
  });

  it('@theme/IdealImage (plugin-ideal-image) renders the imported image, content-hashed and lazily loaded', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    const cwd = await makeSite({ 'pages/index.mdx': "import Image from '@theme/IdealImage';\n\n# Home\n\n<Image img={require('./shot.png')} alt=\"The dashboard\" />\n" });
    const { writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    await writeFile(join(cwd, 'site', 'pages', 'shot.png'), png);
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    expect(text(result.files, 'index.html')).toMatch(/<img src="\/assets\/media\/shot\.[0-9a-f]{8}\.png" alt="The dashboard" loading="lazy" decoding="async"\/>/);
  });

  it('reads a file through a webpack loader chain it does not fully run, with a warning, instead of crashing', async () => {
    const cwd = await makeSite({
      'pages/index.mdx': "import Example from '!!raw-loader!custom-loader!./example.js';\n\n# Home\n\n<pre>{Example}</pre>\n",
      'pages/example.js': 'console.log(1);\n',
    });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual(['site/pages/index.mdx:1:1 warning docsgen could not run the webpack loader `custom-loader` of `!!raw-loader!custom-loader!./example.js`: it is not installed (not a `resolveLoader.alias`, nor in `resolveLoader.modules` or node_modules); the import is `./example.js` without it  components/unsupported-loader']);
    expect(text(result.files, 'index.html')).toContain('<pre>console.log(1);\n</pre>');
  });
});

describe('a client component\'s stylesheet', () => {
  it('takes the fonts and images it references along, byte for byte, as webpack\'s asset modules do (monaco-editor\'s codicon.ttf)', async () => {
    const font = Buffer.from([0x00, 0x01, 0x00, 0x00, 0xff, 0xfe, 0x80, 0x7f, 0xc3, 0x28]);
    const cwd = await makeSite({
      'pages/index.mdx': "import Editor from '@site/components/Editor';\n\n# Home\n\n<Editor />\n",
      'components/Editor.tsx': "'use client';\nimport { useState } from 'react';\nimport './editor.css';\n\nexport default function Editor() {\n  const [code] = useState('x');\n  return <pre className=\"editor\">{code}</pre>;\n}\n",
      'components/editor.css': "@font-face { font-family: codicon; src: url(./codicon.ttf) format('truetype'); }\n.editor { font-family: codicon; }\n",
    });
    const { writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    await writeFile(join(cwd, 'site', 'components', 'codicon.ttf'), font);
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    const fonts = [...result.files.keys()].filter((path) => path.startsWith('assets/js/') && path.endsWith('.ttf'));
    expect(fonts).toHaveLength(1);
    const written = result.files.get(fonts[0]!)!;
    expect('contents' in written && Buffer.from(written.contents).equals(font)).toBe(true);
    const css = [...result.files.keys()].filter((path) => path.startsWith('assets/js/') && path.endsWith('.css')).map((path) => text(result.files, path)).join('\n');
    expect(css).toContain(fonts[0]!.slice('assets/js/'.length));
  });
});

describe("deep imports of the classic theme's files", () => {
  /** An installed @docusaurus/theme-classic with a component and its CSS module, as swizzled components import them. */
  const classicTheme = {
    'node_modules/@docusaurus/theme-classic/package.json': '{ "name": "@docusaurus/theme-classic", "version": "3.8.0", "main": "lib/index.js" }',
    'node_modules/@docusaurus/theme-classic/lib/theme/Heading/index.js': 'export default function Heading() { return null; }\n',
    'node_modules/@docusaurus/theme-classic/lib/theme/Heading/styles.module.css': '.anchor { scroll-margin-top: 4rem; }\n',
    'node_modules/@docusaurus/theme-classic/lib/theme/DocItem/Layout/index.js': 'export default function DocItemLayout() { return null; }\n',
  };

  it("`@docusaurus/theme-classic/lib/theme/Heading` is the theme's own Heading (`@theme-original/Heading`), and a CSS module beside it is that file", async () => {
    const cwd = await makeSite({
      ...classicTheme,
      'pages/index.mdx': "import Notes from '@site/components/Notes';\n\n# Home\n\n<Notes />\n",
      'components/Notes.jsx': [
        "import Heading from '@docusaurus/theme-classic/lib/theme/Heading';",
        "import Original from '@docusaurus/theme-classic/src/theme/Heading/index.js';",
        "import styles from '@docusaurus/theme-classic/lib/theme/Heading/styles.module.css';",
        '',
        'export default function Notes() {',
        '  return <div className={styles.anchor}><Heading as="h2" id="v1">Version 1</Heading><Original as="h3">Plain</Original></div>;',
        '}',
        '',
      ].join('\n'),
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    const page = text(result.files, 'index.html');
    expect(page).toMatch(/<div class="[\w-]*anchor[\w-]*"><h2 id="v1">Version 1<a href="#v1" class="hash-link"/);
    expect(page).toContain('<h3>Plain</h3>');
  });

  it('a classic theme component docsgen has no counterpart of does not resolve, with the list of those it has', async () => {
    const cwd = await makeSite({
      ...classicTheme,
      'pages/index.mdx': "import Layout from '@docusaurus/theme-classic/lib/theme/DocSidebar/Mobile';\n\n# Home\n\n<Layout />\n",
    });
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual(['site/pages/index.mdx:1:1 error Cannot resolve `@docusaurus/theme-classic/lib/theme/DocSidebar/Mobile`  components/unresolved-import']);
    expect(error.diagnostics[0]!.hint).toMatch(/^docsgen's theme has no counterpart of the classic theme's `DocSidebar\/Mobile`; it has @theme\/Tabs, .*@theme\/Heading/);
  });
});

describe("Docusaurus's client API", () => {
  it('@docusaurus/router: useLocation gives the path of the page being rendered, base URL included; useHistory is a static router on the server', async () => {
    const show = "import { useHistory, useLocation } from '@docusaurus/router';\n\nexport default function Where() {\n  const { pathname, search, hash } = useLocation();\n  const history = useHistory();\n  history.push('/elsewhere');\n  return <p className=\"where\">{pathname}|{search}|{hash}|{history.createHref({ pathname: '/a', search: '?b' })}</p>;\n}\n";
    const page = "import Where from '@site/components/Where';\n\n# Page\n\n<Where />\n";
    const cwd = await makeSite(
      { 'pages/index.md': '# Home\n', 'pages/guides/setup.mdx': page, 'pages/guides/again.mdx': page, 'components/Where.tsx': show },
      'title: T\nurl: https://t.dev\nbaseUrl: /docs/\n',
    );
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    // Same page module at two routes: each gets its own location.
    expect(text(result.files, 'guides/setup/index.html')).toContain('<p class="where">/docs/guides/setup<!-- -->|<!-- -->|<!-- -->|<!-- -->/a?b</p>');
    expect(text(result.files, 'guides/again/index.html')).toContain('<p class="where">/docs/guides/again<!-- -->|');
  });

  it('@docusaurus/theme-common: the query-string, search-page, tag, footer, React and content-visibility helpers render at build time as Docusaurus renders them', async () => {
    const helpers = [
      "import { useQueryString, useQueryStringList, useSearchQueryString, useSearchLinkCreator, listTagsByLetters, translateTagsPageTitle, isMultiColumnFooterLinks, isRegexpStringMatch, useEvent, composeProviders, ReactContextError, ThemedComponent, HtmlClassNameProvider, UnlistedMetadata, UnlistedBannerTitle, DraftBannerTitle, NavbarSecondaryMenuFiller, useAnchorTargetClassName } from '@docusaurus/theme-common';",
      "import { createContext, useContext } from 'react';",
      "const Name = createContext('none');",
      "const Outer = ({ children }) => <Name.Provider value=\"outer\">{children}</Name.Provider>;",
      "const Inner = ({ children }) => <Name.Provider value={useContext(Name) + '>inner'}>{children}</Name.Provider>;",
      'const Both = composeProviders([Outer, Inner]);',
      'function Read() { return <span className="providers">{useContext(Name)}</span>; }',
      'export default function Helpers() {',
      "  const [operator] = useQueryString('operator');",
      "  const [tags] = useQueryStringList('tags');",
      '  const [query] = useSearchQueryString();',
      "  const link = useSearchLinkCreator()('rate limits');",
      "  const onClick = useEvent(() => 'clicked');",
      "  const letters = listTagsByLetters([{ label: 'beta' }, { label: 'Alpha' }, { label: 'android' }]).map((entry) => entry.letter + '=' + entry.tags.map((tag) => tag.label).join('+')).join(' ');",
      '  return (',
      '    <HtmlClassNameProvider className="helpers-page">',
      '      <p className="state">{`${operator}|${tags.length}|${query}|${link}|${onClick()}|${letters}|${translateTagsPageTitle()}`}</p>',
      "      <p className=\"checks\">{`${isMultiColumnFooterLinks([{ title: 'Docs', items: [] }])} ${isMultiColumnFooterLinks([{ label: 'Docs', to: '/' }])} ${isRegexpStringMatch('^/api', '/API/pets')} ${isRegexpStringMatch(undefined, '/')} ${new ReactContextError('Provider').name} ${useAnchorTargetClassName('x')}`}</p>",
      '      <Both><Read /></Both>',
      '      <ThemedComponent className="logo">{({ theme, className }) => <b className={className}>{theme}</b>}</ThemedComponent>',
      '      <UnlistedMetadata />',
      '      <p className="banners">{UnlistedBannerTitle()} / {DraftBannerTitle()}</p>',
      '      <NavbarSecondaryMenuFiller component={() => <p>never</p>} props={{}} />',
      '    </HtmlClassNameProvider>',
      '  );',
      '}',
    ].join('\n');
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', 'pages/helpers.mdx': "import Helpers from '@site/components/Helpers';\n\n# Helpers\n\n<Helpers />\n", 'components/Helpers.jsx': helpers });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    const html = text(result.files, 'helpers/index.html');
    // No query string at build time; the search page's link; tags by letter, in the locale's order.
    expect(html).toContain('<p class="state">|0||/search?q=rate%20limits|clicked|A=Alpha+android B=beta|Tags</p>');
    expect(html).toContain('<p class="checks">true false true false ReactContextError anchorTargetStickyNavbar</p>');
    expect(html).toContain('<span class="providers">outer&gt;inner</span>');
    expect(html).toContain('<b class="logo themed-component themed-component--light">light</b><b class="logo themed-component themed-component--dark">dark</b>');
    expect(html).toMatch(/<html[^>]* class="[^"]*\bhelpers-page\b/);
    expect(html).toMatch(/<head>[\s\S]*<meta name="robots" content="noindex, nofollow"[\s\S]*<\/head>/);
    expect(html).toContain('<p class="banners">Unlisted page<!-- --> / <!-- -->Draft page</p>');
    expect(html).not.toContain('never');
  });

  it('@docusaurus/router: Redirect sends the browser on (an inline script, a link without JavaScript); matchPath matches as React Router 5', async () => {
    const redirect = "import React from 'react';\nimport { Redirect, matchPath } from '@docusaurus/router';\n\nexport default function Old() {\n  const match = matchPath('/users/42/edit', { path: '/users/:id' });\n  return <><p className=\"match\">{match.url} {match.params.id} {String(match.isExact)}</p><Redirect to={{ pathname: '/api', search: 'v=v2' }} /></>;\n}\n";
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', 'src/pages/old.jsx': redirect, 'pages/api.md': '# API\n' }, 'title: T\nurl: https://t.dev\n');
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    const page = text(result.files, 'old/index.html');
    expect(page).toContain('<p class="match">/users/42<!-- --> <!-- -->42<!-- --> <!-- -->false</p>');
    expect(page).toContain('<script>location.replace("/api?v=v2")</script><p>Redirecting to <a href="/api?v=v2">/api?v=v2</a>…</p>');
  });

  it('loads a package built for React 18 that reads its internals when it loads (a bundled JSX runtime), so its hooks work', async () => {
    const legacy = [
      "import React, { useState } from 'react';",
      '// What a bundled React 18 JSX runtime reads as it loads.',
      'const owner = React.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED.ReactCurrentOwner;',
      "export function useGreeting() { return useState(owner.current === null ? 'hello' : 'owned')[0]; }",
    ].join('\n');
    const cwd = await makeSite({
      'node_modules/legacy-hooks/package.json': JSON.stringify({ name: 'legacy-hooks', version: '1.0.0', module: 'index.js', main: 'index.js', type: 'module' }),
      'node_modules/legacy-hooks/index.js': legacy,
      'components/Greeting.tsx': "import { useGreeting } from 'legacy-hooks';\n\nexport default function Greeting() {\n  return <p className=\"greeting\">{useGreeting()}</p>;\n}\n",
      'pages/index.mdx': "import Greeting from '@site/components/Greeting';\n\n# Home\n\n<Greeting />\n",
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    expect(text(result.files, 'index.html')).toContain('<p class="greeting">hello</p>');
  });

  it('gives React 18\'s internals before the theme\'s overrides load, which share the package\'s chunk with the pages (a fresh process)', async () => {
    // In the image of dyte: its theme and its pages import @dytesdk/react-web-core, which reads them as it loads.
    const legacy = "import React, { useState } from 'react';\nconst owner = React.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED.ReactCurrentOwner;\nexport function useGreeting() { return useState(owner.current === null ? 'hello' : 'owned')[0]; }\n";
    const cwd = await makeSite({
      'node_modules/legacy-hooks/package.json': JSON.stringify({ name: 'legacy-hooks', version: '1.0.0', module: 'index.js', main: 'index.js', type: 'module' }),
      'node_modules/legacy-hooks/index.js': legacy,
      'theme/Footer.tsx': "import { useGreeting } from 'legacy-hooks';\n\nexport default function Footer() {\n  return <footer className=\"own-footer\">{useGreeting()}</footer>;\n}\n",
      'components/Greeting.tsx': "import { useGreeting } from 'legacy-hooks';\n\nexport default function Greeting() {\n  return <p className=\"greeting\">{useGreeting()}</p>;\n}\n",
      'pages/index.mdx': "import Greeting from '@site/components/Greeting';\n\n# Home\n\n<Greeting />\n",
    }, 'title: T\nurl: https://t.dev\nfooter:\n  copyright: Kit\n');
    // The CLI, not build(): React is one module per process, and another test of this worker may have given it the internals already.
    const run = await runDocsgen(['build'], { cwd });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const home = await readFile(join(cwd, 'build', 'index.html'), 'utf8');
    expect(home).toContain('<p class="greeting">hello</p>');
    expect(home).toContain('<footer class="own-footer">hello</footer>');
  });

  it("@docusaurus/theme-common: useColorMode gives config.yaml's default mode on the server, with useThemeConfig, useWindowSize and usePluralForm", async () => {
    const component = [
      "import { useColorMode, usePluralForm, useThemeConfig, useWindowSize } from '@docusaurus/theme-common';",
      '',
      'export default function Modes() {',
      '  const { colorMode, isDarkTheme } = useColorMode();',
      '  const { colorMode: config } = useThemeConfig();',
      '  const { selectMessage } = usePluralForm();',
      "  return <p className=\"modes\">{colorMode} {String(isDarkTheme)} {config.defaultMode} {String(config.respectPrefersColorScheme)} {useWindowSize()} {selectMessage(1, 'One item|Many items')} {selectMessage(3, 'One item|Many items')}</p>;",
      '}',
      '',
    ].join('\n');
    const cwd = await makeSite(
      { 'pages/index.mdx': "import Modes from '@site/components/Modes';\n\n# Home\n\n<Modes />\n", 'components/Modes.tsx': component },
      'title: T\nurl: https://t.dev\ncolorMode:\n  defaultMode: dark\n',
    );
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    expect(text(result.files, 'index.html')).toContain('<p class="modes">dark<!-- --> <!-- -->true<!-- --> <!-- -->dark<!-- --> <!-- -->false<!-- --> <!-- -->ssr<!-- --> <!-- -->One item<!-- --> <!-- -->Many items</p>');
  });

  it("@docusaurus/useGlobalData has the docs plugin's data, by Docusaurus's name of the plugin; @docusaurus/isInternalUrl; @docusaurus/core/lib/client/exports/* are the same modules", async () => {
    const component = [
      "import useGlobalData, { usePluginData } from '@docusaurus/useGlobalData';",
      "import isInternalUrl from '@docusaurus/isInternalUrl';",
      "import useDocusaurusContext from '@docusaurus/core/lib/client/exports/useDocusaurusContext';",
      '',
      'export default function Data() {',
      '  const { siteConfig } = useDocusaurusContext();',
      "  return <p className=\"data\">{Object.keys(useGlobalData()).join()} {JSON.stringify(usePluginData('docusaurus-plugin-content-docs').versions.map((v) => [v.name, v.path, v.docs]))} {String(isInternalUrl('/docs/x'))} {String(isInternalUrl('https://x.dev'))} {String(isInternalUrl('mailto:a@b.c'))} {siteConfig.title}</p>;",
      '}',
      '',
    ].join('\n');
    const cwd = await makeSite({ 'pages/index.mdx': "import Data from '@site/components/Data';\n\n# Home\n\n<Data />\n", 'components/Data.tsx': component });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    expect(text(result.files, 'index.html')).toContain('<p class="data">docusaurus-plugin-content-docs<!-- --> <!-- -->[[&quot;current&quot;,&quot;/&quot;,[{&quot;id&quot;:&quot;index&quot;,&quot;path&quot;:&quot;/&quot;,&quot;sidebar&quot;:&quot;docs&quot;}]]]<!-- --> <!-- -->true<!-- --> <!-- -->false<!-- --> <!-- -->false<!-- --> <!-- -->Test</p>');
  });

  it('@docusaurus/useBrokenLinks: an anchor a component collects is the page\'s, though only the browser renders it; @theme/Icon/* are the classic theme\'s icons', async () => {
    // In the image of babel's website: its setup page renders the selected tool's section only
    // and collects every tool's anchor; its copy button shows `@theme/Icon/Copy`, then `@theme/Icon/Success`.
    const tools = [
      "import useBrokenLinks from '@docusaurus/useBrokenLinks';",
      "import CopyIcon from '@theme/Icon/Copy';",
      "import CheckIcon from '@theme/Icon/Success';",
      "import ExternalIcon from '@docusaurus/theme-classic/lib/theme/Icon/ExternalLink';",
      '',
      'export default function Tools() {',
      '  const links = useBrokenLinks();',
      "  return <ul>{['cli', 'webpack'].map((tool) => { links.collectAnchor(tool); links.collectLink('/tools'); return tool !== 'cli' ? null : <li key={tool} id={tool}>{tool} <CopyIcon className=\"copy\" /> <CheckIcon width={12} height={12} aria-label=\"Copied\" /> <ExternalIcon /></li>; })}</ul>;",
      '}',
      '',
    ].join('\n');
    const cwd = await makeSite({
      'pages/tools.mdx': "import Tools from '@site/components/Tools';\n\n# Tools\n\n<Tools />\n",
      'pages/index.md': '# Home\n\nSee [the CLI](/tools#cli), [webpack](/tools#webpack), not [this](/tools#rollup).\n',
      'components/Tools.tsx': tools,
    });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual(["site/pages/index.md:3:59 warning Cannot find anchor `#rollup` in /tools (`this`)  links/broken-anchor"]);
    const page = text(result.files, 'tools/index.html');
    expect(page).toMatch(/<li id="cli">cli<!-- --> <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" class="copy"><path fill="currentColor" d="M16 1H4[^"]*"><\/path><\/svg> <svg viewBox="0 0 24 24" width="12" height="12" aria-label="Copied"><path fill="currentColor" d="M9 16\.2[^"]*"><\/path><\/svg> <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path fill="currentColor" d="M14 3h7/);
  });

  it('@docusaurus/router and @docusaurus/theme-common work in a client component too', async () => {
    const component = "'use client';\nimport { useLocation } from '@docusaurus/router';\nimport { useColorMode } from '@docusaurus/theme-common';\n\nexport default function Here() {\n  const { colorMode } = useColorMode();\n  return <p className=\"here\">{useLocation().pathname} {colorMode}</p>;\n}\n";
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', 'pages/here.mdx': "import Here from '@site/components/Here';\n\n# Here\n\n<Here />\n", 'components/Here.tsx': component });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    const page = text(result.files, 'here/index.html');
    expect(page).toMatch(/<docsgen-island data-island="c[0-9a-f]{8}:default"[^>]*><p class="here">\/here<!-- --> <!-- -->light<\/p><\/docsgen-island>/);
  });

  it('@theme/Heading renders a Markdown heading: the same anchor link, in the table of contents; without an id it is plain', async () => {
    const cwd = await makeSite({
      'pages/index.mdx': "import Heading from '@theme/Heading';\n\n# Home\n\n## Written *here* {#written}\n\n<Heading as=\"h2\" id=\"from-jsx\">From <em>JSX</em></Heading>\n\n<Heading as=\"h3\">No id</Heading>\n",
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    const page = text(result.files, 'index.html');
    expect(page).toContain('<h2 id="written">Written <em>here</em><a href="#written" class="hash-link" aria-label="Direct link to Written here">#</a></h2>');
    expect(page).toContain('<h2 id="from-jsx">From <em>JSX</em><a href="#from-jsx" class="hash-link" aria-label="Direct link to From JSX">#</a></h2>');
    expect(page).toContain('<h3>No id</h3>');
    const toc = page.slice(page.indexOf('<nav class="theme-doc-toc-desktop toc"'));
    expect([...toc.matchAll(/class="toc__link" href="#([^"]+)"/g)].map((match) => match[1])).toEqual(['written', 'from-jsx']);
  });

  it("@docusaurus/theme-common/Details: the generic details a site's theme/Details override wraps, as Docusaurus's Details example does", async () => {
    const cwd = await makeSite({
      'src/theme/Details/index.js': "import { Details as DetailsGeneric } from '@docusaurus/theme-common/Details';\n\nexport default function Details(props) {\n  return <DetailsGeneric {...props} className={['alert', props.className].filter(Boolean).join(' ')} />;\n}\n",
      'pages/index.mdx': '# Home\n\n<Details summary="More">Hidden *text*.</Details>\n\n<Details summary={<summary>Own summary</summary>}>Body.</Details>\n',
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    const page = text(result.files, 'index.html');
    expect(page).toContain('<details class="details alert"><summary>More</summary><div class="details__body">Hidden <em>text</em>.</div></details>');
    expect(page).toContain('<details class="details alert"><summary>Own summary</summary><div class="details__body">Body.</div></details>');
  });

  it('@theme/ThemedImage renders both images, and its stylesheet shows the one of the colour mode', async () => {
    const cwd = await makeSite({
      'pages/index.mdx': "import ThemedImage from '@theme/ThemedImage';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n\n# Home\n\n<ThemedImage alt=\"Logo\" width={120} sources={{ light: useBaseUrl('/img/light.svg'), dark: useBaseUrl('/img/dark.svg') }} />\n",
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    const page = text(result.files, 'index.html');
    expect(page).toContain('<img src="/img/light.svg" alt="Logo" class="themed-image themed-image--light" width="120"/><img src="/img/dark.svg" alt="Logo" class="themed-image themed-image--dark" width="120"/>');
    const css = [...result.files.keys()].find((path) => /^assets\/css\/components\.[0-9a-f]{8}\.css$/.test(path))!;
    expect(page).toContain(`<link rel="stylesheet" href="/${css}"`);
    expect(text(result.files, css)).toContain('[data-theme=dark] .themed-image--light');
  });

  // A swizzled Layout as Docusaurus's own is written (ionic-docs' src/theme/Layout): the classic
  // theme's parts docsgen's layout has no place for, and a stylesheet of the installed theme.
  it("a swizzled @theme/Layout: ErrorBoundary, SkipToContent, Layout/Provider, ErrorPageContent, theme-common's PageMetadata and ThemeClassNames, a CSS module of @docusaurus/theme-classic", async () => {
    const layout = [
      "import ErrorBoundary from '@docusaurus/ErrorBoundary';",
      "import { PageMetadata, SkipToContentFallbackId, ThemeClassNames } from '@docusaurus/theme-common';",
      "import SkipToContent from '@theme/SkipToContent';",
      "import LayoutProvider from '@theme/Layout/Provider';",
      "import ErrorPageContent from '@theme/ErrorPageContent';",
      "import styles from '@docusaurus/theme-classic/src/theme/Layout/styles.module.css';",
      '',
      'export default function Layout({ children, title }) {',
      '  return (',
      '    <LayoutProvider>',
      '      <PageMetadata title={title} />',
      '      <SkipToContent />',
      '      <div id={SkipToContentFallbackId} className={[ThemeClassNames.layout.main.container, ThemeClassNames.wrapper.main, styles.mainWrapper].join(" ")}>',
      '        <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>{children}</ErrorBoundary>',
      '      </div>',
      '    </LayoutProvider>',
      '  );',
      '}',
      '',
    ].join('\n');
    const cwd = await makeSite({
      'src/theme/Layout/index.js': layout,
      'node_modules/@docusaurus/theme-classic/package.json': '{ "name": "@docusaurus/theme-classic", "version": "3.10.2", "main": "lib/index.js" }',
      'node_modules/@docusaurus/theme-classic/src/theme/Layout/styles.module.css': '.mainWrapper {\n  flex: 1 0 auto;\n}\n',
      'pages/index.mdx': "import Layout from '@theme/Layout';\n\n# Home\n\n<Layout title=\"Home\">Inside</Layout>\n",
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    const page = text(result.files, 'index.html');
    expect(page).toMatch(/<div id="__docusaurus_skipToContent_fallback" class="theme-layout-main main-wrapper styles_mainWrapper\w*">Inside<\/div>/);
    expect(page.match(/Skip to main content/g)).toHaveLength(1);
    const css = [...result.files.keys()].find((path) => /^assets\/css\/components\.[0-9a-f]{8}\.css$/.test(path))!;
    expect(text(result.files, css)).toMatch(/\.styles_mainWrapper\w* \{\n {2}flex: 1 0 auto;\n\}/);
  });

  it('@docusaurus/theme-common/internal: useScrollPositionBlocker (inert on the server) and all of theme-common, its array helpers too', async () => {
    const component = [
      "import { duplicates, useColorMode, useScrollPositionBlocker } from '@docusaurus/theme-common/internal';",
      '',
      'export default function Tabs() {',
      '  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();',
      '  return <button className="tab" onClick={(event) => blockElementScrollPositionUntilNextRender(event.currentTarget)}>{useColorMode().colorMode} {duplicates([1, 2, 1, 3, 2]).join()}</button>;',
      '}',
      '',
    ].join('\n');
    const cwd = await makeSite({ 'pages/index.mdx': "import Tabs from '@site/components/Tabs';\n\n# Home\n\n<Tabs />\n", 'components/Tabs.tsx': component });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    expect(text(result.files, 'index.html')).toContain('<button class="tab">light<!-- --> <!-- -->1,2</button>');
  });

  it("says which name docsgen's stand-in for a Docusaurus module lacks, by the module's Docusaurus name, and what it has", async () => {
    const cwd = await makeSite({
      'pages/index.mdx': "import X from '@site/components/X';\n\n# Home\n\n<X />\n",
      'components/X.tsx': "import { useContextualSearchFilters } from '@docusaurus/theme-common';\n\nexport default function X() {\n  return <p>{useContextualSearchFilters().locale}</p>;\n}\n",
    });
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual(["site/components/X.tsx:1:10 error docsgen's `@docusaurus/theme-common` has no export `useContextualSearchFilters`  components/unsupported"]);
    expect(error.diagnostics[0]!.hint).toContain('`@docusaurus/theme-common` has: useThemeConfig, useColorMode, useWindowSize, usePrismTheme, usePluralForm, SkipToContentFallbackId, SkipToContentLink, ThemeClassNames, processAdmonitionProps, PageMetadata,');
  });
});

describe("links the site's MDX `a` renders without @docusaurus/Link", () => {
  /** An `a` that renders links to another site on the domain as a plain `<a>`, as apify's theme does, and the rest through Link. */
  const override = {
    'src/theme/MDXComponents.js': [
      "import Link from '@docusaurus/Link';",
      "import MDXComponents from '@theme-original/MDXComponents';",
      '',
      "const A = (props) => (props.href?.startsWith('/other/') ? <a {...props} /> : <Link {...props} />);",
      '',
      'export default { ...MDXComponents, a: A };',
      '',
    ].join('\n'),
  };
  const page = "import Link from '@docusaurus/Link';\n\n# Home\n\n[x](/other/page) and [y](/missing).\n\n<Link to=\"/other/linked\">z</Link>\n";

  it('are not reported broken, as Docusaurus checks only the links Link renders; the rest still are', async () => {
    const cwd = await makeSite({ ...override, 'pages/index.mdx': page });
    const error = await buildError(cwd);
    expect(lines(error.diagnostics)).toEqual([
      "site/pages/index.mdx:5:22 error Broken link to `/missing` (`y`): no page has the route `/missing`  links/broken-link",
      "site/pages/index.mdx:7:1 error Broken link to `/other/linked` (`z`): no page has the route `/other/linked`  links/broken-link",
    ]);
    // docsgen check-links asks the same components.
    const { checkLinks } = await import('../../src/checks/check-links.ts');
    expect((await checkLinks({ cwd })).diagnostics.map((d) => d.message)).toEqual(error.diagnostics.map((d) => d.message));
  });

  it('are all reported in a site whose MDX components leave `a` as it is', async () => {
    const cwd = await makeSite({ 'pages/index.mdx': page });
    const error = await buildError(cwd);
    expect(lines(error.diagnostics).map((line) => line.replace(/ \(.*/, ''))).toEqual([
      'site/pages/index.mdx:5:1 error Broken link to `/other/page`',
      'site/pages/index.mdx:5:22 error Broken link to `/missing`',
      'site/pages/index.mdx:7:1 error Broken link to `/other/linked`',
    ]);
  });
});

describe("headings the site's MDXComponents draws", () => {
  /** The home page of a site whose `src/theme/MDXComponents.js` is these lines, as HTML (the page uses a component: it is code). */
  async function home(mdxComponents: string[]): Promise<string> {
    const cwd = await makeSite({
      'components/Note.tsx': 'export default function Note() {\n  return <p>note</p>;\n}\n',
      'pages/index.mdx': "import Note from '@site/components/Note';\n\n# Home\n\n## Actor lifecycle\n\n### With `code`\n\n<Note />\n",
      'src/theme/MDXComponents.js': ["import MDXComponents from '@theme-original/MDXComponents';", ...mdxComponents, ''].join('\n'),
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    return text(result.files, 'index.html');
  }

  it('are given the heading without docsgen\'s `#` link, as Docusaurus gives it: one link each, the site\'s own', async () => {
    const html = await home([
      'const Heading = ({ as: As, id, children }) => (',
      '  <As id={id} className="anchor">{children}<a href={`#${id}`} className="copy-link" aria-label={typeof children === \'string\' ? `Copy ${children}` : id}>⧉</a></As>',
      ');',
      'export default { ...MDXComponents, h2: (props) => <Heading as="h2" {...props} />, h3: (props) => <Heading as="h3" {...props} /> };',
    ]);
    expect(html).toContain('<h2 id="actor-lifecycle" class="anchor">Actor lifecycle<a href="#actor-lifecycle" class="copy-link" aria-label="Copy Actor lifecycle">⧉</a></h2>');
    expect(html).toContain('<h3 id="with-code" class="anchor">With <code>code</code><a href="#with-code" class="copy-link" aria-label="with-code">⧉</a></h3>');
    expect(html).not.toContain('class="hash-link"');
    // The table of contents has them, by their text.
    expect(html).toContain('>Actor lifecycle</a>');
    expect(html).toContain('>With code</a>');
  });

  it("handed to docsgen's `@theme/Heading` get its one `#` link, named by the heading's text", async () => {
    const html = await home(["import Heading from '@theme/Heading';", 'export default { ...MDXComponents, h2: (props) => <Heading as="h2" {...props} /> };']);
    expect(html).toContain('<h2 id="actor-lifecycle">Actor lifecycle<a href="#actor-lifecycle" class="hash-link" aria-label="Direct link to Actor lifecycle">#</a></h2>');
    expect(html.match(/class="hash-link"/g)).toHaveLength(2);
    expect(html).toContain('>Actor lifecycle</a>');
    expect(html).not.toContain('Actor lifecycle#');
  });
});

describe("Markdown elements the site's MDXComponents replaces", () => {
  it('render through it on every page, pages of plain Markdown too, as in Docusaurus (ionic wraps each table)', async () => {
    const cwd = await makeDocusaurusSite({
      'docs/props.md': '# Props\n\n| Name | Type |\n| --- | --- |\n| `color` | string |\n',
      'docs/plain.md': '# Plain\n\nNo table here.\n',
      'src/theme/MDXComponents/index.tsx': [
        "import MDXComponentsOriginal from '@theme-original/MDXComponents';",
        "import type { MDXComponentsObject } from '@theme/MDXComponents';",
        "import MDXTable from './Table';",
        '',
        'const MDXComponents: MDXComponentsObject = { ...MDXComponentsOriginal, table: MDXTable };',
        'export default MDXComponents;',
        '',
      ].join('\n'),
      'src/theme/MDXComponents/Table.tsx': 'export default function MDXTable(props) {\n  return <div className="table-wrapper"><table {...props} /></div>;\n}\n',
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    expect(text(result.files, 'docs/props/index.html')).toMatch(/<div class="table-wrapper"><table>\s*<thead>\s*<tr>\s*<th>Name<\/th>/);
    expect(text(result.files, 'docs/plain/index.html')).toContain('<p>No table here.</p>');
  });

  it('render through it in blog posts too', async () => {
    const cwd = await makeDocusaurusSite({
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', {}]] };\n",
      'docs/intro.md': '# Intro\n',
      'blog/2024-05-01-sizes.md': '---\ntitle: Sizes\n---\n\nSizes.\n\n<!-- truncate -->\n\n| Size | Pixels |\n| --- | --- |\n| small | 12 |\n',
      'src/theme/MDXComponents.js': "import MDXComponents from '@theme-original/MDXComponents';\nexport default { ...MDXComponents, table: (props) => <div className=\"table-wrapper\"><table {...props} /></div> };\n",
    });
    const result = await build({ cwd, write: false });
    expect(result.diagnostics).toEqual([]);
    expect(text(result.files, 'blog/2024/05/01/sizes/index.html')).toMatch(/<div class="table-wrapper"><table>\s*<thead>\s*<tr>\s*<th>Size<\/th>/);
  });
});
