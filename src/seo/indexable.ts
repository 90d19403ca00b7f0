import type { PageModel, SiteModel } from '../render/models.ts';

/**
 * Whether a page belongs in the sitemap and in search indexes: not the 404 page, not an
 * unlisted page (docs or posts), not a site set to `noIndex`.
 */
export function isIndexable(page: PageModel, site: Pick<SiteModel, 'noIndex'>): boolean {
  return !site.noIndex && !page.unlisted && page.kind !== 'not-found';
}

/** The canonical absolute URL of a route: origin, base URL and route, without a trailing slash. */
export function absoluteUrl(site: Pick<SiteModel, 'url' | 'baseUrl'>, route: string): string {
  return site.url + site.baseUrl + route.replace(/^\//, '');
}
