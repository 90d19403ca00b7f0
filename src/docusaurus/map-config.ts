/**
 * A Docusaurus config (the object `docusaurus.config.js` exports) as the keys of docsgen's
 * config.yaml, plus a note for each thing docsgen does not carry over. Pure: the loader
 * evaluates the file, locates the notes and validates the result with parseConfig; `docsgen
 * migrate` writes the same keys as YAML.
 */
import { defined, isObj, Notes, str, staticPath, type MappingNote, type Obj } from './mapping.ts';
import { mapAdmonitions, mapBlog, mapCustomCss, mapDocs } from './map-presets.ts';
import { mapThemeConfig } from './map-theme-config.ts';
import { givesSearchPage, isSearchPackage } from './plugin-entries.ts';
import { namesPackage, packageOf } from './module-shorthand.ts';
import { LLMS_PLUGINS, mapLlmsPlugin } from './map-llms.ts';
import { mapSitemap } from './map-sitemap.ts';
import { mapOpenApiDocs, mapThemeApi, type DocsTarget, type MappedApi, type OpenApiDocsOptions } from './map-openapi-docs.ts';
import { CLASSIC_PRESET as CLASSIC, type ExpandedPresets, type PresetEntry } from './expand-presets.ts';

export interface MappedConfig {
  /** docsgen config keys, as config.yaml would hold them. */
  config: Obj;
  notes: MappingNote[];
  /** Where each API of `openapi` is written in the Docusaurus config (a key path), by id. */
  apiPaths: Record<string, string[]>;
}

/**
 * `relative`: a path as the config wrote it (relative, or absolute from \`require.resolve\`)
 * relative to the site folder; absent `isDirectory`: nothing is a folder. `presets`: what the
 * presets other than classic gave when run (see expand-presets.ts); absent, they are noted as
 * not run.
 */
export type MapOptions = OpenApiDocsOptions & { presets?: ExpandedPresets };

/** Keys with no effect on what docsgen writes (deployment settings, future flags). */
const SILENT_KEYS = ['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort', 'baseUrlIssueBanner', 'future', 'themes', 'plugins', 'presets', 'i18n', 'markdown', 'customFields', 'themeConfig', 'onBrokenMarkdownImages', 'scripts', 'stylesheets', 'headTags', 'clientModules'];
const MAPPED_KEYS = ['title', 'tagline', 'url', 'baseUrl', 'favicon', 'noIndex', 'staticDirectories', 'titleDelimiter', 'trailingSlash', 'onBrokenLinks', 'onBrokenMarkdownLinks', 'onBrokenAnchors', 'onDuplicateRoutes'];

/** Docusaurus's `i18n` as config.yaml's: the locales and, of each one's settings, those docsgen has. */
function mapI18n(input: Obj, notes: Notes): Obj {
  const LOCALE_KEYS = ['label', 'direction', 'htmlLang', 'path', 'calendar'];
  const localeConfigs: Obj = {};
  for (const [locale, settings] of Object.entries(isObj(input.localeConfigs) ? input.localeConfigs : {})) {
    if (!isObj(settings)) continue;
    localeConfigs[locale] = defined(Object.fromEntries(LOCALE_KEYS.map((key) => [key, str(settings[key])])));
    // A base URL of `/<locale>/` is the one docsgen gives the locale: nothing is lost.
    const asBuilt = (key: string): boolean => key === 'baseUrl' && settings.baseUrl === `/${locale}/`;
    for (const key of Object.keys(settings).filter((each) => !LOCALE_KEYS.includes(each) && !asBuilt(each))) notes.add(['i18n', 'localeConfigs', locale, key], `\`i18n.localeConfigs.${locale}.${key}\` is not supported`, `the locale is built under \`/${locale}/\` of the site's \`url\``);
  }
  const locales = Array.isArray(input.locales) ? input.locales.filter((each): each is string => typeof each === 'string') : undefined;
  return defined({ defaultLocale: str(input.defaultLocale), locales, path: str(input.path), localeConfigs: Object.keys(localeConfigs).length ? localeConfigs : undefined });
}

/** Docusaurus's `throw`/`log`/`warn`/`ignore` as docsgen's check severity. */
function severity(value: unknown): string | undefined {
  if (value === 'throw') return 'error';
  if (value === 'warn' || value === 'log') return 'warn';
  return value === 'ignore' ? 'ignore' : undefined;
}

