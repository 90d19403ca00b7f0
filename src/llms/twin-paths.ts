/** Where a page's Markdown twin is written and linked, and which pages have one. */
import type { PageModel, SiteModel } from '../render/models.ts';

/** Kinds of pages with a Markdown twin: the ones with content of their own (lists of posts and tags have none). */
const TWIN_KINDS: ReadonlySet<PageModel['kind']> = new Set(['doc', 'category-index', 'blog-post']);

/** Whether the page has a twin (the site must write twins, see SiteModel.markdownTwins). */
export const hasMarkdownTwin = (page: Pick<PageModel, 'kind'>): boolean => TWIN_KINDS.has(page.kind);

/**
 * The twin's output path: `/guides/setup` → `guides/setup.md`, `/` → `index.md`; a route
 * with a trailing slash (`/guides/`) is its folder's `index.md`, as its HTML is.
 */
export function twinPath(route: string): string {
  const path = route.replace(/^\/+/, '');
  return path === '' || path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}

/** The twin's absolute URL (origin, base URL, path): what llms.txt and the page's head link to. */
export const twinUrl = (site: Pick<SiteModel, 'url' | 'baseUrl'>, route: string): string => site.url + site.baseUrl + twinPath(route);
