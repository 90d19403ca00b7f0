import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, makeDocusaurusSite, text } from '../helpers.ts';

// In the image of apify-docs-theme's Footer: its own links, and the classic navbar's colour toggle under them.
const FOOTER = [
  "import React from 'react';",
  "import ColorModeToggle from '@theme/Navbar/ColorModeToggle';",
  '',
  'export default function Footer() {',
  '  return <footer className="kit-footer"><span>Copyright © Kit</span><ColorModeToggle className="kit-toggle" /></footer>;',
  '}',
  '',
].join('\n');

// In the image of ionic's Navbar: the classic composition of the navbar's layout and content.
const NAVBAR = "import React from 'react';\nimport Layout from '@theme/Navbar/Layout';\nimport Content from '@theme/Navbar/Content';\n\nexport default function Navbar() {\n  return <Layout><Content /></Layout>;\n}\n";

// In the image of apify's Navbar/Content: the classic parts placed its own way.
const OWN_NAVBAR = [
  "import React from 'react';",
  "import NavbarLogo from '@theme/Navbar/Logo';",
  "import NavbarSearch from '@theme/Navbar/Search';",
  "import SearchBar from '@theme/SearchBar';",
  "import Toggle from '@theme/Navbar/MobileSidebar/Toggle';",
  "import TOCItemTree from '@theme/TOCItems/Tree';",
  "import Home from '@theme/DocBreadcrumbs/Items/Home';",
  '',
  'export default function Navbar() {',
  "  const toc = [{ value: 'Setup', id: 'setup', level: 2, children: [{ value: '<code>npm</code>', id: 'npm', level: 3, children: [] }] }];",
  '  return (',
  '    <header className="kit-navbar">',
  '      <Toggle />',
  '      <NavbarLogo />',
  '      <NavbarSearch className="kit-search"><SearchBar /></NavbarSearch>',
  '      <TOCItemTree toc={toc} className="kit-toc" linkClassName="kit-link" />',
  '      <ul><Home /></ul>',
  '    </header>',
  '  );',
  '}',
  '',
].join('\n');

function site(files: Record<string, string>): Promise<string> {
  return makeDocusaurusSite({
    'docusaurus.config.js': "module.exports = { title: 'Kit', url: 'https://kit.example', baseUrl: '/kit/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], themeConfig: { navbar: { title: 'Kit', items: [{ to: '/docs/intro', label: 'Guides', position: 'left' }] }, footer: { copyright: 'Copyright © Kit' } } };\n",
    'sidebars.js': "module.exports = { docs: ['intro'] };\n",
    'docs/intro.md': '# Intro\n\nWelcome.\n',
    ...files,
  });
}

const partLines = (diagnostics: Parameters<typeof lines>[0]) => lines(diagnostics).filter((line) => /theme-part|unresolved|components\//.test(line));

describe("the classic theme's navbar parts", () => {
  it("are docsgen's colour toggle in a swizzled Footer", async () => {
    const result = await build({ cwd: await site({ 'src/theme/Footer/index.jsx': FOOTER }), write: false });
    expect(partLines(result.diagnostics)).toEqual([]);
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toMatch(/<footer class="kit-footer"><span>Copyright © Kit<\/span><button type="button" class="color-mode-toggle kit-toggle" aria-label="Switch between dark and light mode"/);
  });

  it("compose docsgen's navbar from `Navbar/Layout` and `Navbar/Content`", async () => {
    const result = await build({ cwd: await site({ 'src/theme/Navbar/index.jsx': NAVBAR }), write: false });
    expect(partLines(result.diagnostics)).toEqual([]);
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toMatch(/<header class="theme-layout-navbar navbar"><nav class="navbar__inner" aria-label="Main"><a class="navbar__brand" href="\/kit\/"><span class="navbar__title">Kit<\/span><\/a><ul class="navbar__items"><li><a class="navbar__link navbar__link--active" href="\/kit\/docs\/intro"/);
    expect(intro).toContain('class="color-mode-toggle"');
    expect(intro.match(/theme-layout-navbar/g)).toHaveLength(1);
  });

  it('are the brand, search, menu toggle, TOC tree and home crumb where a theme places them', async () => {
    const result = await build({ cwd: await site({ 'src/theme/Navbar/index.jsx': OWN_NAVBAR }), write: false });
    expect(partLines(result.diagnostics)).toEqual([]);
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toContain('<button type="button" class="navbar__toggle clean-btn" aria-label="Toggle navigation bar" aria-expanded="false">');
    expect(intro).toContain('<a class="navbar__brand" href="/kit/"><span class="navbar__title">Kit</span></a>');
    expect(intro).toMatch(/<div class="navbar__search-container kit-search"><div class="navbar__search" data-island="search"/);
    expect(intro).toContain('<ul class="kit-toc"><li><a href="#setup" class="kit-link">Setup</a><ul><li><a href="#npm" class="kit-link"><code>npm</code></a></li></ul></li></ul>');
    expect(intro).toContain('<li class="breadcrumbs__item"><a aria-label="Home page" class="breadcrumbs__link" href="/kit/">');
  });

  it("give apify's DocBreadcrumbs the home page route and the classic home crumb, and ionic's parts the phone drawer's state", async () => {
    const breadcrumbs = [
      "import React from 'react';",
      "import { useHomePageRoute, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';",
      "import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';",
      '',
      'export default function DocBreadcrumbs() {',
      '  const homePageRoute = useHomePageRoute();',
      // In the image of ionic's ProductDropdown: the phone drawer's state, closed at build time.
      '  const { shown } = useNavbarMobileSidebar();',
      '  return <nav className="kit-crumbs" data-home={homePageRoute.path} data-drawer={String(shown)}><ul>{homePageRoute && <HomeBreadcrumbItem />}</ul></nav>;',
      '}',
      '',
    ].join('\n');
    const result = await build({ cwd: await site({ 'src/theme/DocBreadcrumbs/index.jsx': breadcrumbs }), write: false });
    expect(partLines(result.diagnostics)).toEqual([]);
    expect(text(result.files, 'docs/intro/index.html')).toContain('<nav class="kit-crumbs" data-home="/kit/" data-drawer="false"><ul><li class="breadcrumbs__item"><a aria-label="Home page" class="breadcrumbs__link" href="/kit/">');
  });
});
