import { readdir, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { loadConfig, loadSidebars } from '../config/load-config.ts';
import type { OpenApiConfig, SidebarsConfig, SiteConfig } from '../config/site-config.ts';
import type { ApiSidebarData } from '../openapi/api-pages.ts';
import { joinRoute } from '../routes/doc-route.ts';
import { buildFeeds } from '../blog/feeds.ts';
import { loadBlog, type LoadedBlog } from '../blog/load-blog.ts';
import { titleFromId } from '../content/compile-page.ts';
import { findPages, pageFormat } from '../content/find-pages.ts';
import { initHighlighter } from '../content/highlight.ts';
import { loadMdxCompiler } from '../content/mdx-module.ts';
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { buildSidebars, type BuiltSidebars } from '../sidebars/build-sidebars.ts';
import { StageTimer } from '../build/stage-timer.ts';
import { hashKey, type CompileCache } from './compile-cache.ts';
import { loadApiReference } from './load-api.ts';
import { compileInWorkers, compileWithAssets, createAssetResolvers, PARALLEL_THRESHOLD, type CompiledResult } from './compile-pages.ts';
import type { CompiledPage, SourcePage } from '../types.ts';
import { displayPath, toPosix } from '../shared/paths.ts';
import type { LinkToCheck } from '../checks/links.ts';
import { readFileSync } from 'node:fs';
import { hasSiteComponents, partialModule, renderSiteComponents, type SiteComponents } from '../components/site-components.ts';
import { parseFrontMatter } from '../content/front-matter.ts';

/** Everything read from a site folder and compiled, ready to route and render. */
export interface LoadedSite {
  siteDir: string;
  config: SiteConfig;
  configFile: string;
  /** The sidebars as written (null: zero-config), for reporting links at their line. */
  sidebarsConfig: SidebarsConfig | null;
  pages: CompiledPage[];
  sidebars: BuiltSidebars;
  /** Absolute path of the `static/` folder (may not exist). */
  staticDir: string;
  /** Files under `static/` as URL paths: `/logo/light.svg`. */
  staticFiles: Set<string>;
  /** Output path (`assets/images/x.1a2b3c4d.png`) → absolute source path, for images used by pages. */
  assets: Map<string, string>;
  /** Generated files beside the pages: the OpenAPI document, its Postman collection, the blog's feeds. */
  generatedFiles: Map<string, string>;
  /** The blog, when its folder exists. */
  blog: LoadedBlog | null;
  /** Pages' own components: their CSS and media files, client islands, the files they were built from. */
  components: SiteComponents;
  /** Links written in the Markdown partials pages import, where they are written. */
  partialLinks: LinkToCheck[];
  /** The site's REST references, in config.yaml order. */
  apis: LoadedApi[];
  diagnostics: Diagnostic[];
}

/** One REST reference of a site, as sidebars, search and the sample checks need it. */
export interface LoadedApi {
  /** Its settings in config.yaml (`id`, `url`, `cache`…). */
  config: OpenApiConfig;
  /** Route of its pages, under the docs' route base: `/api-rest`. */
  route: string;
  /** The document's `info.title`; absent when the document could not be compiled. */
  title?: string;
  /** Route of its overview page. */
  overviewRoute?: string;
  /** What its `{type: openapi}` sidebar items list. */
  sidebar?: ApiSidebarData;
  /** The OpenAPI document as used (downloaded or cached), for the sample checks. */
  document?: { text: string; file: string };
}

export interface LoadSiteOptions {
  /** The site folder (holding config.yaml), absolute or relative to `cwd`. */
  siteDir: string;
  /** Directory paths in messages are relative to; defaults to `process.cwd()`. */
  cwd?: string;
  /** Build pages marked `draft: true` (dev mode). */
  includeDrafts?: boolean;
  /** Do not download the OpenAPI document; build from its cached copy. */
  offline?: boolean;
  /** Fail when the OpenAPI document cannot be downloaded (overrides `openapi.strictRemote`). */
  strictRemote?: boolean;
  /** Highlight code blocks (default); link checking turns it off. */
  highlight?: boolean;
  /**
   * Reuse compiled pages from earlier runs. Keys cover the page's source, docsgen's
   * version, the config and everything its links resolve against.
   */
  cache?: CompileCache;
  /** Collects time per stage (`--profile`). */
  timer?: StageTimer;
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) return listFiles(join(dir, entry.name), path);
      return entry.isFile() ? [path] : [];
    }),
  );
  return nested.flat();
}

/** Throw the usage error for a site folder that does not exist (exit 2). */
export async function assertSiteFolder(siteDir: string, cwd: string): Promise<void> {
  const siteStat = await stat(siteDir).catch(() => undefined);
  if (siteStat?.isDirectory()) return;
  const shown = displayPath(cwd, siteDir);
  throw new DocsgenError(`Site folder ${shown} does not exist`, {
    exitCode: 2,
    diagnostics: [
      {
        code: 'config/missing-site',
        severity: 'error',
        message: `Cannot find the site folder \`${shown}\``,
        file: shown,
        hint: 'run docsgen from the project root or pass `--site <dir>`',
      },
    ],
  });
}

