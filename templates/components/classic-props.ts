/**
 * The props the classic theme gives a part a site may swizzle (`EditMetaRow`'s edit URL and
 * last update, `TOC`'s headings), made from docsgen's page model: a swizzled part rendered
 * in docsgen's layout (ThemedApart.tsx, and build/theme-parts.ts trying it) gets them, as in
 * Docusaurus. The doc page context (`useDoc()`) is made with the same conversions.
 */
import type { PageModel, SiteModel } from '../../src/render/models.ts';
import { escapeHtml } from '../../src/shared/html-text.ts';
import { pagePathname } from './navbar-context.ts';
import { classicSidebar, classicSidebarItem, sidebarPartOf } from './classic-sidebar.ts';
import type { BlogAuthor } from '../../src/blog/load-blog.ts';

/** A TOC entry as Docusaurus has it: `value` is the heading's HTML. */
export interface ClassicTocItem {
  value: string;
  id: string;
  level: number;
}

export function classicToc(page: PageModel): ClassicTocItem[] {
  return page.toc.map((item) => ({ value: escapeHtml(item.text), id: item.id, level: item.depth }));
}

/** When and by whom the page was last updated, as the docs plugin gives it (a timestamp in milliseconds). */
export function classicLastUpdate(page: PageModel): { lastUpdatedAt?: number; lastUpdatedBy?: string } {
  const at = page.lastUpdate?.date ? Date.parse(page.lastUpdate.date) : NaN;
  return { ...(Number.isNaN(at) ? {} : { lastUpdatedAt: at }), ...(page.lastUpdate?.author ? { lastUpdatedBy: page.lastUpdate.author } : {}) };
}

/** The first item a part shows, with the classic props of its place at the top of the page's sidebar. */
function sidebarItemProps(site: SiteModel, page: PageModel, part: string): Record<string, unknown> {
  const index = (page.sidebar ?? []).findIndex((item) => part === 'DocSidebarItem' || sidebarPartOf(item) === part);
  const item = page.sidebar?.[index];
  return item ? { item: classicSidebarItem(item), activePath: pagePathname({ site, route: page.route }), level: 1, index } : {};
}

/** The classic props of the sidebar's containers: its items, the page's path. */
const sidebarProps = (site: SiteModel, page: PageModel): Record<string, unknown> => ({ sidebar: classicSidebar(page.sidebar ?? []), path: pagePathname({ site, route: page.route }), onCollapse: () => undefined, isHidden: false });

/** The blog sidebar's props as the blog plugin gives them: its title and recent posts (`permalink` with the base URL). */
const blogSidebarProps = (_site: SiteModel, page: PageModel): Record<string, unknown> => {
  const sidebar = page.blog?.sidebar;
  return sidebar ? { sidebar: { title: sidebar.title, items: sidebar.items.map((item) => ({ title: item.label, permalink: item.href, unlisted: false, date: item.date })) } } : {};
};

/** An author as the blog plugin gives it to the classic theme's `Blog/Components/Author`: `imageURL`, and its page as `page.permalink`. */
export function classicAuthor(author: BlogAuthor, href?: string): Record<string, unknown> {
  const { imageUrl, ...rest } = author;
  return { ...rest, ...(imageUrl !== undefined ? { imageURL: imageUrl } : {}), page: href !== undefined ? { permalink: href } : null };
}

/** The first author a page shows, as the classic `Blog/Components/Author` is given it: a post's, or the authors page's (with its count); undefined on a page without one. */
export function blogAuthorProps(page: PageModel): Record<string, unknown> | undefined {
  const blog = page.blog;
  if (blog?.type === 'authors' && blog.authors[0]) return { author: classicAuthor(blog.authors[0].author, blog.authors[0].href), as: 'h2', count: blog.authors[0].count };
  const author = blog?.type === 'post' ? blog.post.authors[0] : blog?.type === 'list' ? blog.posts.find((post) => post.authors.length)?.authors[0] : undefined;
  return author ? { author: classicAuthor(author) } : undefined;
}

/** The classic props of each part that has any, by the part's name. */
export const CLASSIC_PROPS: Partial<Record<string, (site: SiteModel, page: PageModel) => Record<string, unknown>>> = {
  EditMetaRow: (_site, page) => ({ className: 'theme-doc-footer-edit-meta-row', ...(page.editUrl ? { editUrl: page.editUrl } : {}), ...classicLastUpdate(page) }),
  EditThisPage: (_site, page) => (page.editUrl ? { editUrl: page.editUrl } : {}),
  LastUpdated: (_site, page) => classicLastUpdate(page),
  TagsListInline: (_site, page) => ({ tags: (page.tags ?? []).map((tag) => ({ label: tag.label, permalink: tag.href })) }),
  // Tried by the build on a list's first post with more to read; each post gives its own (BlogParts.tsx).
  'BlogPostItem/Footer/ReadMoreLink': (_site, page) => {
    const post = page.blog?.type === 'list' ? page.blog.posts.find((each) => each.truncated) : undefined;
    return post ? { blogPostTitle: post.title, to: post.href } : {};
  },
  ...Object.fromEntries(['DocSidebar', 'DocSidebar/Desktop', 'DocSidebar/Desktop/Content'].map((name) => [name, sidebarProps])),
  ...Object.fromEntries(['BlogSidebar', 'BlogSidebar/Desktop'].map((name) => [name, blogSidebarProps])),
  'Blog/Components/Author': (_site, page) => blogAuthorProps(page) ?? {},
  DocSidebarItems: (site, page) => ({ items: classicSidebar(page.sidebar ?? []), activePath: pagePathname({ site, route: page.route }), level: 1 }),
  ...Object.fromEntries(['DocSidebarItem', 'DocSidebarItem/Link', 'DocSidebarItem/Category', 'DocSidebarItem/Html'].map((name) => [name, (site: SiteModel, page: PageModel) => sidebarItemProps(site, page, name)])),
  // Tried by the build on a page's first card; each card gives its own (Cards.tsx).
  DocCard: (_site, page) => ({ item: page.cards?.find((item) => item.type !== 'link' || item.html === undefined) }),
  TOC: (_site, page) => ({ toc: classicToc(page), minHeadingLevel: 2, maxHeadingLevel: 3, className: 'theme-doc-toc-desktop' }),
};
