/** A docs version's pages compiled: each from the cache when unchanged, else on workers or on this thread. */
import { availableParallelism } from 'node:os';
import type { StageTimer } from '../build/stage-timer.ts';
import { anchorsOf, outlinePage } from '../content/compile-page.ts';
import { hasDeferredCode, placeholdersInModule } from '../content/deferred-code.ts';
import { initHighlighter } from '../content/highlight.ts';
import { hasFixedAnswers } from '../content/locale-answers.ts';
import { loadMdxCompiler } from '../content/mdx-module.ts';
import { pluginLeftOut } from '../content/markdown-plugins.ts';
import type { SourcePage } from '../types.ts';
import type { BuildMemory } from './build-memory.ts';
import { hashKey, type CompileCache } from './compile-cache.ts';
import { warmUpSamples } from '../content/warm-up-samples.ts';
import type { BackgroundHighlighter, SharedHighlightWorker } from './highlight-in-background.ts';
import { stopEarlyHighlightWorker } from './start-highlight-worker.ts';
import { compileWithAssets, compileWithPlugins, compileWorkersFrom, relocate, settleTemplate, type AssetResolvers, type CompiledResult, type CompileOptions } from './compile-pages.ts';
import { compileInWorkers } from './compile-pool.ts';
import type { LocaleTemplates } from './locale-templates.ts';
import { spillFrom, type TextSpill } from '../shared/text-spill.ts';
import { fitHeapToPages } from '../build/heap-growth.ts';
import { withPluginClock } from './plugin-clock.ts';

/** The result with its page's HTML in `spill` (a page compiled as code gets its HTML later: kept). */
function spilled(result: CompiledResult, spill: TextSpill | undefined, timer: StageTimer): CompiledResult {
  const { page } = result;
  if (!spill || !page || page.mdxModule !== undefined) return result;
  timer.count('pages kept in a temporary file until written');
  return { ...result, page: { ...page, html: spill.put(page.html) } };
}

/**
 * Let go of a compiled page's source text (twice its Markdown: as read, and without front
 * matter), held from finding the pages on: ~1 GB at 100,000 bench pages by the last page
 * compiled. Kept when the page has diagnostics, whose code frames show it.
 */
function releaseSource(source: SourcePage, result: CompiledResult): void {
  if (result.diagnostics.length) return;
  source.body = '';
  source.source = '';
}

/** Compile found pages, from the cache where their key is unchanged, else on workers or this thread. */
export async function compileFound(found: readonly SourcePage[], options: Parameters<typeof compileEach>[1]): Promise<Array<CompiledResult | undefined>> {
  const results = await compileEach(found, options);
  // Other threads (search indexing) read the spilled pages from the file.
  options.spill?.flush();
  return results;
}

