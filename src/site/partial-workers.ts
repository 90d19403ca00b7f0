/**
 * Markdown partials compiled on worker threads while the components bundle asks for them.
 * esbuild asks for every partial a page imports at once (a Docusaurus site's code examples:
 * ionic's pages import ~5,000 of them), and compiling them one after the other on this thread
 * kept the bundle waiting: the workers compile them side by side, each with its own
 * highlighter, as compileInWorkers does for pages.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { SourcePage } from '../types.ts';
import { startWorker, workerScript } from '../shared/workers.ts';
import type { CompiledResult, CompileOptions } from './compile-pages.ts';

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

interface Pending {
  resolve: (result: CompiledResult) => void;
  reject: (error: Error) => void;
}

/**
 * A pool started on the `after`-th partial asked for; none (every partial on this thread)
 * without the compiled worker script or with remark/rehype plugins, functions a worker cannot
 * receive.
 */
export function partialWorkers(options: CompileOptions, after = PARTIAL_WORKERS_AFTER): PartialWorkers {
  const script = workerScript('compile-worker');
  const threads = availableParallelism();
  if (!script || threads < 2 || options.markdownPlugins) return { compile: () => undefined, close: () => undefined };
  let asked = 0;
  let next = 0;
  let workers: Array<{ worker: Worker; waiting: number }> | undefined;
  const pending = new Map<number, Pending>();
  const start = (): Array<{ worker: Worker; waiting: number }> => {
    const init = { ...options, routesByDocPath: [...options.routesByDocPath], staticFiles: [...options.staticFiles] };
    return Array.from({ length: threads }, () => {
      const entry = { worker: startWorker(script, init), waiting: 0 };
      entry.worker.on('message', (batch: Array<{ index: number; result: CompiledResult }>) => {
        for (const { index, result } of batch) {
          entry.waiting--;
          pending.get(index)?.resolve(result);
          pending.delete(index);
        }
      });
      entry.worker.on('error', (error) => {
        for (const each of pending.values()) each.reject(error);
        pending.clear();
      });
      // An idle pool does not keep the process alive (a failed build returns before closing it).
      entry.worker.unref();
      return entry;
    });
  };
  return {
    compile(source) {
      if (++asked <= after) return undefined;
      workers ??= start();
      // The worker with the fewest partials waiting: their compile times differ a lot.
      const entry = workers.reduce((best, each) => (each.waiting < best.waiting ? each : best));
      const index = next++;
      entry.waiting++;
      return new Promise<CompiledResult>((resolve, reject) => {
        pending.set(index, { resolve, reject });
        entry.worker.postMessage([{ index, source }]);
      });
    },
    close() {
      for (const { worker } of workers ?? []) void worker.terminate();
      workers = undefined;
    },
  };
}
