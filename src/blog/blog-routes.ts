import type { SiteConfig } from '../config/site-config.ts';
import type { PageModel } from '../render/models.ts';
import { emptyPage } from '../render/page-model.ts';
import type { Route } from '../routes/route.ts';
import { joinRoute, pageUrl } from '../routes/doc-route.ts';
import type { BlogFeedLink, BlogPageModel, BlogPaginatorModel, BlogPostSummary, BlogSidebarModel, BlogTagLink } from './blog-models.ts';
import { feedLinks } from './feed-links.ts';
import type { BlogPost, BlogTag, LoadedBlog } from './load-blog.ts';
import { themeMessage, themePlural } from '../i18n/format-message.ts';

/** Split into pages of `size` (at least one page, possibly empty). */
function paginate<T>(items: T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let index = 0; index < items.length; index += size) pages.push(items.slice(index, index + size));
  return pages.length ? pages : [[]];
}

/** `/blog` for page 1, `/blog/page/2` after it. */
function pageRoute(base: string, page: number): string {
  return page === 1 ? base : joinRoute(base, 'page', String(page));
}

/**
 * Every route of the blog: paginated post lists, one page per post (unlisted ones too),
 * the archive, the tags index and a paginated page per tag. Pure: the same blog and config
 * always give the same routes.
 */
