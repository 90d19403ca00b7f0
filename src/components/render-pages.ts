/**
 * Render the pages that are code: bundle them (bundle-pages), import each page's module and
 * render it with React, on this thread. The HTML of a page is cached by the hash of its
 * module, chunks and CSS, so an edit to a component renders again only the pages that
 * import it. Headings of imported Markdown partials join the page's table of contents.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { displayPath } from '../shared/paths.ts';
import { createElement, type ComponentType } from 'react';
import { renderToString } from '../render/render-to-string.ts';
import { parseCodeMeta } from '../content/code-meta.ts';
import { codeBlock, highlightCode } from '../content/highlight.ts';
import { languageOf } from '../content/languages.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { hashKey, type CompileCache } from '../site/compile-cache.ts';
import type { BundlePagesOptions, PageModuleInput } from './bundle-pages.ts';
import { bundleWithThemeFallback, type ThemeModuleInput } from './theme-fallback.ts';
import { renderCollectingStyles, withStyleSheets } from './css-in-js.ts';
import type { IslandSource } from './resolve-plugin.ts';
import { headingsOf } from './page-headings.ts';
import { wholePageIsland } from './page-island.ts';
import { provideLegacyReactInternals } from './legacy-react-internals.ts';
import { HIGHLIGHT } from './runtime/theme/CodeBlock.tsx';
import { withPagePathname } from './runtime/page-location.ts';
import { listenForLinks } from './runtime/link-probe.ts';
import { bundleLinesOnce, thrownModule, type BundleLines } from './thrown-module.ts';
import { undeclaredImportsHint } from './undeclared-imports.ts';
import type { IslandPropError, ModuleMark } from './runtime/island.tsx';
import type { TocItem } from '../content/transform-tree.ts';
import type { ThemeOverrides } from '../../templates/theme.ts';
import { hastToHtml } from '../shared/hast-html.ts';

export interface CodePageInput extends PageModuleInput {
  /** The page's file as shown in messages. */
  file: string;
  tocLevels: { min: number; max: number };
  /** The page's URL path with the base URL (`/docs/guides/setup`): what `useLocation` gives its components. */
  pathname?: string;
}

export interface RenderedCodePage {
  html: string;
  toc: TocItem[];
  headingIds: string[];
  /** Anchors its components rendered only in the browser and said are there (`useBrokenLinks().collectAnchor`). */
  anchors?: string[];
  /** Output path of the CSS its components import (`assets/css/components.1a2b3c4d.css`). */
  stylesheet?: string;
}

/** The site's overrides of docsgen's layout components, loaded for the renderer. */
export interface LoadedTheme {
  components: ThemeOverrides;
  /** A hash of their code: part of every page's render key. */
  key: string;
  /** The file of each override, by component name: the site's or a theme plugin's. */
  files?: Record<string, string>;
}

export interface RenderedCodePages {
  pages: Map<string, RenderedCodePage>;
  theme?: LoadedTheme;
  /** Files to write: component CSS, imported images and fonts. */
  files: Map<string, string | Uint8Array>;
  islands: IslandSource[];
  /** CSS the theme overrides import: linked from every page. */
  themeStylesheet?: string;
  /** Every file the components were built from. */
  inputs: string[];
  /** With a probe module: whether the site's MDX `a` renders a link to `url` through `@docusaurus/Link`. */
  rendersLink?: (url: string) => boolean;
  diagnostics: Diagnostic[];
}

export interface RenderCodePagesOptions extends BundlePagesOptions {
  /** Highlight computed `<CodeBlock>` code: `(code, language, meta) → HTML`. */
  highlight: (code: string, language: string, meta: string) => string;
  cache?: CompileCache;
}

/** The innermost component on React's component stack, for "the component that threw". */
async function failingComponent(element: ReturnType<typeof createElement>): Promise<string | undefined> {
  const { prerenderToNodeStream } = await import('react-dom/static');
  let stack: string | undefined;
  try {
    await prerenderToNodeStream(element, { onError: (_error, info) => void (stack ??= info?.componentStack ?? undefined) });
  } catch {
    // The stack was recorded by onError, if React had one.
  }
  const names = [...(stack ?? '').matchAll(/at ([A-Z][\w$.]*)/g)].map((match) => match[1]!);
  return names.find((name) => name !== 'MDXContent' && !name.startsWith('Island('));
}

/**
 * A page's HTML and the CSS its styled components wrote; `leftOut` when its content needs a
 * plugin's data that could not be fetched; `staysHtml`: its components with behaviour that could
 * not be islands (see runtime/island.tsx), and why; `pageIsland`: the page's module, when the
 * page is hydrated whole (page-island.ts).
 */
