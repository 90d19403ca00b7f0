/**
 * Typo parts: the dictionary is split by a term's first two letters, so a typo that changes
 * one of them (`xheckout`, `cjeckout`) is in a part the word does not lead to. A typo part
 * lists the terms whose letters 2–3, or 1 and 3, are a key (SymSpell's idea of indexing a
 * deletion): a word's own letters 2–3 and 1 and 3 find the terms that differ from it in the
 * first or the second letter. Terms only, a few bytes each: the entries are in their
 * dictionary parts. Shared by the build and the browser: no Node imports here.
 */
/** The typo parts a term is listed in, or a word's typos are looked up in: its letters 2–3, and 1 and 3. */
export const typoKeysOf = (term: string): string[] => (term.length < 3 ? [] : [...new Set([term.slice(1, 3), term[0]! + term[2]!])]);

/**
 * The typo parts of a dictionary's terms, grouped by the first character of their keys
 * (the build writes a file per group: a file per key would be hundreds of files of a few
 * bytes): first character → key → terms.
 */
export function typoParts(terms: Iterable<string>): Map<string, Record<string, string[]>> {
  const files = new Map<string, Record<string, string[]>>();
  for (const term of terms) {
    for (const key of typoKeysOf(term)) {
      let file = files.get(key[0]!);
      if (!file) files.set(key[0]!, (file = {}));
      (file[key] ??= []).push(term);
    }
  }
  return files;
}
