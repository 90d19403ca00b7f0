/**
 * The fast path of twins: most pages are Markdown that only needs its link targets made
 * absolute, its heading ids dropped and its `:::` admonitions quoted, which a pass over its
 * lines does without parsing it. A page with anything else (JSX, expressions, HTML, other
 * directives, reference links, escapes near links) gets undefined and is parsed (page-twin.ts).
 * Tests compare the two paths' Markdown on the Kassa site, the fixtures and the bench corpus.
 */
import { isAdmonitionType } from '../shared/admonitions.ts';
import { admonition } from './mdx-twin.ts';
import { closesFence, FENCE_LINE, tidy } from './source-edits.ts';

/** What a line outside code may not hold on this path. */
const NEEDS_PARSE = /[<}\r]|\\[[\]]|(?:^|[^\w:/]):[A-Za-z][\w-]*\[|^\s*::(?!:)|^ {0,3}\[[^\]]+\]:/;
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
/** `## Title {#id}`: the id goes, as in mdx-twin.ts. */
const HEADING_ID = /[ \t]*\\?\{#[^}\s]+\}[ \t]*(?=#*\s*$)/;
const ADMONITION_OPEN = /^:::([a-z]+)(?:\[([^\]]*)\])?[ \t]*$/;
const ADMONITION_CLOSE = /^:::[ \t]*$/;
/** A link or image with a plain destination and an optional `"title"`; its text without brackets inside. */
const LINK = /(!?)\[([^[\]]*)\]\(([^()\s]*)(?:[ \t]+"([^"]*)")?\)/g;

type Links = { link: (url: string) => string; image: (url: string) => string };

/** The line with its code spans blanked out (same length), or undefined when a backtick run has no match on the line. */
function maskCode(line: string): string | undefined {
  const parts = line.split(/(`+)/);
  let masked = '';
  for (let index = 0; index < parts.length; index++) {
    if (index % 2 === 0) {
      masked += parts[index];
      continue;
    }
    // A code span may run over several lines: that needs the parser.
    const close = parts.indexOf(parts[index]!, index + 2);
    if (close === -1) return undefined;
    masked += '\u0000'.repeat(parts.slice(index, close + 1).join('').length);
    index = close;
  }
  return masked;
}

/** A line's links made absolute, code spans untouched; undefined when the line needs a parse. */
function lineWithLinks(line: string, links: Links): string | undefined {
  if (!line.includes('](')) return line;
  const masked = maskCode(line);
  if (masked === undefined) return undefined;
  let out = '';
  let at = 0;
  let found = 0;
  for (const match of masked.matchAll(LINK)) {
    const [all, bang, text, url, title] = match as unknown as [string, string, string, string, string | undefined];
    const alt = line.slice(match.index + bang.length + 1, match.index + bang.length + 1 + text.length);
    if (url === '' || /[&\\\u0000]/.test(url + (title ?? '')) || (bang && /[*_`&\\]/.test(alt))) return undefined;
    out += `${line.slice(at, match.index)}${bang}[${alt}](${(bang ? links.image : links.link)(url)}${title ? ` "${title}"` : ''})`;
    at = match.index + all.length;
    found++;
  }
  // A `](` the pattern did not take (brackets in the text, parentheses in the URL) needs the parser.
  return found === masked.split('](').length - 1 ? out + line.slice(at) : undefined;
}

/** The twin text of a page's preprocessed source (see parse-markdown.ts), or undefined when it must be parsed. */
export function plainTwin(source: string, format: 'md' | 'mdx', links: Links): string | undefined {
  const out: string[] = [];
  let fence: string | undefined;
  let open: { kind: string; title: string; lines: string[] } | undefined;
  for (const line of source.split('\n')) {
    const into = open ? open.lines : out;
    if (fence !== undefined) {
      into.push(line);
      if (closesFence(line, fence)) fence = undefined;
      continue;
    }
    fence = FENCE_LINE.exec(line)?.[1];
    if (fence !== undefined) {
      into.push(line);
      continue;
    }
    const text = ATX_HEADING.test(line) ? line.replace(HEADING_ID, '') : line;
    if (NEEDS_PARSE.test(text) || text.includes('{') || (format === 'mdx' && /^(?:import|export)\s/.test(text))) return undefined;
    if (line.includes(':::')) {
      const opening = ADMONITION_OPEN.exec(line);
      if (opening && !open && isAdmonitionType(opening[1]!) && !opening[2]?.includes('](')) {
        open = { kind: opening[1]!, title: opening[2]?.trim() ?? '', lines: [] };
        continue;
      }
      if (!open || !ADMONITION_CLOSE.test(line)) return undefined;
      out.push('', admonition(open.kind, open.title || undefined, tidy(open.lines.join('\n').trim())), '');
      open = undefined;
      continue;
    }
    const linked = lineWithLinks(text, links);
    if (linked === undefined) return undefined;
    into.push(linked);
  }
  return open || fence !== undefined ? undefined : tidy(out.join('\n').trim());
}
