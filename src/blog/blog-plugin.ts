/**
 * The blog as a content plugin: its posts compiled in `loadContent`; its routes (lists, posts,
 * archive, tags, authors) and feeds in `contentLoaded`, once posts that are code are rendered.
 */
import type { SiteConfig } from '../config/site-config.ts';
import type { CodeModule, ContentPlugin } from '../plugins/content-plugin.ts';
import { buildBlogRoutes } from './blog-routes.ts';
import { loadBlog, readingTime, type LoadBlogOptions, type LoadedBlog } from './load-blog.ts';

/** A post's excerpt that is code, rendered with the site's components into its `excerptHtml`. */
function excerptModules(blog: LoadedBlog): CodeModule[] {
  return blog.posts.flatMap((post) => (post.excerptModule === undefined ? [] : [{ name: `${post.page.file}#excerpt`, code: post.excerptModule, page: post.page, apply: (html: string) => void (post.excerptHtml = html) }]));
}

export function blogPlugin(options: LoadBlogOptions & { config: SiteConfig }): ContentPlugin<LoadedBlog> {
  return {
    name: 'blog',
    id: 'default',
    async loadContent() {
      const blog = await loadBlog(options);
      if (!blog) return null;
      return { content: blog, pages: blog.posts.map((post) => post.page), codeModules: excerptModules(blog), assets: blog.assets, diagnostics: blog.diagnostics };
    },
    async contentLoaded({ content: blog, actions }) {
      // A post that is code has its HTML now: its reading time, and its excerpt when it is the whole post.
      for (const post of blog.posts) {
        if (post.page.mdxModule === undefined) continue;
        post.readingTime = readingTime(post.page.html);
        if (!post.truncated) post.excerptHtml = post.page.html;
      }
      for (const route of buildBlogRoutes(blog, options.config)) actions.addRoute(route);
      // The feed writer is loaded only for a site with a blog.
      const { buildFeeds } = await import('./feeds.ts');
      for (const [path, contents] of buildFeeds(blog, options.config)) actions.addFile(path, contents);
    },
  };
}
