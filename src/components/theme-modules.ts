/**
 * Docusaurus's theme as docsgen provides it: the `@theme/*` components and classic-theme parts
 * it has, the `@docusaurus/*` client modules, where a site's (or a plugin theme's) override of
 * one is, and the generated modules that gather a site's overrides. resolve-plugin.ts resolves
 * imports with these.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OnResolveResult } from 'esbuild';
import { packageRoot } from '../package-root.ts';

export const RUNTIME = (): string => join(packageRoot(), 'src', 'components', 'runtime');
export const TEMPLATES = (): string => join(packageRoot(), 'templates');
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs'];

/** Docusaurus client modules docsgen provides, by the name after `@docusaurus/`. */
export const DOCUSAURUS_MODULES = ['Link', 'useBaseUrl', 'useDocusaurusContext', 'BrowserOnly', 'useIsBrowser', 'ExecutionEnvironment', 'Translate', 'Head', 'router', 'theme-common', 'theme-common/Details', 'theme-common/internal', 'useGlobalData', 'isInternalUrl', 'ErrorBoundary', 'useBrokenLinks', 'useRouteContext', 'plugin-content-docs/client'];

/**
 * A file of an installed Docusaurus package that is not code (`@docusaurus/theme-classic/src/theme/Layout/styles.module.css`,
 * an image, JSON): a swizzled component imports it from the package, and it resolves there as
 * in webpack. The package's code is Docusaurus's client runtime, which docsgen's modules stand in for.
 */
export const DOCUSAURUS_PACKAGE_FILE = /^@docusaurus\/[^/]+\/.+\.(?:css|s[ac]ss|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf)$/i;

/** docsgen's theme components a site may import as `@theme/<Name>` (and override in theme/<Name>.tsx). */
export const THEME_MODULES: Record<string, { file: string; exportName: string }> = {
  Tabs: { file: 'templates/components/mdx-components.tsx', exportName: 'Tabs' },
  TabItem: { file: 'templates/components/mdx-components.tsx', exportName: 'TabItem' },
  Admonition: { file: 'src/components/runtime/theme/Admonition.tsx', exportName: 'default' },
  Details: { file: 'templates/components/mdx-components.tsx', exportName: 'Details' },
  DocCardList: { file: 'templates/components/mdx-components.tsx', exportName: 'DocCardList' },
  CodeBlock: { file: 'src/components/runtime/theme/CodeBlock.tsx', exportName: 'default' },
  TOCInline: { file: 'src/components/runtime/theme/TOCInline.tsx', exportName: 'default' },
  Heading: { file: 'src/components/runtime/theme/Heading.tsx', exportName: 'default' },
  ThemedImage: { file: 'src/components/runtime/theme/ThemedImage.tsx', exportName: 'default' },
  MDXComponents: { file: 'src/components/runtime/theme/builtins.ts', exportName: 'default' },
  Layout: { file: 'src/components/runtime/theme/Layout.tsx', exportName: 'default' },
  IdealImage: { file: 'src/components/runtime/theme/IdealImage.tsx', exportName: 'default' },
};

/** What the classic theme has besides, for a theme's own MDXComponents to import: `@theme/MDXComponents/Pre`, `@theme/Mermaid` (see runtime/theme/MDXParts.tsx). */
export const CLASSIC_PARTS: Record<string, string> = Object.fromEntries([...['A', 'Code', 'Pre', 'Img', 'Ul', 'Li', 'Details', 'Heading', 'Head'].map((part) => [`MDXComponents/${part}`, part]), ['Mermaid', 'Mermaid']]);

/** The parts of the classic theme's Admonition, for a site's swizzle to import or replace, by their export of runtime/theme/AdmonitionParts.tsx. */
export const ADMONITION_PARTS: Record<string, string> = {
  'Admonition/Types': 'Types',
  'Admonition/Layout': 'Layout',
  ...Object.fromEntries(['Note', 'Tip', 'Info', 'Warning', 'Danger', 'Caution'].map((type) => [`Admonition/Type/${type}`, type])),
  ...Object.fromEntries(['Note', 'Tip', 'Info', 'Warning', 'Danger'].map((type) => [`Admonition/Icon/${type}`, `Icon${type}`])),
};

/** Whether the site (or a plugin theme) draws admonitions its own way: its own `Admonition` or a part of it (a `Types` adding a type). */
export function hasSiteAdmonition(siteDir: string, themePaths: readonly string[] = []): boolean {
  return ['Admonition', ...Object.keys(ADMONITION_PARTS)].some((name) => themeComponentFile(siteDir, name, themePaths) !== undefined);
}

