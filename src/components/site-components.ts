/**
 * The site-level step for pages that are code: after every page and post is compiled,
 * render the code pages (render-pages) and put their HTML, TOC and stylesheets into the
 * compiled pages, so later stages see them like any other page.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SiteConfig } from '../config/site-config.ts';
import type { LocaleConfig } from '../config/i18n-config.ts';
import { localeBaseUrl } from '../i18n/locales.ts';
import { anchorsOf } from '../content/compile-page.ts';
import { fillDeferredCode } from '../content/compile-markdown.ts';
import { initHighlighter } from '../content/highlight.ts';
import { loadMdxCompiler } from '../content/mdx-module.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { hashKey, type CompileCache } from '../site/compile-cache.ts';
import { cacheFolder } from '../shared/paths.ts';
import { joinRoute } from '../routes/doc-route.ts';
import type { CompiledPage } from '../types.ts';
import { codeHighlighter, renderCodePages, type LoadedTheme, type RenderedCodePage } from './render-pages.ts';
import type { BundleSettings, CompiledPartial, IslandSource } from './resolve-plugin.ts';
import { rendersWithComponent } from '../config/navbar-component-items.ts';
import { linksRendered } from './rendered-links.ts';
import { hasSiteNavbarItem, linkProbeModule, themeOverrideParts } from './theme-modules.ts';
import type { CodeModule } from '../plugins/content-plugin.ts';
import { spilledText } from '../shared/text-spill.ts';

export { hasSiteComponents } from './theme-modules.ts';

export interface SiteComponents {
  /** Component CSS and imported media: output path → contents. */
  files: Map<string, string | Uint8Array>;
  /** The site's overrides of layout components (`theme/Footer.tsx`…), for the renderer. */
  theme?: LoadedTheme;
  /** CSS the overrides import, linked from every page (output path). */
  themeStylesheet?: string;
  /** Client components the pages use, for the browser bundle. */
  islands: IslandSource[];
  /** Files the components were built from (`docsgen dev` watches what touches pages). */
  inputs: string[];
  /**
   * When the site's MDX components override `a`: whether it renders a link to `url` (as the
   * page's HTML has it) through `@docusaurus/Link`. Docusaurus checks only those links, so the
   * link check drops a broken Markdown link the override renders otherwise.
   */
  rendersLink?: (url: string) => boolean;
  /** The module of a partial given to an island (one of `islands`), for the browser bundle. */
  compilePartial?: (path: string) => CompiledPartial | Promise<CompiledPartial>;
  diagnostics: Diagnostic[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value's JSON part (functions and undefined left out); an empty object when it has none or cannot be written. */
function jsonOnly(value: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!value) return {};
  try {
    const copy: unknown = JSON.parse(JSON.stringify(value));
    return isRecord(copy) ? copy : {};
  } catch {
    return {};
  }
}

/** Each locale's settings with its URL and base URL, as Docusaurus gives them to components (a locale dropdown links with them). */
function localeConfigsOf(config: SiteConfig): Record<string, LocaleConfig & { url: string; baseUrl: string }> {
  return Object.fromEntries(Object.entries(config.i18n.localeConfigs).map(([locale, settings]) => [locale, { ...settings, url: config.url, baseUrl: localeBaseUrl(config, locale) }]));
}

/** What plugins give components besides the config. */
export interface SiteDataSources {
  globalData?: Record<string, unknown>;
  /** The plugins (name → instance ids) whose data was left out for want of the network. */
  leftOut?: Record<string, string[]>;
  docusaurusSiteConfig?: Record<string, unknown>;
  /** The plugin of each route a plugin added, by path (see pluginRouteOwners). */
  routeOwners?: Record<string, { name: string; id: string }>;
}

