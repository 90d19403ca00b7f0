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

/**
 * Search workers to start: `DOCSGEN_SEARCH_WORKERS` when set, else one per core beyond two,
 * and one on two cores. Indexing comes after compiling, when the sample-check worker has
 * mostly finished: on two vCPUs GitHub's reference (2,464 pages) built in 11.1–12.5 s with
 * one worker against 13.6–14.3 s without, and 1000 bench pages in the same time and memory.
 */
function searchWorkerCount(): number {
  const configured = Number.parseInt(process.env.DOCSGEN_SEARCH_WORKERS ?? '', 10);
  if (Number.isInteger(configured) && configured >= 0) return configured;
  const cores = availableParallelism();
  return cores < 2 ? 0 : Math.max(1, cores - 2);
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
  const threads = script ? Math.min(jobs.length - 1, searchWorkerCount()) : 0;
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
