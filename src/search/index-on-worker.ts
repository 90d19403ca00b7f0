/**
 * A small site's whole search index made on a worker started early (see EarlySearchWorker),
 * while this thread renders and writes the pages: at 120 bench pages, indexing its shards and
 * assembling the index is ~0.2 s that the build otherwise waits for before writing its pages.
 * The files are those `assemble` makes on this thread: the same code, on the same shards.
 */
import type { Worker } from 'node:worker_threads';
import { assemble, type IndexVersions, type SearchIndexOutput } from './assemble-index.ts';
import { indexShard, type SearchablePage, type ShardIndex, type ShardSettings } from './index-shard.ts';

/** What the worker is sent: the shards to index, and those the cache gave (null for each to index). */
export interface WholeIndexJob {
  settings: ShardSettings;
  versions: IndexVersions;
  todo: SearchablePage[][];
  cached: Array<ShardIndex | null>;
}

/** What it answers: the shards it indexed (in `todo` order, for the cache) and the index. */
export interface WholeIndex {
  indexed: ShardIndex[];
  output: SearchIndexOutput;
}

/** Index `job`'s shards and assemble the index (on the worker). */
export function indexWhole({ settings, versions, todo, cached }: WholeIndexJob): WholeIndex {
  const indexed = todo.map((pages) => indexShard(pages, settings));
  let next = 0;
  const shards = cached.map((shard) => shard ?? indexed[next++]!);
  return { indexed, output: assemble(shards, versions) };
}

/** The message a worker that indexes search is sent, and the one it answers (an error as its message). */
export interface WholeIndexRequest {
  searchIndex: WholeIndexJob;
}
export type WholeIndexAnswer = { searchIndex: WholeIndex } | { searchIndexFailed: string };

/**
 * Have `worker` index `job` (see indexWhole); `finish` gives the index and stops the worker.
 * Undefined when it fails or exits first: the caller then indexes on its own thread, so a
 * worker's failure costs time, never the index.
 */
export function indexOnWorker(worker: Worker, job: WholeIndexJob): { finish(): Promise<WholeIndex | undefined> } {
  const answered = new Promise<WholeIndex | undefined>((resolve) => {
    worker.on('message', (answer: WholeIndexAnswer) => resolve('searchIndex' in answer ? answer.searchIndex : undefined));
    worker.on('error', () => resolve(undefined));
    worker.on('exit', () => resolve(undefined));
  });
  worker.postMessage({ searchIndex: job } satisfies WholeIndexRequest);
  return {
    async finish() {
      // Unreferenced until asked for: a build that fails before exits without waiting for it.
      worker.ref();
      const index = await answered;
      void worker.terminate();
      return index;
    },
  };
}
