import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, makeDocusaurusSite, text } from '../helpers.ts';

// In the image of electron's src/theme/Footer/Layout: the classic layout with a column of its own beside the copyright.
const LAYOUT = [
  "import React from 'react';",
  "import clsx from 'clsx';",
  '',
  'export default function FooterLayout({style, links, logo, copyright}) {',
  '  return (',
  "    <footer className={clsx('footer', {'footer--dark': style === 'dark'})}>",
  '      <div className="container container-fluid">',
  '        {links}',
  '        {(logo || copyright) && (',
  '          <div className="own-split">',
  '            <div className="footer__bottom text--left">{logo && <div className="margin-bottom--sm">{logo}</div>}{copyright}</div>',
  '            <div className="footer__bottom text--right">Hosted by friends</div>',
  '          </div>',
  '        )}',
  '      </div>',
  '    </footer>',
  '  );',
  '}',
  '',
].join('\n');

// In the image of flagsmith's src/theme/Footer/Copyright: the classic part in a div of its own.
const COPYRIGHT = "import React from 'react';\nexport default function FooterCopyright({ copyright }) {\n  return <div><div className=\"footer__copyright own-copyright\" dangerouslySetInnerHTML={{ __html: copyright }} /></div>;\n}\n";

// In the image of dyte's src/theme/Footer/LinkItem: the classic link without the external icon.
const LINK_ITEM = [
  "import React from 'react';",
  "import Link from '@docusaurus/Link';",
  "import useBaseUrl from '@docusaurus/useBaseUrl';",
  '',
  'export default function FooterLinkItem({ item }) {',
  '  const { to, href, label, prependBaseUrlToHref, ...props } = item;',
  '  const toUrl = useBaseUrl(to);',
  '  return <Link className="footer__link-item own-link" {...(href ? { href } : { to: toUrl })} {...props}>{label}</Link>;',
  '}',
  '',
].join('\n');

function site(theme: Record<string, string>, footer = "{ style: 'dark', links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }, { label: 'GitHub', href: 'https://github.com/kit' }, { html: '<b>Made with care</b>' }] }], copyright: 'Copyright © Kit' }"): Promise<string> {
  return makeDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Kit', url: 'https://kit.example', baseUrl: '/kit/', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]], themeConfig: { footer: ${footer} } };\n`,
    'sidebars.js': "module.exports = { docs: ['intro'] };\n",
    'docs/intro.md': '# Intro\n\nWelcome.\n',
    ...theme,
  });
}

const swizzleLines = (diagnostics: Parameters<typeof lines>[0]) => lines(diagnostics).filter((line) => /swizzle|theme-part/.test(line));