/** The classic theme's icons, `@theme/Icon/Copy` and the others, for a site's own component to import: by their export of runtime/theme/Icons.tsx. */
export const CLASSIC_ICONS: Record<string, string> = Object.fromEntries(
  ['Copy', 'Success', 'ExternalLink', 'Arrow', 'Close', 'Menu', 'Home', 'Edit', 'WordWrap', 'LightMode', 'DarkMode', 'SystemColorMode', 'Language'].map((icon) => [`Icon/${icon}`, icon]),
);

/**
 * The classic theme's navbar parts, and others theme packages import beside them
 * (`@theme/Navbar/ColorModeToggle` in apify's Footer, `Navbar/Layout` and `Navbar/Content` in
 * ionic's Navbar), by their export of runtime/theme/NavbarParts.tsx: docsgen's own pieces of its
 * navbar. A site's or a theme plugin's own file of that name is used first.
 */
export const CLASSIC_NAVBAR_PARTS: Record<string, string> = {
  'Navbar/Layout': 'NavbarLayout',
  'Navbar/Content': 'NavbarContent',
  'Navbar/Logo': 'NavbarLogo',
  'Navbar/ColorModeToggle': 'ColorModeToggle',
  ColorModeToggle: 'ColorModeToggle',
  'Navbar/Search': 'NavbarSearch',
  SearchBar: 'SearchBar',
  'Navbar/MobileSidebar/Toggle': 'NavbarMobileSidebarToggle',
  'Navbar/MobileSidebar/Layout': 'NavbarMobileSidebarLayout',
  'TOCItems/Tree': 'TOCItemsTree',
  'DocBreadcrumbs/Items/Home': 'DocBreadcrumbsItemsHome',
};

/** The classic theme's icons docsgen's layout draws themed (templates/components/Icons.tsx): a site's swizzle of one replaces it there. */
export const THEMED_ICONS: readonly string[] = ['Icon/ExternalLink', 'Icon/Edit', 'Icon/Language'];

/**
 * Parts of the classic theme that docsgen's own layout has no place for, for a swizzled
 * component (a site's `src/theme/Layout`) to import: `@theme/SkipToContent` and the others,
 * by their file under runtime/theme. A site's own file of that name is used first.
 */
export const CLASSIC_COMPONENTS: Record<string, string> = {
  SkipToContent: 'SkipToContent.tsx',
  // An author's profile links, which a swizzled `Blog/Components/Author` draws.
  'Blog/Components/Author/Socials': 'AuthorSocials.tsx',
  'Layout/Provider': 'LayoutProvider.tsx',
  ErrorPageContent: 'ErrorPageContent.tsx',
  // The 404 page's content: a site's swizzled `NotFound` (ejected) renders `<Layout><NotFoundContent /></Layout>`.
  'NotFound/Content': 'NotFoundContent.tsx',
  NotFound: 'NotFoundContent.tsx',
  // A live-codeblock theme older than 3.8.0 has no LiveCodeBlock of its own (see the file).
  LiveCodeBlock: 'LiveCodeBlock.tsx',
};

/**
 * The classic theme's navbar item components, for a site's `@theme/NavbarItem` (swizzled) or
 * `@theme/NavbarItem/ComponentTypes` to import, by their export of a file under
 * runtime/theme/NavbarItem. A site's or a plugin theme's own file of that name is used first.
 */
export const NAVBAR_ITEM_PARTS: Record<string, { file: string; exportName: string }> = {
  NavbarItem: { file: 'index.tsx', exportName: 'default' },
  'NavbarItem/ComponentTypes': { file: 'ComponentTypes.ts', exportName: 'default' },
  ...Object.fromEntries(
    [
      ['links.tsx', ['DefaultNavbarItem', 'HtmlNavbarItem', 'SearchNavbarItem', 'NavbarNavLink']],
      ['docs-items.tsx', ['DocNavbarItem', 'DocSidebarNavbarItem', 'DocsVersionNavbarItem', 'DocsVersionDropdownNavbarItem']],
      ['dropdowns.tsx', ['DropdownNavbarItem', 'LocaleDropdownNavbarItem']],
    ].flatMap(([file, names]) => (names as string[]).map((name) => [`NavbarItem/${name}`, { file: file as string, exportName: name }])),
  ),
};

/**
 * Whether the site, or a plugin's theme, has its own `NavbarItem`, `NavbarItem/ComponentTypes`
 * or one of their parts (`NavbarItem/LocaleDropdownNavbarItem`): the navbar's items then render
 * with them, as in Docusaurus.
 */
