/**
 * A page's mdast → plain Markdown for its twin (see source-edits.ts for how the source is
 * kept): admonitions as blockquotes that name their kind, tabs as labelled sections,
 * `<details>` as its summary in bold and its content, other components as their content,
 * imports and exports dropped, expressions as their string value. No HTML is left.
 */
import type { Code, Heading, List, Nodes, Parents, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { attributeValue, codeBlockToCode, hasLiteralCode, isJsxElement, type JsxElement } from '../content/jsx-elements.ts';
import { programExpression, staticValue } from '../content/static-value.ts';
import { ADMONITIONS, isAdmonitionType } from '../shared/admonitions.ts';
import { applyEdits, codeSpan, dedent, fence, htmlText, indentAfterFirst, offsetsOf, quote, tidy, type SourceEdit } from './source-edits.ts';

export interface TwinContext {
  /** The text the tree was parsed from: node positions are offsets in it. */
  source: string;
  /** A link's URL as a reader of the twin elsewhere can follow it (absolute). */
  link: (url: string) => string;
  /** The same for an image. */
  image: (url: string) => string;
  /** The twin of a page's partial by its import path (`./_setup.mdx`); undefined when it has none. */
  partial?: (path: string) => string | undefined;
}

/** Component name → import path of the partials a page imports (`import Setup from './_setup.mdx'`). */
type Partials = ReadonlyMap<string, string>;

interface Walk extends TwinContext {
  partials: Partials;
  /** Inside a GFM table, where a `|` in a code span must be escaped. */
  inTable?: boolean;
}

/** Node types whose text is replaced as a whole, wherever they are. */
const FLOW_REWRITES = new Set(['mdxJsxFlowElement', 'containerDirective', 'leafDirective', 'mdxjsEsm', 'mdxFlowExpression', 'html']);

/** Whether a block or something in it must be rewritten block by block (its source cannot be kept whole). */
function needsRewrite(node: Nodes): boolean {
  // Inline content is edited in place (see collectEdits).
  if (node.type === 'paragraph' || node.type === 'table') return false;
  if (FLOW_REWRITES.has(node.type) || node.type === 'heading') return true;
  if (node.type === 'code' || !('children' in node)) return false;
  return (node.children as Nodes[]).some((child) => child.type !== 'paragraph' && needsRewrite(child));
}

/** The string an MDX expression prints (`{'text'}`, `{42}`); empty for comments and code. */
function expressionText(node: { value: string; data?: { estree?: Parameters<typeof programExpression>[0] } }): string {
  try {
    const expression = programExpression(node.data?.estree);
    const value = expression ? staticValue(expression) : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  } catch {
    return '';
  }
}

const stringAttribute = (element: JsxElement, name: string): string | undefined => {
  const value = attributeValue(element, name);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
};

/** A link's `(url "title")` (or a definition's target) with the URL made absolute. */
const target = (url: string, title: string | null | undefined): string => `${url.includes(' ') || url === '' ? `<${url}>` : url}${title ? ` "${title.replace(/"/g, '\\"')}"` : ''}`;

/** The replacements inside inline content: link targets, inline components, expressions, HTML. */
function collectEdits(node: Nodes, outer: Walk, edits: SourceEdit[]): void {
  if (!('children' in node)) return;
  const walk = node.type === 'table' ? { ...outer, inTable: true } : outer;
  for (const child of node.children as Nodes[]) {
    const at = offsetsOf(child);
    if (!at) continue;
    switch (child.type) {
      case 'link': {
        // The target follows the text's closing `]`: `[text](url)`; autolinks are absolute already.
        const textEnd = child.children.length ? offsetsOf(child.children.at(-1)!)?.end : at.start + 1;
        if (textEnd !== undefined && walk.source.startsWith('](', textEnd)) edits.push({ start: textEnd + 1, end: at.end, text: `(${target(walk.link(child.url), child.title)})` });
        collectEdits(child, walk, edits);
        break;
      }
      case 'image':
        edits.push({ ...at, text: `![${child.alt ?? ''}](${target(walk.image(child.url), child.title)})` });
        break;
      case 'definition':
        edits.push({ ...at, text: `[${child.label ?? child.identifier}]: ${target(walk.link(child.url), child.title)}` });
        break;
      case 'mdxJsxTextElement':
        edits.push({ ...at, text: inlineElement(child, walk) });
        break;
      case 'mdxTextExpression':
        edits.push({ ...at, text: expressionText(child) });
        break;
      case 'html':
        edits.push({ ...at, text: htmlText(child.value) });
        break;
      default:
        // A text directive (`:string` in `key:string`) is text to every reader but remark-directive: kept as written.
        collectEdits(child, walk, edits);
    }
  }
}

