/**
 * The headings of a rendered page, read back from its HTML: a page that imports Markdown
 * partials has headings its own tree never saw. Only Markdown headings count (they carry
 * the `#` link, or the site's MDXComponents drew them: `drawn`, their text by id), as in the
 * TOC of the fast path; ids repeated by a partial get a suffix.
 */
import type { TocItem } from '../content/transform-tree.ts';
import { HEADING_LINK_HTML } from '../shared/heading-link.ts';

const HEADING = /<h([1-6]) id="([^"]*)"([^>]*)>([\s\S]*?)<\/h\1>/g;

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

export function headingsOf(html: string, levels: { min: number; max: number }, drawn: ReadonlyMap<string, string> = new Map()): { html: string; toc: TocItem[]; ids: string[] } {
  const seen = new Map<string, number>();
  const toc: TocItem[] = [];
  const ids: string[] = [];
  const rewritten = html.replace(HEADING, (all, level: string, id: string, rest: string, inner: string) => {
    if (!HEADING_LINK_HTML.test(inner) && level !== '1' && !drawn.has(id)) return all;
    let unique = id;
    const count = seen.get(id) ?? 0;
    if (count) unique = `${id}-${count}`;
    seen.set(id, count + 1);
    ids.push(unique);
    const depth = Number(level);
    const text = drawn.get(id) ?? decode(inner.replace(HEADING_LINK_HTML, '').replace(/<[^>]+>/g, '')).trim();
    if (depth >= levels.min && depth <= levels.max) toc.push({ id: unique, text, depth });
    if (unique === id) return all;
    return `<h${level} id="${unique}"${rest}>${inner.replaceAll(`href="#${id}"`, `href="#${unique}"`)}</h${level}>`;
  });
  return { html: rewritten, toc, ids };
}
