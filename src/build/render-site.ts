import type { LoadedTheme } from '../components/render-pages.ts';
import { highlightDeferredCode } from '../content/compile-markdown.ts';
import { hasDeferredCode } from '../content/deferred-code.ts';
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { cacheVersion } from '../package-root.ts';
import type { PageModel, SiteModel } from '../render/models.ts';
import { emptyPage } from '../render/page-model.ts';
import { renderPage, renderPageParts } from '../render/render-page.ts';
import { routeOutputPath } from '../routes/doc-route.ts';
import { headSaysNoindex } from '../seo/indexable.ts';
import type { Route } from '../routes/build-routes.ts';
import { hashKey, type CompileCache } from '../site/compile-cache.ts';
import { sidebarListFiles } from '../../templates/components/sidebar-html.ts';
import type { StageTimer } from './stage-timer.ts';
import { themeMessage } from '../i18n/format-message.ts';
import type { OutputFile } from './write-output.ts';

/** The page with its deferred code blocks highlighted (a quick start's, see deferred-code.ts); most pages are returned as they are. */
export function withHighlightedCode(page: PageModel): PageModel {
  return hasDeferredCode(page.html) ? { ...page, html: highlightDeferredCode(page.html) } : page;
}

/** The rendered routes' files, and what their rendering found. */
export interface RenderedSite {
  files: Map<string, OutputFile>;
  diagnostics: Diagnostic[];
  pageCount: number;
  /**
   * The output paths of the pages rendered so far whose head says `noindex` (see
   * headSaysNoindex): filled as lazy pages are written; a page left unchanged in the output is
   * never rendered, and the output's manifest carries its flag (see stageOutput).
   */
  noindex: Set<string>;
}

/** Render every route into output files, plus the 404 page. */
export function renderSite({
  routes,
  site,
  cache,
  keyed = cache !== undefined,
  timer,
  lazy = false,
  once = false,
  theme,
}: {
  routes: readonly Route[];
  site: SiteModel;
  /** The site's overrides of layout components, and a hash of their code for render keys. */
  theme?: LoadedTheme;
  /** Keeps rendered HTML between in-memory builds (`docsgen dev`, tests). */
  cache?: CompileCache;
  /** Give each page a key naming its HTML (on with a cache), so an unchanged page can be left in place or reused. */
  keyed?: boolean;
  timer?: StageTimer;
  /**
   * Render each page only when it is written (the writer calls `render`), so the whole
   * site's HTML is never in memory at once. A failure then throws a located DocsgenError.
   */
  lazy?: boolean;
  /**
   * With `lazy`: each page is rendered once (a written build), so its TOC, which only
   * rendering reads, is let go once it is (~1.6 KB a bench page).
   */
  once?: boolean;
}): RenderedSite {
  const diagnostics: Diagnostic[] = [];
  const files = new Map<string, OutputFile>();
  const noindex = new Set<string>();
  // A page's HTML is a pure function of its model, the site's and docsgen's templates: hash
  // them to reuse it (an upgraded docsgen rewrites every page). Sidebars are shared by
  // reference, so each is hashed once, not once per page.
  const siteHash = keyed ? hashKey('render', cacheVersion(), JSON.stringify(site), theme?.key ?? '') : '';
  const sidebarHashes = new Map<unknown, string>();
  const keyOf = (page: PageModel): string => {
    let sidebar = sidebarHashes.get(page.sidebar);
    if (sidebar === undefined) sidebarHashes.set(page.sidebar, (sidebar = hashKey(JSON.stringify(page.sidebar))));
    // The HTML by its key when it has one: stringifying and hashing every page's HTML again
    // on every rebuild is most of this (~45 ms at 1000 pages).
    return hashKey(siteHash, sidebar, JSON.stringify({ ...page, sidebar: null, ...(page.htmlKey ? { html: page.htmlKey } : {}) }));
  };
  const failure = (route: Route, error: unknown): Diagnostic => ({
    code: 'render/exception',
    severity: 'error',
    message: `Rendering ${route.page.route} failed: ${(error as Error).message}`,
    file: route.source,
    hint: 'this is a bug in a template or component; run with --verbose for the stack trace',
  });
  /** The page's document in pieces (see renderPageParts), joined only where one string is needed. */
  const render = (page: PageModel): string[] => {
    const started = performance.now();
    timer?.count('pages rendered');
    const pieces = renderPageParts({ page: withHighlightedCode(page), site, ...(theme ? { theme: theme.components } : {}) });
    timer?.add('render', performance.now() - started);
    return pieces;
  };
  // The whole list of each long sidebar category, written once for the client to put in.
  for (const sidebar of new Set(routes.map((route) => route.page.sidebar))) {
    if (sidebar) for (const [path, contents] of sidebarListFiles(sidebar, site.baseUrl)) files.set(path, { contents });
  }
  for (const route of routes) {
    const path = routeOutputPath(route.page.route, site.trailingSlash);
    const key = keyed ? keyOf(route.page) : undefined;
    const produce = (): readonly string[] => {
      const cached = key && cache ? cache.get<string>(key) : undefined;
      const pieces = cached !== undefined ? [cached] : render(route.page);
      if (cached === undefined && key && cache) cache.set(key, pieces.join(''));
      if (cached === undefined && once) route.page.toc = [];
      if (headSaysNoindex(pieces[0] ?? '')) noindex.add(path);
      return pieces;
    };
    if (lazy) {
      const piecesOrFail = (): readonly string[] => {
        try {
          return produce();
        } catch (error) {
          throw new DocsgenError('A page failed to render', { diagnostics: [failure(route, error)], cause: error });
        }
      };
      files.set(path, { render: () => piecesOrFail().join(''), pieces: piecesOrFail, ...(key ? { key } : {}) });
      continue;
    }
    try {
      files.set(path, { contents: produce().join(''), ...(key ? { key } : {}) });
    } catch (error) {
      diagnostics.push(failure(route, error));
    }
  }
  const notFound = emptyPage({ kind: 'not-found', route: '/404', title: themeMessage(site.messages, 'theme.NotFound.title') });
  files.set('404.html', { contents: renderPage({ page: notFound, site, ...(theme ? { theme: theme.components } : {}) }) });
  return { files, diagnostics, pageCount: routes.length + 1, noindex };
}
