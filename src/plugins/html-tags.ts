/** The tags plugins inject into every page, as HTML: a string as written, an object as its element. */
import { htmlVoidElements } from 'html-void-elements';
import type { HtmlTag } from './plugin-types.ts';

const VOID = new Set(htmlVoidElements);
const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** One tag: `{ tagName: 'link', attributes: { rel: 'preconnect', href } }` → `<link rel="preconnect" href="…">`. */
export function htmlTag(tag: HtmlTag): string {
  if (typeof tag === 'string') return tag;
  const attributes = Object.entries(tag.attributes ?? {})
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`))
    .join('');
  return VOID.has(tag.tagName) ? `<${tag.tagName}${attributes}>` : `<${tag.tagName}${attributes}>${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

/** One of `injectHtmlTags`'s lists (a tag alone counts as a list of one), as HTML. */
export function htmlTagsOf(tags: HtmlTag[] | HtmlTag | undefined): string {
  if (tags === undefined) return '';
  return (Array.isArray(tags) ? tags : [tags]).map(htmlTag).join('');
}
