/**
 * What the build and the browser must agree on to share one MiniSearch index: the fields,
 * how text becomes terms, and how a query is matched and ranked. Field names are one
 * letter because every stored document repeats them in the index file.
 */
import type { Options, SearchOptions } from 'minisearch';

/** A section of a page as the index stores it (`x`, the text, is indexed, not stored). */
export interface SearchDocument {
  id: number;
  /** Page title. */
  t: string;
  /** Section heading; empty for the part of the page before its first heading. */
  h: string;
  /** Extra terms: front matter keywords, an operation's method and path. */
  k: string;
  /** Section text. */
  x: string;
  /** URL with base URL and `#anchor`. */
  u: string;
  /** Area label results are grouped under. */
  a: string;
  /** What the page is. */
  y: SearchResultType;
  /** The docs version of the page (its name), on sites of several versions. */
  v?: string;
}

export type SearchResultType = 'page' | 'operation' | 'schema' | 'post';

/** Words too common to tell pages apart; dropping them keeps `create a checkout` precise. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'with']);

function normalize(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length === 0 || STOP_WORDS.has(lower) ? null : lower;
}

/**
 * Index time: `addItem` is also found as `add` and `item`, `checkout_not_open` by its
 * words. Single characters (`i`, `x` in code), long numbers (amounts, timestamps in
 * examples) and very long tokens (hashes, base64) are not indexed: nobody searches for
 * them, and they cost indexing time and index size.
 */
const COMPOUND = /_|[a-z0-9][A-Z]/;

function indexTerm(term: string): string | string[] | null {
  const whole = normalize(term);
  if (!whole || whole.length < 2 || whole.length > 40 || /^\d{5,}$/.test(whole)) return null;
  // Most words are neither camelCase nor snake_case: test before splitting (indexing speed).
  if (!COMPOUND.test(term)) return whole;
  const parts = term.split(/_|(?<=[a-z0-9])(?=[A-Z])/).map(normalize).filter((part): part is string => part !== null);
  return parts.length > 1 ? [whole, ...parts] : whole;
}

// Splits on anything that is not a letter, digit or underscore (`cart.addItem` → `cart`, `addItem`).
const tokenize = (text: string): string[] => text.split(/[^\p{L}\p{N}_]+/u).filter(Boolean);

/** `n` is the page title on the page's first section only (see `extractField`). */
const SEARCH_FIELDS = ['n', 'h', 'k', 'x'] as const;

export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: [...SEARCH_FIELDS],
  storeFields: ['t', 'h', 'u', 'a', 'y', 'v'],
  // The page title is indexed once, on the part before the first heading, not repeated on
  // every section: a title word then stays rare enough to rank its page first.
  extractField: (document, field) => (field === 'n' ? (document.h ? '' : document.t) : String(document[field as keyof SearchDocument])),
  tokenize,
  processTerm: indexTerm,
};

/**
 * Query time: every word must match (the caller retries with any word when nothing
 * does); the word being typed matches as a prefix; words of 4+ letters forgive a typo.
 */
export function searchOptions(combineWith: 'AND' | 'OR'): SearchOptions {
  return {
    combineWith,
    tokenize,
    processTerm: normalize,
    boost: { n: 4, h: 2.5, k: 2, x: 1 },
    prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 2,
    fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
    maxFuzzy: 2,
  };
}

/** Where a word matched, best first: the page title, a heading, keywords, the text. */
const FIELD_RANK: Record<string, number> = { n: 8, h: 4, k: 3, x: 1 };

/** What re-ranking needs of a MiniSearch result. */
export interface RankedResult {
  score: number;
  match: Record<string, string[]>;
  t?: unknown;
  h?: unknown;
}

/**
 * Orders results the way a reader expects, as DocSearch does, instead of by BM25 alone:
 * first by where each query word matched (title, heading, keywords, text) and how (exact,
 * prefix, typo), then a bonus when the query names the whole page title or section
 * heading (so `create checkout` puts the operation "Create a checkout" first), then by
 * MiniSearch's score.
 */
export function rankResults<T extends RankedResult>(results: readonly T[], query: string): T[] {
  const queryTerms = tokenize(query).map(normalize).filter((term): term is string => term !== null);
  const rankOf = (result: T): number => {
    let rank = 0;
    for (const queryTerm of queryTerms) {
      let best = 0;
      for (const [term, fields] of Object.entries(result.match)) {
        const quality = term === queryTerm ? 1 : term.startsWith(queryTerm) ? 0.6 : 0.4;
        for (const field of fields) best = Math.max(best, (FIELD_RANK[field] ?? 0) * quality);
      }
      rank += best;
    }
    // The query names the whole title (or heading): a typo counts, a longer word it only begins counts half.
    const named = tokenize(String(result.h || result.t || '')).map(normalize).filter((term): term is string => term !== null);
    // (`Object.hasOwn`: a heading word such as `constructor` is also a property of every object.)
    const coverage = named.map((term) => (!Object.hasOwn(result.match, term) ? 0 : queryTerms.some((queryTerm) => term !== queryTerm && term.startsWith(queryTerm)) ? 0.5 : 1));
    // …scaled by how much of the query the name holds: `create cart` prefers "Create a cart" to "Cart".
    const inName = Math.min(queryTerms.length, named.filter((term) => Object.hasOwn(result.match, term)).length);
    if (coverage.length && queryTerms.length) rank += 10 * Math.min(...coverage) * (inName / queryTerms.length);
    return rank;
  };
  return results
    .map((result) => ({ result, rank: rankOf(result) }))
    .sort((a, b) => b.rank - a.rank || b.result.score - a.result.score)
    .map(({ result }) => result);
}

/** Sections per text file: results fetch only the files their snippets are in. */
export const TEXT_CHUNK_SIZE = 200;
/** Longest section text kept for snippets; the whole text is still indexed. */
export const SNIPPET_SOURCE_LENGTH = 1200;

/**
 * `search/index.json`: a manifest of the index's shards. Pages are spread over shards by a
 * hash of their route, so an edit re-indexes one shard and the others come from the
 * cache; the browser loads every shard (in parallel) on the first search.
 */
export interface SearchManifest {
  /** Content hash of all shards: shard and text files are fetched with `?v=` so builds never mix. */
  version: string;
  /** Sections per text file. */
  chunkSize: number;
  /** Per shard: how many text files it has (`text-{shard}-{n}.json`). */
  shards: Array<{ texts: number }>;
  /** The docs versions (name → label), on sites of several: results say which version they are in. */
  versions?: Record<string, string>;
  /** The version searched when the reader is on no version's page and prefers none. */
  lastVersion?: string;
}
