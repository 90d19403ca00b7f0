/**
 * `<head>` written in a page's MDX (Docusaurus hoists it with react-helmet): its tags move
 * into the document's `<head>`. A `<title>` replaces the page's title there, and a `<meta>`
 * with the `name` or `property` of one docsgen writes replaces that one, as Helmet keeps the
 * innermost; other tags are added.
 */

const CONTENT_HEAD = /<head>([\s\S]*?)<\/head>/g;

/** The page's content without its `<head>` blocks, and their tags (empty when it has none). */
export function extractHead(html: string): { html: string; head: string } {
  if (!html.includes('<head>')) return { html, head: '' };
  let head = '';
  const rest = html.replace(CONTENT_HEAD, (_all, inner: string) => {
    // MDX wraps loose text of the block in paragraphs; only the tags belong in the head.
    head += inner.replace(/<p>\s*<\/p>/g, '').trim();
    return '';
  });
  return { html: rest, head };
}

const metaKey = (tag: string): string | undefined => /<meta\s[^>]*?\b(?:name|property)="([^"]+)"/i.exec(tag)?.[1];

/** The document with `head` (tags from extractHead) merged into its `<head>`. */
export function mergeHead(document: string, head: string): string {
  if (!head) return document;
  const end = document.indexOf('</head>');
  if (end === -1) return document;
  let before = document.slice(0, end);
  const replaced = new Set((head.match(/<meta\s[^>]*>/gi) ?? []).map(metaKey).filter((key): key is string => key !== undefined));
  if (/<title>/i.test(head)) before = before.replace(/<title>[\s\S]*?<\/title>/, '');
  before = before.replace(/<meta\s[^>]*>/gi, (tag) => (replaced.has(metaKey(tag) ?? '') ? '' : tag));
  return `${before}${head}${document.slice(end)}`;
}
