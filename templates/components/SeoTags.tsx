import type { PageModel, SiteModel } from '../../src/render/models.ts';
import { absoluteUrl } from '../../src/seo/indexable.ts';
import { socialImage, structuredData } from '../../src/seo/structured-data.ts';

/** JSON in a `<script>`: `<` escaped so content can never close the element. */
const scriptJson = (value: object): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** Open Graph and Twitter card tags, feed links and JSON-LD for a page's `<head>`. */
export function SeoTags({ site, page, title }: { site: SiteModel; page: PageModel; title: string }) {
  const image = socialImage(page, site);
  const post = page.blog?.type === 'post' ? page.blog.post : undefined;
  return (
    <>
      <meta property="og:title" content={title} />
      {page.description ? <meta property="og:description" content={page.description} /> : null}
      <meta property="og:type" content={post ? 'article' : 'website'} />
      {page.kind !== 'not-found' ? <meta property="og:url" content={absoluteUrl(site, page.route)} /> : null}
      <meta property="og:site_name" content={site.title} />
      {image ? <meta property="og:image" content={image} /> : null}
      {post ? <meta property="article:published_time" content={post.date} /> : null}
      {post?.authors.map((author, index) => (author.url ? <meta key={`a${index}`} property="article:author" content={author.url} /> : null))}
      {post?.tags.map((tag) => <meta key={tag.href} property="article:tag" content={tag.label} />)}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {page.description ? <meta name="twitter:description" content={page.description} /> : null}
      {image ? <meta name="twitter:image" content={image} /> : null}
      {page.blog?.feeds.map((feed) => <link key={feed.type} rel="alternate" type={feed.mime} title={feed.title} href={feed.href} />)}
      {structuredData(page, site).map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      ))}
    </>
  );
}
