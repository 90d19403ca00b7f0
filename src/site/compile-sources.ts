/**
 * Found pages compiled as one content plugin compiles them: with the routes their Markdown
 * links resolve against, their images resolved beside them, from the cache where unchanged.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { CompiledPage, SourcePage } from '../types.ts';
import { hashKey } from './compile-cache.ts';
import { compileFound } from './compile-found.ts';
import { createAssetResolvers, type CompileOptions } from './compile-pages.ts';
import type { BuildMemory } from './build-memory.ts';
import type { CompileCache } from './compile-cache.ts';
import type { SharedHighlightWorker } from './highlight-in-background.ts';
import type { LocaleTemplates } from './locale-templates.ts';
import type { MarkdownPlugins } from '../content/markdown-plugins.ts';
import type { SiteConfig } from '../config/site-config.ts';
import type { StageTimer } from '../build/stage-timer.ts';
import type { TextSpill } from '../shared/text-spill.ts';

/** What compiling a content plugin's pages shares with the rest of the site (DocsContext holds it). */
export interface CompileContext {
  config: SiteConfig;
  staticFiles: ReadonlyMap<string, string>;
  siteComponents: boolean;
  /** The Markdown elements the site's MDXComponents replaces (see components/site-elements.ts). */
  siteElements: readonly string[];
  /** `defer` (`docsgen dev`): docs pages' code blocks are highlighted when they render. */
  highlight: boolean | 'defer';
  cache?: CompileCache;
  memory?: BuildMemory;
  timer: StageTimer;
  /**
   * Compile only the page at this route (`docsgen dev`'s first pages): every other page gets
   * what navigation needs from its source (see outlinePage) and no content.
   */
  onlyRoute?: string;
  /** Awaited between steps and between pages while compiling, see BuildOptions.pause. */
  pause?: () => Promise<void>;
  /** The build's highlight worker, shared by its content plugins (see SharedHighlightWorker). */
  highlightWorker?: SharedHighlightWorker;
  /** The remark and rehype plugins every page goes through. */
  markdownPlugins?: MarkdownPlugins;
  /** Pages the build's other locales compiled, shared by its locales (see locale-templates.ts). */
  templates?: LocaleTemplates;
  /** Where a written build keeps a large site's pages' HTML (see SPILL_PAGES). */
  spill?: TextSpill;
}

export interface CompiledSources {
  pages: CompiledPage[];
  diagnostics: Diagnostic[];
  /** Output path → source of the images the pages use. */
  assets: Map<string, string>;
  /** How the pages were compiled, for the Markdown partials they import. */
  compileOptions: CompileOptions;
  /** The cache context of the pages: a change here invalidates every cached page. */
  contextKey: string;
}

/**
 * Compile `found` (their finding's errors in `foundDiagnostics` leave those files out), with
 * relative paths taken from `baseDir` and Markdown links resolved by `routesByDocPath`
 * (paths relative to `baseDir`).
 */
export async function compileSources(found: readonly SourcePage[], foundDiagnostics: readonly Diagnostic[], input: { baseDir: string; routesByDocPath: ReadonlyMap<string, string>; context: CompileContext }): Promise<CompiledSources> {
  const { baseDir: docsDir, routesByDocPath, context } = input;
  const { config, cache, memory, timer } = context;
  const resolvers = createAssetResolvers({ docsDir, staticFiles: context.staticFiles, baseUrl: config.baseUrl });
  const failed = new Set(foundDiagnostics.filter((d) => d.severity === 'error').map((d) => d.file));
  // What every page's links resolve against: a change here invalidates every cached page.
  const contextKey = cache ? hashKey(String(context.highlight), String(context.siteComponents), context.siteElements.join(), JSON.stringify(config), JSON.stringify([...routesByDocPath]), [...context.staticFiles].join('\n'), context.markdownPlugins?.key ?? '') : '';
  const compileOptions: CompileOptions = { config, routesByDocPath, staticFiles: context.staticFiles, docsDir, highlight: context.highlight, siteComponents: context.siteComponents, siteElements: context.siteElements, ...(context.markdownPlugins ? { markdownPlugins: context.markdownPlugins } : {}) };
  const results = await compileFound(found, { failed, options: compileOptions, resolvers, contextKey, cache, ...(memory ? { memory } : {}), timer, ...(context.onlyRoute !== undefined ? { onlyRoute: context.onlyRoute } : {}), ...(context.pause ? { pause: context.pause } : {}), ...(context.highlightWorker ? { highlightWorker: context.highlightWorker } : {}), ...(context.templates ? { templates: context.templates } : {}), ...(context.spill ? { spill: context.spill } : {}) });
  const pages: CompiledPage[] = [];
  const diagnostics: Diagnostic[] = [];
  found.forEach((source, index) => {
    const result = results[index];
    if (!result) return;
    // Images a page uses are copied to the output: replay the lookups of cached and worker pages.
    for (const image of result.images) resolvers.assetUrl(image);
    diagnostics.push(...result.diagnostics.map((diagnostic) => ({ ...diagnostic, source: diagnostic.source ?? source.source })));
    if (result.page) pages.push(result.page);
  });
  return { pages, diagnostics, assets: resolvers.assets, compileOptions, contextKey };
}
