/** Visitors of Markdown blocks: headings (ids, TOC, anchor links), code (highlighted, collected for the sample checks) and images. */
import type { Code, Heading, Image } from 'mdast';
import type { Element } from 'hast';
import { toString } from 'mdast-util-to-string';
import { didYouMean } from '../diagnostics/diagnostic.ts';
import { parseCodeMeta, shownCode } from './code-meta.ts';
import { deferredCodeElement } from './deferred-code.ts';
import { codeBlock, highlightCode } from './highlight.ts';
import { languageOf, supportedLanguages } from './languages.ts';
import type { TransformContext } from './transform-context.ts';
import { HEADING_LINK_CLASS } from '../shared/heading-link.ts';

/** `## Title {#my-id}`: an id of any characters but `{#` and `}`, trimmed, as Docusaurus reads it (`{#stage-0:-decorators}`). */
const CUSTOM_ID = /\s*\{#((?:(?!\{#)[^}])+)\}\s*$/;
/** Docusaurus 3's MDX-safe heading id: `## Title {/* #my-id *\/}`, the comment alone in its braces; its first word is the id. */
const COMMENT = /^\s*\/\*((?:(?!\*\/)[\s\S])*)\*\/\s*$/;

/** The id a heading's comment gives: its first word after `#`, as Docusaurus takes it. */
function commentId(expression: string): string | undefined {
  const first = COMMENT.exec(expression)?.[1]!.trim().split(' ')[0];
  return first?.startsWith('#') && first.length > 1 ? first.slice(1) : undefined;
}
/** Root-level blocks before this index are "above the fold": their images load eagerly. */
const EAGER_BLOCKS = 3;

function customId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type === 'mdxTextExpression') {
    const id = commentId(last.value);
    if (!id) return undefined;
    heading.children.pop();
    const before = heading.children.at(-1);
    if (before?.type === 'text') before.value = before.value.trimEnd();
    return id;
  }
  if (last?.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (!last.value) heading.children.pop();
  return match[1]!.trim();
}

export function visitHeading(ctx: TransformContext, heading: Heading): void {
  const explicit = customId(heading);
  const text = toString(heading).trim();
  const id = explicit ?? ctx.slugger.slug(text);
  heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
  ctx.result.headingIds.push(id);
  if (heading.depth === 1 && ctx.result.contentTitle === undefined) ctx.result.contentTitle = text;
  if (heading.depth >= ctx.options.tocLevels.min && heading.depth <= ctx.options.tocLevels.max) ctx.result.toc.push({ id, text, depth: heading.depth });
  if (heading.depth > 1) {
    // The `#` anchor shown on hover: a real link, so it is focusable and copyable.
    heading.children.push({
      type: 'link',
      url: `#${id}`,
      data: { hProperties: { className: [HEADING_LINK_CLASS], ariaLabel: (ctx.options.headingLinkLabel ?? defaultHeadingLinkLabel)(text) } },
      children: [{ type: 'text', value: '#' }],
    });
  }
}

/** The `#` links' accessible name in English, the theme's default. */
export const defaultHeadingLinkLabel = (heading: string): string => `Direct link to ${heading}`;

