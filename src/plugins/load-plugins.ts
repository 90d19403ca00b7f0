/**
 * A site's plugins, loaded: each entry of config.yaml's `plugins:` (a package or a path, with
 * options) or of a Docusaurus config's `plugins` and `themes` (also functions) becomes a
 * module, its options are validated as Docusaurus does (the module's `validateOptions`), and
 * it is called with the load context, giving the plugin object whose lifecycle docsgen runs.
 */
import { dirname } from 'node:path';
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { resolveModule } from '../docusaurus/module-shorthand.ts';
import { resolveFrom } from '../shared/resolve-module.ts';
import { loadModule } from './load-module.ts';
import { missingFileWarning, offlineWarning, pluginFailure } from './plugin-errors.ts';
import type { LoadContext, Plugin, PluginEntry, PluginInstance, PluginModule } from './plugin-types.ts';

export type { PluginEntry, PluginInstance };

/** What is left out when a plugin's module or function cannot reach the network: there is no plugin object to run. */
const WHOLE_PLUGIN = 'the whole plugin is left out';

/** Docusaurus's `validate(schema, options)`: the schema's own `validate` (Joi's), else the options as given. */
function validate(schema: unknown, options: unknown): unknown {
  const validator = schema as { validate?: (value: unknown, settings?: unknown) => { value?: unknown; error?: { message: string } } };
  if (typeof validator?.validate !== 'function') return options;
  const result = validator.validate(options, { convert: false });
  if (result.error) throw new Error(result.error.message);
  return result.value;
}

/** Docusaurus's check of a theme's part of `themeConfig`: the other themes' keys are let through. */
function validateThemeConfig(schema: unknown, themeConfig: unknown): unknown {
  const validator = schema as { validate?: (value: unknown, settings?: unknown) => { value?: unknown; error?: { message: string } } };
  if (typeof validator?.validate !== 'function') return themeConfig;
  const result = validator.validate(themeConfig, { convert: false, allowUnknown: true });
  if (result.error) throw new Error(result.error.message);
  return result.value;
}

/** A module's export `name`, on the plugin function or beside it (a CommonJS plugin exports it beside its default export). */
function moduleExport<K extends 'validateOptions' | 'validateThemeConfig'>(name: K, holders: unknown[]): PluginModule[K] {
  return holders.map((holder) => (holder as Record<string, unknown> | undefined)?.[name]).find((found) => typeof found === 'function') as PluginModule[K];
}

/**
 * Each entry's module, loaded once for every locale of a build: Docusaurus requires a plugin's
 * module once per process (jiti's module cache) and calls its function once per locale, so what
 * the module keeps at its top level (a list it fetched, a promise of one) serves every locale,
 * and a module that fetches on load fetches once. The locales' configs share their entries; a
 * new build (each `docsgen dev` rebuild) loads its config, so its entries and modules, again.
 */
const modules = new WeakMap<PluginEntry, Promise<Record<string, unknown>>>();

function loadEntryModule(entry: PluginEntry, file: string, cwd: string): Promise<Record<string, unknown>> {
  let loading = modules.get(entry);
  if (!loading) modules.set(entry, (loading = loadModule(file, cwd)));
  return loading;
}

const moduleFunction = (module: unknown): PluginModule | undefined => {
  const candidate = typeof module === 'function' ? module : (module as { default?: unknown } | null)?.default;
  if (typeof candidate === 'function') return candidate as PluginModule;
  const nested = (candidate as { default?: unknown } | null)?.default;
  return typeof nested === 'function' ? (nested as PluginModule) : undefined;
};