type PageRender = { html: string; css?: string; leftOut?: Diagnostic; staysHtml?: NotHydrated[]; anchors?: string[]; modules?: ModuleMark[]; drawnHeadings?: [id: string, text: string][]; pageIsland?: IslandSource };
type NotHydrated = { component: string; reason: string; at?: { file: string; line: number; column: number } };

/** Filled by runtime/island.tsx while a page renders (each page bundle has its own copy of it, hence a registered symbol). */
const NOT_HYDRATED = Symbol.for('docsgen.notHydrated');
/** Filled by `@docusaurus/useBrokenLinks`'s `collectAnchor` while a page renders (runtime/docusaurus/useBrokenLinks.ts). */
const COLLECTED_ANCHORS = Symbol.for('docsgen.collectedAnchors');

/** Filled by runtime/island.tsx with the partials (their components) the page's islands were given. */
const ISLAND_MODULES = Symbol.for('docsgen.islandModules');
/** Filled with the Markdown headings the site's MDXComponents drew, and their text (runtime/theme/heading-link.ts). */
const DRAWN_HEADINGS = Symbol.for('docsgen.drawnHeadings');

/** Render with the islands' notes, the partials they were given and the anchors components collect (`useBrokenLinks`) of this render collected. */
function collectingNotHydrated<T extends object>(render: () => T): T & Omit<PageRender, 'html' | 'css' | 'leftOut'> {
  const scope = globalThis as { [NOT_HYDRATED]?: NotHydrated[]; [COLLECTED_ANCHORS]?: Set<string>; [ISLAND_MODULES]?: ModuleMark[]; [DRAWN_HEADINGS]?: Map<string, string> };
  scope[NOT_HYDRATED] = [];
  scope[COLLECTED_ANCHORS] = new Set();
  scope[ISLAND_MODULES] = [];
  scope[DRAWN_HEADINGS] = new Map();
  try {
    const result = render();
    const notes = scope[NOT_HYDRATED];
    const anchors = [...scope[COLLECTED_ANCHORS]];
    const modules = [...new Map(scope[ISLAND_MODULES].map((mark) => [mark.id, mark])).values()];
    const drawnHeadings = [...scope[DRAWN_HEADINGS]];
    return { ...result, ...(notes.length ? { staysHtml: notes } : {}), ...(anchors.length ? { anchors } : {}), ...(modules.length ? { modules } : {}), ...(drawnHeadings.length ? { drawnHeadings } : {}) };
  } finally {
    delete scope[NOT_HYDRATED];
    delete scope[COLLECTED_ANCHORS];
    delete scope[ISLAND_MODULES];
    delete scope[DRAWN_HEADINGS];
  }
}

/** One warning per component and reason, at the first page where it stays HTML. */
function notHydratedWarnings(found: ReadonlyMap<string, { file: string; pages: number; note: NotHydrated }>): Diagnostic[] {
  return [...found.values()].map(({ file, pages, note }) => ({
    code: 'components/not-hydrated',
    severity: 'warning',
    message: `<${note.component}> is HTML without its behaviour: ${note.reason}${pages > 1 ? ` (on ${pages} pages)` : ''}`,
    ...(note.at?.file ? { file: note.at.file, line: note.at.line, column: note.at.column } : { file }),
    hint: "pass it data only (strings, numbers, arrays, plain objects; elements as children), or make the component around it the one that runs in the browser ('use client')",
  }));
}

const BROWSER_CODE_HINT = 'code that needs the browser (window, document) belongs in useEffect or a BrowserOnly';

