/**
 * The browser side of search: answers queries from the index split by term, fetching only
 * the dictionary parts and postings fragments of the query's words and the files of the
 * pages it lists (whose snippet texts come with them). Runs in the search island; every
 * file is fetched once per page session.
 */
import { readPostings } from './postings.ts';
import { rankSections, type TermPostings, type WordLookup } from './rank-results.ts';
import { dictionaryPath, fragmentPath, identifierWords, pagePath, partOf, prefixesIn, prefixOf, queryWords, typoPath, type DictionaryEntry, type DictionaryPart, type SearchManifest, type SearchPageFile, type SearchResultType } from './search-options.ts';
import { snippet, type SnippetPart } from './snippet.ts';
import { joinedTermsOf, termsOf } from './term-lookup.ts';

export interface SearchHit {
  /** `page:section`, unique in the site's index. */
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
  search(query: string, limit?: number, version?: string): Promise<SearchHit[]>;
  /** The site's docs versions (name → label), when it has several. */
  versions?: Record<string, string>;
  /** The version searched when the reader follows none. */
  lastVersion?: string;
  /** Snippets of the hits' sections (their pages' files are loaded with the hits). */
  snippets(hits: readonly SearchHit[]): Promise<Map<string, SnippetPart[]>>;
}

/** Where an index's files come from, gunzipped: the network in the browser, memory in tests. `undefined`: no such file. */
export interface SearchFiles {
  read: (path: string) => Promise<Uint8Array | undefined>;
}

const engines = new Map<string, Promise<SearchEngine>>();

/** Each file once; a failed load is forgotten, so the next search retries it. */
function memoize<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const loaded = new Map<string, Promise<T>>();
  return (key) => {
    let value = loaded.get(key);
    if (!value) {
      value = load(key);
      value.catch(() => loaded.delete(key));
      loaded.set(key, value);
    }
    return value;
  };
}

const decoder = new TextDecoder();

/** Answer queries from an index's files. */
export function createEngine(manifest: SearchManifest, files: SearchFiles): SearchEngine {
  const prefixes = new Set(prefixesIn(manifest.prefixes));
  const json = async <T>(path: string, fallback: T): Promise<T> => {
    const bytes = await files.read(path);
    return bytes ? (JSON.parse(decoder.decode(bytes)) as T) : fallback;
  };
  const partStarts = prefixesIn(manifest.parts);
  const dictionaryPart = memoize((part) => json<DictionaryPart>(dictionaryPath(Number(part)), {}));
  const dictionary = async (prefix: string): Promise<DictionaryEntry[]> => (prefixes.has(prefix) ? ((await dictionaryPart(String(partOf(prefix, partStarts))))[prefix] ?? []) : []);
  // Typo parts are filed by their key's first character (see typo-parts.ts).
  const typoFile = memoize((first) => (manifest.typos?.includes(first) ? json<Record<string, string[]>>(typoPath(first), {}) : Promise.resolve({} as Record<string, string[]>)));
  const typoPart = async (key: string): Promise<string[]> => (await typoFile(key[0]!))[key] ?? [];
  const fragment = memoize(async (number) => (await files.read(fragmentPath(Number(number)))) ?? new Uint8Array());
  // Decoded once: the word being typed is looked up again at every keystroke.
  const postings = memoize(async (at) => {
    const [number, offset] = at.split(':').map(Number) as [number, number];
    return readPostings(await fragment(String(number)), offset, versions !== undefined);
  });
  const page = memoize((number) => json<SearchPageFile | undefined>(pagePath(Number(number)), undefined));
  const { versions, lastVersion } = manifest;
  const versionNames = Object.keys(versions ?? {});
  const pages = new Map<number, SearchPageFile>();

  async function lookup(word: string, last: boolean, identifier: boolean): Promise<WordLookup> {
    const { stem, typo, last: prefixing, entries } = await termsOf(word, last, dictionary, identifier, typoPart);
    const terms = await Promise.all(entries.map(async ([term, count, number, offset]) => ({ term, count, postings: await postings(`${number}:${offset}`) })));
    return { word, stem, last: prefixing, typo, identifier, terms };
  }

  return {
    ...(versions ? { versions } : {}),
    ...(lastVersion ? { lastVersion } : {}),
    async search(query, limit = 20, version) {
      // One letter would match a twentieth of the dictionary: wait for the second.
      const words = queryWords(query).filter((word) => word.length >= 2);
      if (!words.length) return [];
      const identifiers = identifierWords(query);
      const lookups = await Promise.all(words.map((word, index) => lookup(word, index === words.length - 1, identifiers.has(word))));
      const withPostings = (entries: DictionaryEntry[]): Promise<TermPostings> => Promise.all(entries.map(async ([term, , number, offset]) => ({ term, postings: await postings(`${number}:${offset}`) })));
      const joined = await Promise.all(words.slice(1).map(async (second, index) => withPostings(await joinedTermsOf(words[index]!, second, dictionary))));
      const parts = await Promise.all([...identifiers.values()].flat().map(async (part) => withPostings((await dictionary(prefixOf(part))).filter(([term]) => term === part))));
      const versionIndex = version === undefined ? undefined : versionNames.indexOf(version) + 1;
      const ranked = rankSections(lookups, manifest.sections, limit, versionIndex, { joined: joined.flat(), parts: parts.flat() });
      await Promise.all([...new Set(ranked.map((section) => section.page))].map(async (number) => pages.set(number, (await page(String(number)))!)));
      return ranked.flatMap(({ page: number, section, matched }) => {
        const file = pages.get(number);
        const [heading = '', anchor = ''] = file?.s[section] ?? [];
        if (!file) return [];
        return [{ id: `${number}:${section}`, title: file.t, heading, url: anchor ? `${file.u}#${anchor}` : file.u, area: file.a, type: file.y, terms: matched, ...(versions && file.v ? { version: versions[file.v] ?? file.v } : {}) }];
      });
    },
    async snippets(hits) {
      const snippets = new Map<string, SnippetPart[]>();
      for (const hit of hits) {
        const [number, section] = hit.id.split(':').map(Number) as [number, number];
        snippets.set(hit.id, snippet(pages.get(number)?.s[section]?.[2] ?? '', hit.terms));
      }
      return snippets;
    },
  };
}

/** Fetch one index file and gunzip it (the files are gzipped whatever the server does). */
async function fetchGzipped(url: string): Promise<Uint8Array | undefined> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (response.status === 404) return undefined;
  if (!response.ok || !response.body) throw new Error(`Loading ${url} failed: HTTP ${response.status}`);
  return new Uint8Array(await new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
}

/** The engine for an index URL, loaded once per page session. */
export function loadEngine(indexUrl: string): Promise<SearchEngine> {
  let engine = engines.get(indexUrl);
  if (!engine) {
    engine = fetch(indexUrl, { credentials: 'same-origin' }).then(async (response) => {
      if (!response.ok) throw new Error(`Loading ${indexUrl} failed: HTTP ${response.status}`);
      const manifest = (await response.json()) as SearchManifest;
      const base = new URL('.', new URL(indexUrl, location.href));
      return createEngine(manifest, { read: (path) => fetchGzipped(new URL(`${path}?v=${manifest.version}`, base).href) });
    });
    // A failed load is retried on the next search instead of being remembered.
    engine.catch(() => engines.delete(indexUrl));
    engines.set(indexUrl, engine);
  }
  return engine;
}
