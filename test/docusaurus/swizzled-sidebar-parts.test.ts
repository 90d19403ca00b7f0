import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { buildError, lines, makeDocusaurusSite, text } from '../helpers.ts';

// In the image of electron's src/theme/DocSidebarItem/Link: the classic link, ejected, with the
// item's `customProps` shown as badges.
const LINK = [
  "import React from 'react';",
  "import clsx from 'clsx';",
  "import {ThemeClassNames} from '@docusaurus/theme-common';",
  "import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';",
  "import Link from '@docusaurus/Link';",
  "import isInternalUrl from '@docusaurus/isInternalUrl';",
  '',
  'export default function DocSidebarItemLink({item, onItemClick, activePath, level, index, ...props}) {',
  '  const {href, label, className, customProps} = item;',
  '  const isActive = isActiveSidebarItem(item, activePath);',
  '  return (',
  "    <li className={clsx(ThemeClassNames.docs.docSidebarItemLink, ThemeClassNames.docs.docSidebarItemLinkLevel(level), 'menu__list-item', className)}>",
  "      <Link className={clsx('menu__link', {'menu__link--active': isActive})} aria-current={isActive ? 'page' : undefined} to={href} {...props}>",
  '        {label}',
  "        {customProps?.platforms && <span className=\"platforms\">{customProps.platforms.join(' ')}</span>}",
  '      </Link>',
  '    </li>',
  '  );',
  '}',
  '',
].join('\n');

// In the image of ionic's src/theme/DocSidebar: the original wrapped, with a logo above it.
const SIDEBAR = [
  "import React from 'react';",
  "import DocSidebar from '@theme-original/DocSidebar';",
  "import Logo from '@theme-original/Logo';",
  '',
  'export default function DocSidebarWrapper(props) {',
  '  return (',
  '    <>',
  '      <div className="own-logo" data-items={props.sidebar.length} data-path={props.path}><Logo /></div>',
  '      <DocSidebar {...props} />',
  '    </>',
  '  );',
  '}',
  '',
].join('\n');

// In the image of dyte's src/theme/DocSidebar/Desktop: the classic parts recomposed.
const DESKTOP = [
  "import React from 'react';",
  "import {useThemeConfig} from '@docusaurus/theme-common';",
  "import CollapseButton from '@theme/DocSidebar/Desktop/CollapseButton';",
  "import Content from '@theme/DocSidebar/Desktop/Content';",
  '',
  'export default function DocSidebarDesktop({path, sidebar, onCollapse, isHidden}) {',
  '  const {docs: {sidebar: {hideable}}} = useThemeConfig();',
  '  return (',
  '    <div className="own-desktop">',
  '      <p className="own-menu">Menu of {sidebar.length}</p>',
  '      <Content path={path} sidebar={sidebar} />',
  '      {hideable && <CollapseButton onClick={onCollapse} />}',
  '    </div>',
  '  );',
  '}',
  '',
].join('\n');

