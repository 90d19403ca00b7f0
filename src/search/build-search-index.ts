/**
 * The search index of a site, built from its route table: one document per page section,
 * in MiniSearch indexes (shards) the browser loads when the reader first searches, and
 * the section texts (for snippets) split into files fetched only for the results shown.
 */
import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import type { PageModel } from '../render/models.ts';
import { hashKey, type CompileCache } from '../site/compile-cache.ts';
import { extractSections } from './extract-sections.ts';
import { INDEX_OPTIONS, SNIPPET_SOURCE_LENGTH, TEXT_CHUNK_SIZE, type SearchDocument, type SearchManifest, type SearchResultType } from './search-options.ts';

/** Output folder of the index, under the base URL. */
export const SEARCH_DIR = 'search';
export const SEARCH_INDEX_PATH = `${SEARCH_DIR}/index.json`;
export const searchShardPath = (shard: number): string => `${SEARCH_DIR}/shard-${shard}.json`;
export const searchTextPath = (shard: number, chunk: number): string => `${SEARCH_DIR}/text-${shard}-${chunk}.json`;

/** About this many pages per shard: re-indexing one after an edit takes ~0.1 s. */
const PAGES_PER_SHARD = 128;

export interface SearchArea {
  label: string;
  routes: readonly string[];
}

export interface SearchIndexInput {
  pages: readonly PageModel[];
  baseUrl: string;
  /** Result groups, first match wins; pages in none are grouped under `fallbackArea`. */
  areas: readonly SearchArea[];
  fallbackArea: string;
  /** Routes of the REST references, whose `schemas/` pages are schema results. */
  apiRoutes?: readonly string[];
  /** The docs versions (name → label) on a site of several: each section records its page's version. */
  versions?: Record<string, string>;
  /** The last version: searched by default off the docs. */
  lastVersion?: string;
}

export interface SearchIndexOutput {
  /**
   * Output path → contents, as UTF-8: a 10,000-page site's index is ~100 MB, held until it
   * is written, and a snippet's `…` makes V8 store a whole text file as UTF-16.
   */
  files: Map<string, Uint8Array>;
  pageCount: number;
  sectionCount: number;
  bytes: number;
}

/** Spec rule shared with the navbar: `/` is the home page only, other routes include their subtree. */
export function underRoute(route: string, base: string): boolean {
  if (base === '/') return route === '/';
  return route === base || route.startsWith(`${base}/`);
}

function areaOf(route: string, areas: readonly SearchArea[], fallback: string): string {
  return areas.find((area) => area.routes.some((base) => underRoute(route, base)))?.label ?? fallback;
}

/**
 * Whether a page belongs in search: listed docs, API pages and blog posts; not the 404
 * page, nor blog lists, archives and tag pages (they only repeat the posts' excerpts).
 */
function isSearchable(page: PageModel): boolean {
  return !page.unlisted && (page.kind === 'doc' || page.kind === 'category-index' || page.kind === 'blog-post');
}

const OPERATION = /^<div class="api-endpoint"><span class="api-method[^"]*">([A-Z]+)<\/span><code class="api-path">([^<]*)<\/code>/;

function typeOf(page: PageModel, apiRoutes: readonly string[]): { type: SearchResultType; operation?: string } {
  if (page.kind === 'blog-post') return { type: 'post' };
  const operation = OPERATION.exec(page.html);
  if (operation) return { type: 'operation', operation: `${operation[1]!} ${operation[2]!}` };
  const schemas = (apiRoute: string): string => `${apiRoute === '/' ? '' : apiRoute}/schemas`;
  if (apiRoutes.some((apiRoute) => underRoute(page.route, schemas(apiRoute)) && page.route !== schemas(apiRoute))) return { type: 'schema' };
  return { type: 'page' };
}

/** One shard: its MiniSearch index and its section texts, serialised. */
interface BuiltShard {
  index: string;
  texts: string[];
  pageCount: number;
  sectionCount: number;
}

