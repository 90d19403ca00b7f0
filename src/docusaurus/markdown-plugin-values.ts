/**
 * The remark and rehype plugins a Docusaurus config gives its docs, blog and pages
 * (`remarkPlugins`, `rehypePlugins`, `beforeDefaultRemarkPlugins`, `beforeDefaultRehypePlugins`
 * of the classic preset's `docs`/`blog`/`pages`, or of a docs plugin): the functions the config
 * holds, run as Docusaurus runs them. A plugin that is not installed is the stub docsgen stood
 * in for it (already warned about), and is left out.
 */
import { markdownPlugins, type MarkdownPlugin, type MarkdownPlugins } from '../content/markdown-plugins.ts';
import { isObj, type Obj } from './mapping.ts';
import { namesPackage } from './module-shorthand.ts';

/** Marks evaluate-module's stub: any key of it is itself, where a real function has none. */
const isStub = (value: unknown): boolean => typeof value === 'function' && Reflect.get(value, Symbol.for('docsgen.stub-probe')) !== undefined;

function attacher(value: unknown): MarkdownPlugin['attacher'] | undefined {
  const candidate = typeof value === 'function' ? value : (value as { default?: unknown } | null)?.default;
  return typeof candidate === 'function' && !isStub(candidate) ? (candidate as MarkdownPlugin['attacher']) : undefined;
}

/**
 * A list as the config holds it: `[plugin, [plugin, options], …]`. A plugin is named by its
 * place in the list (`remarkPlugins[5]`), which finds it in the config: its function's name
 * is often only `attacher`, renamed when the config is bundled.
 */
export function pluginValues(list: unknown, key: string): MarkdownPlugin[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item, index): MarkdownPlugin[] => {
    const [head, options] = Array.isArray(item) ? item : [item, undefined];
    const plugin = attacher(head);
    return plugin ? [{ name: `${key}[${index}]${plugin.name ? ` (${plugin.name})` : ''}`, attacher: plugin, ...(options !== undefined ? { options } : {}) }] : [];
  });
}

/** The plugin set of one content plugin's options. */
function pluginsOf(options: Obj | undefined): MarkdownPlugins | undefined {
  if (!options) return undefined;
  return markdownPlugins({
    beforeDefaultRemark: pluginValues(options.beforeDefaultRemarkPlugins, 'beforeDefaultRemarkPlugins'),
    remark: pluginValues(options.remarkPlugins, 'remarkPlugins'),
    beforeDefaultRehype: pluginValues(options.beforeDefaultRehypePlugins, 'beforeDefaultRehypePlugins'),
    rehype: pluginValues(options.rehypePlugins, 'rehypePlugins'),
  });
}

const CLASSIC = ['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic'];
const DOCS_PLUGIN = '@docusaurus/plugin-content-docs';
const BLOG_PLUGIN = '@docusaurus/plugin-content-blog';
const PAGES_PLUGIN = '@docusaurus/plugin-content-pages';

const entryOf = (item: unknown): { name: unknown; options: Obj | undefined } => {
  const [name, options] = Array.isArray(item) ? item : [item, undefined];
  return { name, options: isObj(options) ? options : undefined };
};

/**
 * The plugin sets of the docs, of each other docs section (by id), of the blog and of the
 * pages: the classic preset's options, and those of each docs, blog and pages plugin (the
 * presets' first, see expand-presets.ts; a docs plugin without an \`id\` is the docs themselves).
 */
export function docusaurusMarkdownPlugins(config: Obj, presetPlugins: readonly unknown[] = []): { docs?: MarkdownPlugins; blog?: MarkdownPlugins; pages?: MarkdownPlugins; otherDocs: Record<string, MarkdownPlugins> } {
  const { docsOptions, blogOptions, pagesOptions, otherDocsOptions } = contentOptions(config, presetPlugins);
  const docs = pluginsOf(docsOptions);
  const blog = pluginsOf(blogOptions);
  const pages = pluginsOf(pagesOptions);
  const otherDocs: Record<string, MarkdownPlugins> = {};
  for (const [id, options] of Object.entries(otherDocsOptions)) {
    const sectionPlugins = pluginsOf(options);
    if (sectionPlugins) otherDocs[id] = sectionPlugins;
  }
  return { ...(docs ? { docs } : {}), ...(blog ? { blog } : {}), ...(pages ? { pages } : {}), otherDocs };
}