// In the image of the classic DocSidebarItem/Category as apify-docs-theme rewrote it: its items
// through `@theme/DocSidebarItems`, hidden while collapsed.
const CATEGORY = [
  "import React from 'react';",
  "import clsx from 'clsx';",
  "import {findFirstSidebarItemLink, isActiveSidebarItem, useDocSidebarItemsExpandedState} from '@docusaurus/plugin-content-docs/client';",
  "import {Collapsible, ThemeClassNames, useCollapsible} from '@docusaurus/theme-common';",
  "import {isSamePath} from '@docusaurus/theme-common/internal';",
  "import Link from '@docusaurus/Link';",
  "import DocSidebarItems from '@theme/DocSidebarItems';",
  '',
  'export default function DocSidebarItemCategory({item, onItemClick, activePath, level, index}) {',
  '  const {items, label, collapsible, className, href} = item;',
  '  const isActive = isActiveSidebarItem(item, activePath);',
  '  const isCurrentPage = isSamePath(href, activePath);',
  '  const {collapsed} = useCollapsible({initialState: () => collapsible && !isActive && item.collapsed});',
  '  useDocSidebarItemsExpandedState();',
  '  return (',
  "    <li className={clsx(ThemeClassNames.docs.docSidebarItemCategory, 'menu__list-item', {'menu__list-item--collapsed': collapsed}, className)}>",
  '      <div className="menu__list-item-collapsible">',
  "        <Link className={clsx('menu__link', {'menu__link--sublist': collapsible, 'menu__link--sublist-caret': !href && collapsible, 'menu__link--active': isActive})} aria-current={isCurrentPage ? 'page' : undefined} aria-expanded={collapsible ? !collapsed : undefined} href={collapsible ? findFirstSidebarItemLink(item) ?? '#' : href}>{label}</Link>",
  '      </div>',
  '      <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>',
  '        <DocSidebarItems items={items} tabIndex={collapsed ? -1 : 0} onItemClick={onItemClick} activePath={activePath} level={level + 1} />',
  '      </Collapsible>',
  '    </li>',
  '  );',
  '}',
  '',
].join('\n');

function site(theme: Record<string, string>): Promise<string> {
  return makeDocusaurusSite({
    'docusaurus.config.js': "module.exports = { title: 'Kit', url: 'https://kit.example', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]] };\n",
    'sidebars.js':
      "module.exports = { docs: ['intro', { type: 'category', label: 'Guides', items: [{ type: 'doc', id: 'guides/setup', customProps: { platforms: ['mac', 'linux'] }, className: 'own-class' }, 'guides/run'] }] };\n",
    'docs/intro.md': '# Intro\n\nWelcome.\n',
    'docs/guides/setup.md': '# Setup\n\nInstall.\n',
    'docs/guides/run.md': '# Run\n\nRun it.\n',
    ...theme,
  });
}

const diagnosticsOf = (result: { diagnostics: Parameters<typeof lines>[0] }) => lines(result.diagnostics).filter((line) => /swizzle|theme-part/.test(line));

