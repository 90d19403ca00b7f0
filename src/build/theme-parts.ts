/**
 * Layout parts a Docusaurus site swizzles under the classic theme's names (`src/theme/DocVersionBanner`,
 * see templates/components/ThemedApart.tsx) are tried once before the pages render, on a page
 * where they show: one that fails there is one located warning, and docsgen's own part is
 * used on every page. One that fails only on some page gives way to docsgen's there.
 */
import { createElement } from 'react';
import type { LoadedTheme } from '../components/render-pages.ts';
import { themeOverride } from '../components/theme-modules.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SiteModel } from '../render/models.ts';
import type { Route } from '../routes/route.ts';
import { displayPath } from '../shared/paths.ts';
import { CLASSIC_PROPS } from '../../templates/components/classic-props.ts';
import { renderApart } from '../../templates/components/render-apart.ts';

/** The parts rendered apart, and the pages each is tried on (where it has something to show). */
const isDoc = (route: Route): boolean => route.page.doc !== undefined;
const PARTS: Record<string, (route: Route) => boolean> = {
  DocVersionBanner: (route) => route.page.version !== undefined && route.page.version.banner !== 'none',
  // The doc page's parts (templates/components/DocItem.tsx), on a doc: the first that has what the part shows.
  'DocItem/Layout': isDoc,
  'DocItem/Content': isDoc,
  'DocItem/Footer': (route) => isDoc(route) && Boolean(route.page.tags?.length || route.page.editUrl || route.page.lastUpdate),
  'DocItem/Paginator': (route) => isDoc(route) && Boolean(route.page.prev || route.page.next),
  'DocItem/TOC/Mobile': (route) => isDoc(route) && route.page.toc.length > 0,
  'DocItem/TOC/Desktop': (route) => isDoc(route) && route.page.toc.length > 0,
  DocBreadcrumbs: (route) => isDoc(route) && route.page.sidebar !== null,
  DocVersionBadge: (route) => isDoc(route) && route.page.version?.badge === true,
  ContentVisibility: (route) => isDoc(route) && route.page.unlisted,
  EditMetaRow: (route) => isDoc(route) && Boolean(route.page.editUrl || route.page.lastUpdate),
  EditThisPage: (route) => isDoc(route) && route.page.editUrl !== undefined,
  LastUpdated: (route) => isDoc(route) && route.page.lastUpdate !== undefined,
  TagsListInline: (route) => isDoc(route) && Boolean(route.page.tags?.length),
  TOC: (route) => isDoc(route) && route.page.toc.length > 0,
};

/** Where a part with nothing to show on any page is tried all the same: a versioned page for the banner, a doc for a doc part. */
const anyPage = (name: string) => (name === 'DocVersionBanner' ? (route: Route): boolean => route.page.version !== undefined : isDoc);

export function checkThemeParts(options: { theme: LoadedTheme | undefined; routes: readonly Route[]; site: SiteModel; siteDir: string; cwd: string }): { theme: LoadedTheme | undefined; diagnostics: Diagnostic[] } {
  const { theme } = options;
  if (!theme) return { theme, diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const components = { ...theme.components };
  for (const [name, shows] of Object.entries(PARTS)) {
    const Part = components[name];
    const route = Part && (options.routes.find(shows) ?? options.routes.find(anyPage(name)));
    if (!Part || !route) continue;
    const context = { site: options.site, route: route.page.route, ...(route.page.version ? { version: route.page.version } : {}), page: route.page };
    // A part with children (DocItem/Layout) is given the page's content, as the classic theme gives it.
    const rendered = renderApart(components, context, createElement(Part, CLASSIC_PROPS[name]?.(options.site, route.page) ?? null, route.page.html ? createElement('docsgen-content') : undefined));
    if ('html' in rendered) continue;
    const message = rendered.error instanceof Error ? rendered.error.message : String(rendered.error);
    const file = themeOverride(options.siteDir, name);
    diagnostics.push({
      code: 'components/theme-part-failed',
      severity: 'warning',
      message: `The site's \`${name}\` failed on ${route.page.route}: ${message.split('\n')[0]}; docsgen's own is used`,
      file: file ? displayPath(options.cwd, file) : route.source,
      ...(file ? { line: 1, column: 1 } : {}),
      hint: 'it reads the page through Docusaurus\'s hooks (`useDoc`, `useDocsVersion`…); fix what the message says it threw',
    });
    delete components[name];
  }
  return { theme: diagnostics.length ? { ...theme, components } : theme, diagnostics };
}
