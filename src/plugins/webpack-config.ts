/**
 * A plugin's `configureWebpack` result in esbuild's terms, where esbuild has the equivalent:
 * `resolve.alias` (also `name$` for an exact match), `resolve.modules`, `resolve.roots`,
 * `resolve.fallback`, `resolveLoader.alias` and `.modules`, `module.rules` (see components/loader-chain.ts), DefinePlugin's and EnvironmentPlugin's definitions, ProvidePlugin's identifiers and `devtool` (source maps or none). Anything else (other webpack plugins, output settings)
 * has no counterpart: one warning names the plugin and what is left out.
 */
import { isAbsolute, resolve } from 'node:path';
import { REACT_IMPORT, type BundleSettings } from '../components/resolve-plugin.ts';
import { loaderEquivalent, type InlineLoader } from '../components/inline-loaders.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PluginInstance } from './plugin-types.ts';

/** What webpack's `DefinePlugin` is to a plugin that takes it from `utils.currentBundler.instance`: its definitions are read back. */
class DefinePlugin {
  constructor(readonly definitions: Record<string, unknown>) {}
}

/** Webpack's `ProvidePlugin`: free identifiers (`process`, `Buffer`) given by a module, read back as esbuild's inject. */
class ProvidePlugin {
  constructor(readonly definitions: Record<string, unknown>) {}
}

/**
 * Webpack's `EnvironmentPlugin`: `process.env.<KEY>` in the bundle is the build's environment
 * variable, else the default given (a list of keys has none), as DefinePlugin definitions.
 */
class EnvironmentPlugin {
  readonly definitions: Record<string, string>;
  constructor(keys: string[] | Record<string, unknown>) {
    const defaults: Record<string, unknown> = Array.isArray(keys) ? Object.fromEntries(keys.map((key) => [key, undefined])) : keys;
    this.definitions = Object.fromEntries(Object.entries(defaults).map(([key, fallback]) => [`process.env.${key}`, JSON.stringify(process.env[key] ?? fallback) ?? 'undefined']));
  }
}

/** Any other class of webpack's (`IgnorePlugin`…): constructible, so the plugin runs, and named in the warning. */
const otherPlugin = (name: string): unknown => ({ [name]: class {} })[name];

/** Stand-ins for what Docusaurus gives `configureWebpack` as `utils`: loaders docsgen does not use, and webpack's plugin classes. */
export const webpackUtils = {
  getStyleLoaders: () => [],
  getJSLoader: () => ({}),
  currentBundler: {
    name: 'webpack',
    instance: new Proxy({ DefinePlugin, ProvidePlugin, EnvironmentPlugin } as Record<string | symbol, unknown>, { get: (known, key) => known[key] ?? (typeof key === 'string' ? otherPlugin(key) : undefined) }),
  },
};

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** DefinePlugin's values are code: strings as written, anything else as JSON. */
const code = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** A rule's loader (`'x-loader?a=1'`, `{ loader, options }`) as an inline one; undefined for what is not a loader's name (a function). */
function ruleLoader(use: unknown, options: unknown): InlineLoader | undefined {
  const named = isObj(use) ? use.loader : use;
  if (typeof named !== 'string') return undefined;
  const given = isObj(use) ? use.options : options;
  const at = named.indexOf('?');
  const loader = at < 0 ? { request: named, query: '' } : { request: named.slice(0, at), query: named.slice(at + 1) };
  return typeof given === 'string' ? { ...loader, query: given } : isObj(given) ? { ...loader, options: given } : loader;
}

/**
 * A webpack rule in esbuild's terms: the file's text (`asset/source`, raw-loader) or its URL
 * (`asset/resource`, file-loader, url-loader) when docsgen has an equivalent of each loader,
 * the leftmost deciding as in an inline chain; else its loaders, which docsgen runs (see
 * components/loader-chain.ts). A rule only of babel-loader is esbuild's own compiling: nothing.
 */