describe("a Docusaurus site's swizzled sidebar parts", () => {
  it('renders `DocSidebarItem/Link` for each link, with the item in the classic shape (customProps, className), in docsgen\'s categories', async () => {
    const result = await build({ cwd: await site({ 'src/theme/DocSidebarItem/Link/index.jsx': LINK }), write: false });
    expect(diagnosticsOf(result)).toEqual([]);
    const setup = text(result.files, 'docs/guides/setup/index.html');
    expect(setup).toContain('<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item own-class"><a href="/docs/guides/setup" class="menu__link menu__link--active" aria-current="page">Setup<span class="platforms">mac linux</span></a></li>');
    expect(setup).toContain('<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item"><a href="/docs/intro" class="menu__link">Intro</a></li>');
    // The category is docsgen's, open on its pages.
    expect(setup).toMatch(/<li class="sidebar__item sidebar__category"><details open="">/);
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toContain('<a href="/docs/guides/setup" class="menu__link">Setup<span class="platforms">mac linux</span></a>');
  });

  it('renders `DocSidebar` wrapping docsgen\'s (`@theme-original/DocSidebar`) with the classic props', async () => {
    const result = await build({ cwd: await site({ 'src/theme/DocSidebar/index.jsx': SIDEBAR }), write: false });
    expect(diagnosticsOf(result)).toEqual([]);
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toMatch(/<aside class="theme-doc-sidebar-container sidebar"[^>]*><div class="theme-part"><div class="own-logo" data-items="2" data-path="\/docs\/intro"><a class="navbar__brand" href="\/"><span class="navbar__title">Kit<\/span><\/a><\/div><details class="sidebar__disclosure">/);
    expect(intro).toContain('<a class="sidebar__link sidebar__link--active" href="/docs/intro" aria-current="page">Intro</a>');
  });

  it('renders `DocSidebar/Desktop` composing docsgen\'s `Content` and `CollapseButton`', async () => {
    const result = await build({ cwd: await site({ 'src/theme/DocSidebar/Desktop/index.jsx': DESKTOP }), write: false });
    expect(diagnosticsOf(result)).toEqual([]);
    const run = text(result.files, 'docs/guides/run/index.html');
    expect(run).toMatch(/<div class="own-desktop"><p class="own-menu">Menu of <!-- -->2<\/p><nav class="sidebar__nav"[^>]*><ul class="theme-doc-sidebar-menu sidebar__list">/);
    expect(run).toContain('<a class="sidebar__link sidebar__link--active" href="/docs/guides/run" aria-current="page">Run</a>');
  });

  it('renders `DocSidebarItem/Category` with its items through docsgen\'s `DocSidebarItems`, the site\'s links among them', async () => {
    const result = await build({ cwd: await site({ 'src/theme/DocSidebarItem/Category/index.jsx': CATEGORY, 'src/theme/DocSidebarItem/Link/index.jsx': LINK }), write: false });
    expect(diagnosticsOf(result)).toEqual([]);
    const intro = text(result.files, 'docs/intro/index.html');
    // Collapsed away from its pages, its list hidden until the client script opens it.
    expect(intro).toContain('<li class="theme-doc-sidebar-item-category menu__list-item menu__list-item--collapsed"><div class="menu__list-item-collapsible"><a href="/docs/guides/setup" class="menu__link menu__link--sublist menu__link--sublist-caret" aria-expanded="false">Guides</a></div><ul class="menu__list" style="display:none;overflow:hidden;height:0px"><li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item own-class"><a href="/docs/guides/setup" class="menu__link">Setup');
    const run = text(result.files, 'docs/guides/run/index.html');
    expect(run).toContain('<li class="theme-doc-sidebar-item-category menu__list-item"><div class="menu__list-item-collapsible"><a href="/docs/guides/setup" class="menu__link menu__link--sublist menu__link--sublist-caret menu__link--active" aria-expanded="true">Guides</a></div><ul class="menu__list">');
    expect(run).toContain('<a href="/docs/guides/run" class="menu__link menu__link--active" aria-current="page">Run</a>');
  });

  it('keeps docsgen\'s item where the site\'s part throws', async () => {
    const throwing = "export default function DocSidebarItemLink({item}) { if (item.label === 'Run') throw new Error('no run'); return <li className=\"own\">{item.label}</li>; }\n";
    const result = await build({ cwd: await site({ 'src/theme/DocSidebarItem/Link/index.jsx': throwing }), write: false });
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toContain('<li class="own">Intro</li>');
    expect(intro).toContain('<li class="sidebar__item"><a class="sidebar__link" href="/docs/guides/run">Run</a></li>');
  });
});

