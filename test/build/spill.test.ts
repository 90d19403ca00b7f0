/**
 * A large site's compiled pages wait in a temporary file until written (see TextSpill,
 * SPILL_PAGES): the output must be what keeping them in memory gives, byte for byte.
 * DOCSGEN_SPILL_PAGES makes small sites spill.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTPUT_MARKER } from '../../src/build/output-guard.ts';
import { expectWrittenAs, runDocsgen, tempDir } from '../helpers.ts';
import { kassaInMemory, kassaWritten } from '../kassa-builds.ts';

// @ts-expect-error: a plain ES module without types; the corpus generator of `npm run bench`.
import { writeCorpus } from '../../scripts/bench-corpus.mjs';

/** Every file of an output folder by path; the marker by its files' keys (it also says when it was built). */
function outputOf(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => {
      const path = join(entry.parentPath, entry.name);
      const text = readFileSync(path, 'latin1');
      return [path.slice(dir.length + 1), entry.name === OUTPUT_MARKER ? JSON.stringify((JSON.parse(text) as { files: unknown }).files) : text];
    }),
  );
}

function expectSameOutput(a: string, b: string): void {
  const left = outputOf(a);
  const right = outputOf(b);
  expect([...right.keys()].sort()).toEqual([...left.keys()].sort());
  for (const [path, text] of left) expect({ path, same: right.get(path) === text }).toEqual({ path, same: true });
}

describe('pages kept in a temporary file until written', () => {
  it('build the Kassa site as they do in memory', { timeout: 240_000 }, async () => {
    // The suite's shared CLI build of the Kassa site spills every page (see test/kassa-builds.ts).
    const [memory, spilled] = await Promise.all([kassaInMemory(), kassaWritten()]);
    // Pages compiled as code get their HTML when rendered: only the others wait in the file.
    expect(spilled.stdout).toMatch(/^pages kept in a temporary file until written: [1-9]\d+$/m);
    expectWrittenAs(memory.files, spilled.outDir);
  });

  it('index for search on a worker and read cached pages the same way (the CLI, cold and warm)', { timeout: 180_000 }, async () => {
    const cwd = await tempDir();
    (writeCorpus as (options: { dir: string; pages: number; seed: number }) => void)({ dir: cwd, pages: 300, seed: 3 });
    const spilled = { DOCSGEN_SPILL_PAGES: '1', DOCSGEN_SEARCH_WORKERS: '1' };
    const runs = [
      await runDocsgen(['build', '--no-cache', '--out', 'memory'], { cwd }),
      await runDocsgen(['build', '--out', 'cold', '--profile'], { cwd, env: spilled }),
      await runDocsgen(['build', '--out', 'warm', '--profile'], { cwd, env: spilled }),
    ];
    expect(runs.map((run) => run.code)).toEqual([0, 0, 0]);
    expect(runs[1]!.stdout).toMatch(/search shards indexed in workers: [1-9]/);
    expect(runs[2]!.stdout).toMatch(/pages from cache: 300/);
    // Without a cache pages have no keys: the marker is compared between the two with one.
    const files = (dir: string): Map<string, string> => new Map([...outputOf(dir)].filter(([path]) => path !== OUTPUT_MARKER));
    expect(files(join(cwd, 'cold'))).toEqual(files(join(cwd, 'memory')));
    expectSameOutput(join(cwd, 'cold'), join(cwd, 'warm'));
  });
});
