/**
 * A page's body → its content: parse (parse-markdown), transform (transform-tree), then
 * either HTML at once (the fast path: no ESM, no expressions, only built-in components) or
 * an MDX module to bundle and render with React (mdx-module, then src/components/).
 */
import { liveCodeBlocks } from './live-code-blocks.ts';
import type { Element, Root as HastRoot } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Code, Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { toHast } from 'mdast-util-to-hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { createElement, Fragment } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { renderToString } from '../render/render-to-string.ts';
import { MDX_COMPONENT_NAMES, mdxComponents } from '../../templates/components/mdx-components.tsx';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { hastToHtml } from '../shared/hast-html.ts';
import { DEFERRED_CODE, DEFERRED_CODE_IN_ATTRIBUTE, hasDeferredCode, placeholdersInModule, throughReact } from './deferred-code.ts';
import { highlightDeferred } from './highlight.ts';
import { compileMdxModule, compileMdxModuleWithPlugins, type MdxModuleInput } from './mdx-module.ts';
import { leftOutDiagnostic, MarkdownPluginError, offlinePlugins, pageFile, runRehypePlugins, runRemarkPlugins, type MarkdownPlugins } from './markdown-plugins.ts';
import { esmBindings, needsCode } from './page-code.ts';
import { parseMarkdown, type ContentFormat } from './parse-markdown.ts';
import type { SharedParse } from './shared-parses.ts';
import type { ResolvedUrl, UrlKind } from './resolve-url.ts';
import { programExpression, staticValue } from './static-value.ts';
import { codeHast, transformTree, type CodeSample, type ContentLink, type TocItem, type TransformResult } from './transform-tree.ts';

export type { CodeSample, ContentFormat, ContentLink, TocItem };

export interface CompileMarkdownOptions {
  /** File path as shown in diagnostics. */
  file: string;
  /** The file's absolute path, as remark and rehype plugins see it (`file.path`); `file` when absent. */
  path?: string;
  format: ContentFormat;
  /** Heading levels the table of contents shows. */
  tocLevels?: { min: number; max: number };
  /** The accessible name of a heading's `#` link, for its text (the locale's `theme.common.headingLinkTitle`). */
  headingLinkLabel?: (heading: string) => string;
  /**
   * Rewrite a link or image URL found in the content (markdown links to routes, relative
   * images to hashed assets with their size). May report a diagnostic.
   */
  resolveUrl?: (url: string, kind: UrlKind, at: { line: number; column: number }) => ResolvedUrl;
  /** The URL a link to a Markdown file (`./setup.md#install`) stands for, when it names a page: site remark plugins see links so resolved, as in Docusaurus. */
  resolveMarkdownLink?: (url: string) => string | undefined;
  /**
   * Told, as plugins run, whether the site's plugins will read the answers (of `resolveUrl`,
   * `resolveMarkdownLink`, `headingLinkLabel`) asked from then on: a page compiled for several
   * locales gives them its locale's own, not tokens (see locale-answers.ts).
   */
  showAnswers?: (shown: boolean) => void;
  /** The page's parse in another locale of the build, and where to keep this one's for the next (see shared-parses.ts). */
  sharedParse?: SharedParse;
  /** Highlight code blocks (default). Off for link checking, which needs no colours; `defer` for `docsgen dev` (see deferred-code.ts). */
  highlight?: boolean | 'defer';
  /** Parse with every GFM extension instead of only those the prose can use (tests compare the two). */
  allGfm?: boolean;
  /** Let the fast parser take the documents it reads (default); false always parses with micromark (tests compare the two). */
  fastParse?: boolean;
  /**
   * The site has a theme/MDXComponents file or overrides a built-in component: every page
   * using a component is code (so it gets the site's), and a name MDXComponents lacks is
   * reported when the page renders.
   */
  siteComponents?: boolean;
  /** The Markdown elements the site's MDXComponents replaces (`table`, `h2`): a page with one is code, to render through it. */
  siteElements?: readonly string[];
  /** The page's front matter, exported by its MDX module as `frontMatter`. */
  frontMatter?: Record<string, unknown>;
  /** ` ```mermaid ` blocks are diagrams (`markdown.mermaid`). */
  mermaid?: boolean;
  /** The `:::keyword`s that are admonitions (`markdown.admonitions`); Docusaurus's by default. */
  admonitionKeywords?: readonly string[];
  /** ` ```jsx live ` blocks of MDX pages are playgrounds (`markdown.liveCodeBlocks`, see live-code-blocks.ts). */
  liveCodeBlocks?: boolean;
  /** A page that is code runs its components and elements with behaviour in the browser (`components.hydrateInteractive`; see page-islands.ts). */
  pageIslands?: boolean;
}