export function hasSiteNavbarItem(siteDir: string, themePaths: readonly string[] = []): boolean {
  return Object.keys(NAVBAR_ITEM_PARTS).some((name) => themeComponentFile(siteDir, name, themePaths) !== undefined);
}

/**
 * The classic theme's page components, by the name a site swizzles them under, and docsgen's
 * template that renders that kind of page. Docusaurus hands them its route's props (`metadata`,
 * `items` of MDX modules, `tag`), which docsgen does not make: a swizzle that wraps the original
 * (`@theme-original/<Name>`, passing its props on) wraps docsgen's page; an ejected copy is left
 * out with a warning (see pageSwizzleWraps).
 */
export const PAGE_COMPONENTS: Record<string, string> = {
  DocTagDocListPage: 'templates/CategoryIndexPage.tsx',
  DocTagsListPage: 'templates/CategoryIndexPage.tsx',
  BlogListPage: 'templates/blog/BlogPages.tsx',
  BlogPostPage: 'templates/blog/BlogPages.tsx',
  BlogTagsPostsPage: 'templates/blog/BlogPages.tsx',
  BlogTagsListPage: 'templates/blog/BlogPages.tsx',
  'Blog/Pages/BlogAuthorsListPage': 'templates/blog/BlogPages.tsx',
  'Blog/Pages/BlogAuthorsPostsPage': 'templates/blog/BlogPages.tsx',
  BlogArchivePage: 'templates/blog/BlogPages.tsx',
};

/** docsgen's layout components a site may replace with `theme/<Name>.tsx` (see templates/theme.ts), each exported by its file under its name without `/`. */
export const LAYOUT_COMPONENTS: Record<string, string> = {
  Navbar: 'templates/components/Navbar.tsx',
  Footer: 'templates/components/Footer.tsx',
  Logo: 'templates/components/Logo.tsx',
  AnnouncementBar: 'templates/components/AnnouncementBar.tsx',
  Breadcrumbs: 'templates/components/Breadcrumbs.tsx',
  Pagination: 'templates/components/Pagination.tsx',
  Sidebar: 'templates/components/Sidebar.tsx',
  TableOfContents: 'templates/components/TableOfContents.tsx',
  MobileTableOfContents: 'templates/components/TableOfContents.tsx',
  UnlistedNotice: 'templates/components/UnlistedNotice.tsx',
  DocVersionBanner: 'templates/components/DocVersion.tsx',
  // The classic theme's parts of a doc page, exported without the slashes (`DocItemLayout`).
  ...Object.fromEntries(['DocItem/Layout', 'DocItem/Content', 'DocItem/Footer', 'DocItem/Paginator', 'DocItem/TOC/Mobile', 'DocItem/TOC/Desktop', 'DocBreadcrumbs', 'DocVersionBadge', 'ContentVisibility', 'EditMetaRow', 'EditThisPage', 'LastUpdated', 'TagsListInline', 'TOC'].map((name) => [name, 'templates/components/DocItem.tsx'])),
  ...Object.fromEntries(['BlogPostItem/Footer/ReadMoreLink', 'BlogSidebar', 'BlogSidebar/Desktop', 'Blog/Components/Author'].map((name) => [name, 'templates/blog/BlogParts.tsx'])),
  // The classic theme's parts of the doc sidebar.
  ...Object.fromEntries(['DocSidebar', 'DocSidebar/Desktop', 'DocSidebar/Desktop/Content', 'DocSidebar/Desktop/CollapseButton', 'DocSidebarItems', 'DocSidebarItem', 'DocSidebarItem/Link', 'DocSidebarItem/Category', 'DocSidebarItem/Html'].map((name) => [name, 'templates/components/DocSidebar.tsx'])),
  MDXContent: 'templates/components/MDXContent.tsx',
  DocCard: 'templates/components/Cards.tsx',
  'DocItem/Metadata': 'templates/components/DocItem.tsx',
  // The classic footer's parts (exported `FooterLinksMultiColumn`…).
  ...Object.fromEntries(['Footer/Layout', 'Footer/Links', 'Footer/Links/MultiColumn', 'Footer/Links/Simple', 'Footer/LinkItem', 'Footer/Logo', 'Footer/Copyright'].map((name) => [name, 'templates/components/Footer.tsx'])),
  DocPage: 'templates/DocPage.tsx',
  'DocRoot/Layout/Main': 'templates/DocPage.tsx',
  CategoryIndexPage: 'templates/CategoryIndexPage.tsx',
  NotFoundPage: 'templates/NotFoundPage.tsx',
  ...PAGE_COMPONENTS,
};


