import type { ReactElement } from 'react';
import type { PageModel, SiteModel } from '../../src/render/models.ts';
import { absolutePageUrl } from '../../src/seo/indexable.ts';
import { socialImage, structuredData } from '../../src/seo/structured-data.ts';

/** JSON in a `<script>`: `<` escaped so content can never close the element. */
const scriptJson = (value: object): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** Open Graph and Twitter card tags, the config's `metadata`, feed links and JSON-LD for a page's `<head>`. */
export function SeoTags({ site, page, title }: { site: SiteModel; page: PageModel; title: string }) {
  const image = socialImage(page, site);
  const post = page.blog?.type === 'post' ? page.blog.post : undefined;
  // A tag of the config's `metadata` replaces docsgen's tag of the same name (Docusaurus's themeConfig.metadata does).
  const own = new Set(site.metadata.map((tag) => tag.name ?? tag.property));
  const unless = (key: string, tag: ReactElement | null): ReactElement | null => (own.has(key) ? null : tag);
  return (
    <>
      {unless('og:title', <meta property="og:title" content={title} />)}
      {page.description ? unless('og:description', <meta property="og:description" content={page.description} />) : null}
      {unless('og:type', <meta property="og:type" content={post ? 'article' : 'website'} />)}
      {page.kind !== 'not-found' ? <meta property="og:url" content={absolutePageUrl(site, page.route)} /> : null}
      {unless('og:site_name', <meta property="og:site_name" content={site.title} />)}
      {image ? unless('og:image', <meta property="og:image" content={image} />) : null}
      {post ? <meta property="article:published_time" content={post.date} /> : null}
      {post?.authors.map((author, index) => (author.url ? <meta key={`a${index}`} property="article:author" content={author.url} /> : null))}
      {post?.tags.map((tag) => <meta key={tag.href} property="article:tag" content={tag.label} />)}
      {unless('twitter:card', <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />)}
      {unless('twitter:title', <meta name="twitter:title" content={title} />)}
      {page.description ? unless('twitter:description', <meta name="twitter:description" content={page.description} />) : null}
      {image ? unless('twitter:image', <meta name="twitter:image" content={image} />) : null}
      {site.metadata.map((tag, index) => (
        <meta key={`m${index}`} {...(tag.name !== undefined ? { name: tag.name } : { property: tag.property })} content={tag.content} />
      ))}
      {page.blog?.feeds.map((feed) => <link key={feed.type} rel="alternate" type={feed.mime} title={feed.title} href={feed.href} />)}
      {structuredData(page, site).map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      ))}
    </>
  );
}
