/**
 * A Docusaurus project's config as docsgen's SiteConfig: `docusaurus.config.*` is run (see
 * evaluate-module.ts), mapped onto docsgen's config keys (map-config.ts), and validated by
 * the same parser as config.yaml, so both kinds of site reach the pipeline alike.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import { parseConfig } from '../config/parse-config.ts';
import type { NavbarItemConfig, SiteConfig, SourcePosition } from '../config/site-config.ts';
import { ADMONITION_PARTS, CLASSIC_LAYOUT_NAMES, hasSiteNavbarItem, LAYOUT_COMPONENTS, NAVBAR_ITEM_PARTS, PAGE_COMPONENTS, pageSwizzleWraps, THEME_MODULES, THEMED_ICONS } from '../components/theme-modules.ts';
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { displayPath } from '../shared/paths.ts';
import { evaluateModule, siteRelative } from './evaluate-module.ts';
import { positionOfKey, positionOfString } from './locate.ts';
import { componentFile, themeComponentNames } from './swizzled-components.ts';
import { mapDocusaurusConfig, type MappedConfig } from './map-config.ts';
import { isObj, type MappingNote, type Obj } from './mapping.ts';
import { docusaurusEditUrls, docusaurusMarkdownPlugins, type EditUrlFunctions } from './markdown-plugin-values.ts';
import { docusaurusPluginEntries } from './plugin-entries.ts';
import { expandPresets, type ExpandedPresets } from './expand-presets.ts';
import { findDocusaurusConfig } from './config-files.ts';
import type { FrontMatterHook } from './front-matter-hook.ts';

export { DOCUSAURUS_CONFIG_FILES, findDocusaurusConfig } from './config-files.ts';
import type { PluginEntry } from '../plugins/load-plugins.ts';

/** The remark and rehype plugins of the config's docs and blog, as functions. */
export type DocusaurusMarkdownPlugins = ReturnType<typeof docusaurusMarkdownPlugins>;

/** The config's `markdown.parseFrontMatter`, when it has one. */
function frontMatterHookOf(config: Obj): { frontMatterHook?: FrontMatterHook } {
  const hook = isObj(config.markdown) ? config.markdown.parseFrontMatter : undefined;
  return typeof hook === 'function' ? { frontMatterHook: hook as FrontMatterHook } : {};
}

/** A note as a located warning. */
export function noteDiagnostic(note: MappingNote, file: string, source: string): Diagnostic {
  const literal = note.literal !== undefined ? positionOfString(source, note.literal, note.path.slice(0, 1)) : undefined;
  // An inline plugin (a function) has no quoted name: its place in the list locates it.
  const at = literal && (literal.line > 1 || literal.column > 1) ? literal : positionOfKey(source, note.path);
  return { code: 'docusaurus/not-carried-over', severity: 'warning', message: note.message, file, ...at, hint: note.hint };
}

/** A Docusaurus project: a `docusaurus.config.*` and no config.yaml, which would win. */
export function isDocusaurusProject(siteDir: string): boolean {
  return !existsSync(join(siteDir, 'config.yaml')) && findDocusaurusConfig(siteDir) !== undefined;
}

