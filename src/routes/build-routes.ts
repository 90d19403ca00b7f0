import { buildBlogRoutes } from '../blog/blog-routes.ts';
import { didYouMean, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { LoadedSite } from '../site/load-site.ts';
import type { CompiledPage, NavLink } from '../types.ts';
import { pageUrl } from './doc-route.ts';
import type { Route } from './route.ts';

export type { Route };
import type { PageVersionModel } from '../render/models.ts';
import { indexVersions, pageVersion, routeKey } from '../versions/version-links.ts';
import { isSitePage } from '../docusaurus/site-pages.ts';


/**
 * Turn compiled pages, generated category indexes and the blog into the route table, each with its
 * sidebar and navigation; a route produced twice is a warning and the first source wins.
 */
export function buildRoutes(loaded: LoadedSite): { routes: Route[]; diagnostics: Diagnostic[] } {
  const { config } = loaded;
  const diagnostics: Diagnostic[] = [];
  const routes: Route[] = [];
  // Keyed by the lower-case route: `/FAQ` and `/faq` are one file on case-insensitive disks
  // (macOS, Windows) and hosts (S3 behind some CDNs, IIS), so one would overwrite the other.
  const seen = new Map<string, { route: string; source: string }>();

  const add = (route: Route): void => {
    const first = seen.get(route.page.route.toLowerCase());
    if (first !== undefined) {
      const byCase = first.route !== route.page.route;
      diagnostics.push({
        code: 'routes/duplicate',
        severity: 'warning',
        message: byCase
          ? `Duplicate route \`${route.page.route}\`: differs only by letter case from \`${first.route}\`, produced by ${first.source}; only the first is built`
          : `Duplicate route \`${route.page.route}\`: also produced by ${first.source}; only the first is built`,
        file: route.source,
        hint: byCase ? 'case-insensitive disks and hosts store both as one file: rename one of them or give it another `slug`' : 'give one of them another `slug` or file name',
      });
      return;
    }
    seen.set(route.page.route.toLowerCase(), { route: route.page.route, source: route.source });
    routes.push(route);
  };

  // A page's versions are those of its docs section.
  const sectionIndexes = new Map<string, ReturnType<typeof indexVersions>>();
  const indexesOf = (docsId: string): ReturnType<typeof indexVersions> => {
    if (!sectionIndexes.has(docsId)) sectionIndexes.set(docsId, indexVersions(loaded.versions.filter(({ version }) => version.docsId === docsId), config));
    return sectionIndexes.get(docsId)!;
  };
  for (const { version, pages, sidebars, docTags } of loaded.versions) {
    const indexes = indexesOf(version.docsId);
    const latest = loaded.versions.find((loadedVersion) => loadedVersion.version.isLast && loadedVersion.version.docsId === version.docsId);
    const byId = new Map(pages.map((page) => [page.id, page]));
    const versionOf = (key: string): PageVersionModel => pageVersion({ indexes, version, key, urlForm: config });
    // An unreleased page is never the canonical one where the last version has it (SEO).
    const canonical = (key: string): { canonicalRoute?: string } => {
      if (version.banner !== 'unreleased' || !latest) return {};
      const index = indexes.find((entry) => entry.model.name === latest.version.name);
      const route = index?.routes.get(key);
      return route !== undefined ? { canonicalRoute: route } : {};
    };
    const paginationLink = (page: CompiledPage, key: 'pagination_prev' | 'pagination_next', fallback: NavLink | undefined): NavLink | undefined => {
      const value = page.frontMatter[key];
      if (value === undefined) return fallback;
      if (value === null) return undefined;
      const target = byId.get(value);
      if (!target) {
        const guess = didYouMean(value, byId.keys());
        diagnostics.push({ code: 'front-matter/missing-doc', severity: 'error', message: `\`${key}\` names doc id \`${value}\`, but no page has that id`, file: page.file, line: 1, column: 1, ...(guess ? { hint: `did you mean \`${guess}\`?` } : {}) });
        return undefined;
      }
      return { label: target.sidebarLabel, href: pageUrl(config, target.route) };
    };
  
    for (const page of pages) {
      const fm = page.frontMatter;
      let sidebarId: string | undefined = fm.displayed_sidebar === null ? undefined : fm.displayed_sidebar ?? sidebars.sidebarOfDoc.get(page.id);
      if (sidebarId !== undefined && !(sidebarId in sidebars.sidebars)) {
        const guess = didYouMean(sidebarId, Object.keys(sidebars.sidebars));
        diagnostics.push({ code: 'front-matter/missing-sidebar', severity: 'error', message: `\`displayed_sidebar\` names sidebar \`${sidebarId}\`, which does not exist`, file: page.file, line: 1, column: 1, ...(guess ? { hint: `did you mean \`${guess}\`?` } : {}) });
        sidebarId = undefined;
      }
      const navigation = sidebarId !== undefined ? sidebars.navigation.get(sidebarId)?.get(page.route) : undefined;
      const prev = paginationLink(page, 'pagination_prev', navigation?.prev);
      const next = paginationLink(page, 'pagination_next', navigation?.next);
      add({
        source: page.file,
        page: {
          kind: 'doc',
          route: page.route,
          title: page.title,
          description: page.description,
          keywords: page.keywords,
          html: page.html,
          htmlKey: page.htmlKey,
          ...(page.stylesheets ? { stylesheets: page.stylesheets } : {}),
          toc: page.toc,
          showTitle: !page.hasContentTitle && !fm.hide_title,
          showToc: !fm.hide_table_of_contents,
          sidebar: sidebarId !== undefined ? sidebars.sidebars[sidebarId]! : null,
          breadcrumbs: navigation?.breadcrumbs ?? [],
          ...(prev ? { prev } : {}),
          ...(next ? { next } : {}),
          unlisted: fm.unlisted ?? false,
          ...(fm.image !== undefined ? { image: fm.image } : {}),
          ...(docTags.has(page.id) ? { tags: docTags.get(page.id)! } : {}),
          ...loaded.pageMeta.get(page.file),
          // Docusaurus's src/pages belong to no docs version: no banner, badge or version links.
          ...(isSitePage(page.id) ? {} : { version: versionOf(page.id) }),
          ...canonical(page.id),
          // The cards of the page's category, without a card for the page itself.
          ...(page.docCardList ? { cards: (navigation?.categoryItems ?? []).filter((item) => item.route !== page.route) } : {}),
        },
      });
      if (page.docCardList && !navigation) {
        diagnostics.push({ code: 'content/doc-card-list-without-sidebar', severity: 'warning', message: '`<DocCardList />` on a page that is in no sidebar shows no cards', file: page.file, ...page.docCardList, hint: 'list the page in a sidebar category, or remove the component' });
      }
    }
  
    for (const index of sidebars.generatedIndexes) {
      const navigation = sidebars.navigation.get(index.sidebarId)?.get(index.route);
      add({
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
          version: versionOf(routeKey(index.route, version.routeBasePath)),
          ...canonical(routeKey(index.route, version.routeBasePath)),
        },
      });
    }
  }
  if (loaded.blog) for (const route of buildBlogRoutes(loaded.blog, config)) add(route);
  return { routes, diagnostics };
}
