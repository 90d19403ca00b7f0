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

const META_TAG = /<meta\s[^>]*>/gi;
const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((value) => value !== undefined);

/**
 * Whether a rendered document's head asks robots not to index it (`<meta name="robots"
 * content="noindex">`, from a page's MDX `<head>` or a swizzled component's `<Head>`), as
 * Docusaurus's sitemap reads each route's head to leave such pages out. `start` is the
 * document, or its first piece: the head comes first.
 */
export function headSaysNoindex(start: string): boolean {
  const end = start.indexOf('</head>');
  const head = end === -1 ? start : start.slice(0, end);
  if (!/noindex/i.test(head)) return false;
  return (head.match(META_TAG) ?? []).some((tag) => attribute(tag, 'name')?.toLowerCase() === 'robots' && /noindex/i.test(attribute(tag, 'content') ?? ''));
}