/** Run and map the config file; an error in it (or a config that is not an object) throws (exit 2). */
export async function mapDocusaurusFile(siteDir: string, cwd: string, path: string): Promise<MappedConfig & { file: string; source: string; diagnostics: Diagnostic[]; value: Obj; stubbed: string[]; presets: ExpandedPresets }> {
  const file = displayPath(cwd, path);
  const evaluated = await evaluateModule(path, cwd);
  if (!isObj(evaluated.value)) {
    throw new DocsgenError(`Invalid ${file}`, {
      exitCode: 2,
      diagnostics: [{ code: 'docusaurus/invalid-config', severity: 'error', message: `${file} must export its config object (or a function returning it) as default export or module.exports`, file, line: 1, column: 1, hint: 'e.g. `export default { title: \'My Site\', url: \'https://example.com\' }`' }],
    });
  }
  const isDirectory = (file: string): boolean => {
    try {
      return statSync(join(siteDir, file)).isDirectory();
    } catch {
      return false;
    }
  };
  const readDir = (folder: string): string[] => {
    try {
      return readdirSync(join(siteDir, folder), { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
    } catch {
      return [];
    }
  };
  const value = withDefaultPrismTheme(evaluated.value, siteDir);
  const presets = await expandPresets(value, { siteDir, cwd, configPath: path, file, source: evaluated.source });
  const mapped = mapDocusaurusConfig(value, { relative: (written) => siteRelative(siteDir, written), isDirectory, readDir, presets });
  // A plugin that is not installed already has its warning: one per package.
  const notes = mapped.notes.filter((note) => note.literal === undefined || !evaluated.stubbed.includes(note.literal));
  const diagnostics = [...evaluated.diagnostics, ...presets.diagnostics, ...notes.map((note) => noteDiagnostic(note, file, evaluated.source))];
  return { ...mapped, file, source: evaluated.source, diagnostics, value, stubbed: evaluated.stubbed, presets };
}

/**
 * The config with `themeConfig.prism.theme` filled in as the classic theme's validation fills
 * it when the config names no theme: prism-react-renderer's Palenight, from the site's own
 * copy (the classic theme's dependency). Without one installed, the config as it is.
 */
function withDefaultPrismTheme(config: Obj, siteDir: string): Obj {
  const themeConfig = isObj(config.themeConfig) ? config.themeConfig : {};
  const prism = isObj(themeConfig.prism) ? themeConfig.prism : themeConfig.prism === undefined ? {} : undefined;
  if (!prism || prism.theme !== undefined) return config;
  let palenight: unknown;
  try {
    palenight = (createRequire(join(siteDir, 'package.json'))('prism-react-renderer') as { themes?: Obj }).themes?.palenight;
  } catch {
    return config;
  }
  return isObj(palenight) ? { ...config, themeConfig: { ...themeConfig, prism: { ...prism, theme: palenight } } } : config;
}

/**
 * A problem parseConfig finds in the mapped keys is the Docusaurus config's: reported at the
 * key of the same name there (the YAML it was found in exists only in memory).
 */
function relocateErrors(diagnostics: Diagnostic[], yaml: string, file: string, source: string): Diagnostic[] {
  const lines = yaml.split('\n');
  return diagnostics.map((diagnostic) => {
    const key = /^\s*(?:-\s+)?([\w$]+):/.exec(lines[(diagnostic.line ?? 1) - 1] ?? '')?.[1];
    return { ...diagnostic, file, ...(key ? positionOfKey(source, [key]) : { line: 1, column: 1 }), source };
  });
}

/** The positions link reports use: where each navbar and footer link is written in the Docusaurus config. */
function relocatePositions(config: SiteConfig, source: string, apiPaths: Record<string, string[]>): SiteConfig {
  const linkAt = (target: string | undefined, area: string): SourcePosition => (target ? positionOfString(source, target, ['themeConfig', area]) : positionOfKey(source, ['themeConfig', area]));
  const item = (navbarItem: NavbarItemConfig): NavbarItemConfig => ({
    ...navbarItem,
    at: linkAt(navbarItem.to ?? navbarItem.href ?? navbarItem.docId ?? navbarItem.sidebarId ?? (typeof navbarItem.props?.type === 'string' ? navbarItem.props.type : undefined) ?? (navbarItem.label || undefined), 'navbar'),
    items: navbarItem.items.map(item),
  });
  return {
    ...config,
    navbar: { ...config.navbar, items: config.navbar.items.map(item) },
    footer: config.footer && { ...config.footer, links: config.footer.links.map((column) => ({ ...column, items: column.items.map((link) => ({ ...link, at: linkAt(link.to ?? link.href, 'footer') })) })) },
    theme: { ...config.theme, customCss: config.theme.customCss.map((css) => ({ ...css, at: positionOfString(source, css.path.replace(/^.*\//, ''), ['customCss']) })) },
    openapi: config.openapi.map((api) => ({ ...api, at: apiPaths[api.id] ? positionOfKey(source, apiPaths[api.id]!) : positionOfString(source, 'docusaurus-plugin-openapi-docs') })),
  };
}

/**
 * The Docusaurus themes docsgen renders in its own way (its layout, search and diagrams): a
 * swizzle of one of their components is not used. Another theme (theme-live-codeblock) runs
 * as a plugin, its components resolved through `@theme/`, the site's swizzles first.
 */
const REPLACED_THEMES = new Set(['theme-classic', 'theme-common', 'theme-search-algolia', 'theme-mermaid']);

/**
 * The components of the Docusaurus themes the project has installed (`@docusaurus/theme-classic/lib/theme/<Name>`,
 * `Icon/ExternalLink`, `@docusaurus/theme-live-codeblock`…), found in the node_modules folders webpack would search from
 * the site folder up: those of the themes docsgen replaces (undefined when none is installed), and the others'.
 */
function installedThemeComponents(siteDir: string): { replaced?: Set<string>; running: Set<string> } {
  let replaced: Set<string> | undefined;
  const running = new Set<string>();
  for (let dir = siteDir; ; dir = dirname(dir)) {
    const scope = join(dir, 'node_modules', '@docusaurus');
    for (const pkg of existsSync(scope) ? readdirSync(scope) : []) {
      const theme = join(scope, pkg, 'lib', 'theme');
      if (!existsSync(theme)) continue;
      const names = REPLACED_THEMES.has(pkg) ? (replaced ??= new Set()) : running;
      for (const name of themeComponentNames(theme, { every: true })) names.add(name);
    }
    if (dir === dirname(dir)) return { ...(replaced ? { replaced } : {}), running };
  }
}

/**
 * Swizzles of the classic theme that only configure Prism, which docsgen does not run: Shiki has
 * the grammars they add (ionic's `vue`), and a block in a language it lacks gets its own warning
 * (`content/unknown-language`). `themeConfig.prism` is reported on its own (not carried over).
 */
const PRISM_SWIZZLES = new Set(['prism-include-languages']);

/** Whether docsgen uses the site's swizzle of the classic theme's component `name` (`NotFound`, `Icon/ExternalLink`, `NavbarItem/…`), or has no need of it. */
function swizzleUsed(name: string, navbarItems: boolean): boolean {
  if (PRISM_SWIZZLES.has(name)) return true;
  if (THEME_MODULES[name] || ADMONITION_PARTS[name] || LAYOUT_COMPONENTS[name] || THEMED_ICONS.includes(name)) return true;
  if (Object.values(CLASSIC_LAYOUT_NAMES).some((names) => names.includes(name))) return true;
  // A swizzled NavbarItem (or one of its parts) renders the navbar's items of types docsgen has no markup of (`custom-*`).
  return navbarItems && (name === 'NavbarItem' || NAVBAR_ITEM_PARTS[name] !== undefined);
}

/** One warning naming the swizzled components (`src/theme/<Name>`) docsgen has no component of that name for. */
function unmatchedSwizzles(siteDir: string, cwd: string, navbarItems: boolean): Diagnostic[] {
  const dir = join(siteDir, 'src', 'theme');
  const names = themeComponentNames(dir, { every: false });
  // A name no installed theme has is the site's own module under `@theme/` (`@theme/prism/dark`, `@theme/Icon/Android`), not a swizzle.
  // A swizzle of a component of a theme that runs (theme-live-codeblock's `ReactLiveScope`) is what `@theme/` gives.
  const { replaced, running } = installedThemeComponents(siteDir);
  const unknown = [...new Set(names)].filter((name) => !swizzleUsed(name, navbarItems) && !running.has(name) && (!replaced || replaced.has(name))).sort();
  const ejectedPages = [...new Set(names)].filter((name) => PAGE_COMPONENTS[name] && !pageSwizzleWraps(componentFile(dir, name), name)).sort();
  const warning = (listed: string[], message: string, hint: string): Diagnostic => ({ code: 'docusaurus/unknown-swizzle', severity: 'warning', message, file: displayPath(cwd, componentFile(dir, listed[0]!)), line: 1, column: 1, hint });
  const quoted = (listed: string[]): string => listed.map((name) => `\`${name}\``).join(', ');
  return [
    ...(ejectedPages.length ? [warning(ejectedPages, `Swizzled page components ${quoted(ejectedPages)} are ejected copies, which read Docusaurus's route props: docsgen renders its own page there`, `a swizzle that wraps the original (\`import ${ejectedPages[0]!.split('/').pop()} from '@theme-original/${ejectedPages[0]}'\`, rendered with the props it is given) wraps docsgen's page`)] : []),
    ...(unknown.length ? [warning(unknown, `Swizzled components ${quoted(unknown)} have no docsgen counterpart: docsgen renders its own there`, `docsgen's components that src/theme/<Name> replaces: ${[...Object.keys(LAYOUT_COMPONENTS), ...Object.keys(THEME_MODULES), ...Object.values(CLASSIC_LAYOUT_NAMES).flat(), ...THEMED_ICONS].join(', ')}`)] : []),
  ];
}

/** Read a Docusaurus project's config as docsgen's; warnings for what is not carried over. */
export async function loadDocusaurusConfig(siteDir: string, cwd: string, path: string): Promise<{ config: SiteConfig; file: string; source: string; diagnostics: Diagnostic[]; markdownPlugins: DocusaurusMarkdownPlugins; editUrls: EditUrlFunctions; frontMatterHook?: FrontMatterHook; plugins: PluginEntry[]; raw: Obj }> {
  const mapped = await mapDocusaurusFile(siteDir, cwd, path);
  const navbar = isObj(mapped.config.navbar) && Array.isArray(mapped.config.navbar.items) ? mapped.config.navbar.items : [];
  mapped.diagnostics.push(...unmatchedSwizzles(siteDir, cwd, navbar.some((item) => isObj(item) && item.type === 'component') || hasSiteNavbarItem(siteDir)));
  const yaml = stringify(mapped.config);
  const parsed = parseConfig(yaml, mapped.file);
  if (!parsed.config) throw new DocsgenError(`Invalid ${mapped.file}`, { exitCode: 2, diagnostics: [...mapped.diagnostics, ...relocateErrors(parsed.diagnostics, yaml, mapped.file, mapped.source)] });
  return { config: relocatePositions(parsed.config, mapped.source, mapped.apiPaths), file: mapped.file, source: mapped.source, diagnostics: mapped.diagnostics, markdownPlugins: docusaurusMarkdownPlugins(mapped.value, mapped.presets.plugins.map(({ item }) => item)), editUrls: docusaurusEditUrls(mapped.value, mapped.presets.plugins.map(({ item }) => item)), ...frontMatterHookOf(mapped.value), plugins: docusaurusPluginEntries(mapped.value, mapped.file, mapped.source, mapped.stubbed, mapped.presets), raw: mapped.value };
}