async function renderOne(input: CodePageInput, url: string, linesOf: BundleLines, cwd: string): Promise<PageRender | { diagnostic: Diagnostic }> {
  let module: { default: ComponentType } & Record<string, unknown>;
  try {
    module = (await import(url)) as typeof module;
  } catch (error) {
    // Top-level code of a component (or a package it imports) threw while loading.
    const message = (error as Error)?.message?.split('\n')[0] ?? String(error);
    const thrower = thrownModule(error, dirname(fileURLToPath(url)), linesOf);
    // A site's own module that threw may import a package in a version nobody chose (see undeclared-imports.ts).
    const undeclared = thrower && !/(?:^|\/)node_modules\//.test(thrower) ? undeclaredImportsHint(resolve(cwd, thrower), thrower) : undefined;
    return { diagnostic: { code: 'components/load-error', severity: 'error', message: `Loading the page's components failed: ${message}${thrower ? ` (thrown by \`${thrower}\`)` : ''}`, file: input.file, hint: undeclared ? `${undeclared}; ${BROWSER_CODE_HINT}` : `a module the page imports throws when it is loaded; ${BROWSER_CODE_HINT}` } };
  }
  return withPagePathname(input.pathname, async () => {
    const rendered = await renderElement(input, module, createElement(module.default));
    if ('diagnostic' in rendered || !rendered.staysHtml) return rendered;
    // Components with behaviour that could not be islands on their own: a React page is hydrated whole instead (page-island.ts).
    const whole = wholePageIsland(module, input.path);
    if (!whole) return rendered;
    const again = await renderElement(input, module, whole.element);
    // Should the page itself throw rendered as an island, it stays as first rendered, with its warnings.
    return 'diagnostic' in again || again.staysHtml ? rendered : { ...again, pageIsland: whole.island };
  });
}

async function renderElement(input: CodePageInput, module: Record<string, unknown>, element: ReturnType<typeof createElement>): Promise<PageRender | { diagnostic: Diagnostic }> {
  try {
    return collectingNotHydrated(() => renderCollectingStyles(module, element, renderToString));
  } catch (error) {
    // Data of a plugin that could not reach the network: the page is built around an empty content, with a warning, as the plugin's own warning says.
    if ((error as Error)?.name === 'PluginDataLeftOut') {
      return { html: '', leftOut: { code: 'plugins/offline', severity: 'warning', message: `The page is built without its content: ${(error as Error).message}`, file: input.file, hint: 'build with the network to include it' } };
    }
    if ((error as Error)?.name === 'IslandPropError') {
      const { at, message } = error as IslandPropError;
      return { diagnostic: { code: 'components/client-prop', severity: 'error', message, file: at?.file ?? input.file, line: at?.line ?? 1, column: at?.column ?? 1, hint: 'pass data (strings, numbers, arrays, plain objects), or move the function into the client component' } };
    }
    const component = await failingComponent(element);
    const message = (error as Error)?.message?.split('\n')[0] ?? String(error);
    return {
      diagnostic: {
        code: 'components/render-error',
        severity: 'error',
        message: component ? `<${component}> threw while rendering: ${message}` : `Rendering the page failed: ${message}`,
        file: input.file,
        hint: 'fix the component or the props the page passes to it; run with --verbose for the stack trace',
      },
    };
  }
}

/** How a computed `<CodeBlock>` is highlighted: like fenced code, or plain when the build does not highlight. */
export function codeHighlighter(highlight: boolean): RenderCodePagesOptions['highlight'] {
  return (code: string, language: string, metaText: string): string => {
    const meta = parseCodeMeta(metaText);
    const hast = highlight
      ? highlightCode({ code, lang: languageOf(language) ?? '', meta, label: language.toLowerCase() })
      : codeBlock({ pre: { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: code }] }] }, ...(meta.title ? { title: meta.title } : {}) });
    return hastToHtml(hast);
  };
}

/** Where a component stylesheet is written: named by its content, so pages sharing components share it. */
function stylesheetPath(css: string): string {
  return `assets/css/components.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
}

/**
 * Whether the site's MDX `a` renders a link through `@docusaurus/Link`, the links Docusaurus's
 * broken-link check collects: `<A href={url}>` rendered on its own, listening for Link. Asked
 * only of broken links, once per URL. A probe that throws keeps the link checked.
 */
function linkProbe(a: ComponentType<{ href: string; children: string }>): (url: string) => boolean {
  const answers = new Map<string, boolean>();
  return (url) => {
    let answer = answers.get(url);
    if (answer === undefined) {
      try {
        answer = listenForLinks(() => renderToString(createElement(a, { href: url, children: 'x' }))).length > 0;
      } catch {
        answer = true;
      }
      answers.set(url, answer);
    }
    return answer;
  };
}

/**
 * Render the code pages, and load the theme overrides module when there is one (`theme`:
 * bundled with the pages, so they share modules, but imported rather than rendered), and the
 * link probe module (`probe`, see linkProbeModule): its `a` becomes `rendersLink`.
 */
export async function renderCodePages(inputs: readonly CodePageInput[], options: RenderCodePagesOptions, themeParts?: ThemeModuleInput, probe?: PageModuleInput): Promise<RenderedCodePages> {
  const empty: RenderedCodePages = { pages: new Map(), files: new Map(), islands: [], inputs: [], diagnostics: [] };
  if (!inputs.length && !themeParts && !probe) return empty;
  // Before any module of the bundle loads: the theme's and the link probe's load the chunks they share with pages.
  provideLegacyReactInternals();
  const pageInputs = await withStyleSheets(inputs, options.siteDir);
  // An override that cannot be bundled gives way to docsgen's part (see theme-fallback.ts).
  const { bundle, theme, parts } = await bundleWithThemeFallback(pageInputs, themeParts, probe ? [probe] : [], options);
  if (bundle.diagnostics.some((d) => d.severity === 'error')) return { ...empty, diagnostics: bundle.diagnostics };
  (globalThis as { [HIGHLIGHT]?: RenderCodePagesOptions['highlight'] })[HIGHLIGHT] = options.highlight;

  // Islands by id, not as found (set at the end): partials compile side by side (see partial-workers.ts), and the browser bundle (its CSS modules' class names) follows this order.
  const islandsById = new Map(bundle.islands);
  const result: RenderedCodePages = { pages: new Map(), files: new Map([...bundle.assets].map(([output, file]) => [output, readFileSync(file)])), islands: [], inputs: bundle.inputs, diagnostics: [...bundle.diagnostics] };
  const themeBundle = theme && bundle.pages.get(theme.name);
  if (themeBundle) {
    try {
      const module = (await import(themeBundle.url)) as { default: ThemeOverrides };
      result.theme = { components: module.default, key: themeBundle.key, files: Object.fromEntries(parts.map((part) => [part.name, part.file])) };
    } catch (error) {
      const message = (error as Error)?.message?.split('\n')[0] ?? String(error);
      result.diagnostics.push({ code: 'components/load-error', severity: 'error', message: `Loading the theme overrides failed: ${message}`, file: displayPath(options.cwd, join(options.siteDir, 'theme')), hint: 'a theme/ component, or a module it imports, throws when it is loaded' });
    }
    if (themeBundle.css) {
      const path = stylesheetPath(themeBundle.css);
      result.files.set(path, themeBundle.css);
      result.themeStylesheet = path;
    }
  }
  const probeBundle = probe && bundle.pages.get(probe.name);
  if (probeBundle) {
    try {
      const a = ((await import(probeBundle.url)) as { default?: ComponentType<{ href: string; children: string }> }).default;
      if (a) result.rendersLink = linkProbe(a);
    } catch {
      // The MDX components failed to load: the pages that use them report it; every link stays checked.
    }
  }
  const staysHtml = new Map<string, { file: string; pages: number; note: NotHydrated }>();
  const bundleLines = bundleLinesOnce();
  for (const input of inputs) {
    const bundled = bundle.pages.get(input.name);
    if (!bundled) continue;
    const key = hashKey('code-page-render', bundled.key, JSON.stringify(input.tocLevels), input.pathname ?? '');
    let rendered = options.cache?.get<PageRender>(key);
    if (rendered === undefined) {
      const fresh = await renderOne(input, bundled.url, bundleLines, options.cwd);
      if ('diagnostic' in fresh) {
        result.diagnostics.push(fresh.diagnostic);
        continue;
      }
      rendered = fresh;
      if (fresh.leftOut) result.diagnostics.push(fresh.leftOut);
      // A page built without a left-out plugin's data is rendered again next time.
      else options.cache?.set(key, rendered);
    }
    if (rendered.pageIsland && !islandsById.has(rendered.pageIsland.id)) islandsById.set(rendered.pageIsland.id, rendered.pageIsland);
    // A partial given to an island is a module of the browser bundle.
    for (const mark of rendered.modules ?? []) if (!islandsById.has(mark.id)) islandsById.set(mark.id, { id: mark.id, file: mark.file, exports: ['default'], partial: true });
    for (const note of rendered.staysHtml ?? []) {
      const id = `${note.component}\0${note.reason}`;
      const seen = staysHtml.get(id);
      if (seen) seen.pages++;
      else staysHtml.set(id, { file: input.file, pages: 1, note });
    }
    const headings = headingsOf(rendered.html, input.tocLevels, new Map(rendered.drawnHeadings));
    // The CSS its components import, then what styled-components wrote while it rendered.
    const css = [bundled.css, rendered.css].filter(Boolean).join('\n');
    let stylesheet: string | undefined;
    if (css) {
      stylesheet = stylesheetPath(css);
      result.files.set(stylesheet, css);
    }
    result.pages.set(input.name, { html: headings.html, toc: headings.toc, headingIds: headings.ids, ...(stylesheet ? { stylesheet } : {}), ...(rendered.anchors ? { anchors: rendered.anchors } : {}) });
  }
  result.diagnostics.push(...notHydratedWarnings(staysHtml));
  result.islands = [...islandsById.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return result;
}
