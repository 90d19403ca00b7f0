import picomatch from 'picomatch';
import type { SitemapConfig } from '../config/site-config.ts';
import type { PageModel, SiteModel } from '../render/models.ts';
import type { OutputPlugin } from '../plugins/output-plugin.ts';
import { pageUrl, routeOutputPath } from '../routes/doc-route.ts';
import { absolutePageUrl, absoluteUrl, isIndexable } from './indexable.ts';

const escapeXml = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Whether a URL path matches one of `ignorePatterns`, as Docusaurus's sitemap matches each route's path (micromatch's globs). */
function ignoredBy(patterns: readonly string[]): (path: string) => boolean {
  if (!patterns.length) return () => false;
  const matchers = patterns.map((pattern) => picomatch.makeRe(pattern));
  return (path) => matchers.some((matcher) => matcher.test(path));
}

/** A URL's `<lastmod>`: a blog post's date, or a doc's last update when `lastmod` asks for it. */
function lastmodOf(page: PageModel, lastmod: SitemapConfig['lastmod']): string {
  if (page.blog?.type === 'post') return `<lastmod>${page.blog.post.date.slice(0, 10)}</lastmod>`;
  const updated = lastmod ? page.lastUpdate?.date : undefined;
  return updated ? `<lastmod>${lastmod === 'date' ? updated.slice(0, 10) : updated}</lastmod>` : '';
}

/**
 * sitemap.xml (sitemaps.org 0.9): every indexable page by its canonical URL, with the
 * `<lastmod>`, `<changefreq>` and `<priority>` the settings give. Unlisted pages, the 404 page,
 * drafts (never built), pages `ignorePatterns` matches and pages whose rendered head says
 * `noindex` (`noindex`: their output paths) are left out.
 */
function buildSitemap(pages: readonly PageModel[], site: Pick<SiteModel, 'url' | 'baseUrl' | 'trailingSlash' | 'noIndex'>, settings: SitemapConfig, noindex: ReadonlySet<string>): string {
  const ignored = ignoredBy(settings.ignorePatterns);
  const tail = `${settings.changefreq ? `<changefreq>${settings.changefreq}</changefreq>` : ''}${settings.priority !== null ? `<priority>${settings.priority}</priority>` : ''}`;
  const entries = pages
    // A page whose canonical is another version's (unreleased docs) is left to that one.
    .filter((page) => isIndexable(page, site) && (page.canonicalRoute ?? page.route) === page.route)
    .filter((page) => !noindex.has(routeOutputPath(page.route, site.trailingSlash)) && !ignored(pageUrl(site, page.route)))
    // A route is kept decoded (`/guides/states based UI`); a sitemap's URL must be escaped, as Docusaurus's is.
    .map((page) => `  <url><loc>${escapeXml(encodeURI(absolutePageUrl(site, page.route)))}</loc>${lastmodOf(page, settings.lastmod)}${tail}</url>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</urlset>\n`;
}

/**
 * robots.txt: everything may be crawled, and where the sitemaps are (none when disabled).
 * (`noIndex` is left to the pages' robots meta tag: a crawler that may not fetch a page never
 * sees its `noindex`.)
 */
function buildRobots(site: Pick<SiteModel, 'url' | 'baseUrl' | 'locales'>, sitemap: SitemapConfig): string {
  // A translated site has a sitemap per locale: one robots.txt, at the root, names them all.
  const path = `/${sitemap.filename}`;
  const sitemaps = !sitemap.enabled ? [] : site.locales.length ? site.locales.map((locale) => absoluteUrl({ ...site, baseUrl: locale.baseUrl }, path)) : [absoluteUrl(site, path)];
  return `User-agent: *\nAllow: /\n${sitemaps.length ? '\n' : ''}${sitemaps.map((url) => `Sitemap: ${url}\n`).join('')}`;
}

/**
 * robots.txt, and the sitemap once the pages are rendered (it reads their heads), as an output
 * plugin; a build of one page has neither (the others are not rendered). A file of either's
 * name in `static/` is copied instead. Crawlers read robots.txt at the root only: another
 * locale's folder (`fr/`) has its sitemap, no robots.txt.
 */
export const sitemapPlugin: OutputPlugin = {
  name: 'sitemap',
  start: ({ run, loaded, routes, site }) => {
    if (run.only !== undefined) return { files: () => new Map() };
    const settings = loaded.config.sitemap;
    const atRoot = !site.locales.length || site.currentLocale === site.locales[0]!.name;
    const robots = atRoot && !loaded.staticFiles.has('/robots.txt') ? new Map([['robots.txt', { contents: buildRobots(site, settings) }]]) : new Map<string, { contents: string }>();
    if (!settings.enabled || loaded.staticFiles.has(`/${settings.filename}`)) return { files: () => robots };
    return {
      files: () => robots,
      closing: (noindex) => new Map([[settings.filename, { contents: buildSitemap(routes.map((route) => route.page), site, settings, noindex) }]]),
    };
  },
};
