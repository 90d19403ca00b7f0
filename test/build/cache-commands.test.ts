import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copySite, runDocsgen, tempDir } from '../helpers.ts';

const cacheDir = (cwd: string): string => join(cwd, 'node_modules', '.cache', 'docsgen');

describe('docsgen build --no-cache', () => {
  it('compiles every page, reads no cache and writes none', async () => {
    const cwd = await copySite('basic');
    const cold = await runDocsgen(['build', '--no-cache', '--profile'], { cwd });
    expect(cold).toMatchObject({ code: 0, stderr: '' });
    expect(cold.stdout).toMatch(/^✔ Built 13 pages in \d+\.\d\d s → build\/\n/);
    expect(cold.stdout).toContain('pages compiled: 10\n');
    expect(existsSync(join(cacheDir(cwd), 'build'))).toBe(false);

    // A cache from an earlier build is there, and ignored.
    expect((await runDocsgen(['build'], { cwd })).code).toBe(0);
    expect(existsSync(join(cacheDir(cwd), 'build'))).toBe(true);
    const again = await runDocsgen(['build', '--no-cache', '--profile'], { cwd });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('pages compiled: 10\n');
    expect(again.stdout).not.toContain('pages from cache');
    const warm = await runDocsgen(['build', '--profile'], { cwd });
    expect(warm.stdout).toContain('pages from cache: 10\n');
  });

  it('is documented in build --help', async () => {
    expect((await runDocsgen(['build', '--help'])).stdout).toContain('--no-cache');
  });
});

describe('docsgen clear', () => {
  it('deletes the cache folder and says what it removed', async () => {
    const cwd = await copySite('basic');
    expect((await runDocsgen(['build'], { cwd })).code).toBe(0);
    await mkdir(join(cacheDir(cwd), 'check-links'), { recursive: true });
    await writeFile(join(cacheDir(cwd), 'check-links', 'x.json'), '{}');
    const result = await runDocsgen(['clear'], { cwd });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^✔ Removed node_modules\/\.cache\/docsgen\/ \(build, check-links: \d+ files, \d+ KB\)\n$/);
    expect(existsSync(cacheDir(cwd))).toBe(false);
    // The next build starts cold.
    expect((await runDocsgen(['build', '--profile'], { cwd })).stdout).toContain('pages compiled: 10\n');
  });

  it('exits 0 when there is no cache', async () => {
    const cwd = await tempDir();
    expect(await runDocsgen(['clear'], { cwd })).toEqual({ code: 0, stdout: 'No cache to clear: node_modules/.cache/docsgen/ does not exist\n', stderr: '' });
  });

  it('is listed in --help', async () => {
    expect((await runDocsgen(['--help'])).stdout).toMatch(/clear\s+delete the build cache/);
  });
});