async function compileEach(
  found: readonly SourcePage[],
  {
    failed,
    options,
    resolvers,
    contextKey,
    cache,
    memory,
    timer,
    onlyRoute,
    pause,
    highlightWorker,
    templates,
    spill: spillTo,
  }: {
    /** Files that finding the pages reported an error for: left out. */
    failed: ReadonlySet<string>;
    options: CompileOptions;
    resolvers: AssetResolvers;
    /** Everything besides a page's file that its compiled form depends on (see loadDocs). */
    contextKey: string;
    cache: CompileCache | undefined;
    /** Pages of the build before, by cache key (`docsgen dev`): read before the cache, and only with one. */
    memory?: BuildMemory;
    timer: StageTimer;
    /** Compile only the page at this route; the others are outlines (see DocsContext.onlyRoute). */
    onlyRoute?: string;
    pause?: () => Promise<void>;
    /** The build's highlight worker, shared by its versions (a build without one highlights here). */
    highlightWorker?: SharedHighlightWorker;
    /** Pages compiled for another locale of the build, which this one's may be made from (see locale-answers.ts). */
    templates?: LocaleTemplates;
    /** Where a written build keeps the pages' HTML, from SPILL_PAGES pages on. */
    spill?: TextSpill;
  },
): Promise<Array<CompiledResult | undefined>> {
  const spill = found.length >= spillFrom() ? spillTo : undefined;
  // A written build of a very large site keeps less garbage beside what it holds to the end.
  if (spill) fitHeapToPages(found.length);
  // Through the site's remark/rehype plugins too: they never see a token (see locale-answers.ts).
  const shared = templates && onlyRoute === undefined ? templates.of(options) : undefined;
  if (shared) options = { ...options, templates: true, ...(options.markdownPlugins ? { parses: shared.parses } : {}) };
  const misses: Array<{ index: number; source: SourcePage; key: string }> = [];
  const results: Array<CompiledResult | undefined> = [];
  found.forEach((source, index) => {
    if (failed.has(source.file)) return;
    if (onlyRoute !== undefined && source.route !== onlyRoute) {
      results[index] = { page: outlinePage(source), diagnostics: [], images: [] };
      return;
    }
    const key = cache ? hashKey(contextKey, source.file, source.source) : '';
    const remembered = cache ? memory?.compiled(key) : undefined;
    const cached = remembered ?? cache?.get<CompiledResult>(key);
    const template = cached ? undefined : shared?.get(source);
    const relocated = template && relocate(template, source, options, resolvers);
    timer.count(remembered ? 'pages from the build before' : cached ? 'pages from cache' : relocated ? 'pages compiled once for several locales' : 'pages compiled');
    if (relocated) store({ index, source, key }, relocated);
    else if (!cached) misses.push({ index, source, key });
    else {
      results[index] = spilled(cached, spill, timer);
      memory?.keep(key, cached);
      if (spill) releaseSource(source, cached);
    }
  });
  let done = 0;
  if (misses.length) timer.progress('compile', 0, misses.length);
  const compiled = (miss: (typeof misses)[number], compiledResult: CompiledResult): void => {
    timer.progress('compile', ++done, misses.length);
    const { result, template } = settleTemplate(compiledResult);
    if (template) shared?.set(miss.source, template);
    // A template that serves every locale whole needs its parse no more.
    if (template && !hasFixedAnswers(template.record!)) shared?.parses.drop(miss.source.body, miss.source.format);
    store(miss, result);
  };
  function store(miss: Miss, result: CompiledResult): void {
    results[miss.index] = spilled(result, spill, timer);
    if (spill) releaseSource(miss.source, result);
    // A page built without a plugin that could not reach the network is built again next time.
    if (!cache || result.diagnostics.some(pluginLeftOut)) return;
    // As a cache hit gives it: the diagnostics' sources are the page's own (see loadDocs).
    const stored = { ...result, diagnostics: result.diagnostics.map(({ source: _source, ...rest }) => rest) };
    cache.set(miss.key, stored);
    memory?.keep(miss.key, stored);
  }
  if (options.markdownPlugins && misses.length) {
    // The site's plugins are functions of this thread, and may be asynchronous: every page is
    // started at once, as webpack runs Docusaurus's MDX loader on all of them, since a plugin
    // may wait in one page for another page's tree (electron's API structure previews do).
    await initHighlighter();
    await loadMdxCompiler();
    const reusedBefore = options.parses?.reused ?? 0;
    // A timer a plugin waits on fires once nothing else can happen (see plugin-clock.ts).
    await withPluginClock(async (each) => {
      const running: Promise<void>[] = [];
      for (const miss of misses) {
        running.push(each(() => compileWithPlugins(miss.source, options, resolvers)).then((result) => compiled(miss, result)));
        // A turn of the event loop before the next page: a page whose plugins do not wait on others
        // finishes first, so its tree is not held while every other page is parsed.
        if (pause) await pause();
        else await new Promise(setImmediate);
      }
      await Promise.all(running);
    });
    const reused = (options.parses?.reused ?? 0) - reusedBefore;
    if (reused) timer.count('pages parsed once for several locales', reused);
    return results;
  }
  const onCompileWorkers = misses.length >= compileWorkersFrom() && (misses.length > MAX_PAGES_BESIDE_HIGHLIGHT_WORKER || compilesAsCode(misses, options));
  // Each compile worker highlights its own pages.
  if (onCompileWorkers) stopEarlyHighlightWorker();
  const inWorkers = onCompileWorkers && (await compileInWorkers(misses.map((miss) => miss.source), options, (position, result) => compiled(misses[position]!, result)));
  if (inWorkers) timer.count('pages compiled in workers', misses.length);
  else if (misses.length) {
    // Started first: it loads its highlighter while this thread loads its own. One a version
    // before this one started is used whatever this version's number of pages.
    const background = options.highlight === true ? highlightWorker?.get(misses.length >= HIGHLIGHT_WORKER_PAGES && availableParallelism() > 1) : undefined;
    background?.warmUp(warmUpSamples(misses.map((miss) => miss.source.body)));
    // This thread's highlighter is for what the worker cannot do: pages compiled as code, blocks
    // of pages rendered through React; both are MDX pages, the only ones the MDX compiler is for.
    // With the worker, a site of Markdown pages loads neither here (~20 ms of this thread's start).
    const mdx = misses.some((miss) => miss.source.format === 'mdx');
    if (!background || mdx) await initHighlighter();
    if (mdx) await loadMdxCompiler();
    if (background) {
      await compileHighlightingApart(misses, { ...options, highlight: 'defer' }, resolvers, background, compiled);
      return results;
    }
    for (const [position, miss] of misses.entries()) {
      compiled(miss, compileWithAssets(miss.source, options, resolvers));
      // `docsgen dev` builds a requested page ahead of this one: it waits for one page at most.
      if (pause) await pause();
      // Else let finished cache writes call back now and then: past 256 in flight, the cache
      // writes on the spot, which cost ~0.5 ms each on the main thread.
      else if (position % 4 === 3) await new Promise(setImmediate);
    }
  }
  return results;
}

