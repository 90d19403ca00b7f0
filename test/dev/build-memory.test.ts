import { appendFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build/build.ts';
import { StageTimer } from '../../src/build/stage-timer.ts';
import type { OutputFile } from '../../src/build/write-output.ts';
import { createBuildMemory } from '../../src/site/build-memory.ts';
import { cacheFolder } from '../../src/shared/paths.ts';
import { copySite } from '../helpers.ts';

function pages(result: BuildResult): Map<string, string> {
  const html = new Map<string, string>();
  for (const [path, file] of result.files as Map<string, OutputFile>) {
    if (path.endsWith('.html') && 'render' in file) html.set(path, file.render());
  }
  return html;
}

describe("docsgen dev's rebuilds", () => {
  it('take the pages the edit left unchanged from the build before, and render what a build from scratch renders', async () => {
    const cwd = await copySite('docusaurus-content');
    const memory = createBuildMemory();
    const options = { cwd, write: false, offline: true, drafts: true, lazy: true, quickStart: true, memory } as const;
    memory.startBuild();
    await build(options);
    await appendFile(join(cwd, 'site', 'docs', 'intro.md'), '\nA sentence added while serving.\n');
    // Without the disk cache, whatever is not compiled again comes from memory.
    await rm(cacheFolder(cwd, 'build'), { recursive: true, force: true });
    memory.startBuild();
    const timer = new StageTimer();
    const rebuilt = await build({ ...options, timer });
    // The edited page, and the MDX page with a component (its HTML is filled in as the component renders, so it is not kept).
    expect(Object.fromEntries(timer.counts)).toMatchObject({ 'pages compiled': 2, 'pages from the build before': 3 });
    const fresh = await build({ ...options, memory: undefined, cache: false });
    const [after, expected] = [pages(rebuilt), pages(fresh)];
    expect([...after.keys()].sort()).toEqual([...expected.keys()].sort());
    expect([...after].filter(([path, html]) => expected.get(path) !== html).map(([path]) => path)).toEqual([]);
    expect([...after.values()].filter((html) => html.includes('A sentence added while serving.'))).toHaveLength(1);
  });
});
