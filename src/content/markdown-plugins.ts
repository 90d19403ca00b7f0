/**
 * The site's remark and rehype plugins, in Docusaurus's four lists. A page of a site that
 * configures any goes through unified with them: its Markdown is parsed with the plugins'
 * syntax extensions (remark-math's `$…$`), the remark plugins run on the tree in list order
 * before docsgen's own transforms, and the rehype plugins on the HTML tree after them. A site
 * that configures none keeps the fast path, which gives the same HTML.
 */
import type { Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type Pluggable, type Plugin, type Processor } from 'unified';
import { ALL_GFM_PARTS, remarkGfmParts } from './gfm-parts.ts';
import { networkFailure } from '../shared/network-failure.ts';
import { missingFile } from '../shared/missing-file.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { displayPath, toPosix } from '../shared/paths.ts';
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

/** A plugin that threw on a page, with the plugin's name for the message. */
export class MarkdownPluginError extends Error {
  constructor(
    readonly plugin: string,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/** A plugin left out of a page because it could not reach the network (see networkFailure), or a file it reads is absent (`missing`, see missingFile). */
export interface OfflinePlugin {
  name: string;
  host?: string;
  code?: string;
  missing?: string;
}

/** The plugins left out of the page `file` is, for want of the network or of a file. */
export function offlinePlugins(file: VFile): OfflinePlugin[] {
  return ((file.data as { offlinePlugins?: OfflinePlugin[] }).offlinePlugins ??= []);
}

/** Each plugin with a processor of its own: one that fails is known by name, and one that cannot reach the network is left out. */
type Steps = Array<{ plugin: MarkdownPlugin; processor: Processor<never, never, never, never, never> }>;
const steps = (list: readonly MarkdownPlugin[], base: () => Processor = unified): Steps => list.map((plugin) => ({ plugin, processor: base().use([pluggable(plugin)]).freeze() as never }));

/**
 * A remark plugin's processor parses as the page's parser does (Markdown or MDX, GFM,
 * directives, and the plugin's own syntax): a plugin that calls `this.parse` on Markdown it
 * makes (remark-typescript-tools) gets a tree, as from Docusaurus's one MDX processor.
 */
function remarkBase(format: 'md' | 'mdx'): () => Processor {
  return () => {
    const base = unified().use(remarkParse).use(remarkGfmParts, ALL_GFM_PARTS).use(remarkDirective);
    return (format === 'mdx' ? base.use(remarkMdx) : base) as unknown as Processor;
  };
}

const remarkSteps = new WeakMap<MarkdownPlugins, Map<string, { beforeDefault: Steps; remark: Steps }>>();
const rehypeSteps = new WeakMap<MarkdownPlugins, Steps>();

/** Run the steps in order on `tree`, as one processor would; a plugin that cannot reach the network, or lacks a file, is left out of the page. */
async function runSteps<T>(list: Steps, tree: T, file: VFile): Promise<T> {
  let current = tree;
  for (const { plugin, processor } of list) {
    try {
      current = (await processor.run(current as never, file)) as T;
    } catch (error) {
      const offline = networkFailure(error);
      const missing = offline ? undefined : missingFile(error);
      if (!offline && !missing) throw new MarkdownPluginError(plugin.name, error);
      offlinePlugins(file).push({ name: plugin.name, ...offline, ...(missing ? { missing: missing.path } : {}) });
    }
  }
  return current;
}

/**
 * The remark plugins, in order, on a page's tree (in place) of the page's `format`; they may be
 * asynchronous. `defaults` runs between `beforeDefaultRemarkPlugins` and `remarkPlugins`, where
 * Docusaurus runs its own remark plugins (Markdown file links already resolved to routes, for one).
 */
export async function runRemarkPlugins(plugins: MarkdownPlugins, tree: Root, page: { file: VFile; format: 'md' | 'mdx'; defaults?: ((tree: Root) => void) | undefined }): Promise<Root> {
  const { file, format, defaults = () => undefined } = page;
  let byFormat = remarkSteps.get(plugins);
  if (!byFormat) remarkSteps.set(plugins, (byFormat = new Map()));
  let lists = byFormat.get(format);
  if (!lists) byFormat.set(format, (lists = { beforeDefault: steps(plugins.beforeDefaultRemark, remarkBase(format)), remark: steps(plugins.remark, remarkBase(format)) }));
  const before = await runSteps(lists.beforeDefault, tree, file);
  defaults(before);
  return runSteps(lists.remark, before, file);
}

/** The rehype plugins, in order, on a page's HTML tree. */
export async function runRehypePlugins(plugins: MarkdownPlugins, tree: HastRoot, file: VFile): Promise<HastRoot> {
  let list = rehypeSteps.get(plugins);
  if (!list) rehypeSteps.set(plugins, (list = steps([...plugins.beforeDefaultRehype, ...plugins.rehype])));
  return runSteps(list, tree, file);
}

/** The remark plugins as parser plugins too: attached to the parser, their syntax extensions read the page. */
export const remarkPluggables = (plugins: MarkdownPlugins): Pluggable[] => [...plugins.beforeDefaultRemark, ...plugins.remark].map(pluggable);

/** The rehype plugins as `@mdx-js/mdx` takes them, for pages compiled as code. */
export const rehypePluggables = (plugins: MarkdownPlugins): Pluggable[] => [...plugins.beforeDefaultRehype, ...plugins.rehype].map(pluggable);

/** A file for a page, as plugins see it (`file.path`, `file.data.frontMatter`). */
export const pageFile = (path: string, frontMatter: Record<string, unknown> | undefined): VFile => new VFile({ path, data: { frontMatter: frontMatter ?? {} } });

/**
 * The warning for a plugin left out of the page `file` (its display path; `path` is its absolute
 * one, as the plugins see it): it could not reach the network, or a file it reads is absent.
 */
export function leftOutDiagnostic(plugin: OfflinePlugin, file: string, path: string): Diagnostic {
  const at = { severity: 'warning', file, line: 1, column: 1 } as const;
  // The absent path is shown as the page is: relative to where the page's display path starts.
  const posix = toPosix(path);
  const cwd = posix.endsWith(`/${file}`) ? posix.slice(0, -file.length - 1) : process.cwd();
  if (plugin.missing !== undefined) {
    return {
      code: 'content/plugin-missing-file',
      ...at,
      message: `The Markdown plugin \`${plugin.name}\` needs \`${displayPath(cwd, plugin.missing)}\`, which is absent: the pages it failed on are built without it`,
      hint: 'what the plugin adds to those pages is left out; add that file (or folder) to include it',
    };
  }
  return {
    code: 'content/plugin-offline',
    ...at,
    message: `The Markdown plugin \`${plugin.name}\` cannot reach ${plugin.host ?? 'the network'}${plugin.code ? ` (${plugin.code})` : ''}: the pages it failed on are built without it`,
    hint: 'build with the network to include what it adds',
  };
}

/** Whether a page's diagnostic is a plugin left out of it for want of the network or a file: such a page is not cached, so the next build tries again. */
export const pluginLeftOut = (diagnostic: Diagnostic): boolean => diagnostic.code === 'content/plugin-offline' || diagnostic.code === 'content/plugin-missing-file';
