import type { NavbarItemConfig, SiteConfig } from '../config/site-config.ts';
import { rootBaseUrl } from '../i18n/locales.ts';
import type { Route } from '../routes/build-routes.ts';
import type { LoadedSite } from '../site/load-site.ts';
import { LAYOUT_ANCHOR_IDS, type LinkTable, type LinkToCheck } from './links.ts';


function navbarLinks(items: NavbarItemConfig[], file: string): LinkToCheck[] {
  return items.flatMap((item) => [
    ...(item.to !== undefined || item.href !== undefined
      ? [{ url: item.to ?? item.href!, text: item.label, file, ...(item.at ? { line: item.at.line, column: item.at.column } : {}) }]
      : []),
    ...navbarLinks(item.items, file),
  ]);
}

/** The static files as a link from another locale names them with the site's base URL: `/docs/img/a.png` when the locale's base URL is `/docs/fr/`. */
function rootStaticLinks(config: SiteConfig, staticPaths: Iterable<string>): string[] {
  const root = rootBaseUrl(config);
  if (root === config.baseUrl || root === '/') return [];
  return [...staticPaths].map((path) => root.slice(0, -1) + path);
}

/** Pages generated from an API document (OpenAPI, a GraphQL schema): their links are the document's descriptions', checked with `checks.openapiLinks`. */
const API_DOCUMENT_PAGE = /^(?:openapi|graphql)\//;

/**
 * Every link the site will contain, with where it is written: page content, and the layout
 * (navbar, footer, sidebars) once each rather than once per page. Plus the table to check
 * them against: each route's anchors and every file the output will hold.
 */
export function collectLinks(loaded: LoadedSite, routes: readonly Route[]): { links: LinkToCheck[]; table: LinkTable } {
  const { config } = loaded;
  const links: LinkToCheck[] = [];
  const built = new Set(routes.map((route) => route.source));
  // Every kind of content's pages (docs, API references, blog posts): their links are checked and their anchors are targets.
  const contentPages = loaded.pages;
  for (const page of contentPages) {
    // A page that lost its route to a duplicate is not built: its links go nowhere.
    if (!built.has(page.file) && page.links.length && routes.some((route) => route.page.route === page.route)) continue;
    for (const link of page.links) {
      // A markdown link that resolved to no page is already reported as a broken markdown link.
      if (/\.mdx?(?:[?#]|$)/i.test(link.url)) continue;
      links.push({ url: link.url, text: link.text, file: page.file, ...(link.line ? { line: link.line, column: link.column } : {}), fromRoute: page.route, ...(API_DOCUMENT_PAGE.test(page.id) ? { inOpenApi: true } : {}), ...(link.markdown ? { markdown: true } : {}) });
    }
  }
  links.push(...loaded.links);
  links.push(...navbarLinks(config.navbar.items, loaded.configFile));
  if (config.navbar.logo) links.push({ url: config.navbar.logo.href, text: 'logo', file: loaded.configFile });
  for (const column of config.footer?.links ?? []) {
    for (const item of column.items) {
      const url = item.to ?? item.href;
      if (url !== undefined) links.push({ url, text: item.label, file: loaded.configFile, ...(item.at ? { line: item.at.line, column: item.at.column } : {}) });
    }
  }
  const anchors = new Map<string, Set<string>>();
  // The first page of a route is the one built (buildRoutes keeps it); its anchors count.
  const byRoute = new Map<string, (typeof contentPages)[number]>();
  for (const page of contentPages) if (!byRoute.has(page.route)) byRoute.set(page.route, page);
  for (const route of routes) {
    anchors.set(route.page.route, new Set([...(byRoute.get(route.page.route)?.anchors ?? []), ...LAYOUT_ANCHOR_IDS]));
  }
  const files = new Set<string>([
    ...loaded.staticFiles.keys(),
    ...[...loaded.assets.keys()].map((path) => `/${path}`),
    ...[...loaded.generatedFiles.keys()].map((path) => `/${path}`),
    '/404',
    '/sitemap.xml',
    '/robots.txt',
    // Another locale's page may name a static file with the site's base URL (`/docs/img/a.png`
    // from `/docs/fr/`): the root's copy, outside the locale's base URL.
    ...rootStaticLinks(config, loaded.staticFiles.keys()),
  ]);
  return { links, table: { anchors, files, baseUrl: config.baseUrl } };
}
