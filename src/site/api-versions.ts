/**
 * The version switcher of APIs grouped by `versionOf`: each page of such an API gets, above
 * its content, links to the same page in each version of the API (same page id: the same
 * operation, schema or overview; the same tag for a tag page), else to that version's overview.
 */
import { createElement } from 'react';
import { renderToString } from '../render/render-to-string.ts';
import type { OpenApiConfig } from '../config/site-config.ts';
import type { CompiledPage } from '../types.ts';
import { ApiVersions, type ApiVersionLink } from '../../templates/api/ApiVersions.tsx';
import { pluginKebab } from '../openapi/plugin-names.ts';
import { joinRoute } from '../routes/doc-route.ts';
import { hashKey } from './compile-cache.ts';
import type { LoadedApi } from './loaded-api.ts';

/** One API's compiled reference, as the switcher needs it. */
export interface VersionedApi {
  config: OpenApiConfig;
  /** What its page ids start with (`openapi/petstore`). */
  idPrefix: string;
  pages: CompiledPage[];
  /** Where a version without the page links to; its route when it has no overview. */
  overviewRoute: string;
  /** The changelog page of the API the versions are of, linked beside the switcher. */
  changelogRoute?: string;
}

/** The APIs of each version group, the API the others are versions of first. */
function versionGroups<A extends { config: OpenApiConfig }>(apis: readonly A[]): A[][] {
  return apis
    .filter((api) => api.config.versionOf === undefined)
    .map((main) => [main, ...apis.filter((api) => api.config.versionOf === main.config.id)])
    .filter((group) => group.length > 1);
}

/** The switcher's links on a page of `api`: to the page `routeIn` finds in each version, else to that version's overview. */
function switcherLinks<A extends { config: OpenApiConfig; overviewRoute: string }>(group: readonly A[], api: A, routeIn: (other: A, index: number) => string | undefined, withBase: (route: string) => string): ApiVersionLink[] {
  return group.map((other, index) => ({ label: other.config.versionLabel ?? other.config.id, href: withBase(routeIn(other, index) ?? other.overviewRoute), active: other === api }));
}

/**
 * The switcher's links for the tag pages (`tagPages`) of APIs with versions: given an API and
 * a tag page's slug, the same tag's page in each version that has it, else its overview;
 * undefined for an API without versions.
 */
export function tagPageVersions(apis: readonly LoadedApi[], withBase: (route: string) => string): (api: LoadedApi, slug: string) => ApiVersionLink[] | undefined {
  const groups = versionGroups(apis.map((api) => ({ config: api.config, api, overviewRoute: api.overviewRoute ?? api.route })));
  const tagRoute = (api: LoadedApi, slug: string): string | undefined => (api.config.tagPages && api.sidebar?.tags.some((tag) => pluginKebab(tag.name) === slug) ? joinRoute(api.route, slug) : undefined);
  return (api, slug) => {
    const group = groups.find((candidate) => candidate.some((member) => member.api === api));
    const member = group?.find((candidate) => candidate.api === api);
    return group && member ? switcherLinks(group, member, (other) => tagRoute(other.api, slug), withBase) : undefined;
  };
}

/** Each API's pages, those of an API with versions carrying the switcher (`withBase`: a route as a link). */
export function addVersionSwitchers(apis: readonly VersionedApi[], withBase: (route: string) => string): CompiledPage[][] {
  const pagesByApi = new Map(apis.map((api) => [api, api.pages]));
  for (const group of versionGroups(apis)) {
    const routesBySuffix = group.map((api) => new Map(api.pages.map((page) => [page.id.slice(api.idPrefix.length), page.route])));
    for (const api of group) {
      pagesByApi.set(
        api,
        api.pages.map((page) => {
          // A page not built this time (`docsgen dev` builds one page first) stays empty.
          if (page.html === '') return page;
          const suffix = page.id.slice(api.idPrefix.length);
          const links = switcherLinks(group, api, (_other, index) => routesBySuffix[index]!.get(suffix), withBase);
          const html = renderToString(createElement(ApiVersions, { links, ...(api.changelogRoute !== undefined ? { changelog: withBase(api.changelogRoute) } : {}) })) + page.html;
          return { ...page, html, htmlKey: hashKey('html', html) };
        }),
      );
    }
  }
  return apis.map((api) => pagesByApi.get(api)!);
}