/** Load every entry, in order; an entry that cannot be loaded is a configuration error (exit 2) naming it, but an optional one that is not installed (a warning). */
export async function loadPlugins(entries: readonly PluginEntry[], context: LoadContext, cwd: string): Promise<{ instances: PluginInstance[]; warnings: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const instances: PluginInstance[] = [];
  for (const entry of entries) {
    const at = { file: entry.at.file, ...(entry.at.line !== undefined ? { line: entry.at.line, column: entry.at.column ?? 1 } : {}) };
    let module: PluginModule | undefined;
    let validateOptions: PluginModule['validateOptions'];
    let checkThemeConfig: PluginModule['validateThemeConfig'];
    let file: string | undefined;
    if (typeof entry.source === 'function') module = entry.source;
    else {
      file = entry.kind ? await resolveModule(context.siteDir, entry.source, entry.kind) : await resolveFrom(context.siteDir, entry.source);
      if (!file && entry.preset) {
        const preset = await resolveModule(context.siteDir, entry.preset, 'preset');
        if (preset) file = await resolveFrom(dirname(preset), entry.source);
      }
      if (!file && entry.optional) {
        warnings.push({ code: 'plugins/not-installed', severity: 'warning', message: `Plugin \`${entry.source}\` is not installed: what it adds to the site is left out`, ...at, hint: `install the project's dependencies (\`npm install\`) to run it` });
        continue;
      }
      if (!file) {
        diagnostics.push({ code: 'plugins/not-found', severity: 'error', message: `\`${entry.key}\` names \`${entry.source}\`, which cannot be found from the site folder`, ...at, hint: entry.source.startsWith('.') ? 'paths are relative to the site folder' : `install it: \`npm install --save-dev ${entry.source}\`` });
        continue;
      }
      let namespace: Record<string, unknown>;
      try {
        namespace = await loadEntryModule(entry, file, cwd);
      } catch (error) {
        // A module that does not compile already names its file:line.
        if (error instanceof DocsgenError) throw error;
        const failed = { name: entry.source, file, entry };
        const offline = offlineWarning(failed, 'its module', error, cwd, WHOLE_PLUGIN) ?? missingFileWarning(failed, 'its module', error, cwd, WHOLE_PLUGIN);
        if (!offline) throw pluginFailure({ name: entry.source, file, entry }, 'its module', error, cwd);
        warnings.push(offline);
        continue;
      }
      module = moduleFunction(namespace);
      validateOptions = moduleExport('validateOptions', [module, namespace, namespace.default]);
      checkThemeConfig = moduleExport('validateThemeConfig', [module, namespace, namespace.default]);
    }
    const shown = typeof entry.source === 'string' ? entry.source : entry.source.name || 'an inline plugin';
    if (!module) {
      diagnostics.push({ code: 'plugins/invalid', severity: 'error', message: `\`${shown}\` in \`${entry.key}\` is not a plugin: its default export is not a function`, ...at, hint: 'a plugin is a function `(context, options) => ({ name, … })`, its module\'s default export' });
      continue;
    }
    let options: unknown = entry.options ?? {};
    let plugin: Plugin | null | undefined;
    try {
      // Docusaurus validates a plugin's own options, then adds the instance `id` (`default` unless given).
      const { id, ...own } = (options ?? {}) as { id?: unknown };
      const validated = (validateOptions ?? module.validateOptions)?.({ validate, options: own }) ?? own;
      options = typeof validated === 'object' && validated !== null ? { ...validated, id: typeof id === 'string' ? id : 'default' } : validated;
    } catch (error) {
      diagnostics.push({ code: 'plugins/invalid-options', severity: 'error', message: `The options of \`${shown}\` (\`${entry.key}\`) are not valid: ${(error as Error).message.split('\n')[0]}`, ...at, hint: 'see the plugin\'s documentation for its options' });
      continue;
    }
    // A theme's `themeConfig` keys with their defaults (theme-live-codeblock's `liveCodeBlock.playgroundPosition`), as its components read them.
    const themeConfig = context.siteConfig.themeConfig as Record<string, unknown> | undefined;
    try {
      const normalized = themeConfig && (checkThemeConfig ?? module.validateThemeConfig)?.({ validate: validateThemeConfig, themeConfig });
      if (themeConfig && typeof normalized === 'object' && normalized !== null) Object.assign(themeConfig, normalized);
    } catch (error) {
      diagnostics.push({ code: 'plugins/invalid-options', severity: 'error', message: `\`themeConfig\` is not valid for \`${shown}\` (\`${entry.key}\`): ${(error as Error).message.split('\n')[0]}`, ...at, hint: 'see the theme\'s documentation for its `themeConfig` keys' });
      continue;
    }
    try {
      plugin = await module(context, options);
    } catch (error) {
      const failed = { name: shown, file, entry };
      const offline = offlineWarning(failed, 'the plugin function', error, cwd, WHOLE_PLUGIN) ?? missingFileWarning(failed, 'the plugin function', error, cwd, WHOLE_PLUGIN);
      if (!offline) throw pluginFailure({ name: shown, file, entry }, 'the plugin function', error, cwd);
      warnings.push(offline);
      continue;
    }
    // Docusaurus allows a plugin function to return null: the plugin is off.
    if (!plugin) continue;
    const id = (options as { id?: unknown } | null)?.id;
    instances.push({ plugin, name: plugin.name || shown, id: typeof id === 'string' ? id : 'default', options, ...(file ? { file } : {}), entry });
  }
  if (diagnostics.length) throw new DocsgenError('Invalid plugins', { exitCode: 2, diagnostics });
  return { instances, warnings };
}

/** The folder a plugin's module lives in, for resolving what it names relative to itself. */
export const pluginDir = (instance: PluginInstance, siteDir: string): string => (instance.file ? dirname(instance.file) : siteDir);
