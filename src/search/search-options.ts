/**
 * What the build and the browser must agree on to share one index: how text becomes
 * terms, how a query becomes words, and the manifest and files the index is made of.
 */

export type SearchResultType = 'page' | 'operation' | 'schema' | 'post';

/**
 * Words too common to tell pages apart, question words included: dropping them keeps
 * `create a checkout` precise and lets `how do I create a cart` rank by its real words.
 */
const STOP_WORDS = new Set(['a', 'about', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'in', 'into', 'is', 'it', 'my', 'of', 'on', 'onto', 'or', 'per', 'the', 'to', 'via', 'what', 'when', 'where', 'which', 'why', 'with']);

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
const indexable = (term: string): boolean => (term.length >= 2 || UNSPACED.test(term)) && term.length <= 40 && !/^\d{5,}$/.test(term);

export function indexTerm(term: string): string | string[] | null {
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

/**
 * Scripts written without spaces between words (Chinese, Japanese, Thai…): a run of them is
 * split into words by `Intl.Segmenter` (ICU's dictionaries), in the build and in the browser
 * alike, so a query finds the page its words are in. One character can be a whole word there.
 */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
let segmenter: Intl.Segmenter | undefined;

function segmentWords(token: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  const words: string[] = [];
  for (const part of segmenter.segment(token)) if (part.isWordLike) words.push(part.segment);
  return words;
}

/** Splits on anything but letters, digits and the `_`, `-`, `.` inside identifiers (`cart.addItem` stays whole), and text without spaces into its words. */
export const tokenize = (text: string): string[] => text.split(/[^\p{L}\p{N}_.-]+/u).filter(Boolean).flatMap((token) => (UNSPACED.test(token) ? segmentWords(token) : [token]));

/**
 * The fields a term can be found in, as bits of a posting: the page title (with an
 * operation's method, path and id, on every section of the page), the heading,
 * identifiers and keywords, the area, the text.
 */
export const SEARCH_FIELDS = ['n', 'h', 'k', 'a', 'x'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Every index term of a text, identifiers whole and in parts (`termOf` gives a token's, as indexTerm does). */
export function indexTerms(text: string, termOf: (token: string) => string | string[] | null = indexTerm): string[] {
  const terms: string[] = [];
  for (const token of tokenize(text)) {
    const term = termOf(token);
    if (typeof term === 'string') terms.push(term);
    else if (term) terms.push(...term);
  }
  return terms;
}

/** Words that open a question (`what happens when…`, `how do I…`, `does … need`). */
const QUESTION_OPENERS = /^(?:what|how|why|when|where|which|who|can|could|do|does|did|is|are|should|will|would)$/i;

/**
 * The verbs that frame a question rather than name its topic: `what happens when a checkout
 * expires` is about checkouts expiring, `what does cart_locked mean` about `cart_locked`. A
 * page that answers rarely repeats them, so in a question they are dropped like stop words.
 */
const QUESTION_FRAME = new Set(['happen', 'happens', 'happened', 'mean', 'means', 'meant', 'need', 'needs', 'should', 'would', 'could', 'will']);

/** The query words, as the index spells them (stop words dropped, and in a question the words that frame it; each word once). */
export function queryWords(query: string): string[] {
  const tokens = tokenize(query);
  const question = tokens.length > 2 && QUESTION_OPENERS.test(tokens[0]!);
  return [...new Set(tokens.map(normalize).filter((word): word is string => word !== null && !(question && QUESTION_FRAME.has(word))))];
}

/**
 * Query words written as identifiers (`initVipps`, `cart_not_found`, `X-Channel-Id`), each
 * with its words (`init`, `vipps`): a reader who types one knows it whole.
 */
export function identifierWords(query: string): Map<string, string[]> {
  const identifiers = new Map<string, string[]>();
  for (const token of tokenize(query)) {
    const terms = COMPOUND.test(token.replace(/^[._-]+|[._-]+$/g, '')) ? indexTerm(token) : null;
    if (Array.isArray(terms)) identifiers.set(terms[0]!, terms.slice(1));
  }
  return identifiers;
}

/**
 * Words that name the kind of thing an identifier is (`usePayment hook`, `X-Api-Key header`,
 * `KassaError class`): the section that defines the identifier need not repeat them.
 */
const KIND_WORDS = new Set(['class', 'component', 'constant', 'endpoint', 'enum', 'event', 'field', 'function', 'header', 'hook', 'interface', 'method', 'module', 'operation', 'option', 'parameter', 'param', 'prop', 'property', 'protocol', 'schema', 'struct', 'type', 'variable', 'widget']);

/** Whether a query word names a kind of identifier, in the singular or plural. */
export const isKindWord = (word: string): boolean => KIND_WORDS.has(word) || KIND_WORDS.has(word.replace(/ies$/, 'y').replace(/(?:es|s)$/, '')) || KIND_WORDS.has(word.replace(/s$/, ''));

/**
 * A word without its English ending, so its other forms are found: `codes` → `cod`,
 * `switching` → `switch`, `categories` and `category` → `categor`, `expires` and `expiry`
 * → `expir`. A light stemmer (endings only, never a word's middle): a wrong conflation
 * costs more than a missed one.
 */
export function stemOf(word: string): string {
  const ies = /^(.{3,})ie[sd]$/.exec(word);
  const ending = ies ? null : /(?:ings?|ed|es|s)$/.exec(word);
  let stem = ies ? `${ies[1]!}i` : ending && word.length - ending[0].length >= 3 && !word.endsWith('ss') ? word.slice(0, -ending[0].length) : word;
  // A final consonant + y is the i of the other forms (`apply`, `applies` → `appli`)…
  stem = stem.replace(/^(.{2,}[^aeiouy])y$/, '$1i');
  // …which a long stem drops, as its -s and -ed forms do (`expiry`, `expires` → `expir`).
  return stem.length >= 6 && stem.endsWith('i') ? stem.slice(0, -1) : stem;
}

/** Whether an index term is another form of the word of stem `stem`: an ending away from it, or the same stem. */
export const isWordForm = (term: string, stem: string): boolean => (term.startsWith(stem) && /^(?:e?s|e|ed|ing|ings|er|ers)?$/.test(term.slice(stem.length))) || stemOf(term) === stem;

/**
 * Whether two words are the singular and plural of one another (`code`, `codes`; `category`,
 * `categories`): as exact a match as the word itself, as in Algolia's default
 * `alternativesAsExact`. Other forms (`expired` for `expires`) are a closer miss.
 */
export function isPluralOf(term: string, word: string): boolean {
  const [short, long] = term.length < word.length ? [term, word] : [word, term];
  return long === `${short}s` || long === `${short}es` || (/[^aeiouy]y$/.test(short) && long === `${short.slice(0, -1)}ies`);
}

/** Longest section text kept for snippets; the whole text is still indexed. */
export const SNIPPET_SOURCE_LENGTH = 1200;

/**
 * `search/index.json`, the one file every search starts from. The index itself is split
 * by term (as Pagefind's is): dictionary parts of ~16 KB list the terms of neighbouring
 * two-letter prefixes and where their postings are; postings of neighbouring terms share a
 * fragment; each page's titles, URLs and snippet texts are a file of their own. All three
 * are gzipped, so a query fetches a few small files whatever the site's size.
 */
export interface SearchManifest {
  /** Content hash of the index: its files are fetched with `?v=` so builds never mix. */
  version: string;
  /** Sections indexed (for term weights). */
  sections: number;
  /** The two-letter prefixes that have terms, concatenated. */
  prefixes: string;
  /** The first prefix of each dictionary part (`d/<n>.bin`, in order), concatenated: a part holds the prefixes from its own to the next part's. */
  parts: string;
  /** The first characters of the typo parts' keys (a file each, see typo-parts.ts), concatenated. */
  typos?: string;
  /** The docs versions (name → label), on sites of several: results say which version they are in. */
  versions?: Record<string, string>;
  /** The version searched when the reader is on no version's page and prefers none. */
  lastVersion?: string;
}

/** One dictionary entry: term, sections it is in, fragment and offset of its postings there. */
export type DictionaryEntry = [term: string, count: number, fragment: number, offset: number];

/** A dictionary part: the entries of each of its prefixes. */
export type DictionaryPart = Record<string, DictionaryEntry[]>;

/** The part (an index into the parts' first prefixes, sorted) whose prefixes include `prefix`. */
export function partOf(prefix: string, partStarts: readonly string[]): number {
  let low = 0;
  let high = partStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (partStarts[middle]! <= prefix) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** A page's file: what its results show. `v` is its version's name. */
export interface SearchPageFile {
  /** Title. */
  t: string;
  /** URL with base URL. */
  u: string;
  /** Area label. */
  a: string;
  y: SearchResultType;
  v?: string;
  /** Per section, in index order: heading, anchor, snippet text. */
  s: Array<[heading: string, anchor: string, text: string]>;
}

/** The two-letter prefixes of a manifest's `prefixes` or `parts`, in order. */
export const prefixesIn = (concatenated: string): string[] => concatenated.match(/[\s\S]{2}/g) ?? [];

/** The first two characters of a term: its dictionary part. */
export const prefixOf = (term: string): string => String.fromCharCode(term.charCodeAt(0), term.charCodeAt(1));

/** Paths of the index files, under the search folder (hex code units: any script, any file system). */
export const dictionaryPath = (part: number): string => `d/${part}.bin`;
export const fragmentPath = (fragment: number): string => `f/${fragment}.bin`;
export const typoPath = (first: string): string => `t/${first.charCodeAt(0).toString(16)}.bin`;
export const pagePath = (page: number): string => `p/${page}.bin`;