/** Docusaurus's `editUrl` as a function: `({ version, versionDocsDirPath, docPath, permalink, locale }) => url`. */
export type EditUrlFunction = (args: { version: string; versionDocsDirPath: string; docPath: string; permalink: string; locale: string }) => unknown;

/** A blog's `editUrl` as a function: `({ blogDirPath, blogPath, permalink, locale }) => url`. */
export type BlogEditUrlFunction = (args: { blogDirPath: string; blogPath: string; permalink: string; locale: string }) => unknown;

/** The `editUrl` options that are functions, which config.yaml cannot hold: the docs sections' (by id, `default` for the docs) and the blog's. */
export interface EditUrlFunctions {
  docs: Record<string, EditUrlFunction>;
  blog?: BlogEditUrlFunction;
}

/** The config's `editUrl` functions. */
export function docusaurusEditUrls(config: Obj, presetPlugins: readonly unknown[] = []): EditUrlFunctions {
  const { docsOptions, blogOptions, otherDocsOptions } = contentOptions(config, presetPlugins);
  const sections = Object.entries({ default: docsOptions, ...otherDocsOptions });
  const docs = Object.fromEntries(sections.flatMap(([id, options]) => (typeof options?.editUrl === 'function' ? [[id, options.editUrl as EditUrlFunction]] : [])));
  return { docs, ...(typeof blogOptions?.editUrl === 'function' ? { blog: blogOptions.editUrl as BlogEditUrlFunction } : {}) };
}

/** The options of the docs, the blog, the pages and the other docs sections (by id), where the config gives them. */
function contentOptions(config: Obj, presetPlugins: readonly unknown[]): { docsOptions?: Obj; blogOptions?: Obj; pagesOptions?: Obj; otherDocsOptions: Record<string, Obj> } {
  const preset = (Array.isArray(config.presets) ? config.presets : []).map(entryOf).find((entry) => typeof entry.name === 'string' && CLASSIC.includes(entry.name));
  const plugins = [...presetPlugins, ...(Array.isArray(config.plugins) ? config.plugins : [])].map(entryOf);
  const ofPackage = (name: string) => plugins.filter((entry) => typeof entry.name === 'string' && namesPackage(entry.name, name, 'plugin'));
  const idOf = (options: Obj | undefined): string => (typeof options?.id === 'string' ? options.id : 'default');
  const docsPlugins = ofPackage(DOCS_PLUGIN);
  const docsOptions = isObj(preset?.options?.docs) ? preset.options.docs : docsPlugins.find((entry) => idOf(entry.options) === 'default')?.options;
  const blogOptions = isObj(preset?.options?.blog) ? preset.options.blog : ofPackage(BLOG_PLUGIN).find((entry) => idOf(entry.options) === 'default')?.options;
  const pagesOptions = isObj(preset?.options?.pages) ? preset.options.pages : ofPackage(PAGES_PLUGIN).find((entry) => idOf(entry.options) === 'default')?.options;
  const otherDocsOptions: Record<string, Obj> = {};
  for (const entry of docsPlugins) if (entry.options && idOf(entry.options) !== 'default') otherDocsOptions[idOf(entry.options)] = entry.options;
  return { ...(docsOptions ? { docsOptions } : {}), ...(blogOptions ? { blogOptions } : {}), ...(pagesOptions ? { pagesOptions } : {}), otherDocsOptions };
}

const LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

/** Where the config lists plugins (`presets.0.docs.remarkPlugins`): `docsgen migrate` cannot write functions into config.yaml. */
export function pluginListPaths(config: Obj): Array<{ path: string[]; list: (typeof LISTS)[number] }> {
  const found: Array<{ path: string[]; list: (typeof LISTS)[number] }> = [];
  (Array.isArray(config.presets) ? config.presets : []).forEach((item, index) => {
    const { name, options } = entryOf(item);
    if (typeof name !== 'string' || !CLASSIC.includes(name) || !options) return;
    for (const content of ['docs', 'blog', 'pages']) {
      const settings = options[content];
      if (!isObj(settings)) continue;
      for (const list of LISTS) if (Array.isArray(settings[list]) && (settings[list] as unknown[]).length) found.push({ path: ['presets', String(index), content, list], list });
    }
  });
  return found;
}
