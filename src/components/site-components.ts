/**
 * The site-level step for pages that are code: after every page and post is compiled,
 * render the code pages (render-pages) and put their HTML, TOC and stylesheets into the
 * compiled pages, so later stages see them like any other page.
 */
import { resolve } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import type { SiteConfig } from '../config/site-config.ts';
import { parseCodeMeta } from '../content/code-meta.ts';
import { anchorsOf } from '../content/compile-page.ts';
import { codeBlock, highlightCode, languageOf } from '../content/highlight.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { hashKey, type CompileCache } from '../site/compile-cache.ts';
import { cacheFolder } from '../shared/paths.ts';
import type { CompiledPage } from '../types.ts';
import { renderCodePages } from './render-pages.ts';
import { themeOverride, type CompiledPartial, type IslandSource } from './resolve-plugin.ts';

export interface SiteComponents {
  /** Component CSS and imported media: output path → contents. */
  files: Map<string, string | Uint8Array>;
  /** Client components the pages use, for the browser bundle. */
  islands: IslandSource[];
  /** Files the components were built from (`docsgen dev` watches what touches pages). */
  inputs: string[];
  diagnostics: Diagnostic[];
}

/** Whether the site adds components to every page with a theme/MDXComponents file. */
export function hasSiteComponents(siteDir: string): boolean {
  return themeOverride(siteDir, 'MDXComponents') !== undefined;
}

/** What `useDocusaurusContext()` gives components: Docusaurus's shape, from config.yaml. */
export function siteData(config: SiteConfig): unknown {
  const { title, tagline, url, baseUrl, favicon, locale } = config;
  const customFields = (config as SiteConfig & { customFields?: Record<string, unknown> }).customFields ?? {};
  return {
    siteConfig: { title, tagline, url, baseUrl, favicon, customFields, themeConfig: {} },
    siteMetadata: { docusaurusVersion: 'docsgen' },
    i18n: { currentLocale: locale, defaultLocale: locale, locales: [locale] },
    globalData: {},
  };
}

function highlighter(highlight: boolean) {
  return (code: string, language: string, metaText: string): string => {
    const meta = parseCodeMeta(metaText);
    const hast = highlight
      ? highlightCode({ code, lang: languageOf(language) ?? '', meta, label: language.toLowerCase() })
      : codeBlock({ pre: { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: code }] }] }, ...(meta.title ? { title: meta.title } : {}) });
    return toHtml(hast);
  };
}

/**
 * A compiled partial as a module: its MDX module, or, for one without code, its HTML in a
 * `display: contents` wrapper (React renders raw HTML only inside an element).
 */
export function partialModule(compiled: { page?: CompiledPage; diagnostics: Diagnostic[] }): CompiledPartial {
  const page = compiled.page;
  if (!page) return { diagnostics: compiled.diagnostics };
  const code =
    page.mdxModule ??
    `import { jsx } from 'react/jsx-runtime';\nconst html = ${JSON.stringify(page.html)};\nexport default function Partial() { return jsx('div', { className: 'markdown-partial', dangerouslySetInnerHTML: { __html: html } }); }\n`;
  return { code, diagnostics: compiled.diagnostics };
}

/** Render the code pages among `pages` and fill in their HTML; the rest are left as they are. */
export async function renderSiteComponents(
  pages: readonly CompiledPage[],
  options: { siteDir: string; cwd: string; config: SiteConfig; highlight: boolean; cache?: CompileCache; compilePartial: (path: string) => CompiledPartial },
): Promise<SiteComponents> {
  const code = pages.filter((page) => page.mdxModule !== undefined);
  const rendered = await renderCodePages(
    code.map((page) => ({ name: page.file, code: page.mdxModule!, path: resolve(options.cwd, page.file), file: page.file, tocLevels: page.tocLevels ?? { min: options.config.toc.minHeadingLevel, max: options.config.toc.maxHeadingLevel } })),
    {
      siteDir: options.siteDir,
      cwd: options.cwd,
      baseUrl: options.config.baseUrl,
      outRoot: cacheFolder(options.cwd, 'components'),
      siteData: siteData(options.config),
      highlight: highlighter(options.highlight),
      compilePartial: options.compilePartial,
      ...(options.cache ? { cache: options.cache } : {}),
    },
  );
  for (const page of code) {
    const result = rendered.pages.get(page.file);
    if (!result) continue;
    page.html = result.html;
    page.htmlKey = hashKey('html', result.html);
    page.toc = result.toc;
    page.headingIds = result.headingIds;
    page.anchors = anchorsOf(result.html, result.headingIds);
    if (result.stylesheet) page.stylesheets = [result.stylesheet];
  }
  return { files: rendered.files, islands: rendered.islands, inputs: rendered.inputs, diagnostics: rendered.diagnostics };
}
