/**
 * The routes of one docs section: a route per page of each version, with its sidebar,
 * breadcrumbs, pagination and version links, and one per generated category index.
 */
import type { SiteConfig } from '../config/site-config.ts';
import type { PageMeta } from '../content/page-meta.ts';
import { didYouMean, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { LoadedVersion } from '../site/load-docs.ts';
import type { DocModel } from '../render/models.ts';
import type { CompiledPage, NavLink } from '../types.ts';
import { indexVersions, pageVersion, routeKey, type VersionIndex } from '../versions/version-links.ts';
import { compiledPageModel } from './compiled-page-model.ts';
import { pageUrl } from './doc-route.ts';
import type { Route } from './route.ts';

/** What every route of one version is built with. */
interface VersionRouting {
  loaded: LoadedVersion;
  config: SiteConfig;
  indexes: VersionIndex[];
  /** The section's last version, whose pages are canonical. */
  latest: LoadedVersion | undefined;
  pageMeta: ReadonlyMap<string, PageMeta>;
  diagnostics: Diagnostic[];
}

/** An unreleased page is never the canonical one where the last version has it (SEO). */
function canonical(routing: VersionRouting, key: string): { canonicalRoute?: string } {
  const { loaded, latest, indexes } = routing;
  if (loaded.version.banner !== 'unreleased' || !latest) return {};
  const index = indexes.find((entry) => entry.model.name === latest.version.name);
  const route = index?.routes.get(key);
  return route !== undefined ? { canonicalRoute: route } : {};
}

/** The previous or next link of a page: its front matter's doc id, else the sidebar's. */
function paginationLink(routing: VersionRouting, byId: ReadonlyMap<string, CompiledPage>, page: CompiledPage, key: 'pagination_prev' | 'pagination_next', fallback: NavLink | undefined): NavLink | undefined {
  const value = page.frontMatter[key];
  if (value === undefined) return fallback;
  if (value === null) return undefined;
  const target = byId.get(value);
  if (!target) {
    const guess = didYouMean(value, byId.keys());
    routing.diagnostics.push({ code: 'front-matter/missing-doc', severity: 'error', message: `\`${key}\` names doc id \`${value}\`, but no page has that id`, file: page.file, line: 1, column: 1, ...(guess ? { hint: `did you mean \`${guess}\`?` } : {}) });
    return undefined;
  }
  return { label: target.sidebarLabel, href: pageUrl(routing.config, target.route) };
}

/** The sidebar a page shows: its front matter's, else the one listing it. */
function sidebarOf(routing: VersionRouting, page: CompiledPage): string | undefined {
  const { sidebars } = routing.loaded;
  const fm = page.frontMatter;
  const sidebarId = fm.displayed_sidebar === null ? undefined : fm.displayed_sidebar ?? sidebars.sidebarOfDoc.get(page.id);
  if (sidebarId === undefined || sidebarId in sidebars.sidebars) return sidebarId;
  const guess = didYouMean(sidebarId, Object.keys(sidebars.sidebars));
  routing.diagnostics.push({ code: 'front-matter/missing-sidebar', severity: 'error', message: `\`displayed_sidebar\` names sidebar \`${sidebarId}\`, which does not exist`, file: page.file, line: 1, column: 1, ...(guess ? { hint: `did you mean \`${guess}\`?` } : {}) });
  return undefined;
}

/** What the site's swizzled doc parts read of the doc through `useDoc()`. */
function docModel(docsPath: string, page: CompiledPage): DocModel {
  // `site/docs/intro.md` (from the working directory) is `@site/docs/intro.md` (from the site folder).
  const file = page.file.replaceAll('\\', '/');
  const at = file.startsWith(`${docsPath}/`) ? 0 : file.indexOf(`/${docsPath}/`) + 1;
  return { id: page.id, source: `@site/${file.slice(at)}`, frontMatter: page.frontMatterExtra ? { ...page.frontMatterExtra, ...page.frontMatter } : (page.frontMatter as Record<string, unknown>), ...(page.hasContentTitle ? { contentTitle: page.title } : {}) };
}

function pageRoute(routing: VersionRouting, byId: ReadonlyMap<string, CompiledPage>, page: CompiledPage): Route {
  const { loaded, config } = routing;
  const { sidebars, docTags, version } = loaded;
  const sidebarId = sidebarOf(routing, page);
  const navigation = sidebarId !== undefined ? sidebars.navigation.get(sidebarId)?.get(page.route) : undefined;
  const prev = paginationLink(routing, byId, page, 'pagination_prev', navigation?.prev);
  const next = paginationLink(routing, byId, page, 'pagination_next', navigation?.next);
  if (page.docCardList && !navigation) {
    routing.diagnostics.push({ code: 'content/doc-card-list-without-sidebar', severity: 'warning', message: '`<DocCardList />` on a page that is in no sidebar shows no cards', file: page.file, ...page.docCardList, hint: 'list the page in a sidebar category, or remove the component' });
  }
  return {
    source: page.file,
    page: {
      ...compiledPageModel(page),
      sidebar: sidebarId !== undefined ? sidebars.sidebars[sidebarId]! : null,
      breadcrumbs: navigation?.breadcrumbs ?? [],
      ...(prev ? { prev } : {}),
      ...(next ? { next } : {}),
      ...(docTags.has(page.id) ? { tags: docTags.get(page.id)! } : {}),
      ...routing.pageMeta.get(page.file),
      version: pageVersion({ indexes: routing.indexes, version, key: page.id, urlForm: config }),
      ...canonical(routing, page.id),
      // The cards of the page's category, without a card for the page itself.
      doc: docModel(routing.loaded.version.docsPath, page),
      ...(page.docCardList ? { cards: (navigation?.categoryItems ?? []).filter((item) => item.route !== page.route) } : {}),
    },
  };
}

function generatedIndexRoutes(routing: VersionRouting): Route[] {
  const { sidebars, version } = routing.loaded;
  return sidebars.generatedIndexes.map((index) => {
    const navigation = sidebars.navigation.get(index.sidebarId)?.get(index.route);
    const key = routeKey(index.route, version.routeBasePath);
    return {
      source: index.file,
      page: {
        kind: 'category-index',
        route: index.route,
        title: index.title,
        description: index.description,
        keywords: [],
        html: '',
        toc: [],
        showTitle: true,
        showToc: false,
        sidebar: sidebars.sidebars[index.sidebarId] ?? null,
        breadcrumbs: navigation?.breadcrumbs ?? [],
        ...(navigation?.prev ? { prev: navigation.prev } : {}),
        ...(navigation?.next ? { next: navigation.next } : {}),
        unlisted: false,
        cards: index.category.items,
        ...(index.apiVersions ? { apiVersions: index.apiVersions } : {}),
        ...(index.docTags ? { docTags: index.docTags } : {}),
        version: pageVersion({ indexes: routing.indexes, version, key, urlForm: routing.config }),
        ...canonical(routing, key),
      },
    };
  });
}

/** Every route of one docs section's versions (current first), and the problems found building them. */
export function docsRoutes(versions: readonly LoadedVersion[], config: SiteConfig, pageMeta: ReadonlyMap<string, PageMeta>): { routes: Route[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const routes: Route[] = [];
  // A page's versions are those of its docs section.
  const indexes = indexVersions(versions, config);
  const latest = versions.find((loaded) => loaded.version.isLast);
  for (const loaded of versions) {
    const routing: VersionRouting = { loaded, config, indexes, latest, pageMeta, diagnostics };
    const byId = new Map(loaded.pages.map((page) => [page.id, page]));
    for (const page of loaded.pages) routes.push(pageRoute(routing, byId, page));
    routes.push(...generatedIndexRoutes(routing));
  }
  return { routes, diagnostics };
}
