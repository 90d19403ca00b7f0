/**
 * Which links a rendered page has. Docusaurus checks the links a page renders (what `<Link>`
 * collects), not the props its components are given: `<RNRepoLink href="/packages/…">` renders
 * a GitHub URL, and its `href` is no link of the site.
 */
import type { ContentLink } from '../content/transform-types.ts';
import { decodeEntities } from '../shared/html-text.ts';
import { withPathSlash } from '../shared/url-form.ts';

/** A URL compared without the trailing slash of its path (Link writes the site's `trailingSlash` form). */
const comparable = (url: string): string => withPathSlash(url, false);

/** Every `href` of an HTML fragment, decoded and comparable. */
function hrefsOf(html: string): Set<string> {
  const found = new Set<string>();
  for (const match of html.matchAll(/\shref=(?:"([^"]*)"|'([^']*)')/g)) found.add(comparable(decodeEntities(match[1] ?? match[2] ?? '')));
  return found;
}

/** The page's links without those given to a component as props that its rendered HTML does not have. */
export function linksRendered(links: readonly ContentLink[], html: string): ContentLink[] {
  if (!links.some((link) => link.prop)) return [...links];
  const hrefs = hrefsOf(html);
  return links.filter((link) => !link.prop || hrefs.has(comparable(link.url)) || hrefs.has(comparable(link.written)));
}
