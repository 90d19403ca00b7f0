/**
 * Index search shards on worker threads while the build renders and writes its pages: on a
 * large reference (GitHub's 2,464 pages) indexing is seconds of work that needs nothing
 * the writer does. The calling thread takes the shards no worker has started once it asks
 * for the result, so no core waits for another.
 */
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import { startWorker, workerScript } from '../shared/workers.ts';
import { indexShard, type SearchablePage, type ShardIndex, type ShardSettings } from './index-shard.ts';

export interface ShardIndexing {
  /** No worker indexes: `finish` does it all on this thread. */
  onThisThread: boolean;
  /** Every shard's index, in job order, and how many of them workers indexed: the rest is indexed on this thread meanwhile. */
  finish(): Promise<{ shards: ShardIndex[]; inWorkers: number }>;
}

/** Jobs a worker holds at once: one being indexed, one waiting, so it never idles while the caller is busy. */
const IN_FLIGHT = 2;

export interface ShardJob {
  pages: readonly SearchablePage[];
}

interface ShardMessage {
  job: number;
  shard: ShardIndex;
}

/** Characters of page HTML to index from which one search worker pays on two cores (see searchWorkerCount). */
const TWO_CORE_WORKER_HTML = 64 * 1024 * 1024;

/**
 * Search workers to start: `DOCSGEN_SEARCH_WORKERS` when set, else one per core beyond two
 * (the main thread and the sample-check worker keep two busy). On two cores, one only for a
 * large index, where the check worker has mostly finished by then. Measured with the host
 * quiet: GitHub's reference (93 M characters of HTML to index) built in 11.1–12.8 s with one
 * against 12.9–15.2 s without, Microsoft Graph (503 M) in 39.6–41.1 s against 45.6–48.6 s;
 * Stripe's (35 M) in the same time and 70–90 MB larger, 1000 bench pages (13 M) the same, 136
 * bench pages 25–35 MB larger.
 */
export function searchWorkerCount(htmlChars: number, cores = availableParallelism()): number {
  const configured = Number.parseInt(process.env.DOCSGEN_SEARCH_WORKERS ?? '', 10);
  if (Number.isInteger(configured) && configured >= 0) return configured;
  if (cores > 2) return cores - 2;
  return cores === 2 && htmlChars >= TWO_CORE_WORKER_HTML ? 1 : 0;
}

/**
 * Start indexing `jobs`. Workers are used when docsgen runs compiled, there are at least
 * two jobs and workers to spare (see searchWorkerCount); otherwise everything is indexed in `finish`.
 */
export function indexInBackground(jobs: readonly ShardJob[], settings: ShardSettings): ShardIndexing {
  const results: Array<ShardIndex | undefined> = new Array<ShardIndex | undefined>(jobs.length);
  let next = 0;
  let inWorkers = 0;
  const script = jobs.length >= 2 ? workerScript('search-worker') : undefined;
  const htmlChars = jobs.reduce((sum, job) => sum + job.pages.reduce((chars, page) => chars + page.html.length, 0), 0);
  const threads = script ? Math.min(jobs.length - 1, searchWorkerCount(htmlChars)) : 0;
  const workers: Worker[] = [];
  const done = Array.from(
    { length: threads },
    () =>
      new Promise<void>((resolve, reject) => {
        const worker = startWorker(script!, settings);
        // A build that fails before it asks for the index exits without waiting for it.
        worker.unref();
        workers.push(worker);
        let holding = 0;
        const send = (): void => {
          while (holding < IN_FLIGHT && next < jobs.length) {
            const job = next++;
            holding++;
            worker.postMessage({ job, pages: jobs[job]!.pages });
          }
          if (holding === 0) void worker.terminate().then(() => resolve());
        };
        worker.on('message', ({ job, shard }: ShardMessage) => {
          results[job] = shard;
          inWorkers++;
          holding--;
          send();
        });
        worker.on('error', reject);
        worker.on('exit', () => resolve());
        send();
      }),
  );
  // A failure is reported by `finish`; until then it must not surface as an unhandled rejection.
  const settled = Promise.all(done);
  settled.catch(() => undefined);
  return {
    onThisThread: threads === 0,
    async finish() {
      for (const worker of workers) worker.ref();
      while (next < jobs.length) {
        const job = next++;
        results[job] = indexShard(jobs[job]!.pages, settings);
        // Let the workers' finished shards in, so each gets its next job at once.
        await nextTurn();
      }
      await settled;
      const shards = results.map((shard, job) => {
        if (!shard) throw new Error(`search shard ${job} was not indexed`);
        return shard;
      });
      return { shards, inWorkers };
    },
  };
}