/** The blog's reports on inline tags and authors and on untruncated posts: Docusaurus warns of each unless told otherwise. */
function blogChecks(blog: Obj): Obj {
  return { inlineTags: severity(blog.onInlineTags) ?? 'warn', inlineAuthors: severity(blog.onInlineAuthors) ?? 'warn', untruncatedPosts: severity(blog.onUntruncatedBlogPosts) ?? 'warn' };
}

/** A plugin or preset entry (`'name'`, `['name', options]`, a function) as its name and options. */
function entry(item: unknown): { name: string; options: Obj } | undefined {
  const [head, options] = Array.isArray(item) ? item : [item, {}];
  const name = typeof head === 'string' ? head : typeof head === 'function' ? head.name || 'an inline plugin' : undefined;
  return name === undefined ? undefined : { name, options: isObj(options) ? options : {} };
}

/** Themes docsgen's own theme already stands for. */
const BUILT_IN_THEMES = ['@docusaurus/theme-classic', 'classic', 'docusaurus-theme-openapi-docs', '@docusaurus/theme-common'];

function mapPreset(name: string, options: Obj, index: number, out: Obj, notes: Notes, opts: MapOptions): void {
  const path = ['presets', String(index)];
  if (!CLASSIC.includes(name)) {
    // A preset that ran gave plugins and themes, mapped with the config's; one that did not has its warning.
    if (!opts.presets) notes.add(path, `Preset \`${name}\` is not run by docsgen`, 'docsgen reads the `classic` preset only; what this one adds is left out', name);
    return;
  }
  notes.unmapped(options, path, ['docs', 'blog', 'theme', 'pages', 'gtag', 'googleAnalytics', 'googleTagManager', 'sitemap'], ['debug', 'svgr']);
  out.sitemap = mapSitemap(options.sitemap, [...path, 'sitemap'], notes);
  out.docs = options.docs === false ? { ...(out.docs as Obj), enabled: false } : mapDocs(isObj(options.docs) ? options.docs : {}, [...path, 'docs'], notes, opts.relative);
  withAdmonitions(out, isObj(options.docs) ? options.docs.admonitions : undefined);
  if (isObj(options.blog)) {
    out.blog = { ...(out.blog as Obj), ...mapBlog(options.blog, [...path, 'blog'], notes) };
    out.checks = { ...(out.checks as Obj), ...blogChecks(options.blog) };
  }
  if (options.blog === false) out.blog = { enabled: false };
  if (isObj(options.theme)) out.theme = { customCss: mapCustomCss(options.theme, [...path, 'theme'], notes, opts.relative) };
}

/** The config's plugins (or themes), after those its presets gave, each with where it is written. */
function entriesOf(input: Obj, kind: 'plugins' | 'themes', presets: ExpandedPresets | undefined): PresetEntry[] {
  const own = (Array.isArray(input[kind]) ? (input[kind] as unknown[]) : []).map((item, index) => ({ item, path: [kind, String(index)] }));
  return [...(presets?.[kind] ?? []), ...own];
}

/**
 * The docs section a `docsPluginId` names, as docusaurus-plugin-openapi-docs finds it: none,
 * `default` or the preset's name (`classic`), the preset's docs; else the docs plugin
 * instance of that id. Read once every docs plugin is mapped, whatever the plugins' order.
 */
function docsTargets(out: Obj, relative: (file: string) => string): (pluginId: string | undefined) => DocsTarget | undefined {
  const folder = (docs: Obj | undefined): string => relative(str(docs?.path) ?? 'docs').replace(/\/+$/, '');
  return (pluginId) => {
    if (pluginId === undefined || pluginId === 'default' || CLASSIC.some((name) => name.endsWith(pluginId))) return { path: folder(out.docs as Obj | undefined) };
    const other = ((out.otherDocs as Obj[] | undefined) ?? []).find((docs) => docs.id === pluginId);
    return other ? { id: pluginId, path: folder(other) } : undefined;
  };
}

/** Pages the plugin generated (when `gen-api-docs` was run and committed) are docsgen's API pages now: not pages of their docs section. */
function excludeGenerated(out: Obj, mappedApis: readonly MappedApi[]): void {
  for (const mapped of mappedApis) {
    const glob = [mapped.outputRoute.replace(/^\/+|\/+$/g, ''), '**/*.{api,info,tag,schema}.mdx'].filter(Boolean).join('/');
    const withGlob = (docs: Obj): Obj => {
      const exclude = (docs.exclude as string[] | undefined) ?? [];
      return exclude.includes(glob) ? docs : { ...docs, exclude: [...exclude, glob] };
    };
    const id = str(mapped.api.docs);
    if (id === undefined) out.docs = withGlob((out.docs as Obj | undefined) ?? {});
    else out.otherDocs = ((out.otherDocs as Obj[] | undefined) ?? []).map((docs) => (docs.id === id ? withGlob(docs) : docs));
  }
}

