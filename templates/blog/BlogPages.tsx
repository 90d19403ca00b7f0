import type { PageModel, SiteModel } from '../../src/render/models.ts';
import { CopyPage } from '../components/CopyPage.tsx';
import { EditThisPage } from '../components/EditThisPage.tsx';
import { MarkdownContent } from '../components/MDXContent.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { MobileTableOfContents, TableOfContents } from '../components/TableOfContents.tsx';
import { UnlistedNotice } from '../components/UnlistedNotice.tsx';
import { TagList } from '../components/TagList.tsx';
import { BlogComponentsAuthor, BlogLayout, BlogPostHeader, BlogPostList } from './BlogParts.tsx';
import { themed } from '../theme.ts';
import { translate } from '../translate.ts';

/** The paginated list of posts (`/blog`, `/blog/page/2`). */
function BlogListPageView({ site, page }: { site: SiteModel; page: PageModel }) {
  const blog = page.blog;
  if (blog?.type !== 'list') return null;
  return (
    <BlogLayout sidebar={blog.sidebar} route={page.route}>
      <h1 className="blog-list__title">{page.title}</h1>
      {blog.posts.length ? <BlogPostList posts={blog.posts} paginator={blog.paginator} /> : <p>{translate(site, 'theme.blog.list.empty', 'No posts yet.')}</p>}
    </BlogLayout>
  );
}

/** One post: header, content, tags, and links to the newer and older post. */
function BlogPostPageView({ site, page }: { site: SiteModel; page: PageModel }) {
  const blog = page.blog;
  if (blog?.type !== 'post') return null;
  const showToc = page.showToc && page.toc.length > 0;
  return (
    <BlogLayout sidebar={blog.sidebar} route={page.route} toc={showToc ? <TableOfContents items={page.toc} /> : null}>
      <article className="blog-post">
        {page.unlisted ? <UnlistedNotice /> : null}
        <BlogPostHeader post={blog.post} level={1} showTitle={page.showTitle} actions={<CopyPage site={site} page={page} />} />
        {showToc ? <MobileTableOfContents items={page.toc} /> : null}
        <MarkdownContent page={page} />
        <footer className="blog-post__footer">
          <TagList tags={blog.post.tags} />
          {page.editUrl ? <EditThisPage href={page.editUrl} className="blog-post__edit" /> : null}
        </footer>
        {page.prev || page.next ? <Pagination prev={page.prev} next={page.next} label={translate(site, 'theme.blog.post.paginator.navAriaLabel', 'Blog post page navigation')} sublabels={{ prev: translate(site, 'theme.blog.post.paginator.newerPost', 'Newer post'), next: translate(site, 'theme.blog.post.paginator.olderPost', 'Older post') }} /> : null}
      </article>
    </BlogLayout>
  );
}

/** The posts carrying one tag. */
function BlogTagPageView({ site, page }: { site: SiteModel; page: PageModel }) {
  const blog = page.blog;
  if (blog?.type !== 'tag') return null;
  return (
    <BlogLayout sidebar={blog.sidebar} route={page.route}>
      {page.unlisted ? <UnlistedNotice /> : null}
      <header className="blog-list__header">
        <h1>{page.title}</h1>
        {blog.tag.description ? <p className="doc__lead">{blog.tag.description}</p> : null}
        <a href={blog.allTagsHref}>{blog.allLabel ?? translate(site, 'theme.tags.tagsPageLink', 'View all tags')}</a>
      </header>
      <BlogPostList posts={blog.posts} paginator={blog.paginator} />
    </BlogLayout>
  );
}

/** Every tag with its number of posts. */
function BlogTagsPageView({ page }: { site: SiteModel; page: PageModel }) {
  const blog = page.blog;
  if (blog?.type !== 'tags') return null;
  return (
    <BlogLayout sidebar={blog.sidebar} route={page.route}>
      <h1>{page.title}</h1>
      <TagList tags={blog.tags} />
    </BlogLayout>
  );
}

/** Every author of the authors file, each linked to its page when it has one, with its number of posts. */
function BlogAuthorsPageView({ page }: { site: SiteModel; page: PageModel }) {
  const blog = page.blog;
  if (blog?.type !== 'authors') return null;
  return (
    <BlogLayout sidebar={blog.sidebar} route={page.route}>
      <h1>{page.title}</h1>
      <ul className="blog-authors blog-authors--page">
        {blog.authors.map(({ author, href, count }, index) => (
          <li key={index} className="blog-author">
            <BlogComponentsAuthor author={author} count={count} {...(href !== undefined ? { href } : {})} />
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}

/** Every listed post by year, newest first. */
function BlogArchivePageView({ page }: { site: SiteModel; page: PageModel }) {
  const blog = page.blog;
  if (blog?.type !== 'archive') return null;
  return (
    <BlogLayout sidebar={blog.sidebar} route={page.route}>
      <h1>{page.title}</h1>
      {blog.years.map(({ year, posts }) => (
        <section key={year} className="blog-archive__year">
          <h2 id={`year-${year}`}>{year}</h2>
          <ul className="blog-archive__list">
            {posts.map((post) => (
              <li key={post.href}>
                <time dateTime={post.date}>{post.dateLabel}</time> <a href={post.href}>{post.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}

// Each under the classic theme's name of its page component: a site's swizzle of it wraps the page (see PAGE_COMPONENTS).
export const BlogListPage = themed('BlogListPage', BlogListPageView);
export const BlogPostPage = themed('BlogPostPage', BlogPostPageView);
export const BlogTagsPostsPage = themed('BlogTagsPostsPage', BlogTagPageView);
export const BlogPagesBlogAuthorsPostsPage = themed('Blog/Pages/BlogAuthorsPostsPage', BlogTagPageView);
export const BlogTagsListPage = themed('BlogTagsListPage', BlogTagsPageView);
export const BlogPagesBlogAuthorsListPage = themed('Blog/Pages/BlogAuthorsListPage', BlogAuthorsPageView);
export const BlogArchivePage = themed('BlogArchivePage', BlogArchivePageView);
