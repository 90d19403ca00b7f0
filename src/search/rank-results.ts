/**
 * Query time: each query word is looked up on its own, so a word gets credit only from the
 * terms it matched itself, and the results are ordered as a reader expects rather than by
 * raw BM25 — by coverage (how many query words a section matches; the section an identifier
 * names alone covers the words that say what kind of thing it is, see kindWordsOf), then how many of them
 * name it (are in its heading or its page's title: `checkout expires` finds the Expiry
 * section of the Checkout page before the page "Update a checkout" that mentions `expired`),
 * then field (the page title of the section's own page, a heading, the page title on a
 * lower section, identifiers and keywords, the area, text), then guides and operations
 * before data types (a REST schema or GraphQL type is part of an answer, rarely the answer:
 * it yields to a guide whose words matched in the same fields, even less exactly), then
 * exactness (exact, singular or plural; another form of the word or, for the word being
 * typed, a prefix; a typo), then closeness (how many words match in one field), then how
 * much of the section's name the query holds, then BM25.
 */
import { FIRST_SECTION, inName, SCHEMA_PAGE, type Posting } from './postings.ts';
import { isKindWord, isPluralOf, isWordForm, SEARCH_FIELDS } from './search-options.ts';

/** How one query word is matched: as typed, in its other forms, as a prefix while typed, or with a typo. */
export interface Word {
  word: string;
  stem: string;
  /** The word being typed: any term it starts is a match. */
  last: boolean;
  /** Nothing matched as typed: the terms are typo matches. */
  typo: boolean;
  /** Written as an identifier (`usePayment`, `X-Api-Key`). */
  identifier?: boolean;
}

/** A query word with the index terms it was looked up as, and their postings. */
export interface WordLookup extends Word {
  terms: Array<{ term: string; count: number; postings: Posting[] }>;
}

export interface RankedSection {
  page: number;
  section: number;
  /** Index terms the query matched in the section, for highlighting. */
  matched: string[];
}

/** 2 exact (or its singular or plural), 1 another form or the prefix of the word being typed, 0 a typo; undefined: a prefix the word may not use. */
export function exactnessOf(term: string, word: Word): number | undefined {
  if (term === word.word || (!word.typo && isPluralOf(term, word.word))) return 2;
  if (word.typo) return 0;
  return isWordForm(term, word.stem) || (word.last && term.startsWith(word.word)) ? 1 : undefined;
}

const NAME = 1 << SEARCH_FIELDS.indexOf('n');
const HEADING = 1 << SEARCH_FIELDS.indexOf('h');
const KEYWORDS = 1 << SEARCH_FIELDS.indexOf('k');
const AREA = 1 << SEARCH_FIELDS.indexOf('a');

/** Where a word matched, best first: the title counts most on the page's own (first) section. */
function fieldRank(fields: number): number {
  if (fields & NAME && fields & FIRST_SECTION) return 8;
  if (fields & HEADING) return 6;
  if (fields & NAME) return 5;
  return fields & KEYWORDS ? 4 : fields & AREA ? 3 : 1;
}

interface WordMatch {
  field: number;
  exactness: number;
  score: number;
  fields: number;
}

/**
 * A section being ranked. Terms are bits of the query's term list (`terms[i]` is bit i):
 * a search touches thousands of sections, and sets per section cost more than the rest.
 */
interface Ranked {
  page: number;
  section: number;
  nameLength: number;
  /** A schema page's section: a data type, which a guide or an operation explains better. */
  schema: boolean;
  /** Pairs of neighbouring query words found joined as one term. */
  joined: number;
  words: Array<WordMatch | undefined>;
  terms: number;
  /** Matched terms in the section's name (heading, or title on the first section). */
  named: number;
}

/** Inverse document frequency, BM25's. */
const idf = (count: number, total: number): number => Math.log(1 + (total - count + 0.5) / (count + 0.5));

/** Set bits of a number. */
function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest; rest &= rest - 1) count++;
  return count;
}

