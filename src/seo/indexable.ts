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

const NAME = /\sname\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const CONTENT = /\scontent\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const valueOf = (match: RegExpExecArray | null): string | undefined => match?.slice(1).find((value) => value !== undefined);

/**
 * Whether a rendered document's head asks robots not to index it (`<meta name="robots"
 * content="noindex">`, from a page's MDX `<head>` or a swizzled component's `<Head>`), as
 * Docusaurus's sitemap reads each route's head to leave such pages out. `start` is the
 * document, or its first piece: the head comes first. Only its `<meta>` tags are read: a head
 * can hold a CSS-in-JS library's styles, hundreds of kilobytes that a scan of the whole for
 * "noindex" cost ~0.5 ms a page.
 */
export function headSaysNoindex(start: string): boolean {
  const end = start.indexOf('</head>');
  const limit = end === -1 ? start.length : end;
  for (let at = start.indexOf('<meta'); at !== -1 && at < limit; at = start.indexOf('<meta', at + 5)) {
    const close = start.indexOf('>', at);
    const tag = start.slice(at, close === -1 ? limit : close + 1);
    if (valueOf(NAME.exec(tag))?.toLowerCase() === 'robots' && /noindex/i.test(valueOf(CONTENT.exec(tag)) ?? '')) return true;
  }
  return false;
}
