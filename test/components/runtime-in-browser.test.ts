import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const RUNTIME = join(import.meta.dirname, '..', '..', 'src', 'components', 'runtime');

/**
 * Runtime modules that render on the server only: docsgen's navbar renders a site's navbar
 * items apart (render-apart.ts), with React's server renderer. The classic theme's
 * `Navbar/*` parts are layout, never inside an island.
 */
const SERVER_ONLY = ['theme/NavbarParts.tsx'];

const modules = readdirSync(RUNTIME, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => !SERVER_ONLY.includes(file));

/** What `file` imports that a browser cannot load (Node's modules), bundled as an island's imports are. */
async function nodeImports(file: string): Promise<string[]> {
  const found: string[] = [];
  await build({
    entryPoints: [join(RUNTIME, file)],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.css': 'empty' },
    plugins: [{
      name: 'runtime-imports',
      setup(bundler) {
        // The bundler's virtual and theme modules, and React, are resolved by docsgen's resolve plugin, not from here.
        bundler.onResolve({ filter: /^(?:docsgen:|@theme|@docusaurus\/|@generated\/|react(?:-dom)?(?:\/|$))/ }, (args) => ({ path: args.path, external: true }));
        bundler.onResolve({ filter: /^node:/ }, (args) => {
          found.push(`${args.path} from ${args.importer.slice(args.importer.indexOf('/src/') + 1 || args.importer.indexOf('/templates/') + 1)}`);
          return { path: args.path, external: true };
        });
      },
    }],
  });
  return found;
}

describe('docsgen\'s runtime modules (@docusaurus/*, @theme/*) in the browser', () => {
  it('import nothing of Node\'s, so that a site\'s component using them can be an island', { timeout: 60_000 }, async () => {
    expect(modules.length).toBeGreaterThan(40);
    const found: Record<string, string[]> = {};
    for (const file of modules) {
      const imports = await nodeImports(file);
      if (imports.length) found[file] = imports;
    }
    expect(found).toEqual({});
  });
});
