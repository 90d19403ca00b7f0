/**
 * The module graph of src/ has no cycles: data flows one way through the stages, and a stage
 * never imports upward (`npx madge --circular --extensions ts,tsx src` says the same).
 */
import { join } from 'node:path';
// @ts-expect-error: madge ships no types; its API is `madge(path, options)` → a graph with `obj()` and `circular()`.
import madge from 'madge';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.ts';

describe('the module graph', () => {
  it('has no import cycles', { timeout: 60_000 }, async () => {
    const graph = (await madge(join(repoRoot, 'src'), { fileExtensions: ['ts', 'tsx'], tsConfig: join(repoRoot, 'tsconfig.json') })) as { obj(): Record<string, string[]>; circular(): string[][] };
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(250);
    expect(graph.circular()).toEqual([]);
  });
});