/** What a page's content compiles to: the transform's findings, plus HTML or a module. */
export interface CompiledContent extends Omit<TransformResult, 'usesComponents'> {
  /** The content as HTML, headings included, without any layout; `''` for a page that is code until it is rendered. */
  html: string;
  /** The page's MDX module, when it is code: rendered to `html` once the site's components are bundled. */
  mdxModule?: string;
  diagnostics: Diagnostic[];
  /** The HTML was rendered through the built-in components (which read its URLs as they render). */
  viaComponents?: true;
}

const MDX_NODE_TYPES: Array<Nodes['type']> = ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'];
/** What the fast path renders without running code; `<CodeBlock>` becomes a code node before rendering. */
const BUILTINS: ReadonlySet<string> = new Set(MDX_COMPONENT_NAMES);
const NO_BUILTINS: ReadonlySet<string> = new Set();

/** Render a fast-path tree (literal attributes, built-in components) to HTML. */
function treeToHtml(hast: HastRoot, usesComponents: boolean): string {
  if (!usesComponents) return hastToHtml(hast, { allowDangerousHtml: true });
  // Deferred code blocks must later be serialised as this page is: through React.
  visit(hast, 'element', (node) => {
    if (node.tagName === 'template' && node.properties.dataDocsgenCode !== undefined) node.properties.dataDocsgenVia = 'react';
  });
  const element = toJsxRuntime(hast, {
    Fragment,
    jsx: jsx as never,
    jsxs: jsxs as never,
    components: mdxComponents as never,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
    createEvaluater: () => ({
      // Capitalised element names arrive as identifiers: they name registry components.
      evaluateExpression: (expression) =>
        expression.type === 'Identifier' && Object.hasOwn(mdxComponents, expression.name) ? mdxComponents[expression.name] : staticValue(expression),
      evaluateProgram: (program) => {
        const expression = programExpression(program);
        return expression ? staticValue(expression) : undefined;
      },
    }),
  });
  return renderToString(createElement(Fragment, null, element));
}

const ESM_LINE = /^(?:import\s[^\n]*\sfrom\s+['"][^'"]+['"]|import\s+['"][^'"]+['"]|export\s+(?:const|function|default)\s)/;

/** A `.md` page written for Docusaurus (whose `.md` is MDX) shows its imports as text: say why. */
function warnAboutEsm(tree: Root, file: string, diagnostics: Diagnostic[]): void {
  const paragraph = tree.children.find((node) => node.type === 'paragraph' && ESM_LINE.test(toString(node)));
  if (!paragraph) return;
  diagnostics.push({
    code: 'content/esm-in-markdown',
    severity: 'warning',
    message: `\`${toString(paragraph).split('\n')[0]!.slice(0, 60)}\` is shown as text: \`.md\` pages are CommonMark`,
    file,
    line: paragraph.position?.start.line ?? 1,
    column: paragraph.position?.start.column ?? 1,
    hint: 'rename the file to .mdx, or set `markdown.format: mdx` in config.yaml to read every .md file as MDX, as Docusaurus does',
  });
}

