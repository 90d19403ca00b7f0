import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Route } from './route.ts';

export type { Route };

/**
 * The site's route table from the routes its content gave, in order: a route produced twice is
 * a warning and the first wins. Routes are compared by letter case too: `/FAQ` and `/faq` are
 * one file on case-insensitive disks (macOS, Windows) and hosts (S3 behind some CDNs, IIS).
 * With `trailingSlash` unset, Docusaurus keeps a route's path as written, so `/repl` and
 * `/repl/` are two routes, no duplicate, written to the same `repl/index.html`: the first is
 * built; with it set, both are one path, a duplicate.
 */
export function buildRoutes(given: Iterable<Route>, options: { trailingSlash?: boolean } = {}): { routes: Route[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const routes: Route[] = [];
  const seen = new Map<string, { route: string; source: string; slashed: boolean }>();
  for (const route of given) {
    const first = seen.get(route.page.route.toLowerCase());
    if (first === undefined) {
      seen.set(route.page.route.toLowerCase(), { route: route.page.route, source: route.source, slashed: route.slashed === true });
      routes.push(route);
      continue;
    }
    if (options.trailingSlash === undefined && first.route === route.page.route && first.slashed !== (route.slashed === true)) continue;
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
  }
  return { routes, diagnostics };
}
