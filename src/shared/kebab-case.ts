/** lodash's `kebabCase`, without lodash: the names Docusaurus and its plugins make from keys and titles. */

/**
 * The words lodash's `words` finds (the unicode path, which is the ASCII path's result on the
 * strings both take): a capitalised or lower-case run, an upper-case run not followed by a
 * lower-case letter, an ordinal (`1st`), digits. Letters and digits are separate words: `v2` is
 * `v`, `2`. Everything else separates words.
 */
const WORD = new RegExp(
  [
    '[\\p{Lu}\\p{Lt}]?[\\p{Ll}\\p{Lo}\\p{Lm}]+(?=[^\\p{L}\\p{N}]|[\\p{Lu}\\p{Lt}]|$)',
    '[\\p{Lu}\\p{Lt}]+(?=[^\\p{L}\\p{N}]|[\\p{Lu}\\p{Lt}][\\p{Ll}\\p{Lo}\\p{Lm}]|$)',
    '[\\p{Lu}\\p{Lt}]?[\\p{Ll}\\p{Lo}\\p{Lm}]+',
    '[\\p{Lu}\\p{Lt}]+',
    '\\d*(?:1ST|2ND|3RD|(?![123])\\dTH)(?=\\b|[a-z_])',
    '\\d*(?:1st|2nd|3rd|(?![123])\\dth)(?=\\b|[A-Z_])',
    '\\p{N}+',
  ].join('|'),
  'gu',
);

/** lodash's `kebabCase`, which Docusaurus and its plugins name things with: `getPetV2` → `get-pet-v-2`, `HTTPServer` → `http-server`. */
export function kebabCase(text: string): string {
  const plain = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/['\u2019]/g, '');
  return (plain.match(WORD) ?? []).map((word) => word.toLowerCase()).join('-');
}
