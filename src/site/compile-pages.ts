import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { SiteConfig } from '../config/site-config.ts';
import { compilePage, compilePageWithPlugins, localeAnswers, type CompilePageContext } from '../content/compile-page.ts';
import { answersOf, newAnswerRecord, putAnswers, putAnswersInJson, recordedValues, reportedByAnswers, type AnswerRecord } from '../content/locale-answers.ts';
import { hashKey } from './compile-cache.ts';
import type { MarkdownPlugins } from '../content/markdown-plugins.ts';
import { sizeOf } from '../content/image-size.ts';
import type { SharedParses } from '../content/shared-parses.ts';
import type { ImageSize, ResolvedUrl } from '../content/resolve-url.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { envCount } from '../shared/env-count.ts';
import { withBaseUrl } from '../routes/doc-route.ts';
import type { CompiledPage, SourcePage } from '../types.ts';

/**
 * Below this many pages to compile, workers cost more than they save: each starts its own
 * highlighter and compiles every grammar its pages use (measured: the 84 code-heavy Kassa
 * pages take 7.5 s on two workers and ~4 s on one thread). Above it, only a site with many
 * pages compiled as code uses them (see compilesAsCode in compile-found.ts): others compile
 * on the main thread with a highlight worker beside it.
 */
export const PARALLEL_THRESHOLD = 200;

/** PARALLEL_THRESHOLD, or `DOCSGEN_COMPILE_WORKERS_FROM` when set (tests put a small site on compile workers). */
export function compileWorkersFrom(): number {
  return envCount('DOCSGEN_COMPILE_WORKERS_FROM', PARALLEL_THRESHOLD);
}

/** A compiled page, its diagnostics, and the images it uses (their files go to the output). */
export interface CompiledResult {
  page?: CompiledPage;
  diagnostics: Diagnostic[];
  images: string[];
  /** Compiled as a template for every locale (CompileOptions.templates): its tokens and their answers. */
  record?: AnswerRecord;
}

/** What compiling needs besides the page: plain data, so it can be sent to a worker. */
export interface CompileOptions {
  config: SiteConfig;
  routesByDocPath: ReadonlyMap<string, string>;
  /** Files of the static folders by URL path (`/img/logo.svg`) → absolute file. */
  staticFiles: ReadonlyMap<string, string>;
  docsDir: string;
  /** `defer`: placeholders highlighted when the page renders (`docsgen dev`, see deferred-code.ts). */
  highlight: boolean | 'defer';
  /** The site has a theme/MDXComponents file. */
  siteComponents?: boolean;
  /** The Markdown elements its MDXComponents replaces (`table`, `h2`): pages with them are code. */
  siteElements?: readonly string[];
  /**
   * The site's remark and rehype plugins. Functions cannot be sent to a worker: a site with
   * any compiles its pages on this thread, with compileWithPlugins.
   */
  markdownPlugins?: MarkdownPlugins;
  /** Compile pages as templates for the site's other locales (see locale-answers.ts); plugins never see a token. */
  templates?: boolean;
  /** With plugins: pages' parses kept for the build's other locales (see shared-parses.ts). */
  parses?: SharedParses;
}

export interface AssetResolvers {
  assetUrl: (docsRelativePath: string) => ResolvedUrl | undefined;
  staticImageSize: (staticPath: string) => ImageSize | undefined;
}

/**
 * Image lookups for pages: images next to a page get a content-hashed output path (recorded
 * in `assets`), images in `static/` keep theirs; both report their pixel size.
 */
export function createAssetResolvers(options: { docsDir: string; staticFiles: ReadonlyMap<string, string>; baseUrl: string }): AssetResolvers & { assets: Map<string, string> } {
  const assets = new Map<string, string>();
  const assetUrls = new Map<string, ResolvedUrl | undefined>();
  // Images are few and small next to pages; reading them synchronously keeps compilePage free of promises.
  const assetUrl = (docsRelativePath: string): ResolvedUrl | undefined => {
    if (assetUrls.has(docsRelativePath)) return assetUrls.get(docsRelativePath);
    let resolved: ResolvedUrl | undefined;
    try {
      const absolute = join(options.docsDir, docsRelativePath);
      const bytes = readFileSync(absolute);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
      const ext = posix.extname(docsRelativePath);
      const output = `assets/images/${posix.basename(docsRelativePath, ext)}.${hash}${ext}`;
      assets.set(output, absolute);
      const size = sizeOf(bytes);
      resolved = { url: withBaseUrl(options.baseUrl, `/${output}`), ...(size ? { size } : {}) };
    } catch {
      resolved = undefined;
    }
    assetUrls.set(docsRelativePath, resolved);
    return resolved;
  };
  const staticSizes = new Map<string, ImageSize | undefined>();
  const staticImageSize = (staticPath: string): ImageSize | undefined => {
    if (!staticSizes.has(staticPath)) {
      let size: ImageSize | undefined;
      try {
        size = options.staticFiles.has(staticPath) ? sizeOf(readFileSync(options.staticFiles.get(staticPath)!)) : undefined;
      } catch {
        size = undefined;
      }
      staticSizes.set(staticPath, size);
    }
    return staticSizes.get(staticPath);
  };
  return { assets, assetUrl, staticImageSize };
}

