/**
 * The options of Docusaurus's `classic` preset (docs, blog, theme, pages) as docsgen config
 * keys; what docsgen does not carry over is noted.
 */
import { bool, defined, isObj, num, str, type Notes, type Obj } from './mapping.ts';

/** Docusaurus's own defaults for the docs plugin, where docsgen's differ. */
export const DOCUSAURUS_DOCS_DEFAULTS = { path: 'docs', routeBasePath: 'docs' } as const;

const DEFAULT_INCLUDE = ['**/*.{md,mdx}'];
const DEFAULT_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];
const sameList = (value: unknown, expected: readonly string[]): boolean => Array.isArray(value) && value.length === expected.length && value.every((item, index) => item === expected[index]);

/** A glob list as written, when it differs from Docusaurus's default (which docsgen already applies). */
function globs(value: unknown, defaults: readonly string[]): string[] | undefined {
  if (!Array.isArray(value) || sameList(value, defaults)) return undefined;
  return value.filter((glob): glob is string => typeof glob === 'string');
}

/** Options of the docs plugin that need nothing from docsgen (it already behaves so, or they only affect dev tooling). */
/** The remark and rehype plugin lists, which run as values of the config (see markdown-plugin-values.ts). */
const MARKDOWN_PLUGIN_KEYS = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'];
const SILENT_DOCS_KEYS = [...MARKDOWN_PLUGIN_KEYS, 'id', 'sidebarCollapsible', 'sidebarCollapsed', 'numberPrefixParser', 'disableVersioning', 'editLocalizedFiles', 'editCurrentVersion'];

function mapVersions(versions: unknown, path: string[], notes: Notes): Obj | undefined {
  if (!isObj(versions)) return undefined;
  const out: Obj = {};
  for (const [name, settings] of Object.entries(versions)) {
    if (!isObj(settings)) continue;
    notes.unmapped(settings, [...path, name], ['label', 'path', 'banner', 'badge'], ['className', 'noIndex']);
    out[name] = defined({ label: str(settings.label), path: str(settings.path), banner: ['none', 'unreleased', 'unmaintained'].includes(str(settings.banner) ?? '') ? settings.banner : undefined, badge: bool(settings.badge) });
  }
  return out;
}

/** The `docs:` options of the preset (or of the docs plugin) as docsgen's `docs:`. */
/**
 * The docs option `admonitions` as docsgen's `markdown.admonitions`: `false` makes no keyword
 * an admonition, an object adds keywords (or replaces them, `extendDefaults: false`).
 */
export function mapAdmonitions(value: unknown): Obj | undefined {
  if (value === false) return { keywords: [], extendDefaults: false };
  if (!isObj(value)) return undefined;
  return defined({ keywords: Array.isArray(value.keywords) ? value.keywords.filter((keyword) => typeof keyword === 'string') : undefined, extendDefaults: bool(value.extendDefaults) });
}

export function mapDocs(docs: Obj, path: string[], notes: Notes, relative: (file: string) => string): Obj {
  notes.unmapped(docs, path, ['path', 'admonitions', 'routeBasePath', 'sidebarPath', 'editUrl', 'showLastUpdateTime', 'showLastUpdateAuthor', 'breadcrumbs', 'versions', 'lastVersion', 'onlyIncludeVersions', 'includeCurrentVersion', 'include', 'exclude'], SILENT_DOCS_KEYS);
  if (docs.sidebarPath === false) notes.add([...path, 'sidebarPath'], '`sidebarPath: false` is not supported: docsgen shows one sidebar generated from the docs folder', 'docsgen has no sidebar-less docs');
  const routeBasePath = str(docs.routeBasePath) ?? DOCUSAURUS_DOCS_DEFAULTS.routeBasePath;
  return defined({
    path: str(docs.path) ?? DOCUSAURUS_DOCS_DEFAULTS.path,
    routeBasePath: `/${routeBasePath.replace(/^\/+|\/+$/g, '')}`,
    sidebarPath: typeof docs.sidebarPath === 'string' ? relative(docs.sidebarPath) : undefined,
    editUrl: str(docs.editUrl),
    showLastUpdateTime: bool(docs.showLastUpdateTime),
    breadcrumbs: bool(docs.breadcrumbs),
    showLastUpdateAuthor: bool(docs.showLastUpdateAuthor),
    docusaurusCategories: true,
    lastVersion: str(docs.lastVersion),
    includeCurrentVersion: bool(docs.includeCurrentVersion),
    onlyIncludeVersions: Array.isArray(docs.onlyIncludeVersions) ? docs.onlyIncludeVersions.filter((name) => typeof name === 'string') : undefined,
    versions: mapVersions(docs.versions, [...path, 'versions'], notes),
    include: globs(docs.include, DEFAULT_INCLUDE),
    exclude: globs(docs.exclude, DEFAULT_EXCLUDE),
  });
}

