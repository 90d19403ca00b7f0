/**
 * The browser side of search: loads the index on first use, answers queries, and fetches
 * the section texts of the results shown for their snippets. Runs in the search island.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { rankedSearch } from './rank-results.ts';
import { INDEX_OPTIONS, type SearchDocument, type SearchManifest, type SearchResultType } from './search-options.ts';
import { snippet, type SnippetPart } from './snippet.ts';

export interface SearchHit {
  /** `shard:section`, unique in the site's index. */
  id: string;
  title: string;
  heading: string;
  url: string;
  area: string;
  type: SearchResultType;
  /** Index terms the query matched, for highlighting. */
  terms: string[];
  /** The label of the docs version the page is in, on sites of several versions. */
  version?: string;
}

export interface SearchEngine {
  /** Best hits first; with `version`, only pages of that docs version (and pages of none, such as blog posts). */
  search(query: string, limit?: number, version?: string): SearchHit[];
  /** The site's docs versions (name → label), when it has several. */
  versions?: Record<string, string>;
  /** The version searched when the reader follows none. */
  lastVersion?: string;
  /** Snippets of the hits' sections, fetched as needed. */
  snippets(hits: readonly SearchHit[]): Promise<Map<string, SnippetPart[]>>;
}

/** Where a loaded index's files come from: the network in the browser, memory in tests. */
export interface SearchFiles {
  shard: (shard: number) => Promise<unknown>;
  text: (shard: number, chunk: number) => Promise<string[]>;
}

const engines = new Map<string, Promise<SearchEngine>>();

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Loading ${url} failed: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Load every shard of an index and answer queries across them. */
export async function createEngine(manifest: SearchManifest, files: SearchFiles): Promise<SearchEngine> {
  const shards = await Promise.all(manifest.shards.map(async (_, number) => MiniSearch.loadJS<SearchDocument>((await files.shard(number)) as Parameters<typeof MiniSearch.loadJS>[0], INDEX_OPTIONS)));
  const chunks = new Map<string, Promise<string[]>>();
  const chunk = (shard: number, number: number): Promise<string[]> => {
    const key = `${shard}:${number}`;
    let texts = chunks.get(key);
    if (!texts) {
      texts = files.text(shard, number);
      texts.catch(() => chunks.delete(key));
      chunks.set(key, texts);
    }
    return texts;
  };
  const { versions, lastVersion } = manifest;
  return {
    ...(versions ? { versions } : {}),
    ...(lastVersion ? { lastVersion } : {}),
    search(query, limit = 20, version) {
      if (!query.trim()) return [];
      const filter = version !== undefined ? (result: SearchResult) => result.v === undefined || result.v === version : undefined;
      return rankedSearch(shards, query, filter)
        .slice(0, limit)
        .map((result) => ({
          id: `${result.shard}:${String(result.id)}`,
          title: result.t as string,
          heading: result.h as string,
          url: result.u as string,
          area: result.a as string,
          type: result.y as SearchResultType,
          terms: result.matched,
          ...(versions && typeof result.v === 'string' ? { version: versions[result.v] ?? result.v } : {}),
        }));
    },
    async snippets(hits) {
      const snippets = new Map<string, SnippetPart[]>();
      await Promise.all(
        hits.map(async (hit) => {
          const [shard, section] = hit.id.split(':').map(Number) as [number, number];
          const texts = await chunk(shard, Math.floor(section / manifest.chunkSize));
          snippets.set(hit.id, snippet(texts[section % manifest.chunkSize] ?? '', hit.terms));
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
    engine = fetchJson<SearchManifest>(indexUrl).then((manifest) => {
      const base = new URL('.', new URL(indexUrl, location.href));
      const url = (name: string): string => new URL(`${name}?v=${manifest.version}`, base).href;
      return createEngine(manifest, {
        shard: (shard) => fetchJson(url(`shard-${shard}.json`)),
        text: (shard, number) => fetchJson<string[]>(url(`text-${shard}-${number}.json`)),
      });
    });
    // A failed load is retried on the next search instead of being remembered.
    engine.catch(() => engines.delete(indexUrl));
    engines.set(indexUrl, engine);
  }
  return engine;
}
