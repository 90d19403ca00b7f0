import { posix } from 'node:path';
import { isExternalUrl, linkInUrlForm, pageUrl, withBaseUrl, withTrailingSlash, type TrailingSlash, type UrlForm } from '../shared/url-form.ts';

export { isExternalUrl, linkInUrlForm, pageUrl, withBaseUrl, withTrailingSlash, type TrailingSlash, type UrlForm };

const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;
/** Names that start with a date or a version (`2021-11-recap`, `31-01-2021`, `4-0`, `8.0-upgrade`): Docusaurus keeps them whole. */
const DATE_OR_VERSION = /^\d+[-_.]\d+/;
const INDEX_NAMES = /^(index|readme)$/i;

/** `01-intro` → `{ name: 'intro', position: 1 }`: Docusaurus number prefixes order items. */
export function stripNumberPrefix(segment: string): { name: string; position?: number } {
  const match = DATE_OR_VERSION.test(segment) ? null : NUMBER_PREFIX.exec(segment);
  if (!match) return { name: segment };
  return { name: segment.slice(match[0].length), position: Number(match[1]) };
}

/** A file or folder name as a readable label: `02-getting-started` → `Getting started`. */
export function labelFromName(name: string): string {
  const words = stripNumberPrefix(name).name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Whether a docs-relative path is the index page of its folder: `index.md`, `README.md`, or
 * named like its folder (`guides/guides.md`), Docusaurus's category index conventions.
 */
export function isIndexPath(docPath: string): boolean {
  const base = stripNumberPrefix(posix.basename(docPath).replace(/\.mdx?$/, '')).name;
  const folder = posix.basename(posix.dirname(docPath));
  return INDEX_NAMES.test(base) || (folder !== '.' && base.toLowerCase() === stripNumberPrefix(folder).name.toLowerCase());
}

/** Join route segments into `/a/b` (the root is `/`), collapsing duplicate slashes. */
export function joinRoute(...parts: string[]): string {
  const joined = parts.join('/').replace(/\/+/g, '/').replace(/\/$/, '');
  return joined.startsWith('/') ? joined || '/' : `/${joined}`;
}

/** The folder of a docs-relative path with number prefixes removed: `01-guides/02-x.md` → `guides`. */
export function cleanDir(docPath: string): string {
  const dir = posix.dirname(docPath);
  if (dir === '.') return '';
  return dir
    .split('/')
    .map((segment) => stripNumberPrefix(segment).name)
    .join('/');
}

/**
 * The doc id of a page: its docs-relative path without extension and number prefixes,
 * with the last segment replaced by front matter `id` when given (Docusaurus semantics).
 */
export function docId(docPath: string, frontMatterId?: string): string {
  const dir = cleanDir(docPath);
  const base = frontMatterId ?? stripNumberPrefix(posix.basename(docPath).replace(/\.mdx?$/, '')).name;
  return dir ? `${dir}/${base}` : base;
}

/**
 * The route of a docs page, by Docusaurus's slug rules: front matter `slug` (absolute from the
 * docs root, or relative to the page's folder); else its folder for an index page; else its
 * folder and front matter `id`, or the file name without number prefix.
 */
export function docRoute(options: { docPath: string; slug?: string; id?: string; routeBasePath: string }): string {
  const dir = cleanDir(options.docPath);
  if (options.slug !== undefined) {
    // A relative slug is resolved against the folder as a URL is (`./` is the folder, `../x` a sibling's), as Docusaurus's resolvePathname does.
    return options.slug.startsWith('/')
      ? joinRoute(options.routeBasePath, options.slug)
      : joinRoute(options.routeBasePath, posix.join('/', dir, options.slug));
  }
  if (isIndexPath(options.docPath)) return joinRoute(options.routeBasePath, dir);
  const name = options.id ?? stripNumberPrefix(posix.basename(options.docPath).replace(/\.mdx?$/, '')).name;
  return joinRoute(options.routeBasePath, dir, name);
}

/** Where a route's HTML is written: `/` → `index.html`, `/a/b` → `a/b/index.html`, or `a/b.html` when `trailingSlash` is false. */
export function routeOutputPath(route: string, trailingSlash?: TrailingSlash): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  if (!trimmed) return 'index.html';
  return trailingSlash === false ? `${trimmed}.html` : `${trimmed}/index.html`;
}

export const isPathnameLink = (url: string): boolean => url.startsWith('pathname://');

/**
 * Docusaurus's `pathname:///playground/`: a path of the site that is no page of it (a static
 * app, a file), under the base URL and otherwise as written; undefined for any other URL.
 * Such links are not checked, as in Docusaurus.
 */
export function pathnameLink(url: string, baseUrl: string): string | undefined {
  return isPathnameLink(url) ? withBaseUrlOnce(baseUrl, `/${url.slice('pathname://'.length).replace(/^\/+/, '')}`) : undefined;
}

/** The route a root-relative path names: query and hash dropped, `/index`, `.html` and trailing slashes folded. */
function routeOfPath(path: string): string {
  return path.split(/[?#]/)[0]!.replace(/\/index(?:\.html?)?$|\.html?$/, '').replace(/\/+$/, '') || '/';
}

/** A site path (a route, or a file such as a download) as the site links to it: under the base URL, in its URL form. */
export const siteLink = (site: UrlForm, path: string): string => linkInUrlForm(site, withBaseUrl(site.baseUrl, path));

/**
 * A path written in the config or the content, under the base URL: prefixed unless it
 * already starts with it, as Docusaurus does, so with `/docs/` both `/img/a.png` and
 * `/docs/img/a.png` name the same file. An external URL is used as written. Routes docsgen
 * computes use `withBaseUrl`. A path that is itself a route or file of the site (`isSitePath`)
 * is prefixed even when it starts with the base: under `/docs/`, `/docs/intro` is the route
 * of Docusaurus's default docs folder, not `/intro` written with its base.
 */
export function withBaseUrlOnce(baseUrl: string, path: string, isSitePath?: (path: string) => boolean): string {
  if (isExternalUrl(path)) return path;
  if (isSitePath && baseUrl !== '/' && (isSitePath(path.split(/[?#]/)[0]!) || isSitePath(routeOfPath(path)))) return withBaseUrl(baseUrl, path);
  if (path === baseUrl.replace(/\/$/, '')) return baseUrl;
  return path.startsWith(baseUrl) ? path : withBaseUrl(baseUrl, path);
}

/**
 * The inverse of `withBaseUrlOnce` for a root-relative path: the path below the base URL
 * (`/docs/a` → `/a`, `/docs` → `/`); a path not under it is returned as written.
 */
export function withoutBaseUrl(baseUrl: string, path: string): string {
  if (baseUrl === '/' || !(path === baseUrl.slice(0, -1) || path.startsWith(baseUrl))) return path;
  return `/${path.slice(baseUrl.length)}`;
}
