import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build/build.ts';
import type { OutputFile } from '../../src/build/write-output.ts';
import { fixturesDir, repoRoot } from '../helpers.ts';

async function pages(result: BuildResult): Promise<Map<string, string>> {
  const html = new Map<string, string>();
  for (const [path, file] of result.files as Map<string, OutputFile>) {
    if (!path.endsWith('.html')) continue;
    const contents = 'render' in file ? file.render() : 'contents' in file ? file.contents : '';
    html.set(path, typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8'));
  }
  return html;
}

/** `docsgen dev`'s quick start, and the build it must equal once its pages render. */
async function bothBuilds(cwd: string): Promise<{ quick: BuildResult; full: BuildResult } | undefined> {
  const options = { cwd, write: false, offline: true, drafts: true, lazy: true, cache: false } as const;
  try {
    return { quick: await build({ ...options, quickStart: true }), full: await build(options) };
  } catch {
    return undefined; // a fixture meant to fail
  }
}

describe('docsgen dev quick start', () => {
  it('renders the same HTML and search index as a full build on every page of the Kassa site and the fixture sites', { timeout: 300_000 }, async () => {
    const sites = [repoRoot, ...readdirSync(join(fixturesDir, 'sites')).map((name) => join(fixturesDir, 'sites', name))];
    let compared = 0;
    for (const cwd of sites) {
      const both = await bothBuilds(cwd);
      if (!both) continue;
      const [quick, full] = await Promise.all([pages(both.quick), pages(both.full)]);
      expect([...quick.keys()].sort()).toEqual([...full.keys()].sort());
      const differing = [...full].filter(([path, html]) => quick.get(path) !== html).map(([path]) => `${cwd}: ${path}`);
      expect(differing).toEqual([]);
      compared += full.size;
      const index = (result: BuildResult): string[] => [...(result.searchIndex?.().files ?? new Map<string, Uint8Array>())].map(([name, bytes]) => `${name} ${Buffer.from(bytes).toString('base64')}`);
      expect(index(both.quick)).toEqual(index(both.full));
      // The quick start checks samples only when asked, and finds what the build finds.
      expect(Object.values(both.quick.samples).every((count) => count === 0)).toBe(true);
      const checked = await both.quick.checkSamples!();
      expect(checked.counts).toEqual(both.full.samples);
      expect(both.full.checkSamples).toBeUndefined();
    }
    expect(compared).toBeGreaterThan(250);
  });
});