/**
 * A page that may compile as code (MDX with imports, exports or capitalised JSX). A guess
 * from the text (a `<T>` in a code block counts too): it only picks where pages compile, and
 * both ways give the same pages.
 */
const mayCompileAsCode = (source: SourcePage): boolean => source.format === 'mdx' && /^(?:import|export)\s|<[A-Z]/m.test(source.body);

/**
 * Whether enough pages would highlight their blocks on this thread for compile workers (each
 * compiling whole pages, highlighter and all) to beat it with a highlight worker: pages
 * compiled as code, on a site whose theme/MDXComponents keeps them from deferring their
 * blocks (see visitCode). 1000 bench pages, alternating cold builds, when no such page could
 * defer: all plain Markdown, 5.8–6.6 s and 261–267 MB with the highlight worker against
 * 7.3–7.7 s and 348–368 MB on compile workers; a fifth of them MDX with an `export`, 9.9–10.0 s
 * against 10.4–11.5 s; three fifths, 17.6–17.7 s against 14.2–14.8 s. Now that they defer,
 * three fifths: 14.5–16.3 s and 380–395 MB with the highlight worker against 14.2–16.3 s and
 * 500–515 MB on compile workers (host at load ~2).
 */
function compilesAsCode(misses: readonly Miss[], options: CompileOptions): boolean {
  return options.siteComponents === true && misses.filter((miss) => mayCompileAsCode(miss.source)).length >= misses.length / 3;
}

/**
 * Pages to compile from which compile workers take them all the same: the main thread would
 * hold both its parser's garbage and every compiled page. 10,000 bench pages: 905 MB peak
 * with the highlight worker against 722 MB on compile workers (41.8 s against 50.8 s);
 * 4,000 with it: 411 MB, 18.3 s.
 */
const MAX_PAGES_BESIDE_HIGHLIGHT_WORKER = 4000;

/**
 * Pages to compile on this thread from which a highlight worker pays (see
 * highlight-in-background.ts): it starts its own highlighter on the other core. 40 bench
 * pages, six alternating cold builds: 0.78–0.86 s with it against 0.83–0.90 s without, for
 * ~10 MB more; 120 pages: 1.61–1.79 s against 1.80–2.17 s.
 */
const HIGHLIGHT_WORKER_PAGES = 40;

type Miss = { index: number; source: SourcePage; key: string };

/** Compile on this thread with the code blocks highlighted on a worker meanwhile; each page is `compiled` once its blocks are in. */
async function compileHighlightingApart(
  misses: readonly Miss[],
  options: CompileOptions,
  resolvers: AssetResolvers,
  background: BackgroundHighlighter,
  compiled: (miss: Miss, result: CompiledResult) => void,
): Promise<void> {
  const highlighted: Array<Promise<void>> = [];
  for (const [position, miss] of misses.entries()) {
    const result = compileWithAssets(miss.source, options, resolvers);
    const { page } = result;
    // A page compiled as code has its placeholders in its module: their blocks wait beside it until it renders.
    const inModule = page?.mdxModule !== undefined ? placeholdersInModule(page.mdxModule) : [];
    if (page && inModule.length) highlighted.push(background.blocks(inModule).then((blocks) => compiled(miss, { ...result, page: { ...page, highlightedBlocks: blocks } })));
    else if (!page || !hasDeferredCode(page.html)) compiled(miss, result);
    else {
      // What a compile with highlighting gives: the key and anchors are the highlighted HTML's.
      const withBlocks = (html: string): void => compiled(miss, { ...result, page: { ...page, html, htmlKey: hashKey('html', html), anchors: anchorsOf(html, page.headingIds) } });
      highlighted.push(background.highlight(page.html).then(withBlocks));
    }
    // The worker's answers come in between pages, so finished pages leave memory as others compile.
    if (position % 4 === 3) await new Promise(setImmediate);
  }
  await Promise.all(highlighted);
}
