/**
 * A site's plugins from config to content: the load context they get, loading them, and their
 * content lifecycle. The build then renders their routes, puts their global data and tags in
 * every page, and runs their `postBuild` once the output is written.
 */
import { createRequire } from 'node:module';
import { isAbsolute, join, resolve } from 'node:path';
import type { SiteConfig } from '../config/site-config.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { cacheFolder } from '../shared/paths.ts';
import { resolveFrom } from '../shared/resolve-module.ts';
import type { BundleSettings } from '../components/resolve-plugin.ts';
import { htmlTagsOf } from './html-tags.ts';
import { pluginFailure } from './plugin-errors.ts';
import { configurePostCss, type PostCssSettings } from '../styles/postcss.ts';
import { bundleSettings, webpackUtils } from './webpack-config.ts';
import { loadPlugins, pluginDir } from './load-plugins.ts';
import type { HtmlTag, LoadContext, PluginEntry, PluginInstance } from './plugin-types.ts';
import { runPluginContent, type PluginContent } from './run-plugins.ts';
import { keepRun, reusableRuns, runKey, watchedFolders, watchedPatterns, type PluginMemory } from './plugin-memory.ts';

/** The site's plugins, loaded, with what their content gave. */
export interface SitePlugins {
  instances: PluginInstance[];
  content: PluginContent;
  context: LoadContext;
  /** The client modules of the plugins and of the config, as absolute paths, in order. */
  clientModules: string[];
  /** What the plugins ask of the bundler: aliases, module folders, definitions, theme folders. */
  bundle: BundleSettings;
  /** What the plugins' `configurePostCss` asks to run over the site's stylesheets; none when no plugin has one. */
  postCss?: PostCssSettings;
  /** The folders of the files the plugins watch (`getPathsToWatch`, their modules), for `docsgen dev`. */
  watchFolders: string[];
  diagnostics: Diagnostic[];
}

/** A Docusaurus config's own tags for every page: `headTags`, `stylesheets` and `scripts`. */
function configTags(config: Record<string, unknown>): HtmlTag[] {
  const list = (key: string): unknown[] => (Array.isArray(config[key]) ? (config[key] as unknown[]) : []);
  const attributes = (value: unknown, key: 'href' | 'src'): Record<string, string | boolean> => (typeof value === 'string' ? { [key]: value } : ((value ?? {}) as Record<string, string | boolean>));
  return [
    ...list('headTags').filter((tag): tag is HtmlTag => typeof tag === 'object' && tag !== null && typeof (tag as { tagName?: unknown }).tagName === 'string'),
    ...list('stylesheets').map((sheet): HtmlTag => ({ tagName: 'link', attributes: { rel: 'stylesheet', ...attributes(sheet, 'href') } })),
    ...list('scripts').map((script): HtmlTag => ({ tagName: 'script', attributes: attributes(script, 'src') })),
  ];
}

/** The site config as plugins read it: a Docusaurus config as its file gives it, else config.yaml's keys in Docusaurus's names. */
/**
 * The site's own webpack, as Docusaurus gives it to plugins, loaded when a plugin first reads it
 * (most never do: it takes a while); docsgen's stand-in (its plugin classes) without one.
 */
function siteBundler(siteDir: string): LoadContext['currentBundler'] {
  let loaded: object | undefined;
  const webpack = (): object => {
    if (!loaded) {
      try {
        loaded = createRequire(join(siteDir, 'package.json'))('webpack') as object;
      } catch {
        loaded = webpackUtils.currentBundler.instance as object;
      }
    }
    return loaded;
  };
  // webpack is a function (`webpack(config)`) with the plugin classes on it.
  const instance = new Proxy(function webpackOfTheSite() {}, {
    get: (_, key) => Reflect.get(webpack(), key),
    has: (_, key) => Reflect.has(webpack(), key),
    apply: (_, self, args: unknown[]) => Reflect.apply(webpack() as (...args: unknown[]) => unknown, self, args),
  });
  return { name: 'webpack', instance };
}

/** `siteConfig` as Docusaurus gives it to plugins and components: the config's every key, with Docusaurus's defaults for those it lacks. */
export function docusaurusSiteConfig(config: SiteConfig, docusaurusConfig: Record<string, unknown> | undefined): Record<string, unknown> {
  const defaults = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    favicon: config.favicon,
    trailingSlash: config.trailingSlash,
    noIndex: config.noIndex,
    titleDelimiter: config.titleDelimiter,
    customFields: config.customFields,
    themeConfig: {},
    presets: [],
    plugins: [],
    themes: [],
    scripts: [],
    stylesheets: [],
    headTags: [],
    clientModules: [],
    i18n: { defaultLocale: config.i18n.defaultLocale, locales: config.i18n.locales, path: config.i18n.path, localeConfigs: config.i18n.localeConfigs },
    // Docusaurus's defaults for what plugins read without checking (client-redirects reads `future.experimental_router`).
    future: { experimental_router: 'browser', experimental_faster: {}, faster: {}, v4: {} },
    markdown: { format: 'mdx', mermaid: false, mdx1Compat: {}, anchors: {} },
    onBrokenLinks: 'throw',
    onBrokenMarkdownLinks: 'warn',
    staticDirectories: ['static'],
  };
  const given = docusaurusConfig ?? {};
  const future = typeof given.future === 'object' && given.future !== null ? given.future : {};
  return { ...defaults, ...given, future: { ...defaults.future, ...future } };
}

