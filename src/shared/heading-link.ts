/**
 * The class of a heading's `#` link, the classic theme's: sites' CSS styles it, and docsgen finds
 * the link by it where a heading's text is read without it (TOC, search, plain-text twins).
 */
export const HEADING_LINK_CLASS = 'hash-link';

/** A heading's `#` link as written in the page's HTML. */
export const HEADING_LINK_HTML = new RegExp(`<a [^>]*class="${HEADING_LINK_CLASS}"[^>]*>[\\s\\S]*?</a>`);
