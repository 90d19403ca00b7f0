/**
 * The browser side of search: loads the index on first use, answers queries, and fetches
 * the section texts of the results shown for their snippets. Runs in the search island.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { INDEX_OPTIONS, rankResults, searchOptions, type SearchDocument, type SearchIndexFile, type SearchResultType } from './search-options.ts';
import { snippet, type SnippetPart } from './snippet.ts';

export interface SearchHit {
  id: number;
  title: string;
  heading: string;
  url: string;
  area: string;
  type: SearchResultType;
  /** Index terms the query matched, for highlighting. */
  terms: string[];
}

export interface SearchEngine {
  search(query: string, limit?: number): SearchHit[];
  /** Snippets of the hits' sections, fetched as needed. */
  snippets(hits: readonly SearchHit[]): Promise<Map<number, SnippetPart[]>>;
}

const engines = new Map<string, Promise<SearchEngine>>();

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Loading ${url} failed: HTTP ${response.status}`);
  return (await response.json()) as T;
}

function toHit(result: SearchResult): SearchHit {
  // Ids come back as strings from a loaded index.
  return { id: Number(result.id), title: result.t as string, heading: result.h as string, url: result.u as string, area: result.a as string, type: result.y as SearchResultType, terms: result.terms };
}

export function createEngine(file: SearchIndexFile, fetchText: (chunk: number) => Promise<string[]>): SearchEngine {
  const index = MiniSearch.loadJS<SearchDocument>(file.index as Parameters<typeof MiniSearch.loadJS>[0], INDEX_OPTIONS);
  const chunks = new Map<number, Promise<string[]>>();
  const chunk = (number: number): Promise<string[]> => {
    let texts = chunks.get(number);
    if (!texts) {
      texts = fetchText(number);
      texts.catch(() => chunks.delete(number));
      chunks.set(number, texts);
    }
    return texts;
  };
  return {
    search(query, limit = 20) {
      if (!query.trim()) return [];
      let results = index.search(query, searchOptions('AND'));
      if (!results.length) results = index.search(query, searchOptions('OR'));
      return rankResults(results, query).slice(0, limit).map(toHit);
    },
    async snippets(hits) {
      const snippets = new Map<number, SnippetPart[]>();
      await Promise.all(
        hits.map(async (hit) => {
          const texts = await chunk(Math.floor(hit.id / file.chunkSize));
          snippets.set(hit.id, snippet(texts[hit.id % file.chunkSize] ?? '', hit.terms));
        }),
      );
      return snippets;
    },
  };
}

/** The engine for an index URL, loaded once per page session. */
export function loadEngine(indexUrl: string): Promise<SearchEngine> {
  let engine = engines.get(indexUrl);
  if (!engine) {
    engine = fetchJson<SearchIndexFile>(indexUrl).then((file) => {
      const base = new URL('.', new URL(indexUrl, location.href));
      return createEngine(file, (number) => fetchJson<string[]>(new URL(`text-${number}.json?v=${file.version}`, base).href));
    });
    // A failed load is retried on the next search instead of being remembered.
    engine.catch(() => engines.delete(indexUrl));
    engines.set(indexUrl, engine);
  }
  return engine;
}
