import type { SiteConfig } from '../config/site-config.ts';
import type { Messages } from '../config/i18n-config.ts';
import { themeMessage } from '../i18n/format-message.ts';
import { rootBaseUrl } from '../i18n/locales.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { labelFromName } from '../routes/doc-route.ts';
import type { CompiledPage, SourcePage } from '../types.ts';
import { compileMarkdown, compileMarkdownWithPlugins, type CompiledContent, type CompileMarkdownOptions } from './compile-markdown.ts';
import type { MarkdownPlugins } from './markdown-plugins.ts';
import { markdownLinkUrl, resolveUrl, type UrlContext } from './resolve-url.ts';
import { recordAnswers, type AnswerRecord, type LocaleAnswers } from './locale-answers.ts';
import type { SharedParses } from './shared-parses.ts';
import { defaultHeadingLinkLabel } from './visit-blocks.ts';
import { hashKey } from '../site/compile-cache.ts';

const DESCRIPTION_LIMIT = 200;

/** Cut a paragraph to a meta-description length at a word boundary. */
function summarize(text: string): string {
  if (text.length <= DESCRIPTION_LIMIT) return text;
  const cut = text.slice(0, DESCRIPTION_LIMIT);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : DESCRIPTION_LIMIT)}…`;
}

/** Readable title from a doc id: `guides/getting-started` → `Getting started`. */
export function titleFromId(id: string): string {
  return labelFromName(id.split('/').pop() ?? id);
}

/** Heading ids plus every `id`/`name` attribute in the HTML (raw HTML, JSX, components). */
export function anchorsOf(html: string, headingIds: readonly string[]): string[] {
  const anchors = new Set(headingIds);
  for (const match of html.matchAll(/\s(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
  return [...anchors];
}

/**
 * The text of a page's first `# heading` when it is plain text (no inline Markdown, HTML or
 * escapes that only a parse would turn into the title), outside code fences; else undefined.
 */
function plainContentTitle(body: string): string | undefined {
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === undefined || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === undefined ? marker : undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const heading = /^ {0,3}#[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (heading) return /[`*_[\]<>{}\\&!~|$]/.test(heading[1]!) || !heading[1] ? undefined : heading[1];
  }
  return undefined;
}

/**
 * What navigation needs of a page without compiling it (`docsgen dev`'s first pages): its
 * title and label from front matter, else a plain first heading, else its file name. Its
 * description is the front matter's only (a compiled page falls back to its first paragraph).
 */
export function outlinePage(page: SourcePage): CompiledPage {
  const fm = page.frontMatter;
  const title = fm.title ?? plainContentTitle(page.body) ?? titleFromId(page.id);
  return {
    id: page.id,
    route: page.route,
    file: page.file,
    title,
    hasContentTitle: false,
    description: fm.description ?? '',
    keywords: fm.keywords ?? [],
    sidebarLabel: fm.sidebar_label ?? title,
    toc: [],
    headingIds: [],
    html: '',
    htmlKey: '',
    links: [],
    anchors: [],
    codeBlocks: [],
    frontMatter: fm,
  };
}

export interface CompilePageContext {
  config: SiteConfig;
  /** Highlight code (off when only checking links; `defer` in `docsgen dev`, see deferred-code.ts). */
  highlight?: boolean | 'defer';
  routesByDocPath: UrlContext['routesByDocPath'];
  assetUrl: UrlContext['assetUrl'];
  staticImageSize: UrlContext['staticImageSize'];
  staticFiles: UrlContext['staticFiles'];
  /** The site has a theme/MDXComponents file (see CompileMarkdownOptions.siteComponents). */
  siteComponents?: boolean;
  /** The Markdown elements the site's MDXComponents replaces (see CompileMarkdownOptions.siteElements). */
  siteElements?: readonly string[];
  /** Compile a template for every locale: the locale's answers are tokens, recorded here (see locale-answers.ts). */
  record?: AnswerRecord;
  /** Pages' parses kept for the build's other locales (see shared-parses.ts). */
  parses?: SharedParses;
}

/** The `#` links' accessible name in a translated site (`theme.common.headingLinkTitle`); the default English otherwise. */
function headingLinkLabel(messages: Messages): (heading: string) => string {
  if (messages['theme.common.headingLinkTitle'] === undefined) return defaultHeadingLinkLabel;
  return (heading) => themeMessage(messages, 'theme.common.headingLinkTitle', { heading });
}

/**
 * Everything compiling a page asks of the locale: its URLs (base URL, routes, images) and the
 * `#` links' name. compilePage reads the locale nowhere else, which is what lets a page compile
 * once for every locale (see locale-answers.ts); answers report to `diagnostics`.
 */
export function localeAnswers(page: SourcePage, ctx: CompilePageContext, diagnostics: Diagnostic[]): LocaleAnswers {
  const urlContext: UrlContext = {
    docPath: page.docPath,
    route: page.route,
    file: page.file,
    baseUrl: ctx.config.baseUrl,
    ...(rootBaseUrl(ctx.config) !== ctx.config.baseUrl ? { rootBaseUrl: rootBaseUrl(ctx.config) } : {}),
    trailingSlash: ctx.config.trailingSlash,
    routesByDocPath: ctx.routesByDocPath,
    assetUrl: ctx.assetUrl,
    staticImageSize: ctx.staticImageSize,
    staticFiles: ctx.staticFiles,
    report: (diagnostic) => diagnostics.push(diagnostic),
  };
  return {
    url: (url, kind, at) => resolveUrl(url, kind, at, urlContext),
    markdownLink: (url) => markdownLinkUrl(url, urlContext),
    label: headingLinkLabel(ctx.config.translations.code),
  };
}

