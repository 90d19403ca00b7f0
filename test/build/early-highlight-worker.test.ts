import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { hasEarlyHighlightWorker, startHighlightWorkerEarly, takeEarlyHighlightWorker } from '../../src/site/start-highlight-worker.ts';
import { tempDir } from '../helpers.ts';

/** A worker thread whose start failed (its WebAssembly would not load, say). */
class DyingWorker extends EventEmitter {
  constructor() {
    super();
    setImmediate(() => {
      this.emit('error', new Error('the highlighter did not start'));
      this.emit('exit', 1);
    });
  }
  unref(): void {}
}

vi.mock('../../src/shared/workers.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  workerScript: () => '/highlight-worker.js',
  startWorker: () => new DyingWorker(),
}));
vi.mock('node:os', async (importOriginal) => ({ ...(await importOriginal<object>()), availableParallelism: () => 2 }));

describe('a highlight worker started early', () => {
  it('that dies before the build takes it is dropped without failing the process: the build starts its own', async () => {
    const cwd = await tempDir();
    startHighlightWorkerEarly(cwd, { cache: true, siteDir: cwd });
    expect(hasEarlyHighlightWorker()).toBe(true);
    // Its error has a listener: an unheard `error` event would throw here.
    await new Promise((resolve) => setImmediate(resolve));
    expect(hasEarlyHighlightWorker()).toBe(false);
    expect(takeEarlyHighlightWorker()).toBeUndefined();
  });
});