/** A node's source with its inline replacements, at the top level (its container's indentation removed). */
function sliced(node: Nodes, walk: Walk): string {
  const at = offsetsOf(node);
  if (!at) return toString(node);
  const edits: SourceEdit[] = [];
  collectEdits(node, walk, edits);
  return dedent(applyEdits(walk.source, at.start, at.end, edits), (node.position?.start.column ?? 1) - 1);
}

/** The inline content of a parent (a paragraph's, a component's), replacements made. */
function inline(parent: Parents, walk: Walk): string {
  const first = parent.children[0];
  const last = parent.children.at(-1);
  const start = first && offsetsOf(first)?.start;
  const end = last && offsetsOf(last)?.end;
  if (start === undefined || end === undefined) return toString(parent);
  const edits: SourceEdit[] = [];
  collectEdits(parent, walk, edits);
  return dedent(applyEdits(walk.source, start, end, edits), (first!.position?.start.column ?? 1) - 1).trim();
}

/** The text of inline content as a reader sees it: a text directive (`:string`) is the text it was written as. */
function plainText(node: Nodes, source: string): string {
  if (node.type === 'textDirective') {
    const at = offsetsOf(node);
    return at ? source.slice(at.start, at.end) : toString(node);
  }
  if ('children' in node) return (node.children as Nodes[]).map((child) => plainText(child, source)).join('');
  return 'value' in node && (node.type === 'text' || node.type === 'inlineCode') ? node.value : '';
}

/** An inline component: the few HTML elements with a Markdown form take it, others are their text. */
function inlineElement(element: JsxElement, walk: Walk): string {
  const text = inline(element, walk);
  switch (element.name) {
    case 'br':
      return ' ';
    case 'code':
    case 'kbd': {
      const code = plainText(element, walk.source);
      return code ? codeSpan(walk.inTable ? code.replace(/\|/g, '\\|') : code) : '';
    }
    case 'strong':
    case 'b':
      return text ? `**${text}**` : '';
    case 'em':
    case 'i':
      return text ? `*${text}*` : '';
    case 'a': {
      const href = stringAttribute(element, 'href');
      return href !== undefined && text ? `[${text}](${target(walk.link(href), null)})` : text;
    }
    case 'img': {
      const src = stringAttribute(element, 'src');
      return src !== undefined ? `![${stringAttribute(element, 'alt') ?? ''}](${target(walk.image(src), null)})` : '';
    }
    default:
      return text;
  }
}

