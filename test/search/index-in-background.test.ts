import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { indexInBackground } from '../../src/search/index-in-background.ts';
import { indexShard, type SearchablePage, type ShardSettings } from '../../src/search/index-shard.ts';

// As when docsgen runs compiled: a search worker script exists (here only the early worker runs).
vi.mock('../../src/shared/workers.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  workerScript: () => '/search-worker.js',
  startWorker: () => {
    throw new Error('only the early worker is used here');
  },
}));

/** The highlight worker handed over to search that exits at once (it holds too much memory to stay): it answers no job. */
class ExitingWorker extends EventEmitter {
  postMessage(message: unknown): void {
    if (typeof message === 'object' && message !== null && 'job' in message) setImmediate(() => this.emit('exit', 0));
  }
  ref(): void {}
  unref(): void {}
  terminate(): Promise<number> {
    return Promise.resolve(0);
  }
}

const settings: ShardSettings = { baseUrl: '/', areas: [{ label: 'Docs', routes: ['/docs'] }], fallbackArea: 'Other' };
const pages = (shard: number): SearchablePage[] =>
  Array.from({ length: 3 }, (_, number) => ({ kind: 'doc', route: `/docs/s${shard}p${number}`, title: `Page ${shard}.${number}`, description: '', keywords: [], html: `<h2 id="use">Use ${number}</h2><p>Koala ${shard} eats leaf ${number}.</p>` }) as SearchablePage);

describe('search shards indexed in the background', () => {
  it('are all indexed when the early worker exits with jobs it never answered: this thread indexes them', async () => {
    process.env.DOCSGEN_SEARCH_WORKERS = '1';
    const jobs = Array.from({ length: 4 }, (_, shard) => ({ pages: pages(shard) }));
    const indexing = indexInBackground(jobs, settings, () => new ExitingWorker() as unknown as Worker);
    delete process.env.DOCSGEN_SEARCH_WORKERS;
    expect(indexing.onThisThread).toBe(false);
    // Let the worker exit before the shards are asked for.
    await new Promise((resolve) => setImmediate(resolve));
    const { shards, inWorkers } = await indexing.finish();
    expect(inWorkers).toBe(0);
    expect(shards).toEqual(jobs.map((job) => indexShard(job.pages, settings)));
  });
});