/** What `useDocusaurusContext()` gives components: Docusaurus's shape, from config.yaml, with what plugins give. */
export function siteData(config: SiteConfig, { globalData = {}, leftOut = {}, docusaurusSiteConfig, routeOwners = {} }: SiteDataSources = {}): unknown {
  const { title, tagline, titleDelimiter, url, baseUrl, favicon, locale, customFields } = config;
  // The config as plugins see it (a Docusaurus config's every key: a client module reads
  // `themeConfig.zoom`), as JSON, as Docusaurus writes it for the browser.
  const given = jsonOnly(docusaurusSiteConfig);
  const givenTheme = isRecord(given.themeConfig) ? given.themeConfig : {};
  // The classic theme's defaults its parts read (`docs.sidebar.hideable` in a swizzled sidebar), as its validateThemeConfig fills them in.
  const docs = isRecord(givenTheme.docs) ? givenTheme.docs : {};
  const navbar = isRecord(givenTheme.navbar) ? givenTheme.navbar : {};
  const classic = { docs: { ...docs, sidebar: { ...config.sidebar, ...(isRecord(docs.sidebar) ? docs.sidebar : {}) } }, navbar: { hideOnScroll: config.navbar.hideOnScroll, ...navbar } };
  const themeConfig = { ...givenTheme, ...classic, colorMode: config.colorMode };
  return {
    siteConfig: { ...given, title, tagline, titleDelimiter, url, baseUrl, favicon, ...(config.trailingSlash !== undefined ? { trailingSlash: config.trailingSlash } : {}), customFields, themeConfig },
    siteMetadata: { docusaurusVersion: 'docsgen' },
    i18n: { currentLocale: locale, defaultLocale: config.i18n.defaultLocale, locales: config.i18n.locales, localeConfigs: localeConfigsOf(config) },
    globalData,
    codeTranslations: config.translations.code,
    // Plugins whose data was left out for want of the network: reading it fails the page's content, not the build (see render-pages).
    leftOutPlugins: leftOut,
    // Where the blog's routes are, under the base URL: `useRouteContext()` names its plugin there.
    ...(config.blog.enabled !== false ? { blogPath: joinRoute(baseUrl, config.blog.routeBasePath) } : {}),
    // ... and the plugin of each route a plugin added.
    routeOwners,
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
    `import { jsx } from 'react/jsx-runtime';\nconst html = ${JSON.stringify(spilledText(page.html))};\nexport default function Partial() { return jsx('div', { className: 'markdown-partial', dangerouslySetInnerHTML: { __html: html } }); }\n`;
  return { code, diagnostics: compiled.diagnostics };
}

/** A module to render and what to do with its result. */
interface Target {
  name: string;
  code: string;
  file: string;
  tocLevels: { min: number; max: number };
  pathname: string;
  /** Its placeholders' blocks, highlighted while compiling (see CompiledPage.highlightedBlocks). */
  blocks?: readonly string[];
  apply: (result: RenderedCodePage) => void;
}

/** Give a compiled page the HTML, TOC and stylesheet its module rendered to. */
function fillPage(page: CompiledPage, result: RenderedCodePage): void {
  page.html = result.html;
  page.htmlKey = hashKey('html', result.html);
  page.toc = result.toc;
  page.headingIds = result.headingIds;
  page.anchors = anchorsOf(result.html, [...result.headingIds, ...(result.anchors ?? [])]);
  page.links = linksRendered(page.links, result.html);
  if (result.stylesheet) page.stylesheets = [result.stylesheet];
}

/** What to render: the pages that are code, and the other modules content gives (a post's excerpt). */
function targetsOf(pages: readonly CompiledPage[], modules: readonly CodeModule[], config: SiteConfig): Target[] {
  const levels = (page: CompiledPage) => page.tocLevels ?? { min: config.toc.minHeadingLevel, max: config.toc.maxHeadingLevel };
  // What `useLocation` gives a page's components (an excerpt's too, though it is also shown on the blog's lists).
  const pathname = (page: CompiledPage) => config.baseUrl + page.route.slice(1);
  const targets: Target[] = pages
    .filter((page) => page.mdxModule !== undefined)
    .map((page) => ({ name: page.file, code: page.mdxModule!, file: page.file, tocLevels: levels(page), pathname: pathname(page), ...(page.highlightedBlocks ? { blocks: page.highlightedBlocks } : {}), apply: (result) => fillPage(page, result) }));
  for (const module of modules) {
    const { page } = module;
    targets.push({ name: module.name, code: module.code, file: page.file, tocLevels: levels(page), pathname: pathname(page), apply: (result) => module.apply(result.html) });
  }
  return targets;
}

/** Render the pages and modules that are code and fill in their HTML; the rest are left as they are. */
export async function renderSiteComponents(
  content: { pages: readonly CompiledPage[]; modules: readonly CodeModule[] },
  options: { siteDir: string; cwd: string; config: SiteConfig; highlight: boolean; cache?: CompileCache; compilePartial: (path: string) => CompiledPartial | Promise<CompiledPartial>; generatedPartial?: (path: string) => CompiledPartial | undefined; contextKey?: string; dataSources?: SiteDataSources; bundle?: BundleSettings },
): Promise<SiteComponents> {
  const targets = targetsOf(content.pages, content.modules, options.config);
  const navbarItems = options.config.navbar.items.some(rendersWithComponent) || hasSiteNavbarItem(options.siteDir, options.bundle?.themePaths);
  const parts = themeOverrideParts(options.siteDir, { navbarItems, ...(options.bundle ? { themePaths: options.bundle.themePaths } : {}) });
  // Named after the folder holding the overrides: esbuild resolves nothing from a folder that does not exist.
  const themeFolder = ['theme', join('src', 'theme')].map((folder) => join(options.siteDir, folder)).find((folder) => existsSync(folder)) ?? options.siteDir;
  const theme = parts.length ? { name: '#theme', parts, path: join(themeFolder, 'index.js') } : undefined;
  const probeCode = linkProbeModule(options.siteDir, options.bundle?.themePaths);
  const probe = probeCode === undefined ? undefined : { name: '#link-probe', code: probeCode, path: join(options.siteDir, 'link-probe.js') };
  // Pages from the cache did not load the compiler, and the partials they import may need it. A
  // theme's components may render a <CodeBlock>: a site of Markdown pages compiled beside a highlight
  // worker has not started this thread's highlighter (see compileEach).
  const highlights = options.highlight && (targets.length > 0 || theme !== undefined);
  await Promise.all([targets.length ? loadMdxCompiler() : undefined, highlights ? initHighlighter() : undefined]);
  const rendered = await renderCodePages(
    targets.map(({ name, code, file, tocLevels, pathname }) => ({ name, code, path: resolve(options.cwd, file), file, tocLevels, pathname })),
    {
      siteDir: options.siteDir,
      staticDirs: options.config.staticDirectories.map((dir) => resolve(options.siteDir, dir)),
      cwd: options.cwd,
      baseUrl: options.config.baseUrl,
      outRoot: cacheFolder(options.cwd, 'components'),
      siteData: siteData(options.config, options.dataSources),
      typescriptInJs: options.config.components.typescriptInJs,
      hydrateInteractive: options.config.components.hydrateInteractive,
      ...(options.bundle ? { bundle: options.bundle } : {}),
      highlight: codeHighlighter(options.highlight),
      compilePartial: options.compilePartial,
      ...(options.generatedPartial ? { generatedPartial: options.generatedPartial } : {}),
      ...(options.contextKey ? { contextKey: options.contextKey } : {}),
      ...(options.cache ? { cache: options.cache } : {}),
    },
    theme,
    probe,
  );
  for (const target of targets) {
    const result = rendered.pages.get(target.name);
    if (result) target.apply({ ...result, html: fillDeferredCode(result.html, target.code, target.blocks) });
  }
  return {
    files: rendered.files,
    ...(rendered.theme ? { theme: rendered.theme } : {}),
    ...(rendered.themeStylesheet ? { themeStylesheet: rendered.themeStylesheet } : {}),
    islands: rendered.islands,
    inputs: rendered.inputs,
    ...(rendered.rendersLink ? { rendersLink: rendered.rendersLink } : {}),
    diagnostics: rendered.diagnostics,
  };
}
