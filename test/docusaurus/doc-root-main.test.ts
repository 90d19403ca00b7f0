import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, makeDocusaurusSite, text } from '../helpers.ts';

// In the image of ionic's DocRoot/Layout/Main: the navbar at the top of the doc's main column, then the doc item.
const MAIN_WITH_NAVBAR = [
  "import React from 'react';",
  "import Navbar from '@theme/Navbar';",
  '',
  'export default function DocRootLayoutMain({ hiddenSidebarContainer, children }) {',
  '  return (',
  '    <main className={hiddenSidebarContainer ? "kit-main kit-main--wide" : "kit-main"}>',
  '      <Navbar />',
  '      <div className="container padding-top--md">{children}</div>',
  '    </main>',
  '  );',
  '}',
  '',
].join('\n');

const MAIN = "import React from 'react';\nexport default function DocRootLayoutMain({ children }) {\n  return <main className=\"kit-main\"><div className=\"container\">{children}</div></main>;\n}\n";

function site(files: Record<string, string>): Promise<string> {
  return makeDocusaurusSite({
    'docusaurus.config.js': "module.exports = { title: 'Kit', url: 'https://kit.example', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], themeConfig: { navbar: { title: 'Kit', items: [{ to: '/docs/intro', label: 'Guides', position: 'left' }] } } };\n",
    'sidebars.js': "module.exports = { docs: ['intro'] };\n",
    'docs/intro.md': '# Intro\n\nWelcome.\n',
    'src/pages/about.md': '# About\n\nUs.\n',
    ...files,
  });
}

const partLines = (diagnostics: Parameters<typeof lines>[0]) => lines(diagnostics).filter((line) => /components\//.test(line));

describe("a swizzled `DocRoot/Layout/Main`", () => {
  it('is rendered around the doc item, given `hiddenSidebarContainer` and the doc as children', async () => {
    const result = await build({ cwd: await site({ 'src/theme/DocRoot/Layout/Main/index.jsx': MAIN }), write: false });
    expect(partLines(result.diagnostics)).toEqual([]);
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toMatch(/<div class="theme-part"><main class="kit-main"><div class="container"><div class="doc-main[^"]*"><article class="doc">/);
    // One main landmark: the site's.
    expect(intro.match(/<main[\s>]/g)).toHaveLength(1);
    expect(intro.match(/theme-layout-navbar/g)).toHaveLength(1);
  });

  it("that draws the navbar in the main column has the doc page's one navbar; other pages keep docsgen's at the top", async () => {
    const result = await build({ cwd: await site({ 'src/theme/DocRoot/Layout/Main/index.jsx': MAIN_WITH_NAVBAR }), write: false });
    expect(partLines(result.diagnostics)).toEqual([]);
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro.match(/theme-layout-navbar/g)).toHaveLength(1);
    expect(intro).toMatch(/<main class="kit-main"><header class="theme-layout-navbar navbar"><nav class="navbar__inner" aria-label="Main"><a class="navbar__brand" href="\/"><span class="navbar__title">Kit<\/span><\/a>/);
    const about = text(result.files, 'about/index.html');
    expect(about.match(/theme-layout-navbar/g)).toHaveLength(1);
    expect(about).toMatch(/<body><a class="skip-link"[^>]*>[^<]*<\/a><header class="theme-layout-navbar navbar">/);
  });
});
