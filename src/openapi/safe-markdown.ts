import type { Element, Root as HastRoot } from 'hast';
import type { Html, Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parseFast } from '../content/fast-markdown/parse-fast.ts';
import { gfmPartsFor, remarkGfmParts } from '../content/gfm-parts.ts';
import { boundedMemo } from '../shared/bounded-memo.ts';
import { hastToHtml } from '../shared/hast-html.ts';

/**
 * One parser per set of GFM parts a description can use (see gfm-parts.ts): most have no
 * table, URL or `~`, and GFM's autolink literals alone doubled the parse of GitHub's
 * descriptions.
 */
const processors = new Map<number, ReturnType<typeof makeProcessor>>();
const makeProcessor = (gfm: number) => unified().use(remarkParse).use(remarkGfmParts, gfm).freeze();

function processorFor(markdown: string): ReturnType<typeof makeProcessor> {
  const gfm = gfmPartsFor(markdown);
  let processor = processors.get(gfm);
  if (!processor) processors.set(gfm, (processor = makeProcessor(gfm)));
  return processor;
}

/** Characters that may start Markdown syntax; text without them renders as one paragraph. */
const MARKDOWN_SYNTAX = /[\\`*_[\]<>#|~&!=:(){}]|^\s*(?:[-+>]|\d+[.)])|\n\s*\n|https?:|www\.|@/m;
const SAFE_URL = /^(?:https?:|mailto:|#|\/|\.{0,2}\/|[^:]*$)/i;

/** Whether a URL from an untrusted document may become an href: http(s), mailto, relative, `#`. */
export function isSafeUrl(url: string): boolean {
  return SAFE_URL.test(url.trim());
}

/**
 * Render Markdown from an untrusted document (an OpenAPI description) to HTML: raw HTML is
 * shown as escaped text, only safe URLs are kept, external links open with `rel="noopener noreferrer"`.
 * Never parsed as MDX, so `{`, `<T>` or `</b>` show as written. Root-relative links (`/rest/…`)
 * point under `linkBase` when given: a third party's document links to its own site.
 */
export function renderSafeMarkdown(markdown: unknown, linkBase?: string, rendered?: (key: string, compute: () => string) => string): string {
  if (typeof markdown !== 'string' || !markdown.trim()) return '';
  // Most descriptions are one plain sentence: skip the Markdown parser for those.
  if (!MARKDOWN_SYNTAX.test(markdown)) return `<p>${markdown.trim().replace(/&/g, '&#x26;').replace(/\s+/g, ' ')}</p>`;
  const render = (): string => renderMarkdownDescription(markdown, linkBase?.replace(/\/+$/, ''));
  return rendered ? rendered(linkBase ? `${linkBase}\n${markdown}` : markdown, render) : render();
}

/**
 * renderSafeMarkdown for one document, rendering each distinct description once: a `$ref`'d
 * schema's descriptions appear on every operation that shows it. What it keeps goes with it
 * once the document is compiled: kept for the whole process, GitHub's descriptions and
 * examples held ~100 MB through the rest of the build.
 */
export function safeMarkdownRenderer(linkBase?: string): (markdown: unknown) => string {
  const rendered = boundedMemo<string>({ entries: 10_000, chars: 64_000_000 });
  return (markdown) => renderSafeMarkdown(markdown, linkBase, rendered);
}

/**
 * A description's mdast: docsgen's fast parser where it reads the description exactly
 * (see content/fast-markdown/), else micromark with the GFM parts it can use. No directives:
 * `:::` in a description is text. `fastParse: false` always uses micromark (tests compare the two).
 */
export function descriptionTree(markdown: string, { fastParse = true }: { fastParse?: boolean } = {}): Root {
  return (fastParse ? parseFast(markdown, { mdx: false, directives: false }) : undefined) ?? processorFor(markdown).parse(markdown);
}

function renderMarkdownDescription(markdown: string, linkBase: string | undefined): string {
  const tree = descriptionTree(markdown);
  // Raw HTML is shown as the text it is: `<T>` in a description is a type, not a tag.
  visit(tree, 'html', (node: Html, index, parent) => {
    if (parent && index !== undefined) parent.children[index] = { type: 'text', value: node.value } as never;
  });
  const hast = toHast(tree, { allowDangerousHtml: false }) as HastRoot;
  visit(hast, 'element', (node: Element) => {
    for (const key of ['href', 'src'] as const) {
      const value = node.properties[key];
      if (typeof value === 'string' && !isSafeUrl(value)) delete node.properties[key];
      else if (linkBase && typeof value === 'string' && /^\/(?!\/)/.test(value)) node.properties[key] = `${linkBase}${value}`;
    }
    if (node.tagName === 'a' && typeof node.properties.href === 'string' && /^https?:/i.test(node.properties.href)) {
      node.properties.rel = ['noopener', 'noreferrer'];
    }
  });
  return hastToHtml(hast);
}