/** A parsed and transformed page, before it becomes HTML or a module; or its content when the transforms failed. */
type Transformed =
  | { failed: CompiledContent }
  | { tree: Root; code: boolean; bindings: Set<string>; usesComponents: boolean; compiled: Omit<TransformResult, 'usesComponents'>; diagnostics: Diagnostic[] };

const failedContent = (diagnostics: Diagnostic[], found?: Omit<TransformResult, 'usesComponents'>): CompiledContent => ({ html: '', toc: [], headingIds: [], links: [], excerpt: '', codeBlocks: [], ...found, diagnostics });

/** docsgen's transforms of a parsed page (heading ids, code, links, admonitions…); whether it is code is decided on the tree as it is now. */
function transformParsed({ tree, source }: { tree: Root; source: string }, options: CompileMarkdownOptions, diagnostics: Diagnostic[]): Transformed {
  if (options.format === 'md') warnAboutEsm(tree, options.file, diagnostics);
  if (options.liveCodeBlocks && options.format === 'mdx') liveCodeBlocks(tree);
  const code = options.format === 'mdx' && needsCode(tree, options.siteComponents ? NO_BUILTINS : BUILTINS, options.siteElements);
  const bindings = code ? esmBindings(tree) : new Set<string>();
  const content = transformTree(tree, {
    file: options.file,
    source,
    mode: code ? 'code' : 'html',
    components: code ? new Set([...BUILTINS, ...bindings]) : BUILTINS,
    anyComponent: code && options.siteComponents === true,
    ...(code && options.siteElements?.includes('code') ? { siteCode: options.siteElements.includes('pre') ? ('pre' as const) : ('code' as const) } : {}),
    ...(options.admonitionKeywords ? { admonitionKeywords: options.admonitionKeywords } : {}),
    ...(options.siteElements?.includes('admonition') ? { siteAdmonition: true } : {}),
    tocLevels: options.tocLevels ?? { min: 2, max: 3 },
    ...(options.headingLinkLabel ? { headingLinkLabel: options.headingLinkLabel } : {}),
    ...(options.resolveUrl ? { resolveUrl: options.resolveUrl } : {}),
    highlight: options.highlight === 'defer' ? 'defer' : options.highlight !== false,
    ...(options.mermaid ? { mermaid: true } : {}),
    ...(code && options.pageIslands ? { pageIslands: true } : {}),
    diagnostics,
  });
  const { usesComponents, ...compiled } = content;
  if (diagnostics.some((d) => d.severity === 'error')) return { failed: failedContent(diagnostics, compiled) };
  return { tree, code, bindings, usesComponents, compiled, diagnostics };
}

const moduleInput = (transformed: Extract<Transformed, { tree: Root }>, options: CompileMarkdownOptions): MdxModuleInput => ({
  tree: transformed.tree,
  file: options.file,
  bindings: transformed.bindings,
  frontMatter: options.frontMatter ?? {},
  toc: transformed.compiled.toc,
  ...(transformed.compiled.pageClient ? { pageClient: transformed.compiled.pageClient } : {}),
  ...(transformed.compiled.contentTitle !== undefined ? { contentTitle: transformed.compiled.contentTitle } : {}),
});

/** A page's HTML tree (its code blocks are docsgen's highlighted ones). */
const contentHast = (tree: Root, format: ContentFormat): HastRoot =>
  toHast(tree, {
    allowDangerousHtml: format === 'md',
    passThrough: MDX_NODE_TYPES,
    handlers: { code: (_state, node: Code) => codeHast(node) },
  }) as HastRoot;

/** Parse Markdown (CommonMark + GFM + directives) or MDX into HTML, or an MDX module, with heading ids and a TOC. */
export function compileMarkdown(body: string, options: CompileMarkdownOptions): CompiledContent {
  const diagnostics: Diagnostic[] = [];
  const parsed = parseMarkdown(body, options);
  if ('diagnostic' in parsed) return failedContent([parsed.diagnostic]);
  const transformed = transformParsed(parsed, options, diagnostics);
  if ('failed' in transformed) return transformed.failed;
  if (transformed.code) return { html: '', mdxModule: compileMdxModule(moduleInput(transformed, options)), ...transformed.compiled, diagnostics };
  return { html: treeToHtml(contentHast(transformed.tree, options.format), transformed.usesComponents), ...transformed.compiled, diagnostics, ...(transformed.usesComponents ? { viaComponents: true as const } : {}) };
}

