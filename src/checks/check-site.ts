import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { buildRoutes, type Route } from '../routes/build-routes.ts';
import type { LoadedSite } from '../site/load-site.ts';
import { collectLinks } from './collect-links.ts';
import { applySeverities, checkLinks, type LinkToCheck } from './links.ts';

/**
 * The route table and every check on it (duplicate routes, links, anchors), with the
 * configured severities applied to the site's diagnostics.
 */
export function checkSite(loaded: LoadedSite): { routes: Route[]; diagnostics: Diagnostic[]; links: LinkToCheck[] } {
  const { routes, diagnostics: routeDiagnostics } = buildRoutes(loaded.routes);
  const { links, table } = collectLinks(loaded, routes);
  const severities = loaded.config.checks;
  // checkLinks applies its own severities (a link in the OpenAPI document has its own setting).
  const diagnostics = [...applySeverities([...loaded.diagnostics, ...routeDiagnostics], severities), ...checkLinks(links, table, severities, loaded.components.rendersLink)];
  return { routes, diagnostics, links };
}
