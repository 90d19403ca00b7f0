/**
 * Query time: each query word is looked up on its own, so a word gets credit only from the
 * terms it matched itself, and the results are ordered as a reader expects rather than by
 * raw BM25 — by coverage (how many query words a section matches), then field (the page
 * title of the section's own page, a heading, the page title on a lower section,
 * identifiers and keywords, the area, text), then exactness (exact; another form of the
 * word or, for the word being typed, a prefix; a typo), then closeness (how many words
 * match in one field), then guides and operations before schemas (a data type is part of
 * an answer, rarely the answer), then how much of the section's name the query holds, then BM25.
 */
import { FIRST_SECTION, SCHEMA_PAGE, type Posting } from './postings.ts';
import { isWordForm, SEARCH_FIELDS } from './search-options.ts';

/** How one query word is matched: as typed, in its other forms, as a prefix while typed, or with a typo. */
export interface Word {
  word: string;
  stem: string;
  /** The word being typed: any term it starts is a match. */
  last: boolean;
  /** Nothing matched as typed: the terms are typo matches. */
  typo: boolean;
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

/** 2 exact, 1 another form or the prefix of the word being typed, 0 a typo; undefined: a prefix the word may not use. */
export function exactnessOf(term: string, word: Word): number | undefined {
  if (term === word.word) return 2;
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

interface Ranked {
  page: number;
  section: number;
  nameLength: number;
  /** A schema page's section: a data type, which a guide or an operation explains better. */
  schema: boolean;
  words: Array<WordMatch | undefined>;
  terms: Set<string>;
  /** Matched terms in the section's name (heading, or title on the first section). */
  named: Set<string>;
}

/** Inverse document frequency, BM25's. */
const idf = (count: number, total: number): number => Math.log(1 + (total - count + 0.5) / (count + 0.5));

function sortKey(ranked: Ranked): number[] {
  const found = ranked.words.filter((match): match is WordMatch => match !== undefined);
  let sameField = 0;
  for (let bit = 0; bit < SEARCH_FIELDS.length; bit++) sameField = Math.max(sameField, found.filter((match) => match.fields & (1 << bit)).length);
  const namedShare = ranked.nameLength ? Math.min(1, ranked.named.size / ranked.nameLength) : 0;
  return [found.length, found.reduce((sum, match) => sum + match.field, 0), found.reduce((sum, match) => sum + match.exactness, 0), sameField, ranked.schema ? 0 : 1, namedShare, found.reduce((sum, match) => sum + match.score, 0)];
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
  return 0;
}

/**
 * Every section matching any query word, best first, with the index terms each matched.
 * `version`: only postings of that version (index + 1) and of pages in none.
 */
export function rankSections(words: readonly WordLookup[], totalSections: number, version?: number): RankedSection[] {
  const sections = new Map<number, Ranked>();
  words.forEach((word, index) => {
    for (const { term, count, postings } of word.terms) {
      const exactness = exactnessOf(term, word);
      if (exactness === undefined) continue;
      const weight = idf(count, totalSections) * (exactness === 2 ? 1 : exactness === 1 ? 0.5 : 0.3);
      for (const posting of postings) {
        if (version !== undefined && posting.version !== 0 && posting.version !== version) continue;
        const key = posting.page * 65536 + posting.section;
        let ranked = sections.get(key);
        if (!ranked) sections.set(key, (ranked = { page: posting.page, section: posting.section, nameLength: 0, schema: (posting.fields & SCHEMA_PAGE) !== 0, words: [], terms: new Set(), named: new Set() }));
        ranked.terms.add(term);
        const nameBit = posting.fields & FIRST_SECTION ? NAME : HEADING;
        if (posting.fields & nameBit) {
          ranked.named.add(term);
          // Stored only with postings of terms in the name (see writePostings).
          ranked.nameLength = posting.nameLength;
        }
        const field = fieldRank(posting.fields);
        const score = (weight * posting.weight) / 6;
        const best = ranked.words[index];
        if (!best) ranked.words[index] = { field, exactness, score, fields: posting.fields };
        else {
          if (field > best.field || (field === best.field && exactness > best.exactness)) Object.assign(best, { field, exactness });
          best.score += score;
          best.fields |= posting.fields;
        }
      }
    }
  });
  return [...sections.values()]
    .map((ranked) => ({ ranked, key: sortKey(ranked) }))
    .sort((a, b) => compareKeys(a.key, b.key) || a.ranked.page - b.ranked.page || a.ranked.section - b.ranked.section)
    .map(({ ranked }) => ({ page: ranked.page, section: ranked.section, matched: [...ranked.terms] }));
}
