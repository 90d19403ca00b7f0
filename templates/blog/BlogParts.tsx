import type { ReactNode } from 'react';
import { TagList } from '../components/TagList.tsx';
import type { BlogAuthor, BlogPaginatorModel, BlogPostSummary, BlogSidebarModel } from '../../src/blog/blog-models.ts';
import { Pagination } from '../components/Pagination.tsx';
import { themedApart } from '../components/ThemedApart.tsx';
import { classicAuthor } from '../components/classic-props.ts';
import { translate, translatePlural, useLocaleMessages } from '../translate.ts';
import { AuthorSocialLinks } from './AuthorSocialLinks.tsx';

/** Recent posts, beside every blog page; on narrow screens a disclosure (and the drawer's panel), as the docs sidebar. */
function BlogSidebarView({ sidebar, route }: { sidebar: BlogSidebarModel; route: string }) {
  const messages = useLocaleMessages();
  return (
    <aside className="sidebar blog-sidebar" aria-label={translate(messages, 'theme.blog.sidebar.ariaLabel', 'Blog sidebar')}>
      <details className="sidebar__disclosure">
        <summary className="sidebar__toggle">{sidebar.title}</summary>
        <nav className="sidebar__nav" aria-label={translate(messages, 'theme.blog.sidebar.navAriaLabel', 'Blog recent posts navigation')}>
          <div className="blog-sidebar__title">{sidebar.title}</div>
          <ul className="sidebar__list">
            {sidebar.items.map((item) => (
              <li key={item.route} className="sidebar__item">
                <a className={`sidebar__link${item.route === route ? ' sidebar__link--active' : ''}`} href={item.href} {...(item.route === route ? { 'aria-current': 'page' as const } : {})}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </details>
    </aside>
  );
}

/**
 * A site's swizzled `BlogSidebar/Desktop` (or `BlogSidebar`) stands in its place, given the
 * classic theme's `sidebar` (see classic-props.ts); the classic theme renders the desktop one on
 * the server, as docsgen does on every width.
 */
export const BlogSidebarDesktop = themedApart('BlogSidebar/Desktop', BlogSidebarView);
export const BlogSidebar = themedApart('BlogSidebar', BlogSidebarDesktop);

/** The blog's two columns (recent posts | main) around a page's content, plus an optional TOC column. */
export function BlogLayout({ sidebar, route, toc, children }: { sidebar: BlogSidebarModel | null; route: string; toc?: ReactNode; children: ReactNode }) {
  return (
    <div className={`doc-layout blog-layout${sidebar ? '' : ' doc-layout--no-sidebar'}`}>
      {sidebar ? <BlogSidebar sidebar={sidebar} route={route} /> : null}
      <main className={`doc-main${toc ? '' : ' doc-main--no-toc'}`}>
        <div className="doc">{children}</div>
        {toc ? <div className="doc-toc">{toc}</div> : null}
      </main>
    </div>
  );
}

interface AuthorCardProps {
  author: BlogAuthor;
  href?: string;
  count?: number;
}

/**
 * An author: image, name, title and profile links. The name links to `href` (the author's
 * page, on the authors page) or else to the author's own `url`; `count` adds the number of posts.
 */
function AuthorCardView({ author, href, count }: AuthorCardProps) {
  const messages = useLocaleMessages();
  const link = href ?? author.url;
  return (
    <>
      {author.imageUrl ? <img className="blog-author__image" src={author.imageUrl} alt="" width={40} height={40} loading="lazy" /> : null}
      <span className="blog-author__text">
        <span className="blog-author__name">
          {link === undefined ? (
            author.name
          ) : href !== undefined ? (
            <a href={href}>{author.name}</a>
          ) : (
            <a href={link} target="_blank" rel="noopener noreferrer">
              {author.name}
            </a>
          )}
          {count !== undefined ? <span className="blog-author__count">{` · ${count} post${count === 1 ? '' : 's'}`}</span> : null}
        </span>
        {author.title ? <span className="blog-author__title">{author.title}</span> : null}
        {author.socials ? <AuthorSocialLinks socials={author.socials} label={(platform) => translate(messages, 'theme.blog.author.socialLabel', '{authorName} on {platform}', { authorName: author.name, platform })} /> : null}
      </span>
    </>
  );
}

/**
 * A site's swizzled `Blog/Components/Author` draws each author (under a post's title, on the
 * authors page with `as="h2"` and the count), given the classic props.
 */
export const BlogComponentsAuthor = themedApart('Blog/Components/Author', AuthorCardView, { props: ({ author, href, count }) => ({ author: classicAuthor(author, href), ...(count !== undefined ? { as: 'h2', count } : {}) }) });

function Authors({ authors }: { authors: BlogAuthor[] }) {
  if (!authors.length) return null;
  return (
    <ul className="blog-authors">
      {authors.map((author, index) => (
        <li key={index} className="blog-author">
          <BlogComponentsAuthor author={author} />
        </li>
      ))}
    </ul>
  );
}

/** Title, date, reading time (and `actions`, the page's own controls) and authors of a post: `<h1>` on its page, a linked `<h2>` in lists. */
export function BlogPostHeader({ post, level, showTitle = true, actions }: { post: BlogPostSummary; level: 1 | 2; showTitle?: boolean; actions?: ReactNode }) {
  const messages = useLocaleMessages();
  return (
    <header className="blog-post__header">
      {!showTitle ? null : level === 1 ? (
        <h1 className="blog-post__title">{post.title}</h1>
      ) : (
        <h2 className="blog-post__title">
          <a href={post.href}>{post.title}</a>
        </h2>
      )}
      <div className="blog-post__meta">
        <time dateTime={post.date}>{post.dateLabel}</time>
        {post.readingTime !== undefined ? ` · ${translatePlural(messages, 'theme.blog.post.readingTime.plurals', '{readingTime} min read|{readingTime} min read', post.readingTime, { readingTime: post.readingTime })}` : null}
      </div>
      {actions}
      <Authors authors={post.authors} />
    </header>
  );
}

/** "Read more" under a post's excerpt in a list; a site's `src/theme/BlogPostItem/Footer/ReadMoreLink` is given the same props, as in Docusaurus. */
function ReadMoreLinkView({ blogPostTitle, to }: { blogPostTitle: string; to: string }) {
  const messages = useLocaleMessages();
  return (
    <a className="blog-post-item__more" href={to} aria-label={translate(messages, 'theme.blog.post.readMoreLabel', 'Read more about {title}', { title: blogPostTitle })}>
      <b>{translate(messages, 'theme.blog.post.readMore', 'Read more')}</b>
    </a>
  );
}

export const BlogPostItemFooterReadMoreLink = themedApart('BlogPostItem/Footer/ReadMoreLink', ReadMoreLinkView, { props: ({ blogPostTitle, to }) => ({ blogPostTitle, to }) });

/** Posts with their excerpts and "Read more", then links to newer and older pages. */
export function BlogPostList({ posts, paginator }: { posts: BlogPostSummary[]; paginator: BlogPaginatorModel }) {
  const messages = useLocaleMessages();
  const pageLabel = (page: number): string => translate(messages, 'theme.blog.paginator.pageLabel', 'Page {page}', { page });
  return (
    <>
      {posts.map((post) => (
        <article key={post.href} className="blog-post-item">
          <BlogPostHeader post={post} level={2} />
          <div className="markdown" dangerouslySetInnerHTML={{ __html: post.excerptHtml ?? '' }} />
          <footer className="blog-post-item__footer">
            <TagList tags={post.tags} />
            {post.truncated ? <BlogPostItemFooterReadMoreLink blogPostTitle={post.title} to={post.href} /> : null}
          </footer>
        </article>
      ))}
      {paginator.pageCount > 1 ? (
        <Pagination
          label={translate(messages, 'theme.blog.paginator.navAriaLabel', 'Blog list page navigation')}
          sublabels={{ prev: translate(messages, 'theme.blog.paginator.newerEntries', 'Newer entries'), next: translate(messages, 'theme.blog.paginator.olderEntries', 'Older entries') }}
          {...(paginator.newer ? { prev: { label: pageLabel(paginator.page - 1), href: paginator.newer } } : {})}
          {...(paginator.older ? { next: { label: pageLabel(paginator.page + 1), href: paginator.older } } : {})}
        />
      ) : null}
    </>
  );
}
