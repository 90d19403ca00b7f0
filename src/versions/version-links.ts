/**
 * How the pages of docs versions correspond: the same doc id (or, for generated pages, the
 * same route below the version's base) is the same page, as Docusaurus's dropdown has it.
 */
import { pageUrl, type UrlForm } from '../routes/doc-route.ts';
import type { VersionModel, PageVersionModel } from '../render/models.ts';
import type { LoadedVersion } from '../site/load-docs.ts';
import { firstRoute } from '../render/site-model.ts';

/** One version's pages by the key that names them in every version. */
export interface VersionIndex {
  model: VersionModel;
  /** Page key (doc id, or `route:` + route below the version base) → route. */
  routes: Map<string, string>;
}

/** The key of a generated page (category index) in every version: its route below the version's base. */
export function routeKey(route: string, versionBase: string): string {
  const base = versionBase === '/' ? '' : versionBase;
  return `route:${route.slice(base.length) || '/'}`;
}

/**
 * The version's main doc, where the dropdown leads when the page does not exist there: the
 * page at the version's base route, else the first page of its first sidebar, else its first page.
 */
function mainRoute(loaded: LoadedVersion): string {
  const base = loaded.version.routeBasePath;
  if (loaded.pages.some((page) => page.route === base)) return base;
  const first = Object.values(loaded.sidebars.sidebars).map(firstRoute).find((route) => route !== undefined);
  return first ?? loaded.pages[0]?.route ?? base;
}

/** Each version's index of pages, in the dropdown's order, and the models templates show. */
export function indexVersions(versions: readonly LoadedVersion[], urlForm: UrlForm): VersionIndex[] {
  return versions.map((loaded) => {
    const { version } = loaded;
    const routes = new Map(loaded.pages.map((page) => [page.id, page.route]));
    for (const index of loaded.sidebars.generatedIndexes) routes.set(routeKey(index.route, version.routeBasePath), index.route);
    return {
      model: { name: version.name, label: version.label, href: pageUrl(urlForm, mainRoute(loaded)), isLast: version.isLast },
      routes,
    };
  });
}

/** What a page of `version` shows of versions: badge, banner, and the same page in each version. */
export function pageVersion(options: { indexes: readonly VersionIndex[]; version: LoadedVersion['version']; key: string; urlForm: UrlForm }): PageVersionModel {
  const { indexes, version, key, urlForm } = options;
  const alternates: Record<string, string> = {};
  for (const index of indexes) {
    const route = index.routes.get(key);
    if (route !== undefined) alternates[index.model.name] = pageUrl(urlForm, route);
  }
  const last = indexes.find((index) => index.model.isLast);
  return {
    docsId: version.docsId,
    name: version.name,
    label: version.label,
    badge: version.badge,
    banner: version.banner,
    alternates,
    ...(last ? { latest: { label: last.model.label, href: alternates[last.model.name] ?? last.model.href } } : {}),
  };
}
