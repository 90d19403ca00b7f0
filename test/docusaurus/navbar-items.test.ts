import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { docusaurusConfig, lines, makeDocusaurusSite, text } from '../helpers.ts';

// In the image of real sites: a theme's ComponentTypes that adds `custom-*` types and its own
// `doc` item over the classic components (apify), and a swizzled NavbarItem that intercepts
// one custom type before the original's lookup (openapi-docs demo).
const COMPONENT_TYPES = [
  "import { useLayoutDoc } from '@docusaurus/plugin-content-docs/client';",
  "import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';",
  "import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';",
  "import DocsVersionNavbarItem from '@theme/NavbarItem/DocsVersionNavbarItem';",
  "import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';",
  "import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';",
  "import Palette from '@site/src/components/Palette';",
  '',
  'function DocNavbarItem({ docId, label, docsPluginId, ...props }) {',
  '  const doc = useLayoutDoc(docId, docsPluginId);',
  '  return <DefaultNavbarItem exact {...props} label={`${label} (own)`} to={doc.path} />;',
  '}',
  '',
  'function ApiNavbarItem(ctx) {',
  '  return <DefaultNavbarItem exact {...ctx} label={ctx.label} to={`reference/${ctx.to}`} />;',
  '}',
  '',
  "function Offline() {\n  throw new Error('fetch failed: the network is unreachable');\n}",
  '',
  "export default { default: DefaultNavbarItem, dropdown: DropdownNavbarItem, html: HtmlNavbarItem, search: SearchNavbarItem, doc: DocNavbarItem, docsVersion: DocsVersionNavbarItem, 'custom-api': ApiNavbarItem, 'custom-palette': Palette, 'custom-offline': Offline };",
  '',
].join('\n');

const PALETTE = "import { useState } from 'react';\n\nexport default function Palette({ mobile }) {\n  const [open, setOpen] = useState(false);\n  return <button className={mobile ? 'palette palette--mobile' : 'palette'} onClick={() => setOpen(!open)}>Palette</button>;\n}\n";

const ITEMS = `[
        { to: '/docs/intro', label: 'Guide', position: 'left' },
        { label: 'More', position: 'left', items: [{ to: '/docs/other', label: 'Other' }] },
        { type: 'custom-api', to: 'api', label: 'API', className: 'changelog', position: 'left' },
        { type: 'doc', docId: 'intro', label: 'Intro', position: 'left' },
        { type: 'docsVersion', position: 'right' },
        { type: 'custom-palette', position: 'right' },
        { type: 'custom-offline', position: 'right' },
        { type: 'custom-nowhere', position: 'right' },
      ]`;

async function site(files: Record<string, string>, items = ITEMS): Promise<string> {
  const dir = await makeDocusaurusSite({
    'docusaurus.config.js': docusaurusConfig(`  themeConfig: {\n    navbar: {\n      items: ${items},\n    },\n  },\n`),
    'docs/intro.md': '# Intro\n',
    'docs/other.md': '# Other\n',
    'src/components/Palette.jsx': PALETTE,
    ...files,
  });
  return dir;
}

/** The desktop bar's item lists and the phone menu of a page. */
function navbar(page: string): { bar: string; menu: string } {
  const bar = page.slice(page.indexOf('<ul class="navbar__items"'), page.indexOf('<div class="navbar__slot"'));
  const menu = page.slice(page.indexOf('<ul class="navbar__menu-list"'), page.indexOf('</nav>'));
  return { bar, menu };
}

