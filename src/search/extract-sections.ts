/**
 * Splits a page's content HTML into the sections search results point at: the part
 * before the first heading, then one section per `h2`/`h3` with an id. Deeper headings
 * stay in their parent section. Works on the HTML docsgen itself produced, so a tag scan
 * is enough; markup that is not content (hash links, icons, buttons) is skipped.
 */
import { BLOCK_TAGS, decodeEntities } from '../shared/html-text.ts';
import { HEADING_LINK_CLASS } from '../shared/heading-link.ts';

export interface PageSection {
  /** Heading text; empty for the part before the first heading. */
  heading: string;
  /** Heading id; empty for the part before the first heading. */
  anchor: string;
  text: string;
  /** Inline code of the section (not code blocks): the identifiers the section is about. */
  code: string;
}

const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)/g;
const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const SKIPPED = new Set(['button', 'script', 'style', 'svg', 'template']);
// Hash links; an operation's method, path and server URLs (indexed as keywords instead);
// its side column of generated samples and examples, which repeat what the page says and
// are most of a large reference's text.
const SKIPPED_CLASS = new RegExp(`\\bclass="(?:[^"]*\\s)?(?:${HEADING_LINK_CLASS}|api-endpoint|api-servers|api-operation__aside)[\\s"]`);
const SECTION_HEADING = /^h[23]$/;

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

const SAME_TAG = new Map<string, RegExp>();

/**
 * The offset just past the element of `tag` whose content starts at `from`: skipped markup is
 * stepped over by its tags of that name alone (an operation's side column of highlighted
 * samples is most of its page's tags).
 */
function elementEnd(html: string, tag: string, from: number): number {
  let sameTag = SAME_TAG.get(tag);
  if (!sameTag) SAME_TAG.set(tag, (sameTag = new RegExp(`<(/?)${tag}(?=[\\s/>])[^>]*>`, 'gi')));
  sameTag.lastIndex = from;
  let depth = 1;
  for (let match = sameTag.exec(html); match; match = sameTag.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return sameTag.lastIndex;
  }
  return html.length;
}

export function extractSections(html: string): PageSection[] {
  const sections: PageSection[] = [];
  let current = { heading: '', anchor: '', parts: [] as string[], code: [] as string[] };
  // Inside <pre> (a code block), and inside an inline <code> (its text, when it is).
  let preDepth = 0;
  let inlineCode: string[] | undefined;
  // The heading being read, if any.
  let heading: { tag: string; anchor: string; parts: string[] } | undefined;
  const flush = (): void => {
    const text = squash(current.parts.join(''));
    if (text || current.heading) sections.push({ heading: current.heading, anchor: current.anchor, text, code: squash(current.code.join(' ')) });
  };
  const tokens = new RegExp(TOKEN);
  for (let match = tokens.exec(html); match; match = tokens.exec(html)) {
    const [, closing, rawTag, attributes, text] = match;
    if (text !== undefined) {
      const decoded = decodeEntities(text);
      (heading ? heading.parts : current.parts).push(decoded);
      inlineCode?.push(decoded);
      continue;
    }
    if (rawTag === undefined) continue;
    const tag = rawTag.toLowerCase();
    if (!closing && (SKIPPED.has(tag) || SKIPPED_CLASS.test(attributes ?? ''))) {
      if (!VOID.has(tag) && !(attributes ?? '').trimEnd().endsWith('/')) tokens.lastIndex = elementEnd(html, tag, tokens.lastIndex);
      continue;
    }
    if (SECTION_HEADING.test(tag)) {
      if (!closing) {
        const anchor = /\bid="([^"]*)"/.exec(attributes ?? '')?.[1];
        if (anchor !== undefined) {
          heading = { tag, anchor: decodeEntities(anchor), parts: [] };
          continue;
        }
      } else if (heading?.tag === tag) {
        flush();
        current = { heading: squash(heading.parts.join('')), anchor: heading.anchor, parts: [], code: [] };
        heading = undefined;
        continue;
      }
    }
    if (tag === 'pre') preDepth += closing ? -1 : 1;
    else if (tag === 'code' && !heading && preDepth === 0) {
      if (!closing) inlineCode = [];
      else if (inlineCode) {
        current.code.push(inlineCode.join(''));
        inlineCode = undefined;
      }
    }
    if (BLOCK_TAGS.has(tag)) (heading ? heading.parts : current.parts).push(' ');
  }
  flush();
  return sections;
}
