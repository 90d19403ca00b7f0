/**
 * A post's "Edit this page" link, as Docusaurus's blog gives it: the post's `custom_edit_url`
 * (`null` for none), else the config's `editUrl` function, else `blog.editUrl` followed by the
 * post's path in the site folder. A translated post links to the default locale's file.
 */
import { posix } from 'node:path';
import type { SiteConfig } from '../config/site-config.ts';
import type { BlogEditUrlPost } from '../docusaurus/edit-url.ts';
import { withBaseUrl } from '../routes/doc-route.ts';
import type { BlogFrontMatter } from './blog-front-matter.ts';

/** A Docusaurus config's blog `editUrl` function, bound to the config it came from. */
export type PostEditUrlOf = (post: BlogEditUrlPost) => string | undefined;

export function postEditUrl(post: { sourcePath: string; route: string; frontMatter: BlogFrontMatter }, options: { config: SiteConfig; editUrlOf?: PostEditUrlOf }): string | undefined {
  const custom = post.frontMatter.custom_edit_url;
  if (custom !== undefined) return custom ?? undefined;
  const { blog, baseUrl, locale } = options.config;
  const blogPath = post.sourcePath.replaceAll('\\', '/');
  if (options.editUrlOf) return options.editUrlOf({ blogDirPath: blog.path, blogPath, permalink: withBaseUrl(baseUrl, post.route), locale });
  if (blog.editUrl === undefined) return undefined;
  return `${blog.editUrl.replace(/\/+$/, '')}/${posix.normalize(`${blog.path.replaceAll('\\', '/')}/${blogPath}`)}`;
}
