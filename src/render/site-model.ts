import type { LogoConfig, NavbarItemConfig, SiteConfig } from '../config/site-config.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { isExternalUrl, linkInUrlForm, pageUrl, pathnameLink, withBaseUrlOnce, type UrlForm } from '../routes/doc-route.ts';
import type { BuiltSidebars } from '../sidebars/build-sidebars.ts';
import type { SidebarItem } from '../types.ts';
import type { LogoModel, NavbarLinkModel, SiteModel, VersionModel } from './models.ts';


function logoModel(logo: LogoConfig, urlForm: UrlForm): LogoModel {
  const url = (path: string): string => withBaseUrlOnce(urlForm.baseUrl, path);
  return { alt: logo.alt, src: url(logo.src), srcDark: url(logo.srcDark), ...(logo.width !== undefined ? { width: logo.width } : {}), ...(logo.height !== undefined ? { height: logo.height } : {}), href: linkInUrlForm(urlForm, url(logo.href)) };
}

/** The route of a sidebar's first page. */
export function firstRoute(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.route !== undefined) return item.route;
    if (item.type === 'category') {
      const found = firstRoute(item.items);
      if (found) return found;
    }
  }
  return undefined;
}

/** What navbar doc items need of one docs version. */
export interface NavbarVersion {
  /** `current` or the version's name. */
  name: string;
  sidebars: BuiltSidebars;
  /** Doc id → route. */
  routesById: ReadonlyMap<string, string>;
}

export interface SiteModelInput {
  config: SiteConfig;
  configFile: string;
  /** The last version's sidebars: navbar `docSidebar` items link there. */
  sidebars: BuiltSidebars;
  /** Doc id → route, in the last version. */
  routesById: ReadonlyMap<string, string>;
  /** The docs versions, in the dropdown's order. */
  versions: VersionModel[];
  /** Every version's doc routes and sidebars, so doc items can follow the reader's preferred version. */
  navbarVersions?: NavbarVersion[];
  stylesheetHref: string;
  /** CSS imported by the site's theme overrides, when they import any. */
  themeStylesheetHref?: string;
  scriptHref: string;
  /** URL of the search index; null when search is off. */
  searchIndexHref: string | null;
  /** The plugins' tags for every page. */
  htmlTags?: SiteModel['htmlTags'];
}

/** Where a navbar doc item leads in each version that has its doc (or sidebar): the client follows the preferred version. */
function docItemVersions(item: NavbarItemConfig, input: SiteModelInput): Record<string, string> | undefined {
  if (!input.navbarVersions || input.navbarVersions.length < 2) return undefined;
  const hrefs: Record<string, string> = {};
  for (const version of input.navbarVersions) {
    const items = item.type === 'docSidebar' ? version.sidebars.sidebars[item.sidebarId!] : undefined;
    const route = item.type === 'doc' ? version.routesById.get(item.docId!) : items ? firstRoute(items) : undefined;
    if (route !== undefined) hrefs[version.name] = pageUrl(input.config, route);
  }
  return hrefs;
}

