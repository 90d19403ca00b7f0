/**
 * A page's body → its content: parse (parse-markdown), transform (transform-tree), then
 * either HTML at once (the fast path: no ESM, no expressions, only built-in components) or
 * an MDX module to bundle and render with React (mdx-module, then src/components/).
 */
import type { Element, Root as HastRoot } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Code, Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { toHast } from 'mdast-util-to-hast';
import { visit } from 'unist-util-visit';
import { createElement, Fragment } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { MDX_COMPONENT_NAMES, mdxComponents } from '../../templates/components/mdx-components.tsx';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { hastToHtml } from '../shared/hast-html.ts';
import { DEFERRED_CODE, DEFERRED_CODE_IN_ATTRIBUTE, hasDeferredCode, placeholdersInModule, throughReact } from './deferred-code.ts';
import { highlightDeferred } from './highlight.ts';
import { compileMdxModule } from './mdx-module.ts';
import { esmBindings, needsCode } from './page-code.ts';
import { parseMarkdown, type ContentFormat } from './parse-markdown.ts';
import type { ResolvedUrl } from './resolve-url.ts';
import { programExpression, staticValue } from './static-value.ts';
import { codeHast, transformTree, type CodeSample, type ContentLink, type TocItem, type TransformResult } from './transform-tree.ts';

export type { CodeSample, ContentFormat, ContentLink, TocItem };

export interface CompileMarkdownOptions {
  /** File path as shown in diagnostics. */
  file: string;
  format: ContentFormat;
  /** Heading levels the table of contents shows. */
  tocLevels?: { min: number; max: number };
  /**
   * Rewrite a link or image URL found in the content (markdown links to routes, relative
   * images to hashed assets with their size). May report a diagnostic.
   */
  resolveUrl?: (url: string, kind: 'link' | 'image', at: { line: number; column: number }) => ResolvedUrl;
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
  /** The page's front matter, exported by its MDX module as `frontMatter`. */
  frontMatter?: Record<string, unknown>;
}

/** What a page's content compiles to: the transform's findings, plus HTML or a module. */
export interface CompiledContent extends Omit<TransformResult, 'usesComponents'> {
  /** The content as HTML, headings included, without any layout; `''` for a page that is code until it is rendered. */
  html: string;
  /** The page's MDX module, when it is code: rendered to `html` once the site's components are bundled. */
  mdxModule?: string;
  diagnostics: Diagnostic[];
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

/** Parse Markdown (CommonMark + GFM + directives) or MDX into HTML, or an MDX module, with heading ids and a TOC. */
export function compileMarkdown(body: string, options: CompileMarkdownOptions): CompiledContent {
  const diagnostics: Diagnostic[] = [];
  const parsed = parseMarkdown(body, options);
  if ('diagnostic' in parsed) return { html: '', toc: [], headingIds: [], links: [], excerpt: '', codeBlocks: [], diagnostics: [parsed.diagnostic] };
  const { tree, source } = parsed;
  if (options.format === 'md') warnAboutEsm(tree, options.file, diagnostics);

  const code = options.format === 'mdx' && needsCode(tree, options.siteComponents ? NO_BUILTINS : BUILTINS);
  const bindings = code ? esmBindings(tree) : new Set<string>();
  const content = transformTree(tree, {
    file: options.file,
    source,
    mode: code ? 'code' : 'html',
    components: code ? new Set([...BUILTINS, ...bindings]) : BUILTINS,
    anyComponent: code && options.siteComponents === true,
    tocLevels: options.tocLevels ?? { min: 2, max: 3 },
    ...(options.resolveUrl ? { resolveUrl: options.resolveUrl } : {}),
    highlight: options.highlight === 'defer' ? 'defer' : options.highlight !== false,
    diagnostics,
  });
  const { usesComponents, ...compiled } = content;
  if (diagnostics.some((d) => d.severity === 'error')) return { html: '', ...compiled, diagnostics };

  if (code) {
    const mdxModule = compileMdxModule({
      tree,
      file: options.file,
      bindings,
      frontMatter: options.frontMatter ?? {},
      toc: compiled.toc,
      ...(compiled.contentTitle !== undefined ? { contentTitle: compiled.contentTitle } : {}),
    });
    return { html: '', mdxModule, ...compiled, diagnostics };
  }
  const hast = toHast(tree, {
    allowDangerousHtml: options.format === 'md',
    passThrough: MDX_NODE_TYPES,
    handlers: { code: (_state, node: Code) => codeHast(node) },
  }) as HastRoot;
  return { html: treeToHtml(hast, usesComponents), ...compiled, diagnostics };
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
