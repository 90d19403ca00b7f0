/** A docs version's pages compiled: each from the cache when unchanged, else on workers or on this thread. */
import { availableParallelism } from 'node:os';
import type { StageTimer } from '../build/stage-timer.ts';
import { anchorsOf, outlinePage } from '../content/compile-page.ts';
import { hasDeferredCode } from '../content/deferred-code.ts';
import { initHighlighter } from '../content/highlight.ts';
import { loadMdxCompiler } from '../content/mdx-module.ts';
import type { SourcePage } from '../types.ts';
import type { BuildMemory } from './build-memory.ts';
import { hashKey, type CompileCache } from './compile-cache.ts';
import { highlightInBackground, type BackgroundHighlighter } from './highlight-in-background.ts';
import { compileInWorkers, compileWithAssets, PARALLEL_THRESHOLD, type AssetResolvers, type CompiledResult, type CompileOptions } from './compile-pages.ts';

/** Compile found pages, from the cache where their key is unchanged, else on workers or this thread. */
export async function compileFound(
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
  },
): Promise<Array<CompiledResult | undefined>> {
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
    timer.count(remembered ? 'pages from the build before' : cached ? 'pages from cache' : 'pages compiled');
    if (!cached) misses.push({ index, source, key });
    else {
      results[index] = cached;
      memory?.keep(key, cached);
    }
  });
  let done = 0;
  if (misses.length) timer.progress('compile', 0, misses.length);
  const compiled = (miss: (typeof misses)[number], result: CompiledResult): void => {
    timer.progress('compile', ++done, misses.length);
    results[miss.index] = result;
    if (!cache) return;
    // As a cache hit gives it: the diagnostics' sources are the page's own (see loadDocs).
    const stored = { ...result, diagnostics: result.diagnostics.map(({ source: _source, ...rest }) => rest) };
    cache.set(miss.key, stored);
    memory?.keep(miss.key, stored);
  };
  const inWorkers = misses.length >= PARALLEL_THRESHOLD && (await compileInWorkers(misses.map((miss) => miss.source), options, (position, result) => compiled(misses[position]!, result)));
  if (inWorkers) timer.count('pages compiled in workers', misses.length);
  else if (misses.length) {
    // Started first: it loads its highlighter while this thread loads its own.
    const background = options.highlight === true && misses.length >= HIGHLIGHT_WORKER_PAGES && availableParallelism() > 1 ? highlightInBackground() : undefined;
    // This thread's highlighter is for what the worker cannot do: pages compiled as code, blocks of pages rendered through React.
    await initHighlighter();
    await loadMdxCompiler();
    if (background) {
      await compileHighlightingApart(misses, { ...options, highlight: 'defer' }, resolvers, background, compiled, timer);
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
 * Pages to compile on this thread from which a highlight worker pays (see
 * highlight-in-background.ts): starting it and its highlighter takes ~0.2 s of the other core.
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
  timer: StageTimer,
): Promise<void> {
  const results: CompiledResult[] = [];
  for (const [position, miss] of misses.entries()) {
    const result = compileWithAssets(miss.source, options, resolvers);
    if (result.page) background.add(result.page.html);
    results.push(result);
    // The worker's answers come in between pages.
    if (position % 4 === 3) await new Promise(setImmediate);
  }
  const { highlight, inWorker } = await background.finish();
  timer.count('code blocks highlighted in a worker', inWorker);
  misses.forEach((miss, position) => compiled(miss, withBlocks(results[position]!, highlight)));
}

/** A compiled page with its deferred blocks put in: what it would be compiled with highlighting. */
function withBlocks(result: CompiledResult, highlight: (html: string) => string): CompiledResult {
  const { page } = result;
  if (!page || !hasDeferredCode(page.html)) return result;
  const html = highlight(page.html);
  return { ...result, page: { ...page, html, htmlKey: hashKey('html', html), anchors: anchorsOf(html, page.headingIds) } };
}
