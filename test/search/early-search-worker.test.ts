import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { EarlySearchWorker } from '../../src/search/early-search-worker.ts';

/** A stand-in for the highlight worker handed over once the pages are highlighted. */
class FakeWorker extends EventEmitter {
  terminated = false;
  unref(): void {}
  terminate(): Promise<number> {
    this.terminated = true;
    return Promise.resolve(0);
  }
}

const adopted = (): { early: EarlySearchWorker; worker: FakeWorker } => {
  const early = new EarlySearchWorker();
  const worker = new FakeWorker();
  early.adopt(worker as unknown as Worker);
  return { early, worker };
};

describe('the early search worker', () => {
  it('is the highlight worker it adopts, for the search stage to take once', () => {
    const { early, worker } = adopted();
    expect(early.take()).toBe(worker);
    expect(early.take()).toBeUndefined();
  });

  it('is not taken once that worker has exited or failed, but replaced by a worker started for search', () => {
    const { early, worker } = adopted();
    const start = vi.spyOn(early, 'start');
    // Its error is heard: an unheard `error` event would throw here.
    worker.emit('error', new Error('the indexer did not load'));
    worker.emit('exit', 1);
    expect(start).toHaveBeenCalledTimes(1);
    // From src/ there is no worker script to start: the build then indexes on its own thread.
    expect(early.take()).toBeUndefined();
  });

  it('is not replaced when it exits after it was taken or the worker was stopped', () => {
    const { early, worker } = adopted();
    const start = vi.spyOn(early, 'start');
    early.close();
    worker.emit('exit', 1);
    expect(start).not.toHaveBeenCalled();
  });

  it('stops a second worker it is given, and the one it holds when closed', () => {
    const { early, worker } = adopted();
    const second = new FakeWorker();
    early.adopt(second as unknown as Worker);
    expect(second.terminated).toBe(true);
    early.close();
    expect(worker.terminated).toBe(true);
  });
});
