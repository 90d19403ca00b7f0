import { createElement } from 'react';
import type { ExplorerConfig } from '../config/site-config.ts';
import { boundedMemo } from '../shared/bounded-memo.ts';
import { htmlToText } from '../shared/html-text.ts';
import { explorerProps } from './explorer-props.ts';
import { ApiOverviewContent, ApiSchemaContent, tagAnchor } from '../../templates/api/ApiContent.tsx';
import { ApiOperationContent } from '../../templates/api/ApiOperation.tsx';
import type { LocaleMessages } from '../../templates/translate.ts';
import { ENGLISH, operationToc, overviewToc, renderApiContent, schemaToc } from './api-chrome.ts';
import { exampleLang, type HighlightedCode } from '../../templates/api/ApiParts.tsx';
import { parseCodeMeta } from '../content/code-meta.ts';
import { highlightCode, plainJsonBlockHtml, resolveLanguage } from '../content/highlight.ts';
import { highlightSample } from './sample-highlight.ts';
import { deepLinkResolver } from './deep-links.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { anchorsOf } from '../content/compile-page.ts';
import type { CompiledPage, TocItem } from '../types.ts';
import type { ApiMediaType, ApiReference } from './api-model.ts';
import type { ParsedSpec } from './parse-spec.ts';
import { hashKey } from '../site/compile-cache.ts';
import { hastToHtml } from '../shared/hast-html.ts';

/** Pages over this many bytes of content HTML get a warning: reference pages should stay small. */
const PAGE_SIZE_WARNING = 300_000;

/** What the sidebars need of the reference: operations by tag, then schemas. */
export interface ApiSidebarData {
  /** Each tag's section on the overview page: where a closed tag category links. */
  tags: Array<{ name: string; label: string; description?: string; href: string; operations: Array<{ title: string; method: string; path: string; route: string }> }>;
  /** `x-tagGroups`: the sidebar shows each group as a category of its tags. */
  tagGroups?: Array<{ name: string; tags: string[] }>;
  schemasHref: string;
  schemas: Array<{ name: string; route: string }>;
  webhooksHref: string;
  webhooks: Array<{ title: string; method: string; route: string }>;
  /** The API's changelog page (see api-changelog/), listed after its schemas. */
  changelog?: { label: string; route: string };
}

/**
 * JSON examples already highlighted, for one reference's pages: a document repeats its shared
 * examples on many operations (GitHub's: 3,781 examples, 1,749 distinct). Made for each
 * buildApiPages, so nothing is kept once its pages are rendered (see safeMarkdownRenderer).
 */
const jsonBlockMemo = (): JsonBlocks => boundedMemo<string | undefined>({ entries: 5_000, chars: 64_000_000 });
type JsonBlocks = (code: string, compute: () => string | undefined) => string | undefined;

function highlightAll(blocks: Array<{ lang: string; code: string; generated?: boolean }>, enabled: boolean, jsonBlocks: JsonBlocks): HighlightedCode {
  const out = new Map<string, Map<string, string>>();
  if (!enabled) return out;
  for (const { lang, code, generated } of blocks) {
    let byCode = out.get(lang);
    if (!byCode) out.set(lang, (byCode = new Map()));
    if (byCode.has(code)) continue;
    // Not in the code-block cache: the compiled reference is cached whole, page by page.
    byCode.set(code, generated ? highlightSample(code, lang) : (lang === 'json' ? jsonBlocks(code, () => plainJsonBlockHtml(code)) : undefined) ?? hastToHtml(highlightCode({ code, lang: resolveLanguage(lang) ?? '', label: lang, meta: parseCodeMeta(''), cache: false })));
  }
  return out;
}

const exampleBlocks = (contents: ApiMediaType[]): Array<{ lang: string; code: string }> =>
  contents.flatMap((media) => [...(media.example !== undefined ? [media.example] : []), ...(media.examples ?? []).map((example) => example.code)].map((code) => ({ lang: exampleLang(media.mediaType), code })));

function summarize(html: string, fallback: string): string {
  const text = htmlToText(html);
  if (!text) return fallback;
  const sentence = /^.{20,200}?[.!?](?=\s|$)/.exec(text)?.[0];
  return sentence ?? (text.length > 200 ? `${text.slice(0, 197)}…` : text);
}

type Position = { line: number; column: number };

