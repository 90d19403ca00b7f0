/**
 * Requested pages first: while `docsgen dev` builds a page someone is waiting for, the
 * site-wide build waits at its pause points (see BuildOptions.pause) instead of taking
 * turns with it on the one thread both run on.
 */
export interface Priority {
  /** Run `job` ahead of the background work. */
  first<T>(job: () => Promise<T>): Promise<T>;
  /** For the background work: yield to the event loop, then wait while a job runs first. */
  pause(): Promise<void>;
}

export function createPriority(): Priority {
  let running = 0;
  let waiting: Array<() => void> = [];
  return {
    async first(job) {
      running++;
      try {
        return await job();
      } finally {
        if (--running === 0) {
          const resume = waiting;
          waiting = [];
          for (const done of resume) done();
        }
      }
    },
    async pause() {
      await new Promise(setImmediate);
      while (running > 0) await new Promise<void>((done) => waiting.push(done));
    },
  };
}
