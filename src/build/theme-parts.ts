/**
 * Layout parts a Docusaurus site swizzles under the classic theme's names (`src/theme/DocVersionBanner`,
 * see templates/components/ThemedApart.tsx) are tried once before the pages render, on a page
 * where they show: one that fails there is one located warning, and docsgen's own part is
 * used on every page. One that fails only on some page gives way to docsgen's there.
 */
import { join, sep } from 'node:path';
import { createElement } from 'react';
import type { LoadedTheme } from '../components/render-pages.ts';
import { themeOverride } from '../components/theme-modules.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SiteModel } from '../render/models.ts';
import type { Route } from '../routes/route.ts';
import { displayPath } from '../shared/paths.ts';
import { blogAuthorProps, CLASSIC_PROPS } from '../../templates/components/classic-props.ts';
import { sidebarPartOf } from '../../templates/components/classic-sidebar.ts';
import { CONTENT_TAG, renderApart } from '../../templates/components/render-apart.ts';
import { footerPartProps } from '../../templates/components/Footer.tsx';
import { wrapsContent } from '../../templates/components/MDXContent.tsx';
import { markDrawsNavbar, NAVBAR_CLASS } from '../../templates/components/navbar-owners.ts';

const isDoc = (route: Route): boolean => route.page.doc !== undefined;
const onDoc = (shows: (page: Route['page']) => boolean) => ({ on: isDoc, shows: (route: Route) => isDoc(route) && shows(route.page) });

/**
 * The parts rendered apart: the pages each is on (`on`), and among them those where it has
 * something to show (`shows`), tried first.
 */
const PARTS: Record<string, { on: (route: Route) => boolean; shows?: (route: Route) => boolean; props?: (site: SiteModel, route: Route) => Record<string, unknown> | undefined }> = {
  DocVersionBanner: { on: (route) => route.page.version !== undefined, shows: (route) => route.page.version !== undefined && route.page.version.banner !== 'none' },
  // The doc page's parts (templates/components/DocItem.tsx).
  'DocItem/Layout': { on: isDoc },
  'DocItem/Content': { on: isDoc },
  'DocItem/Footer': onDoc((page) => Boolean(page.tags?.length || page.editUrl || page.lastUpdate)),
  'DocItem/Paginator': onDoc((page) => Boolean(page.prev || page.next)),
  'DocItem/TOC/Mobile': onDoc((page) => page.toc.length > 0),
  'DocItem/TOC/Desktop': onDoc((page) => page.toc.length > 0),
  DocBreadcrumbs: onDoc((page) => page.sidebar !== null),
  DocVersionBadge: onDoc((page) => page.version?.badge === true),
  ContentVisibility: onDoc((page) => page.unlisted),
  EditMetaRow: onDoc((page) => Boolean(page.editUrl || page.lastUpdate)),
  EditThisPage: onDoc((page) => page.editUrl !== undefined),
  LastUpdated: onDoc((page) => page.lastUpdate !== undefined),
  TagsListInline: onDoc((page) => Boolean(page.tags?.length)),
  TOC: onDoc((page) => page.toc.length > 0),
  // The doc sidebar's parts (templates/components/DocSidebar.tsx), on docs with a sidebar holding the item.
  ...Object.fromEntries(['DocSidebar', 'DocSidebar/Desktop', 'DocSidebar/Desktop/Content', 'DocSidebarItems', 'DocSidebarItem'].map((name) => [name, onDoc((page) => Boolean(page.sidebar?.length))])),
  ...Object.fromEntries(['DocSidebarItem/Link', 'DocSidebarItem/Category', 'DocSidebarItem/Html'].map((name) => [name, onDoc((page) => Boolean(page.sidebar?.some((item) => sidebarPartOf(item) === name)))])),
  // The blog's parts (templates/blog/BlogParts.tsx), on the lists that show them.
  'BlogPostItem/Footer/ReadMoreLink': { on: (route) => route.page.blog?.type === 'list' && route.page.blog.posts.some((post) => post.truncated) },
  ...Object.fromEntries(['BlogSidebar', 'BlogSidebar/Desktop'].map((name) => [name, { on: (route: Route) => Boolean(route.page.blog?.sidebar?.items.length) }])),
  'Blog/Components/Author': { on: (route) => blogAuthorProps(route.page) !== undefined },
  MDXContent: { on: (route) => wrapsContent(route.page) },
  DocCard: { on: (route) => Boolean(route.page.cards?.length) },
  'DocRoot/Layout/Main': { on: isDoc },
  'DocItem/Metadata': { on: isDoc },
  // The whole navbar and footer, on every page, given docsgen's props (a docsgen override wraps docsgen's with them).
  Navbar: { on: () => true, props: (site, route) => ({ site, route: route.page.route, ...(route.page.version ? { version: route.page.version } : {}) }) },
  Footer: { on: () => true, props: (site) => (site.footer ? { footer: site.footer } : undefined) },
  // The footer's parts (templates/components/Footer.tsx), on every page, given the props the footer gives them.
  ...Object.fromEntries(['Footer/Layout', 'Footer/Links', 'Footer/Links/MultiColumn', 'Footer/Links/Simple', 'Footer/LinkItem', 'Footer/Logo', 'Footer/Copyright'].map((name) => [name, { on: () => true, props: (site: SiteModel) => (site.footer ? footerPartProps(site.footer)[name] : undefined) }])),
};

