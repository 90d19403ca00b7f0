import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { PageModel } from '../../src/render/models.ts';
import { cachedSearchIndex, startSearchIndex, type SearchIndexInput } from '../../src/search/build-search-index.ts';
import type { EarlySearchWorker } from '../../src/search/early-search-worker.ts';
import { indexWhole, type WholeIndexAnswer, type WholeIndexRequest } from '../../src/search/index-on-worker.ts';
import { searchFileBytes, type SearchFile } from '../../src/search/spilled-shard.ts';

/** 300 doc pages (three shards), each with a heading, text and a code block. */
const input = (): SearchIndexInput => ({
  pages: Array.from({ length: 300 }, (_, number) => ({ kind: 'doc', route: `/docs/p${number}`, title: `Page ${number}`, description: '', keywords: [], html: `<h2 id="use">Use ${number}</h2><p>Koala ${number} eats <code>leaf${number % 7}</code>.</p><pre><code>npm i koala${number}</code></pre>` }) as unknown as PageModel),
  baseUrl: '/',
  areas: [{ label: 'Docs', routes: ['/docs'] }],
  fallbackArea: 'Other',
  versions: { current: 'Next', '1.0': '1.0' },
  lastVersion: '1.0',
});

/**
 * A stand-in for the search worker started early: answers a whole-index request as the worker
 * does (indexWhole on a structured clone of the job), or, `failing`, exits without answering.
 */
class FakeWorker extends EventEmitter {
  terminated = false;
  constructor(private readonly failing: boolean) {
    super();
  }
  postMessage(message: WholeIndexRequest): void {
    setImmediate(() => {
      if (this.failing) return this.emit('exit', 1);
      const answer: WholeIndexAnswer = { searchIndex: indexWhole(structuredClone(message.searchIndex)) };
      this.emit('message', structuredClone(answer));
    });
  }
  ref(): void {}
  unref(): void {}
  terminate(): Promise<number> {
    this.terminated = true;
    return Promise.resolve(0);
  }
}

const early = (worker: FakeWorker): EarlySearchWorker => ({ take: () => worker as unknown as Worker }) as unknown as EarlySearchWorker;
const bytes = (files: Map<string, SearchFile>): Map<string, string> => new Map([...files].map(([path, contents]) => [path, Buffer.from(searchFileBytes(contents)).toString('hex')]));

describe('the search index made on the worker started early', () => {
  it('is the index made on this thread, byte for byte, and the worker is stopped once it has answered', async () => {
    process.env.DOCSGEN_SEARCH_WORKERS = '0';
    const worker = new FakeWorker(false);
    const started = startSearchIndex(input(), undefined, early(worker));
    delete process.env.DOCSGEN_SEARCH_WORKERS;
    expect(started.onThisThread).toBe(false);
    const { shardsInWorkers, files, pageCount, sectionCount } = await started.finish();
    const here = cachedSearchIndex(input(), undefined);
    expect(shardsInWorkers).toBe(4);
    expect({ pageCount, sectionCount }).toEqual({ pageCount: here.pageCount, sectionCount: here.sectionCount });
    expect([...files.keys()]).toEqual([...here.files.keys()]);
    expect(bytes(files)).toEqual(bytes(here.files));
    expect(worker.terminated).toBe(true);
  });

  it('is made on this thread instead when the worker exits without answering', async () => {
    process.env.DOCSGEN_SEARCH_WORKERS = '0';
    const worker = new FakeWorker(true);
    const started = startSearchIndex(input(), undefined, early(worker));
    delete process.env.DOCSGEN_SEARCH_WORKERS;
    const { shardsInWorkers, files } = await started.finish();
    expect(shardsInWorkers).toBe(0);
    expect(bytes(files)).toEqual(bytes(cachedSearchIndex(input(), undefined).files));
  });
});
