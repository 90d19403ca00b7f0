/**
 * Starting the highlight worker (see highlight-in-background.ts), kept apart from it so the
 * CLI can start one before the build's modules load: this module loads nothing else of docsgen.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import type { Worker } from 'node:worker_threads';
import { cacheFolder } from '../shared/paths.ts';
import { startWorker, workerScript } from '../shared/workers.ts';
import { fewerMarkdownFiles } from '../content/warm-up-samples.ts';

/** A highlight worker (warmed up on the Markdown of `warmUpFrom`, a site folder); undefined when docsgen does not run compiled (tests of src/). */
export function startHighlightWorker(warmUpFrom?: string): Worker | undefined {
  const script = workerScript('highlight-worker');
  // Highlighting makes garbage that dies young: a young generation of 8 MB instead of V8's
  // 32 MB took 1000 bench pages' peak from 283–301 MB to 258–264 MB, in the same time (six
  // alternating cold runs).
  return script ? startWorker(script, warmUpFrom === undefined ? undefined : { warmUpFrom }, { maxYoungGenerationSizeMb: 8 }) : undefined;
}

let early: Worker | undefined;

/**
 * Markdown files in a site folder from which a cold build lets V8 optimise the highlighter's
 * WebAssembly (see keepBaselineWasm).
 */
const OPTIMISED_WASM_PAGES = 300;

/**
 * Keep the highlighter's WebAssembly (Oniguruma) at V8's baseline compiler, Liftoff, for a
 * small site. By default V8 compiles it again with TurboFan on its background threads once
 * it runs hot, and compiling a grammar's regexes does that at once: ~170 ms of CPU time even
 * for one page. Liftoff's code tokenizes more slowly (3,007 bench blocks: 3.54 s against
 * 3.05 s of CPU, highlighting alone), so a large site keeps TurboFan. Cold builds, user+sys
 * CPU, alternating, medians (load 8–25): one page 0.85–0.90 s against 1.05–1.08 s, 120 bench
 * pages 2.28–2.43 s against 2.47–2.57 s; 1000 pages 0.1–0.5 s more CPU with Liftoff alone.
 * The flag is the process's: set before any WebAssembly is compiled (the highlight worker
 * started early, this thread's highlighter).
 */
function keepBaselineWasm(siteDir: string): void {
  if (fewerMarkdownFiles(siteDir, OPTIMISED_WASM_PAGES)) setFlagsFromString('--liftoff-only');
}

/**
 * Start the highlight worker now when the build of `siteDir` in `cwd` is cold (no build
 * cache, or `--no-cache`): its thread, Shiki and WebAssembly load on the other core while
 * this one loads the build (~0.2 s), and it warms up on the site's Markdown (see
 * warm-up-samples.ts), instead of after. A warm build compiles few pages, so it does not
 * start one it would not use.
 */
export function startHighlightWorkerEarly(cwd: string, { cache, siteDir }: { cache: boolean; siteDir: string }): void {
  if (early || availableParallelism() < 2) return;
  if (cache && existsSync(cacheFolder(cwd, 'build'))) return;
  keepBaselineWasm(siteDir);
  const worker = startHighlightWorker(siteDir);
  if (!worker) return;
  early = worker;
  // One that fails before the build takes it is dropped (the build starts its own), and
  // its error is not the process's.
  const drop = (): void => {
    if (early === worker) early = undefined;
  };
  worker.on('error', drop);
  worker.on('exit', drop);
  // A build that fails before it compiles exits without waiting for it.
  worker.unref();
}

/** The worker started early, if any, now the caller's. */
export function takeEarlyHighlightWorker(): Worker | undefined {
  const worker = early;
  early = undefined;
  return worker;
}

/** Whether a worker was started early and nobody has taken it yet. */
export function hasEarlyHighlightWorker(): boolean {
  return early !== undefined;
}

/** Stop a worker started early that the build did not use (its pages came from the cache, or compiled on compile workers). */
export function stopEarlyHighlightWorker(): void {
  void takeEarlyHighlightWorker()?.terminate();
}