function buildShard(pages: readonly PageModel[], input: SearchIndexInput): BuiltShard {
  const documents: SearchDocument[] = [];
  const texts: string[] = [];
  for (const page of pages) {
    const url = input.baseUrl + page.route.slice(1);
    const area = areaOf(page.route, input.areas, input.fallbackArea);
    const { type, operation } = typeOf(page, input.apiRoutes ?? []);
    const k = page.keywords.join(' ');
    const version = input.versions ? page.version?.name : undefined;
    const sections = extractSections(page.html);
    // The page itself is always findable by its title, even when its content opens with a heading.
    if (sections[0]?.heading !== '') sections.unshift({ heading: '', anchor: '', text: page.description, code: '' });
    for (const section of sections) {
      const id = documents.length;
      documents.push({ id, t: page.title, h: section.heading, k: section.heading ? section.code : `${k} ${section.code}`.trim(), x: section.text, u: section.anchor ? `${url}#${section.anchor}` : url, a: area, y: type, ...(operation ? { o: operation } : {}), ...(version ? { v: version } : {}) });
      texts.push(section.text.length > SNIPPET_SOURCE_LENGTH ? `${section.text.slice(0, SNIPPET_SOURCE_LENGTH)}…` : section.text);
    }
  }
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  const chunks: string[] = [];
  for (let start = 0; start < texts.length; start += TEXT_CHUNK_SIZE) chunks.push(JSON.stringify(texts.slice(start, start + TEXT_CHUNK_SIZE)));
  return { index: JSON.stringify(index), texts: chunks, pageCount: pages.length, sectionCount: documents.length };
}

/** FNV-1a: a route's shard must not depend on the other routes, so adding a page moves no other. */
function shardOf(route: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < route.length; i++) hash = Math.imul(hash ^ route.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % shards;
}

/** Shard count: a power of two, so it changes only when the site doubles or halves. */
const shardCount = (pages: number): number => 2 ** Math.ceil(Math.log2(Math.max(1, Math.ceil(pages / PAGES_PER_SHARD))));

/** The pages of each shard, in route-table order. */
function shardPages(input: SearchIndexInput): PageModel[][] {
  const searchable = input.pages.filter(isSearchable);
  const shards: PageModel[][] = Array.from({ length: shardCount(searchable.length) }, () => []);
  for (const page of searchable) shards[shardOf(page.route, shards.length)]!.push(page);
  return shards;
}

/** A built shard as the bytes written: each shard's strings can go as soon as it is built. */
interface EncodedShard {
  index: Uint8Array;
  texts: Uint8Array[];
  pageCount: number;
  sectionCount: number;
}

const encoded = (shard: BuiltShard): EncodedShard => ({ ...shard, index: Buffer.from(shard.index), texts: shard.texts.map((text) => Buffer.from(text)) });

function assemble(shards: readonly EncodedShard[], versions: Pick<SearchIndexInput, 'versions' | 'lastVersion'>): SearchIndexOutput {
  const version = createHash('sha256');
  for (const shard of shards) {
    version.update(shard.index);
    for (const text of shard.texts) version.update(text);
  }
  const manifest: SearchManifest = { version: version.digest('hex').slice(0, 12), chunkSize: TEXT_CHUNK_SIZE, shards: shards.map((shard) => ({ texts: shard.texts.length })), ...(versions.versions ? { versions: versions.versions, ...(versions.lastVersion ? { lastVersion: versions.lastVersion } : {}) } : {}) };
  const files = new Map<string, Uint8Array>([[SEARCH_INDEX_PATH, Buffer.from(JSON.stringify(manifest))]]);
  shards.forEach((shard, number) => {
    files.set(searchShardPath(number), shard.index);
    shard.texts.forEach((text, chunk) => files.set(searchTextPath(number, chunk), text));
  });
  let bytes = 0;
  for (const contents of files.values()) bytes += contents.byteLength;
  return {
    files,
    pageCount: shards.reduce((sum, shard) => sum + shard.pageCount, 0),
    sectionCount: shards.reduce((sum, shard) => sum + shard.sectionCount, 0),
    bytes,
  };
}

export function buildSearchIndex(input: SearchIndexInput): SearchIndexOutput {
  return assemble(shardPages(input).map((pages) => encoded(buildShard(pages, input))), input);
}

/**
 * `buildSearchIndex` with each shard reused from the cache when none of its pages and no
 * setting changed: an edit re-indexes one shard. Each shard has one cache slot that every
 * build overwrites, so the cache does not grow with edits.
 */
export function cachedSearchIndex(input: SearchIndexInput, cache: CompileCache | undefined): SearchIndexOutput {
  if (!cache) return buildSearchIndex(input);
  const settings = JSON.stringify({ ...input, pages: undefined });
  const shards = shardPages(input);
  return assemble(
    shards.map((pages, number) => {
      const slot = hashKey('search-shard', String(shards.length), String(number));
      // The HTML by its key when it has one (see CompiledPage.htmlKey): hashing every page's HTML is most of an unchanged shard's cost.
      const inputHash = hashKey(settings, JSON.stringify(pages.map((page) => [page.route, page.kind, page.title, page.description, page.keywords, page.htmlKey ?? page.html])));
      const cached = cache.get<{ inputHash: string; shard: BuiltShard }>(slot);
      if (cached?.inputHash === inputHash) return encoded(cached.shard);
      const shard = buildShard(pages, input);
      cache.set(slot, { inputHash, shard });
      return encoded(shard);
    }),
    input,
  );
}