/** Read config, sidebars and every page of a site folder, and compile the pages. */
export async function loadSite(options: LoadSiteOptions): Promise<LoadedSite> {
  const timer = options.timer ?? new StageTimer();
  const started = performance.now();
  const cwd = options.cwd ?? process.cwd();
  const siteDir = resolve(cwd, options.siteDir);
  await assertSiteFolder(siteDir, cwd);
  const { config, file: configFile } = await loadConfig(siteDir, cwd);
  const sidebarsConfig = await loadSidebars(siteDir, config, cwd);
  const docsDir = join(siteDir, config.docs.path);
  const docsStat = await stat(docsDir).catch(() => undefined);
  if (!docsStat?.isDirectory()) {
    throw new DocsgenError(`Docs folder missing`, {
      exitCode: 2,
      diagnostics: [
        {
          code: 'config/missing-docs',
          severity: 'error',
          message: `The docs folder \`${relative(cwd, docsDir)}\` does not exist`,
          file: configFile,
          hint: 'create it, or set `docs.path` in config.yaml to the folder holding your .md/.mdx pages',
        },
      ],
    });
  }

  const found = findPages({ docsDir, cwd, routeBasePath: config.docs.routeBasePath, markdownFormat: config.markdown.format, includeDrafts: options.includeDrafts ?? false, ...(options.cache ? { cache: options.cache } : {}) });
  const diagnostics: Diagnostic[] = [...found.diagnostics];
  const staticDir = join(siteDir, 'static');
  const staticFiles = new Set(await listFiles(staticDir));

  const routesByDocPath = new Map(found.pages.map((page) => [page.docPath, page.route]));
  const { assets, assetUrl, staticImageSize } = createAssetResolvers({ docsDir, staticDir, staticFiles, baseUrl: config.baseUrl });

  const pages: CompiledPage[] = [];
  const failedFrontMatter = new Set(found.diagnostics.filter((d) => d.severity === 'error').map((d) => d.file));
  // What every page's links resolve against: a change here invalidates every cached page.
  const siteComponents = hasSiteComponents(siteDir);
  const context = options.cache ? hashKey(String(options.highlight !== false), String(siteComponents), JSON.stringify(config), JSON.stringify([...routesByDocPath]), [...staticFiles].join('\n')) : '';
  timer.add('load', performance.now() - started);
  const parseStarted = performance.now();
  const misses: Array<{ index: number; source: SourcePage; key: string }> = [];
  const results: Array<CompiledResult | undefined> = [];
  found.pages.forEach((source, index) => {
    if (failedFrontMatter.has(source.file)) return;
    const key = options.cache ? hashKey(context, source.file, source.source) : '';
    const cached = options.cache?.get<CompiledResult>(key);
    timer.count(cached ? 'pages from cache' : 'pages compiled');
    if (cached) results[index] = cached;
    else misses.push({ index, source, key });
  });
  const compileOptions = { config, routesByDocPath, staticFiles, docsDir, staticDir, highlight: options.highlight !== false, siteComponents };
  const compiled = (miss: (typeof misses)[number], result: CompiledResult): void => {
    results[miss.index] = result;
    options.cache?.set(miss.key, { ...result, diagnostics: result.diagnostics.map(({ source: _source, ...rest }) => rest) });
  };
  const inWorkers =
    misses.length >= PARALLEL_THRESHOLD &&
    (await compileInWorkers(
      misses.map((miss) => miss.source),
      compileOptions,
      (position, result) => compiled(misses[position]!, result),
    ));
  if (inWorkers) timer.count('pages compiled in workers', misses.length);
  else if (misses.length) {
    await initHighlighter();
    await loadMdxCompiler();
    for (const [position, miss] of misses.entries()) {
      compiled(miss, compileWithAssets(miss.source, compileOptions, { assetUrl, staticImageSize }));
      // Let finished cache writes call back now and then: past 256 in flight, the cache
      // writes on the spot, which cost ~0.5 ms each on the main thread.
      if (position % 4 === 3) await new Promise(setImmediate);
    }
  }
  found.pages.forEach((source, index) => {
    const result = results[index];
    if (!result) return;
    // Images a page uses are copied to the output: replay the lookups of cached and worker pages.
    for (const image of result.images) assetUrl(image);
    diagnostics.push(...result.diagnostics.map((diagnostic) => ({ ...diagnostic, source: diagnostic.source ?? source.source })));
    if (result.page) pages.push(result.page);
  });

  timer.add('parse', performance.now() - parseStarted);
  const generatedFiles = new Map<string, string>();
  // One API keeps the page ids `openapi/…`; several are told apart as `openapi/<id>/…`.
  const idPrefix = (openapi: OpenApiConfig): string => (config.openapi.length > 1 ? `openapi/${openapi.id}` : 'openapi');
  const references = await timer.time('openapi', () =>
    Promise.all(
      config.openapi.map((openapi) =>
        loadApiReference({
          config,
          configFile,
          openapi,
          siteDir,
          cwd,
          offline: options.offline ?? false,
          strictRemote: options.strictRemote ?? openapi.strictRemote,
          highlight: options.highlight ?? true,
          idPrefix: idPrefix(openapi),
          ...(options.cache ? { cache: options.cache } : {}),
        }),
      ),
    ),
  );
  const apiPages = references.flatMap((api) => api.pages);
  const apis = references.map((api, index): LoadedApi => {
    const openapi = config.openapi[index]!;
    // The overview is the reference's last page.
    const overview = api.pages.findLast((page) => page.id === `${idPrefix(openapi)}/overview`);
    return {
      config: openapi,
      route: joinRoute(config.docs.routeBasePath, openapi.route),
      ...(api.title !== undefined ? { title: api.title } : {}),
      ...(overview ? { overviewRoute: overview.route } : {}),
      ...(api.sidebar ? { sidebar: api.sidebar } : {}),
      ...(api.document ? { document: api.document } : {}),
    };
  });
  for (const api of references) {
    diagnostics.push(...api.diagnostics);
    pages.push(...api.pages);
    for (const [path, contents] of api.files) generatedFiles.set(path, contents);
  }

  const blog = await timer.time('blog', () =>
    loadBlog({ siteDir, cwd, config, includeDrafts: options.includeDrafts ?? false, staticDir, staticFiles, highlight: options.highlight !== false, ...(options.cache ? { cache: options.cache } : {}) }),
  );
  if (blog) {
    diagnostics.push(...blog.diagnostics);
    for (const [path, source] of blog.assets) assets.set(path, source);
    for (const [path, contents] of buildFeeds(blog, config)) generatedFiles.set(path, contents);
  }

  // Pages that are code render now that every page is compiled: one bundle for them all.
  // Markdown files they import (partials) compile like pages of the docs folder.
  const compilePartialPage = (path: string, highlight: boolean) => {
    const source = readFileSync(path, 'utf8');
    const file = displayPath(cwd, path);
    const split = parseFrontMatter(source, file);
    const docPath = toPosix(relative(docsDir, path));
    const format = pageFormat(path, config.markdown.format);
    const page = { file, path, docPath, format, id: docPath.replace(/\.mdx?$/, ''), route: `/${docPath.replace(/\.mdx?$/, '')}`, frontMatter: {}, extra: {}, body: split.body, source } as const;
    return compileWithAssets(page, { ...compileOptions, highlight }, { assetUrl, staticImageSize });
  };
  const compilePartial = (path: string) => partialModule(compilePartialPage(path, compileOptions.highlight));
  const components = await timer.time('components', () =>
    renderSiteComponents({ pages, posts: blog?.posts ?? [] }, { siteDir, cwd, config, highlight: options.highlight !== false, compilePartial, contextKey: context, ...(options.cache ? { cache: options.cache } : {}) }),
  );
  diagnostics.push(...components.diagnostics);
  // The links written in partials are checked where they are written. A reused bundle did not
  // compile its partials, so their links are read again here (without highlighting: cheap).
  const partialLinks = components.inputs
    .filter((path) => /\.mdx?$/i.test(path) && !/[/\\]node_modules[/\\]/.test(path))
    .flatMap((path) => {
      const page = compilePartialPage(path, false).page;
      return page ? page.links.map((link) => ({ url: link.url, text: link.text, file: page.file, line: link.line, column: link.column, fromRoute: page.route })) : [];
    });

  // Sidebars list every found page, compiled or not, so one broken page does not also
  // produce "missing doc" errors for every sidebar that lists it.
  const compiledById = new Map(pages.map((page) => [page.id, page]));
  const sidebarsStarted = performance.now();
  const sidebars = buildSidebars({
    sidebars: sidebarsConfig?.sidebars ?? null,
    sidebarsFile: sidebarsConfig?.file ?? configFile,
    apis: apis.map((api) => ({ id: api.config.id, ...(api.title !== undefined ? { title: api.title } : {}), ...(api.overviewRoute ? { overviewRoute: api.overviewRoute } : {}), ...(api.sidebar ? { sidebar: api.sidebar } : {}) })),
    docs: [
      ...found.pages.map((source) => {
        const page = compiledById.get(source.id);
        const fm = source.frontMatter;
        const position = fm.sidebar_position ?? source.numberPrefix;
        return {
          id: source.id,
          route: source.route,
          docPath: source.docPath,
          label: page?.sidebarLabel ?? fm.sidebar_label ?? fm.title ?? titleFromId(source.id),
          description: page?.description ?? fm.description ?? '',
          ...(position !== undefined ? { position } : {}),
          unlisted: fm.unlisted ?? false,
        };
      }),
      ...apiPages.map((page) => ({ id: page.id, route: page.route, docPath: page.id, label: page.sidebarLabel, description: page.description, unlisted: false, generated: true })),
    ],
    categories: found.categories,
    baseUrl: config.baseUrl,
    routeBasePath: config.docs.routeBasePath,
  });
  diagnostics.push(...sidebars.diagnostics);
  timer.add('sidebars', performance.now() - sidebarsStarted);

  return { siteDir, config, configFile, sidebarsConfig, pages, sidebars, staticDir, staticFiles, assets, generatedFiles,  blog, components, partialLinks, apis, diagnostics };
}

