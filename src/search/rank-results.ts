/**
 * Query time: each query word is looked up on its own, so a word gets credit only from the
 * terms it matched itself, and the results are ordered as a reader expects rather than by
 * raw BM25 — by coverage (how many query words a section matches), then field (the page
 * title of the section's own page, a heading, the page title on a lower section,
 * identifiers and keywords, the area, text), then exactness (exact; another form of the
 * word or, for the word being typed, a prefix; a typo), then closeness
 * (how many words match in one field), then how much of the section's name the query
 * holds, then BM25.
 */
import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import { isWordForm, normalize, queryWords, SEARCH_FIELDS, stemOf, tokenize, wordOptions, type SearchDocument } from './search-options.ts';

/** A result of one shard, with the shard it came from. */
export type ShardResult = SearchResult & { shard: number };

interface WordMatch {
  field: number;
  exactness: number;
  score: number;
}

/** Where a word matched, best first. `n` counts most on the page's own (first) section. */
function fieldRank(field: string, heading: unknown): number {
  if (field === 'n') return heading ? 5 : 8;
  return field === 'h' ? 6 : field === 'k' ? 4 : field === 'a' ? 3 : 1;
}

/** How one query word is matched: as typed, in its other forms, as a prefix while typed, or with a typo. */
interface Word {
  word: string;
  stem: string;
  last: boolean;
  typo: boolean;
}

/** 2 exact, 1 another form or the prefix of the word being typed, 0 a typo; undefined: a prefix the word may not use. */
function exactnessOf(term: string, word: Word): number | undefined {
  if (term === word.word) return 2;
  if (word.typo) return 0;
  return isWordForm(term, word.stem) || (word.last && term.startsWith(word.word)) ? 1 : undefined;
}

/** The best way one query word matched one result (field first, then exactness), if it did. */
function bestMatch(word: Word, result: SearchResult): (WordMatch & { fields: Set<string>; terms: string[] }) | undefined {
  const best = { field: 0, exactness: 0, score: result.score, fields: new Set<string>(), terms: [] as string[] };
  for (const [term, fields] of Object.entries(result.match)) {
    const exactness = exactnessOf(term, word);
    if (exactness === undefined) continue;
    best.terms.push(term);
    for (const field of fields) {
      best.fields.add(field);
      const rank = fieldRank(field, result.h);
      if (rank > best.field || (rank === best.field && exactness > best.exactness)) Object.assign(best, { field: rank, exactness });
    }
  }
  return best.terms.length ? best : undefined;
}

interface Ranked {
  result: ShardResult;
  words: Array<(WordMatch & { fields: Set<string> }) | undefined>;
  terms: Set<string>;
}

/** The share of the section's name (heading, or title on the first section) that the query words match. */
function namedShare(ranked: Ranked, words: readonly string[]): number {
  const name = tokenize(String(ranked.result.h || ranked.result.t || '')).map(normalize).filter((term): term is string => term !== null);
  if (!name.length) return 0;
  return name.filter((term) => words.some((word) => term === word || (term.startsWith(word) && ranked.terms.has(term)))).length / name.length;
}

function sortKey(ranked: Ranked, words: readonly string[]): number[] {
  const found = ranked.words.filter((match): match is WordMatch & { fields: Set<string> } => match !== undefined);
  const sameField = Math.max(0, ...SEARCH_FIELDS.map((field) => found.filter((match) => match.fields.has(field)).length));
  return [found.length, found.reduce((sum, match) => sum + match.field, 0), found.reduce((sum, match) => sum + match.exactness, 0), sameField, namedShare(ranked, words), found.reduce((sum, match) => sum + match.score, 0)];
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
  return 0;
}

/**
 * Every section matching any query word, best first, with the index terms each matched.
 * A word is looked up with a typo forgiven only when nothing in the index matches it as
 * typed: `test card` must not also find Cart.
 */
export function rankedSearch(shards: ReadonlyArray<MiniSearch<SearchDocument>>, query: string, filter?: (result: SearchResult) => boolean): Array<ShardResult & { matched: string[] }> {
  const words = queryWords(query);
  const byId = new Map<string, Ranked>();
  words.forEach((text, index) => {
    const word: Word = { word: text, stem: stemOf(text), last: index === words.length - 1, typo: false };
    const lookup = (): ShardResult[] =>
      shards.flatMap((shard, number) => shard.search(word.typo ? text : word.stem, { ...wordOptions(word.stem, word.typo), ...(filter ? { filter } : {}) }).map((result) => ({ ...result, shard: number })));
    const matchesOf = () => lookup().flatMap((result) => ((match) => (match ? [{ result, match }] : []))(bestMatch(word, result)));
    let matches = matchesOf();
    if (!matches.length) {
      word.typo = true;
      matches = matchesOf();
    }
    for (const { result, match } of matches) {
      const id = `${result.shard}:${String(result.id)}`;
      let ranked = byId.get(id);
      if (!ranked) byId.set(id, (ranked = { result, words: [], terms: new Set() }));
      ranked.words[index] = match;
      for (const term of match.terms) ranked.terms.add(term);
    }
  });
  return [...byId.values()]
    .map((ranked) => ({ ranked, key: sortKey(ranked, words) }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map(({ ranked }) => ({ ...ranked.result, matched: [...ranked.terms] }));
}
