/**
 * APIs that share a route (the documents of a folder that docusaurus-plugin-openapi-docs
 * writes into one output folder) name their pages apart by operationId, schema and title.
 * Two documents that give one name land on one route: the plugin writes the first document's
 * file and skips the other's, and so does docsgen, with a warning that says which documents
 * and which route, at the place of the second document that names the page.
 */
import type { OpenApiConfig } from '../config/site-config.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PagePlace } from '../openapi/page-places.ts';
import type { CompiledPage } from '../types.ts';

/** One API's reference (its pages, or any pages with a route), as the check needs it. */
export interface RouteSharingApi<P extends { route: string } = CompiledPage> {
  config: OpenApiConfig;
  /** Its route, docs route included. */
  route: string;
  pages: P[];
  /** The document, as messages name it. */
  file?: string;
  /** Route → what the page documents and where (see pagePlaces). */
  places?: ReadonlyMap<string, PagePlace>;
}

const placeOf = (api: RouteSharingApi<{ route: string }>, route: string): string => {
  const place = api.places?.get(route);
  return place ? `${place.what} of ${api.file ?? api.config.cache}:${place.line}:${place.column}` : `a page of ${api.file ?? api.config.cache}`;
};

/**
 * Each API's pages without those another API on its route gave first; with `report`, a
 * warning for each page left out (an older docs version's copies are not reported again).
 */
export function sharedRoutePages<P extends { route: string }>(apis: ReadonlyArray<RouteSharingApi<P>>, report: boolean): { pages: P[][]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const byRoute = new Map<string, Map<string, RouteSharingApi<P>>>();
  const pages = apis.map((api) => {
    const taken = byRoute.get(api.route) ?? new Map<string, RouteSharingApi<P>>();
    byRoute.set(api.route, taken);
    return api.pages.filter((page) => {
      const first = taken.get(page.route);
      if (first === undefined) {
        taken.set(page.route, api);
        return true;
      }
      if (report) {
        const place = api.places?.get(page.route);
        diagnostics.push({
          code: 'routes/duplicate',
          severity: 'warning',
          message: `Duplicate route \`${page.route}\`: ${place ? `${place.what} here` : 'a page of this document'} and ${placeOf(first, page.route)} both have it (APIs \`${api.config.id}\` and \`${first.config.id}\` share the route \`${api.route}\`); only the first is built`,
          file: api.file ?? api.config.cache,
          ...(place ? { line: place.line, column: place.column } : {}),
          hint: 'docusaurus-plugin-openapi-docs writes only one of them too: give one a name of its own (its `operationId`, tag name, schema `title`, `info.title` or the API\'s `overview`), or its API a route of its own',
        });
      }
      return false;
    });
  });
  return { pages, diagnostics };
}
