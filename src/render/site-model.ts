import { localeBaseUrl } from '../i18n/locales.ts';
import { holdsComponentItem, rendersWithComponent } from '../config/navbar-component-items.ts';
import type { LogoConfig, NavbarItemConfig, SiteConfig } from '../config/site-config.ts';
import { didYouMean, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { isExternalUrl, linkInUrlForm, pageUrl, pathnameLink, withBaseUrlOnce, type UrlForm } from '../routes/doc-route.ts';
import type { BuiltSidebars } from '../sidebars/build-sidebars.ts';
import type { SidebarItem } from '../types.ts';
import type { LogoModel, NavbarDocsVersion, NavbarLinkModel, SiteModel, VersionModel } from './models.ts';


/** The locale fields of the site model: the pages' `lang` and `dir`, and every locale for the alternates and the dropdown. */
function localeFields(config: SiteConfig): Pick<SiteModel, 'locale' | 'direction' | 'locales' | 'currentLocale' | 'messages'> {
  const { i18n } = config;
  const current = i18n.localeConfigs[config.locale];
  const locales = i18n.locales.length > 1 ? i18n.locales.map((name) => ({ name, label: i18n.localeConfigs[name]?.label ?? name, htmlLang: i18n.localeConfigs[name]?.htmlLang ?? name, baseUrl: localeBaseUrl(config, name) })) : [];
  const messages = Object.fromEntries(Object.entries(config.translations.code).filter(([id]) => id.startsWith('theme.')));
  return { locale: current?.htmlLang ?? config.locale, direction: current?.direction ?? 'ltr', locales, currentLocale: config.locale, messages };
}

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
export interface NavbarVersion extends VersionModel {
  sidebars: BuiltSidebars;
  /** Doc id → route. */
  routesById: ReadonlyMap<string, string>;
}

/** What navbar items need of one docs section: its versions in the dropdown's order. */
export interface NavbarDocs {
  /** `default`, or the section's id. */
  id: string;
  versions: NavbarVersion[];
}

export interface SiteModelInput {
  config: SiteConfig;
  configFile: string;
  /** Every docs section, the default one first: navbar `doc` and `docSidebar` items link into its last version. */
  docs: NavbarDocs[];
  stylesheetHref: string;
  /** CSS imported by the site's theme overrides, when they import any. */
  themeStylesheetHref?: string;
  scriptHref: string;
  /** URL of the search index; null when search is off. */
  searchIndexHref: string | null;
  /** The plugins' tags for every page. */
  htmlTags?: SiteModel['htmlTags'];
  /** The site (or a theme plugin) has its own `NavbarItem` or `NavbarItem/ComponentTypes`: every item given props renders with it. */
  siteNavbarItems?: boolean;
}

/** The version a section's navbar items link into: its last one. */
const lastOf = (docs: NavbarDocs | undefined): NavbarVersion | undefined => docs?.versions.find((version) => version.isLast) ?? docs?.versions[0];

/** The model of a version, without what only navbar items use. */
const versionModel = ({ name, label, href, isLast }: NavbarVersion): VersionModel => ({ name, label, href, isLast });

/** Where a navbar doc item leads in each version that has its doc (or sidebar): the client follows the preferred version. */
function docItemVersions(item: NavbarItemConfig, docs: NavbarDocs, urlForm: UrlForm): Record<string, string> | undefined {
  if (docs.versions.length < 2) return undefined;
  const hrefs: Record<string, string> = {};
  for (const version of docs.versions) {
    const items = item.type === 'docSidebar' ? version.sidebars.sidebars[item.sidebarId!] : undefined;
    const route = item.type === 'doc' ? version.routesById.get(item.docId!) : items ? firstRoute(items) : undefined;
    if (route !== undefined) hrefs[version.name] = pageUrl(urlForm, route);
  }
  return hrefs;
}

/** Each section's versions as the classic navbar item components read them (`useLayoutDoc`, `useDocsVersionCandidates`). */
function navbarDocsData(sections: readonly NavbarDocs[], urlForm: UrlForm): Record<string, NavbarDocsVersion[]> {
  return Object.fromEntries(
    sections.map((section) => [
      section.id,
      section.versions.map((version) => {
        const sidebars = Object.entries(version.sidebars.sidebars).flatMap(([id, items]) => {
          const route = firstRoute(items);
          return route === undefined ? [] : [[id, pageUrl(urlForm, route)] as const];
        });
        const docs = [...version.routesById].map(([id, route]) => [id, pageUrl(urlForm, route)] as const);
        return { name: version.name, label: version.label, isLast: version.isLast, path: version.href, docs: Object.fromEntries(docs), sidebars: Object.fromEntries(sidebars) };
      }),
    ]),
  );
}

/** Resolve config into what every page's layout shows: navbar links, footer, head data. */
export function buildSiteModel(input: SiteModelInput): { site: SiteModel; diagnostics: Diagnostic[] } {
  const { config } = input;
  const diagnostics: Diagnostic[] = [];
  const docRoutes = new Set(input.docs.flatMap((docs) => [...(lastOf(docs)?.routesById.values() ?? [])]));
  const sectionOf = (item: NavbarItemConfig): NavbarDocs | undefined => {
    const id = item.docsPluginId ?? 'default';
    const docs = input.docs.find((section) => section.id === id);
    if (!docs) {
      const ids = input.docs.map((section) => section.id);
      const guess = didYouMean(id, ids);
      diagnostics.push({ code: 'config/missing-docs-section', severity: 'error', message: `Navbar item \`${item.label || item.docId || item.sidebarId || item.type}\` names docs section \`${id}\`, which does not exist`, file: input.configFile, ...(item.at ? { line: item.at.line, column: item.at.column } : {}), hint: guess ? `did you mean \`${guess}\`?` : `docs sections: ${ids.map((each) => `\`${each}\``).join(', ')}` });
    }
    return docs;
  };
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
    const model = nativeItem(item);
    // docsgen's own markup stays, for a component that fails (see build/navbar-components.ts).
    // A dropdown holding a `custom-*` item renders with the NavbarItem component in any site, as Docusaurus renders it.
    return model && !model.component && (input.siteNavbarItems || holdsComponentItem(item)) && item.props ? { ...model, component: { props: item.props, ...(item.at ? { at: item.at } : {}), fallback: true } } : model;
  };

  const nativeItem = (item: NavbarItemConfig): NavbarLinkModel | undefined => {
    let route: string | undefined;
    const usesDocs = item.type === 'doc' || item.type === 'docSidebar' || item.type === 'docsVersionDropdown';
    const docs = usesDocs ? sectionOf(item) : undefined;
    if (usesDocs && !docs) return undefined;
    const last = lastOf(docs);
    if (item.type === 'doc') {
      route = last?.routesById.get(item.docId!);
      if (route === undefined) {
        diagnostics.push({ code: 'config/missing-doc', severity: 'error', message: `Navbar item \`${item.label || item.docId}\` links to doc id \`${item.docId}\`, but no page has that id`, file: input.configFile, hint: 'a doc id is the page path in the docs folder without extension' });
        return undefined;
      }
    } else if (item.type === 'docSidebar') {
      const sidebars = last?.sidebars.sidebars ?? {};
      const items = sidebars[item.sidebarId!];
      route = items ? firstRoute(items) : undefined;
      if (route === undefined) {
        diagnostics.push({ code: 'config/missing-sidebar', severity: 'error', message: `Navbar item \`${item.label || item.sidebarId}\` links to sidebar \`${item.sidebarId}\`, which ${items ? 'has no pages' : 'does not exist'}`, file: input.configFile, hint: `sidebars: ${Object.keys(sidebars).map((id) => `\`${id}\``).join(', ') || 'none'}` });
        return undefined;
      }
    }
    if (item.type === 'localeDropdown') return config.i18n.locales.length > 1 ? { label: item.label, href: '#', external: false, position: item.position, items: [], localeDropdown: true } : undefined;
    if (item.type === 'component') return { label: '', href: '', external: false, position: item.position, items: [], component: { props: item.props ?? {}, ...(item.at ? { at: item.at } : {}) } };
    if (item.type === 'html') return { label: item.label, href: '', external: false, position: item.position, items: [], html: item.html ?? '' };
    if (item.type === 'docsVersionDropdown') {
      const other = docs && docs.id !== 'default' ? { docsVersions: { docsId: docs.id, versions: docs.versions.map(versionModel) } } : {};
      return { label: item.label || (last?.label ?? ''), href: last?.href ?? config.baseUrl, external: false, position: item.position, items: [], versionDropdown: true, ...other };
    }
    const target = route !== undefined ? link({ to: route }) : item.type === 'dropdown' ? { href: '#', external: false } : link(item);
    const versionHrefs = docs && (item.type === 'doc' || item.type === 'docSidebar') ? docItemVersions(item, docs, config) : undefined;
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
    ...localeFields(config),
    titleDelimiter: config.titleDelimiter,
    noIndex: config.noIndex,
    faviconHref: withBaseUrlOnce(config.baseUrl, config.favicon),
    stylesheetHref: input.stylesheetHref,
    ...(input.themeStylesheetHref ? { themeStylesheetHref: input.themeStylesheetHref } : {}),
    scriptHref: input.scriptHref,
    searchIndexHref: input.searchIndexHref,
    ...(config.llms.twins ? { markdownTwins: true } : {}),
    // The control copies and links the twin: without twins there is nothing to offer.
    ...(config.llms.twins && config.llms.copyPage.length ? { copyPage: config.llms.copyPage } : {}),
    colorMode: config.colorMode,
    sidebar: config.sidebar,
    ...(config.docs.breadcrumbs ? {} : { docsBreadcrumbs: false as const }),
    versions: (lastOf(input.docs[0]) ? input.docs[0]!.versions : []).map(versionModel),
    announcementBar: config.announcementBar,
    navbar: {
      title: config.navbar.title,
      hideOnScroll: config.navbar.hideOnScroll,
      logo: config.navbar.logo ? logoModel(config.navbar.logo, config) : null,
      items: config.navbar.items.map(navbarItem).filter((item): item is NavbarLinkModel => item !== undefined),
    },
    ...(config.navbar.items.some(rendersWithComponent) || input.siteNavbarItems ? { navbarDocs: navbarDocsData(input.docs, config) } : {}),
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