/** Resolve config into what every page's layout shows: navbar links, footer, head data. */
export function buildSiteModel(input: SiteModelInput): { site: SiteModel; diagnostics: Diagnostic[] } {
  const { config } = input;
  const diagnostics: Diagnostic[] = [];
  const docRoutes = new Set(input.routesById.values());
  const isDocRoute = (path: string): boolean => docRoutes.has(path);
  const link = (target: { to?: string; href?: string }): { href: string; external: boolean; activeRoute?: string } => {
    const pathname = pathnameLink(target.href ?? target.to ?? '', config.baseUrl);
    if (pathname !== undefined) return { href: pathname, external: false };
    if (target.href !== undefined) {
      return isExternalUrl(target.href) ? { href: target.href, external: true } : { href: linkInUrlForm(config, withBaseUrlOnce(config.baseUrl, target.href, isDocRoute)), external: false, activeRoute: target.href };
    }
    const to = target.to ?? '/';
    return { href: linkInUrlForm(config, withBaseUrlOnce(config.baseUrl, to, isDocRoute)), external: false, activeRoute: to.split(/[?#]/)[0]! };
  };

  const navbarItem = (item: NavbarItemConfig): NavbarLinkModel | undefined => {
    let route: string | undefined;
    if (item.type === 'doc') {
      route = input.routesById.get(item.docId!);
      if (route === undefined) {
        diagnostics.push({ code: 'config/missing-doc', severity: 'error', message: `Navbar item \`${item.label || item.docId}\` links to doc id \`${item.docId}\`, but no page has that id`, file: input.configFile, hint: 'a doc id is the page path in the docs folder without extension' });
        return undefined;
      }
    } else if (item.type === 'docSidebar') {
      const items = input.sidebars.sidebars[item.sidebarId!];
      route = items ? firstRoute(items) : undefined;
      if (route === undefined) {
        diagnostics.push({ code: 'config/missing-sidebar', severity: 'error', message: `Navbar item \`${item.label || item.sidebarId}\` links to sidebar \`${item.sidebarId}\`, which ${items ? 'has no pages' : 'does not exist'}`, file: input.configFile, hint: `sidebars: ${Object.keys(input.sidebars.sidebars).map((id) => `\`${id}\``).join(', ') || 'none'}` });
        return undefined;
      }
    }
    if (item.type === 'html') return { label: item.label, href: '', external: false, position: item.position, items: [], html: item.html ?? '' };
    if (item.type === 'docsVersionDropdown') {
      const last = input.versions.find((version) => version.isLast) ?? input.versions[0];
      return { label: item.label || (last?.label ?? ''), href: last?.href ?? config.baseUrl, external: false, position: item.position, items: [], versionDropdown: true };
    }
    const target = route !== undefined ? link({ to: route }) : item.type === 'dropdown' ? { href: '#', external: false } : link(item);
    const versionHrefs = item.type === 'doc' || item.type === 'docSidebar' ? docItemVersions(item, input) : undefined;
    return {
      label: item.label,
      ...target,
      ...(versionHrefs ? { versionHrefs } : {}),
      ...(item.className !== undefined ? { className: item.className } : {}),
      ...(item.ariaLabel !== undefined ? { ariaLabel: item.ariaLabel } : {}),
      position: item.position,
      items: item.items.map(navbarItem).filter((child): child is NavbarLinkModel => child !== undefined),
    };
  };

  const site: SiteModel = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    ...(config.trailingSlash !== undefined ? { trailingSlash: config.trailingSlash } : {}),
    locale: config.locale,
    titleDelimiter: config.titleDelimiter,
    noIndex: config.noIndex,
    faviconHref: withBaseUrlOnce(config.baseUrl, config.favicon),
    stylesheetHref: input.stylesheetHref,
    ...(input.themeStylesheetHref ? { themeStylesheetHref: input.themeStylesheetHref } : {}),
    scriptHref: input.scriptHref,
    searchIndexHref: input.searchIndexHref,
    colorMode: config.colorMode,
    versions: input.versions,
    announcementBar: config.announcementBar,
    navbar: {
      title: config.navbar.title,
      hideOnScroll: config.navbar.hideOnScroll,
      logo: config.navbar.logo ? logoModel(config.navbar.logo, config) : null,
      items: config.navbar.items.map(navbarItem).filter((item): item is NavbarLinkModel => item !== undefined),
    },
    footer: config.footer
      ? {
          style: config.footer.style,
          columns: config.footer.links.map((column) => ({
            title: column.title,
            links: column.items.map((item) => {
              if (item.html !== undefined && item.to === undefined && item.href === undefined) return { label: item.label, href: '', external: false, html: item.html };
              const { href, external } = link(item);
              return { label: item.label, href, external };
            }),
          })),
          logo: config.footer.logo ? logoModel(config.footer.logo, config) : null,
          copyright: config.footer.copyright,
        }
      : null,
    metadata: config.metadata,
    ...(input.htmlTags && (input.htmlTags.head || input.htmlTags.preBody || input.htmlTags.postBody) ? { htmlTags: input.htmlTags } : {}),
    image: config.image === null ? null : isExternalUrl(config.image) ? config.image : config.url + withBaseUrlOnce(config.baseUrl, config.image),
  };
  return { site, diagnostics };
}
