import GithubSlugger from 'github-slugger';
import type { Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Heading, Nodes, Parent, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { toHast } from 'mdast-util-to-hast';
import { toString } from 'mdast-util-to-string';
import { createElement, Fragment } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { mdxComponents } from '../../templates/components/mdx-components.tsx';
import { didYouMean, type Diagnostic, type Severity } from '../diagnostics/diagnostic.ts';
import { NotStaticError, programExpression, staticValue } from './static-value.ts';

/** One entry of a page's table of contents. */
export interface TocItem {
  /** The heading's `id`, the anchor to link to. */
  id: string;
  /** Plain text of the heading. */
  text: string;
  /** Heading level, 2 for `##`. */
  depth: number;
}

export type ContentFormat = 'md' | 'mdx';

export interface CompileMarkdownOptions {
  /** File path as shown in diagnostics. */
  file: string;
  format: ContentFormat;
  /** Heading levels the table of contents shows. */
  tocLevels?: { min: number; max: number };
  /**
   * Rewrite a link or image URL found in the content (markdown links to routes, relative
   * images to hashed assets). Returns the URL to write; may report a diagnostic.
   */
  resolveUrl?: (url: string, kind: 'link' | 'image', at: { line: number; column: number }) => string;
}

export interface CompiledContent {
  /** The content as HTML, headings included, without any layout. */
  html: string;
  /** Plain text of the first `#` heading, if any. */
  contentTitle?: string;
  toc: TocItem[];
  /** Every heading id on the page (all levels), for anchor checks. */
  headingIds: string[];
  /** Plain text of the first paragraph, for a default description. */
  excerpt: string;
  diagnostics: Diagnostic[];
}

const mdProcessor = unified().use(remarkParse).use(remarkGfm).freeze();
const mdxProcessor = unified().use(remarkParse).use(remarkGfm).use(remarkMdx).freeze();

const MDX_NODE_TYPES: Array<Nodes['type']> = ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'];
const CUSTOM_ID = /\s*\{#([\w-]+)\}\s*$/;
const UNSAFE_URL = /^\s*(?:javascript|vbscript|data):/i;
const IMAGE_DATA_URL = /^\s*data:image\//i;

/**
 * In MDX `{#id}` would be parsed as a JavaScript expression; escape it on heading lines so
 * both formats share the `## Title {#id}` syntax. Same length per line, positions kept.
 */
function escapeHeadingIds(body: string): string {
  return body.replace(/^(#{1,6}[ \t].*?)\{#([\w-]+\}[ \t]*)$/gm, '$1\\{#$2');
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Parse Markdown (CommonMark + GFM) or MDX into HTML with heading ids and a TOC. */
export function compileMarkdown(body: string, options: CompileMarkdownOptions): CompiledContent {
  const diagnostics: Diagnostic[] = [];
  const report = (severity: Severity, code: string, message: string, node: { position?: Nodes['position'] } | undefined, hint?: string): void => {
    diagnostics.push({
      code,
      severity,
      message,
      file: options.file,
      line: node?.position?.start.line ?? 1,
      column: node?.position?.start.column ?? 1,
      ...(hint ? { hint } : {}),
    });
  };

  let tree: Root;
  try {
    tree = options.format === 'mdx' ? mdxProcessor.parse(escapeHeadingIds(body)) : mdProcessor.parse(body);
  } catch (error) {
    const message = error as { reason?: string; message: string; place?: { line?: number; column?: number; start?: { line: number; column: number } }; ruleId?: string };
    const place = message.place && 'start' in message.place ? message.place.start : message.place;
    diagnostics.push({
      code: `mdx/${message.ruleId ?? 'parse-error'}`,
      severity: 'error',
      message: `Could not parse MDX: ${(message.reason ?? message.message).replace(/\s+/g, ' ')}`,
      file: options.file,
      line: place?.line ?? 1,
      column: place?.column ?? 1,
      hint: 'a literal `<` or `{` in MDX prose must be escaped as `\\<` or `\\{` (or rename the file to .md)',
    });
    return { html: '', toc: [], headingIds: [], excerpt: '', diagnostics };
  }

  const slugger = new GithubSlugger();
  const toc: TocItem[] = [];
  const headingIds: string[] = [];
  const tocLevels = options.tocLevels ?? { min: 2, max: 3 };
  let contentTitle: string | undefined;
  let excerpt: string | undefined;
  let usesComponents = false;

  const checkUrl = (url: string, kind: 'link' | 'image', node: Nodes): string | undefined => {
    if (UNSAFE_URL.test(url) && !(kind === 'image' && IMAGE_DATA_URL.test(url))) {
      report('warning', 'content/unsafe-url', `Dropped ${kind} with unsafe URL \`${url.slice(0, 40)}\``, node, 'only http(s), mailto, relative links and `data:image/…` images are kept');
      return undefined;
    }
    const at = { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
    return options.resolveUrl ? options.resolveUrl(url, kind, at) : url;
  };

  const visitHeading = (heading: Heading): void => {
    const last = heading.children.at(-1);
    let id: string | undefined;
    if (last?.type === 'text') {
      const match = CUSTOM_ID.exec(last.value);
      if (match) {
        id = match[1]!;
        last.value = last.value.slice(0, match.index);
        if (!last.value) heading.children.pop();
      }
    }
    const text = toString(heading).trim();
    id = id ?? slugger.slug(text);
    heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    headingIds.push(id);
    if (heading.depth === 1 && contentTitle === undefined) contentTitle = text;
    if (heading.depth >= tocLevels.min && heading.depth <= tocLevels.max) toc.push({ id, text, depth: heading.depth });
  };

  const visitJsx = (element: JsxElement): boolean => {
    const name = element.name;
    if (name && !/^[a-z]/.test(name)) {
      if (!Object.hasOwn(mdxComponents, name)) {
        const guess = didYouMean(name, Object.keys(mdxComponents));
        report(
          'error',
          'mdx/unknown-component',
          `Unknown component \`<${name}>\``,
          element,
          guess ? `did you mean \`<${guess}>\`?` : `available components: ${Object.keys(mdxComponents).map((n) => `<${n}>`).join(', ')}`,
        );
        return false;
      }
      usesComponents = true;
    }
    for (const attribute of element.attributes as Array<MdxJsxAttribute | MdxJsxExpressionAttribute>) {
      if (attribute.type === 'mdxJsxExpressionAttribute') {
        report('error', 'mdx/expression-unsupported', `Spread attribute \`${attribute.value}\` on \`<${name}>\` is not supported`, element, 'write each attribute out, e.g. `title="…"`');
        continue;
      }
      if (attribute.value && typeof attribute.value === 'object') {
        try {
          staticValue(programExpression(attribute.value.data?.estree) ?? { type: 'Identifier', name: 'undefined' });
        } catch (error) {
          if (!(error instanceof NotStaticError)) throw error;
          report(
            'error',
            'mdx/expression-unsupported',
            `Attribute \`${attribute.name}={${attribute.value.value}}\` on \`<${name}>\` is not a literal value`,
            element,
            'docsgen does not run JavaScript from MDX: use a string, number, boolean, array or object literal',
          );
        }
      } else if (typeof attribute.value === 'string' && (attribute.name === 'href' || attribute.name === 'src')) {
        const url = checkUrl(attribute.value, attribute.name === 'src' ? 'image' : 'link', element as Nodes);
        if (url === undefined) attribute.value = null;
        else attribute.value = url;
      }
    }
    // Intrinsic lowercase elements render through the same path as components.
    usesComponents = true;
    return true;
  };

  const walk = (parent: Parent): void => {
    const children = parent.children as Nodes[];
    for (let index = 0; index < children.length; index++) {
      const node = children[index]!;
      switch (node.type) {
        case 'heading':
          visitHeading(node);
          break;
        case 'paragraph':
          if (excerpt === undefined && parent.type === 'root') excerpt = toString(node).replace(/\s+/g, ' ').trim();
          break;
        case 'link':
        case 'definition': {
          const url = checkUrl(node.url, 'link', node);
          if (url !== undefined) node.url = url;
          else if (node.type === 'link') {
            children.splice(index, 1, ...(node.children as Nodes[]));
            index--;
            continue;
          } else node.url = '';
          break;
        }
        case 'image': {
          const url = checkUrl(node.url, 'image', node);
          if (url !== undefined) node.url = url;
          else {
            children.splice(index, 1);
            index--;
            continue;
          }
          break;
        }
        case 'mdxjsEsm':
          report(
            'error',
            'mdx/esm-unsupported',
            '`import` and `export` are not supported in docsgen MDX',
            node,
            `components are available without importing them: ${Object.keys(mdxComponents).map((n) => `<${n}>`).join(', ')}; to reuse content, link to it`,
          );
          children.splice(index--, 1);
          continue;
        case 'mdxFlowExpression':
        case 'mdxTextExpression': {
          let expression;
          try {
            expression = programExpression(node.data?.estree);
          } catch {
            expression = node;
          }
          if (expression) {
            report(
              'error',
              'mdx/expression-unsupported',
              `JavaScript expression \`{${node.value.trim().slice(0, 40)}}\` is not supported`,
              node,
              'docsgen does not run code from MDX; write the value out, or escape a literal brace as `\\{`',
            );
          }
          // Comments (`{/* … */}`) and rejected expressions leave nothing in the output.
          children.splice(index--, 1);
          continue;
        }
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          if (!visitJsx(node)) {
            children.splice(index--, 1);
            continue;
          }
          break;
      }
      if ('children' in node) walk(node as Parent);
    }
  };
  walk(tree);

  if (diagnostics.some((d) => d.severity === 'error')) {
    return { html: '', toc, headingIds, excerpt: excerpt ?? '', diagnostics };
  }
  const hast = toHast(tree, { allowDangerousHtml: options.format === 'md', passThrough: MDX_NODE_TYPES }) as HastRoot;
  let html: string;
  if (usesComponents) {
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
          expression.type === 'Identifier' && Object.hasOwn(mdxComponents, expression.name)
            ? mdxComponents[expression.name]
            : staticValue(expression),
        evaluateProgram: (program) => {
          const expression = programExpression(program);
          return expression ? staticValue(expression) : undefined;
        },
      }),
    });
    html = renderToString(createElement(Fragment, null, element));
  } else {
    html = toHtml(hast, { allowDangerousHtml: true });
  }

  return {
    html,
    ...(contentTitle !== undefined ? { contentTitle } : {}),
    toc,
    headingIds,
    excerpt: excerpt ?? '',
    diagnostics,
  };
}