/** A plugin or theme as a message names it: its package, when the config gives a resolved path (`require.resolve('@getcanary/…')`). */
const shownName = (name: string): string => (/[/\\]node_modules[/\\]/.test(name) ? packageOf(name) : name);

function mapPlugins(plugins: readonly PresetEntry[], out: Obj, notes: Notes, opts: MapOptions): MappedApi[] {
  const openapiDocs: Array<{ options: Obj; path: string[] }> = [];
  for (const { item, path } of plugins) {
    const plugin = entry(item);
    if (!plugin) continue;
    const is = (pkg: string): boolean => namesPackage(plugin.name, pkg, 'plugin');
    if (is('docusaurus-plugin-openapi-docs')) {
      openapiDocs.push({ options: plugin.options, path });
    } else if (is('@docusaurus/plugin-content-docs')) {
      mapDocsPlugin(plugin.options, path, out, notes, opts);
    } else if (is('@docusaurus/plugin-content-blog')) {
      if ((str(plugin.options.id) ?? 'default') === 'default') {
        out.blog = { undatedPosts: 'git', authorsPage: true, ...mapBlog(plugin.options, path, notes) };
        out.checks = { ...(out.checks as Obj), ...blogChecks(plugin.options) };
      } else notes.add(path, `A second blog (\`id: ${str(plugin.options.id)}\`) is not built by docsgen`, 'docsgen builds one blog; the posts of this one are left out', plugin.name);
    } else if (is('@docusaurus/plugin-sitemap')) {
      out.sitemap = mapSitemap(plugin.options, path, notes);
    } else if (LLMS_PLUGINS.some(is)) {
      out.llms = { ...(out.llms as Obj | undefined), ...mapLlmsPlugin(shownName(plugin.name), plugin.options, path, notes) };
    } else if (isSearchPackage(plugin.name)) {
      notes.add(path, `Plugin \`${shownName(plugin.name)}\` is not used by docsgen`, 'docsgen builds its own search index and search box', plugin.name);
      if (givesSearchPage(plugin.name)) out.search = { ...(out.search as Obj | undefined), page: '/search' };
    }
    // Any other plugin runs as a plugin (see plugin-entries.ts).
  }
  const docsOf = docsTargets(out, opts.relative);
  const mappedApis = openapiDocs.flatMap(({ options, path }) => mapOpenApiDocs(options, path, docsOf, notes, opts));
  if (mappedApis.length) {
    out.openapi = mappedApis.map((mapped) => mapped.api);
    excludeGenerated(out, mappedApis);
  }
  return mappedApis;
}

/** Whether a classic preset gives the default docs or blog (its \`docs\`/\`blog\` is not \`false\`). */
function classicGives(input: Obj, content: 'docs' | 'blog'): boolean {
  return (Array.isArray(input.presets) ? input.presets : []).some((item) => {
    const preset = entry(item);
    return preset !== undefined && CLASSIC.includes(preset.name) && preset.options[content] !== false;
  });
}

/** A plugin entry of this package without an \`id\` (or \`id: default\`). */
const isDefaultInstance = (plugin: { name: string; options: Obj } | undefined, pkg: string): boolean => plugin !== undefined && namesPackage(plugin.name, pkg, 'plugin') && (str(plugin.options.id) ?? 'default') === 'default';

/**
 * The docs and blog there are: where the config has presets or content plugins, only those
 * they give, as in Docusaurus (every docs plugin with an \`id\`: no default docs; a wrapping
 * preset with \`blog: false\`: no blog). A config with neither keeps docsgen's defaults.
 */
function decideContent(input: Obj, out: Obj, plugins: readonly PresetEntry[]): void {
  const entries = plugins.map(({ item }) => entry(item));
  const content = ['@docusaurus/plugin-content-docs', '@docusaurus/plugin-content-blog'];
  const decided = (Array.isArray(input.presets) && input.presets.length > 0) || entries.some((plugin) => plugin !== undefined && content.some((pkg) => namesPackage(plugin.name, pkg, 'plugin')));
  if (!decided) return;
  if (!classicGives(input, 'docs') && !entries.some((plugin) => isDefaultInstance(plugin, content[0]!))) out.docs = { ...(out.docs as Obj), enabled: false };
  if (!classicGives(input, 'blog') && !entries.some((plugin) => isDefaultInstance(plugin, content[1]!))) out.blog = { ...(out.blog as Obj), enabled: false };
}

