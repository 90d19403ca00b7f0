/**
 * A search worker ready as soon as a cold build's pages are all highlighted, for the build's
 * search stage to take (see index-on-worker.ts): the highlight worker itself, which loads the
 * indexer on the core it highlighted on while this thread routes and checks the site (a new
 * thread when that worker failed). The build stops it when it ends, whether taken or not.
 */
import type { Worker } from 'node:worker_threads';
import { startWorker, workerScript } from '../shared/workers.ts';

export class EarlySearchWorker {
  private worker: Worker | undefined;

  /** Start the worker (once); nothing when docsgen does not run compiled (tests of src/). */
  start(): void {
    if (this.worker) return;
    const script = workerScript('search-worker');
    if (!script) return;
    // Indexing makes garbage that dies young (see indexInBackground).
    this.watch(startWorker(script, undefined, { maxYoungGenerationSizeMb: 8 }));
  }

  private watch(worker: Worker, replace?: () => void): void {
    // Idle, it must not hold the process open, and its thread's error is not the build's.
    worker.unref();
    worker.on('error', () => undefined);
    // One that is gone before it is taken is not taken (or is replaced).
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      replace?.();
    });
    this.worker = worker;
  }

  /**
   * Take the highlight worker, which has highlighted every page, as this worker (once): it
   * serves the search worker's messages from now on, without another thread's start. One
   * that exits before it is taken (it holds too much memory to stay, or it failed) is
   * replaced by a worker started for search.
   */
  adopt(worker: Worker): void {
    if (this.worker) return void worker.terminate();
    this.watch(worker, () => this.start());
  }

  /** The started worker, now the caller's (to stop when done); undefined when there is none. */
  take(): Worker | undefined {
    const worker = this.worker;
    this.worker = undefined;
    return worker;
  }

  /** Stop the worker, if nobody took it. */
  close(): void {
    void this.take()?.terminate();
  }
}
