/**
 * The form of a site's URLs (Docusaurus's `trailingSlash`), shared by the build (routes, link
 * checks) and the theme's `Link`, which renders links in that form.
 */

/**
 * How the site's page URLs end, Docusaurus's `trailingSlash`: `true` links to `/a/` (written
 * `a/index.html`), `false` to `/a` (written `a.html`), unset to `/a` (written `a/index.html`).
 */
export type TrailingSlash = boolean | undefined;

/** The base URL and URL form a page link is written in. */
export interface UrlForm {
  baseUrl: string;
  trailingSlash?: TrailingSlash;
}

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative (`//cdn…`): used as written, never under the base URL. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:|^\/\//i.test(url);
}

/** `url` (query and hash kept) with its path's trailing slashes made one (`slash`) or none; a path of `/` or none (`#top`) as it is. */
export function withPathSlash(url: string, slash: boolean): string {
  const index = url.search(/[?#]/);
  const pathname = index === -1 ? url : url.slice(0, index);
  if (pathname === '' || pathname === '/') return url;
  const bare = pathname.replace(/\/+$/, '');
  return (slash ? `${bare}/` : bare) + url.slice(pathname.length);
}

/**
 * A root-relative link written in the content or config (query and hash kept) in the site's
 * URL form; the base URL itself stays as it is. A path whose last segment has an extension (`/feed.xml`, `/img/a.png`) is a file
 * and is left as written; with `trailingSlash: false` a trailing slash is dropped, as
 * Docusaurus's links do.
 */
export function linkInUrlForm(site: UrlForm, path: string): string {
  const { trailingSlash } = site;
  if (trailingSlash === undefined || isExternalUrl(path)) return path;
  const pathname = path.split(/[?#]/)[0]!;
  if (!pathname.startsWith('/') || pathname === site.baseUrl || /\.[a-z0-9]+$/i.test(pathname)) return path;
  return withPathSlash(path, trailingSlash);
}

/** Prefix a site route with the base URL: `/a` with `/docs/` → `/docs/a` (and `/docs/a` → `/docs/docs/a`). */
export function withBaseUrl(baseUrl: string, route: string): string {
  return baseUrl === '/' ? route : baseUrl + route.replace(/^\//, '');
}

/** A route in the site's URL form: `/a` → `/a/` when `trailingSlash` is true; `/` and other forms as they are. */
export function withTrailingSlash(route: string, trailingSlash: TrailingSlash): string {
  return trailingSlash === true && !route.endsWith('/') ? `${route}/` : route;
}

/** A page's URL path: its route under the base URL, in the site's form (`/a` → `/docs/a/`). */
export function pageUrl(site: UrlForm, route: string): string {
  return withBaseUrl(site.baseUrl, withTrailingSlash(route, site.trailingSlash));
}