/** The docs' admonition keywords, read as the site's: docsgen has one set for every page. */
function withAdmonitions(out: Obj, value: unknown): void {
  const admonitions = mapAdmonitions(value);
  if (admonitions) out.markdown = { ...(out.markdown as Obj | undefined), admonitions };
}

/**
 * A docs plugin entry: with an \`id\` other than \`default\`, another docs section (see
 * SiteConfig.otherDocs); without, the docs themselves, as when the classic preset has none.
 */
function mapDocsPlugin(options: Obj, path: string[], out: Obj, notes: Notes, opts: MapOptions): void {
  const id = str(options.id) ?? 'default';
  const docs = mapDocs(options, path, notes, opts.relative);
  if (id === 'default') withAdmonitions(out, options.admonitions);
  if (id === 'default') out.docs = docs;
  else out.otherDocs = [...((out.otherDocs as Obj[] | undefined) ?? []), { id, ...docs }];
}

/** A search theme is not run: docsgen builds its own index and search box. Other themes run as plugins (see plugin-entries.ts). */
function mapThemes(themes: readonly PresetEntry[], out: Obj, notes: Notes, opts: MapOptions): void {
  for (const { item, path } of themes) {
    const theme = entry(item);
    if (!theme) continue;
    // The classic theme's options as a preset passes them (`theme: {customCss}` of classic).
    if (namesPackage(theme.name, '@docusaurus/theme-classic', 'theme') && theme.options.customCss !== undefined) out.theme = { customCss: mapCustomCss(theme.options, path, notes, opts.relative) };
    // Its code blocks with `live` are playgrounds, which its `@theme/LiveCodeBlock` renders.
    if (namesPackage(theme.name, '@docusaurus/theme-live-codeblock', 'theme')) out.markdown = { ...(out.markdown as Obj | undefined), liveCodeBlocks: true };
    if (BUILT_IN_THEMES.includes(theme.name) || !/search/i.test(theme.name)) continue;
    notes.add(path, `Theme \`${shownName(theme.name)}\` is not used by docsgen`, 'docsgen builds its own search index and search box', theme.name);
    if (givesSearchPage(theme.name)) out.search = { ...(out.search as Obj | undefined), page: '/search' };
  }
}

function mapMarkdown(markdown: Obj, out: Obj, notes: Notes): void {
  notes.unmapped(markdown, ['markdown'], ['format', 'mdx1Compat', 'hooks', 'mermaid', 'parseFrontMatter'], ['anchors']);
  if (['md', 'mdx', 'detect'].includes(str(markdown.format) ?? '')) out.markdown = { format: markdown.format };
  const compat = isObj(markdown.mdx1Compat) ? markdown.mdx1Compat : {};
  for (const [key, value] of Object.entries(compat)) {
    if (value === false) notes.add(['markdown', 'mdx1Compat', key], `\`mdx1Compat.${key}: false\` is not supported`, 'docsgen always reads HTML comments, `:::` admonitions and `{#id}` heading ids');
  }
  if (markdown.mermaid === true) out.markdown = { ...(out.markdown as Obj), mermaid: true };
  const hooks = isObj(markdown.hooks) ? markdown.hooks : {};
  const markdownLinks = severity(hooks.onBrokenMarkdownLinks);
  if (markdownLinks) out.checks = { ...(out.checks as Obj | undefined), brokenMarkdownLinks: markdownLinks };
}

/**
 * Whether Docusaurus compiles the site's JavaScript with SWC (Docusaurus Faster's `swcJsLoader`),
 * which parses `.js`/`.jsx` files as TypeScript: `future.faster` (`future.experimental_faster`
 * before 3.8) as `true` or `{ swcJsLoader: true }`; where it leaves `swcJsLoader` unset, what
 * `future.v4` (`true` or `{ fasterByDefault }`) makes the default, as Docusaurus 3.9+ resolves it.
 * @see https://docusaurus.io/docs/api/docusaurus-config#future
 */
function swcJsLoader(future: unknown): boolean {
  if (!isObj(future)) return false;
  const v4 = future.v4;
  const byDefault = v4 === true || (isObj(v4) && v4.fasterByDefault === true);
  const faster = future.faster ?? future.experimental_faster;
  if (typeof faster === 'boolean') return faster;
  return isObj(faster) && typeof faster.swcJsLoader === 'boolean' ? faster.swcJsLoader : byDefault;
}

