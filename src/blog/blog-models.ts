/**
 * What the blog templates render from: plain JSON-safe data carried by a PageModel's `blog`
 * field, one variant per blog page kind.
 */
import type { FeedType } from '../config/site-config.ts';
import type { BlogAuthor } from './load-blog.ts';

export type { BlogAuthor };

/** A tag as a link, with the number of listed posts that carry it on the tags index. */
export interface BlogTagLink {
  label: string;
  href: string;
  count?: number;
}

/** A post as shown in lists, on its own page and in the archive. */
export interface BlogPostSummary {
  title: string;
  /** With the base URL applied. */
  href: string;
  /** ISO timestamp. */
  date: string;
  /** The date in the site's locale: `January 20, 2025`. */
  dateLabel: string;
  /** Minutes; absent when `blog.showReadingTime` is off. */
  readingTime?: number;
  authors: BlogAuthor[];
  tags: BlogTagLink[];
  /** List pages: the post up to its truncate marker. */
  excerptHtml?: string;
  /** List pages: the excerpt is not the whole post, so "Read more" is shown. */
  truncated?: boolean;
}

export interface BlogSidebarModel {
  title: string;
  /** The recent posts; `date` is the post's (ISO), as the classic theme's sidebar items carry it. */
  items: Array<{ label: string; href: string; route: string; date: string }>;
}

/** Links between the pages of a paginated list. */
export interface BlogPaginatorModel {
  page: number;
  pageCount: number;
  /** The page of newer posts. */
  newer?: string;
  /** The page of older posts. */
  older?: string;
}

/** A feed of the blog, linked from the head of blog pages. */
export interface BlogFeedLink {
  type: FeedType;
  /** MIME type for `<link rel="alternate" type>`. */
  mime: string;
  title: string;
  href: string;
}

interface BlogPageCommon {
  /** Recent posts, shared by reference between the blog's pages; null when hidden. */
  sidebar: BlogSidebarModel | null;
  feeds: BlogFeedLink[];
}

export type BlogPageModel = BlogPageCommon &
  (
    | { type: 'list'; posts: BlogPostSummary[]; paginator: BlogPaginatorModel }
    | { type: 'tag'; tag: { label: string; description?: string; count: number }; allTagsHref: string; /** The link to the index: `View all tags` unless set (an author's page). */ allLabel?: string; /** An author's posts (Docusaurus's `Blog/Pages/BlogAuthorsPostsPage`), not a tag's. */ author?: true; posts: BlogPostSummary[]; paginator: BlogPaginatorModel }
    | { type: 'post'; post: BlogPostSummary }
    | { type: 'archive'; years: Array<{ year: string; posts: BlogPostSummary[] }> }
    | { type: 'tags'; tags: BlogTagLink[] }
    | { type: 'authors'; authors: BlogAuthorLink[] }
  );

/** An author of the authors file on the authors page: its page (when it has one) and its number of listed posts. */
export interface BlogAuthorLink {
  author: BlogAuthor;
  /** With the base URL applied; absent when the author has no page. */
  href?: string;
  count: number;
}

/** Whether a page lists an author's posts: a tag page in docsgen, Docusaurus's `Blog/Pages/BlogAuthorsPostsPage`. */
export function isAuthorPostsPage(page: { blog?: BlogPageModel }): boolean {
  return page.blog?.type === 'tag' && page.blog.author === true;
}
