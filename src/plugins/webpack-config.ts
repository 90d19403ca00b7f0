/**
 * A plugin's `configureWebpack` result in esbuild's terms, where esbuild has the equivalent:
 * `resolve.alias` (also `name$` for an exact match), `resolve.modules`, `resolve.roots`,
 * `resolve.fallback`, DefinePlugin's definitions and ProvidePlugin's identifiers. Anything else (loaders, other webpack plugins, output settings)
 * has no counterpart: one warning names the plugin and what is left out.
 */
import { isAbsolute, resolve } from 'node:path';
import type { BundleSettings } from '../components/resolve-plugin.ts';
import { loaderEquivalent } from '../components/inline-loaders.ts';
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

/** Any other class of webpack's (`IgnorePlugin`…): constructible, so the plugin runs, and named in the warning. */
const otherPlugin = (name: string): unknown => ({ [name]: class {} })[name];

/** Stand-ins for what Docusaurus gives `configureWebpack` as `utils`: loaders docsgen does not use, and webpack's plugin classes. */
export const webpackUtils = {
  getStyleLoaders: () => [],
  getJSLoader: () => ({}),
  currentBundler: {
    name: 'webpack',
    instance: new Proxy({ DefinePlugin, ProvidePlugin } as Record<string | symbol, unknown>, { get: (known, key) => known[key] ?? (typeof key === 'string' ? otherPlugin(key) : undefined) }),
  },
};

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** DefinePlugin's values are code: strings as written, anything else as JSON. */
const code = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * A webpack rule esbuild has the equivalent of: the file's text (`asset/source`, raw-loader) or
 * its URL (`asset/resource`, file-loader, url-loader), the loaders read as inline ones are.
 */
function assetRule(rule: Obj): BundleSettings['rules'][number] | undefined {
  const test = rule.test instanceof RegExp ? rule.test : typeof rule.test === 'string' ? new RegExp(rule.test.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : undefined;
  if (!test) return undefined;
  const loaders = [rule.use, rule.loader].flat().map((use) => (isObj(use) ? use.loader : use));
  if (rule.type === 'asset/source') return { test, as: 'text' };
  if (rule.type === 'asset/resource') return { test, as: 'file' };
  const named = loaders.filter((use) => use !== undefined);
  // A rule of loaders maps only when docsgen has an equivalent of each; the leftmost decides, as in an inline chain.
  const equivalents = named.map((use) => (typeof use === 'string' ? loaderEquivalent(use) : undefined));
  if (!named.length || equivalents.some((equivalent) => equivalent === undefined)) return undefined;
  return { test, as: equivalents[0]! };
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
            if (typeof target !== 'string') continue;
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
        const mapped = isObj(rule) ? assetRule(rule) : undefined;
        if (mapped) settings.rules.push(mapped);
        else ignored.push('module.rules');
      }
      for (const option of Object.keys(value)) if (option !== 'rules') ignored.push(`module.${option}`);
    } else if (key === 'plugins' && Array.isArray(value)) {
      for (const plugin of value) {
        if (plugin instanceof ProvidePlugin) {
          for (const [name, module] of Object.entries(plugin.definitions)) if (typeof module === 'string' || (Array.isArray(module) && module.every((part) => typeof part === 'string'))) settings.provide[name] = module as string | string[];
        } else if (plugin instanceof DefinePlugin || (isObj(plugin) && isObj(plugin.definitions))) {
          for (const [name, definition] of Object.entries((plugin as { definitions: Obj }).definitions)) settings.define[name] = code(definition);
        } else ignored.push(`plugins (${(plugin as { constructor?: { name?: string } } | null)?.constructor?.name ?? 'a plugin'})`);
      }
    } else if (key !== 'mergeStrategy') ignored.push(key);
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
  const settings: BundleSettings = { alias: [], nodePaths: [], roots: [], fallback: [], rules: [], define: {}, provide: {}, themePaths: [] };
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
    if (ignored.length) diagnostics.push({ code: 'plugins/unsupported', severity: 'warning', message: `Plugin \`${instance.name}\`'s configureWebpack sets ${[...new Set(ignored)].map((key) => `\`${key}\``).join(', ')}, which docsgen's bundler has no counterpart for`, ...at, hint: 'its aliases, module folders and definitions apply; the rest is left out' });
  }
  return { settings, diagnostics };
}
