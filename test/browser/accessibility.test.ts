import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { repoRoot } from '../helpers.ts';
import { browserOnBuild } from './browser.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The Kassa site: a docs home page, a prose page full of links, and a REST operation. */
const site = browserOnBuild(async () => {
  const outDir = join(await mkdtemp(join(tmpdir(), 'docsgen-a11y-')), 'build');
  await build({ cwd: repoRoot, outDir, offline: true });
  return outDir;
});

interface Violation {
  id: string;
  nodes: Array<{ target: string[]; failureSummary: string }>;
}

/** axe-core's violations on a page, one line per element: `rule-id selector: why`. */
async function violations(path: string, { mode, width }: { mode: 'light' | 'dark'; width: number }): Promise<string[]> {
  const context = await site.browser.newContext({ viewport: { width, height: 850 } });
  // The colour mode a reader chose, as the head script reads it before first paint.
  await context.addInitScript((chosen) => localStorage.setItem('preferredColorMode', chosen), mode);
  const page = await context.newPage();
  await page.goto(site.url + path, { waitUntil: 'load' });
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
  await page.addScriptTag({ path: AXE });
  const found = (await page.evaluate(async () => (await (window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } }).axe.run()).violations)) as Violation[];
  await context.close();
  return found.flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}: ${node.failureSummary.split('\n').slice(1, 2).join('').trim()}`));
}

describe('accessibility (axe-core)', () => {
  for (const path of ['/', '/key-concepts', '/api-rest/create-a-checkout']) {
    it(`finds nothing on ${path} in light and dark mode, on a phone and a desktop`, { timeout: 120_000 }, async () => {
      const found: Array<{ mode: string; width: number; violations: string[] }> = [];
      for (const mode of ['light', 'dark'] as const) {
        for (const width of [412, 1280]) found.push({ mode, width, violations: await violations(path, { mode, width }) });
      }
      expect(found).toEqual(found.map((run) => ({ ...run, violations: [] })));
    });
  }
});