/** Docusaurus writes RSS and Atom unless told otherwise; `all` adds JSON. */
function feedTypes(type: unknown): string[] | undefined {
  if (type === undefined) return ['rss', 'atom'];
  if (type === null) return [];
  if (type === 'all') return ['rss', 'atom', 'json'];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((each) => each === 'rss' || each === 'atom' || each === 'json');
}

/**
 * `feedOptions.xslt`: `true`, or per format `true` or the path of the site's own stylesheet.
 * docsgen writes its own stylesheet for both formats; a site's own file is not used.
 */
function feedXslt(xslt: unknown, path: string[], notes: Notes): boolean | undefined {
  if (xslt === undefined || xslt === null || xslt === false) return undefined;
  if (xslt === true) return true;
  if (!isObj(xslt)) return undefined;
  const own = Object.entries(xslt).filter(([, value]) => typeof value === 'string');
  for (const [format] of own) notes.add([...path, format], `\`${path.join('.')}.${format}\` names a stylesheet of the site's own, which docsgen does not use`, 'the feed gets docsgen\'s stylesheet instead');
  return Object.values(xslt).some((value) => value === true || typeof value === 'string') ? true : undefined;
}

const MANY = 1_000_000;
const SILENT_BLOG_KEYS = [...MARKDOWN_PLUGIN_KEYS, 'id', 'blogListComponent', 'blogPostComponent', 'blogTagsListComponent', 'blogTagsPostsComponent', 'blogArchiveComponent', 'blogAuthorsListComponent', 'blogAuthorsPostsComponent', 'sortPosts', 'truncateMarker', 'processBlogPosts', 'showLastUpdateTime', 'showLastUpdateAuthor', 'editLocalizedFiles'];

/** The `blog:` options of the preset as docsgen's `blog:`. */
export function mapBlog(blog: Obj, path: string[], notes: Notes): Obj {
  notes.unmapped(blog, path, ['path', 'routeBasePath', 'blogTitle', 'blogDescription', 'postsPerPage', 'blogSidebarTitle', 'blogSidebarCount', 'feedOptions', 'authorsMapPath', 'tags', 'showReadingTime', 'editUrl', 'onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts'], SILENT_BLOG_KEYS);
  const feed = isObj(blog.feedOptions) ? blog.feedOptions : {};
  notes.unmapped(feed, [...path, 'feedOptions'], ['type', 'copyright', 'limit', 'xslt'], ['title', 'description', 'language']);
  const xslt = feedXslt(feed.xslt, [...path, 'feedOptions', 'xslt'], notes);
  const count = (value: unknown): number | undefined => (value === 'ALL' ? MANY : num(value));
  if (blog.tags === false || blog.tags === null) notes.add([...path, 'tags'], '`tags: false` is not supported: docsgen reads `tags.yml` whenever it exists', 'remove `tags.yml` to allow any tag');
  return defined({
    path: str(blog.path),
    routeBasePath: str(blog.routeBasePath) !== undefined ? `/${str(blog.routeBasePath)!.replace(/^\/+|\/+$/g, '')}` : undefined,
    title: str(blog.blogTitle),
    description: str(blog.blogDescription),
    postsPerPage: count(blog.postsPerPage),
    sidebarTitle: str(blog.blogSidebarTitle),
    sidebarCount: count(blog.blogSidebarCount),
    authorsFile: str(blog.authorsMapPath),
    tagsFile: str(blog.tags),
    showReadingTime: bool(blog.showReadingTime),
    editUrl: str(blog.editUrl),
    feed: defined({ types: feedTypes(feed.type), copyright: str(feed.copyright), limit: feed.limit === false || feed.limit === null ? MANY : num(feed.limit), xslt }),
  });
}

/** `theme.customCss` (a path or a list) as docsgen's `theme.customCss`, paths relative to the site folder. */
export function mapCustomCss(theme: Obj, path: string[], notes: Notes, relative: (file: string) => string): string[] {
  notes.unmapped(theme, path, ['customCss']);
  const list = Array.isArray(theme.customCss) ? theme.customCss : theme.customCss !== undefined ? [theme.customCss] : [];
  return list.filter((file): file is string => typeof file === 'string').map(relative);
}
