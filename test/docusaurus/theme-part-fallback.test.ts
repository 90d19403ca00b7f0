import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { lines, makeDocusaurusSite, text } from '../helpers.ts';

// In the image of apify-docs-theme's Footer: the theme's own footer, with a part of the classic
// theme's navbar (here one that no theme has) beside its links.
const FOOTER = [
  "import React from 'react';",
  "import { useThemeConfig } from '@docusaurus/theme-common';",
  "import ProductSwitcher from '@theme/Navbar/ProductSwitcher';",
  '',
  'export default function Footer() {',
  '  const { footer } = useThemeConfig();',
  '  return <footer className="kit-footer">{footer.copyright}<ProductSwitcher /></footer>;',
  '}',
  '',
].join('\n');

// In the image of flagsmith's src/theme/Footer/Copyright: a footer part that bundles.
const COPYRIGHT = "import React from 'react';\nexport default function FooterCopyright({ copyright }) {\n  return <div className=\"footer__copyright own-copyright\">{copyright}</div>;\n}\n";

function site(files: Record<string, string>): Promise<string> {
  return makeDocusaurusSite({
    'docusaurus.config.js': "module.exports = { title: 'Kit', url: 'https://kit.example', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], themeConfig: { footer: { copyright: 'Copyright © Kit' } } };\n",
    'sidebars.js': "module.exports = { docs: ['intro'] };\n",
    'docs/intro.md': '# Intro\n\nWelcome.\n',
    'docs/counter.mdx': "import Counter from '@site/src/components/Counter';\n\n# Counter\n\n<Counter />\n",
    'src/components/Counter.jsx': 'export default function Counter() {\n  return <p className="counter">0</p>;\n}\n',
    ...files,
  });
}

const partLines = (diagnostics: Parameters<typeof lines>[0]) => lines(diagnostics).filter((line) => /theme-part|unresolved/.test(line));

describe('a layout part that cannot be bundled', () => {
  it("gives way to docsgen's part with one located warning; the other parts and the pages build", async () => {
    const result = await build({ cwd: await site({ 'src/theme/Footer/index.jsx': FOOTER, 'src/theme/Footer/Copyright/index.jsx': COPYRIGHT }), write: false });
    expect(partLines(result.diagnostics)).toEqual([
      "site/src/theme/Footer/index.jsx:3:29 warning `Footer` of the theme cannot be bundled: docsgen's theme has no `Navbar/ProductSwitcher`; docsgen's own `Footer` is used  components/theme-part-failed",
    ]);
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).not.toContain('kit-footer');
    // docsgen's footer, with the site's copyright part that bundles.
    expect(intro).toContain('<div class="footer__copyright own-copyright">Copyright © Kit</div>');
    expect(text(result.files, 'docs/counter/index.html')).toContain('<p class="counter">0</p>');
  });

  it("leaves a page's own failed import an error", async () => {
    const failure = await build({ cwd: await site({ 'src/theme/Footer/index.jsx': FOOTER, 'docs/broken.mdx': "import Gone from '@site/src/components/Gone';\n\n# Broken\n\n<Gone />\n" }), write: false }).catch((error: unknown) => error as DocsgenError);
    expect(failure).toBeInstanceOf(DocsgenError);
    expect(partLines((failure as DocsgenError).diagnostics)).toEqual([
      "site/docs/broken.mdx:1:1 error Cannot resolve `@site/src/components/Gone`  components/unresolved-import",
      "site/src/theme/Footer/index.jsx:3:29 warning `Footer` of the theme cannot be bundled: docsgen's theme has no `Navbar/ProductSwitcher`; docsgen's own `Footer` is used  components/theme-part-failed",
    ]);
  });

  it("that throws when rendered gives way to docsgen's, with one warning at its file", async () => {
    const throwing = "export default function Footer() {\n  const links = undefined;\n  return <footer className=\"kit-footer\">{links.length}</footer>;\n}\n";
    const result = await build({ cwd: await site({ 'src/theme/Footer/index.jsx': throwing }), write: false });
    expect(partLines(result.diagnostics)).toEqual([
      "site/src/theme/Footer/index.jsx:1:1 warning The site's `Footer` failed on /docs/counter: Cannot read properties of undefined (reading 'length'); docsgen's own is used  components/theme-part-failed",
    ]);
    expect(text(result.files, 'docs/intro/index.html')).not.toContain('kit-footer');
  });

  // In the image of apify-docs-theme: a theme package of the site's (`themes: [require.resolve('./kit-theme')]`).
  const themePlugin = (footer: string) => ({
    'kit-theme/index.js': "module.exports = function kitTheme() { return { name: 'kit-theme', getThemePath: () => './theme' }; };\n",
    'kit-theme/theme/Footer/index.jsx': footer,
    'docusaurus.config.js': "module.exports = { title: 'Kit', url: 'https://kit.example', themes: [require.resolve('./kit-theme')], presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], themeConfig: { footer: { copyright: 'Copyright © Kit' } } };\n",
  });

  it("of a theme plugin gives way to docsgen's the same way", async () => {
    const result = await build({ cwd: await site(themePlugin(FOOTER)), write: false });
    expect(partLines(result.diagnostics)).toEqual([
      "site/kit-theme/theme/Footer/index.jsx:3:29 warning `Footer` of the theme cannot be bundled: docsgen's theme has no `Navbar/ProductSwitcher`; docsgen's own `Footer` is used  components/theme-part-failed",
    ]);
    expect(text(result.files, 'docs/intro/index.html')).not.toContain('kit-footer');
  });

  it("of a theme plugin is used in docsgen's layout when it bundles (apify's Footer with the classic colour toggle)", async () => {
    const footer = FOOTER.replace("import ProductSwitcher from '@theme/Navbar/ProductSwitcher';", "import ProductSwitcher from '@theme/Navbar/ColorModeToggle';").replace('footer.copyright', "'Copyright © Kit'");
    const result = await build({ cwd: await site(themePlugin(footer)), write: false });
    expect(partLines(result.diagnostics)).toEqual([]);
    expect(text(result.files, 'docs/intro/index.html')).toContain('<footer class="kit-footer">Copyright © Kit<button type="button" class="color-mode-toggle"');
  });
});
