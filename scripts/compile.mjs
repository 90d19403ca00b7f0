// Compiles src/ and templates/ into dist/ with esbuild: `npm install` runs this (prepare),
// so a fresh clone has a runnable `docsgen` without a TypeScript toolchain step.
import { rmSync, writeFileSync } from 'node:fs';
import { build, context } from 'esbuild';

const options = {
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts', 'compile-worker': 'src/site/compile-worker.ts', 'check-worker': 'src/samples/check-worker.ts', 'search-worker': 'src/search/search-worker.ts', 'bundle-client': 'src/client/bundle-client.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies are bundled: loading one file per chunk instead of hundreds of small
  // packages halves start-up. Kept out: native binaries, grammars loaded by name,
  // TypeScript, loaded only for `check` samples, and React: a site's own components import
  // it too, and there must be one React, loaded by Node from node_modules.
  external: ['esbuild', 'typescript', '@shikijs/langs', '@shikijs/langs/*', 'chokidar', 'fsevents', 'react', 'react/*', 'react-dom', 'react-dom/*'],
  // Bundled CommonJS packages (React…) call `require` for Node's built-ins.
  banner: { js: "import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(import.meta.url);" },
  jsx: 'automatic',
  // Without comments and indentation the bundle is ~30 % smaller and all ASCII (licences go
  // to .LEGAL.txt files): V8 keeps a module's source for its lifetime, in every thread, and
  // one non-ASCII character makes it store the whole of it as UTF-16.
  // DOCSGEN_UNMINIFIED=1 keeps them, for CPU profiles whose lines and names can be read.
  minifyWhitespace: !process.env.DOCSGEN_UNMINIFIED,
  legalComments: 'external',
  sourcemap: true,
  // Stack traces need only the mappings; the sources themselves would double the npm package.
  sourcesContent: false,
  logLevel: 'warning',
};

if (process.argv.includes('--watch')) {
  // Client sources change too while watching: builds bundle the client themselves.
  rmSync('dist/client-bundle.json', { force: true });
  const ctx = await context(options);
  await ctx.watch();
  console.log('compiling src/ and templates/ into dist/ on change…');
} else {
  // Chunk names change with content: start clean so stale chunks do not pile up.
  rmSync('dist', { recursive: true, force: true });
  await build(options);
  // The browser's script depends on docsgen's sources only: bundle it once here, not in every cold build.
  const { runEsbuild } = await import('../dist/bundle-client.js');
  writeFileSync('dist/client-bundle.json', JSON.stringify(await runEsbuild()));
}
