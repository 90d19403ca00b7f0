/**
 * The routes of the site's Markdown files, registered by the content plugins that found them:
 * the site-wide table Docusaurus's core keeps so that a Markdown link (`../docs/intro.md`)
 * resolves across plugins. A plugin resolves its own files first, then these.
 */
import { relative, resolve } from 'node:path';
import { toPosix } from '../shared/paths.ts';

export class MarkdownRoutes {
  /** Absolute file path → route. */
  private readonly routes = new Map<string, string>();

  /** Files of `baseDir` (`routesByDocPath`: paths relative to it) and their routes. */
  register(baseDir: string, routesByDocPath: ReadonlyMap<string, string>): void {
    for (const [docPath, route] of routesByDocPath) this.routes.set(resolve(baseDir, docPath), route);
  }

  /** Every registered file's route, by its path relative to `baseDir`, as page compiles look links up. */
  relativeTo(baseDir: string): Map<string, string> {
    const routes = new Map<string, string>();
    for (const [path, route] of this.routes) routes.set(toPosix(relative(baseDir, path)), route);
    return routes;
  }
}
