import type { PageModel, SiteModel } from '../render/models.ts';
import { isExternalUrl } from '../routes/doc-route.ts';
import { absolutePageUrl, absoluteUrl } from './indexable.ts';

/** A page's social card image as an absolute URL: its own (front matter), else the site's default. */
export function socialImage(page: PageModel, site: Pick<SiteModel, 'url' | 'baseUrl' | 'image'>): string | null {
  if (page.image === undefined) return site.image;
  return isExternalUrl(page.image) ? page.image : absoluteUrl(site, page.image);
}

/**
 * schema.org data for a page (JSON-LD): a BlogPosting for blog posts, a BreadcrumbList for
 * pages with breadcrumbs. Plain objects; the template serialises them.
 */
export function structuredData(page: PageModel, site: Pick<SiteModel, 'url' | 'baseUrl' | 'trailingSlash' | 'image' | 'title' | 'docsBreadcrumbs'>): object[] {
  const data: object[] = [];
  const url = absolutePageUrl(site, page.route);
  if (page.blog?.type === 'post') {
    const post = page.blog.post;
    const image = socialImage(page, site);
    data.push({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': url,
      mainEntityOfPage: url,
      url,
      headline: page.title,
      name: page.title,
      description: page.description,
      datePublished: post.date,
      author: post.authors.map((author) => ({ '@type': 'Person', name: author.name, ...(author.url ? { url: author.url } : {}) })),
      ...(post.tags.length ? { keywords: post.tags.map((tag) => tag.label) } : {}),
      ...(image ? { image } : {}),
      publisher: { '@type': 'Organization', name: site.title, url: absoluteUrl(site, '/') },
    });
  }
  if (page.breadcrumbs.length && !(page.kind === 'doc' && site.docsBreadcrumbs === false)) {
    const crumbs = [...page.breadcrumbs, { label: page.title, href: undefined }];
    data.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        // The last crumb is the page itself; categories without a page have no item.
        ...(index === crumbs.length - 1 ? { item: url } : crumb.href ? { item: site.url + crumb.href } : {}),
      })),
    });
  }
  return data;
}
