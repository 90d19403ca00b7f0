/**
 * The site's remark and rehype plugins, in Docusaurus's four lists. A page of a site that
 * configures any goes through unified with them: its Markdown is parsed with the plugins'
 * syntax extensions (remark-math's `$…$`), the remark plugins run on the tree in list order
 * before docsgen's own transforms, and the rehype plugins on the HTML tree after them. A site
 * that configures none keeps the fast path, which gives the same HTML.
 */
import type { Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import { unified, type Pluggable, type Plugin } from 'unified';
import { VFile } from 'vfile';
import { createHash } from 'node:crypto';

/** One unified plugin as the site gives it. */
export interface MarkdownPlugin {
  /** How messages name it: its module, or the function's name. */
  name: string;
  attacher: Plugin<never[]>;
  options?: unknown;
}

/** A site's plugins, by Docusaurus's lists; `key` identifies the set in cache keys. */
export interface MarkdownPlugins {
  beforeDefaultRemark: MarkdownPlugin[];
  remark: MarkdownPlugin[];
  beforeDefaultRehype: MarkdownPlugin[];
  rehype: MarkdownPlugin[];
  key: string;
}

const pluggable = (plugin: MarkdownPlugin): Pluggable => (plugin.options === undefined ? plugin.attacher : [plugin.attacher, plugin.options]) as Pluggable;

/** Identifies a plugin set: each plugin's code and options (a changed plugin or option compiles pages again). */
function keyOf(lists: ReadonlyArray<readonly MarkdownPlugin[]>): string {
  const hash = createHash('sha256');
  for (const list of lists) {
    hash.update('|');
    for (const plugin of list) hash.update(`${plugin.name}\0${String(plugin.attacher)}\0${safeJson(plugin.options)}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value, (_, inner: unknown) => (typeof inner === 'function' ? String(inner) : inner)) ?? '';
  } catch {
    return String(value);
  }
}

/** The plugin set, or undefined when every list is empty (the fast path then stays). */
export function markdownPlugins(lists: Omit<MarkdownPlugins, 'key'>): MarkdownPlugins | undefined {
  const all = [lists.beforeDefaultRemark, lists.remark, lists.beforeDefaultRehype, lists.rehype];
  return all.some((list) => list.length) ? { ...lists, key: keyOf(all) } : undefined;
}

const remarkProcessors = new WeakMap<MarkdownPlugins, ReturnType<typeof remarkProcessor>>();
const rehypeProcessors = new WeakMap<MarkdownPlugins, ReturnType<typeof rehypeProcessor>>();

const remarkProcessor = (plugins: MarkdownPlugins) => unified().use([...plugins.beforeDefaultRemark, ...plugins.remark].map(pluggable)).freeze();
const rehypeProcessor = (plugins: MarkdownPlugins) => unified().use([...plugins.beforeDefaultRehype, ...plugins.rehype].map(pluggable)).freeze();

/** The remark plugins, in order, on a page's tree (in place); they may be asynchronous. */
export async function runRemarkPlugins(plugins: MarkdownPlugins, tree: Root, file: VFile): Promise<Root> {
  let processor = remarkProcessors.get(plugins);
  if (!processor) remarkProcessors.set(plugins, (processor = remarkProcessor(plugins)));
  return (await processor.run(tree as never, file)) as unknown as Root;
}

/** The rehype plugins, in order, on a page's HTML tree. */
export async function runRehypePlugins(plugins: MarkdownPlugins, tree: HastRoot, file: VFile): Promise<HastRoot> {
  let processor = rehypeProcessors.get(plugins);
  if (!processor) rehypeProcessors.set(plugins, (processor = rehypeProcessor(plugins)));
  return (await processor.run(tree as never, file)) as unknown as HastRoot;
}

/** The remark plugins as parser plugins too: attached to the parser, their syntax extensions read the page. */
export const remarkPluggables = (plugins: MarkdownPlugins): Pluggable[] => [...plugins.beforeDefaultRemark, ...plugins.remark].map(pluggable);

/** The rehype plugins as `@mdx-js/mdx` takes them, for pages compiled as code. */
export const rehypePluggables = (plugins: MarkdownPlugins): Pluggable[] => [...plugins.beforeDefaultRehype, ...plugins.rehype].map(pluggable);

/** A file for a page, as plugins see it (`file.path`, `file.data.frontMatter`). */
export const pageFile = (path: string, frontMatter: Record<string, unknown> | undefined): VFile => new VFile({ path, data: { frontMatter: frontMatter ?? {} } });
