import type { PageModel, SiteModel } from '../render/models.ts';
import type { OutputPlugin } from '../plugins/output-plugin.ts';
import type { Route } from '../routes/build-routes.ts';
import { absolutePageUrl, absoluteUrl, isIndexable } from './indexable.ts';

const escapeXml = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml (sitemaps.org 0.9): every indexable page by its canonical URL, blog posts with
 * their date as `lastmod`. Unlisted pages, the 404 page and drafts (never built) are left out.
 */
function buildSitemap(pages: readonly PageModel[], site: Pick<SiteModel, 'url' | 'baseUrl' | 'trailingSlash' | 'noIndex'>): string {
  const entries = pages
    // A page whose canonical is another version's (unreleased docs) is left to that one.
    .filter((page) => isIndexable(page, site) && (page.canonicalRoute ?? page.route) === page.route)
    .map((page) => {
      const lastmod = page.blog?.type === 'post' ? `<lastmod>${page.blog.post.date.slice(0, 10)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(absolutePageUrl(site, page.route))}</loc>${lastmod}</url>\n`;
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
 * sitemap.xml and robots.txt for the output; a robots.txt in `static/` is kept instead. Crawlers
 * read robots.txt at the root only: another locale's folder (`fr/`) has its sitemap, no robots.txt.
 */
function seoFiles(routes: readonly Route[], site: SiteModel, staticFiles: ReadonlyMap<string, string>): Map<string, string> {
  const files = new Map([['sitemap.xml', buildSitemap(routes.map((route) => route.page), site)]]);
  const atRoot = !site.locales.length || site.currentLocale === site.locales[0]!.name;
  if (atRoot && !staticFiles.has('/robots.txt')) files.set('robots.txt', buildRobots(site));
  return files;
}

/** sitemap.xml and robots.txt as an output plugin; a build of one page has none (the others are not rendered). */
export const sitemapPlugin: OutputPlugin = {
  name: 'sitemap',
  start: ({ run, loaded, routes, site }) => {
    const files = run.only === undefined ? seoFiles(routes, site, loaded.staticFiles) : new Map<string, string>();
    return { files: () => new Map([...files].map(([path, contents]) => [path, { contents }])) };
  },
};