/** Coverage, named words, field, result type, exactness, joined words and closeness as one number (each part bounded), then name share, then BM25. */
function sortKey(ranked: Ranked): [number, number, number] {
  let found = 0;
  let field = 0;
  let exactness = 0;
  let score = 0;
  // Query words in the section's name (its heading, or a title, its own page's or the page's on a lower section).
  let named = 0;
  const perField = [0, 0, 0, 0, 0];
  for (const match of ranked.words) {
    if (!match) continue;
    found++;
    field += match.field;
    exactness += match.exactness;
    score += match.score;
    if (match.fields & (NAME | HEADING)) named++;
    for (let bit = 0; bit < SEARCH_FIELDS.length; bit++) if (match.fields & (1 << bit)) perField[bit]!++;
  }
  const sameField = Math.max(...perField);
  const primary = ((((((found * 32 + named) * 256 + field) * 2 + (ranked.schema ? 0 : 1)) * 64 + exactness) * 32 + Math.min(ranked.joined, 31)) * 32 + sameField);
  return [primary, ranked.nameLength ? Math.min(1, bitCount(ranked.named) / ranked.nameLength) : 0, score];
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
  return 0;
}

/**
 * Query words that name the kind of an identifier the query holds (`hook` in `usePayment
 * hook`, `header` in `X-Api-Key header`), as bits of the word list. The section that
 * defines the identifier — its heading is the identifier, and nothing else — answers them
 * without repeating them ("usePayment", not "The usePayment hook"), so it covers them.
 */
function kindWordsOf(words: readonly WordLookup[]): number {
  if (!words.some((word) => word.identifier)) return 0;
  return words.reduce((bits, word, index) => (!word.identifier && isKindWord(word.word) ? bits | (1 << Math.min(index, 30)) : bits), 0);
}

/** Whether a posting is of the section an identifier names alone (see kindWordsOf). */
const definesWord = (term: string, word: Word, posting: Posting): boolean => word.identifier === true && term === word.word && inName(posting.fields) && posting.nameLength === 1;

/** The kind words the section's name implies count as found there, as the identifier is (see kindWordsOf). */
function implyKindWords(ranked: Ranked, kinds: number, fields: number): void {
  for (let index = 0; index < 31; index++) if (kinds & (1 << index) && !ranked.words[index]) ranked.words[index] = { field: fieldRank(fields), exactness: 2, score: 0, fields };
}

/**
 * Coverage comes first: when `limit` sections match N query words, no section matching
 * fewer can be listed, so only sections matching at least N are ranked in full (a common
 * word's thousands of sections would otherwise each be scored). Counted with numbers only.
 */
function leastCoverage(words: readonly WordLookup[], limit: number, version: number | undefined, kinds: number): { coverage: number; words: Map<number, number> } {
  const masks = new Map<number, number>();
  words.forEach((word, index) => {
    for (const { term, postings } of word.terms) {
      if (exactnessOf(term, word) === undefined) continue;
      for (const posting of postings) {
        if (version !== undefined && posting.version !== 0 && posting.version !== version) continue;
        const key = posting.page * 65536 + posting.section;
        masks.set(key, (masks.get(key) ?? 0) | (1 << Math.min(index, 30)) | (definesWord(term, word, posting) ? kinds : 0));
      }
    }
  });
  const counts = new Map<number, number>();
  const perCoverage = new Array<number>(words.length + 1).fill(0);
  for (const [key, mask] of masks) {
    const coverage = bitCount(mask);
    counts.set(key, coverage);
    perCoverage[coverage]!++;
  }
  let coverage = words.length;
  let listed = perCoverage[coverage] ?? 0;
  while (coverage > 1 && listed < limit) listed += perCoverage[--coverage]!;
  return { coverage, words: counts };
}

/** Terms looked up beside the query words, with their postings. */
export type TermPostings = ReadonlyArray<{ term: string; postings: Posting[] }>;

