/**
 * A docs section as a content plugin, one instance per section (`docs.id`, each of
 * `otherDocs`), as Docusaurus runs one docs plugin per `id`: `loadContent` finds and compiles
 * each of its versions' docs; `contentLoaded` arranges each version's sidebars with the
 * section's REST references (the OpenAPI plugin of the same id, from `allContent`), adds the
 * routes of both and the sidebars' links, and gives the navbar its versions.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { LinkToCheck } from '../checks/links.ts';
import { docsSection, type SidebarItemConfig } from '../config/site-config.ts';
import { pageFormat } from '../content/find-pages.ts';
import { parseFrontMatter } from '../content/front-matter.ts';
import { pageMeta as pageMetaOf, type GitUpdate, type PageMeta } from '../content/page-meta.ts';
import { editUrlFrom } from '../docusaurus/edit-url.ts';
import type { EditUrlFunction } from '../docusaurus/markdown-plugin-values.ts';
import { isSitePage } from '../docusaurus/site-pages.ts';
import type { AllContent, ContentPlugin, PartialCompiler, PartialLinks } from '../plugins/content-plugin.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { withBaseUrl } from '../routes/doc-route.ts';
import { docsRoutes } from '../routes/docs-routes.ts';
import { displayPath, toPosix } from '../shared/paths.ts';
import type { CompiledPage } from '../types.ts';
import type { DocsVersion } from '../versions/docs-version.ts';
import { compileWithPlugins, createAssetResolvers, relocate, settleTemplate } from './compile-pages.ts';
import { arrangeVersion } from './arrange-version.ts';
import { partialWorkers } from './partial-workers.ts';
import { isMainDocs, loadDocs, type DocsContext, type FoundVersion, type LoadedDocs, type LoadedVersion } from './load-docs.ts';
import type { VersionReferences } from './load-references.ts';
import { sectionReferences } from './openapi-plugin.ts';

/** What a docs section gives the layout (its global data): its versions, current first. */
export interface DocsGlobalData {
  versions: LoadedVersion[];
}

export interface DocsPluginOptions {
  /** The section's versions, current first. */
  versions: readonly DocsVersion[];
  context: DocsContext;
  /** A Docusaurus config's `editUrl` for the section, when it is a function. */
  editUrl?: EditUrlFunction;
  /** The site's git history (last update of each file), read once for every section that shows it. */
  git: () => Promise<ReadonlyMap<string, GitUpdate>>;
  /** Whether the site's Markdown partials compile as pages of this section (the main docs'). */
  givesPartials: boolean;
  /** A version's docs as found (shared with the OpenAPI plugin, see content-plugins.ts). */
  findDocs: (version: DocsVersion) => Promise<FoundVersion>;
}

function sidebarLinks(items: SidebarItemConfig[], file: string): LinkToCheck[] {
  return items.flatMap((item): LinkToCheck[] => {
    if (item.type === 'link') return [{ url: item.href, text: item.label, file, line: item.line, column: item.column }];
    if (item.type === 'category') return sidebarLinks(item.items, file);
    return [];
  });
}

/**
 * Partials compile like pages of the section's main version (its current one, else its first).
 * Highlighted ones (the components bundle's) go to worker threads when there are many (see
 * partial-workers.ts); their links are kept, so checking them does not compile them again.
 */
function partialCompiler(loaded: readonly LoadedDocs[], context: DocsContext): PartialCompiler {
  const { config, cwd, staticFiles } = context;
  const main = loaded.find((docs) => isMainDocs(docs.version)) ?? loaded[0]!;
  const { compileOptions } = main;
  const { docsDir } = compileOptions;
  const resolvers = createAssetResolvers({ docsDir, staticFiles, baseUrl: config.baseUrl });
  // A translated site's locales share the highlighted partials they read from the same file, as they share pages (see locale-templates.ts).
  const highlighted = { ...compileOptions, highlight: true };
  const shared = context.templates && context.onlyRoute === undefined ? context.templates.of(highlighted) : undefined;
  const options = shared ? { ...highlighted, templates: true } : highlighted;
  const workers = partialWorkers(options);
  // Links by file, with the text they were read from: a partial changed since is compiled again.
  const links = new Map<string, { source: string; page?: PartialLinks }>();
  const compile = async (path: string, highlight: boolean): Promise<{ page?: CompiledPage; diagnostics: Diagnostic[] }> => {
    const source = readFileSync(path, 'utf8');
    const file = displayPath(cwd, path);
    const split = parseFrontMatter(source, file);
    const docPath = toPosix(relative(docsDir, path));
    const format = pageFormat(path, config.markdown.format);
    // No route: its relative links are left for the browser to resolve from each page that imports it.
    const page = { file, path, docPath, format, id: docPath.replace(/\.mdx?$/, ''), route: '', frontMatter: {}, extra: {}, body: split.body, source } as const;
    const template = highlight ? shared?.get(page) : undefined;
    const relocated = template && relocate(template, page, options, resolvers);
    if (relocated) context.timer.count('partials compiled once for several locales');
    const onWorker = highlight && !relocated ? workers.compile(page) : undefined;
    const compiled = relocated ?? (onWorker ? await onWorker : await compileWithPlugins(page, highlight ? options : { ...compileOptions, highlight }, resolvers));
    // A worker looked its images up in its own resolvers: they are recorded here, where the build reads them.
    if (onWorker) {
      for (const image of compiled.images) resolvers.assetUrl(image);
      context.timer.count('partials compiled in workers');
    }
    const settled = highlight && !relocated ? settleTemplate(compiled) : { result: compiled };
    if (settled.template) shared?.set(page, settled.template);
    const { result } = settled;
    links.set(path, { source, ...(result.page ? { page: { file: result.page.file, links: result.page.links } } : {}) });
    return result;
  };
  return {
    compile,
    async linksOf(path) {
      const known = links.get(path);
      if (known && known.source === readFileSync(path, 'utf8')) return known.page;
      return (await compile(path, false)).page;
    },
    close: () => workers.close(),
    key: main.contextKey,
    assets: resolvers.assets,
  };
}

