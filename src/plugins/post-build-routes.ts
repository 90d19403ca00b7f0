/**
 * The `routes` Docusaurus gives `postBuild`: one RouteConfig per page, with the theme
 * component Docusaurus would render it with. Plugins that post-process the output read them
 * (llms.txt generators pick documents by `component`, versions by `props.version`).
 */
import { isAuthorPostsPage } from '../blog/blog-models.ts';
import type { PageModel } from '../render/models.ts';
import type { RouteConfig } from './plugin-types.ts';

/** A built page as postBuild's routes need it: its path with the base URL, and the theme component Docusaurus renders it with. */
export interface BuiltRoute {
  path: string;
  component: string;
}

/** The Docusaurus theme component of each kind of page docsgen builds. */
const COMPONENTS: Record<string, string> = {
  // Site pages and plugin routes are rendered as docs pages by docsgen, and listed so.
  doc: '@theme/DocItem',
  'category-index': '@theme/DocCategoryGeneratedIndexPage',
  'not-found': '@theme/NotFound',
  'blog-list': '@theme/BlogListPage',
  'blog-post': '@theme/BlogPostPage',
  'blog-tag': '@theme/BlogTagsPostsPage',
  'blog-tags': '@theme/BlogTagsListPage',
  'blog-authors': '@theme/Blog/Pages/BlogAuthorsListPage',
  'blog-archive': '@theme/BlogArchivePage',
  search: '@theme/SearchPage',
};

/** The docs' tag pages, which docsgen builds as category pages. */
const DOC_TAG_COMPONENTS = { tag: '@theme/DocTagDocListPage', list: '@theme/DocTagsListPage' } as const;

/** The Docusaurus theme component of a page: its kind's, the docs' tag pages' and an author's posts' (a tag page in docsgen) their own. */
export function themeComponent(page: Pick<PageModel, 'kind' | 'docTags' | 'blog'>): string {
  if (page.docTags) return DOC_TAG_COMPONENTS[page.docTags];
  if (isAuthorPostsPage(page)) return '@theme/Blog/Pages/BlogAuthorsPostsPage';
  return COMPONENTS[page.kind] ?? '@theme/DocItem';
}

/** Docusaurus's flat `routes` for postBuild: every page an exact route of its theme component. */
export function postBuildRoutes(routes: readonly BuiltRoute[]): RouteConfig[] {
  return routes.map(({ path, component }) => ({ path, exact: true, component }));
}
