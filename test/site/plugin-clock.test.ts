import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { withPluginClock } from '../../src/site/plugin-clock.ts';

const HOUR = 3_600_000;
const after = (ms: number, value: string): Promise<string> => new Promise((resolve) => setTimeout(() => resolve(value), ms));

describe('withPluginClock', () => {
  it('fires the timers pages wait on once nothing else can happen, earliest deadline first', async () => {
    const fired: string[] = [];
    const results = await withPluginClock((each) =>
      Promise.all([
        each(() => after(2 * HOUR, 'two hours').then((value) => (fired.push(value), value))),
        each(() => after(HOUR, 'one hour').then((value) => (fired.push(value), value))),
      ]),
    );
    expect(results).toEqual(['two hours', 'one hour']);
    expect(fired).toEqual(['one hour', 'two hours']);
  });

  it('waits while a file is being read, and fires no timer the page cleared', async () => {
    const result = await withPluginClock((each) =>
      each(async () => {
        const cleared = setTimeout(() => {
          throw new Error('a cleared timer fired');
        }, HOUR);
        clearTimeout(cleared);
        const raced = await Promise.race([readFile(new URL(import.meta.url), 'utf8').then(() => 'read'), after(HOUR, 'timer')]);
        return [raced, await after(HOUR, 'then the timer')];
      }),
    );
    expect(result).toEqual(['read', 'then the timer']);
  });

  it('leaves timers set outside a page alone, and setTimeout as it was after', async () => {
    const own = globalThis.setTimeout;
    let outside: NodeJS.Timeout | undefined;
    let fired = false;
    await withPluginClock(async (each) => {
      outside = setTimeout(() => (fired = true), HOUR);
      await each(() => after(HOUR, 'page'));
    });
    expect(fired).toBe(false);
    clearTimeout(outside);
    expect(globalThis.setTimeout).toBe(own);
  });
});
