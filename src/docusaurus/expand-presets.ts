/**
 * A Docusaurus config's presets other than `classic`, run as Docusaurus runs them: a preset is
 * a function `(context, options)` returning `{ plugins, themes }`, whose entries come before
 * the config's own (presets' plugins, presets' themes, then the config's plugins and themes).
 * So a company's preset wrapping `@docusaurus/preset-classic` gives docsgen the docs, blog and
 * theme options classic would pass to its plugins, which map-config.ts reads like the
 * config's. docsgen reads the `classic` preset's options itself (map-presets.ts).
 */
import { join } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { loadModule } from '../plugins/load-module.ts';
import { positionOfKey, positionOfString } from './locate.ts';
import { isObj, type Obj } from './mapping.ts';
import { resolveModule } from './module-shorthand.ts';

/** The names of the classic preset, which docsgen reads without running. */
export const CLASSIC_PRESET = ['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic'];

/** A plugin or theme entry a preset gave, and where that preset is written in the config. */
export interface PresetEntry {
  item: unknown;
  path: string[];
}

/** What the config's presets gave: their plugins and themes, and which presets ran (by index). */
export interface ExpandedPresets {
  plugins: PresetEntry[];
  themes: PresetEntry[];
  ran: number[];
  diagnostics: Diagnostic[];
}

/** What a preset sees of the site: Docusaurus's LoadContext, as far as the config tells. */
function presetContext(config: Obj, siteDir: string, configPath: string): Obj {
  const i18n = isObj(config.i18n) ? config.i18n : {};
  const locale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
  return {
    siteDir,
    siteConfigPath: configPath,
    siteConfig: { baseUrl: '/', themeConfig: {}, plugins: [], themes: [], presets: [], customFields: {}, ...config },
    baseUrl: typeof config.baseUrl === 'string' ? config.baseUrl : '/',
    outDir: join(siteDir, 'build'),
    generatedFilesDir: join(siteDir, '.docusaurus'),
    i18n: { defaultLocale: locale, locales: [locale], currentLocale: locale, localeConfigs: {} },
    localizationDir: join(siteDir, 'i18n', locale),
    codeTranslations: {},
  };
}

/** Run each preset but `classic`; one that is not installed, or fails, is a warning and gives nothing. */
export async function expandPresets(config: Obj, options: { siteDir: string; cwd: string; configPath: string; file: string; source: string }): Promise<ExpandedPresets> {
  const expanded: ExpandedPresets = { plugins: [], themes: [], ran: [], diagnostics: [] };
  const presets = Array.isArray(config.presets) ? config.presets : [];
  const themes: PresetEntry[] = [];
  for (const [index, item] of presets.entries()) {
    const [head, presetOptions] = Array.isArray(item) ? item : [item, {}];
    if (typeof head === 'string' && CLASSIC_PRESET.includes(head)) continue;
    if (typeof head !== 'string' && typeof head !== 'function') continue;
    const path = ['presets', String(index)];
    const name = typeof head === 'string' ? head : head.name || 'an inline preset';
    const at = { file: options.file, ...(typeof head === 'string' ? positionOfString(options.source, head, ['presets']) : positionOfKey(options.source, path)) };
    const warn = (message: string, hint: string): void => void expanded.diagnostics.push({ code: 'docusaurus/not-carried-over', severity: 'warning', message, ...at, hint });
    let preset: unknown = head;
    if (typeof head === 'string') {
      const resolved = await resolveModule(options.siteDir, head, 'preset');
      if (!resolved) {
        warn(`Preset \`${name}\` is not installed: the plugins and themes it adds are left out`, 'install the project\'s dependencies (`npm install`)');
        continue;
      }
      let namespace: Record<string, unknown>;
      try {
        namespace = await loadModule(resolved, options.cwd);
      } catch (error) {
        warn(`Preset \`${name}\` cannot be loaded: ${(error as Error)?.message?.split('\n')[0] ?? String(error)}; the plugins and themes it adds are left out`, 'run `node` on it to see why');
        continue;
      }
      preset = typeof namespace.default === 'function' ? namespace.default : (namespace.default as Obj | undefined)?.default;
    }
    if (typeof preset !== 'function') {
      warn(`Preset \`${name}\` is not a function: the plugins and themes it adds are left out`, 'a preset\'s default export is `(context, options) => ({ plugins, themes })`');
      continue;
    }
    let given: unknown;
    try {
      given = await (preset as (context: Obj, options: unknown) => unknown)(presetContext(config, options.siteDir, options.configPath), presetOptions ?? {});
    } catch (error) {
      warn(`Preset \`${name}\` threw: ${(error as Error).message?.split('\n')[0] ?? String(error)}; the plugins and themes it adds are left out`, 'check its options; the site builds without what it adds');
      continue;
    }
    const result = isObj(given) ? given : {};
    expanded.plugins.push(...(Array.isArray(result.plugins) ? result.plugins : []).map((entry) => ({ item: entry, path })));
    themes.push(...(Array.isArray(result.themes) ? result.themes : []).map((entry) => ({ item: entry, path })));
    expanded.ran.push(index);
  }
  expanded.themes = themes;
  return expanded;
}
