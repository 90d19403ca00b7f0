/**
 * A file read through a chain of webpack loaders, right to left, as webpack reads it: the
 * loaders docsgen has an equivalent of apply as such (raw-loader's text module; babel-loader's
 * compiling is esbuild's), every other loader is resolved and run (webpack-loaders.ts). A
 * loader that cannot be found or fails is left out with one `components/unsupported-loader`
 * warning, and the chain goes on without it, as docsgen did before it ran loaders.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Loader, OnLoadResult, PartialMessage } from 'esbuild';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { hashKey, type CompileCache } from '../site/compile-cache.ts';
import { displayPath } from '../shared/paths.ts';
import { loaderEquivalent, loaderPackage, textModule, type InlineLoader } from './inline-loaders.ts';
import { resolveLoader, runLoader, type LoaderMessage, type LoaderResolution } from './webpack-loaders.ts';

/** The diagnostic code of a loader docsgen does not run; `loader` makes it one warning per loader and page (see bundle-pages). */
export const SKIPPED_LOADER = 'components/unsupported-loader';

export interface LoaderChainOptions {
  /** The resource, resolved. */
  path: string;
  /** Its loaders, leftmost first (they apply right to left), configured rules' after the inline ones. */
  chain: readonly InlineLoader[];
  siteDir: string;
  /** Where paths in diagnostics are relative to. */
  cwd: string;
  resolution: LoaderResolution;
  /** The build's compile cache: a loader's output is kept by loader file, options and resource content. */
  cache?: CompileCache;
  /** esbuild's loader for the file itself, when no step changed it. */
  plainLoader: Loader;
  /** Filled with the file of each loader found. */
  loaderFiles?: Set<string>;
}

/** What a chain made of the file, JSON-safe so the compile cache can keep it. */
interface ChainOutput {
  contents: string;
  loader: Loader;
  diagnostics: Diagnostic[];
  /** Files the loaders read besides the resource, with a hash of their content. */
  dependencies: Array<[string, string]>;
}

/** A step of the chain, its loader found. */
type Step = { loader: InlineLoader; kind: 'text' | 'code' | 'file' } | { loader: InlineLoader; kind: 'run'; file: string };

const sha1 = (bytes: string | Buffer): string => createHash('sha1').update(bytes).digest('hex');
const fileHash = (path: string): string | undefined => {
  try {
    return sha1(readFileSync(path));
  } catch {
    return undefined;
  }
};

/** A loader left out, said once per loader and page at the resource. */
function skipped({ loader, why, path, cwd }: { loader: string; why: string; path: string; cwd: string }): Diagnostic {
  return {
    code: SKIPPED_LOADER,
    severity: 'warning',
    message: `docsgen could not run the webpack loader \`${loader}\` on \`${displayPath(cwd, path)}\`: ${why}; the file is read without it`,
    file: displayPath(cwd, path),
    hint: `what \`${loader}\` adds or changes is left out; the loaders before and after it still apply`,
  };
}

/** A loader's `emitWarning`/`emitError`, located at the file it was reading. */
function emitted({ message, loader, path, cwd }: { message: LoaderMessage; loader: string; path: string; cwd: string }): Diagnostic {
  return { code: message.severity === 'error' ? 'components/loader-error' : 'components/loader-warning', severity: message.severity, message: `\`${loader}\` on \`${displayPath(cwd, path)}\`: ${message.text}`, file: displayPath(cwd, path) };
}

/** Find each loader docsgen has no equivalent of; one not found is left out with a warning. */
function resolveSteps(options: LoaderChainOptions, diagnostics: Diagnostic[]): Step[] {
  return options.chain.flatMap((loader): Step[] => {
    const kind = loaderEquivalent(loader.request);
    if (kind) return [{ loader, kind }];
    const file = resolveLoader(loader.request, { from: dirname(options.path), siteDir: options.siteDir, resolution: options.resolution });
    if (file) options.loaderFiles?.add(file);
    if (file) return [{ loader, kind: 'run', file }];
    diagnostics.push(skipped({ loader: loaderPackage(loader.request), why: 'it is not installed (not a `resolveLoader.alias`, nor in `resolveLoader.modules` or node_modules)', path: options.path, cwd: options.cwd }));
    return [];
  });
}

