import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import type { OutputFile } from '../src/build/write-output.ts';
import type { Diagnostic } from '../src/diagnostics/diagnostic.ts';
import { formatDiagnostic } from '../src/diagnostics/format.ts';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const fixturesDir = join(repoRoot, 'test', 'fixtures');

const created: string[] = [];
afterAll(async () => {
  await Promise.all(created.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A fresh temporary folder, removed after the test file. */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-test-'));
  created.push(dir);
  return dir;
}

/** Copy `test/fixtures/sites/<name>` to a temporary project folder (holding `site/`). */
export async function copySite(name: string): Promise<string> {
  const dir = await tempDir();
  await cp(join(fixturesDir, 'sites', name), dir, { recursive: true });
  return dir;
}

/** Write files (path → contents) under `root`, creating folders. */
export async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), contents);
  }
}

/** A minimal project: `site/config.yaml` plus the given files under `site/`. */
export async function makeSite(files: Record<string, string>, config = 'title: Test\nurl: https://test.dev\n'): Promise<string> {
  const dir = await tempDir();
  await writeFiles(join(dir, 'site'), { 'config.yaml': config, ...files });
  return dir;
}

/** Diagnostics as the one-line strings a user reads (no code frame). */
export function lines(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => formatDiagnostic(d, { frame: false }).split('\n')[0]!);
}

/** The text of an output file. */
export function text(files: Map<string, OutputFile>, path: string): string {
  const file = files.get(path);
  if (!file) throw new Error(`no output file ${path}; have ${[...files.keys()].join(', ')}`);
  if (!('contents' in file)) throw new Error(`${path} is copied, not rendered`);
  return typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8');
}