/** Whether a site's swizzle of a page component wraps the original, importing `@theme-original/<Name>` (or `@theme-init/<Name>`). */
export function pageSwizzleWraps(file: string, name: string): boolean {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  return source.includes(`@theme-original/${name}'`) || source.includes(`@theme-original/${name}"`) || source.includes(`@theme-init/${name}'`) || source.includes(`@theme-init/${name}"`);
}

/**
 * The classic theme's names of docsgen's layout components where Docusaurus names them
 * otherwise, the outer component first: a site's `src/theme/NotFound` (a whole page in
 * `@theme/Layout`, which renders its children in docsgen's layout) or `src/theme/NotFound/Content`
 * is its 404 page, as Docusaurus renders `@theme/NotFound` for every unknown path.
 */
export const CLASSIC_LAYOUT_NAMES: Record<string, readonly string[]> = {
  NotFoundPage: ['NotFound', 'NotFound/Content'],
};

/**
 * The override of a layout component: the site's, under docsgen's name (`theme/NotFoundPage.tsx`)
 * or the classic theme's (`src/theme/NotFound`), else a theme plugin's (`getThemePath()`), as
 * Docusaurus resolves `@theme/<Name>`: the site's folder, then the theme plugins', then the classic theme.
 */
export function layoutOverride(siteDir: string, name: string, themePaths: readonly string[] = []): string | undefined {
  const names = [name, ...(CLASSIC_LAYOUT_NAMES[name] ?? [])];
  const usable = (file: string | undefined): file is string => file !== undefined && (!PAGE_COMPONENTS[name] || pageSwizzleWraps(file, name));
  for (const each of names) {
    const file = themeOverride(siteDir, each);
    if (usable(file)) return file;
  }
  for (const each of names) {
    const file = pluginThemeComponent(themePaths, each);
    if (usable(file)) return file;
  }
  return undefined;
}
/** The export of a layout component's file: `DocItemLayout` for `DocItem/Layout`. */
export const layoutExport = (name: string): string => name.replaceAll('/', '');

/** The site's override of a theme component: `theme/<Name>.tsx` (or Docusaurus's `src/theme/<Name>`). */
export function themeOverride(siteDir: string, name: string): string | undefined {
  for (const folder of ['theme', join('src', 'theme')]) {
    for (const ext of EXTENSIONS) {
      const file = join(siteDir, folder, `${name}${ext}`);
      if (existsSync(file)) return file;
      const index = join(siteDir, folder, name, `index${ext}`);
      if (existsSync(index)) return index;
    }
  }
  return undefined;
}

/** A component of a plugin's theme folder (`<themePath>/<Name>.tsx`, `<Name>/index.js`…), the last theme given first, as Docusaurus orders them. */
export function pluginThemeComponent(themePaths: readonly string[], name: string): string | undefined {
  for (const dir of [...themePaths].reverse()) {
    for (const ext of EXTENSIONS) {
      for (const file of [join(dir, `${name}${ext}`), join(dir, name, `index${ext}`)]) if (existsSync(file)) return file;
    }
  }
  return undefined;
}

/** `@theme/<Name>` as Docusaurus resolves it before the classic theme: the site's own file, else a theme plugin's. */
export function themeComponentFile(siteDir: string, name: string, themePaths: readonly string[] = []): string | undefined {
  return themeOverride(siteDir, name) ?? pluginThemeComponent(themePaths, name);
}

/**
 * The MDXComponents of every page: the site's own, else the one of a plugin's theme folder, as
 * Docusaurus resolves `@theme/MDXComponents` (site src/theme, then plugins' themes, then the
 * classic theme, docsgen's built-ins here).
 */
export function mdxComponentsFile(siteDir: string, themePaths: readonly string[] = []): string | undefined {
  return themeComponentFile(siteDir, 'MDXComponents', themePaths);
}

/** Whether the site changes the components of MDX pages: an MDXComponents file (its own or a plugin theme's), an override of a built-in, or of a part of Admonition. */
export function hasSiteComponents(siteDir: string, themePaths: readonly string[] = []): boolean {
  return mdxComponentsFile(siteDir, themePaths) !== undefined || Object.keys(THEME_MODULES).some((name) => themeOverride(siteDir, name) !== undefined) || hasSiteAdmonition(siteDir, themePaths);
}

