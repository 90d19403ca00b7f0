/**
 * The sample-check worker as the checks use it: started on first use, given each check with
 * an id, and kept or closed once idle (see offThreadChecks).
 */
import type { Worker } from 'node:worker_threads';

interface PendingCheck<Result> {
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

/** What offThreadChecks needs of a worker (a node:worker_threads Worker; tests give a stand-in). */
export type CheckWorker = Pick<Worker, 'postMessage' | 'ref' | 'unref' | 'terminate' | 'on' | 'removeAllListeners'>;

/** Checks sent to the worker, and a way to wait for those running. */
export interface OffThreadChecks<Input, Result> {
  /** Run one check; `keepAlive`: the check keeps the process alive, and the worker once idle. */
  check(input: Input, keepAlive: boolean): Promise<Result>;
  /** From here the caller waits for the running checks: they keep the process alive. */
  hold(): void;
}

/**
 * Run checks on one worker, started by `start` on first use. It is kept, idle (it does not
 * keep the process alive), once a check that asks to keep it has run in it: `docsgen dev`
 * keeps TypeScript loaded between rebuilds. A worker that only ran checks started early and
 * not kept (a document's own examples, see ExampleChecks) is closed when they are done: idle,
 * its heap kept what V8 had committed for them. GitHub's REST reference peaked at 613–619 MiB
 * instead of 680–711 MiB (552–555 MiB with the example checks ignored).
 */
export function offThreadChecks<Input, Result>(start: () => CheckWorker): OffThreadChecks<Input, Result> {
  let current: CheckWorker | undefined;
  /** A check that keeps the worker has been sent to it. */
  let kept = false;
  const pending = new Map<number, PendingCheck<Result>>();
  let nextId = 0;

  const open = (): CheckWorker => {
    const worker = start();
    worker.unref();
    const close = (): void => {
      if (current === worker) current = undefined;
      worker.removeAllListeners();
      void worker.terminate();
    };
    const settle = (id: number, outcome: { result?: Result; error?: string }): void => {
      const check = pending.get(id);
      pending.delete(id);
      if (!pending.size) {
        worker.unref();
        if (!kept) close();
      }
      if (outcome.error !== undefined) check?.reject(new Error(outcome.error));
      else check?.resolve(outcome.result!);
    };
    const failAll = (error: Error): void => {
      if (current === worker) current = undefined;
      for (const id of [...pending.keys()]) settle(id, { error: error.stack ?? error.message });
    };
    worker.on('message', ({ id, ...outcome }: { id: number; result?: Result; error?: string }) => settle(id, outcome));
    worker.on('error', failAll);
    worker.on('exit', (code: number) => failAll(new Error(`the sample-check worker stopped (exit code ${code})`)));
    return worker;
  };

  const check = (input: Input, keepAlive: boolean): Promise<Result> => {
    if (!current) {
      current = open();
      kept = false;
    }
    const worker = current;
    if (keepAlive) kept = true;
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      // Referenced while a check runs: the build may have nothing else to wait for.
      if (keepAlive) worker.ref();
      worker.postMessage({ id, input });
    });
  };
  // From here the caller waits for the checks: they keep the process alive.
  const hold = (): void => {
    if (pending.size) current?.ref();
  };
  return { check, hold };
}
