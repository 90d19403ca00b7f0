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
  /** Identifiers and keywords: inline code of the section; on the page's first section also front matter keywords, an operation's method, path and id. */
  k: string;
  /** An operation's method and path, indexed with the title (not stored). */
  o?: string;
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

/**
 * Words too common to tell pages apart, question words included: dropping them keeps
 * `create a checkout` precise and lets `how do I create a cart` rank by its real words.
 */
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'in', 'is', 'it', 'my', 'of', 'on', 'or', 'the', 'to', 'what', 'when', 'where', 'which', 'why', 'with']);

/** Lower case without the dots, dashes and underscores around a word (`checkout.` at a sentence's end). */
export function normalize(term: string): string | null {
  const lower = term.replace(/^[._-]+|[._-]+$/g, '').toLowerCase();
  return lower.length === 0 || STOP_WORDS.has(lower) ? null : lower;
}

/**
 * Index time: an identifier is indexed whole and in parts, so `X-Channel-Id` is found as
 * `x-channel-id` and as `channel`, `cart_not_found` by `cart`, `addItem` by `item`,
 * `window.Kassa` by `kassa`. Single characters (`i`, the `x` of `X-Channel-Id`), long
 * numbers (amounts, timestamps in examples) and very long tokens (hashes, base64) are not
 * indexed: nobody searches for them, and they cost indexing time and index size.
 */
const COMPOUND = /[._-]|[a-z0-9][A-Z]/;
const indexable = (term: string): boolean => term.length >= 2 && term.length <= 40 && !/^\d{5,}$/.test(term);

function indexTerm(term: string): string | string[] | null {
  const whole = normalize(term);
  if (!whole || !indexable(whole)) return null;
  const trimmed = term.replace(/^[._-]+|[._-]+$/g, '');
  // Most words are not identifiers: test before splitting (indexing speed).
  if (!COMPOUND.test(trimmed)) return whole;
  // Each dotted or dashed segment whole (`initVipps` of `kassa.payments.initVipps`), and its camelCase words.
  const segments = trimmed.split(/[._-]+/);
  const parts = [...segments, ...segments.flatMap((segment) => segment.split(/(?<=[a-z0-9])(?=[A-Z])/))].map(normalize).filter((part): part is string => part !== null && part !== whole && indexable(part));
  return parts.length ? [whole, ...new Set(parts)] : whole;
}

/** Splits on anything but letters, digits and the `_`, `-`, `.` inside identifiers (`cart.addItem` stays whole). */
export const tokenize = (text: string): string[] => text.split(/[^\p{L}\p{N}_.-]+/u).filter(Boolean);

/** Page title (on every section of the page), heading, identifiers and keywords, area, text. */
export const SEARCH_FIELDS = ['n', 'h', 'k', 'a', 'x'] as const;

export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: [...SEARCH_FIELDS],
  storeFields: ['t', 'h', 'u', 'a', 'y', 'v'],
  // An operation's method and path name it as its title does (`POST /checkouts`).
  extractField: (document, field) => String(field === 'n' ? (document.o ? `${document.t} ${document.o}` : document.t) : (document[field as keyof SearchDocument] ?? '')),
  tokenize,
  processTerm: indexTerm,
};

/** The query words, as the index spells them (stop words dropped, each word once). */
export const queryWords = (query: string): string[] => [...new Set(tokenize(query).map(normalize).filter((word): word is string => word !== null))];

/** How one query word is looked up: by its stem as a prefix (`switch` finds `switching`), else with a typo forgiven. */
export function wordOptions(stem: string, typo: boolean): SearchOptions {
  return {
    combineWith: 'OR',
    tokenize: (text) => [text],
    processTerm: (term) => term,
    prefix: !typo,
    fuzzy: typo && stem.length >= 4 ? 0.2 : false,
    maxFuzzy: 2,
  };
}

/** A word without its English ending, so its other forms are found: `codes` → `code`, `switching` → `switch`. */
export function stemOf(word: string): string {
  const ending = /(?:ings?|ed|es|s)$/.exec(word);
  return ending && word.length - ending[0].length >= 3 && !word.endsWith('ss') ? word.slice(0, -ending[0].length) : word;
}

/** Whether an index term is another form of the word whose stem it starts with. */
export const isWordForm = (term: string, stem: string): boolean => term.startsWith(stem) && /^(?:e?s|e|ed|ing|ings|er|ers)?$/.test(term.slice(stem.length));

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