describe("a doc's sidebar_class_name and sidebar_custom_props", () => {
  // In the image of dyte's release notes (`sidebar_class_name: releaseSidebarHeading`) and of
  // docusaurus-openapi-docs' generated pages (`sidebar_class_name: "get api-method"`).
  const files = {
    'docusaurus.config.js': "module.exports = { title: 'Kit', url: 'https://kit.example', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]] };\n",
    'sidebars.js': "module.exports = { docs: ['intro', { type: 'doc', id: 'notes', className: 'from-sidebar', customProps: { platforms: ['web'] } }, { type: 'autogenerated', dirName: 'reference' }] };\n",
    'docs/intro.md': '---\nsidebar_class_name: "get api-method"\n---\n\n# Intro\n',
    'docs/notes.md': '---\nsidebar_class_name: releaseSidebarHeading\nsidebar_custom_props:\n  platforms: [ios, android]\n---\n\n# Notes\n',
    'docs/reference/api/index.md': '---\nsidebar_custom_props:\n  platforms: [rest]\n---\n\n# API\n',
    'docs/reference/api/_category_.json': '{ "label": "API", "className": "api-category" }\n',
    'docs/reference/api/list.md': '# List\n',
  };

  it('give the page\'s sidebar item its class and custom props, before the sidebar item\'s, as Docusaurus orders them', async () => {
    const result = await build({ cwd: await makeDocusaurusSite(files), write: false });
    expect(diagnosticsOf(result)).toEqual([]);
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toContain('<li class="sidebar__item get api-method"><a class="sidebar__link sidebar__link--active" href="/docs/intro" aria-current="page">Intro</a></li>');
    expect(intro).toContain('<li class="sidebar__item releaseSidebarHeading"><a class="sidebar__link" href="/docs/notes">Notes</a></li>');
    expect(intro).toMatch(/<li class="sidebar__item sidebar__category api-category">/);
  });

  it('reach the site\'s swizzled sidebar link as `item.className` and `item.customProps`; a category takes its linked doc\'s custom props', async () => {
    const result = await build({ cwd: await makeDocusaurusSite({ ...files, 'src/theme/DocSidebarItem/Link/index.jsx': LINK }), write: false });
    expect(diagnosticsOf(result)).toEqual([]);
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toContain('menu__list-item releaseSidebarHeading"><a href="/docs/notes" class="menu__link">Notes<span class="platforms">ios android</span></a></li>');
    expect(intro).toContain('menu__list-item get api-method"><a href="/docs/intro" class="menu__link menu__link--active" aria-current="page">Intro</a></li>');
    const category = "export default function Category({item}) {\n  return <li className={item.className}>{item.label}: {JSON.stringify(item.customProps)}</li>;\n}\n";
    const categories = await build({ cwd: await makeDocusaurusSite({ ...files, 'src/theme/DocSidebarItem/Category/index.jsx': category }), write: false });
    expect(text(categories.files, 'docs/intro/index.html')).toContain('<li class="api-category">API<!-- -->: <!-- -->{&quot;platforms&quot;:[&quot;rest&quot;]}</li>');
  });

  it('fail the build, located, when `sidebar_custom_props` is not a mapping, as Docusaurus\'s validation does', async () => {
    const error = await buildError(await makeDocusaurusSite({ ...files, 'docs/intro.md': '---\nsidebar_custom_props: yes\n---\n\n# Intro\n' }));
    expect(lines(error.diagnostics)).toEqual([expect.stringMatching(/^site\/docs\/intro\.md:2:23 error `sidebar_custom_props` must be a mapping/)]);
  });
});

describe("a theme plugin's swizzles (`getThemePath()`)", () => {
  // In the image of apify-docs-theme: a theme package of the site's with its own sidebar link.
  const theme = {
    'kit-theme/index.js': "module.exports = function kitTheme() { return { name: 'kit-theme', getThemePath: () => './theme' }; };\n",
    'kit-theme/theme/DocSidebarItem/Link/index.jsx': 'export default function ThemeLink({item}) {\n  return <li className="theme-link"><a href={item.href}>{item.label}</a></li>;\n}\n',
  };
  const config = "module.exports = { title: 'Kit', url: 'https://kit.example', themes: [require.resolve('./kit-theme')], presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js' } }]] };\n";

  it("are used before docsgen's parts, as Docusaurus puts the theme plugins before the classic theme", async () => {
    const result = await build({ cwd: await site({ ...theme, 'docusaurus.config.js': config }), write: false });
    expect(diagnosticsOf(result)).toEqual([]);
    expect(text(result.files, 'docs/intro/index.html')).toContain('<li class="theme-link"><a href="/docs/guides/run">Run</a></li>');
  });

  it("are the site's `@theme-original`, under the site's own swizzle", async () => {
    const wrapper = "import Original from '@theme-original/DocSidebarItem/Link';\n\nexport default function Link(props) {\n  return <Original {...props} />;\n}\n";
    const result = await build({ cwd: await site({ ...theme, 'docusaurus.config.js': config, 'src/theme/DocSidebarItem/Link/index.jsx': wrapper }), write: false });
    expect(diagnosticsOf(result)).toEqual([]);
    expect(text(result.files, 'docs/intro/index.html')).toContain('<li class="theme-link"><a href="/docs/guides/run">Run</a></li>');
  });
});