/**
 * The same for a site with remark or rehype plugins: parsed with their syntax, the remark
 * plugins in order before docsgen's transforms, the rehype plugins on the HTML tree (or in the
 * module of a page that is code) after them. Plugins may be asynchronous; what one reports
 * with `file.message()` is a warning at its place, and one that throws fails the page.
 */
export async function compileMarkdownWithPlugins(body: string, options: CompileMarkdownOptions, plugins: MarkdownPlugins): Promise<CompiledContent> {
  const diagnostics: Diagnostic[] = [];
  const kept = options.sharedParse?.get();
  const parsed = kept ?? parseMarkdown(body, { ...options, plugins });
  if ('diagnostic' in parsed) return failedContent([parsed.diagnostic]);
  // Before the plugins change the tree.
  if (!kept) options.sharedParse?.set(parsed);
  const file = pageFile(options.path ?? options.file, options.frontMatter);
  const report = (error: unknown, stage: 'remark' | 'rehype'): CompiledContent => failedContent([pluginFailure(error, stage, options.file), ...pluginMessages(file, options.file)]);
  let copied = false;
  try {
    // The Markdown links resolved between the two remark lists, for the second (docsgen's link
    // transform resolves them as the fast path does when no plugin follows). They are the
    // locale's own: the plugins read them, and docsgen's link transform takes them as URLs.
    const resolveLinks = plugins.remark.length > 0 ? options.resolveMarkdownLink : undefined;
    options.showAnswers?.(true);
    const tree = await runRemarkPlugins(plugins, parsed.tree, { file, format: options.format, defaults: resolveLinks ? (tree) => resolveMarkdownLinks(tree, resolveLinks) : undefined });
    // docsgen's transforms change a copy: a plugin that keeps the tree (to hand it to another
    // page, as electron's API structure previews do) has it as the plugins left it, as in
    // Docusaurus, where nothing changes it after the last remark plugin; and never sees a
    // token of a page compiled for several locales (see locale-answers.ts).
    const copy = ownCopy(tree);
    copied = copy !== tree;
    parsed.tree = copy;
  } catch (error) {
    return report(error, 'remark');
  }
  // docsgen's transforms ask for the rest: the rehype plugins read it in the HTML tree (or
  // module), and the remark plugins in a tree that could not be copied.
  options.showAnswers?.(plugins.beforeDefaultRehype.length + plugins.rehype.length > 0 || !copied);
  const transformed = transformParsed(parsed, options, diagnostics);
  if ('failed' in transformed) return transformed.failed;
  try {
    if (transformed.code) {
      const mdxModule = await compileMdxModuleWithPlugins(moduleInput(transformed, options), plugins, file);
      return { html: '', mdxModule, ...transformed.compiled, diagnostics: [...diagnostics, ...pluginMessages(file, options.file)] };
    }
    const hast = await runRehypePlugins(plugins, contentHast(transformed.tree, options.format), file);
    return { html: treeToHtml(hast, transformed.usesComponents), ...transformed.compiled, diagnostics: [...diagnostics, ...pluginMessages(file, options.file)] };
  } catch (error) {
    return report(error, 'rehype');
  }
}

/** The tree as plain data, copied; a tree holding what cannot be copied (a function a plugin put in `data`) as it is. */
function ownCopy(tree: Root): Root {
  try {
    return structuredClone(tree);
  } catch {
    return tree;
  }
}

/** Links and link definitions to Markdown files, as the routes they name (others are left for docsgen's link transform, which reports them). */
function resolveMarkdownLinks(tree: Root, resolve: (url: string) => string | undefined): void {
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return;
    const url = resolve(node.url);
    if (url !== undefined) node.url = url;
  });
}

