/**
 * A search worker started as soon as a cold build's pages are all highlighted, for the build's
 * search stage to take (see index-on-worker.ts): its thread and the indexer load on the core
 * the highlight worker has just left, while this thread routes and checks the site. The build
 * stops it when it ends, whether taken or not.
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
    const worker = startWorker(script, undefined, { maxYoungGenerationSizeMb: 8 });
    // Idle, it must not hold the process open, and its thread's error is not the build's.
    worker.unref();
    worker.on('error', () => undefined);
    this.worker = worker;
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