/** `@docusaurus/theme-classic/lib/theme/<Name>` (or `src/theme/…`): a file of the classic theme's components. */
export const CLASSIC_THEME_FILE = /^@docusaurus\/theme-classic\/(?:lib|src)\/theme\/./;
/** The pluginData of the classic theme's file resolved as it is. */
export const CLASSIC_FILE = 'docsgen-classic-file';

/** `Heading` for `@docusaurus/theme-classic/lib/theme/Heading/index.js`: the component a deep import names. */
export function classicComponentName(path: string): string {
  return path.replace(/^@docusaurus\/theme-classic\/(?:lib|src)\/theme\//, '').replace(/\.[cm]?[jt]sx?$/, '').replace(/\/index$/, '');
}

/**
 * A deep import of the classic theme's own files, as a swizzled component or a site's own
 * makes (`import Heading from '@docusaurus/theme-classic/lib/theme/Heading'`). A component is
 * the theme's original, `@theme-original/<Name>`, when docsgen has its counterpart
 * (`'original'`); another file of the installed package (a `styles.module.css`) is that file,
 * as webpack resolves it; a component docsgen has no counterpart of does not resolve.
 */
export async function classicThemeFile(path: string, resolveAsIs: (path: string) => Promise<OnResolveResult & { errors: unknown[] }>): Promise<OnResolveResult | 'original'> {
  const name = classicComponentName(path);
  if (THEME_MODULES[name] || LAYOUT_COMPONENTS[name] || CLASSIC_PARTS[name] || CLASSIC_ICONS[name] || CLASSIC_NAVBAR_PARTS[name]) return 'original';
  const found = await resolveAsIs(path);
  if (!found.errors.length && found.path && !/\.[cm]?[jt]sx?$/.test(found.path)) return found;
  const counterparts = [...Object.keys(THEME_MODULES), ...Object.keys(LAYOUT_COMPONENTS)].map((each) => `@theme/${each}`).join(', ');
  return { errors: [{ text: `Could not resolve "${path}"`, notes: [{ text: `docsgen's theme has no counterpart of the classic theme's \`${name}\`; it has ${counterparts}` }] }] };
}

/** A layout component the site (or a theme plugin) overrides: its name in docsgen's theme and the file (or `@theme/` specifier) that overrides it. */
export interface ThemePart {
  name: string;
  file: string;
}

/** The site's (or its theme plugins') layout overrides (`theme/Footer.tsx`…) and, with `navbarItems`, its `NavbarItem`, by component name. */
export function themeOverrideParts(siteDir: string, options: { navbarItems?: boolean; themePaths?: readonly string[] } = {}): ThemePart[] {
  const found = Object.keys(LAYOUT_COMPONENTS).flatMap((name) => {
    const file = layoutOverride(siteDir, name, options.themePaths);
    return file ? [{ name, file }] : [];
  });
  for (const name of THEMED_ICONS) {
    const file = themeComponentFile(siteDir, name, options.themePaths);
    if (file) found.push({ name, file });
  }
  // The navbar's `component` items render with `@theme/NavbarItem`, resolved as a site's import of it is.
  if (options.navbarItems) found.push({ name: 'NavbarItem', file: '@theme/NavbarItem' });
  return found;
}

/** The module of the layout overrides `parts`, by component name; undefined when there are none. */
export function themeOverridesModule(parts: readonly ThemePart[]): string | undefined {
  if (!parts.length) return undefined;
  const imports = parts.map(({ file }, index) => `import * as m${index} from ${JSON.stringify(file)};`);
  // Read through a function: a file may export either, and esbuild warns about a static read of an export that is not there.
  const entries = parts.map(({ name }, index) => `${JSON.stringify(name)}: pick(m${index}, ${JSON.stringify(layoutExport(name))})`);
  return `${imports.join('\n')}\nconst pick = (module, name) => module.default ?? module[name];\nexport default { ${entries.join(', ')} };\n`;
}

/**
 * The module the link check probes the site's MDX `a` with (see render-pages' link probe),
 * bundled with the pages so it renders with their modules: the `a` of the site's
 * MDXComponents (its own or a plugin theme's) when it replaces docsgen's, else nothing.
 */
export function linkProbeModule(siteDir: string, themePaths: readonly string[] = []): string | undefined {
  if (mdxComponentsFile(siteDir, themePaths) === undefined) return undefined;
  const builtins = JSON.stringify(join(RUNTIME(), 'theme', 'builtins.ts'));
  return `import { useMDXComponents } from 'docsgen:mdx-components';\nimport builtins from ${builtins};\nconst { a } = useMDXComponents();\nexport default a === builtins.a ? undefined : a;\n`;
}
