/** Wall time per pipeline stage, for `docsgen build --profile`. */
export class StageTimer {
  readonly stages = new Map<string, number>();
  /** Events worth counting next to the times: pages compiled, reused from the cache, rendered. */
  readonly counts = new Map<string, number>();

  count(event: string, by = 1): void {
    this.counts.set(event, (this.counts.get(event) ?? 0) + by);
  }

  /** Time a synchronous or asynchronous step under `stage` (repeated stages add up). */
  async time<T>(stage: string, step: () => T | Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await step();
    } finally {
      this.add(stage, performance.now() - started);
    }
  }

  timeSync<T>(stage: string, step: () => T): T {
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