export function visitCode(ctx: TransformContext, code: Code): void {
  const written = code.lang ?? '';
  const start = code.position?.start;
  const { fromCodeBlock, firstColumn } = (code.data ?? {}) as { fromCodeBlock?: boolean; firstColumn?: number };
  // A fenced block's code starts on the line after its fence; an indented block's on its own.
  const fenced = !fromCodeBlock && (start?.offset === undefined || /^(`{3,}|~{3,})/.test(ctx.options.source.slice(start.offset, start.offset + 3)));
  ctx.result.codeBlocks.push({
    lang: written.toLowerCase(),
    meta: code.meta ?? '',
    value: code.value,
    file: ctx.options.file,
    line: (start?.line ?? 1) + (fenced ? 1 : 0),
    column: start?.column ?? 1,
    ...(firstColumn ? { firstColumn } : {}),
  });
  if (ctx.options.mermaid && written.toLowerCase() === 'mermaid') {
    code.data = { ...code.data, docsgenHast: mermaidIsland(code.value) } as Code['data'];
    return;
  }
  if (ctx.options.mode === 'code' && ctx.options.siteCode) {
    code.data = { ...code.data, docsgenHast: codeAsWritten(code, ctx.options.siteCode) } as Code['data'];
    return;
  }
  let lang = languageOf(written);
  if (lang === undefined) {
    const guess = didYouMean(written, supportedLanguages());
    // ```title="a.js": the fence's first word is its language, so an attribute there is one too.
    const attribute = /^[\w-]+=/.test(written);
    const hint = attribute ? `a code block's first word is its language: write one before \`${written}\` (\`\`\`text ${written}\`)` : guess ? `did you mean \`${guess}\`?` : `supported: ${supportedLanguages().join(', ')}`;
    ctx.report('warning', 'content/unknown-language', `Unknown code block language \`${written}\`; shown as plain text`, code, hint);
    lang = '';
  }
  const meta = parseCodeMeta(code.meta);
  const shown = shownCode(written, code.meta ?? '', code.value);
  // A page compiled as code renders its placeholders through React (see fillDeferredCode), unless
  // the site's MDXComponents may replace the elements a highlighted block is made of.
  const deferred = ctx.options.highlight === 'defer' && (ctx.options.mode === 'html' || !ctx.options.anyComponent);
  const hast = deferred
    ? deferredCodeElement({ code: shown, lang, meta: code.meta ?? '', label: written.toLowerCase() }, ctx.options.mode === 'code')
    : ctx.options.highlight
    ? highlightCode({ code: shown, lang, meta, label: written.toLowerCase() })
    : codeBlock({ pre: { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: shown }] }] }, ...(meta.title ? { title: meta.title } : {}) });
  code.data = { ...code.data, docsgenHast: hast } as Code['data'];
}

/**
 * A fenced block as Docusaurus's MDX hands it to MDXComponents: `pre > code` with the language
 * as a class, the rest of the fence line as `metastring` (its codeCompat plugin), the code with
 * a final line break (mdast-util-to-hast). Without a `pre` of the site's, the code alone: the
 * classic theme's `pre` only renders its children.
 */
function codeAsWritten(code: Code, siteCode: 'code' | 'pre'): Element {
  const element: Element = {
    type: 'element',
    tagName: 'code',
    properties: { ...(code.lang ? { className: [`language-${code.lang}`] } : {}), ...(code.meta ? { metastring: code.meta } : {}) },
    children: [{ type: 'text', value: code.value ? `${code.value}\n` : '' }],
  };
  return siteCode === 'pre' ? { type: 'element', tagName: 'pre', properties: {}, children: [element] } : element;
}

/** Size, lazy loading and alt check for an image; false when its URL was unsafe and it is dropped. */
export function visitImage(ctx: TransformContext, image: Image): boolean {
  if (!image.alt?.trim()) {
    ctx.report('warning', 'content/missing-alt', `Image \`${image.url.slice(0, 60)}\` has no alt text`, image, 'describe the image for screen readers: `![What it shows](…)`');
  }
  const resolved = ctx.checkUrl(image.url, 'image', image);
  if (!resolved) return false;
  image.url = resolved.url;
  image.data = {
    ...image.data,
    hProperties: {
      ...(resolved.size ? { width: resolved.size.width, height: resolved.size.height } : {}),
      ...(ctx.rootIndex >= EAGER_BLOCKS ? { loading: 'lazy' } : {}),
      decoding: 'async',
    },
  };
  return true;
}

/**
 * A Mermaid diagram: an island the client script draws near the viewport with the site's
 * `mermaid` package (see client/islands/mermaid-island.ts); until then, and without
 * JavaScript, its source.
 */
function mermaidIsland(source: string): Element {
  const pre: Element = { type: 'element', tagName: 'pre', properties: { className: ['mermaid__source'] }, children: [{ type: 'text', value: source }] };
  const figure: Element = { type: 'element', tagName: 'div', properties: { className: ['mermaid'] }, children: [pre] };
  return { type: 'element', tagName: 'docsgen-island', properties: { dataIsland: 'mermaid', dataProps: JSON.stringify({ value: source }) }, children: [figure] };
}
