/**
 * Links in a twin are absolute: a twin is read away from the site (pasted into a chat,
 * fetched by an assistant), where `../setup.md` or `/guides/setup` lead nowhere.
 */
import { dirname, resolve } from 'node:path';
import type { SiteModel } from '../render/models.ts';
import { absolutePageUrl, absoluteUrl } from '../seo/indexable.ts';

/** What resolving a twin's links needs to know of the site. */
export interface TwinSite {
  site: Pick<SiteModel, 'url' | 'baseUrl' | 'trailingSlash'>;
  /** The route of the page made from a source file (absolute path). */
  routeOfFile: (file: string) => string | undefined;
  /** The output path of an image or other file a page links to (absolute source path), when the build copies it. */
  assetOfFile: (file: string) => string | undefined;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/** Split `path#hash` (or `path?query`) into the path and the rest. */
function splitUrl(url: string): [string, string] {
  const cut = url.search(/[?#]/);
  return cut === -1 ? [url, ''] : [url.slice(0, cut), url.slice(cut)];
}

/** The link and image resolvers of one page's twin. */
export function twinLinks(twinSite: TwinSite, file: string, route: string): { link: (url: string) => string; image: (url: string) => string } {
  const { site } = twinSite;
  const pageUrl = absolutePageUrl(site, route);
  const fromFile = (path: string): string | undefined => {
    try {
      return resolve(dirname(file), decodeURI(path));
    } catch {
      return undefined;
    }
  };
  const link = (url: string): string => {
    if (url === '' || SCHEME.test(url)) return url;
    if (url.startsWith('#')) return pageUrl + url;
    const [path, rest] = splitUrl(url);
    if (/\.mdx?$/i.test(path) && !path.startsWith('/')) {
      const target = fromFile(path);
      const targetRoute = target !== undefined ? twinSite.routeOfFile(target) : undefined;
      if (targetRoute !== undefined) return absolutePageUrl(site, targetRoute) + rest;
    }
    if (path.startsWith('/')) return site.url + (path.startsWith(site.baseUrl) ? path : absoluteUrl({ url: '', baseUrl: site.baseUrl }, path)) + rest;
    return new URL(url, pageUrl).href;
  };
  const image = (url: string): string => {
    if (url === '' || SCHEME.test(url) || url.startsWith('/')) return link(url);
    const [path, rest] = splitUrl(url);
    const source = fromFile(path);
    const asset = source !== undefined ? twinSite.assetOfFile(source) : undefined;
    return asset !== undefined ? absoluteUrl(site, asset) + rest : link(url);
  };
  return { link, image };
}
