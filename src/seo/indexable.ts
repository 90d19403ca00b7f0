import { pageUrl } from '../routes/doc-route.ts';
import type { PageModel, SiteModel } from '../render/models.ts';

/**
 * Whether a page belongs in the sitemap and in search indexes: not the 404 page, not an
 * unlisted page (docs or posts), not a site set to `noIndex`.
 */
export function isIndexable(page: PageModel, site: Pick<SiteModel, 'noIndex'>): boolean {
  return !site.noIndex && !page.unlisted && page.kind !== 'not-found';
}

/** The absolute URL of a route or a file: origin, base URL and path, as written. */
export function absoluteUrl(site: Pick<SiteModel, 'url' | 'baseUrl'>, route: string): string {
  return site.url + site.baseUrl + route.replace(/^\//, '');
}

/** The canonical absolute URL of a page: origin and its URL in the site's form (`trailingSlash`). */
export function absolutePageUrl(site: Pick<SiteModel, 'url' | 'baseUrl' | 'trailingSlash'>, route: string): string {
  return site.url + pageUrl(site, route.startsWith('/') ? route : `/${route}`);
}