/** What compileMarkdown needs for a page: its options, with diagnostics about its links going to `diagnostics`. */
function contentOptions(page: SourcePage, ctx: CompilePageContext, diagnostics: Diagnostic[]): CompileMarkdownOptions {
  const fm = page.frontMatter;
  const real = localeAnswers(page, ctx, diagnostics);
  const answers = ctx.record ? recordAnswers(real, ctx.record, diagnostics) : real;
  return {
    file: page.file,
    format: page.format,
    tocLevels: {
      min: fm.toc_min_heading_level ?? ctx.config.toc.minHeadingLevel,
      max: fm.toc_max_heading_level ?? ctx.config.toc.maxHeadingLevel,
    },
    headingLinkLabel: answers.label,
    resolveUrl: answers.url,
    resolveMarkdownLink: answers.markdownLink,
    ...(ctx.record ? { showAnswers: (shown: boolean) => void (ctx.record!.shown = shown) } : {}),
    ...(ctx.parses ? { sharedParse: ctx.parses.of(page.body, page.format) } : {}),
    path: page.path,
    frontMatter: { ...page.extra, ...fm },
    ...(ctx.config.markdown.mermaid ? { mermaid: true } : {}),
    ...(ctx.config.markdown.liveCodeBlocks ? { liveCodeBlocks: true } : {}),
    admonitionKeywords: ctx.config.markdown.admonitionKeywords,
    ...(ctx.siteComponents ? { siteComponents: true } : {}),
    ...(ctx.siteElements?.length ? { siteElements: ctx.siteElements } : {}),
    ...(ctx.config.components.hydrateInteractive ? { pageIslands: true } : {}),
    ...(ctx.highlight === undefined || ctx.highlight === true ? {} : { highlight: ctx.highlight }),
  };
}

/** A component that throws while rendering: reported against the page, the build goes on. */
const renderFailure = (page: SourcePage, error: unknown): { diagnostics: Diagnostic[] } => ({
  diagnostics: [{ code: 'render/exception', severity: 'error', message: `Rendering the content failed: ${(error as Error).message.split('\n')[0]}`, file: page.file, hint: 'check the props passed to the components on this page' }],
});

/** Compile one source page into HTML and the metadata templates and sidebars need. */
export function compilePage(page: SourcePage, ctx: CompilePageContext): { page?: CompiledPage; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  try {
    return pageFrom(page, ctx, compileMarkdown(page.body, contentOptions(page, ctx, diagnostics)), diagnostics);
  } catch (error) {
    return renderFailure(page, error);
  }
}

/** The same, through the site's remark and rehype plugins. */
export async function compilePageWithPlugins(page: SourcePage, ctx: CompilePageContext, plugins: MarkdownPlugins): Promise<{ page?: CompiledPage; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  try {
    return pageFrom(page, ctx, await compileMarkdownWithPlugins(page.body, contentOptions(page, ctx, diagnostics), plugins), diagnostics);
  } catch (error) {
    return renderFailure(page, error);
  }
}

function pageFrom(page: SourcePage, ctx: CompilePageContext, content: CompiledContent, diagnostics: Diagnostic[]): { page?: CompiledPage; diagnostics: Diagnostic[] } {
  const fm = page.frontMatter;
  diagnostics.push(...content.diagnostics);
  for (const diagnostic of diagnostics) diagnostic.source ??= page.source;
  // Components may look at a URL (is it external?): a token is no URL to them.
  // Nor is a page with a client module (page-islands.ts): tokens are not filled in there.
  if ((content.viaComponents || content.pageClient) && ctx.record) ctx.record.relocatable = false;
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };

  const title = fm.title ?? content.contentTitle ?? titleFromId(page.id);
  return {
    page: {
      id: page.id,
      route: page.route,
      file: page.file,
      title,
      hasContentTitle: content.contentTitle !== undefined,
      description: fm.description ?? summarize(content.excerpt),
      keywords: fm.keywords ?? [],
      sidebarLabel: fm.sidebar_label ?? title,
      toc: content.toc,
      headingIds: content.headingIds,
      html: content.html,
      htmlKey: hashKey('html', content.mdxModule ?? content.html),
      ...(content.mdxModule !== undefined ? { mdxModule: content.mdxModule, tocLevels: { min: fm.toc_min_heading_level ?? ctx.config.toc.minHeadingLevel, max: fm.toc_max_heading_level ?? ctx.config.toc.maxHeadingLevel } } : {}),
      links: content.links,
      anchors: anchorsOf(content.html, content.headingIds),
      ...(content.docCardList ? { docCardList: content.docCardList } : {}),
      codeBlocks: content.codeBlocks,
      frontMatter: fm,
      ...(Object.keys(page.extra).length ? { frontMatterExtra: page.extra } : {}),
    },
    diagnostics,
  };
}