/** What compilePage needs, and the images it looked up. */
function pageContext(options: CompileOptions, resolvers: AssetResolvers): { context: CompilePageContext; images: string[] } {
  const images: string[] = [];
  const context: CompilePageContext = {
    config: options.config,
    routesByDocPath: options.routesByDocPath,
    staticFiles: options.staticFiles,
    staticImageSize: resolvers.staticImageSize,
    assetUrl: (path) => {
      images.push(path);
      return resolvers.assetUrl(path);
    },
    ...(options.highlight === true ? {} : { highlight: options.highlight }),
    ...(options.siteComponents ? { siteComponents: true } : {}),
    ...(options.siteElements?.length ? { siteElements: options.siteElements } : {}),
  };
  return { context, images };
}

/** Compile one page, recording which images it looked up; as a template (with its `record`) when `options.templates`. */
export function compileWithAssets(source: SourcePage, options: CompileOptions, resolvers: AssetResolvers): CompiledResult {
  const { context, images } = pageContext(options, resolvers);
  const record = options.templates ? newAnswerRecord(source.body) : undefined;
  return { ...compilePage(source, record ? { ...context, record } : context), images, ...(record ? { record } : {}) };
}

type TemplateBody = Omit<CompiledResult, 'record' | 'images' | 'diagnostics'>;

/** A template's page (all but its diagnostics) as JSON, written once for all the locales it is instantiated in. */
const templateJson = new WeakMap<CompiledResult, string>();

/** A template's page with `values` for its tokens; its key is its HTML's (as compilePage makes it). */
function instantiate(template: CompiledResult, record: AnswerRecord, values: ReadonlyArray<string | undefined>, lead: { diagnostics: Diagnostic[]; images: string[] }): { result: CompiledResult; foreign: boolean } {
  let json = templateJson.get(template);
  if (json === undefined) {
    const { record: _record, images: _images, diagnostics: _diagnostics, ...body } = template;
    templateJson.set(template, (json = JSON.stringify(body)));
  }
  const body = putAnswersInJson<TemplateBody>(json, record, values);
  const diagnostics = putAnswers([...lead.diagnostics, ...template.diagnostics.slice(reportedByAnswers(record))], record, values);
  const page = body.value.page && { ...body.value.page, htmlKey: hashKey('html', body.value.page.mdxModule ?? body.value.page.html) };
  return { result: { ...body.value, ...(page ? { page } : {}), diagnostics: diagnostics.value, images: lead.images }, foreign: body.foreign || diagnostics.foreign };
}

/**
 * A page compiled as a template (compileWithAssets with `options.templates`): what a direct
 * compile gives in its own locale, and the template to keep for the others when it is one (not
 * one holding another page's token, see locale-answers.ts).
 */
export function settleTemplate(result: CompiledResult): { result: CompiledResult; template?: CompiledResult } {
  const { record } = result;
  if (!record) return { result };
  const { result: own, foreign } = instantiate(result, record, recordedValues(record), { diagnostics: result.diagnostics.slice(0, reportedByAnswers(record)), images: result.images });
  const template = record.relocatable && !foreign && result.page && !result.diagnostics.some((d) => d.severity === 'error') ? result : undefined;
  return { result: own, ...(template ? { template } : {}) };
}

/** The page of `template` in this locale (`options`), with its own answers; undefined when they cannot go in (compile it). */
export function relocate(template: CompiledResult, source: SourcePage, options: CompileOptions, resolvers: AssetResolvers): CompiledResult | undefined {
  const record = template.record!;
  const { context, images } = pageContext(options, resolvers);
  const diagnostics: Diagnostic[] = [];
  const values = answersOf(record, localeAnswers(source, context, diagnostics), diagnostics, template.page?.mdxModule === undefined);
  return values && instantiate(template, record, values, { diagnostics: diagnostics.map((d) => ({ ...d, source: source.source })), images }).result;
}

/** The same, through the site's remark and rehype plugins when it has any; as a template (with its `record`) when `options.templates`. */
export async function compileWithPlugins(source: SourcePage, options: CompileOptions, resolvers: AssetResolvers): Promise<CompiledResult> {
  const { context: base, images } = pageContext(options, resolvers);
  const record = options.templates ? newAnswerRecord(source.body) : undefined;
  const context = { ...base, ...(record ? { record } : {}), ...(options.parses ? { parses: options.parses } : {}) };
  const result = options.markdownPlugins ? await compilePageWithPlugins(source, context, options.markdownPlugins) : compilePage(source, context);
  return { ...result, images, ...(record ? { record } : {}) };
}
