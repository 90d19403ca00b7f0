/**
 * The version switcher of APIs grouped by `versionOf`: each page of such an API gets, above
 * its content, links to the same page in each version of the API (same page id: the same
 * operation, schema or overview), else to that version's overview.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { OpenApiConfig } from '../config/site-config.ts';
import type { CompiledPage } from '../types.ts';
import { ApiVersions, type ApiVersionLink } from '../../templates/api/ApiVersions.tsx';
import { hashKey } from './compile-cache.ts';

/** One API's compiled reference, as the switcher needs it. */
export interface VersionedApi {
  config: OpenApiConfig;
  /** What its page ids start with (`openapi/petstore`). */
  idPrefix: string;
  pages: CompiledPage[];
  /** Where a version without the page links to; its route when it has no overview. */
  overviewRoute: string;
}

/** The APIs of each version group, the API the others are versions of first. */
function versionGroups(apis: readonly VersionedApi[]): VersionedApi[][] {
  return apis
    .filter((api) => api.config.versionOf === undefined)
    .map((main) => [main, ...apis.filter((api) => api.config.versionOf === main.config.id)])
    .filter((group) => group.length > 1);
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
          const links: ApiVersionLink[] = group.map((other, index) => ({
            label: other.config.versionLabel ?? other.config.id,
            href: withBase(routesBySuffix[index]!.get(suffix) ?? other.overviewRoute),
            active: other === api,
          }));
          const html = renderToString(createElement(ApiVersions, { links })) + page.html;
          return { ...page, html, htmlKey: hashKey('html', html) };
        }),
      );
    }
  }
  return apis.map((api) => pagesByApi.get(api)!);
}
