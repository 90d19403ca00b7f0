/**
 * The search index of a site, built from its route table: one document per page section,
 * a MiniSearch index the browser loads when the reader first searches, and the section
 * texts (for snippets) split into files fetched only for the results shown.
 */
import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import type { PageModel } from '../render/models.ts';
import { hashKey, type CompileCache } from '../site/compile-cache.ts';
import { extractSections } from './extract-sections.ts';
import { INDEX_OPTIONS, SNIPPET_SOURCE_LENGTH, TEXT_CHUNK_SIZE, type SearchDocument, type SearchIndexFile, type SearchResultType } from './search-options.ts';

/** Output folder of the index, under the base URL. */
export const SEARCH_DIR = 'search';
export const SEARCH_INDEX_PATH = `${SEARCH_DIR}/index.json`;
export const searchTextPath = (chunk: number): string => `${SEARCH_DIR}/text-${chunk}.json`;

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
  /** Route of the REST reference, whose `schemas/` pages are schema results. */
  apiRoute?: string;
}

export interface SearchIndexOutput {
  /** Output path → contents. */
  files: Map<string, string>;
  pageCount: number;
  sectionCount: number;
  bytes: number;
}

/** Spec rule shared with the navbar: `/` is the home page only, other routes include their subtree. */
function underRoute(route: string, base: string): boolean {
  if (base === '/') return route === '/';
  return route === base || route.startsWith(`${base}/`);
}

export function areaOf(route: string, areas: readonly SearchArea[], fallback: string): string {
  return areas.find((area) => area.routes.some((base) => underRoute(route, base)))?.label ?? fallback;
}

/**
 * Whether a page belongs in search: listed docs, API pages and blog posts; not the 404
 * page, nor blog lists, archives and tag pages (they only repeat the posts' excerpts).
 */
export function isSearchable(page: PageModel): boolean {
  return !page.unlisted && (page.kind === 'doc' || page.kind === 'category-index' || page.kind === 'blog-post');
}

const OPERATION = /^<div class="api-endpoint"><span class="api-method[^"]*">([A-Z]+)<\/span><code class="api-path">([^<]*)<\/code>/;

function typeOf(page: PageModel, apiRoute: string | undefined): { type: SearchResultType; keywords: string[] } {
  if (page.kind === 'blog-post') return { type: 'post', keywords: [] };
  const operation = OPERATION.exec(page.html);
  if (operation) return { type: 'operation', keywords: [operation[1]!, operation[2]!] };
  if (apiRoute && underRoute(page.route, `${apiRoute === '/' ? '' : apiRoute}/schemas`) && page.route !== `${apiRoute}/schemas`) return { type: 'schema', keywords: [] };
  return { type: 'page', keywords: [] };
}

export function buildSearchIndex(input: SearchIndexInput): SearchIndexOutput {
  const documents: SearchDocument[] = [];
  const texts: string[] = [];
  let pageCount = 0;
  for (const page of input.pages) {
    if (!isSearchable(page)) continue;
    pageCount++;
    const url = input.baseUrl + page.route.slice(1);
    const area = areaOf(page.route, input.areas, input.fallbackArea);
    const { type, keywords } = typeOf(page, input.apiRoute);
    const k = [...keywords, ...page.keywords].join(' ');
    const sections = extractSections(page.html);
    // The page itself is always findable by its title, even when its content opens with a heading.
    if (sections[0]?.heading !== '') sections.unshift({ heading: '', anchor: '', text: page.description });
    for (const section of sections) {
      const id = documents.length;
      documents.push({ id, t: page.title, h: section.heading, k: section.heading ? '' : k, x: section.text, u: section.anchor ? `${url}#${section.anchor}` : url, a: area, y: type });
      texts.push(section.text.length > SNIPPET_SOURCE_LENGTH ? `${section.text.slice(0, SNIPPET_SOURCE_LENGTH)}…` : section.text);
    }
  }
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);

  const chunks: string[] = [];
  for (let start = 0; start < texts.length; start += TEXT_CHUNK_SIZE) chunks.push(JSON.stringify(texts.slice(start, start + TEXT_CHUNK_SIZE)));
  const version = createHash('sha256');
  for (const chunk of chunks) version.update(chunk);
  const serializedIndex = JSON.stringify(index);
  version.update(serializedIndex);
  const header: Omit<SearchIndexFile, 'index'> = { version: version.digest('hex').slice(0, 12), chunkSize: TEXT_CHUNK_SIZE };
  // Spliced rather than re-serialised: the index is the bulk of the file.
  const indexFile = `${JSON.stringify(header).slice(0, -1)},"index":${serializedIndex}}`;

  const files = new Map<string, string>([[SEARCH_INDEX_PATH, indexFile]]);
  chunks.forEach((chunk, number) => files.set(searchTextPath(number), chunk));
  let bytes = 0;
  for (const contents of files.values()) bytes += Buffer.byteLength(contents);
  return { files, pageCount, sectionCount: documents.length, bytes };
}

/** The one cache slot of the search index: overwritten by each build, so the cache never grows with edits. */
const CACHE_SLOT = hashKey('search-index-latest');

/**
 * `buildSearchIndex`, reused from the cache when no searchable page and no setting changed
 * (an unchanged rebuild of 1000 pages saves ~1 s of indexing).
 */
export function cachedSearchIndex(input: SearchIndexInput, cache: CompileCache | undefined): SearchIndexOutput {
  if (!cache) return buildSearchIndex(input);
  const pages = input.pages.filter(isSearchable).map((page) => [page.route, page.kind, page.title, page.description, page.keywords, page.html]);
  const inputHash = hashKey(JSON.stringify({ ...input, pages: undefined }), JSON.stringify(pages));
  const cached = cache.get<{ inputHash: string; output: Omit<SearchIndexOutput, 'files'> & { files: Array<[string, string]> } }>(CACHE_SLOT);
  if (cached?.inputHash === inputHash) return { ...cached.output, files: new Map(cached.output.files) };
  const output = buildSearchIndex(input);
  cache.set(CACHE_SLOT, { inputHash, output: { ...output, files: [...output.files] } });
  return output;
}
