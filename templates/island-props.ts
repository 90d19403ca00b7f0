/**
 * An island's props as the text of its `data-props`: characters above U+00FF (the `…` of an
 * English label, any Arabic one) as `\u` escapes, so that a page whose text is Latin-1 stays so
 * (one such character makes V8 hold and encode the whole page as UTF-16).
 */
export function islandProps(props: unknown): string {
  return JSON.stringify(props).replace(/[^\0-\xff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
