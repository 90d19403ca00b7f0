import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, version as esbuildVersion } from 'esbuild';
import { packageRoot, sourceFingerprint } from '../package-root.ts';
import { hashKey, type CompileCache } from '../site/compile-cache.ts';

export interface ClientBundle {
  /** Output path of the entry script, content-hashed: `assets/js/main.1a2b3c4d.js`. */
  path: string;
  /** Every file to write: the entry, its lazy chunks (islands, React) and their source maps. */
  files: Array<{ path: string; contents: string }>;
}

const OUT_DIR = 'assets/js';

let cached: Promise<ClientBundle> | undefined;

/** Where `npm run compile` leaves the bundle, next to the compiled docsgen that matches it. */
const PREBUILT = 'client-bundle.json';

function prebuiltBundle(): ClientBundle | undefined {
  // Only beside compiled docsgen (dist/); from src/, or a dev rebuild of it, bundle afresh.
  if (!import.meta.url.endsWith('.js')) return undefined;
  try {
    return JSON.parse(readFileSync(fileURLToPath(new URL(`./${PREBUILT}`, import.meta.url)), 'utf8')) as ClientBundle;
  } catch {
    return undefined;
  }
}

/**
 * The client script, bundled and minified by esbuild: prebuilt by `npm run compile`, or
 * bundled once per process and kept in the build cache while docsgen's sources are
 * unchanged. Code reached only through `import()` (islands and React) is split into chunks
 * loaded on first use.
 */
export function bundleClient(cache?: CompileCache): Promise<ClientBundle> {
  cached ??= (async () => {
    const prebuilt = prebuiltBundle();
    if (prebuilt) return prebuilt;
    const key = hashKey('client-bundle', sourceFingerprint(), esbuildVersion);
    const stored = cache?.get<ClientBundle>(key);
    if (stored) return stored;
    const bundle = await runEsbuild();
    cache?.set(key, bundle);
    return bundle;
  })();
  return cached;
}

/** Bundle the client script now (`npm run compile` keeps the result as `dist/client-bundle.json`). */
export async function runEsbuild(): Promise<ClientBundle> {
  const result = await build({
    entryPoints: [join(packageRoot(), 'src', 'client', 'main.ts')],
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    target: ['chrome111', 'firefox111', 'safari16.4'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    sourcemap: 'external',
    write: false,
    outdir: OUT_DIR,
    entryNames: '[name].[hash]',
    chunkNames: 'chunk.[hash]',
    legalComments: 'none',
    logLevel: 'silent',
  });
  const files = result.outputFiles.map((file) => ({ path: `${OUT_DIR}/${basename(file.path)}`, contents: file.text }));
  const entry = files.find((file) => /^main\.[A-Z0-9]+\.js$/i.test(basename(file.path)));
  if (!entry) throw new Error('esbuild produced no entry script');
  return { path: entry.path, files };
}
