/** A piece of a snippet: matched words are marked. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The part of a section's text around its first match, with every matched word marked.
 * `terms` are the index terms that matched (typos already corrected), so `chekout` marks
 * `checkout`; a term marks a word it starts (prefix matches while typing).
 */
export function snippet(text: string, terms: readonly string[], length = 160): SnippetPart[] {
  const words = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!words.length) return text ? [{ text: cut(text, 0, length), match: false }] : [];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})[\\p{L}\\p{N}]*`, 'giu');
  const first = pattern.exec(text);
  pattern.lastIndex = 0;
  const start = first ? Math.max(0, first.index - Math.floor(length / 4)) : 0;
  // Start at a word boundary so the snippet does not open mid-word.
  const from = start === 0 ? 0 : text.indexOf(' ', start) + 1 || start;
  const window = cut(text, from, length);
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const match of window.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: window.slice(last, match.index), match: false });
    parts.push({ text: match[0], match: true });
    last = match.index + match[0].length;
  }
  if (last < window.length) parts.push({ text: window.slice(last), match: false });
  return parts;
}

function cut(text: string, from: number, length: number): string {
  const end = from + length >= text.length ? text.length : text.lastIndexOf(' ', from + length);
  const body = text.slice(from, end > from ? end : from + length).trim();
  return `${from > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}
