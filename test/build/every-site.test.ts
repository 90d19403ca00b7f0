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
import { kassaInMemory } from '../kassa-builds.ts';

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

/** A build's HTML pages, rendered (a lazy build renders a page when asked). */
function pages(files: ReadonlyMap<string, OutputFile>): Map<string, string> {
  const html = new Map<string, string>();
  for (const [path, file] of files) {
    if (!path.endsWith('.html')) continue;
    const contents = 'render' in file ? file.render() : 'contents' in file ? file.contents : '';
    html.set(path, typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8'));
  }
  return html;
}

const base64 = (bytes: Uint8Array | string): string => Buffer.from(bytes).toString('base64');

/** A full build as the comparison reads it: its pages, its search index's files, the samples it checked. */
interface FullBuild {
  pages: Map<string, string>;
  /** `name base64` of each search index file, by name. */
  searchIndex: string[];
  samples: BuildResult['samples'];
}

interface SiteBuilds {
  cwd: string;
  quick: BuildResult;
  full: FullBuild;
  quickPages: Map<string, string>;
}

const sites: SiteBuilds[] = [];

/**
 * The Kassa site's full build is the run's shared in-memory one (test/kassa-builds.ts: the
 * same options but lazy rendering and drafts, and the site has no drafts): a whole build of it is
 * ~10 s, and this file runs alone with its mock. Its search index is among its files.
 */
async function kassaFull(quickIndexNames: string[]): Promise<FullBuild> {
  const { files, samples } = await kassaInMemory();
  const folders = new Set(quickIndexNames.map((name) => name.split('/')[0]));
  const searchIndex = [...files].filter(([path]) => folders.has(path.split('/')[0])).map(([path, file]) => `${path} ${'contents' in file ? base64(file.contents as Uint8Array | string) : ''}`);
  return { pages: pages(files), searchIndex, samples };
}

const indexOf = (result: BuildResult): string[] => [...(result.searchIndex?.().files ?? new Map<string, Uint8Array>())].map(([name, bytes]) => `${name} ${base64(bytes)}`);

beforeAll(async () => {
  const folders = [repoRoot, ...readdirSync(join(fixturesDir, 'sites')).map((name) => join(fixturesDir, 'sites', name))];
  for (const cwd of folders) {
    const options = { cwd, write: false, offline: true, drafts: true, lazy: true, cache: false } as const;
    // A fixture may be meant to fail; its trees are serialised before the failure all the same.
    const quick = await build({ ...options, quickStart: true }).catch(() => undefined);
    if (!quick) continue;
    if (cwd === repoRoot) {
      sites.push({ cwd, quick, quickPages: pages(quick.files), full: await kassaFull([...(quick.searchIndex?.().files.keys() ?? [])]) });
      continue;
    }
    const full = await build(options).catch(() => undefined);
    if (!full) continue;
    expect(full.checkSamples).toBeUndefined();
    sites.push({ cwd, quick, quickPages: pages(quick.files), full: { pages: pages(full.files), searchIndex: indexOf(full), samples: full.samples } });
  }
}, 300_000);

describe('docsgen dev quick start', () => {
  it('renders the same HTML and search index as a full build on every page of the Kassa site and the fixture sites', async () => {
    let compared = 0;
    let indexFiles = 0;
    for (const { cwd, quick, full, quickPages } of sites) {
      expect([...quickPages.keys()].sort()).toEqual([...full.pages.keys()].sort());
      const differing = [...full.pages].filter(([path, html]) => quickPages.get(path) !== html).map(([path]) => `${cwd}: ${path}`);
      expect(differing).toEqual([]);
      compared += full.pages.size;
      expect(indexOf(quick).sort()).toEqual([...full.searchIndex].sort());
      indexFiles += full.searchIndex.length;
      // The quick start checks samples only when asked, and finds what the build finds.
      expect(Object.values(quick.samples).every((count) => count === 0)).toBe(true);
      const checked = await quick.checkSamples!();
      expect(checked.counts).toEqual(full.samples);
    }
    expect(sites.map(({ cwd }) => cwd)).toContain(repoRoot);
    expect(compared).toBeGreaterThan(250);
    expect(indexFiles).toBeGreaterThan(sites.length);
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