export function buildBlogRoutes(blog: LoadedBlog, config: SiteConfig): Route[] {
  const options = config.blog;
  const base = options.routeBasePath;
  const messages = config.translations.code;
  const blogTitle = options.title.toLowerCase();
  const href = (route: string): string => pageUrl(config, route);
  const listed = blog.posts.filter((post) => !post.unlisted);
  const dateLabel = new Intl.DateTimeFormat(config.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const tagLink = (tag: BlogTag): BlogTagLink => ({ label: tag.label, href: href(tag.route) });

  const summary = (post: BlogPost, withExcerpt: boolean): BlogPostSummary => ({
    title: post.page.title,
    href: href(post.route),
    date: post.date,
    dateLabel: dateLabel.format(new Date(post.date)),
    ...(options.showReadingTime ? { readingTime: post.readingTime } : {}),
    authors: post.authors,
    tags: post.tags.map(tagLink),
    ...(withExcerpt ? { excerptHtml: post.excerptHtml, truncated: post.truncated } : {}),
  });

  const sidebar: BlogSidebarModel | null =
    options.sidebarCount > 0
      ? { title: options.sidebarTitle, items: listed.slice(0, options.sidebarCount).map((post) => ({ label: post.page.title, href: href(post.route), route: post.route, date: post.date })) }
      : null;
  const feeds: BlogFeedLink[] = feedLinks(config);

  const page = (route: string, title: string, description: string, blogModel: BlogPageModel, extra: Partial<PageModel> = {}): PageModel =>
    emptyPage({ kind: `blog-${blogModel.type}`, route, title, description, blog: blogModel, ...extra });

  const routes: Route[] = [];
  const paginated = (posts: BlogPost[], routeBase: string, make: (posts: BlogPostSummary[], paginator: BlogPaginatorModel, route: string) => PageModel, source: string): void => {
    const pages = paginate(posts, options.postsPerPage);
    pages.forEach((chunk, index) => {
      const number = index + 1;
      const paginator: BlogPaginatorModel = {
        page: number,
        pageCount: pages.length,
        ...(number > 1 ? { newer: href(pageRoute(routeBase, number - 1)) } : {}),
        ...(number < pages.length ? { older: href(pageRoute(routeBase, number + 1)) } : {}),
      };
      const route = pageRoute(routeBase, number);
      routes.push({ source, page: make(chunk.map((post) => summary(post, true)), paginator, route) });
    });
  };

  paginated(listed, base, (posts, paginator, route) => page(route, paginator.page === 1 ? options.title : themeMessage(messages, 'theme.blog.paginator.pageTitle', { blogTitle: options.title, page: paginator.page }), options.description, { type: 'list', sidebar, feeds, posts, paginator }), blog.dir);

  listed.forEach((post, index) => {
    const newer = listed[index - 1];
    const older = listed[index + 1];
    routes.push({ source: post.file, page: postPage(post, newer, older) });
  });
  for (const post of blog.posts) if (post.unlisted) routes.push({ source: post.file, page: postPage(post, undefined, undefined) });

  function postPage(post: BlogPost, newer: BlogPost | undefined, older: BlogPost | undefined): PageModel {
    const fm = post.page.frontMatter;
    return page(post.route, post.page.title, post.page.description, { type: 'post', sidebar, feeds, post: summary(post, false) }, {
      keywords: post.page.keywords.length ? post.page.keywords : post.tags.map((tag) => tag.label),
      html: post.page.html,
      htmlKey: post.page.htmlKey,
      ...(post.page.stylesheets ? { stylesheets: post.page.stylesheets } : {}),
      toc: post.page.toc,
      showTitle: !post.page.hasContentTitle,
      showToc: !fm.hide_table_of_contents,
      unlisted: post.unlisted,
      ...(newer ? { prev: { label: newer.page.title, href: href(newer.route) } } : {}),
      ...(older ? { next: { label: older.page.title, href: href(older.route) } } : {}),
      ...(post.image !== undefined ? { image: post.image } : {}),
      ...(post.editUrl ? { editUrl: post.editUrl } : {}),
    });
  }

  const years = new Map<string, BlogPostSummary[]>();
  for (const post of listed) {
    const year = post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), summary(post, false)]);
  }
  routes.push({ source: blog.dir, page: page(joinRoute(base, 'archive'), themeMessage(messages, 'theme.blog.archive.title'), themeMessage(messages, 'theme.blog.archive.description', { blogTitle }), { type: 'archive', sidebar, feeds, years: [...years].map(([year, posts]) => ({ year, posts })) }) });

  // Tags in the order of their labels; a tag only unlisted posts carry gets an unlisted page.
  const byTag = new Map<string, { tag: BlogTag; posts: BlogPost[] }>();
  for (const post of blog.posts) {
    for (const tag of post.tags) {
      const entry = byTag.get(tag.route) ?? { tag, posts: [] };
      entry.posts.push(post);
      byTag.set(tag.route, entry);
    }
  }
  const tags = [...byTag.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label, config.locale));
  const tagLinks = tags.flatMap(({ tag, posts }) => {
    const count = posts.filter((post) => !post.unlisted).length;
    return count ? [{ ...tagLink(tag), count }] : [];
  });
  const tagsRoute = joinRoute(base, 'tags');
  // As Docusaurus: a blog whose posts carry no tag has no tags page.
  if (tags.length) routes.push({ source: blog.dir, page: page(tagsRoute, themeMessage(messages, 'theme.tags.tagsPageTitle'), themeMessage(messages, 'theme.tags.tagsPageDescription', { blogTitle }), { type: 'tags', sidebar, feeds, tags: tagLinks }) });
  for (const { tag, posts } of tags) {
    const shown = posts.some((post) => !post.unlisted) ? posts.filter((post) => !post.unlisted) : posts;
    const unlisted = shown.every((post) => post.unlisted);
    const title = themeMessage(messages, 'theme.blog.tagTitle', { nPosts: themePlural(messages, 'theme.blog.post.plurals', shown.length, config.locale), tagName: tag.label });
    paginated(shown, tag.route, (summaries, paginator, route) =>
      page(route, title, tag.description ?? title, { type: 'tag', sidebar, feeds, tag: { label: tag.label, count: shown.length, ...(tag.description !== undefined ? { description: tag.description } : {}) }, allTagsHref: href(tagsRoute), posts: summaries, paginator }, { unlisted }),
    blog.dir);
  }
  // Docusaurus's author pages: the authors with a page, each one's posts paginated like a tag's,
  // and the list of every author of the file, written whenever one has a page or `authorsPage` asks.
  const withPage = blog.authors.filter((entry) => entry.route !== undefined);
  if (withPage.length || (options.authorsPage && blog.authors.length)) {
    const authorsRoute = joinRoute(base, 'authors');
    const postsBy = (key: string): BlogPost[] => listed.filter((post) => post.authorKeys.includes(key));
    const authors = blog.authors.map((entry) => ({ author: entry.author, ...(entry.route !== undefined ? { href: href(entry.route) } : {}), count: postsBy(entry.key).length }));
    routes.push({ source: blog.dir, page: page(authorsRoute, themeMessage(messages, 'theme.blog.authorsList.pageTitle'), themeMessage(messages, 'theme.blog.authorsList.description', { blogTitle }), { type: 'authors', sidebar, feeds, authors }) });
    for (const { key, author, route, description } of withPage) {
      const posts = postsBy(key);
      paginated(posts, route!, (summaries, paginator, at) =>
        page(at, author.name, description ?? themeMessage(messages, 'theme.blog.author.description', { authorName: author.name }), { type: 'tag', sidebar, feeds, tag: { label: author.name, count: posts.length, ...(description !== undefined ? { description } : {}) }, allTagsHref: href(authorsRoute), allLabel: themeMessage(messages, 'theme.blog.authorsList.viewAll'), author: true, posts: summaries, paginator }),
      blog.dir);
    }
  }
  return routes;
}
