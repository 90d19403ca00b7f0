/**
 * The page ids docusaurus-plugin-openapi-docs gives what it generates (its `createItems`), so
 * that an API named the plugin's way (`slugs: operationId`) has its pages at the plugin's
 * routes: links, sidebars and navbars written against them keep working.
 */

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

/** lodash's `kebabCase`, which the plugin names every page with: `getPetV2` → `get-pet-v-2`, `HTTPServer` → `http-server`. */
export function pluginKebab(text: string): string {
  const plain = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/['\u2019]/g, '');
  return (plain.match(WORD) ?? []).map((word) => word.toLowerCase()).join('-');
}

/**
 * The id of a page the plugin names by a title (the info page by `info.title`, a schema page by
 * the schema's `title`): its first space a dash, lower-cased, then kebab case, so `TreeNode` is
 * `treenode` and `Petstore v3` is `petstore-v-3`.
 */
export const pluginTitleId = (title: string): string => pluginKebab(title.replace(' ', '-').toLowerCase());