describe('Navbar items of any type, rendered by the site\'s NavbarItem components as Docusaurus renders them', () => {
  it("renders every item with the theme's ComponentTypes (custom types, its own `doc` item) in docsgen's navbar classes, in the bar and the phone menu", async () => {
    const result = await build({ cwd: await site({ 'src/theme/NavbarItem/ComponentTypes.jsx': COMPONENT_TYPES }), write: false });
    const { bar, menu } = navbar(text(result.files, 'docs/intro/index.html'));
    expect(bar).toContain('<li class="navbar__item--component"><a href="/docs/intro" class="navbar__link navbar__link--active" aria-current="page">Guide</a></li>');
    expect(bar).toContain('<details class="navbar__dropdown"><summary class="navbar__link">More</summary><ul class="navbar__dropdown-menu"><li><a href="/docs/other" class="navbar__dropdown-link">Other</a></li></ul></details>');
    expect(bar).toContain('<a href="/reference/api" class="navbar__link changelog">API</a>');
    expect(bar).toContain('<a href="/docs/intro" class="navbar__link navbar__link--active" aria-current="page">Intro (own)</a>');
    // `docsVersion`: the version's main doc, active under it, as Docusaurus's NavLink.
    expect(bar).toContain('<a href="/docs/intro" class="navbar__link navbar__link--active" aria-current="page">Next</a>');
    // A component with state is an island, given the item's keys and `mobile` in the phone menu, as Docusaurus gives them.
    expect(bar).toMatch(/<docsgen-island data-island="c[0-9a-f]{8}:default" data-props="\{&quot;position&quot;:&quot;right&quot;\}"[^>]*><button class="palette">Palette<\/button><\/docsgen-island>/);
    expect(menu).toMatch(/<docsgen-island data-island="c[0-9a-f]{8}:default" data-props="\{&quot;position&quot;:&quot;right&quot;,&quot;mobile&quot;:true\}"[^>]*><button class="palette palette--mobile">Palette<\/button><\/docsgen-island>/);
    expect(menu).toContain('<a href="/docs/intro" class="navbar__menu-link navbar__menu-link--active" aria-current="page">Guide</a>');
    expect(menu).toContain('<span class="navbar__menu-group-label">More</span><ul><li><a href="/docs/other" class="navbar__menu-link">Other</a></li></ul>');
    // On another page, the links are active there.
    expect(navbar(text(result.files, 'docs/other/index.html')).bar).toContain('<details class="navbar__dropdown navbar__dropdown--active">');
  });

  it('leaves out an item whose component throws or that no component renders, with one located warning each; the pages build', async () => {
    const result = await build({ cwd: await site({ 'src/theme/NavbarItem/ComponentTypes.jsx': COMPONENT_TYPES }), write: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(lines(result.diagnostics.filter((d) => d.code === 'components/navbar-item-failed'))).toEqual([
      "site/docusaurus.config.js:14:17 warning Navbar item of type `custom-offline` is left out: the site's NavbarItem component failed: fetch failed: the network is unreachable  components/navbar-item-failed",
      'site/docusaurus.config.js:15:17 warning Navbar item of type `custom-nowhere` is left out: the site\'s NavbarItem component failed: No NavbarItem component found for type "custom-nowhere" in @theme/NavbarItem/ComponentTypes  components/navbar-item-failed',
    ]);
    expect(text(result.files, 'docs/intro/index.html')).not.toContain('network');
  });

  it("renders a custom type with a swizzled NavbarItem that wraps the original, and the other items with docsgen's classic components", async () => {
    const NAVBAR_ITEM = "import OriginalNavbarItem from '@theme-original/NavbarItem';\nimport Palette from '@site/src/components/Palette';\n\nexport default function NavbarItem(props) {\n  if (props.type === 'custom-palette') return <Palette mobile={props.mobile} />;\n  return <OriginalNavbarItem {...props} />;\n}\n";
    const items = "[{ to: '/docs/intro', label: 'Guide' }, { type: 'custom-palette', position: 'right' }, { href: 'https://github.com/x/y', label: 'GitHub', position: 'right' }]";
    const result = await build({ cwd: await site({ 'src/theme/NavbarItem/index.jsx': NAVBAR_ITEM }, items), write: false });
    expect(result.diagnostics.map((d) => d.code)).not.toContain('docusaurus/unknown-swizzle');
    const { bar } = navbar(text(result.files, 'docs/intro/index.html'));
    expect(bar).toMatch(/<docsgen-island data-island="c[0-9a-f]{8}:default" data-props="\{\}"[^>]*><button class="palette">Palette<\/button><\/docsgen-island>/);
    expect(bar).toContain('<a href="https://github.com/x/y" target="_blank" rel="noopener noreferrer" class="navbar__link">GitHub<svg class="icon-external"');
  });

  it("gives the site's components the locale's labels, from navbar.json, as Docusaurus translates the config", async () => {
    const items = "[{ to: '/docs/intro', label: 'Guide' }, { label: 'More', items: [{ to: '/docs/other', label: 'Other' }] }, { type: 'custom-api', to: 'api', label: 'API' }]";
    const dir = await site({ 'src/theme/NavbarItem/ComponentTypes.jsx': COMPONENT_TYPES, 'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({ 'item.label.Guide': { message: 'Guide FR' }, 'item.label.Other': { message: 'Autre' }, 'item.label.API': { message: 'API FR' } }) }, items);
    const config = join(dir, 'site', 'docusaurus.config.js');
    await writeFile(config, (await readFile(config, 'utf8')).replace('  themeConfig:', "  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },\n  themeConfig:"));
    const result = await build({ cwd: dir, write: false });
    const { bar } = navbar(text(result.files, 'fr/docs/intro/index.html'));
    expect(bar).toContain('>Guide FR</a>');
    expect(bar).toContain('<a href="/fr/docs/other" class="navbar__dropdown-link">Autre</a>');
    expect(bar).toContain('>API FR</a>');
  });

  it("warns about a custom type in a site with no NavbarItem of its own and keeps docsgen's markup for the rest", async () => {
    const result = await build({ cwd: await site({}, "[{ to: '/docs/intro', label: 'Guide' }, { type: 'custom-palette', position: 'right' }]"), write: false });
    expect(lines(result.diagnostics.filter((d) => d.code === 'components/navbar-item-failed'))).toEqual([
      'site/docusaurus.config.js:7:62 warning Navbar item of type `custom-palette` is left out: the site\'s NavbarItem component failed: No NavbarItem component found for type "custom-palette" in @theme/NavbarItem/ComponentTypes  components/navbar-item-failed',
    ]);
    const { bar } = navbar(text(result.files, 'docs/intro/index.html'));
    expect(bar).toContain('<li><a class="navbar__link navbar__link--active" href="/docs/intro" aria-current="page">Guide</a></li>');
    expect(bar).not.toContain('navbar__item--component');
  });

  it('renders a `custom-*` item inside a dropdown with the site\'s ComponentTypes, without a note', async () => {
    const items = "[{ label: 'More', position: 'left', items: [{ to: '/docs/other', label: 'Other' }, { type: 'custom-api', to: 'api', label: 'API' }] }]";
    const result = await build({ cwd: await site({ 'src/theme/NavbarItem/ComponentTypes.jsx': COMPONENT_TYPES }, items), write: false });
    expect(lines(result.diagnostics).filter((line) => line.includes('navbar') || line.includes('custom-api'))).toEqual([]);
    const { bar, menu } = navbar(text(result.files, 'docs/intro/index.html'));
    expect(bar).toContain('<ul class="navbar__dropdown-menu"><li><a href="/docs/other" class="navbar__dropdown-link">Other</a></li><li><a href="/reference/api" class="navbar__dropdown-link">API</a></li></ul>');
    expect(menu).toMatch(/<a href="\/reference\/api" class="navbar__menu-link[^"]*">API<\/a>/);
  });

  it('without a NavbarItem of the site\'s, a dropdown holding a `custom-*` item is drawn by docsgen without it, with one located warning', async () => {
    const items = "[{ label: 'More', position: 'left', items: [{ to: '/docs/other', label: 'Other' }, { type: 'custom-api', to: 'api', label: 'API' }] }]";
    const result = await build({ cwd: await site({}, items), write: false });
    expect(lines(result.diagnostics.filter((d) => d.code === 'components/navbar-item-failed'))).toEqual([
      'site/docusaurus.config.js:7:24 warning Navbar item `More` of type `dropdown` is shown in docsgen\'s markup: the site\'s NavbarItem component failed: No NavbarItem component found for type "custom-api" in @theme/NavbarItem/ComponentTypes  components/navbar-item-failed',
    ]);
    const { bar } = navbar(text(result.files, 'docs/intro/index.html'));
    expect(bar).toContain('<ul class="navbar__dropdown-menu"><li><a class="navbar__dropdown-link" href="/docs/other">Other</a></li></ul>');
  });

  it('uses a navbar item part the site swizzles alone (`LocaleDropdownNavbarItem`, as ionic does) for the items of its type', async () => {
    const LOCALES = "export default function LocaleDropdownNavbarItem({ mobile }) {\n  return <a className={mobile ? 'own-locales own-locales--mobile' : 'own-locales'} href=\"/translations\">Languages</a>;\n}\n";
    const items = "[{ to: '/docs/intro', label: 'Guide' }, { type: 'localeDropdown', position: 'right' }]";
    const dir = await site({ 'src/theme/NavbarItem/LocaleDropdownNavbarItem.jsx': LOCALES }, items);
    const config = join(dir, 'site', 'docusaurus.config.js');
    await writeFile(config, (await readFile(config, 'utf8')).replace('  themeConfig:', "  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },\n  themeConfig:"));
    const result = await build({ cwd: dir, write: false });
    expect(result.diagnostics.map((d) => d.code)).not.toContain('docusaurus/unknown-swizzle');
    const { bar, menu } = navbar(text(result.files, 'docs/intro/index.html'));
    expect(bar).toContain('<li class="navbar__item--component"><a class="own-locales" href="/translations">Languages</a></li>');
    expect(menu).toContain('<a class="own-locales own-locales--mobile" href="/translations">Languages</a>');
    expect(bar).toContain('<a href="/docs/intro" class="navbar__link navbar__link--active" aria-current="page">Guide</a>');
  });

  it("gives a swizzled locale dropdown theme-common's page-in-another-locale URLs and history helpers, as ionic's uses them", async () => {
    const LOCALES = [
      "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
      "import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';",
      "import { mergeSearchStrings, useHistorySelector } from '@docusaurus/theme-common';",
      '',
      'export default function LocaleDropdownNavbarItem() {',
      '  const { i18n } = useDocusaurusContext();',
      '  const alternate = useAlternatePageUtils();',
      '  const search = useHistorySelector((history) => history.location.search);',
      "  const query = mergeSearchStrings([search, '?a=1', 'a=2&b=3'], 'append');",
      "  return <span className=\"own-locales\">{i18n.locales.map((locale) => <a key={locale} href={alternate.createUrl({ locale, fullyQualified: i18n.localeConfigs[locale].url !== 'https://t.example' }) + query}>{locale}</a>)}</span>;",
      '}',
      '',
    ].join('\n');
    const items = "[{ type: 'localeDropdown', position: 'right' }]";
    const dir = await site({ 'src/theme/NavbarItem/LocaleDropdownNavbarItem.jsx': LOCALES, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Intro (fr)\n' }, items);
    const config = join(dir, 'site', 'docusaurus.config.js');
    await writeFile(config, (await readFile(config, 'utf8')).replace('  themeConfig:', "  trailingSlash: true,\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },\n  themeConfig:"));
    const result = await build({ cwd: dir, write: false });
    expect(lines(result.diagnostics.filter((d) => d.severity === 'error'))).toEqual([]);
    // The page's path in the site's trailing-slash form under each locale's base URL; the server's location has no query string.
    const links = '<a href="/docs/intro/?a=1&amp;a=2&amp;b=3">en</a><a href="/fr/docs/intro/?a=1&amp;a=2&amp;b=3">fr</a>';
    expect(navbar(text(result.files, 'docs/intro/index.html')).bar).toContain(links);
    expect(navbar(text(result.files, 'fr/docs/intro/index.html')).bar).toContain(links);
  });
});