function mapRule(rule: Obj): { rule?: BundleSettings['rules'][number]; ok: boolean } {
  const test = rule.test instanceof RegExp ? rule.test : typeof rule.test === 'string' ? new RegExp(rule.test.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : undefined;
  if (!test) return { ok: false };
  if (rule.type === 'asset/source') return { rule: { test, as: 'text' }, ok: true };
  if (rule.type === 'asset/resource') return { rule: { test, as: 'file' }, ok: true };
  const uses = [rule.use, rule.loader].flat().filter((use) => use !== undefined);
  const loaders = uses.map((use) => ruleLoader(use, rule.options));
  if (!loaders.length || loaders.some((loader) => !loader)) return { ok: false };
  const kept = (loaders as InlineLoader[]).filter((loader) => loaderEquivalent(loader.request) !== 'code');
  if (!kept.length) return { ok: true };
  const equivalents = kept.map((loader) => loaderEquivalent(loader.request));
  if (equivalents.every((equivalent) => equivalent === 'text' || equivalent === 'file')) return { rule: { test, as: equivalents[0] as 'text' | 'file' }, ok: true };
  return { rule: { test, as: 'loaders', loaders: kept }, ok: true };
}

/** webpack's `resolveLoader`: where loader names are looked up; returns what had no counterpart. */
function mapResolveLoader(value: Obj, dir: string, settings: BundleSettings): string[] {
  const ignored: string[] = [];
  for (const [option, setting] of Object.entries(value)) {
    if (option === 'alias' && isObj(setting)) {
      for (const [from, to] of Object.entries(setting)) {
        const target = Array.isArray(to) ? to[0] : to;
        if (typeof target === 'string') settings.resolveLoader.alias.push({ from: from.replace(/\$$/, ''), to: target.startsWith('.') ? resolve(dir, target) : target, exact: from.endsWith('$') });
      }
    } else if (option === 'modules' && Array.isArray(setting)) {
      // `node_modules` is where loaders are looked up anyway.
      settings.resolveLoader.modules.push(...setting.filter((folder): folder is string => typeof folder === 'string' && folder !== 'node_modules').map((folder) => resolve(dir, folder)));
    } else if (option !== 'extensions' && option !== 'mainFields') ignored.push(`resolveLoader.${option}`);
  }
  return ignored;
}

/** Add one plugin's result to `settings`; returns what had no counterpart, as key paths. */
function mapResult(result: Obj, dir: string, settings: BundleSettings): string[] {
  const ignored: string[] = [];
  for (const [key, value] of Object.entries(result)) {
    if (key === 'resolve' && isObj(value)) {
      for (const [option, setting] of Object.entries(value)) {
        if (option === 'alias' && isObj(setting)) {
          for (const [from, to] of Object.entries(setting)) {
            const target = Array.isArray(to) ? to[0] : to;
            // Such an alias makes one React of the site's; docsgen renders with its own, which
            // every import of React already is (a second copy would leave hooks without a renderer).
            if (typeof target !== 'string' || REACT_IMPORT.test(from.replace(/\$$/, ''))) continue;
            settings.alias.push({ from: from.replace(/\$$/, ''), to: isAbsolute(target) || !target.startsWith('.') ? target : resolve(dir, target), exact: from.endsWith('$') });
          }
        } else if (option === 'modules' && Array.isArray(setting)) {
          // `node_modules` is already where bare imports are looked up.
          settings.nodePaths.push(...setting.filter((folder): folder is string => typeof folder === 'string' && folder !== 'node_modules').map((folder) => resolve(dir, folder)));
        } else if (option === 'roots' && Array.isArray(setting)) {
          settings.roots.push(...setting.filter((folder): folder is string => typeof folder === 'string').map((folder) => resolve(dir, folder)));
        } else if (option === 'fallback' && isObj(setting)) {
          for (const [from, to] of Object.entries(setting)) if (to === false || typeof to === 'string') settings.fallback.push({ from: from.replace(/\$$/, ''), to: typeof to === 'string' && to.startsWith('.') ? resolve(dir, to) : to });
        } else if (option !== 'extensions') ignored.push(`resolve.${option}`);
      }
    } else if (key === 'module' && isObj(value) && Array.isArray(value.rules)) {
      for (const rule of value.rules) {
        const mapped = isObj(rule) ? mapRule(rule) : { ok: false };
        if (mapped.rule) settings.rules.push(mapped.rule);
        if (!mapped.ok) ignored.push('module.rules');
      }
      for (const option of Object.keys(value)) if (option !== 'rules') ignored.push(`module.${option}`);
    } else if (key === 'plugins' && Array.isArray(value)) {
      for (const plugin of value) {
        if (plugin instanceof ProvidePlugin) {
          for (const [name, module] of Object.entries(plugin.definitions)) if (typeof module === 'string' || (Array.isArray(module) && module.every((part) => typeof part === 'string'))) settings.provide[name] = module as string | string[];
        } else if (plugin instanceof EnvironmentPlugin) {
          Object.assign(settings.define, plugin.definitions);
        } else if (plugin instanceof DefinePlugin || (isObj(plugin) && isObj(plugin.definitions))) {
          for (const [name, definition] of Object.entries((plugin as { definitions: Obj }).definitions)) settings.define[name] = code(definition);
        } else ignored.push(`plugins (${(plugin as { constructor?: { name?: string } } | null)?.constructor?.name ?? 'a plugin'})`);
      }
    } else if (key === 'resolveLoader' && isObj(value)) ignored.push(...mapResolveLoader(value, dir, settings));
    // Every devtool that names a source map makes one (`source-map`, `hidden-`, `nosources-`, `cheap-module-`…); `false` and `eval` make none, as Docusaurus's production default.
    else if (key === 'devtool') settings.sourceMaps ||= typeof value === 'string' && value.includes('source-map');
    else if (key !== 'mergeStrategy') ignored.push(key);
  }
  return ignored;
}

/** Every plugin's `configureWebpack` (for the client, as Docusaurus's first call), and theme folders, as bundler settings. */
export function bundleSettings(
  instances: readonly PluginInstance[],
  contents: ReadonlyMap<PluginInstance, unknown>,
  { dirOf, fail, leftOut }: {
    dirOf: (instance: PluginInstance) => string;
    fail: (instance: PluginInstance, method: string, error: unknown) => never;
    /** Whether the plugin's content was left out (it could not reach the network): imports through its aliases of what is not there are then empty. */
    leftOut: (instance: PluginInstance) => boolean;
  },
): { settings: BundleSettings; diagnostics: Diagnostic[] } {
  const settings: BundleSettings = { alias: [], nodePaths: [], roots: [], fallback: [], rules: [], resolveLoader: { alias: [], modules: [] }, define: {}, provide: {}, themePaths: [] };
  const diagnostics: Diagnostic[] = [];
  for (const instance of instances) {
    const { plugin, entry } = instance;
    const at = { file: entry.at.file, ...(entry.at.line !== undefined ? { line: entry.at.line, column: entry.at.column ?? 1 } : {}) };
    const call = <T>(method: string, run: () => T): T => {
      try {
        return run();
      } catch (error) {
        return fail(instance, `\`${method}\``, error);
      }
    };
    for (const theme of [call('getThemePath', () => plugin.getThemePath?.()), call('getTypeScriptThemePath', () => plugin.getTypeScriptThemePath?.())]) if (typeof theme === 'string') settings.themePaths.push(resolve(dirOf(instance), theme));
    if (!plugin.configureWebpack) continue;
    const result = call('configureWebpack', () => plugin.configureWebpack!({}, false, webpackUtils, contents.get(instance)));
    const aliases = settings.alias.length;
    const ignored = isObj(result) ? mapResult(result, dirOf(instance), settings) : [];
    if (leftOut(instance)) for (const alias of settings.alias.slice(aliases)) alias.leftOut = instance.name;
    if (ignored.length) diagnostics.push({ code: 'plugins/unsupported', severity: 'warning', message: `Plugin \`${instance.name}\`'s configureWebpack sets ${[...new Set(ignored)].map((key) => `\`${key}\``).join(', ')}, which docsgen's bundler has no counterpart for`, ...at, hint: 'its aliases, module and loader folders, rules and definitions apply; the rest is left out' });
  }
  return { settings, diagnostics };
}