/** Map a Docusaurus config object onto docsgen's config keys. */
export function mapDocusaurusConfig(input: Obj, options: MapOptions): MappedConfig {
  const notes = new Notes();
  notes.unmapped(input, [], MAPPED_KEYS, SILENT_KEYS);
  const url = str(input.url) ?? 'http://localhost';
  const origin = /^https?:\/\/[^/]+/.exec(url)?.[0] ?? url;
  if (origin !== url.replace(/\/+$/, '')) notes.add(['url'], '`url` has a path: docsgen keeps the origin only', 'the path belongs in `baseUrl`');
  const out: Obj = defined({ title: str(input.title) ?? 'Docs', tagline: str(input.tagline), url: origin, baseUrl: str(input.baseUrl), favicon: str(input.favicon) !== undefined ? staticPath(str(input.favicon)!) : undefined, noIndex: typeof input.noIndex === 'boolean' ? input.noIndex : undefined, titleDelimiter: str(input.titleDelimiter) });
  if (typeof input.trailingSlash === 'boolean') out.trailingSlash = input.trailingSlash;
  else if (input.trailingSlash !== undefined) notes.add(['trailingSlash'], '`trailingSlash` must be true, false or unset', 'docsgen writes each page as <route>/index.html and links to it without a trailing slash, as when it is unset');
  // Docusaurus never parses code blocks, so pages written for it hold excerpts, comments and
  // output in ```json, ```graphql, ```http and ```ts blocks: a warning at the block, not a failed build.
  const samples = { graphqlSamples: 'warn', jsonSamples: 'warn', restSamples: 'warn', typescriptSamples: 'warn' };
  out.checks = defined({ brokenLinks: severity(input.onBrokenLinks), brokenMarkdownLinks: severity(input.onBrokenMarkdownLinks), brokenAnchors: severity(input.onBrokenAnchors), duplicateRoutes: severity(input.onDuplicateRoutes), ...samples, ...blogChecks({}) });
  // Docusaurus 3 reads every .md file as MDX unless told otherwise.
  out.markdown = { format: 'mdx' };
  if (isObj(input.markdown)) mapMarkdown(input.markdown, out, notes);
  if (Array.isArray(input.staticDirectories)) {
    if (input.staticDirectories.every((dir) => typeof dir === 'string')) out.staticDirectories = input.staticDirectories;
    else notes.add(['staticDirectories'], '`staticDirectories` must be a list of folder paths', 'docsgen copies `static/` only');
  }
  if (isObj(input.customFields)) out.customFields = JSON.parse(JSON.stringify(input.customFields)) as Obj;
  // Docusaurus hydrates every page: a component with behaviour keeps it there.
  out.components = { hydrateInteractive: true, ...(swcJsLoader(input.future) ? { typescriptInJs: true } : {}) };
  if (isObj(input.i18n)) out.i18n = mapI18n(input.i18n, notes);
  out.docs = mapDocs({}, ['presets'], new Notes(), options.relative);
  // Docusaurus dates a post without a date by git, not with an error.
  out.blog = { undatedPosts: 'git', authorsPage: true };
  (Array.isArray(input.presets) ? input.presets : []).forEach((item, index) => {
    const preset = entry(item);
    if (preset) mapPreset(preset.name, preset.options, index, out, notes, options);
  });
  const apis = mapPlugins(entriesOf(input, 'plugins', options.presets), out, notes, options);
  mapThemes(entriesOf(input, 'themes', options.presets), out, notes, options);
  if (isObj(input.themeConfig)) {
    const { markdown, theme, ...mapped } = mapThemeConfig(input.themeConfig, notes);
    Object.assign(out, mapped);
    if (isObj(markdown)) out.markdown = { ...(out.markdown as Obj | undefined), ...markdown };
    if (isObj(theme)) out.theme = { ...(out.theme as Obj | undefined), ...theme };
    const keepCredentials = mapThemeApi(input.themeConfig, apis.length > 0, notes);
    if (keepCredentials) out.openapi = (out.openapi as Obj[]).map((api) => (api.explorer === false ? api : { ...api, explorer: { ...(isObj(api.explorer) ? api.explorer : {}), keepCredentials } }));
  }
  decideContent(input, out, entriesOf(input, 'plugins', options.presets));
  // Several docs sections are config.yaml's list form of `docs:`.
  if (out.otherDocs) {
    out.docs = [out.docs, ...(out.otherDocs as Obj[])];
    delete out.otherDocs;
  }
  return { config: out, notes: notes.list, apiPaths: Object.fromEntries(apis.map((mapped) => [String(mapped.api.id), mapped.path])) };
}
