import { extname, join } from 'node:path';
import type { OpenApiConfig, SiteConfig } from '../config/site-config.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { themeMessage } from '../i18n/format-message.ts';
import { buildApiPages, type ApiSidebarData } from '../openapi/api-pages.ts';
import { initHighlighter } from '../content/highlight.ts';
import { compileSpec } from '../openapi/compile-spec.ts';
import { fetchSpec } from '../openapi/fetch-spec.ts';
import { parseSpec } from '../openapi/parse-spec.ts';
import { referenceTwins } from '../llms/api-twin.ts';
import { toPostmanCollection } from '../openapi/postman.ts';
import { pagePlaces, type PagePlace } from '../openapi/page-places.ts';
import { pluginKebab, pluginTitleId } from '../openapi/plugin-names.ts';
import { parse as parseYaml } from 'yaml';
import { hookedOverviewSlug, type FrontMatterHook } from '../docusaurus/front-matter-hook.ts';
import { isObject, type JsonObject } from '../openapi/schema.ts';
import { bundleLocalRefs, refersToOtherFiles } from '../openapi/bundle-refs.ts';
import { oauthRedirect } from '../openapi/oauth-redirect.ts';
import { oauthRedirectPage } from '../openapi/oauth-redirect-page.ts';
import { rootBaseUrl } from '../i18n/locales.ts';
import { apiInLocale } from './api-in-locale.ts';
import { joinRoute, siteLink } from '../routes/doc-route.ts';
import type { CompiledPage } from '../types.ts';
import { hashKey, type CompileCache } from './compile-cache.ts';
import { displayPath } from '../shared/paths.ts';
import { apiChromeMessages } from '../openapi/api-chrome.ts';

/** Why a downloaded text may not replace the cache, or undefined when it is an OpenAPI document docsgen reads. */
function invalidDocument(text: string): string | undefined {
  const { spec, diagnostics } = parseSpec(text, 'download');
  if (!spec) return diagnostics[0]?.message ?? 'unreadable';
  const version = spec.doc.openapi;
  if (typeof version !== 'string' || !/^3\.[0-2]\./.test(version)) return 'no `openapi: 3.x` or `swagger: "2.0"` field';
  if (!isObject(spec.doc.info)) return 'no `info` object';
  return undefined;
}

/** Page ids as buildApiPages makes them (`openapi/<slug>`, `openapi/schemas/<slug>`, `openapi/overview`). */
const PAGE_ID_PREFIX = 'openapi';

/** What a site's reference yields besides its pages and files. */
export interface ApiReferenceResult {
  pages: CompiledPage[];
  /** Absent when the document could not be read or compiled. */
  sidebar?: ApiSidebarData;
  /** The document's `info.title`: the overview's title and the API's search group. */
  title?: string;
  files: Map<string, string>;
  document?: { text: string; file: string };
  /** Route → what the page documents and where (only when asked for: see `locatePages`). */
  places?: Map<string, PagePlace>;
  diagnostics: Diagnostic[];
  /** The pages were read from the build cache, not compiled. */
  fromCache?: true;
}

/**
 * The compiled reference is cached as entries of several pages each (PAGE_CHUNK_CHARS of
 * HTML at most, or one larger page) and one per file, under an index entry: as one entry,
 * Microsoft Graph's 11,000 pages would be one string larger than V8 allows. (Before the cache
 * gathered entries into packs, an entry was a file: GitHub's reference took 14.4 s cold in
 * ~35 entries against 17.0 s in one per page; a page's entry now costs less, but each still
 * has its key in every pack index and its own read.)
 */
interface CachedReference {
  chunkKeys: string[];
  sidebar: ApiSidebarData;
  title: string;
  /** Where the document itself is offered: its text is what the cache key was made from, so it is not stored again. */
  documentPath: string;
  /** The other files (the Postman collection), by key. */
  files: Array<[string, string]>;
  places?: Array<[string, PagePlace]>;
  diagnostics: Diagnostic[];
}

const PAGE_CHUNK_CHARS = 4 * 1024 * 1024;

type ReferenceParts = { pages: CompiledPage[]; sidebar: ApiSidebarData; title: string; files: Map<string, string>; places?: Map<string, PagePlace>; diagnostics: Diagnostic[] };

