/** Told when a stage starts and how far it is: the CLI's progress line on a terminal. */
export interface StageListener {
  stage(stage: string): void;
  progress(stage: string, done: number, total: number): void;
}

/** Wall time per pipeline stage, for `docsgen build --profile`. */
export class StageTimer {
  readonly stages = new Map<string, number>();
  /** Events worth counting next to the times: pages compiled, reused from the cache, rendered. */
  readonly counts = new Map<string, number>();
  /** How many of an event a stage will count (see expect), for progress. */
  private readonly expected = new Map<string, { stage: string; total: number; from: number }>();

  constructor(private readonly listener?: StageListener) {}

  count(event: string, by = 1): void {
    const count = (this.counts.get(event) ?? 0) + by;
    this.counts.set(event, count);
    const expected = this.expected.get(event);
    if (expected) this.listener?.progress(expected.stage, count - expected.from, expected.total);
  }

  /**
   * Announce that `stage` will count `total` more of `event`, so each count reports progress
   * (of those); the event's count goes on adding up (a translated site's locales render in turn).
   */
  expect(stage: string, event: string, total: number): void {
    this.expected.set(event, { stage, total, from: this.counts.get(event) ?? 0 });
  }

  /** Report `done` of `total` items of a stage timed with add() rather than time(). */
  progress(stage: string, done: number, total: number): void {
    this.listener?.progress(stage, done, total);
  }

  /** Time a synchronous or asynchronous step under `stage` (repeated stages add up). */
  async time<T>(stage: string, step: () => T | Promise<T>): Promise<T> {
    this.listener?.stage(stage);
    const started = performance.now();
    try {
      return await step();
    } finally {
      this.add(stage, performance.now() - started);
    }
  }

  timeSync<T>(stage: string, step: () => T): T {
    this.listener?.stage(stage);
    const started = performance.now();
    try {
      return step();
    } finally {
      this.add(stage, performance.now() - started);
    }
  }

  add(stage: string, ms: number): void {
    this.stages.set(stage, (this.stages.get(stage) ?? 0) + ms);
  }

  /** `stage  1234 ms  56%` lines, in the order the stages ran. */
  format(): string {
    const total = [...this.stages.values()].reduce((sum, ms) => sum + ms, 0);
    const width = Math.max(...[...this.stages.keys()].map((stage) => stage.length));
    return [...this.stages]
      .map(([stage, ms]) => `${stage.padEnd(width)}  ${String(Math.round(ms)).padStart(6)} ms  ${String(Math.round((ms / total) * 100)).padStart(3)}%`)
      .concat([...this.counts].map(([event, count]) => `${event}: ${count}`))
      .join('\n');
  }
}
