/**
 * A webpack loader docsgen has no equivalent of, found and run as webpack finds and runs it:
 * resolved through the plugins' `resolveLoader` (alias, then module folders) and then
 * node_modules, and run by webpack's own `loader-runner` with a loader context that has what
 * a loader reads from webpack (options, the resource, dependencies, warnings) and no compiler.
 * @see https://webpack.js.org/api/loaders/#the-loader-context
 */
import { createHash } from 'node:crypto';
import { readFile as readFileCallback, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse as parseQuery } from 'node:querystring';
import { isAbsolute, join } from 'node:path';
import { runLoaders } from 'loader-runner';
import type { InlineLoader } from './inline-loaders.ts';

/** Where loaders are looked up besides node_modules (webpack's `resolveLoader`), from the plugins' configureWebpack. */
export interface LoaderResolution {
  /** Loader names and what they stand for (`roa-loader` → a folder); `exact` ones only as written (`name$`). */
  alias: Array<{ from: string; to: string; exact: boolean }>;
  /** Folders loaders are also looked up in, as packages of their own (`resolveLoader.modules`). */
  modules: string[];
}

/** A message a loader gave with `this.emitWarning` / `this.emitError`. */
export interface LoaderMessage {
  severity: 'warning' | 'error';
  text: string;
}

/** What one loader made of its input, or why it could not run. */
export type LoaderOutcome =
  | { ok: true; output: unknown; messages: LoaderMessage[]; dependencies: string[]; cacheable: boolean }
  | { ok: false; reason: string; messages: LoaderMessage[] };

/** Resolve a module request from a folder as Node does, or undefined. */
function resolveFrom(request: string, folder: string): string | undefined {
  try {
    return createRequire(join(folder, 'noop.js')).resolve(request);
  } catch {
    return undefined;
  }
}

/**
 * The file of a loader named in a chain or a rule, as webpack's loader resolver finds it: an
 * alias first, then a path, then each `resolveLoader.modules` folder, then node_modules up from
 * the importing folder and from the site folder.
 */
export function resolveLoader(request: string, { from, siteDir, resolution }: { from: string; siteDir: string; resolution: LoaderResolution }): string | undefined {
  const alias = resolution.alias.find((each) => (each.exact ? request === each.from : request === each.from || request.startsWith(`${each.from}/`)));
  const target = alias ? alias.to + request.slice(alias.from.length) : request;
  if (isAbsolute(target) || /^\.{1,2}(?:\/|$)/.test(target)) return resolveFrom(target, from);
  for (const folder of resolution.modules) {
    const found = resolveFrom(join(folder, target), folder);
    if (found) return found;
  }
  return resolveFrom(target, from) ?? resolveFrom(target, siteDir);
}

/** What a loader may reach for that only a webpack compilation has: calling it says so, and the loader's failure names it. */
const WEBPACK_ONLY = ['loadModule', 'importModule', 'emitFile', 'resolve', 'getResolve', 'addBuildDependency'];

/** webpack's `getOptions`: a rule's options object, or an inline query read as JSON or as a query string. */
function getOptions(this: { loaders: Array<{ options?: unknown }>; loaderIndex: number }): unknown {
  const options = this.loaders[this.loaderIndex]?.options;
  if (typeof options !== 'string') return options ?? {};
  return options.startsWith('{') && options.endsWith('}') ? JSON.parse(options) : { ...parseQuery(options) };
}

/** The loader context beyond what loader-runner adds (resourcePath, async, callback, cacheable, addDependency…). */
function loaderContext({ siteDir, messages }: { siteDir: string; messages: LoaderMessage[] }): Record<string, unknown> {
  const emit = (severity: LoaderMessage['severity']) => (error: unknown) => messages.push({ severity, text: error instanceof Error ? error.message : String(error) });
  const context: Record<string, unknown> = {
    version: 2,
    rootContext: siteDir,
    mode: 'production',
    sourceMap: false,
    hot: false,
    target: 'web',
    getOptions,
    emitWarning: emit('warning'),
    emitError: emit('error'),
    getLogger: () => ({ error: emit('error'), warn: emit('warning'), info: () => {}, log: () => {}, debug: () => {}, trace: () => {} }),
    fs: { readFile: readFileCallback },
  };
  for (const name of WEBPACK_ONLY) {
    context[name] = () => {
      throw new Error(`it calls \`this.${name}\`, which needs a webpack compilation`);
    };
  }
  return context;
}

/** The content hash of each loader file when Node loaded it. */
const loadedLoaders = new Map<string, string>();
const nodeRequire = createRequire(import.meta.url);

/**
 * Node keeps a loaded loader for the life of the process (`docsgen dev`, tests): one whose file
 * changed since is loaded again. Only then: a loader's module state (roa-loader's "token not
 * set" said once) lasts as long as in webpack.
 */
function forgetIfChanged(file: string): void {
  let hash: string;
  try {
    hash = createHash('sha1').update(readFileSync(file)).digest('hex');
  } catch {
    return;
  }
  if (loadedLoaders.has(file) && loadedLoaders.get(file) !== hash) delete nodeRequire.cache[file];
  loadedLoaders.set(file, hash);
}

/**
 * Run one loader on its input (the resource's bytes, or the output of the loader to its right).
 * Each loader runs on its own so that a failure names the loader and the chain can go on
 * without it; a pitching loader therefore sees only itself in `this.loaders`.
 */
export function runLoader({ file, step, resource, input, siteDir }: { file: string; step: InlineLoader; resource: string; input: unknown; siteDir: string }): Promise<LoaderOutcome> {
  const messages: LoaderMessage[] = [];
  forgetIfChanged(file);
  // webpack gives an inline loader its query as a string of options, a rule's loader its object.
  const options = step.options ?? (step.query || undefined);
  return new Promise((done) => {
    runLoaders(
      {
        resource,
        loaders: [{ loader: file, options }],
        context: loaderContext({ siteDir, messages }),
        processResource: (context, path, callback) => {
          context.addDependency(path);
          callback(null, input);
        },
      },
      (error, result) => {
        if (error) done({ ok: false, reason: error instanceof Error ? error.message : String(error), messages });
        else done({ ok: true, output: result.result?.[0], messages, dependencies: result.fileDependencies, cacheable: result.cacheable });
      },
    );
  });
}
