import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { buildRoutes, type Route } from '../routes/build-routes.ts';
import type { LoadedSite } from '../site/load-site.ts';
import { collectLinks } from './collect-links.ts';
import { applySeverities, checkLinks, type LinkToCheck } from './links.ts';
import { lostAnchors, type OriginalPages, type PageHeadings } from './translated-anchors.ts';

export type { OriginalPages };

export interface CheckSiteOptions {
  /** Another locale's check: the default locale's pages, whose anchors a translation should keep (see translated-anchors.ts). */
  original?: OriginalPages;
  /** What diagnostics' paths are relative to, to read a translated page's source. */
  cwd?: string;
}

/** Each route's page (the first, as buildRoutes keeps it): its file and headings. */
function pagesByRoute(loaded: LoadedSite): Map<string, PageHeadings> {
  const pages = new Map<string, PageHeadings>();
  for (const page of loaded.pages) if (!pages.has(page.route)) pages.set(page.route, { file: page.file, headingIds: page.headingIds, anchors: page.anchors });
  return pages;
}

/**
 * The route table and every check on it (duplicate routes, links, anchors), with the
 * configured severities applied to the site's diagnostics. `pages` is what another locale's
 * check takes as `original`.
 */
export function checkSite(loaded: LoadedSite, options: CheckSiteOptions = {}): { routes: Route[]; diagnostics: Diagnostic[]; links: LinkToCheck[]; pages: OriginalPages } {
  const { routes, diagnostics: routeDiagnostics } = buildRoutes(loaded.routes, { trailingSlash: loaded.config.trailingSlash });
  const { links, table } = collectLinks(loaded, routes);
  const severities = loaded.config.checks;
  const pages = pagesByRoute(loaded);
  const readSource = (file: string): string | undefined => {
    try {
      return readFileSync(resolve(options.cwd ?? process.cwd(), file), 'utf8');
    } catch {
      return undefined;
    }
  };
  const lost = options.original ? lostAnchors({ links, table, pages, original: options.original, severities, readSource }) : { diagnostics: [], links };
  // checkLinks applies its own severities (a link in the OpenAPI document has its own setting).
  const diagnostics = [...applySeverities([...loaded.diagnostics, ...routeDiagnostics], severities), ...lost.diagnostics, ...checkLinks(lost.links, table, severities, loaded.components.rendersLink)];
  return { routes, diagnostics, links, pages };
}