/** A plugin that threw (or failed the file): an error at the place it names, else the page's first line. */
function pluginFailure(error: unknown, stage: 'remark' | 'rehype', file: string): Diagnostic {
  const named = error instanceof MarkdownPluginError ? error : undefined;
  const failure = (named ? named.cause : error) as { reason?: string; message?: string; place?: { line?: number; column?: number; start?: { line: number; column: number } }; source?: string; ruleId?: string };
  const place = failure.place && 'start' in failure.place ? failure.place.start : failure.place;
  const by = failure.source ? ` (\`${failure.source}${failure.ruleId ? `:${failure.ruleId}` : ''}\`)` : named ? ` (\`${named.plugin}\`)` : '';
  return {
    code: 'content/plugin-error',
    severity: 'error',
    message: `A ${stage} plugin failed on this page${by}: ${(failure.reason ?? failure.message ?? String(error)).split('\n')[0]}`,
    file,
    line: place?.line ?? 1,
    column: place?.column ?? 1,
    hint: `the plugin is one of \`markdown.${stage}Plugins\` (or the Docusaurus config's); run with --verbose for its stack trace`,
  };
}

/** What plugins reported with `file.message()`: warnings at their places; and the plugins left out for want of the network or of a file. */
function pluginMessages(vfile: VFile, file: string): Diagnostic[] {
  const offline = offlinePlugins(vfile).map((plugin) => leftOutDiagnostic(plugin, file, vfile.path));
  return [...offline, ...vfile.messages.map((message) => ({
    code: 'content/plugin-warning',
    severity: message.fatal ? 'error' : 'warning',
    message: `${message.reason}${message.source ? ` (\`${message.source}${message.ruleId ? `:${message.ruleId}` : ''}\`)` : ''}`,
    file,
    line: message.line ?? 1,
    column: message.column ?? 1,
  }) satisfies Diagnostic)];
}

/**
 * Highlight the deferred code blocks of a page's HTML (see deferred-code.ts), each serialised
 * as the page was, so the result is the HTML a compile with highlighting gives.
 */
export function highlightDeferredCode(html: string): string {
  if (!hasDeferredCode(html)) return html;
  return html.replace(DEFERRED_CODE, highlightPlaceholder);
}

/** An attribute value as React escapes it. */
const escapeAsReact = (text: string): string => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char]!);

/**
 * The rendered HTML of a page compiled as code with its placeholders replaced: by `blocks`,
 * the blocks of its module's placeholders in order (see placeholdersInModule), else
 * highlighted here. Also inside a client component's `data-slot`, escaped as React escapes it.
 */
export function fillDeferredCode(html: string, module: string, blocks?: readonly string[]): string {
  const hasEscaped = html.includes('&lt;template data-docsgen-code=');
  if (!hasDeferredCode(html) && !hasEscaped) return html;
  const given = new Map(blocks ? placeholdersInModule(module).map((placeholder, index) => [placeholder, blocks[index]]) : []);
  const blockOf = (placeholder: string): string => given.get(placeholder) ?? highlightPlaceholder(placeholder);
  const filled = html.replace(DEFERRED_CODE, blockOf);
  return hasEscaped ? filled.replace(DEFERRED_CODE_IN_ATTRIBUTE, (_, encoded: string) => escapeAsReact(blockOf(`<template data-docsgen-code="${encoded}" data-docsgen-via="react"></template>`))) : filled;
}

/** The HTML of one deferred block's placeholder (a match of DEFERRED_CODE), highlighted. */
export function highlightPlaceholder(placeholder: string): string {
  return blockHtml(highlightDeferred(placeholder), throughReact(placeholder));
}

/** A highlighted block serialised as its page is: through React for a page with components. */
export const blockHtml = (block: Element, viaReact: boolean): string => treeToHtml({ type: 'root', children: [block] }, viaReact);
