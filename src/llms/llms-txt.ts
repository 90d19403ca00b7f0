/**
 * `llms.txt` in the llmstxt.org format — the site's title, a summary, then one `##` section
 * per top-level sidebar category with a link and a description per page — and the order
 * `llms-full.txt` concatenates the pages in. Pure: routes in, text out.
 * @see https://llmstxt.org/
 */
import type { LlmsConfig } from '../config/site-config.ts';
import type { PageModel } from '../render/models.ts';
import type { SidebarItem } from '../types.ts';

/** One page as llms.txt lists it. */
export interface LlmsEntry {
  route: string;
  title: string;
  description: string;
}

/** A `##` section of llms.txt. */
export interface LlmsSection {
  title: string;
  entries: LlmsEntry[];
}

/** A link to a file of the site that is no page (an OpenAPI document, a GraphQL schema), listed in its own section. */
export interface LlmsDocument {
  title: string;
  url: string;
}

const entryOf = (page: PageModel): LlmsEntry => ({ route: page.route, title: page.title, description: page.description });

/** Whether `route` is one of `excluded` or under it (`/blog` excludes `/blog/post`). */
export const isExcluded = (route: string, excluded: readonly string[]): boolean =>
  excluded.some((entry) => entry.startsWith('/') && (route === entry || route.startsWith(entry.endsWith('/') ? entry : `${entry}/`)));

/** The routes of a sidebar's items, depth first, in the order a reader meets them. */
function routesOf(items: readonly SidebarItem[], out: string[] = []): string[] {
  for (const item of items) {
    if (item.route !== undefined) out.push(item.route);
    if (item.type === 'category') routesOf(item.items, out);
  }
  return out;
}

/**
 * What names a sidebar among several: the title of the page it starts with (`REST API`,
 * `Web SDK`); none for one that starts with a category, whose labels then name its sections.
 */
function sidebarName(sidebar: readonly SidebarItem[], byRoute: ReadonlyMap<string, PageModel>): string | undefined {
  const first = sidebar[0];
  if (first?.type !== 'link') return undefined;
  return (first.route !== undefined ? byRoute.get(first.route)?.title : undefined) || first.label || undefined;
}

/**
 * The sections of one set of pages (a docs version and what belongs to no version): each
 * sidebar's loose pages, then each of its top-level categories (named after the sidebar too
 * when there are several sidebars), then listed pages in no sidebar, then the blog's posts.
 * Unlisted pages, and sections and routes `exclude` names, are left out.
 */
export function llmsSections(pages: readonly PageModel[], config: Pick<LlmsConfig, 'exclude'>): LlmsSection[] {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const listed = new Set<string>();
  const sections: LlmsSection[] = [];
  const add = (names: readonly string[], routes: readonly string[]): void => {
    const title = names.filter((name, index) => name && (index === 0 || name !== names[0])).join(': ');
    const excluded = names.some((name) => config.exclude.includes(name)) || config.exclude.includes(title);
    const section = sections.find((each) => each.title === title) ?? sections[sections.push({ title, entries: [] }) - 1]!;
    for (const route of routes) {
      const page = byRoute.get(route);
      if (!page || page.unlisted || listed.has(route)) continue;
      listed.add(route);
      if (!excluded && !isExcluded(route, config.exclude)) section.entries.push(entryOf(page));
    }
  };
  const sidebars = [...new Set(pages.map((page) => page.sidebar))].filter((sidebar): sidebar is SidebarItem[] => sidebar !== null);
  for (const sidebar of sidebars) {
    const named = sidebars.length > 1 ? sidebarName(sidebar, byRoute) : undefined;
    const name = named !== undefined ? [named] : [];
    const loose = sidebar.filter((item) => item.type === 'link').flatMap((item) => (item.route !== undefined ? [item.route] : []));
    if (loose.length) add(name.length ? name : ['Docs'], loose);
    for (const item of sidebar) if (item.type === 'category') add([...name, item.label], routesOf([item]));
  }
  const others = pages.filter((page) => !listed.has(page.route) && (page.kind === 'doc' || page.kind === 'category-index'));
  add(['Other pages'], others.map((page) => page.route));
  add(['Blog'], pages.filter((page) => page.kind === 'blog-post').map((page) => page.route));
  return sections.filter((section) => section.entries.length > 0);
}

/** Tags of HTML written in titles and descriptions (`<br/>`, `<code>`): dropped for their text. */
const INLINE_TAG = /<\/?(?:a|b|br|code|em|i|kbd|p|small|span|strong|sub|sup|u)(?:\s[^>]*)?\/?>/gi;

/** Text for one line of llms.txt: on one line, HTML dropped, anything else that looks like a tag (`type<format>`) escaped. */
const lineText = (text: string): string => text.replace(INLINE_TAG, ' ').replace(/\s+/g, ' ').trim().replace(/<(?=[A-Za-z/!?])/g, '\\<');

/** A Markdown link's text: brackets escaped, on one line. */
const linkText = (text: string): string => lineText(text).replace(/([[\]])/g, '\\$1');

/** The text of llms.txt. `url` gives each page's link (its twin, or the page when there are no twins). */
export function llmsTxt({ title, summary, sections, documents, fullUrl, url }: { title: string; summary: string; sections: readonly LlmsSection[]; documents: readonly LlmsDocument[]; fullUrl: string; url: (route: string) => string }): string {
  const lines = [`# ${title}`, ''];
  // llmstxt.org: the summary is a quote; more paragraphs of detail follow it as text.
  const [first, ...details] = summary.split(/\n\s*\n/).map(lineText).filter(Boolean);
  if (first) lines.push(`> ${first}`, '');
  for (const paragraph of details) lines.push(paragraph, '');
  lines.push(`Each link leads to a page as Markdown. Every page in one file: [llms-full.txt](${fullUrl}).`, '');
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    for (const entry of section.entries) lines.push(`- [${linkText(entry.title)}](${url(entry.route)})${entry.description ? `: ${lineText(entry.description)}` : ''}`);
    lines.push('');
  }
  if (documents.length) {
    lines.push('## API documents', '');
    for (const document of documents) lines.push(`- [${linkText(document.title)}](${document.url})`);
    lines.push('');
  }
  return lines.join('\n');
}

/** The text of llms-full.txt: every listed page's twin in llms.txt's order, a rule between two. */
export function llmsFullTxt(sections: readonly LlmsSection[], twinOf: (route: string) => string | undefined): string {
  return [...llmsFullParts(sections, twinOf)].join('');
}

/**
 * llms-full.txt in pieces, one twin at a time: at 100,000 pages it is ~600 MB, more than a
 * JavaScript string can hold, so the writer writes the pieces as they come.
 */
export function* llmsFullParts(sections: readonly LlmsSection[], twinOf: (route: string) => string | undefined): Generator<string> {
  let first = true;
  for (const section of sections) {
    for (const entry of section.entries) {
      const twin = twinOf(entry.route);
      if (twin === undefined) continue;
      yield `${first ? '' : '\n\n---\n\n'}${twin.trimEnd()}`;
      first = false;
    }
  }
  yield '\n';
}
