/**
 * The Kassa site built once for the test files that only read the result, not once per file:
 * a whole build of it is ~15 s of CPU time, and the suite is CPU-bound on two cores.
 *
 * - `kassaInMemory`: built by src/ (no worker threads) in memory, once per run: the first test
 *   file to ask builds it in its worker, the others read its files and warnings from the run's folder.
 * - `kassaWritten`: built once per run by the CLI (dist/, worker threads), written to a folder;
 *   the first file to ask builds it, the others wait for it.
 *   Its pages wait in the build's temporary file until written, as a large site's do
 *   (`DOCSGEN_SPILL_PAGES=0`, see SPILL_PAGES): what it writes is compared with `kassaInMemory`.
 * Neither may be changed by a test.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { inject } from 'vitest';
import { build, type BuildResult } from '../src/build/build.ts';
import type { OutputFile } from '../src/build/write-output.ts';
import { outputBytes, repoRoot, runDocsgen, tempDir } from './helpers.ts';

/** What the test files read of the in-memory build: every file with its bytes (or the file it is copied from), the warnings and the samples checked. */
export type KassaInMemory = Pick<BuildResult, 'files' | 'diagnostics' | 'samples'>;

let inMemory: Promise<KassaInMemory> | undefined;

/** The Kassa site in site/, built offline from its committed OpenAPI document, in memory. */
export function kassaInMemory(): Promise<KassaInMemory> {
  inMemory ??= oncePerRun('kassa-in-memory', async () => {
    const result = await build({ cwd: repoRoot, write: false, offline: true, cache: false });
    const files = new Map<string, OutputFile>([...result.files].map(([path, file]) => [path, 'copyFrom' in file ? file : { contents: outputBytes(file) }]));
    return { files, diagnostics: result.diagnostics, samples: result.samples };
  });
  return inMemory;
}

/** What `DOCSGEN_SPILL_PAGES=0 docsgen build --site site --no-cache --offline --profile` wrote and printed. */
export interface WrittenKassa {
  outDir: string;
  code: number;
  stdout: string;
  stderr: string;
}

/** The Kassa site built by the CLI, cold and offline, with `--profile` (its stage counts are in `stdout`); a failed build throws its output. */
export async function kassaWritten(): Promise<WrittenKassa> {
  const written = await oncePerRun('kassa-written', async () => {
    const runDir = inject('runDir') ?? (await tempDir());
    const outDir = join(runDir, 'kassa-written');
    // Not the asking test's settings: the build is the same whichever file asks first.
    const unset = Object.fromEntries(Object.keys(process.env).filter((name) => name.startsWith('DOCSGEN_')).map((name) => [name, undefined])) as unknown as Record<string, string>;
    const env = { ...unset, DOCSGEN_SPILL_PAGES: '0' };
    const run = await runDocsgen(['build', '--site', join(repoRoot, 'site'), '--out', outDir, '--no-cache', '--offline', '--profile'], { cwd: runDir, env });
    return { outDir, ...run };
  });
  if (written.code !== 0) throw new Error(`the Kassa site's shared build exited ${written.code}:\n${written.stderr}${written.stdout}`);
  return written;
}

const WAIT_MS = 300_000;

/**
 * `make`'s value, made by the first test file of the run to ask (a lock folder in the run's
 * folder) and read by the others from the file it leaves there (v8-serialised); its failure
 * fails every file that asks.
 */
async function oncePerRun<T>(name: string, make: () => Promise<T>): Promise<T> {
  const runDir = inject('runDir') ?? (await tempDir());
  const done = join(runDir, `${name}.v8`);
  const claimed = await mkdir(join(runDir, `${name}.lock`)).then(
    () => true,
    () => false,
  );
  if (claimed) {
    const made = await make().then(
      (value) => ({ value }),
      (error: unknown) => ({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
    await writeFile(`${done}.part`, serialize(made));
    await rename(`${done}.part`, done);
    if ('error' in made) throw new Error(made.error);
    return made.value;
  }
  const started = Date.now();
  for (;;) {
    const found = await readFile(done).catch(() => undefined);
    if (found) {
      const made = deserialize(found) as { value: T } | { error: string };
      if ('error' in made) throw new Error(`${name}, made by another test file, failed: ${made.error}`);
      return made.value;
    }
    if (Date.now() - started > WAIT_MS) throw new Error(`${name} was not made in ${WAIT_MS / 1000} s (${done})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
