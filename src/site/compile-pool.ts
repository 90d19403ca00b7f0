/**
 * A pool of compile workers (compile-worker.ts), each with its own highlighter: the pages of a
 * large site (compileInWorkers) and the partials a components bundle imports by the hundred
 * (partial-workers.ts) compile on it side by side.
 */
import { availableParallelism } from 'node:os';
import type { SourcePage } from '../types.ts';
import { startWorker, workerScript } from '../shared/workers.ts';
import { compileWorkersFrom, type CompiledResult, type CompileOptions } from './compile-pages.ts';

/** Pages sent to a worker at once: small batches keep every core busy to the end without a message per page. */
const BATCH = 8;

export interface CompilePool {
  /** The page compiled on the first worker free. */
  compile(source: SourcePage): Promise<CompiledResult>;
  /** Stop the workers (pages still waiting are never compiled). */
  close(): Promise<void>;
}

interface Job {
  index: number;
  source: SourcePage;
  resolve: (result: CompiledResult) => void;
  reject: (error: Error) => void;
}

/**
 * A pool of up to `threads` workers (one per core at most), started now; undefined when there
 * cannot be one: without the compiled worker script, a second core, or with remark/rehype
 * plugins, functions a worker cannot receive.
 */
export function startCompilePool(options: CompileOptions, threads = availableParallelism()): CompilePool | undefined {
  const script = workerScript('compile-worker');
  const size = Math.min(threads, availableParallelism());
  if (!script || size < 2 || options.markdownPlugins) return undefined;
  const init = { ...options, routesByDocPath: [...options.routesByDocPath], staticFiles: [...options.staticFiles] };
  const queue: Job[] = [];
  const running = new Map<number, Job>();
  let next = 0;
  let flushing = false;
  let failed: Error | undefined;
  const fail = (error: Error): void => {
    failed ??= error;
    for (const job of [...running.values(), ...queue.splice(0)]) job.reject(error);
    running.clear();
    for (const entry of workers) entry.worker.unref();
  };
  // Each worker has one batch at a time and takes the next when it answers: workers that compile faster take more.
  const workers = Array.from({ length: size }, () => {
    const entry = { worker: startWorker(script, init), busy: false };
    const send = (): void => {
      const batch = queue.splice(0, BATCH);
      entry.busy = batch.length > 0;
      // An idle pool does not keep the process alive (a failed build returns before closing it).
      if (!entry.busy) return void entry.worker.unref();
      entry.worker.ref();
      for (const job of batch) running.set(job.index, job);
      // Posting reads a large site's pages from their files (see readLazily), which may fail.
      try {
        entry.worker.postMessage(batch.map(({ index, source }) => ({ index, source })));
      } catch (error) {
        fail(error as Error);
      }
    };
    entry.worker.on('message', (answers: Array<{ index: number; result: CompiledResult }>) => {
      send();
      for (const { index, result } of answers) {
        running.get(index)?.resolve(result);
        running.delete(index);
      }
    });
    entry.worker.on('error', fail);
    entry.worker.unref();
    return Object.assign(entry, { send });
  });
  return {
    compile(source) {
      if (failed) return Promise.reject(failed);
      return new Promise<CompiledResult>((resolve, reject) => {
        queue.push({ index: next++, source, resolve, reject });
        if (flushing) return;
        flushing = true;
        // Idle workers take their batch once this turn has asked for all it has: full batches from the start.
        queueMicrotask(() => {
          flushing = false;
          for (const entry of workers) if (!entry.busy && queue.length) entry.send();
        });
      });
    },
    async close() {
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
    },
  };
}

/**
 * Compile pages on a pool of worker threads, one per core and per 100 pages at most. Each
 * result is handed to `done` with its index in `sources` as it arrives, so the caller works
 * while the workers compile. False when workers are not available (nothing compiled).
 */
export async function compileInWorkers(sources: SourcePage[], options: CompileOptions, done: (index: number, result: CompiledResult) => void): Promise<boolean> {
  const pool = startCompilePool(options, Math.ceil(sources.length / Math.max(1, compileWorkersFrom() / 2)));
  if (!pool) return false;
  try {
    await Promise.all(sources.map(async (source, index) => done(index, await pool.compile(source))));
  } finally {
    await pool.close();
  }
  return true;
}
