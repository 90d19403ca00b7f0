/**
 * Every page of the Kassa site and of the fixture sites, built twice: as `docsgen dev`'s quick
 * start does and as the full build it must equal. The same builds hold docsgen's own HTML
 * serializer to hast-util-to-html on every tree it writes: whole-site builds are the suite's
 * largest cost, so the checks that need every site share one pass over them.
 */
import type { Nodes } from 'hast';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { build, type BuildResult } from '../../src/build/build.ts';
import type { OutputFile } from '../../src/build/write-output.ts';
import { fixturesDir, repoRoot } from '../helpers.ts';

/** Every tree docsgen serialises during the builds below, with what the library writes for it. */
const serialised = vi.hoisted(() => ({ trees: 0, mismatches: [] as Array<{ fast: string; library: string }> }));

vi.mock('../../src/shared/hast-html.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/shared/hast-html.ts')>();
  const library = await import('hast-util-to-html');
  return {
    hastToHtml: (node: Nodes, options?: { allowDangerousHtml?: boolean }) => {
      const fast = actual.hastToHtml(node, options);
      const expected = library.toHtml(node, options ?? {});
      serialised.trees++;
      if (fast !== expected && serialised.mismatches.length < 5) serialised.mismatches.push({ fast, library: expected });
      return fast;
    },
  };
});

function pages(result: BuildResult): Map<string, string> {
  const html = new Map<string, string>();
  for (const [path, file] of result.files as Map<string, OutputFile>) {
    if (!path.endsWith('.html')) continue;
    const contents = 'render' in file ? file.render() : 'contents' in file ? file.contents : '';
    html.set(path, typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8'));
  }
  return html;
}

interface SiteBuilds {
  cwd: string;
  quick: BuildResult;
  full: BuildResult;
  /** Each build's HTML pages, rendered (a lazy build renders a page when asked). */
  quickPages: Map<string, string>;
  fullPages: Map<string, string>;
}

const sites: SiteBuilds[] = [];

beforeAll(async () => {
  const folders = [repoRoot, ...readdirSync(join(fixturesDir, 'sites')).map((name) => join(fixturesDir, 'sites', name))];
  for (const cwd of folders) {
    const options = { cwd, write: false, offline: true, drafts: true, lazy: true, cache: false } as const;
    // A fixture may be meant to fail; its trees are serialised before the failure all the same.
    const quick = await build({ ...options, quickStart: true }).catch(() => undefined);
    const full = await build(options).catch(() => undefined);
    if (quick && full) sites.push({ cwd, quick, full, quickPages: pages(quick), fullPages: pages(full) });
  }
}, 300_000);

describe('docsgen dev quick start', () => {
  it('renders the same HTML and search index as a full build on every page of the Kassa site and the fixture sites', async () => {
    let compared = 0;
    for (const { cwd, quick, full, quickPages, fullPages } of sites) {
      expect([...quickPages.keys()].sort()).toEqual([...fullPages.keys()].sort());
      const differing = [...fullPages].filter(([path, html]) => quickPages.get(path) !== html).map(([path]) => `${cwd}: ${path}`);
      expect(differing).toEqual([]);
      compared += fullPages.size;
      const index = (result: BuildResult): string[] => [...(result.searchIndex?.().files ?? new Map<string, Uint8Array>())].map(([name, bytes]) => `${name} ${Buffer.from(bytes).toString('base64')}`);
      expect(index(quick)).toEqual(index(full));
      // The quick start checks samples only when asked, and finds what the build finds.
      expect(Object.values(quick.samples).every((count) => count === 0)).toBe(true);
      const checked = await quick.checkSamples!();
      expect(checked.counts).toEqual(full.samples);
      expect(full.checkSamples).toBeUndefined();
    }
    expect(sites.map(({ cwd }) => cwd)).toContain(repoRoot);
    expect(compared).toBeGreaterThan(250);
  });
});

describe('hastToHtml', () => {
  it('writes what hast-util-to-html writes on every page of the Kassa site and of the fixture sites', () => {
    expect(serialised.mismatches).toEqual([]);
    // Pages' code blocks and descriptions; the API reference's generated samples and JSON
    // examples are written as HTML directly (held to their trees in their own tests).
    expect(serialised.trees).toBeGreaterThan(200);
  });
});
