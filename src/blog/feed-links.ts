/**
 * Where a blog's feeds are and how its pages link them, apart from feeds.ts: every blog page
 * links its feeds, while the feed library (with its XML writer) loads only when the feeds are written.
 */
import type { FeedType, SiteConfig } from '../config/site-config.ts';
import { joinRoute } from '../routes/doc-route.ts';
import type { BlogFeedLink } from './blog-models.ts';

const FEEDS: Record<FeedType, { file: string; mime: string; name: string }> = {
  rss: { file: 'rss.xml', mime: 'application/rss+xml', name: 'RSS' },
  atom: { file: 'atom.xml', mime: 'application/atom+xml', name: 'Atom' },
  json: { file: 'feed.json', mime: 'application/feed+json', name: 'JSON' },
};

/** Output path of a feed, relative to the output folder: `blog/rss.xml`. */
export function feedPath(config: SiteConfig, type: FeedType): string {
  return joinRoute(config.blog.routeBasePath, FEEDS[type].file).slice(1);
}

/** The configured feeds as `<link rel="alternate">` data for the head of blog pages. */
export function feedLinks(config: SiteConfig): BlogFeedLink[] {
  return config.blog.feed.types.map((type) => ({
    type,
    mime: FEEDS[type].mime,
    title: `${config.title} ${FEEDS[type].name} Feed`,
    href: config.baseUrl + feedPath(config, type),
  }));
}