/** Load the site's plugins and run their content lifecycle; undefined for a site without any. */
export async function startSitePlugins(options: {
  entries: readonly PluginEntry[];
  config: SiteConfig;
  /** Docusaurus's `siteConfig` ({@link docusaurusSiteConfig}). */
  siteConfig: Record<string, unknown>;
  configFile: string;
  siteDir: string;
  cwd: string;
  outDir: string;
  /** `docsgen dev`: the runs of the build before, reused for the plugins whose files did not change. */
  memory?: PluginMemory;
}): Promise<SitePlugins | undefined> {
  const { siteConfig } = options;
  const tags = configTags(siteConfig);
  const configModules = (Array.isArray(siteConfig.clientModules) ? siteConfig.clientModules : []).filter((module): module is string => typeof module === 'string');
  if (!options.entries.length && !tags.length && !configModules.length) return undefined;
  const { locale, i18n } = options.config;
  const context: LoadContext = {
    siteDir: options.siteDir,
    generatedFilesDir: cacheFolder(options.cwd, 'generated'),
    siteConfig,
    siteConfigPath: join(options.cwd, options.configFile),
    outDir: options.outDir,
    baseUrl: options.config.baseUrl,
    i18n: { defaultLocale: i18n.defaultLocale, locales: i18n.locales, currentLocale: locale, localeConfigs: i18n.localeConfigs },
    localizationDir: join(options.siteDir, i18n.path, i18n.localeConfigs[locale]?.path ?? locale),
    codeTranslations: options.config.translations.code,
    currentBundler: siteBundler(options.siteDir),
  };
  const { instances, warnings } = await loadPlugins(options.entries, context, options.cwd);
  const reusable = reusableRuns(options.memory, join(options.cwd, options.configFile));
  const keys = new Map(instances.map((instance) => [instance, runKey(instance)]));
  const reused = new Map(instances.flatMap((instance) => {
    const key = keys.get(instance);
    const run = key === undefined ? undefined : reusable.get(key);
    return run ? [[instance, run] as const] : [];
  }));
  const content = await runPluginContent(instances, context, options.cwd, reused);
  const watched = new Map(instances.map((instance) => [instance, watchedPatterns(instance, options.siteDir)]));
  // A run that could not reach the network is not kept: the next rebuild tries again.
  const keepable = (instance: PluginInstance): boolean => keys.get(instance) !== undefined && !content.runs.get(instance)!.offline;
  if (options.memory) options.memory.runs = new Map(instances.flatMap((instance) => (keepable(instance) ? [[keys.get(instance)!, keepRun(content.runs.get(instance)!, watched.get(instance)!)] as const] : [])));
  // The config's tags come first in the head, as Docusaurus writes them.
  content.htmlTags.head = htmlTagsOf(tags) + content.htmlTags.head;
  // Resolved as the bundler would from the plugin's folder (`./gtag` is `gtag.js`); one that is not there is left out, with a warning.
  const clientModules: string[] = [];
  const missing: Diagnostic[] = [];
  const wanted = [
    ...configModules.map((module) => ({ module, dir: options.siteDir, by: undefined as PluginInstance | undefined })),
    ...instances.flatMap((instance) => (instance.plugin.getClientModules?.() ?? []).map((module) => ({ module, dir: pluginDir(instance, options.siteDir), by: instance }))),
  ];
  for (const { module, dir, by } of wanted) {
    const path = (await resolveFrom(dir, module.startsWith('.') ? resolve(dir, module) : module)) ?? (isAbsolute(module) ? await resolveFrom(dir, module) : undefined);
    if (path) clientModules.push(path);
    else missing.push({ code: 'plugins/unsupported', severity: 'warning', message: `The client module \`${module}\`${by ? ` of plugin \`${by.name}\`` : ''} cannot be found; it is left out`, file: by?.entry.at.file ?? options.configFile, ...(by?.entry.at.line !== undefined ? { line: by.entry.at.line, column: by.entry.at.column ?? 1 } : {}), hint: 'a client module is a path, relative to its plugin\'s folder (to the site folder in the config), or a package' });
  }
  const bundle = bundleSettings(instances, content.contents, {
    dirOf: (instance) => pluginDir(instance, options.siteDir),
    fail: (instance, method, error) => {
      throw pluginFailure(instance, method, error, options.cwd);
    },
    leftOut: (instance) => content.runs.get(instance)?.offline !== undefined,
  });
  const postCss = configurePostCss(instances, options.siteDir, (instance, error) => {
    throw pluginFailure(instance, '`configurePostCss`', error, options.cwd);
  });
  if (postCss) bundle.settings.postCss = postCss;
  return { instances, content, context, clientModules, bundle: bundle.settings, ...(postCss ? { postCss } : {}), watchFolders: watchedFolders([...watched.values()].flat()), diagnostics: [...warnings, ...content.diagnostics, ...missing, ...bundle.diagnostics] };
}
