/**
 * APIs may nest (`/petstore` and its version at `/petstore/1.0.0`, as openapi-docs lays
 * versions out), as long as the inner one's route is not one of the outer one's pages, nor
 * under one: their pages would mix. Known only once the documents are read, so checked
 * here and reported at the inner API's place in the config.
 */
import type { OpenApiConfig } from '../config/site-config.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

const under = (route: string, base: string): boolean => base === '/' || route.startsWith(`${base}/`);

/** One API's route (docs route included) and the routes of its pages. */
export interface RoutedApi {
  config: OpenApiConfig;
  /** Its index in `openapi:`, for messages. */
  index: number;
  route: string;
  pageRoutes: readonly string[];
}

/** An error for each API whose route is a page of another API, or lies under one. */
export function apiRouteClashes(apis: readonly RoutedApi[], configFile: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const inner of apis) {
    for (const outer of apis) {
      if (outer === inner || !under(inner.route, outer.route)) continue;
      const page = outer.pageRoutes.find((route) => route === inner.route || under(inner.route, route));
      if (page === undefined) continue;
      const where = page === inner.route ? `is the route of the page \`${page}\`` : `is under the page \`${page}\``;
      diagnostics.push({
        code: 'routes/api-route',
        severity: 'error',
        message: `The route \`${inner.route}\` of API \`${inner.config.id}\` (openapi[${inner.index}]) ${where} of API \`${outer.config.id}\``,
        file: configFile,
        ...(inner.config.at ? { line: inner.config.at.line, column: inner.config.at.column } : {}),
        hint: `their pages would mix: give \`${inner.config.id}\` a route beside \`${outer.config.id}\`'s pages, e.g. \`${outer.route === '/' ? '' : outer.route}/v2\``,
      });
      break;
    }
  }
  return diagnostics;
}