/** Each page's edit URL and last update, as its section configures them (src/pages have neither, as in Docusaurus). */
async function docsPageMeta(loaded: readonly LoadedVersion[], options: DocsPluginOptions): Promise<Map<string, PageMeta>> {
  const { config, configFile, siteDir, cwd } = options.context;
  const meta = new Map<string, PageMeta>();
  if (!loaded.length) return meta;
  const docs = docsSection(config, loaded[0]!.version.docsId) ?? config.docs;
  const git = docs.showLastUpdateTime || docs.showLastUpdateAuthor ? await options.git() : new Map<string, GitUpdate>();
  for (const { version, pages } of loaded) {
    const { editUrl } = options;
    const editUrlOf = editUrl ? (page: CompiledPage) => editUrlFrom(editUrl, { version: version.name, versionDocsDirPath: version.docsPath, docPath: relative(join(siteDir, version.docsPath), resolve(cwd, page.file)), permalink: withBaseUrl(config.baseUrl, page.route), locale: config.locale }, configFile) : undefined;
    for (const page of pages) if (!isSitePage(page.id)) meta.set(page.file, pageMetaOf(page, { docs, siteDir, cwd, git, ...(editUrlOf ? { editUrlOf } : {}) }));
  }
  return meta;
}

export function docsPlugin(id: string, options: DocsPluginOptions): ContentPlugin<LoadedDocs[]> {
  const { context } = options;
  // Arranged once per version: for components' global data before the routes (its sidebars), then for the routes.
  const arranged = new WeakMap<LoadedDocs, { references: VersionReferences | undefined; result: ReturnType<typeof arrangeVersion> }>();
  const arrange = (docs: LoadedDocs, allContent: AllContent): ReturnType<typeof arrangeVersion> => {
    const references = sectionReferences(allContent, id).get(docs.version.name);
    const found = arranged.get(docs);
    if (found && found.references === references) return found.result;
    const started = performance.now();
    const result = arrangeVersion(docs, references, context);
    context.timer.add('sidebars', performance.now() - started);
    arranged.set(docs, { references, result });
    return result;
  };
  return {
    name: 'docs',
    id,
    async loadContent() {
      // Versions load one after the other: each compiles its own pages (an unchanged old version from the cache).
      const loaded: LoadedDocs[] = [];
      for (const version of options.versions) {
        loaded.push(await loadDocs(version, context, loaded.at(-1)?.compileOptions.routesByDocPath, options.findDocs(version)));
        await context.pause?.();
      }
      const assets = new Map(loaded.flatMap((docs) => [...docs.assets]));
      return {
        content: loaded,
        pages: loaded.flatMap((docs) => docs.pages),
        docsVersions: loaded.map((docs) => ({ version: docs.version, pages: docs.pages, sidebars: (allContent: AllContent) => arrange(docs, allContent).loaded.sidebars })),
        assets,
        ...(options.givesPartials && loaded.length ? { partials: partialCompiler(loaded, context) } : {}),
        diagnostics: loaded.flatMap((docs) => docs.diagnostics),
      };
    },
    async contentLoaded({ content: loaded, actions, allContent }) {
      const versions = loaded.map((docs) => {
        const arrangedVersion = arrange(docs, allContent);
        actions.report(arrangedVersion.diagnostics);
        return arrangedVersion.loaded;
      });
      const routed = docsRoutes(versions, context.config, await docsPageMeta(versions, options));
      for (const route of routed.routes) actions.addRoute(route);
      actions.report(routed.diagnostics);
      // The sidebars as the last version has them are written in the config: their links are checked there.
      for (const { sidebarsConfig } of versions.filter(({ version }) => version.isLast)) {
        if (sidebarsConfig) for (const items of Object.values(sidebarsConfig.sidebars)) actions.addLinks(sidebarLinks(items, sidebarsConfig.file));
      }
      actions.setGlobalData({ versions } satisfies DocsGlobalData);
    },
  };
}

/** Every docs section's versions, as their plugins gave them to the layout: section by section, current first. */
export function docsVersionsOf(globalData: Record<string, Record<string, unknown>>): LoadedVersion[] {
  return Object.values(globalData.docs ?? {}).flatMap((data) => (data as DocsGlobalData).versions);
}