/** Apply the steps right to left; undefined when a loader's output may not be kept (not cacheable, or one failed). */
async function applySteps(steps: readonly Step[], options: LoaderChainOptions, diagnostics: Diagnostic[]): Promise<{ output: Omit<ChainOutput, 'diagnostics'>; keep: boolean }> {
  let value: unknown = await readFile(options.path);
  let loader = options.plainLoader;
  let keep = true;
  const dependencies = new Set<string>();
  for (const step of [...steps].reverse()) {
    if (step.kind !== 'run') {
      // A URL (`file`) chain is not run (see resolve-plugin's resolveChain); babel-loader's compiling (`code`) is esbuild's.
      if (step.kind === 'text') {
        value = textModule(value, [step.loader]);
        loader = 'js';
      }
      continue;
    }
    const name = loaderPackage(step.loader.request);
    const outcome = await runLoader({ file: step.file, step: step.loader, resource: options.path, input: value, siteDir: options.siteDir });
    diagnostics.push(...outcome.messages.map((message) => emitted({ message, loader: name, path: options.path, cwd: options.cwd })));
    if (!outcome.ok) {
      diagnostics.push(skipped({ loader: name, why: `it failed (${outcome.reason.split('\n')[0]})`, path: options.path, cwd: options.cwd }));
      keep = false;
      continue;
    }
    value = outcome.output;
    // A loader's output is JavaScript for the next step, as webpack parses it.
    loader = 'js';
    keep &&= outcome.cacheable;
    for (const file of outcome.dependencies) if (file !== options.path) dependencies.add(file);
  }
  if (typeof value !== 'string' && !Buffer.isBuffer(value)) {
    // webpack's own words for the same mistake: "Final loader didn't return a Buffer or String".
    diagnostics.push({ code: 'components/loader-error', severity: 'error', message: `The last loader of \`${displayPath(options.cwd, options.path)}\`'s chain gave a ${typeof value}, not text: webpack would fail the same way`, file: displayPath(options.cwd, options.path), hint: 'end the chain with a loader that makes a module of it, such as `raw-loader`' });
    value = '';
  }
  const hashed = [...dependencies].flatMap((file) => {
    const hash = fileHash(file);
    return hash ? [[file, hash] as [string, string]] : [];
  });
  return { output: { contents: Buffer.isBuffer(value) ? value.toString('utf8') : (value as string), loader, dependencies: hashed }, keep };
}

/** The chain's key in the compile cache: each loader's file, content and options, and the resource's content. */
function cacheKey(steps: readonly Step[], options: LoaderChainOptions): string {
  const loaders = steps.map((step) => [step.kind, step.loader.request, step.loader.query, JSON.stringify(step.loader.options ?? null), step.kind === 'run' ? `${step.file}:${fileHash(step.file)}` : '']);
  return hashKey('webpack-loaders', options.path, fileHash(options.path) ?? '', JSON.stringify(loaders));
}

/** Run the chain on the file (or take its output from the cache). */
async function chainOutput(options: LoaderChainOptions): Promise<ChainOutput> {
  const diagnostics: Diagnostic[] = [];
  const steps = resolveSteps(options, diagnostics);
  const key = options.cache ? cacheKey(steps, options) : '';
  const cached = options.cache?.get<ChainOutput>(key);
  if (cached && cached.dependencies.every(([file, hash]) => fileHash(file) === hash)) return cached;
  const { output, keep } = await applySteps(steps, options, diagnostics);
  const result = { ...output, diagnostics };
  if (options.cache && keep) options.cache.set(key, result);
  return result;
}

/** The file through its loader chain, as esbuild's onLoad result; diagnostics travel as each message's `detail`. */
export async function loadThroughChain(options: LoaderChainOptions): Promise<OnLoadResult> {
  const output = await chainOutput(options);
  const message = (diagnostic: Diagnostic): PartialMessage => ({ text: diagnostic.message, detail: diagnostic });
  return {
    contents: output.contents,
    loader: output.loader,
    resolveDir: dirname(options.path),
    watchFiles: [options.path, ...output.dependencies.map(([file]) => file)],
    warnings: output.diagnostics.filter((d) => d.severity === 'warning').map(message),
    errors: output.diagnostics.filter((d) => d.severity === 'error').map(message),
  };
}
