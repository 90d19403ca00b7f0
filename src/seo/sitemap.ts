import type { PageModel, SiteModel } from '../render/models.ts';
import type { OutputPlugin } from '../plugins/output-plugin.ts';
import { routeOutputPath } from '../routes/doc-route.ts';
import { absolutePageUrl, absoluteUrl, isIndexable } from './indexable.ts';

const escapeXml = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml (sitemaps.org 0.9): every indexable page by its canonical URL, blog posts with
 * their date as `lastmod`. Unlisted pages, the 404 page, drafts (never built) and pages whose
 * rendered head says `noindex` (`noindex`: their output paths) are left out.
 */
function buildSitemap(pages: readonly PageModel[], site: Pick<SiteModel, 'url' | 'baseUrl' | 'trailingSlash' | 'noIndex'>, noindex: ReadonlySet<string>): string {
  const entries = pages
    // A page whose canonical is another version's (unreleased docs) is left to that one.
    .filter((page) => isIndexable(page, site) && (page.canonicalRoute ?? page.route) === page.route)
    .filter((page) => !noindex.size || !noindex.has(routeOutputPath(page.route, site.trailingSlash)))
    .map((page) => {
      const lastmod = page.blog?.type === 'post' ? `<lastmod>${page.blog.post.date.slice(0, 10)}</lastmod>` : '';
      // A route is kept decoded (`/guides/states based UI`); a sitemap's URL must be escaped, as Docusaurus's is.
      return `  <url><loc>${escapeXml(encodeURI(absolutePageUrl(site, page.route)))}</loc>${lastmod}</url>\n`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</urlset>\n`;
}

/**
 * robots.txt: everything may be crawled, and where the sitemap is. (`noIndex` is left to the
 * pages' robots meta tag: a crawler that may not fetch a page never sees its `noindex`.)
 */
function buildRobots(site: Pick<SiteModel, 'url' | 'baseUrl' | 'locales'>): string {
  // A translated site has a sitemap per locale: one robots.txt, at the root, names them all.
  const sitemaps = site.locales.length ? site.locales.map((locale) => absoluteUrl({ ...site, baseUrl: locale.baseUrl }, '/sitemap.xml')) : [absoluteUrl(site, '/sitemap.xml')];
  return `User-agent: *\nAllow: /\n\n${sitemaps.map((url) => `Sitemap: ${url}\n`).join('')}`;
}

/**
 * robots.txt for the output, unless `static/` has one. Crawlers read robots.txt at the root
 * only: another locale's folder (`fr/`) has its sitemap, no robots.txt.
 */
function robotsFiles(site: SiteModel, staticFiles: ReadonlyMap<string, string>): Map<string, { contents: string }> {
  const atRoot = !site.locales.length || site.currentLocale === site.locales[0]!.name;
  return atRoot && !staticFiles.has('/robots.txt') ? new Map([['robots.txt', { contents: buildRobots(site) }]]) : new Map();
}

/**
 * robots.txt, and sitemap.xml once the pages are rendered (it reads their heads), as an output
 * plugin; a build of one page has neither (the others are not rendered).
 */
export const sitemapPlugin: OutputPlugin = {
  name: 'sitemap',
  start: ({ run, loaded, routes, site }) => {
    if (run.only !== undefined) return { files: () => new Map() };
    const robots = robotsFiles(site, loaded.staticFiles);
    return {
      files: () => robots,
      closing: (noindex) => new Map([['sitemap.xml', { contents: buildSitemap(routes.map((route) => route.page), site, noindex) }]]),
    };
  },
};
