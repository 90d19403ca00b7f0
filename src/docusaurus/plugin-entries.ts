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

/**
 * Plugins whose job docsgen does itself, by package name: docusaurus-plugin-sass (docsgen
 * compiles Sass, see styles/sass.ts), plugin-ideal-image (`@theme/IdealImage` is docsgen's).
 */
const NATIVE_PLUGINS = ['@docusaurus/plugin-content-blog', '@docusaurus/plugin-content-pages', '@docusaurus/plugin-sitemap', '@docusaurus/plugin-debug', '@docusaurus/plugin-svgr', 'docusaurus-plugin-openapi-docs', 'docusaurus-plugin-sass', '@docusaurus/plugin-ideal-image'];
/** Themes docsgen's own theme stands for, and search themes (docsgen builds its own index). */
const NATIVE_THEME = /^(?:@docusaurus\/theme-(?:classic|common|mermaid)|classic|docusaurus-theme-openapi-docs)$/;
const CLASSIC = ['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic'];
/** The analytics plugins of the classic preset's options, as it adds them. */
const PRESET_PLUGINS: Record<string, string> = { gtag: '@docusaurus/plugin-google-gtag', googleAnalytics: '@docusaurus/plugin-google-analytics', googleTagManager: '@docusaurus/plugin-google-tag-manager' };

/** A package name from a name or a resolved path (`…/node_modules/@scope/name/lib/index.js` → `@scope/name`). */
export function packageOf(name: string): string {
  const inModules = /node_modules[/\\]((?:@[^/\\]+[/\\])?[^/\\]+)/.exec(name);
  if (inModules) return inModules[1]!.replace(/\\/g, '/');
  return name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
}

/** The docs plugin: its default instance is docsgen's docs; another instance (with an `id`) is not built yet. */
const isDocsPlugin = (name: string): boolean => packageOf(name) === '@docusaurus/plugin-content-docs';

/** A search plugin or theme: docsgen builds its own index and search box. */
export const isSearchPackage = (name: string): boolean => /search/i.test(packageOf(name));

/** Whether an entry (a name, a path or a function) is one docsgen does the job of itself. */
function isNative(source: unknown, kind: 'plugins' | 'themes'): boolean {
  if (typeof source !== 'string') return false;
  const name = packageOf(source);
  if (isSearchPackage(source)) return true;
  return kind === 'themes' ? NATIVE_THEME.test(name) || NATIVE_THEME.test(source) : NATIVE_PLUGINS.includes(name) || isDocsPlugin(source);
}

/** The entries of the config's `plugins` and `themes`, and the preset's analytics plugins, to load as plugins. */
export function docusaurusPluginEntries(config: Obj, file: string, source: string, stubbed: readonly string[] = []): PluginEntry[] {
  const entries: PluginEntry[] = [];
  for (const kind of ['plugins', 'themes'] as const) {
    const list = Array.isArray(config[kind]) ? (config[kind] as unknown[]) : [];
    list.forEach((item, index) => {
      if (item === false || item === null || item === undefined) return;
      const [head, options] = Array.isArray(item) ? item : [item, {}];
      if (typeof head !== 'string' && typeof head !== 'function') return;
      // A package the config imported or resolved that is not installed already has its warning.
      if (isNative(head, kind) || (typeof head === 'string' && stubbed.includes(packageOf(head)))) return;
      const at = typeof head === 'string' ? positionOfString(source, head, [kind]) : positionOfKey(source, [kind, String(index)]);
      entries.push({ source: head as PluginEntry['source'], options: options ?? {}, at: { file, ...at }, key: `${kind}[${index}]`, optional: true });
    });
  }
  (Array.isArray(config.presets) ? config.presets : []).forEach((item, index) => {
    const [name, options] = Array.isArray(item) ? item : [item, {}];
    if (typeof name !== 'string' || !CLASSIC.includes(name) || !isObj(options)) return;
    for (const [key, plugin] of Object.entries(PRESET_PLUGINS)) {
      if (options[key] === undefined || options[key] === false) continue;
      entries.push({ source: plugin, options: options[key], at: { file, ...positionOfKey(source, ['presets', String(index), key]) }, key: `presets[${index}].${key}`, optional: true });
    }
  });
  return entries;
}
