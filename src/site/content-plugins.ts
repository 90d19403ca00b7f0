/**
 * The content plugins a site runs, from its config: one docs plugin per docs section (its
 * versions with it), each followed by the section's OpenAPI plugin when it has REST
 * references, the pages (src/pages and plugins' routes), one per GraphQL reference, then the
 * blog. Their order is the route table's: a route two of them give is the first one's.
 */
import { blogPlugin } from '../blog/blog-plugin.ts';
import { searchPagePlugin } from '../search/search-page-plugin.ts';
import type { LoadBlogOptions } from '../blog/load-blog.ts';
import type { LinkToCheck } from '../checks/links.ts';
import type { SiteComponents } from '../components/site-components.ts';
import type { SiteMarkdownPlugins } from '../config/load-config.ts';
import { readGitUpdates, type GitUpdate } from '../content/page-meta.ts';
import type { EditUrlFunctions } from '../docusaurus/markdown-plugin-values.ts';
import { importedOnUse, type ContentPlugin, type PartialCompiler } from '../plugins/content-plugin.ts';
import type { DocsVersion } from '../versions/docs-version.ts';
import type { SourcePage } from '../types.ts';
import { MarkdownRoutes } from './markdown-routes.ts';
import { pagesPlugin } from './pages-plugin.ts';
import { docsPlugin } from './docs-plugin.ts';
import { findDocs, isMainDocs, type DocsContext, type FoundVersion } from './load-docs.ts';
import { openapiPlugin } from './openapi-plugin.ts';
import { apiDocsId, type SiteConfig } from '../config/site-config.ts';

export function siteContentPlugins(options: {
  config: SiteConfig;
  /** Every section's versions, section by section. */
  docsVersions: readonly DocsVersion[];
  docsContext: DocsContext;
  markdownPlugins: SiteMarkdownPlugins;
  editUrls?: EditUrlFunctions;
  /** The routes the site's plugins added, as pages. */
  pluginPages: readonly SourcePage[];
  /** The blog's options; none when the blog is not read (one page's build). */
  blog: (LoadBlogOptions & { config: SiteConfig }) | undefined;
}): ContentPlugin[] {
  const { config, docsVersions, markdownPlugins } = options;
  const docsContext: DocsContext = { ...options.docsContext, markdownRoutes: new MarkdownRoutes() };
  let git: Promise<Map<string, GitUpdate>> | undefined;
  const readGit = (): Promise<Map<string, GitUpdate>> => (git ??= readGitUpdates(docsContext.siteDir));
  const sections = [...new Set(docsVersions.map((version) => version.docsId))];
  // A one-page build's OpenAPI plugin reads a version's docs as found, to tell whether its page needs the references: found once for both plugins.
  const found = new Map<DocsVersion, Promise<FoundVersion>>();
  const findVersion = (version: DocsVersion): Promise<FoundVersion> => {
    if (docsContext.onlyRoute === undefined) return findDocs(version, docsContext);
    if (!found.has(version)) found.set(version, findDocs(version, docsContext));
    return found.get(version)!;
  };
  // Partials compile as pages of the current default docs; a site without them, of its first section.
  const partialsOf = sections.find((id) => docsVersions.some((version) => version.docsId === id && isMainDocs(version))) ?? sections[0];
  const plugins: ContentPlugin[] = sections.flatMap((id) => {
    // Each docs section has its own remark and rehype plugins (in config.yaml, the site's).
    const sectionPlugins = id === config.docs.id ? markdownPlugins.docs : markdownPlugins.otherDocs?.[id];
    const editUrl = options.editUrls?.docs[id];
    const versions = docsVersions.filter((version) => version.docsId === id);
    const docs = docsPlugin(id, {
      versions,
      context: sectionPlugins ? { ...docsContext, markdownPlugins: sectionPlugins } : docsContext,
      ...(editUrl ? { editUrl } : {}),
      git: readGit,
      givesPartials: id === partialsOf,
      findDocs: findVersion,
    });
    const hasApis = config.openapi.some((api) => apiDocsId(config, api) === id);
    return hasApis ? [docs, openapiPlugin(id, { versions, context: docsContext, findDocs: findVersion })] : [docs];
  });
  const pagesContext: DocsContext = { ...docsContext };
  delete pagesContext.markdownPlugins;
  plugins.push(pagesPlugin({ context: markdownPlugins.pages ? { ...pagesContext, markdownPlugins: markdownPlugins.pages } : pagesContext, markdownRoutes: docsContext.markdownRoutes!, pluginPages: options.pluginPages }));
  for (const reference of config.graphql) plugins.push(importedOnUse('graphql', reference.id, async () => (await import('../graphql/graphql-plugin.ts')).graphqlPlugin(reference, docsContext)));
  if (options.blog) plugins.push(blogPlugin(options.blog));
  if (config.search.enabled && config.search.page !== undefined) plugins.push(searchPagePlugin({ route: config.search.page, siteTitle: config.title, source: docsContext.configFile }));
  return plugins;
}

/**
 * The links written in the partials pages import, where they are written. A reused bundle did
 * not compile its partials, so they are read again here (without highlighting: cheap). Only
 * links to a route: a relative link or an anchor is the importing page's, unknown here. Those
 * compiled for the bundle of this build give the links they found.
 */
export async function partialLinks(components: SiteComponents, partials: PartialCompiler): Promise<LinkToCheck[]> {
  const paths = components.inputs.filter((path) => /\.mdx?$/i.test(path) && !/[/\\]node_modules[/\\]/.test(path));
  const pages = await Promise.all(paths.map(async (path) => (partials.linksOf ? await partials.linksOf(path) : (await partials.compile(path, false)).page)));
  return pages.flatMap((page) =>
    page
      ? page.links
          .filter((link) => link.url.startsWith('/') && !/\.mdx?(?:[?#]|$)/i.test(link.url))
          .map((link) => ({ url: link.url, text: link.text, file: page.file, line: link.line, column: link.column, fromRoute: '/', ...(link.markdown ? { markdown: true as const } : {}) }))
      : [],
  );
}
