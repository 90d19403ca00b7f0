/**
 * Docusaurus's pages plugin as a content plugin: the site's stand-alone pages (`src/pages`,
 * Markdown, MDX and React) and the routes the site's plugins add, at the site root, in no
 * docs version and with no sidebar. Their Markdown links resolve to their own files and to
 * every docs page (the site-wide MarkdownRoutes), their paths taken from the site folder.
 */
import { findSitePages } from '../docusaurus/site-pages.ts';
import { translationsDir } from '../i18n/locales.ts';
import type { ContentPlugin } from '../plugins/content-plugin.ts';
import { compiledPageModel } from '../routes/compiled-page-model.ts';
import type { Route } from '../routes/route.ts';
import type { CompiledPage, SourcePage } from '../types.ts';
import { compileSources } from './compile-sources.ts';
import type { DocsContext } from './load-docs.ts';
import type { MarkdownRoutes } from './markdown-routes.ts';

export interface PagesPluginOptions {
  context: DocsContext;
  /** Every docs page's route by file, as the docs plugins registered them (they load first). */
  markdownRoutes: MarkdownRoutes;
  /** The routes the site's plugins added, as pages (see plugins/plugin-routes.ts). */
  pluginPages: readonly SourcePage[];
}

/** A stand-alone page's route: the layout around its content, no sidebar, version or pagination. */
function pageRoute(page: CompiledPage, slashed: boolean): Route {
  return { source: page.file, page: { ...compiledPageModel(page), sidebar: null, breadcrumbs: [] }, ...(slashed ? { slashed: true } : {}) };
}

export function pagesPlugin(options: PagesPluginOptions): ContentPlugin<CompiledPage[]> {
  const { context } = options;
  const { config, siteDir, cwd } = context;
  // The pages whose Docusaurus route ends with a slash, by id (compiled pages keep their id).
  let slashedIds = new Set<string>();
  return {
    name: 'pages',
    id: 'default',
    async loadContent() {
      const translated = translationsDir({ config, siteDir, plugin: 'pages' });
      const found = findSitePages({ siteDir, docsDir: siteDir, cwd, markdownFormat: config.markdown.format, includeDrafts: context.includeDrafts, site: config, ...(translated ? { translatedDir: translated } : {}) });
      const sources = [...found.pages, ...options.pluginPages];
      slashedIds = new Set(sources.filter((page) => page.slashed).map((page) => page.id));
      if (!sources.length && !found.diagnostics.length) return null;
      const routesByDocPath = options.markdownRoutes.relativeTo(siteDir);
      for (const page of sources) routesByDocPath.set(page.docPath, page.route);
      const compiled = await compileSources(sources, found.diagnostics, { baseDir: siteDir, routesByDocPath, context });
      return { content: compiled.pages, pages: compiled.pages, assets: compiled.assets, diagnostics: [...found.diagnostics, ...compiled.diagnostics] };
    },
    contentLoaded({ content: pages, actions }) {
      for (const page of pages) actions.addRoute(pageRoute(page, slashedIds.has(page.id)));
    },
  };
}
