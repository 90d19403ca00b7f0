/**
 * Markdown partials compiled on worker threads while the components bundle asks for them.
 * esbuild asks for every partial a page imports at once (a Docusaurus site's code examples:
 * ionic's pages import ~5,000 of them), and compiling them one after the other on this thread
 * kept the bundle waiting: a compile pool compiles them side by side, as it does a large
 * site's pages.
 */
import type { SourcePage } from '../types.ts';
import type { CompiledResult, CompileOptions } from './compile-pages.ts';
import { startCompilePool, type CompilePool } from './compile-pool.ts';

/**
 * Partials compiled on this thread before the workers start: a site importing a few pays no
 * worker's start (its highlighter and grammars, ~1 s), one importing thousands starts them
 * soon.
 */
export const PARTIAL_WORKERS_AFTER = 100;

export interface PartialWorkers {
  /** The partial compiled on a worker, or undefined when it is this thread's to compile. */
  compile(source: SourcePage): Promise<CompiledResult> | undefined;
  close(): void;
}

/** A pool started on the `after`-th partial asked for; none when there cannot be one (see startCompilePool). */
export function partialWorkers(options: CompileOptions, after = PARTIAL_WORKERS_AFTER): PartialWorkers {
  let asked = 0;
  // Null once it turned out there cannot be one.
  let pool: CompilePool | null | undefined;
  return {
    compile(source) {
      if (++asked <= after) return undefined;
      pool ??= startCompilePool(options) ?? null;
      return pool?.compile(source);
    },
    close() {
      void pool?.close();
      pool = undefined;
    },
  };
}
