/**
 * A fresh copy of the build pipeline, templates included, for `docsgen dev` to switch to
 * when a template changes: the sources are bundled again with esbuild and imported as a
 * new module, so the server, its port and its open pages stay while the theme reloads.
 * ES modules cannot be unloaded: each reload keeps the old copy in memory, which only
 * matters after hundreds of template edits in one session.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { build as buildFunction } from '../build/build.ts';

export type BuildFunction = typeof buildFunction;

let generation = 0;

/** Bundle `root/src` (templates included) into `root/node_modules/.cache` and import its `build`. */
export async function loadFreshBuild(root: string): Promise<BuildFunction> {
  const entry = join(root, 'src', 'build', 'build.ts');
  if (!existsSync(entry)) throw new Error(`docsgen's sources are not in ${join(root, 'src')}; restart docsgen dev to apply template changes`);
  generation++;
  // Inside the package, so bare imports (react, unified…) resolve to its node_modules
  // and the bundle finds its templates/ folder like dist/ does.
  const base = join(root, 'node_modules', '.cache', 'docsgen-dev');
  const outdir = join(base, `${process.pid}-${generation}`);
  const { build } = await import('esbuild');
  await build({
    entryPoints: { build: entry, 'compile-worker': join(root, 'src', 'site', 'compile-worker.ts') },
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
  });
  const module = (await import(pathToFileURL(join(outdir, 'build.js')).href)) as { build: BuildFunction };
  // The previous generation is loaded already: its files are no longer needed.
  if (generation > 1) await rm(join(base, `${process.pid}-${generation - 1}`), { recursive: true, force: true });
  return module.build;
}
