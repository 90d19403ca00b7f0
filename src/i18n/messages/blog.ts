/** The blog's theme strings: lists, posts, tags, authors and the archive (Docusaurus's ids where it has the string). */
import type { ThemeMessages } from './message-types.ts';

const PLURALS = 'Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html)';

export const BLOG_MESSAGES = {
  'theme.blog.post.readMore': { message: 'Read more', description: 'The label used in blog post item excerpts to link to full blog posts' },
  'theme.blog.post.readMoreLabel': { message: 'Read more about {title}', description: 'The ARIA label for the link to full blog posts from excerpts' },
  'theme.blog.post.readingTime.plurals': { message: '{readingTime} min read|{readingTime} min read', description: `Pluralized label for "{readingTime} min read". ${PLURALS}` },
  'theme.blog.post.plurals': { message: '{count} post|{count} posts', description: `Pluralized label for "{count} posts". ${PLURALS}` },
  'theme.blog.tagTitle': { message: '{nPosts} tagged with "{tagName}"', description: 'The title of the page for a blog tag' },
  'theme.blog.paginator.navAriaLabel': { message: 'Blog list page navigation', description: 'The ARIA label for the blog pagination' },
  'theme.blog.paginator.newerEntries': { message: 'Newer entries', description: 'The label used to navigate to the newer blog posts page (previous page)' },
  'theme.blog.paginator.olderEntries': { message: 'Older entries', description: 'The label used to navigate to the older blog posts page (next page)' },
  'theme.blog.paginator.pageLabel': { message: 'Page {page}', description: 'The label of the link to another page of the blog list' },
  'theme.blog.paginator.pageTitle': { message: '{blogTitle} — page {page}', description: 'The title of the second and later pages of the blog list' },
  'theme.blog.post.paginator.navAriaLabel': { message: 'Blog post page navigation', description: 'The ARIA label for the blog posts pagination' },
  'theme.blog.post.paginator.newerPost': { message: 'Newer post', description: 'The blog post button label to navigate to the newer/previous post' },
  'theme.blog.post.paginator.olderPost': { message: 'Older post', description: 'The blog post button label to navigate to the older/next post' },
  'theme.blog.sidebar.navAriaLabel': { message: 'Blog recent posts navigation', description: 'The ARIA label for recent posts in the blog sidebar' },
  'theme.blog.sidebar.ariaLabel': { message: 'Blog sidebar', description: 'The ARIA label of the blog sidebar' },
  'theme.blog.list.empty': { message: 'No posts yet.', description: 'The text of a blog list without posts' },
  'theme.blog.archive.title': { message: 'Archive', description: 'The page & hero title of the blog archive page' },
  'theme.blog.archive.description': { message: 'Every post of the {blogTitle}, by year', description: 'The page & hero description of the blog archive page' },
  'theme.tags.tagsPageTitle': { message: 'Tags', description: 'The title of the tag list page' },
  'theme.tags.tagsPageDescription': { message: 'Every tag of the {blogTitle}', description: 'The description of the blog tag list page' },
  'theme.tags.tagsPageLink': { message: 'View all tags', description: 'The label of the link targeting the tag list page' },
  'theme.blog.authorsList.pageTitle': { message: 'Authors', description: 'The title of the authors page' },
  'theme.blog.authorsList.description': { message: 'Every author of the {blogTitle}', description: 'The description of the authors page' },
  'theme.blog.authorsList.viewAll': { message: 'View all authors', description: 'The label of the link targeting the blog authors page' },
  'theme.blog.author.description': { message: 'Posts by {authorName}', description: 'The description of an author page without a description of its own' },
  'theme.blog.author.socialLabel': { message: '{authorName} on {platform}', description: 'The ARIA label of the link to an author on a social platform' },
  'theme.blog.feed.note': { message: 'This is a web feed. Copy its address into a feed reader to follow new posts.', description: 'What a browser opening the RSS or Atom feed shows above its posts (blog.feed.xslt)' },
  'theme.blog.feed.visitBlog': { message: 'Visit the blog', description: 'The link from a feed opened in a browser to the blog (blog.feed.xslt)' },
} satisfies ThemeMessages;