export function checkThemeParts(options: { theme: LoadedTheme | undefined; routes: readonly Route[]; site: SiteModel; siteDir: string; cwd: string }): { theme: LoadedTheme | undefined; diagnostics: Diagnostic[] } {
  const { theme } = options;
  if (!theme) return { theme, diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const components = { ...theme.components };
  for (const [name, { on, shows, props }] of Object.entries(PARTS)) {
    const Part = components[name];
    const route = Part && ((shows && options.routes.find(shows)) ?? options.routes.find(on));
    if (!Part || !route) continue;
    const given = props ? props(options.site, route) : CLASSIC_PROPS[name]?.(options.site, route.page);
    if (props && !given) continue;
    const context = { site: options.site, route: route.page.route, ...(route.page.version ? { version: route.page.version } : {}), page: route.page };
    // A part with children (DocItem/Layout) is given the page's content, as the classic theme gives it.
    const rendered = renderApart(components, context, createElement(Part, given ?? null, route.page.html && !props ? createElement(CONTENT_TAG) : undefined));
    if ('html' in rendered) {
      // A part holding the navbar (ionic's DocRoot/Layout/Main) moves it there: the document leaves its own out.
      if (rendered.html.includes(NAVBAR_CLASS)) markDrawsNavbar(Part);
      continue;
    }
    const message = rendered.error instanceof Error ? rendered.error.message : String(rendered.error);
    const file = theme.files?.[name] ?? themeOverride(options.siteDir, name);
    // A part of the site's own folder, else of a theme plugin's (`getThemePath()`).
    const owner = !file || ['theme', join('src', 'theme')].some((folder) => file.startsWith(join(options.siteDir, folder) + sep)) ? "The site's" : "The theme's";
    diagnostics.push({
      code: 'components/theme-part-failed',
      severity: 'warning',
      message: `${owner} \`${name}\` failed on ${route.page.route}: ${message.split('\n')[0]}; docsgen's own is used`,
      file: file ? displayPath(options.cwd, file) : route.source,
      ...(file ? { line: 1, column: 1 } : {}),
      hint: 'it reads the page through Docusaurus\'s hooks (`useDoc`, `useDocsVersion`…); fix what the message says it threw',
    });
    delete components[name];
  }
  return { theme: diagnostics.length ? { ...theme, components } : theme, diagnostics };
}
