/**
 * The docsgen transforms of a parsed page, on the mdast in place: heading ids and the TOC,
 * highlighted code, links and images resolved and collected, directives to admonitions,
 * `<CodeBlock>` to code, and the checks on MDX components. The same for the fast path and
 * for pages compiled as code, so both give the same HTML for the same Markdown.
 */
import type { Element } from 'hast';
import type { Code, Nodes, Parent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { transformDirective } from './directives.ts';
import { esmEventHandlers, type EsmEventHandler } from './esm-event-handlers.ts';
import { codeBlockToCode, hasLiteralCode, isJsxElement } from './jsx-elements.ts';
import { programExpression, staticValue } from './static-value.ts';
import { createContext, type TransformContext } from './transform-context.ts';
import { extractPageClient } from './page-islands.ts';
import type { TransformOptions, TransformResult } from './transform-types.ts';
import { visitCode, visitHeading, visitImage } from './visit-blocks.ts';
import { dropEventHandlers, visitJsx } from './visit-jsx.ts';
import { isPathnameLink } from '../routes/doc-route.ts';
import { DEFAULT_ADMONITION_KEYWORDS } from '../shared/admonitions.ts';

export type { CodeSample, ContentLink, TocItem, TransformOptions, TransformResult } from './transform-types.ts';

export function transformTree(tree: Root, options: TransformOptions): TransformResult {
  const { source } = options;
  const ctx = createContext(options);
  const admonitions = { keywords: options.admonitionKeywords ?? DEFAULT_ADMONITION_KEYWORDS, element: options.mode === 'code' && options.siteAdmonition === true };
  let excerpt: string | undefined;

  const walk = (parent: Parent): void => {
    const children = parent.children as Nodes[];
    for (let index = 0; index < children.length; index++) {
      if (parent.type === 'root') ctx.rootIndex = index;
      let node = children[index]!;
      if (isJsxElement(node) && node.name === 'CodeBlock' && hasLiteralCode(node)) {
        node = children[index] = codeBlockToCode(node, source);
      }
      switch (node.type) {
        case 'heading':
          visitHeading(ctx, node);
          break;
        case 'code':
          visitCode(ctx, node);
          continue;
        case 'html':
          // Raw HTML in .md is trusted, but its links are still checked.
          for (const match of node.value.matchAll(/\bhref\s*=\s*["']([^"']+)["']/g)) {
            ctx.result.links.push({ url: match[1]!, written: match[1]!, text: '', line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
          }
          break;
        case 'paragraph':
          if (excerpt === undefined && parent.type === 'root') excerpt = toString(node).replace(/\s+/g, ' ').trim();
          break;
        case 'link':
        case 'definition': {
          const written = node.url;
          const resolved = ctx.checkUrl(node.url, 'link', node);
          if (resolved) {
            node.url = resolved.url;
            // Links docsgen adds (heading anchors) have no position and need no check; nor do `pathname://` links, as in Docusaurus.
            if (node.position && !isPathnameLink(written)) ctx.result.links.push({ url: resolved.url, written, text: node.type === 'link' ? toString(node) : node.label ?? '', line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, markdown: true });
          } else if (node.type === 'link') {
            children.splice(index, 1, ...(node.children as Nodes[]));
            index--;
            continue;
          } else node.url = '';
          break;
        }
        case 'image':
          if (!visitImage(ctx, node)) {
            children.splice(index--, 1);
            continue;
          }
          break;
        case 'containerDirective':
        case 'leafDirective':
        case 'textDirective': {
          const before = children.length;
          transformDirective(node, parent, index, source, admonitions, (code, message, at, hint) => ctx.report('warning', code, message, at, hint));
          if (children[index] !== node || children.length !== before) {
            index--;
            continue;
          }
          break;
        }
        case 'mdxjsEsm':
          // With page islands, the handlers that stay HTML are known once the page's client module is made.
          if (!ctx.options.pageIslands) warnAboutEsmHandlers(ctx, esmEventHandlers(node.data?.estree));
          continue;
        case 'mdxFlowExpression':
        case 'mdxTextExpression': {
          if (ctx.options.mode === 'code') continue;
          // The fast path has only literals (see needsCode): comments render nothing, {'<'} its text.
          const expression = programExpression(node.data?.estree);
          const text = expression ? staticValue(expression) : undefined;
          if (typeof text === 'string' || typeof text === 'number') children[index] = { type: 'text', value: String(text) };
          else children.splice(index--, 1);
          continue;
        }
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          if (!visitJsx(ctx, node)) {
            children.splice(index--, 1);
            continue;
          }
          break;
      }
      if ('children' in node) walk(node as Parent);
    }
  };
  walk(tree);
  ctx.result.excerpt = excerpt ?? '';
  if (ctx.options.pageIslands) {
    const { client, leftInline, leftHandlers } = extractPageClient(tree, ctx.handlerElements);
    for (const element of leftInline) dropEventHandlers(ctx, element);
    warnAboutEsmHandlers(ctx, leftHandlers);
    if (client) ctx.result.pageClient = client;
  }
  return ctx.result;
}

/** Event handlers in the page's ESM that its HTML cannot carry. */
function warnAboutEsmHandlers(ctx: TransformContext, handlers: readonly EsmEventHandler[]): void {
  for (const handler of handlers) {
    ctx.report('warning', 'mdx/inline-event-handler', `\`${handler.attribute}\` on \`<${handler.element}>\` does nothing: pages are rendered to HTML and ship no JavaScript`, { position: { start: { line: handler.line, column: handler.column }, end: { line: handler.line, column: handler.column } } }, `move the component into a file that starts with 'use client' and import it; it is then hydrated in the browser`);
  }
}

/** The highlighted hast a code node was given by transformTree, for mdast → hast. */
export function codeHast(node: Code): Element {
  return (node.data as { docsgenHast: Element }).docsgenHast;
}