interface PageInput {
  id: string;
  route: string;
  file: string;
  title: string;
  description: string;
  toc: TocItem[];
  html: string;
  /** An operation's id: search finds the page by it (`createCheckout`). */
  keywords?: string[];
  noSidebar?: boolean;
  /** Where in the document messages about the page point (its description). */
  at: Position;
}

/** A site path or anchor as written in Markdown: `(/docs/a#b)`, `[x]: #c`, `"/d"`. */
const WRITTEN_URL = /(?<=^|[\s(<"'=[])[/#][^\s()<>"'[\]]*/gm;

/**
 * Where in the document a link of a page was written. Descriptions keep the URL as written
 * (links are not rewritten), so it is found in the source: its first occurrence at or after
 * the page's own position (an operation's parameters and responses are written inside it),
 * else its first anywhere (a shared component), else the page's position. The source is
 * scanned once: pages of a large document have thousands of links.
 */
function linkLocator(spec: Pick<ParsedSpec, 'source' | 'lines'> | undefined): (url: string, from: Position) => Position {
  if (spec === undefined) return (_url, from) => from;
  const written = new Map<string, number[]>();
  for (const match of spec.source.matchAll(WRITTEN_URL)) {
    const offsets = written.get(match[0]);
    if (offsets) offsets.push(match.index);
    else written.set(match[0], [match.index]);
  }
  return (url, from) => {
    const offsets = written.get(url);
    if (!offsets) return from;
    const start = (spec.lines.lineStarts[from.line - 1] ?? 0) + from.column - 1;
    const { line, col } = spec.lines.linePos(offsets.find((offset) => offset >= start) ?? offsets[0]!);
    return { line, column: col };
  };
}

function page(options: PageInput, locateLink: (url: string, from: Position) => Position): CompiledPage {
  const { at } = options;
  return {
    id: options.id,
    route: options.route,
    file: options.file,
    title: options.title,
    hasContentTitle: false,
    description: options.description,
    keywords: options.keywords ?? [],
    sidebarLabel: options.title,
    toc: options.toc,
    headingIds: options.toc.map((item) => item.id),
    html: options.html,
    htmlKey: hashKey('html', options.html),
    // Links from the document's descriptions: checked like links in pages.
    links: [...options.html.matchAll(/<a [^>]*?href="(\/[^"]*|#[^"]*)"/g)].map((match) => {
      const url = match[1]!.replace(/&amp;/g, '&');
      return { url, written: match[1]!, text: '', ...locateLink(url, at) };
    }),
    anchors: anchorsOf(options.html, options.toc.map((item) => item.id)),
    codeBlocks: [],
    frontMatter: options.noSidebar ? { displayed_sidebar: null } : {},
  };
}

/**
 * Render the reference into pages shaped like compiled Markdown pages, so routing, sidebars
 * and layout treat them alike. Code samples and examples are highlighted here.
 */
export function buildApiPages(
  reference: ApiReference,
  options: {
    file: string;
    /** The parsed document, to find where its links are written. */
    spec?: Pick<ParsedSpec, 'source' | 'lines'>;
    withBase: (route: string) => string;
    highlight?: boolean;
    explorer?: ExplorerConfig;
    /** The API's OAuth 2.0 redirect page (base URL included), when the explorer may get tokens. */
    oauthRedirectPath?: string;
    configFile?: string;
    /** The locale's messages of the reference's chrome (see apiChromeMessages); English when not given. */
    i18n?: LocaleMessages;
    /**
     * Render only the page at this route (`docsgen dev`'s first pages): the others keep their
     * title, description and table of contents, with no HTML, which is all navigation needs.
     */
    onlyRoute?: string;
  },
): { pages: CompiledPage[]; sidebar: ApiSidebarData; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const { explorer, i18n = ENGLISH } = options;
  const serverUrls = new Set(reference.operations.flatMap((op) => op.serverTemplates.map((server) => server.url.replace(/\/$/, ''))));
  if (explorer?.defaultServer && !serverUrls.has(explorer.defaultServer.replace(/\/$/, ''))) {
    diagnostics.push({
      code: 'openapi/unknown-default-server',
      severity: 'warning',
      message: `\`openapi.explorer.defaultServer\` is \`${explorer.defaultServer}\`, which is not a server of the OpenAPI document`,
      // The setting is wrong, not the document: point at config.yaml.
      file: options.configFile ?? options.file,
      ...(explorer.at ? { line: explorer.at.line, column: explorer.at.column } : {}),
      hint: `use one of: ${[...serverUrls].join(', ') || '(the document lists no servers)'}`,
    });
  }
  const pages: CompiledPage[] = [];
  const locateLink = linkLocator(options.spec);
  const wanted = (route: string): boolean => options.onlyRoute === undefined || options.onlyRoute === route;
  const linked = deepLinkResolver(reference, options.withBase);
  const jsonBlocks = jsonBlockMemo();
  /** A page of the reference, with a warning when it is too large. */
  const checkedPage = (input: PageInput): CompiledPage => {
    const result = page({ ...input, html: linked(input.html) }, locateLink);
    if (result.html.length > PAGE_SIZE_WARNING) {
      diagnostics.push({ code: 'openapi/large-page', severity: 'warning', message: `The page ${result.route} is ${Math.round(result.html.length / 1024)} KB of HTML`, file: options.file, ...input.at, hint: 'split very large schemas, or give deep inline objects their own component schema' });
    }
    return result;
  };

  for (const op of [...reference.operations, ...reference.webhooks]) {
    const render = wanted(op.route);
    const highlighted = highlightAll([
      ...op.samples,
      ...exampleBlocks(op.requestBody?.contents ?? []),
      ...op.responses.flatMap((response) => exampleBlocks(response.contents)),
      ...op.callbacks.flatMap((callback) => exampleBlocks(callback.requestBody?.contents ?? [])),
    ], options.highlight !== false && render, jsonBlocks);
    pages.push(
      checkedPage({
        id: op.webhook ? `openapi/webhooks/${op.slug}` : `openapi/${op.slug}`,
        route: op.route,
        file: options.file,
        title: op.title,
        description: summarize(op.descriptionHtml, `${op.method} ${op.path}`),
        ...(op.operationId ? { keywords: [op.operationId] } : {}),
        toc: operationToc(op, i18n),
        html: render ? renderApiContent(createElement(ApiOperationContent, { op, highlighted, ...(explorer && !op.webhook ? { explorer: explorerProps(op, explorer, options.oauthRedirectPath) } : {}) }), i18n) : '',
        at: op.at,
      }),
    );
  }

  for (const schema of reference.schemas) {
    const render = wanted(schema.route);
    const highlighted = highlightAll(schema.example !== undefined ? [{ lang: 'json', code: schema.example }] : [], options.highlight !== false && render, jsonBlocks);
    pages.push(
      checkedPage({
        id: `openapi/schemas/${schema.slug}`,
        route: schema.route,
        file: options.file,
        title: schema.name,
        description: summarize(schema.node.descriptionHtml ?? '', `The ${schema.name} schema of the ${reference.overview.title}.`),
        toc: schemaToc(schema, i18n),
        html: render ? renderApiContent(createElement(ApiSchemaContent, { schema, highlighted }), i18n) : '',
        at: schema.at,
      }),
    );
  }

  const overview = reference.overview;
  const withBase = Object.fromEntries(reference.operations.map((op) => [op.route, options.withBase(op.route)]));
  pages.push(
    page(
      {
        id: 'openapi/overview',
        route: overview.route,
        file: options.file,
        at: overview.at,
        title: overview.title,
        description: summarize(overview.descriptionHtml, `Reference of the ${overview.title}.`),
        toc: overviewToc(reference, i18n),
        html: !wanted(overview.route) ? '' : linked(renderApiContent(createElement(ApiOverviewContent, { overview, withBase, webhooks: reference.webhooks.map((op) => ({ title: op.title, method: op.method, href: options.withBase(op.route) })), schemas: reference.schemas.map((schema) => ({ name: schema.name, href: options.withBase(schema.route) })) }), i18n)),
        noSidebar: true,
      },
      locateLink,
    ),
  );

  return {
    pages,
    sidebar: {
      tags: reference.tags.map((tag) => ({ name: tag.name, label: tag.label, ...(tag.descriptionHtml ? { description: htmlToText(tag.descriptionHtml) } : {}), href: `${options.withBase(overview.route)}#${tagAnchor(tag.name)}`, operations: tag.operations.map(({ title, method, path, route }) => ({ title, method, path, route })) })),
      ...(overview.tagGroups ? { tagGroups: overview.tagGroups } : {}),
      schemasHref: `${options.withBase(overview.route)}#schemas`,
      schemas: reference.schemas.map((schema) => ({ name: schema.name, route: schema.route })),
      webhooksHref: `${options.withBase(overview.route)}#webhooks`,
      webhooks: reference.webhooks.map(({ title, method, route }) => ({ title, method, route })),
    },
    diagnostics,
  };
}
