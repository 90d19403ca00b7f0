/**
 * Which index terms a query word is looked up as, from the dictionary parts of its first
 * two letters: the word as typed, its other forms (`codes` → `code`, `coded`), any term it
 * starts while it is being typed, and, only when none of those exists, the terms one or
 * two edits away (a typo).
 */
import { editDistance } from '../diagnostics/diagnostic.ts';
import { isWordForm, prefixOf, stemOf, type DictionaryEntry } from './search-options.ts';
import { typoKeysOf } from './typo-parts.ts';

/** Most terms a prefix (or a typo) expands to, the commonest first: more would only fetch more postings. */
const EXPANSIONS = 6;

/**
 * Dictionary parts a typo of `word` may be in: its own, and those of its first letters
 * swapped or one of them left out. A typo that changes one of the first two letters is
 * found through the typo parts (see typo-parts.ts).
 */
function typoPrefixes(word: string): string[] {
  const [a = '', b = '', c = ''] = word;
  return [...new Set([a + b, b + a, a + c, b + c])].filter((prefix) => prefix.length === 2);
}

const commonest = (entries: DictionaryEntry[]): DictionaryEntry[] => entries.sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).slice(0, EXPANSIONS);

/** The terms of a typo part (see typo-parts.ts); none when the index has no such part. */
export type TypoPart = (key: string) => Promise<string[]>;

/** Typo matches that change one of a word's first two letters: from the typo parts, then their entries from their dictionary parts. */
async function firstLetterTypos(word: string, max: number, dictionary: (prefix: string) => Promise<DictionaryEntry[]>, typoPart: TypoPart): Promise<DictionaryEntry[]> {
  const terms = new Set((await Promise.all(typoKeysOf(word).map(typoPart))).flat().filter((term) => editDistance(term, word, max) <= max));
  const parts = await Promise.all([...new Set([...terms].map(prefixOf))].map(dictionary));
  return parts.flat().filter(([term]) => terms.has(term));
}

/** The dictionary entries a word is looked up as, and whether they are typo matches. */
export async function termsOf(word: string, last: boolean, dictionary: (prefix: string) => Promise<DictionaryEntry[]>, identifier = false, typoPart: TypoPart = async () => []): Promise<{ stem: string; typo: boolean; last: boolean; entries: DictionaryEntry[] }> {
  const stem = stemOf(word);
  const part = await dictionary(prefixOf(word));
  const exact = part.filter(([term]) => term === word || isWordForm(term, stem));
  // An identifier the index has whole is taken as typed: `initVipps` is not `initVippsPayment`,
  // nor `supplierGroups` the type `SupplierGroup`.
  const whole = exact.find(([term]) => term === word);
  if (identifier && whole) return { stem, typo: false, last: false, entries: [whole] };
  const prefixing = last;
  const prefixed = prefixing ? part.filter(([term]) => term !== word && term.startsWith(word) && !isWordForm(term, stem)) : [];
  if (exact.length || prefixed.length) return { stem, typo: false, last: prefixing, entries: [...exact, ...commonest(prefixed)] };
  // As MiniSearch's fuzzy 0.2 did: one edit from four letters, two from eight.
  if (stem.length < 4) return { stem, typo: false, last, entries: [] };
  const max = Math.min(2, Math.round(word.length * 0.2));
  const parts = await Promise.all(typoPrefixes(word).map(dictionary));
  const near = parts.flat().filter(([term]) => editDistance(term, word, max) <= max);
  // The typo parts only when the word's own parts have nothing near: they cost two more files and their terms' parts.
  const entries = near.length ? near : await firstLetterTypos(word, max, dictionary, typoPart);
  return { stem, typo: true, last, entries: commonest(entries) };
}

/**
 * Terms that join two neighbouring query words into one identifier (`retry after` →
 * `retry-after`, `Retry-After`; in either order, as a file name does: `swift package` →
 * `Package.swift`): the two words next to each other, which is what proximity can know
 * without word positions.
 */
export async function joinedTermsOf(first: string, second: string, dictionary: (prefix: string) => Promise<DictionaryEntry[]>): Promise<DictionaryEntry[]> {
  const joiners = ['', '-', '_', '.'];
  const inOrder = new Set(joiners.map((joiner) => `${first}${joiner}${second}`));
  const reversed = new Set(joiners.map((joiner) => `${second}${joiner}${first}`));
  const [firstPart, secondPart] = await Promise.all([dictionary(prefixOf(first)), dictionary(prefixOf(second))]);
  return [...firstPart.filter(([term]) => inOrder.has(term)), ...secondPart.filter(([term]) => reversed.has(term))];
}
