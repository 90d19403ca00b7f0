/**
 * search_docs: the site's own search engine (search-client.ts, the one the browser runs)
 * over the index files the build wrote under `search/`, read from disk instead of fetched,
 * so results rank exactly as they do in the site's search box.
 */
import { gunzipSync } from 'node:zlib';
import { createEngine, type SearchEngine } from '../search/search-client.ts';
import type { SearchManifest, SearchResultType } from '../search/search-options.ts';
import type { SiteFolder } from './site-folder.ts';

export interface SearchResult {
  /** The page's route (without the base URL), for get_page. */
  route: string;
  /** The matching section's anchor on the page, when it is not the page's top. */
  anchor?: string;
  title: string;
  /** The matching section's heading, when it is not the page's top. */
  section?: string;
  type: SearchResultType;
  area: string;
  version?: string;
  /** The section's text around the match. */
  excerpt: string;
}

/** The engine over the folder's index (a locale's: `fr/`); `undefined` when there is none (built without search). */
export async function loadSearchEngine(folder: SiteFolder, prefix = ''): Promise<SearchEngine | undefined> {
  const manifest = await folder.read(`${prefix}search/index.json`);
  if (!manifest) return undefined;
  return createEngine(JSON.parse(manifest.toString('utf8')) as SearchManifest, {
    read: async (path) => {
      const bytes = await folder.read(`${prefix}search/${path}`);
      return bytes && gunzipSync(bytes);
    },
  });
}

/** The ranked results of a query, as the search box ranks them (in the version it searches by default). */
export async function searchSite(engine: SearchEngine, options: { query: string; limit: number; baseUrl: string }): Promise<SearchResult[]> {
  const hits = await engine.search(options.query, options.limit, engine.versions ? engine.lastVersion : undefined);
  const snippets = await engine.snippets(hits);
  return hits.map((hit) => {
    const [url = '', anchor] = hit.url.split('#');
    const route = url.startsWith(options.baseUrl) ? `/${url.slice(options.baseUrl.length)}` : url;
    return {
      route,
      ...(anchor ? { anchor } : {}),
      title: hit.title,
      ...(hit.heading ? { section: hit.heading } : {}),
      type: hit.type,
      area: hit.area,
      ...(hit.version ? { version: hit.version } : {}),
      excerpt: (snippets.get(hit.id) ?? []).map((part) => part.text).join(''),
    };
  });
}