describe("a Docusaurus site's swizzled footer parts", () => {
  it('renders `src/theme/Footer/Layout` with docsgen\'s links and copyright as its props', async () => {
    const result = await build({ cwd: await site({ 'src/theme/Footer/Layout/index.tsx': LAYOUT }), write: false });
    expect(swizzleLines(result.diagnostics)).toEqual([]);
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toMatch(/<div class="theme-part"><footer class="footer footer--dark"><div class="container container-fluid"><div class="footer__columns"><div class="footer__column"><h2 class="footer__title">Docs<\/h2><ul><li><a class="footer__link" href="\/kit\/docs\/intro">Intro<\/a><\/li>/);
    expect(intro).toContain('<li><span class="footer__html"><b>Made with care</b></span></li>');
    expect(intro).toContain('<div class="own-split"><div class="footer__bottom text--left"><div class="footer__copyright">Copyright © Kit</div></div><div class="footer__bottom text--right">Hosted by friends</div></div>');
    expect(intro).not.toContain('footer__inner');
  });

  it('renders `src/theme/Footer/Copyright` and `Footer/LinkItem` in docsgen\'s footer, with the classic props', async () => {
    const result = await build({ cwd: await site({ 'src/theme/Footer/Copyright/index.js': COPYRIGHT, 'src/theme/Footer/LinkItem/index.jsx': LINK_ITEM }), write: false });
    expect(swizzleLines(result.diagnostics)).toEqual([]);
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toContain('<div class="footer__inner">');
    expect(intro).toContain('<div class="theme-part"><div><div class="footer__copyright own-copyright">Copyright © Kit</div></div></div>');
    // The internal link is `to` (with the base URL), the other `href`, as in the site's config.
    expect(intro).toContain('<li><div class="theme-part"><a href="/kit/docs/intro" class="footer__link-item own-link">Intro</a></div></li>');
    expect(intro).toContain('<li><div class="theme-part"><a href="https://github.com/kit" target="_blank" rel="noopener noreferrer" class="footer__link-item own-link">GitHub</a></div></li>');
  });

  it("gives a simple footer's links to `src/theme/Footer/Links/Simple`, and wraps docsgen's columns through @theme-original", async () => {
    const simple = "export default function FooterLinksSimple({links}) {\n  return <p className=\"own-row\">{links.map((item) => item.label).join(' · ')}</p>;\n}\n";
    const wrapper = "import Original from '@theme-original/Footer/Links/MultiColumn';\nexport default function Wrapper(props) {\n  return <nav className=\"own-columns\" data-count={props.columns.length}><Original {...props} /></nav>;\n}\n";
    const row = await build({ cwd: await site({ 'src/theme/Footer/Links/Simple.js': simple }, "{ links: [{ label: 'Intro', to: '/docs/intro' }, { label: 'Blog', href: 'https://blog.example' }] }"), write: false });
    expect(swizzleLines(row.diagnostics)).toEqual([]);
    expect(text(row.files, 'docs/intro/index.html')).toContain('<div class="theme-part"><p class="own-row">Intro · Blog</p></div>');
    const columns = await build({ cwd: await site({ 'src/theme/Footer/Links/MultiColumn.js': wrapper }), write: false });
    expect(swizzleLines(columns.diagnostics)).toEqual([]);
    expect(text(columns.files, 'docs/intro/index.html')).toContain('<div class="theme-part"><nav class="own-columns" data-count="1"><div class="footer__columns"><div class="footer__column"><h2 class="footer__title">Docs</h2>');
  });

  it('reads the config\'s themeConfig with useThemeConfig() in a site without plugins, as the classic Footer does', async () => {
    const own = "import React from 'react';\nimport {useThemeConfig} from '@docusaurus/theme-common';\nexport default function Footer() {\n  const {footer, navbar} = useThemeConfig();\n  return <footer className=\"own-footer\">{footer.copyright} · {navbar.title}</footer>;\n}\n";
    const cwd = await site({ 'src/theme/Footer/index.js': own });
    const config = join(cwd, 'site', 'docusaurus.config.js');
    await writeFile(config, (await readFile(config, 'utf8')).replace('themeConfig: {', "themeConfig: { navbar: { title: 'Kit docs' },"));
    const result = await build({ cwd, write: false });
    expect(swizzleLines(result.diagnostics)).toEqual([]);
    expect(text(result.files, 'docs/intro/index.html')).toContain('<footer class="own-footer">Copyright © Kit<!-- --> · <!-- -->Kit docs</footer>');
  });

  it("uses docsgen's part, with one located warning, when the site's throws", async () => {
    const failing = "export default function FooterCopyright({ copyright }) {\n  return <div>{copyright.html.trim()}</div>;\n}\n";
    const result = await build({ cwd: await site({ 'src/theme/Footer/Copyright.jsx': failing }), write: false });
    expect(swizzleLines(result.diagnostics)).toEqual([
      "site/src/theme/Footer/Copyright.jsx:1:1 warning The site's `Footer/Copyright` failed on /docs/intro: Cannot read properties of undefined (reading 'trim'); docsgen's own is used  components/theme-part-failed",
    ]);
    expect(text(result.files, 'docs/intro/index.html')).toContain('<div class="footer__copyright">Copyright © Kit</div>');
  });
});
