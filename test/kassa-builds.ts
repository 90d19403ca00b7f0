/**
 * The Kassa site built once for the test files that only read the result, not once per file:
 * a whole build of it is ~15 s of CPU time, and the suite is CPU-bound on two cores.
 *
 * - `kassaInMemory`: built in this worker by src/ (no worker threads), in memory, once per test
 *   worker (files share a worker's modules, see vitest.config.ts).
 * - `kassaWritten`: built once per run by the CLI (dist/, worker threads), written to a folder;
 *   the first file to ask builds it, the others wait for it (a lock folder in the run's folder).
 *   Its pages wait in the build's temporary file until written, as a large site's do
 *   (`DOCSGEN_SPILL_PAGES=0`, see SPILL_PAGES): what it writes is compared with `kassaInMemory`.
 * Neither may be changed by a test.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { build, type BuildResult } from '../src/build/build.ts';
import { repoRoot, runDocsgen, tempDir } from './helpers.ts';

let inMemory: Promise<BuildResult> | undefined;

/** The Kassa site in site/, built offline from its committed OpenAPI document, in memory. */
export function kassaInMemory(): Promise<BuildResult> {
  inMemory ??= build({ cwd: repoRoot, write: false, offline: true, cache: false });
  return inMemory;
}

/** What `DOCSGEN_SPILL_PAGES=0 docsgen build --site site --no-cache --offline --profile` wrote and printed. */
export interface WrittenKassa {
  outDir: string;
  code: number;
  stdout: string;
  stderr: string;
}

const WAIT_MS = 300_000;

/** The Kassa site built by the CLI, cold and offline, with `--profile` (its stage counts are in `stdout`); a failed build throws its output. */
export async function kassaWritten(): Promise<WrittenKassa> {
  const written = await sharedBuild();
  if (written.code !== 0) throw new Error(`the Kassa site's shared build exited ${written.code}:\n${written.stderr}${written.stdout}`);
  return written;
}

async function sharedBuild(): Promise<WrittenKassa> {
  const runDir = inject('runDir') ?? (await tempDir());
  const done = join(runDir, 'kassa-written.json');
  const claimed = await mkdir(join(runDir, 'kassa-written.lock')).then(
    () => true,
    () => false,
  );
  if (claimed) {
    const outDir = join(runDir, 'kassa-written');
    // Not the asking test's settings: the build is the same whichever file asks first.
    const unset = Object.fromEntries(Object.keys(process.env).filter((name) => name.startsWith('DOCSGEN_')).map((name) => [name, undefined])) as unknown as Record<string, string>;
    const env = { ...unset, DOCSGEN_SPILL_PAGES: '0' };
    const run = await runDocsgen(['build', '--site', join(repoRoot, 'site'), '--out', outDir, '--no-cache', '--offline', '--profile'], { cwd: runDir, env });
    const written: WrittenKassa = { outDir, ...run };
    await writeFile(done, JSON.stringify(written));
    return written;
  }
  const started = Date.now();
  for (;;) {
    const found = await readFile(done, 'utf8').catch(() => undefined);
    if (found) return JSON.parse(found) as WrittenKassa;
    if (Date.now() - started > WAIT_MS) throw new Error(`the Kassa site's shared build did not finish in ${WAIT_MS / 1000} s (${done})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
