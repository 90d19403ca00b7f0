/** Plain text from HTML docsgen produced: for descriptions, search and snippets. */

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const ESCAPED: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** Text or an attribute value escaped as react-dom/server escapes them. */
export const escapeHtml = (text: string): string => text.replace(/["&'<>]/g, (character) => ESCAPED[character]!);

export function decodeEntities(text: string): string {
  // Most texts have no entity; the search index decodes every text of every page.
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Tags that separate words; any other tag (a, code, strong…) sits inside a sentence. */
export const BLOCK_TAGS = new Set(['address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'td', 'th', 'tr', 'ul']);

/** The text of an HTML fragment on one line: `<p>See <a>Cart</a>.</p>` → `See Cart.` */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<\/?([a-zA-Z][a-zA-Z0-9-]*)[^>]*>/g, (_, tag: string) => (BLOCK_TAGS.has(tag.toLowerCase()) ? ' ' : ''));
  return decodeEntities(spaced).replace(/\s+/g, ' ').trim();
}
