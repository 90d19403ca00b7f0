/**
 * An API's changelog page, from what changed between its releases: a page shaped like the
 * reference's compiled pages (so routing, sidebars, search and the link checker treat it
 * alike), and its Markdown twin. Pure: the releases are compared before (see compare-releases.ts).
 */
import { createElement } from 'react';
import { renderToString } from '../render/render-to-string.ts';
import { ApiChangelogContent } from '../../templates/api/ApiChangelog.tsx';
import { anchorsOf } from '../content/compile-page.ts';
import { hashKey } from '../site/compile-cache.ts';
import type { CompiledPage } from '../types.ts';
import { changelogSections, type ReleaseDiff } from './changelog-sections.ts';
import { changelogTwin } from './changelog-twin.ts';

export interface ChangelogPageInput {
  id: string;
  route: string;
  /** The API's document or schema, as messages name it: the page's source. */
  file: string;
  /** `Carts API`: the page is the `Carts API changelog`. */
  apiTitle: string;
  /** Newest first. */
  diffs: readonly ReleaseDiff[];
  /** A route as a link of the site (base URL, trailing slash). */
  withBase: (route: string) => string;
  /** The site's origin and base URL, for the twin's absolute links. */
  site: { url: string; baseUrl: string };
}

/** What the sidebar calls every changelog page. */
export const CHANGELOG_LABEL = 'Changelog';

/** A page without content yet, where the changelog goes: what sidebars and a one-page build need of it. */
export function changelogOutline(input: Pick<ChangelogPageInput, 'id' | 'route' | 'file' | 'apiTitle'>): CompiledPage {
  return {
    id: input.id,
    route: input.route,
    file: input.file,
    title: `${input.apiTitle} changelog`,
    hasContentTitle: false,
    description: `What changed in the ${input.apiTitle} from each release to the next.`,
    keywords: ['changelog', 'breaking changes'],
    sidebarLabel: CHANGELOG_LABEL,
    toc: [],
    headingIds: [],
    html: '',
    htmlKey: hashKey('html', ''),
    links: [],
    anchors: [],
    codeBlocks: [],
    frontMatter: {},
  };
}

/** The changelog page and its twin's Markdown. */
export function changelogPage(input: ChangelogPageInput): { page: CompiledPage; twin: string } {
  const sections = changelogSections(input.diffs);
  const routes = [...new Set(sections.flatMap((section) => section.groups.flatMap((group) => (group.route !== undefined ? [group.route] : []))))];
  const hrefs = Object.fromEntries(routes.map((route) => [route, linkTo(route, input.withBase)]));
  const html = renderToString(createElement(ApiChangelogContent, { apiTitle: input.apiTitle, sections, hrefs }));
  const toc = sections.map((section) => ({ id: section.anchor, text: section.title, depth: 2 }));
  const outline = changelogOutline(input);
  const breaking = sections.reduce((sum, section) => sum + section.breaking, 0);
  const oldest = input.diffs.at(-1)?.from;
  const description = oldest === undefined ? outline.description : `What changed in the ${input.apiTitle} since ${oldest}, release by release: ${breaking} breaking ${breaking === 1 ? 'change' : 'changes'}.`;
  const page: CompiledPage = {
    ...outline,
    description,
    toc,
    headingIds: toc.map((item) => item.id),
    html,
    htmlKey: hashKey('html', html),
    // Checked like any page's links: an operation's page the changelog names must exist.
    links: routes.map((route) => ({ url: hrefs[route]!, written: route, text: '', line: 0, column: 0 })),
    anchors: anchorsOf(html, toc.map((item) => item.id)),
  };
  return { page, twin: changelogTwin({ title: page.title, description, sections, site: input.site }) };
}

/** `/graphql/objects/cart#total` → the page's link with the anchor kept. */
function linkTo(route: string, withBase: (route: string) => string): string {
  const hash = route.indexOf('#');
  return hash < 0 ? withBase(route) : withBase(route.slice(0, hash)) + route.slice(hash);
}
