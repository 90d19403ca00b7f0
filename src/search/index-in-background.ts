/**
 * Index search shards on worker threads while the build renders and writes its pages: on a
 * large reference (GitHub's 2,464 pages) indexing is seconds of work that needs nothing
 * the writer does. The calling thread takes the shards no worker has started once it asks
 * for the result, so no core waits for another.
 */
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import { envCount } from '../shared/env-count.ts';
import { startWorker, workerScript } from '../shared/workers.ts';
import { spilledLength } from '../shared/text-spill.ts';
import { indexShard, type SearchablePage, type ShardIndex, type ShardSettings } from './index-shard.ts';
import type { KeptShard } from './spilled-shard.ts';

export interface ShardIndexing {
  /** No worker indexes: `finish` does it all on this thread. */
  onThisThread: boolean;
  /** Every shard's index as kept, in job order, and how many of them workers indexed: the rest is indexed on this thread meanwhile. */
  finish(): Promise<{ shards: KeptShard[]; inWorkers: number }>;
}

/** Jobs a worker holds at once: one being indexed, one waiting, so it never idles while the caller is busy. */
const IN_FLIGHT = 2;

export interface ShardJob {
  pages: readonly SearchablePage[];
}

/** What a worker started early is sent first: it was started before the settings were known. */
export interface SettingsMessage {
  settings: ShardSettings;
}

interface ShardMessage {
  job: number;
  shard: ShardIndex;
}

/** Characters of page HTML to index from which one search worker pays on two cores (see searchWorkerCount). */
const TWO_CORE_WORKER_HTML = 3_000_000;

/**
 * Search workers to start: `DOCSGEN_SEARCH_WORKERS` when set, else one per core beyond two
 * (the main thread and the sample-check worker keep two busy). On two cores, one from a few
 * megabytes of HTML: by then the highlight worker has finished, so the other core is free
 * while this thread renders and writes. Cold builds on tmpfs (no file-system noise),
 * alternating, workers with an 8 MB young generation: 1000 bench pages (12.6 M characters)
 * 4.36–4.97 s and 236–257 MB with one against 4.57–5.57 s and 230–255 MB without; Stripe's
 * reference (35 M) 5.73–6.04 s against 6.39–6.64 s, 466–491 MB against 452–463 MB; the Kassa
 * site (4.3 M) 6.44–7.12 s against 6.59–8.04 s, the same memory; 120 bench pages (1.5 M) the
 * same time, 10 MB larger, so none there.
 */
export function searchWorkerCount(htmlChars: number, cores = availableParallelism()): number {
  const configured = envCount('DOCSGEN_SEARCH_WORKERS', -1);
  if (configured >= 0) return configured;
  if (cores > 2) return cores - 2;
  return cores === 2 && htmlChars >= TWO_CORE_WORKER_HTML ? 1 : 0;
}

/**
 * Start indexing `jobs`. Workers are used when docsgen runs compiled, there are at least
 * two jobs and workers to spare (see searchWorkerCount); otherwise everything is indexed in `finish`.
 * The first worker is the one started `early`, if any (see EarlySearchWorker). Each shard is
 * handed to `keep` as soon as it is indexed, and what it returns is what `finish` gives.
 */
export function indexInBackground(jobs: readonly ShardJob[], settings: ShardSettings, early?: () => Worker | undefined, keep: (job: number, shard: ShardIndex) => KeptShard = (_, shard) => shard): ShardIndexing {
  const results: Array<KeptShard | undefined> = new Array<KeptShard | undefined>(jobs.length);
  let next = 0;
  let inWorkers = 0;
  const script = jobs.length >= 2 ? workerScript('search-worker') : undefined;
  const htmlChars = jobs.reduce((sum, job) => sum + job.pages.reduce((chars, page) => chars + spilledLength(page.html), 0), 0);
  const threads = script ? Math.min(jobs.length - 1, searchWorkerCount(htmlChars)) : 0;
  const workers: Worker[] = [];
  // Jobs sent to a worker that exited without answering them (the highlight worker handed
  // over may exit at once, see EarlySearchWorker.adopt): `finish` indexes them.
  const lost: number[] = [];
  const done = Array.from(
    { length: threads },
    (_, thread) =>
      new Promise<void>((resolve, reject) => {
        const started = thread === 0 ? early?.() : undefined;
        started?.postMessage({ settings } satisfies SettingsMessage);
        // Indexing makes garbage that dies young: with 8 MB of young generation instead of
        // V8's 32 MB, GitHub's reference peaked at 744–749 MB instead of 773–817 MB, as fast.
        const worker = started ?? startWorker(script!, settings, { maxYoungGenerationSizeMb: 8 });
        // A build that fails before it asks for the index exits without waiting for it.
        worker.unref();
        workers.push(worker);
        let holding = 0;
        const sent = new Set<number>();
        const send = (): void => {
          while (holding < IN_FLIGHT && next < jobs.length) {
            const job = next++;
            holding++;
            sent.add(job);
            worker.postMessage({ job, pages: jobs[job]!.pages });
          }
          if (holding === 0) void worker.terminate().then(() => resolve());
        };
        worker.on('message', ({ job, shard }: ShardMessage) => {
          try {
            results[job] = keep(job, shard);
          } catch (error) {
            // Reported by `finish`, as a worker's failure is.
            void worker.terminate();
            reject(error as Error);
            return;
          }
          inWorkers++;
          holding--;
          sent.delete(job);
          send();
        });
        worker.on('error', reject);
        worker.on('exit', () => {
          lost.push(...sent);
          resolve();
        });
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
        results[job] = keep(job, indexShard(jobs[job]!.pages, settings));
        // Let the workers' finished shards in, so each gets its next job at once.
        await nextTurn();
      }
      await settled;
      for (const job of lost) results[job] ??= keep(job, indexShard(jobs[job]!.pages, settings));
      const shards = results.map((shard, job) => {
        if (!shard) throw new Error(`search shard ${job} was not indexed`);
        return shard;
      });
      return { shards, inWorkers };
    },
  };
}
