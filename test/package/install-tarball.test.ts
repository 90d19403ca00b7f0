import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot, tempDir } from '../helpers.ts';

const run = promisify(execFile);
/** npm without colour, audit or funding noise; the cache first, so no network is needed once it holds the dependencies. */
const npmEnv = { ...process.env, NO_COLOR: '1', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };

async function npm(args: string[], cwd: string): Promise<{ stdout: string; stderr: string }> {
  return run('npm', args, { cwd, env: npmEnv, maxBuffer: 64 * 1024 * 1024 });
}

describe('the npm package', () => {
  it('installs from its tarball into an empty project, where `npx docsgen init` and `npx docsgen build` work', { timeout: 300_000 }, async () => {
    const packDir = await tempDir();
    // --ignore-scripts: `prepare` would recompile dist/ under the other test files running now;
    // the global setup compiled it for this run.
    const { stdout } = await npm(['pack', '--ignore-scripts', '--json', '--pack-destination', packDir], repoRoot);
    const [packed] = JSON.parse(stdout.slice(stdout.indexOf('['))) as Array<{ filename: string; files: Array<{ path: string }> }>;
    const paths = packed!.files.map((file) => file.path);
    expect(paths).toEqual(expect.arrayContaining(['bin/docsgen.js', 'dist/cli.js', 'dist/client-bundle.json', 'templates/styles.css', 'package.json', 'README.md']));
    // What runs and nothing else: no tests, fixtures, the Kassa site, or the repository's scripts.
    expect(paths.filter((path) => /^(?:test|site|scripts|\.ci)\/|^tsconfig|^vitest/.test(path))).toEqual([]);

    const project = await tempDir();
    // A package.json of its own: npm would otherwise install into the nearest ancestor that
    // has node_modules/ (the temp folder's parent may).
    await writeFile(join(project, 'package.json'), '{ "name": "try-docsgen", "private": true }\n');
    await npm(['install', '--prefer-offline', join(packDir, packed!.filename)], project);
    await npm(['exec', '--no', '--', 'docsgen', 'init'], project);
    expect(existsSync(join(project, 'site', 'config.yaml'))).toBe(true);
    const built = await npm(['exec', '--no', '--', 'docsgen', 'build'], project);
    expect(built.stdout).toMatch(/✔ Built 8 pages in [\d.]+ s → build\//);
    expect(built.stderr.split('\n').filter((line) => line && !line.startsWith('npm warn'))).toEqual([]);
    expect(await readdir(join(project, 'build', 'api'))).toEqual(expect.arrayContaining(['example-api', 'list-products', 'schemas']));
  });
});
