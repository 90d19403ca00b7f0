/**
 * Plugins, with Docusaurus's lifecycle: a plugin is a function `(context, options)` returning
 * an object of lifecycle methods, each optional and each may be async. Docusaurus's plugins
 * run unchanged; a site's own plugins are written the same way (`import type { Plugin } from
 * 'docsgen'`).
 */

/** What a plugin knows of the site (Docusaurus's `LoadContext`). */
export interface LoadContext {
  /** The site folder. */
  siteDir: string;
  /** Where plugins may write files that pages import (`createData` writes there too). */
  generatedFilesDir: string;
  /** The site's config, as Docusaurus gives it: `title`, `url`, `baseUrl`, `customFields`… */
  siteConfig: Record<string, unknown>;
  /** The site config's file. */
  siteConfigPath: string;
  /** The output folder. */
  outDir: string;
  baseUrl: string;
  i18n: { defaultLocale: string; locales: string[]; currentLocale: string; localeConfigs: Record<string, unknown> };
  localizationDir: string;
  codeTranslations: Record<string, string>;
  /**
   * The bundler Docusaurus built with: the site's own webpack, which a plugin's `postBuild`
   * may run (the PWA plugin compiles its service worker); docsgen's stand-in when the site
   * has none installed. Loaded on first use.
   */
  readonly currentBundler: { name: 'webpack'; instance: unknown };
}

/** A route a plugin adds in `contentLoaded` (Docusaurus's `RouteConfig`). */
export interface RouteConfig {
  path: string;
  /** The React component that renders the route: a module path. */
  component: string;
  /** Props of the component: each a module path (a `createData` file, JSON), loaded and passed under its name. */
  modules?: Record<string, string>;
  exact?: boolean;
  /** Props passed as they are (Docusaurus 3). */
  props?: Record<string, unknown>;
  /** Other keys Docusaurus keeps (`sidebar`, `priority`, `metadata`…). */
  [key: string]: unknown;
}

/** What `contentLoaded` may do. */
export interface PluginActions {
  addRoute(route: RouteConfig): void;
  /** Write a data file (JSON) a route's `modules` can name; resolves to its path. */
  createData(name: string, data: string): Promise<string>;
  /** Data for every page, read with `useGlobalData()` / `usePluginData(name, id)`. */
  setGlobalData(data: unknown): void;
}

/** A tag `injectHtmlTags` adds: an HTML string, or Docusaurus's object form. */
export type HtmlTag = string | { tagName: string; attributes?: Record<string, string | boolean | undefined>; innerHTML?: string };

/** `injectHtmlTags`'s result: tags for every page's head, before and after its body. */
export interface HtmlTags {
  headTags?: HtmlTag[] | HtmlTag;
  preBodyTags?: HtmlTag[] | HtmlTag;
  postBodyTags?: HtmlTag[] | HtmlTag;
}

/** What `postBuild` receives: the LoadContext (`generatedFilesDir` too), and the site's routes. */
export interface PostBuildProps extends LoadContext {
  /** Every route path of the site (`/`, `/docs/intro`). */
  routesPaths: string[];
  /** Every route of the site, as Docusaurus's RouteConfig (`path`, `exact`, theme `component`). */
  routes: RouteConfig[];
  /** The plugin's own content (what its `loadContent` returned). */
  content: unknown;
  head: Record<string, unknown>;
}

/** What every plugin's `loadContent` returned, by plugin name and instance id (`default` unless its options give an `id`), as `contentLoaded` and `allContentLoaded` get it. */
export type AllContent = Record<string, Record<string, unknown>>;

/** The lifecycle docsgen runs; any other method of a plugin is reported once, as a warning. */
export interface Plugin<Content = unknown> {
  name: string;
  loadContent?: () => Promise<Content> | Content;
  contentLoaded?: (args: { content: Content; actions: PluginActions; allContent: AllContent }) => Promise<void> | void;
  allContentLoaded?: (args: { actions: PluginActions; allContent: AllContent }) => Promise<void> | void;
  injectHtmlTags?: (args: { content: Content }) => HtmlTags;
  getClientModules?: () => string[];
  configureWebpack?: (config: Record<string, unknown>, isServer: boolean, utils: Record<string, unknown>, content: Content) => Record<string, unknown> | undefined | void;
  /** Given postcss-loader's options (`{ ident, plugins }`), returns them changed (Tailwind's plugin sets `plugins`). */
  configurePostCss?: (options: Record<string, unknown>) => Record<string, unknown> | undefined | void;
  getPathsToWatch?: () => string[];
  postBuild?: (props: PostBuildProps) => Promise<void> | void;
  getThemePath?: () => string;
  getTypeScriptThemePath?: () => string;
}

/** A plugin as a module exports it: `(context, options) => Plugin`, maybe with `validateOptions`. */
export type PluginModule = ((context: LoadContext, options: unknown) => Plugin | Promise<Plugin> | null | undefined) & {
  validateOptions?: (args: { validate: (schema: unknown, options: unknown) => unknown; options: unknown }) => unknown;
  validateThemeConfig?: (args: { validate: (schema: unknown, themeConfig: unknown) => unknown; themeConfig: unknown }) => unknown;
};

/** A plugin as the config gives it, before it is loaded. */
export interface PluginEntry {
  /** A package name or path (relative to the site folder), or the plugin function itself. */
  source: string | PluginModule;
  options: unknown;
  /** Where the config names it, for messages. */
  at: { file: string; line?: number; column?: number };
  /** The config key it comes from (`plugins[2]`, `themes[0]`). */
  key: string;
  /** Not installed is a warning, not an error: a Docusaurus project's plugins, which the project may not have installed. */
  optional?: boolean;
  /** A Docusaurus config's entry, whose name may be a shorthand (`ideal-image` for `@docusaurus/plugin-ideal-image`). */
  kind?: 'plugin' | 'theme';
  /**
   * The preset (as the config names it) that brings this plugin and resolves it from its own
   * dependencies, as the classic preset does its analytics plugins: where the name is looked
   * for when the site folder does not have it (pnpm installs it beside the preset only).
   */
  preset?: string;
}

/** A loaded plugin: its lifecycle object and what names it. */
export interface PluginInstance {
  plugin: Plugin;
  /** `name` of the plugin object; `id` of its options (several instances of one plugin), else `default`. */
  name: string;
  id: string;
  options: unknown;
  /** Its module's file, when it has one: where an error in it is reported. */
  file?: string;
  entry: PluginEntry;
}

