/**
 * A transformed page tree → the JavaScript of an MDX module (`@mdx-js/mdx`), for pages that
 * are code. The tree is already parsed and transformed (transformTree), so only MDX's
 * transformers run: mdast → hast → estree → JavaScript, synchronously.
 */
import type { createProcessor as CreateProcessor } from '@mdx-js/mdx';
import type { Code, Root } from 'mdast';
import type { Pluggable } from 'unified';
import { VFile } from 'vfile';
import { rehypePluggables, type MarkdownPlugins } from './markdown-plugins.ts';
import { codeHast, type TocItem } from './transform-tree.ts';
import { withPageClient, type PageClient } from './page-islands.ts';

/** What the module imports its JSX runtime and components from; the bundler resolves both (src/components/). */
export const JSX_IMPORT_SOURCE = 'docsgen-jsx';
export const COMPONENTS_MODULE = 'docsgen:mdx-components';

let createProcessor: typeof CreateProcessor | undefined;
let processor: ReturnType<typeof CreateProcessor> | undefined;

/**
 * Load the MDX compiler (once), before pages are compiled: commands that compile nothing
 * (`serve`, `clear`) never load it. Sites of plain Markdown load it too; loading it only when
 * an MDX page comes saved ~5 MB of heap and ~0.1 s per compile worker in isolation, and no
 * difference measurable in whole builds (1000 pages, five alternating runs).
 */
export async function loadMdxCompiler(): Promise<void> {
  createProcessor ??= (await import('@mdx-js/mdx')).createProcessor;
}

/** MDX's processor, with the site's rehype plugins when it has any (one per plugin set). */
function mdxProcessor(plugins?: MarkdownPlugins): ReturnType<typeof CreateProcessor> {
  if (!plugins) return (processor ??= makeMdxProcessor([]));
  let withPlugins = pluginProcessors.get(plugins);
  if (!withPlugins) pluginProcessors.set(plugins, (withPlugins = makeMdxProcessor(rehypePluggables(plugins))));
  return withPlugins;
}

const pluginProcessors = new WeakMap<MarkdownPlugins, ReturnType<typeof CreateProcessor>>();

function makeMdxProcessor(rehypePlugins: Pluggable[]): ReturnType<typeof CreateProcessor> {
  if (!createProcessor) throw new Error('docsgen: an MDX page is compiled before loadMdxCompiler() finished');
  return createProcessor({
    rehypePlugins: rehypePlugins as never,
    outputFormat: 'program',
    // Development output passes each element's source position to the JSX runtime, which
    // names the line of a bad prop passed to a client component.
    development: true,
    jsxImportSource: JSX_IMPORT_SOURCE,
    providerImportSource: COMPONENTS_MODULE,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
    remarkRehypeOptions: { handlers: { code: (_state: unknown, node: Code) => codeHast(node) } as never },
  });
}

/** Docusaurus's nested TOC shape (`{value, id, level, children}`), which `<TOCInline toc={toc} />` takes. */
function nestedToc(items: readonly TocItem[]): unknown[] {
  const root: Array<{ value: string; id: string; level: number; children: unknown[] }> = [];
  const stack: typeof root = [];
  for (const item of items) {
    const entry = { value: item.text, id: item.id, level: item.depth, children: [] as typeof root };
    while (stack.length && stack.at(-1)!.level >= item.depth) stack.pop();
    (stack.at(-1)?.children ?? root).push(entry);
    stack.push(entry);
  }
  return root;
}

export interface MdxModuleInput {
  tree: Root;
  file: string;
  /** Names the page's own ESM binds: docsgen's exports do not shadow them. */
  bindings: ReadonlySet<string>;
  frontMatter: Record<string, unknown>;
  toc: readonly TocItem[];
  contentTitle?: string;
  /** The page's client module, carried at the end of its module (see page-islands.ts). */
  pageClient?: PageClient;
}

/**
 * Compile the tree to an ES module whose default export renders the page. It also exports
 * `frontMatter`, `toc` and `contentTitle`, as Docusaurus's MDX modules do, so expressions
 * like `{frontMatter.title}` and `<TOCInline toc={toc} />` work.
 */
export function compileMdxModule(input: MdxModuleInput): string {
  const file = new VFile({ path: input.file });
  const mdx = mdxProcessor();
  return withDocusaurusExports(String(mdx.stringify(mdx.runSync(input.tree as never, file) as never, file)), input);
}

/** The same, through the site's rehype plugins, which may be asynchronous; `file` is the page's, as the remark plugins saw it. */
export async function compileMdxModuleWithPlugins(input: MdxModuleInput, plugins: MarkdownPlugins, file: VFile): Promise<string> {
  const mdx = mdxProcessor(plugins);
  return withDocusaurusExports(String(mdx.stringify((await mdx.run(input.tree as never, file)) as never, file)), input);
}

function withDocusaurusExports(code: string, input: MdxModuleInput): string {
  const exports = { frontMatter: input.frontMatter, toc: nestedToc(input.toc), contentTitle: input.contentTitle ?? null };
  const added = Object.entries(exports)
    .filter(([name]) => !input.bindings.has(name))
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`);
  return withPageClient(`${code}\n${added.join('\n')}\n`, input.pageClient);
}
