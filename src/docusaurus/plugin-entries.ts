/**
 * The plugins and themes of a Docusaurus config that docsgen runs as plugins (see
 * src/plugins/): every entry but those whose job docsgen does itself (the docs, blog and pages
 * of the classic preset, its theme, sitemap and search, the openapi-docs plugin it maps), and
 * the analytics plugins the classic preset's `gtag`, `googleAnalytics` and `googleTagManager`
 * options add, as the preset adds them.
 */
import type { PluginEntry } from '../plugins/load-plugins.ts';
import { positionOfKey, positionOfString } from './locate.ts';
import { isObj, type Obj } from './mapping.ts';
import { CLASSIC_PRESET, type ExpandedPresets, type PresetEntry } from './expand-presets.ts';
import { LLMS_PLUGINS } from './map-llms.ts';
import { namesPackage, packageOf } from './module-shorthand.ts';

/**
 * Plugins whose job docsgen does itself, by package name: docusaurus-plugin-sass (docsgen
 * compiles Sass, see styles/sass.ts), plugin-ideal-image (`@theme/IdealImage` is docsgen's),
 * the llms.txt plugins (see map-llms.ts).
 */
const NATIVE_PLUGINS = ['@docusaurus/plugin-content-docs', '@docusaurus/plugin-content-blog', '@docusaurus/plugin-content-pages', '@docusaurus/plugin-sitemap', '@docusaurus/plugin-debug', '@docusaurus/plugin-svgr', 'docusaurus-plugin-openapi-docs', 'docusaurus-plugin-sass', '@docusaurus/plugin-ideal-image', ...LLMS_PLUGINS];
/** Themes docsgen's own theme stands for (search themes too: docsgen builds its own index). */
const NATIVE_THEMES = ['@docusaurus/theme-classic', '@docusaurus/theme-common', '@docusaurus/theme-mermaid', 'docusaurus-theme-openapi-docs'];
/** The analytics plugins of the classic preset's options, as it adds them. */
const PRESET_PLUGINS: Record<string, string> = { gtag: '@docusaurus/plugin-google-gtag', googleAnalytics: '@docusaurus/plugin-google-analytics', googleTagManager: '@docusaurus/plugin-google-tag-manager' };

/** A search plugin or theme: docsgen builds its own index and search box. */
export const isSearchPackage = (name: string): boolean => /search/i.test(packageOf(name));

/** Search plugins and themes that add a search page at `<baseUrl>search` (their `contentLoaded` adds the route): docsgen writes its own there. */
const SEARCH_PAGE_PACKAGES = ['@easyops-cn/docusaurus-search-local'];
export const givesSearchPage = (name: string): boolean => SEARCH_PAGE_PACKAGES.includes(packageOf(name));

/** Whether an entry (a name, a path or a function) is one docsgen does the job of itself. */
function isNative(source: unknown, kind: 'plugins' | 'themes'): boolean {
  if (typeof source !== 'string') return false;
  if (isSearchPackage(source)) return true;
  return kind === 'themes' ? NATIVE_THEMES.some((pkg) => namesPackage(source, pkg, 'theme')) : NATIVE_PLUGINS.some((pkg) => namesPackage(source, pkg, 'plugin'));
}

/**
 * The plugins and themes to load, in Docusaurus's order: those the presets gave (see
 * expand-presets.ts), then the config's \`plugins\` and \`themes\`; and the classic preset's
 * analytics plugins.
 */
export function docusaurusPluginEntries(config: Obj, file: string, source: string, stubbed: readonly string[] = [], presets?: Pick<ExpandedPresets, 'plugins' | 'themes'>): PluginEntry[] {
  const entries: PluginEntry[] = [];
  const listed = (kind: 'plugins' | 'themes'): PresetEntry[] => (Array.isArray(config[kind]) ? (config[kind] as unknown[]) : []).map((item, index) => ({ item, path: [kind, String(index)] }));
  const lists = [['plugins', presets?.plugins ?? []], ['themes', presets?.themes ?? []], ['plugins', listed('plugins')], ['themes', listed('themes')]] as const;
  for (const [kind, list] of lists) {
    for (const { item, path } of list) {
      if (item === false || item === null || item === undefined) continue;
      const [head, options] = Array.isArray(item) ? item : [item, {}];
      if (typeof head !== 'string' && typeof head !== 'function') continue;
      // A package the config imported or resolved that is not installed already has its warning.
      if (isNative(head, kind) || (typeof head === 'string' && stubbed.includes(packageOf(head)))) continue;
      const own = path[0] === kind;
      const at = typeof head === 'string' && own ? positionOfString(source, head, [kind]) : positionOfKey(source, path);
      entries.push({ source: head as PluginEntry['source'], options: options ?? {}, at: { file, ...at }, key: own ? `${kind}[${path[1]}]` : `presets[${path[1]}]`, optional: true, kind: kind === 'themes' ? 'theme' : 'plugin' });
    }
  }
  (Array.isArray(config.presets) ? config.presets : []).forEach((item, index) => {
    const [name, options] = Array.isArray(item) ? item : [item, {}];
    if (typeof name !== 'string' || !CLASSIC_PRESET.includes(name) || !isObj(options)) return;
    for (const [key, plugin] of Object.entries(PRESET_PLUGINS)) {
      if (options[key] === undefined || options[key] === false) continue;
      entries.push({ source: plugin, options: options[key], at: { file, ...positionOfKey(source, ['presets', String(index), key]) }, key: `presets[${index}].${key}`, optional: true, preset: name });
    }
  });
  return entries;
}