/** What else the ranking knows of the query: its neighbouring words joined (see joinedTermsOf), the words of its identifiers (see identifierWords). */
export interface QueryContext {
  joined?: TermPostings;
  parts?: TermPostings;
}

/**
 * The `limit` best sections matching any query word, best first, with the index terms each
 * matched. `version`: only postings of that version (index + 1) and of pages in none.
 */
export function rankSections(words: readonly WordLookup[], totalSections: number, limit: number, version?: number, { joined = [], parts = [] }: QueryContext = {}): RankedSection[] {
  const sections = new Map<number, Ranked>();
  // Bits past the 31st are not recorded: those terms are only not highlighted.
  const termList: string[] = [];
  const bitOf = (term: string): number => {
    let index = termList.indexOf(term);
    if (index === -1) index = termList.push(term) - 1;
    return index < 31 ? 1 << index : 0;
  };
  const kinds = kindWordsOf(words);
  const least = leastCoverage(words, limit, version, kinds);
  words.forEach((word, index) => {
    for (const { term, count, postings } of word.terms) {
      const exactness = exactnessOf(term, word);
      if (exactness === undefined) continue;
      const weight = idf(count, totalSections) * (exactness === 2 ? 1 : exactness === 1 ? 0.5 : 0.3);
      const bit = bitOf(term);
      for (const posting of postings) {
        if (version !== undefined && posting.version !== 0 && posting.version !== version) continue;
        const key = posting.page * 65536 + posting.section;
        if (least.coverage > 1 && (least.words.get(key) ?? 0) < least.coverage) continue;
        let ranked = sections.get(key);
        if (!ranked) sections.set(key, (ranked = { page: posting.page, section: posting.section, nameLength: 0, schema: (posting.fields & SCHEMA_PAGE) !== 0, joined: 0, words: [], terms: 0, named: 0 }));
        ranked.terms |= bit;
        if (kinds && definesWord(term, word, posting)) implyKindWords(ranked, kinds, posting.fields);
        const nameBit = posting.fields & FIRST_SECTION ? NAME : HEADING;
        if (posting.fields & nameBit) {
          ranked.named |= bit;
          // Stored only with postings of terms in the name (see writePostings).
          ranked.nameLength = posting.nameLength;
        }
        const field = fieldRank(posting.fields);
        const score = (weight * posting.weight) / 6;
        const best = ranked.words[index];
        if (!best) ranked.words[index] = { field, exactness, score, fields: posting.fields };
        else {
          if (field > best.field || (field === best.field && exactness > best.exactness)) {
            best.field = field;
            best.exactness = exactness;
          }
          best.score += score;
          best.fields |= posting.fields;
        }
      }
    }
  });
  // Neighbouring query words found as one identifier in the section (see joinedTermsOf).
  for (const { term, postings } of joined) {
    const bit = bitOf(term);
    for (const posting of postings) {
      const ranked = sections.get(posting.page * 65536 + posting.section);
      if (!ranked) continue;
      ranked.joined++;
      ranked.terms |= bit;
    }
  }
  // A section named by the words of an identifier the query holds (`initVipps`: the section
  // "Vipps"; `supplierGroups`: "Read the supplier groups") names the thing the identifier
  // belongs to: it counts in the name share, a tie-break among the identifier's sections.
  for (const { term, postings } of parts) {
    const bit = bitOf(term);
    for (const posting of postings) {
      const ranked = sections.get(posting.page * 65536 + posting.section);
      if (!ranked || !inName(posting.fields)) continue;
      ranked.named |= bit;
      ranked.nameLength = posting.nameLength;
    }
  }
  return [...sections.values()]
    .map((ranked) => ({ ranked, key: sortKey(ranked) }))
    .sort((a, b) => compareKeys(a.key, b.key) || a.ranked.page - b.ranked.page || a.ranked.section - b.ranked.section)
    .slice(0, limit)
    .map(({ ranked }) => ({ page: ranked.page, section: ranked.section, matched: termList.filter((_, index) => index < 31 && ranked.terms & (1 << index)) }));
}