/** `> **Note:** …`: the kind in bold, with the title when it has one. */
export function admonition(kind: string, title: string | undefined, body: string): string {
  const label = isAdmonitionType(kind) ? ADMONITIONS[kind].label : kind.charAt(0).toUpperCase() + kind.slice(1);
  if (title) return quote(`**${label}: ${title}**${body ? `\n\n${body}` : ''}`);
  // The kind runs into the first paragraph, as a reader would write it.
  return quote(body && !/^[>#\-*+`|\d]/.test(body) ? `**${label}:** ${body}` : `**${label}:**${body ? `\n\n${body}` : ''}`);
}

/** A code node as a fence with exactly its code, wherever it was (a `<CodeBlock>`, an indented tab). */
const codeFence = (node: Code): string => fence(node.value, node.lang, node.meta);

/** A flow component, by name. */
function flowElement(element: JsxElement, walk: Walk): string {
  const children = element.children as RootContent[];
  const body = (): string => blocks(children, walk);
  const partial = element.name ? walk.partials.get(element.name) : undefined;
  if (partial !== undefined) return walk.partial?.(partial) ?? '';
  switch (element.name) {
    case 'Tabs':
      return children
        .map((child) => (isJsxElement(child) && child.name === 'TabItem' ? labelled(stringAttribute(child, 'label') ?? stringAttribute(child, 'value') ?? '', blocks(child.children as RootContent[], walk)) : block(child, walk)))
        .filter(Boolean)
        .join('\n\n');
    case 'Admonition':
      return admonition(stringAttribute(element, 'type') ?? 'note', stringAttribute(element, 'title'), body());
    case 'Details':
    case 'details': {
      const summary = children.find((child): child is JsxElement => isJsxElement(child) && child.name === 'summary');
      const label = stringAttribute(element, 'summary') ?? (summary ? inline(summary, walk) : 'Details');
      return labelled(label, blocks(children.filter((child) => child !== summary), walk));
    }
    case 'summary':
      return labelled(inline(element, walk), '');
    case 'CodeBlock':
      return hasLiteralCode(element) ? codeFence(codeBlockToCode(element, walk.source)) : '';
    case 'img':
    case 'br':
    case 'code':
      return inlineElement(element, walk);
    case 'hr':
      return '---';
    default:
      // Text written on the component's own line is inline content, not blocks.
      return children.some((child) => child.type === 'text' || child.type.startsWith('mdxText') || child.type === 'strong' || child.type === 'emphasis' || child.type === 'inlineCode' || child.type === 'link') ? inline(element, walk) : body();
  }
}

/** A section under a bold label line: a tab, a details block. */
const labelled = (label: string, body: string): string => [label ? `**${label}**` : '', body].filter(Boolean).join('\n\n');

function list(node: List, walk: Walk): string {
  return node.children
    .map((item, index) => {
      const marker = node.ordered ? `${(node.start ?? 1) + index}.` : '-';
      const check = item.checked === true ? '[x] ' : item.checked === false ? '[ ] ' : '';
      return indentAfterFirst(`${marker} ${check}${blocks(item.children, walk)}`, marker.length + 1);
    })
    .join(node.spread ? '\n\n' : '\n');
}

/** `## Setup {#setup}` → `## Setup`: heading ids are the site's, not the reader's. */
const heading = (node: Heading, walk: Walk): string => sliced(node, walk).replace(/[ \t]*\\?\{#[^}\s]+\}[ \t]*(?=#*\s*$)/, '');

/** One block of the page as Markdown; empty when nothing of it is left. */
function block(node: RootContent, walk: Walk): string {
  if (!needsRewrite(node)) return node.type === 'code' && (node.position?.start.column ?? 1) > 1 ? codeFence(node) : sliced(node, walk);
  switch (node.type) {
    case 'heading':
      return heading(node, walk);
    case 'mdxjsEsm':
      return '';
    case 'mdxFlowExpression':
      return expressionText(node);
    case 'html':
      return htmlText(node.value).trim();
    case 'mdxJsxFlowElement':
      return flowElement(node, walk);
    case 'containerDirective': {
      const [first, ...rest] = node.children;
      const hasLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel === true;
      const title = hasLabel ? inline(first, walk) : (node.attributes?.title ?? undefined);
      const body = blocks(hasLabel ? rest : node.children, walk);
      return isAdmonitionType(node.name) ? admonition(node.name, title, body) : labelled(title ?? '', body);
    }
    case 'leafDirective':
      // Not a docsgen directive: text, as written.
      return sliced(node, walk);
    case 'blockquote':
      return quote(blocks(node.children, walk));
    case 'list':
      return list(node, walk);
    default:
      return 'children' in node ? blocks(node.children as RootContent[], walk) : sliced(node, walk);
  }
}

/** Blocks one after the other, separated by a blank line. */
function blocks(nodes: readonly RootContent[], walk: Walk): string {
  return tidy(nodes.map((node) => block(node, walk)).filter((text) => text.trim() !== '').join('\n\n'));
}

/** `import Name from './_partial.mdx'`: a partial a page shows as `<Name />`. */
export const IMPORT_PARTIAL = /import\s+([A-Z][\w$]*)\s+from\s+['"]([^'"]+\.mdx?)['"]/g;

/** Component name → path of each Markdown file the page imports as a component. */
function partialsOf(nodes: readonly RootContent[]): Partials {
  const partials = new Map<string, string>();
  for (const node of nodes) if (node.type === 'mdxjsEsm') for (const [, name, path] of node.value.matchAll(IMPORT_PARTIAL)) partials.set(name!, path!);
  return partials;
}

/** The Markdown of a parsed page's content (front matter excluded), for its twin. */
export function mdxToMarkdown(tree: { children: RootContent[] }, context: TwinContext): string {
  const walk: Walk = { ...context, partials: partialsOf(tree.children) };
  return blocks(tree.children, walk);
}
