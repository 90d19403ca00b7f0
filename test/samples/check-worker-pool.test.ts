import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { offThreadChecks, type CheckWorker } from '../../src/samples/check-worker-pool.ts';

/** A worker that answers each check with its input doubled, on the next turn; records being closed. */
function standIn(): { worker: CheckWorker; closed: () => boolean; refs: () => number } {
  const events = new EventEmitter();
  let closed = false;
  let refs = 0;
  const worker = {
    postMessage: ({ id, input }: { id: number; input: number }) => setImmediate(() => events.emit('message', { id, result: input * 2 })),
    ref: () => void refs++,
    unref: () => undefined,
    terminate: async () => {
      closed = true;
      return 0;
    },
    on: (event: string, listener: (...args: unknown[]) => void) => (events.on(event, listener), worker),
    removeAllListeners: () => (events.removeAllListeners(), worker),
  } as unknown as CheckWorker;
  return { worker, closed: () => closed, refs: () => refs };
}

describe('the sample-check worker', () => {
  it('is closed once the checks started early (a document’s examples) are done, and started again for the next', async () => {
    const started: Array<ReturnType<typeof standIn>> = [];
    const { check } = offThreadChecks<number, number>(() => (started.push(standIn()), started.at(-1)!.worker));
    expect(await Promise.all([check(1, false), check(2, false)])).toEqual([2, 4]);
    expect(started.map((one) => one.closed())).toEqual([true]);
    expect(await check(3, false)).toBe(6);
    expect(started.map((one) => one.closed())).toEqual([true, true]);
  });

  it('is kept, idle, once a check of the site’s samples has run in it (docsgen dev keeps TypeScript loaded)', async () => {
    const started: Array<ReturnType<typeof standIn>> = [];
    const { check, hold } = offThreadChecks<number, number>(() => (started.push(standIn()), started.at(-1)!.worker));
    const early = check(1, false);
    const samples = check(2, true);
    hold();
    expect(await Promise.all([early, samples])).toEqual([2, 4]);
    expect(await check(3, false)).toBe(6);
    expect(started.length).toBe(1);
    expect(started[0]!.closed()).toBe(false);
    expect(started[0]!.refs()).toBe(2);
  });
});
