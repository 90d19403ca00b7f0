import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Where a module named in a site's config lives, as Node resolves it from the site folder: a
 * path relative to it (`./plugins/remark-x.mjs`) or a package installed for it
 * (`remark-math`). A package whose `exports` only offer `import` is resolved by esbuild, which
 * reads those conditions as Node's `import()` does. Undefined when it is not there.
 */
export async function resolveFrom(dir: string, specifier: string): Promise<string | undefined> {
  try {
    return createRequire(join(dir, 'noop.js')).resolve(specifier);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED' && code !== 'ERR_REQUIRE_ESM') return undefined;
  }
  const { build } = await import('esbuild');
  let found: string | undefined;
  await build({
    stdin: { contents: '', resolveDir: dir },
    write: false,
    logLevel: 'silent',
    platform: 'node',
    plugins: [{ name: 'resolve', setup: (esbuild) => esbuild.onStart(async () => void (found = (await esbuild.resolve(specifier, { kind: 'import-statement', resolveDir: dir })).path || undefined)) }],
  });
  return found;
}

/**
 * Import a module resolved by resolveFrom; a CommonJS module's `module.exports` is its default.
 * A file of the site's own (not a package's) is imported as it is now: `docsgen dev` reloads
 * the config after an edit, and Node would otherwise give back the module it first loaded.
 */
export async function importResolved(path: string): Promise<Record<string, unknown>> {
  const url = pathToFileURL(path);
  if (!/[/\\]node_modules[/\\]/.test(path)) url.search = `?mtime=${(await stat(path)).mtimeMs}`;
  return (await import(url.href)) as Record<string, unknown>;
}
