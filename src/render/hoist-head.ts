/**
 * `<head>` written in a page's MDX (Docusaurus hoists it with react-helmet): its tags move
 * into the document's `<head>`. A `<title>` replaces the page's title there, and a `<meta>`
 * with the `name` or `property` of one docsgen writes replaces that one, as Helmet keeps the
 * innermost; other tags are added. `<html>` and `<body>` in it set attributes of the document's
 * own (Helmet's `htmlAttributes`, `bodyAttributes`): a class is added to theirs.
 */
import { HEAD_BLOCK_OPEN, THEME_PART_CLASS } from '../shared/layout-marks.ts';

/** A `<head>` block, or the one `@docusaurus/Head` writes (see runtime/docusaurus/Head.tsx). */
const CONTENT_HEAD = new RegExp(`<head>([\\s\\S]*?)</head>|${HEAD_BLOCK_OPEN}([\\s\\S]*?)</noscript>`, 'g');

/** The page's content without its head blocks, and their tags (empty when it has none). */
export function extractHead(html: string): { html: string; head: string } {
  if (!html.includes('<head>') && !html.includes(HEAD_BLOCK_OPEN)) return { html, head: '' };
  let head = '';
  const rest = html.replace(CONTENT_HEAD, (_all, inHead: string | undefined, inBlock: string | undefined) => {
    // MDX wraps loose text of the block in paragraphs; only the tags belong in the head.
    head += (inHead ?? inBlock ?? '').replace(/<p>\s*<\/p>/g, '').trim();
    return '';
  });
  return { html: rest, head };
}

const metaKey = (tag: string): string | undefined => /<meta\s[^>]*?\b(?:name|property)="([^"]+)"/i.exec(tag)?.[1];

const ROOT_TAG = /<(html|body)\b([^>]*?)\/?>(?:\s*<\/\1>)?/gi;
const ATTRIBUTE = /([^\s=/]+)(?:="([^"]*)")?/g;

/** The document with the attributes of `<html>` or `<body>` tags set on its own `<html>` and `<body>`; `head` without those tags. */
function withRootAttributes(document: string, head: string): { document: string; head: string } {
  let out = document;
  const rest = head.replace(ROOT_TAG, (_all, tag: string, attributes: string) => {
    out = out.replace(new RegExp(`<${tag.toLowerCase()}\\b[^>]*>`), (open) => {
      let result = open;
      for (const [, name, value = ''] of attributes.matchAll(ATTRIBUTE)) {
        const existing = new RegExp(`\\s${name}="([^"]*)"`).exec(result);
        const merged = name === 'class' && existing ? `${existing[1]} ${value}`.trim() : value;
        result = existing ? result.replace(existing[0], ` ${name}="${merged}"`) : result.replace(/\/?>$/, (end) => ` ${name}="${value}"${end}`);
      }
      return result;
    });
    return '';
  });
  return { document: out, head: rest };
}

/**
 * The rendered document without the head blocks its layout wrote in the body (a site's
 * `<Head>` in its footer, a swizzled `DocItem/Metadata`'s `<PageMetadata>`), and their tags,
 * as Helmet takes them from anywhere in the tree.
 */
export function extractBodyHead(document: string): { document: string; head: string } {
  const bodyStart = document.indexOf('</head>');
  if (bodyStart === -1) return { document, head: '' };
  const body = document.slice(bodyStart + '</head>'.length);
  const { html, head } = extractHead(body);
  // A part that wrote only the head leaves its empty box.
  return head ? { document: document.slice(0, bodyStart + '</head>'.length) + html.replaceAll(`<div class="${THEME_PART_CLASS}"></div>`, ''), head } : { document, head: '' };
}

/** The document with `head` (tags from extractHead) merged into its `<head>`. */
export function mergeHead(original: string, tags: string): string {
  if (!tags) return original;
  const { document, head } = /<(?:html|body)\b/i.test(tags) ? withRootAttributes(original, tags) : { document: original, head: tags };
  const end = document.indexOf('</head>');
  if (end === -1) return document;
  let before = document.slice(0, end);
  const replaced = new Set((head.match(/<meta\s[^>]*>/gi) ?? []).map(metaKey).filter((key): key is string => key !== undefined));
  if (/<title>/i.test(head)) before = before.replace(/<title>[\s\S]*?<\/title>/, '');
  before = before.replace(/<meta\s[^>]*>/gi, (tag) => (replaced.has(metaKey(tag) ?? '') ? '' : tag));
  return `${before}${head}${document.slice(end)}`;
}
