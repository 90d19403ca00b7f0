/**
 * The descriptions of an API reference's model are the safe HTML renderSafeMarkdown makes of
 * the document's Markdown (paragraphs, lists, links, code, emphasis, tables): back to Markdown
 * for twins. Only those few elements are expected; any other tag is dropped for its text.
 */
import { decodeEntities } from '../shared/html-text.ts';
import { codeSpan } from './source-edits.ts';

/** Markdown of one HTML table: header row, rule, rows; cells on one line. */
function table(html: string, inline: (html: string) => string): string {
  const rows = [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) => [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => inline(cell[1]!).replace(/\|/g, '\\|').replace(/\n/g, ' ')));
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((row) => row.length));
  const line = (cells: string[]): string => `| ${Array.from({ length: width }, (_, index) => cells[index] ?? '').join(' | ')} |`;
  return [line(rows[0]!), `|${' --- |'.repeat(width)}`, ...rows.slice(1).map(line)].join('\n');
}

/** `<` that would start a tag or comment in Markdown, escaped. */
const escapeTags = (text: string): string => text.replace(/<(?=[A-Za-z/!?])/g, '\\<');

/** Markdown of a description's HTML; `link` makes an href absolute. */
export function htmlToMarkdown(html: string, link: (url: string) => string = (url) => url): string {
  if (!html) return '';
  const fences: string[] = [];
  // Code blocks first: their text is kept exactly, whatever it holds.
  let text = html.replace(/<pre[^>]*>\s*<code(?:\s+class="language-([\w+-]+)")?[^>]*>([\s\S]*?)<\/code>\s*<\/pre>/g, (_, lang: string | undefined, code: string) => {
    const value = decodeEntities(code.replace(/<[^>]+>/g, '')).replace(/\n$/, '');
    const marker = '`'.repeat(Math.max(3, ...[...value.matchAll(/`+/g)].map((run) => run[0].length + 1)));
    fences.push(`${marker}${lang ?? ''}\n${value}\n${marker}`);
    return `\n\n\u0000${fences.length - 1}\u0000\n\n`;
  });
  const spans: string[] = [];
  // Text that looked like a tag (`&lt;T&gt;`) stays text: escaped, outside code spans.
  const inline = (part: string): string =>
    escapeTags(decodeEntities(
      part
        .replace(/<code[^>]*>([\s\S]*?)<\/code>/g, (_, code: string) => `\u0001${spans.push(codeSpan(decodeEntities(code.replace(/<[^>]+>/g, '')))) - 1}\u0001`)
        .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_, href: string, label: string) => `[${label}](${link(decodeEntities(href))})`)
        .replace(/<\/?(?:strong|b)>/g, '**')
        .replace(/<\/?(?:em|i)>/g, '*')
        .replace(/<br\s*\/?>/g, '\n')
        .replace(/<img\s[^>]*?alt="([^"]*)"[^>]*>/g, '$1')
        .replace(/<[^>]+>/g, ''),
    )).replace(/\u0001(\d+)\u0001/g, (_, index: string) => spans[Number(index)]!);
  text = text.replace(/<table[^>]*>[\s\S]*?<\/table>/g, (found) => `\n\n${table(found, inline)}\n\n`);
  text = text
    .replace(/<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/g, (_, __, heading: string) => `\n\n**${heading}**\n\n`)
    .replace(/<li[^>]*>\s*(?:<p>)?/g, '\n- ')
    .replace(/<\/li>|<\/?(?:ul|ol)[^>]*>/g, '\n')
    .replace(/<blockquote[^>]*>([\s\S]*?)<\/blockquote>/g, (_, quoted: string) => `\n\n${quoted.trim().split('\n').map((line) => `> ${line}`).join('\n')}\n\n`)
    .replace(/<\/?p>/g, '\n\n');
  return inline(text)
    .replace(/\u0000(\d+)\u0000/g, (_, index: string) => fences[Number(index)]!)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/(^|\n)- ([^\n]*)\n\n(?=- )/g, '$1- $2\n')
    .trim();
}