function readCachedReference(cache: CompileCache | undefined, key: string, documentText: string): ReferenceParts | undefined {
  const index = cache?.get<CachedReference>(key);
  if (!cache || typeof index?.documentPath !== 'string') return undefined;
  const pages: CompiledPage[] = [];
  for (const chunkKey of index.chunkKeys) {
    const chunk = cache.get<CompiledPage[]>(chunkKey);
    if (!chunk) return undefined;
    for (const page of chunk) pages.push(page);
  }
  const files = new Map<string, string>([[index.documentPath, documentText]]);
  for (const [path, fileKey] of index.files) {
    const contents = cache.get<string>(fileKey);
    if (contents === undefined) return undefined;
    files.set(path, contents);
  }
  return { pages, sidebar: index.sidebar, title: index.title, files, ...(index.places ? { places: new Map(index.places) } : {}), diagnostics: index.diagnostics };
}

/** The pages in order, in runs of at most `maxChars` of HTML (a larger page is a run of its own). */
export function pageChunks(pages: readonly CompiledPage[], maxChars = PAGE_CHUNK_CHARS): CompiledPage[][] {
  const chunks: CompiledPage[][] = [];
  let chunk: CompiledPage[] = [];
  let chars = 0;
  for (const page of pages) {
    if (chunk.length && chars + page.html.length > maxChars) {
      chunks.push(chunk);
      chunk = [];
      chars = 0;
    }
    chunk.push(page);
    chars += page.html.length;
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}

/** JSON characters of a run of pages, about: HTML's quotes are escaped, and each page has its table of contents and links. */
const jsonChars = (pages: readonly CompiledPage[]): number => Math.ceil(pages.reduce((chars, page) => chars + page.html.length, 0) * 1.25);

/**
 * Cache the compiled reference in the background. Written at once, GitHub's (84 MB of HTML)
 * held the main thread 1.6–2.4 s under load: its entries outran the packs libuv may have in
 * flight, and the rest were written on the spot. Set as the packs in flight leave room
 * (CompileCache.drained), they are written while the load goes on; `save` waits for them
 * (CompileCache.track), so the build's cache is the same. Peak RSS went down too: 598–617 MB
 * against 692–708 MB with @octokit/openapi 21.0.0 (5 cold builds each, alternating, load
 * 12–27), as the packs' texts and buffers no longer pile up within one long task. What is
 * cached is the reference as returned: later stages may give its pages' fields other values
 * meanwhile.
 */
function cacheReference(cache: CompileCache, key: string, reference: ReferenceParts, documentPath: string): void {
  const chunks = pageChunks(reference.pages).map((chunk) => chunk.map((page) => ({ ...page })));
  const files = [...reference.files].filter(([path]) => path !== documentPath);
  // As the cache will read it back (JSON), taken now.
  const rest = JSON.parse(JSON.stringify({ sidebar: reference.sidebar, title: reference.title, documentPath, ...(reference.places ? { places: [...reference.places] } : {}), diagnostics: reference.diagnostics.map(({ source: _source, ...diagnostic }) => diagnostic) })) as Omit<CachedReference, 'chunkKeys' | 'files'>;
  cache.track(writeCachedReference(cache, key, { chunks, files, rest }));
}

async function writeCachedReference(cache: CompileCache, key: string, parts: { chunks: CompiledPage[][]; files: Array<[string, string]>; rest: Omit<CachedReference, 'chunkKeys' | 'files'> }): Promise<void> {
  const chunkKeys: string[] = [];
  for (const [number, chunk] of parts.chunks.entries()) {
    await cache.drained(jsonChars(chunk));
    const chunkKey = hashKey(key, 'pages', String(number));
    cache.set(chunkKey, chunk);
    chunkKeys.push(chunkKey);
  }
  const files: Array<[string, string]> = [];
  for (const [path, contents] of parts.files) {
    await cache.drained(contents.length);
    const fileKey = hashKey(key, 'file', path);
    cache.set(fileKey, contents);
    files.push([path, fileKey]);
  }
  // The index last: a build stopped before its pages are written finds no reference in the cache.
  cache.set(key, { chunkKeys, files, ...parts.rest } satisfies CachedReference);
}

/**
 * The API with the overview slug a Docusaurus config's `markdown.parseFrontMatter` gives the
 * info page docusaurus-plugin-openapi-docs would have generated for it (apify's `slug: /`),
 * for an API named the plugin's way that sets none itself.
 */
async function withHookedOverview(openapi: OpenApiConfig, text: string, options: { frontMatterHook?: FrontMatterHook; siteDir: string; routeBasePath: string }): Promise<OpenApiConfig> {
  if (!options.frontMatterHook || openapi.slugs !== 'operationId' || openapi.overview !== undefined) return openapi;
  const info = (parseYaml(text) as { info?: { title?: unknown } } | null)?.info;
  const title = typeof info?.title === 'string' ? info.title : 'API';
  const id = pluginTitleId(title);
  const slug = await hookedOverviewSlug(options.frontMatterHook, { id, title, filePath: join(options.siteDir, openapi.route, `${id}.info.mdx`), apiRoute: openapi.route });
  return slug === undefined ? openapi : { ...openapi, overview: slug };
}

/** What loadApiReference needs. */
interface ApiReferenceOptions {
  config: SiteConfig;
  /** config.yaml, as shown in messages about its `openapi` settings. */
  configFile: string;
  openapi: OpenApiConfig;
  /** The route of the docs section the reference is part of (see OpenApiConfig.docs). */
  routeBasePath: string;
  siteDir: string;
  cwd: string;
  offline: boolean;
  strictRemote: boolean;
  highlight: boolean;
  /** Page ids start with this instead of `openapi`: `openapi/payments` gives `openapi/payments/overview`. */
  idPrefix?: string;
  /** Reuse the compiled reference when the document is unchanged (not for a document split into files). */
  cache?: CompileCache;
  /** Called with the document as soon as it is read, before it is compiled (see LoadSiteOptions.onApiDocument). */
  onDocument?: (document: { text: string; file: string }) => void;
  /** Render only the page at this route; the others are left without content (see buildApiPages), and nothing is cached. */
  onlyRoute?: string;
  /**
   * The API shares its route with another: its untitled schemas' pages are named for its
   * `downloadName` (see CompileSpecOptions.schemaPrefix), and `places` says where each page's
   * name comes from in the document, for messages about clashes.
   */
  sharesRoute?: boolean;
  /** A Docusaurus config's `markdown.parseFrontMatter`, which may give the plugin-named API's info page a slug. */
  frontMatterHook?: FrontMatterHook;
}

/**
 * Get the OpenAPI document (download or cache; the locale's own when it has one), compile it
 * and render its pages; plus the document and a Postman collection as downloadable files.
 */
export async function loadApiReference(options: ApiReferenceOptions): Promise<ApiReferenceResult> {
  const { openapi, slugSummaries } = await apiInLocale(options);
  return loadReference({ ...options, openapi }, slugSummaries);
}

async function loadReference(options: ApiReferenceOptions, slugSummaries?: ReadonlyMap<string, string | undefined>): Promise<ApiReferenceResult> {
  const { config } = options;
  const cachePath = join(options.siteDir, options.openapi.cache);
  const file = displayPath(options.cwd, cachePath);
  const fetched = await fetchSpec({
    ...(options.openapi.url ? { url: options.openapi.url } : {}),
    cachePath,
    cacheFile: file,
    timeoutMs: options.openapi.timeout,
    retries: options.openapi.retries,
    maxBytes: options.openapi.maxBytes,
    allowedHosts: options.openapi.allowedHosts,
    offline: options.offline,
    strictRemote: options.strictRemote,
    validate: invalidDocument,
  });
  const diagnostics = [...fetched.diagnostics];
  const files = new Map<string, string>();
  if (fetched.text === undefined || diagnostics.some((d) => d.severity === 'error')) return { pages: [], files, diagnostics };
  const openapi = await withHookedOverview(options.openapi, fetched.text, options);

  // A local document may split itself into files of the site; a downloaded one may not.
  const split = !openapi.url && refersToOtherFiles(fetched.text);
  // Everything the reference's pages are made from, unless the document is split: then its
  // other files count too, and are only known once it is bundled.
  const i18n = { messages: apiChromeMessages(config.translations.code), locale: config.locale };
  const documentKey = split ? undefined : hashKey('openapi', String(options.highlight), String(config.llms.twins), String(options.sharesRoute ?? false), options.idPrefix ?? PAGE_ID_PREFIX, fetched.text, JSON.stringify(openapi), config.baseUrl, options.routeBasePath, JSON.stringify(i18n));
  const document = { text: fetched.text, file };
  options.onDocument?.(document);
  const cache = documentKey ? options.cache : undefined;
  const cached = readCachedReference(cache, documentKey ?? '', fetched.text);
  if (cached) return { ...cached, document, diagnostics: [...diagnostics, ...cached.diagnostics], fromCache: true };
  await initHighlighter();
  const { spec, diagnostics: parseDiagnostics } = parseSpec(fetched.text, file);
  diagnostics.push(...parseDiagnostics);
  if (!spec) return { pages: [], files, diagnostics };
  if (split) {
    diagnostics.push(...(await bundleLocalRefs({ doc: spec.doc as JsonObject, path: cachePath, siteDir: options.siteDir, file, spec, cwd: options.cwd })));
    if (diagnostics.some((d) => d.severity === 'error')) return { pages: [], files, diagnostics };
  }
  const downloadName = openapi.downloadName ?? 'openapi';
  const documentPath = `${joinRoute(openapi.route).slice(1)}/${downloadName}${extname(openapi.cache) || '.yaml'}`;
  const postmanPath = `${joinRoute(openapi.route).slice(1)}/${downloadName}.postman_collection.json`;
  // Page routes in the site's URL form; the downloads are files, left as they are.
  const withBase = (route: string): string => siteLink(config, route);
  const { reference, diagnostics: compileDiagnostics } = compileSpec(spec, {
    route: joinRoute(options.routeBasePath, openapi.route),
    ...(slugSummaries ? { slugSummaries } : {}),
    withBase,
    ...(openapi.linkBase ? { linkBase: openapi.linkBase } : {}),
    ...(openapi.slugs ? { slugs: openapi.slugs } : {}),
    ...(options.onlyRoute !== undefined ? { onlyRoute: options.onlyRoute } : {}),
    ...(openapi.overview ? { overview: openapi.overview } : {}),
    ...(openapi.schemaPages ? { schemaPages: openapi.schemaPages } : {}),
    ...(options.sharesRoute ? { schemaPrefix: downloadName } : {}),
    downloads: [
      { label: themeMessage(i18n.messages, 'theme.openapi.overview.resources.document'), href: withBase(`/${documentPath}`) },
      { label: themeMessage(i18n.messages, 'theme.openapi.overview.resources.postman'), href: withBase(`/${postmanPath}`) },
    ],
  });
  diagnostics.push(...compileDiagnostics);
  if (!reference) return { pages: [], files, diagnostics };
  const { idPrefix = PAGE_ID_PREFIX } = options;
  // On a site of several APIs, each keeps the explorer's credentials of its own.
  const explorer = idPrefix === PAGE_ID_PREFIX ? openapi.explorer : { ...openapi.explorer, credentialsScope: openapi.id };
  const redirect = oauthRedirect(reference, openapi, rootBaseUrl(config));
  const built = buildApiPages(reference, {
    file,
    spec,
    withBase,
    highlight: options.highlight,
    configFile: options.configFile,
    i18n,
    ...(explorer.enabled ? { explorer } : {}),
    ...(redirect ? { oauthRedirectPath: redirect.path } : {}),
    ...(options.onlyRoute !== undefined ? { onlyRoute: options.onlyRoute } : {}),
  });
  diagnostics.push(...built.diagnostics);
  const pages = idPrefix === PAGE_ID_PREFIX ? built.pages : built.pages.map((page) => ({ ...page, id: idPrefix + page.id.slice(PAGE_ID_PREFIX.length) }));
  const title = reference.overview.title;
  files.set(documentPath, fetched.text);
  // One redirect page for every locale: the default locale's build writes it at the site's root.
  if (redirect && config.locale === config.i18n.defaultLocale) files.set(redirect.file, oauthRedirectPage());
  // The pages' Markdown twins are made here, from the model, and cached with the reference.
  if (config.llms.twins && options.onlyRoute === undefined) for (const [path, twin] of referenceTwins(reference, config)) files.set(path, twin);
  // A one-page build's other operations are outlines: its downloads wait for the whole build.
  if (options.onlyRoute === undefined) files.set(postmanPath, toPostmanCollection(reference));
  // Tag pages are made later (see openapiTagPages), at `<route>/<tag>`.
  const tagRoute = openapi.tagPages ? (name: string): string => joinRoute(options.routeBasePath, openapi.route, pluginKebab(name)) : undefined;
  const places = options.sharesRoute ? new Map(pagePlaces(reference, spec, tagRoute)) : undefined;
  if (cache && documentKey && options.onlyRoute === undefined) cacheReference(cache, documentKey, { pages, sidebar: built.sidebar, title, files, ...(places ? { places } : {}), diagnostics: [...compileDiagnostics, ...built.diagnostics] }, documentPath);
  return { pages, sidebar: built.sidebar, title, files, document, ...(places ? { places } : {}), diagnostics };
}
