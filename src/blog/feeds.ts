import { Feed } from 'feed';
import type { SiteConfig } from '../config/site-config.ts';
import { isExternalUrl } from '../routes/doc-route.ts';
import { absolutePageUrl, absoluteUrl } from '../seo/indexable.ts';
import type { LoadedBlog } from './load-blog.ts';
import { themeMessage } from '../i18n/format-message.ts';
import { FEED_STYLESHEETS, withStylesheet } from './feed-stylesheets.ts';
import { feedLinks, feedPath } from './feed-links.ts';

/**
 * Root-relative and fragment URLs in a post's HTML made absolute, since feed readers show
 * the content away from the site.
 */
function absoluteUrls(html: string, origin: string, pageUrl: string): string {
  return html
    .replace(/(\s(?:href|src)=")(\/(?!\/)[^"]*)"/g, (_match, attribute: string, path: string) => `${attribute}${origin}${path}"`)
    .replace(/(\shref=")(#[^"]*)"/g, (_match, attribute: string, hash: string) => `${attribute}${pageUrl}${hash}"`)
    .replace(/(\ssrcset=")([^"]*)"/g, (_match, attribute: string, list: string) => `${attribute}${list.replace(/(^|,\s*)(\/(?!\/))/g, `$1${origin}/`)}"`);
}

/**
 * The blog's feeds (RSS 2.0, Atom 1.0, JSON Feed 1.1) with the newest listed posts, full
 * content and absolute URLs. Output path → file contents. Dated by the newest post, so an
 * unchanged blog gives byte-identical feeds.
 */
export function buildFeeds(blog: LoadedBlog, config: SiteConfig): Map<string, string> {
  const files = new Map<string, string>();
  const options = config.blog;
  if (!options.feed.types.length) return files;
  // `absoluteUrl` takes routes and static paths with or without their leading slash.
  const absolute = (path: string): string => (isExternalUrl(path) ? path : absoluteUrl(config, path));
  const posts = blog.posts.filter((post) => !post.unlisted).slice(0, options.feed.limit);
  const page = (route: string): string => absolutePageUrl(config, route);
  const home = page(options.routeBasePath);
  const links = Object.fromEntries(feedLinks(config).map((link) => [link.type, config.url + link.href]));
  const updated = posts[0] ? new Date(posts[0].date) : new Date(0);
  const items = posts.map((post) => {
    const url = page(post.route);
    return {
      url,
      title: post.page.title,
      description: post.page.description,
      content: absoluteUrls(post.page.html, config.url, url),
      date: new Date(post.date),
      authors: post.authors.map((author) => ({ name: author.name, ...(author.url ? { link: author.url } : {}), ...(author.email ? { email: author.email } : {}), ...(author.imageUrl ? { avatar: isExternalUrl(author.imageUrl) ? author.imageUrl : config.url + author.imageUrl } : {}) })),
      tags: post.tags.map((tag) => ({ name: tag.label, domain: page(tag.route) })),
      ...(post.image ? { image: absolute(post.image) } : {}),
    };
  });

  const feed = new Feed({
    id: home,
    title: `${config.title} ${options.title}`,
    description: options.description,
    link: home,
    language: config.locale,
    updated,
    generator: 'docsgen',
    feedLinks: links,
    ...(options.feed.copyright ? { copyright: options.feed.copyright } : {}),
    ...(config.image ? { image: absolute(config.image) } : {}),
  });
  for (const item of items) {
    feed.addItem({
      id: item.url,
      guid: item.url,
      link: item.url,
      title: item.title,
      description: item.description,
      content: item.content,
      date: item.date,
      published: item.date,
      author: item.authors,
      category: item.tags,
      ...(item.image ? { image: item.image } : {}),
    });
  }
  const messages = config.translations.code;
  const words = { lang: config.i18n.localeConfigs[config.locale]?.htmlLang ?? config.locale, note: themeMessage(messages, 'theme.blog.feed.note'), visitBlog: themeMessage(messages, 'theme.blog.feed.visitBlog') };
  for (const type of options.feed.types) {
    const path = feedPath(config, type);
    if (type === 'rss' || type === 'atom') {
      const xml = type === 'rss' ? feed.rss2() : feed.atom1();
      if (!options.feed.xslt) files.set(path, xml);
      else {
        const stylesheet = FEED_STYLESHEETS[type];
        files.set(path, withStylesheet(xml, stylesheet.file));
        files.set(path.replace(/[^/]+$/, stylesheet.file), stylesheet.contents(words));
      }
    } else {
      // JSON Feed 1.1 (the feed package writes version 1): `authors` and `language` are 1.1 fields.
      const json = {
        version: 'https://jsonfeed.org/version/1.1',
        title: `${config.title} ${options.title}`,
        home_page_url: home,
        feed_url: links.json,
        description: options.description,
        language: config.locale,
        items: items.map((item) => ({
          id: item.url,
          url: item.url,
          title: item.title,
          summary: item.description,
          content_html: item.content,
          date_published: item.date.toISOString(),
          ...(item.authors.length ? { authors: item.authors.map((author) => ({ name: author.name, ...(author.link ? { url: author.link } : {}), ...(author.avatar ? { avatar: author.avatar } : {}) })) } : {}),
          tags: item.tags.map((tag) => tag.name),
          ...(item.image ? { image: item.image } : {}),
        })),
      };
      files.set(path, `${JSON.stringify(json, null, 2)}\n`);
    }
  }
  return files;
}
