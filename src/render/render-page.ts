import { isAuthorPostsPage } from '../blog/blog-models.ts';
import { createElement, type ReactElement } from 'react';
import { renderToString } from './render-to-string.ts';
import { BlogArchivePage, BlogListPage, BlogPagesBlogAuthorsListPage, BlogPagesBlogAuthorsPostsPage, BlogPostPage, BlogTagsListPage, BlogTagsPostsPage } from '../../templates/blog/BlogPages.tsx';
import { CategoryIndexPage, DocTagDocListPage, DocTagsListPage } from '../../templates/CategoryIndexPage.tsx';
import { Cards } from '../../templates/components/Cards.tsx';
import { DOC_CARD_LIST_MARKER } from '../../templates/components/mdx-components.tsx';
import { DocPage } from '../../templates/DocPage.tsx';
import { ownsMainLandmark } from '../../templates/components/DocItem.tsx';
import { Document } from '../../templates/Document.tsx';
import { NotFoundPage } from '../../templates/NotFoundPage.tsx';
import { SearchPage } from '../../templates/SearchPage.tsx';
import type { PageModel, SiteModel } from './models.ts';
import { ThemeOverridesContext, type ThemeOverrides } from '../../templates/theme.ts';
import { extractBodyHead, extractHead, mergeHead } from './hoist-head.ts';
import { LocaleMessagesContext } from '../../templates/translate.ts';
import { NavbarContext } from '../../templates/components/navbar-context.ts';
import { localizeCopyButtons, localizesCopyButtons } from './copy-buttons.ts';
import { spilledText } from '../shared/text-spill.ts';
import { HEAD_BLOCK_OPEN, THEME_PART_CLASS } from '../shared/layout-marks.ts';
import { SpliceHtmlContext, type SpliceHtml } from '../../templates/components/spliced-html.ts';

const TEMPLATES = {
  doc: DocPage,
  'category-index': CategoryIndexPage,
  'not-found': NotFoundPage,
  'blog-list': BlogListPage,
  'blog-post': BlogPostPage,
  'blog-tag': BlogTagsPostsPage,
  'blog-tags': BlogTagsListPage,
  'blog-authors': BlogPagesBlogAuthorsListPage,
  'blog-archive': BlogArchivePage,
  search: SearchPage,
} as const;

/** The docs' tag pages are category pages, under the classic theme's names of them (see PAGE_COMPONENTS). */
const DOC_TAG_TEMPLATES = { tag: DocTagDocListPage, list: DocTagsListPage } as const;

/** The template of a page: its kind's, or the classic theme's page component it is drawn as (an author's posts are a tag page). */
function templateOf(page: PageModel) {
  if (page.docTags) return DOC_TAG_TEMPLATES[page.docTags];
  if (isAuthorPostsPage(page)) return BlogPagesBlogAuthorsPostsPage;
  return TEMPLATES[page.kind];
}

/**
 * Render one page to a complete HTML document: a pure function of the page, the site and its
 * theme overrides. `splice`: where the layout's long parts go instead (see renderPageParts).
 */
export function renderPage({ page, site, theme, splice }: { page: PageModel; site: SiteModel; theme?: ThemeOverrides; splice?: SpliceHtml }): string {
  const template = templateOf(page);
  const content = spilledText(page.html);
  const { html, head } = extractHead(content);
  // The page's route and docs version, which a site's Docusaurus component in the layout (its footer, its cards too) reads through Docusaurus's hooks.
  const inPage = (shown: PageModel, element: ReactElement): ReactElement => {
    const inContexts = createElement(
      LocaleMessagesContext.Provider,
      { value: { messages: site.messages, locale: site.locale } },
      createElement(NavbarContext.Provider, { value: { site, route: shown.route, ...(shown.version ? { version: shown.version } : {}), page: shown } }, element),
    );
    return theme ? createElement(ThemeOverridesContext.Provider, { value: theme }, inContexts) : inContexts;
  };
  const withCards =
    page.cards && page.kind === 'doc' && html.includes(DOC_CARD_LIST_MARKER)
      ? { ...page, html: html.replaceAll(DOC_CARD_LIST_MARKER, renderToString(inPage(page, createElement(Cards, { items: page.cards, label: page.title })))) }
      : head || content !== page.html ? { ...page, html } : page;
  const layout = inPage(withCards, createElement(Document, { site, page: withCards }, createElement(template, { site, page: withCards })));
  const document = splice ? createElement(SpliceHtmlContext.Provider, { value: splice }, layout) : layout;
  // The layout's head tags first, then the content's: the innermost wins, as in Helmet.
  const fromLayout = extractBodyHead(`<!DOCTYPE html>${renderToString(document)}`);
  const rendered = localizeCopyButtons(mergeHead(mergeHead(fromLayout.document, fromLayout.head), head), site);
  return site.htmlTags ? withHtmlTags(rendered, site.htmlTags) : rendered;
}

/** Stands for a page's content in the layout rendered around it (see renderPageParts): no HTML holds NUL characters. */
const CONTENT_MARK = '\u0000docsgen-page-content\u0000';
/** Stands for the layout's `index`th spliced part (see SpliceHtmlContext). */
const splicedMark = (index: number): string => `\u0000docsgen-spliced-${index}\u0000`;
/** Content (or a layout part) shorter than this is rendered in place: splicing it saves less than the extra strings cost. */
const SPLICED_FROM = 16 * 1024;
/** What renderPage rewrites in a document's body: HTML holding one of these is rendered in place. */
const READ_BY_LAYOUT = ['<head>', HEAD_BLOCK_OPEN, THEME_PART_CLASS, '\u0000'];

/** The layout's part as pieces to splice, or undefined to render it in place: too short, or holding what renderPage rewrites. */
function spliceable(pieces: readonly string[]): readonly string[] | undefined {
  let chars = 0;
  for (const piece of pieces) chars += piece.length;
  return chars >= SPLICED_FROM && !pieces.some((piece) => READ_BY_LAYOUT.some((text) => piece.includes(text))) ? pieces : undefined;
}

/** `layout` with each mark replaced by its pieces, as pieces; undefined unless each mark is there once. */
function spliceInto(layout: string, parts: ReadonlyArray<readonly [mark: string, pieces: readonly string[]]>): string[] | undefined {
  const places: Array<[at: number, mark: string, pieces: readonly string[]]> = [];
  for (const [mark, pieces] of parts) {
    const at = layout.indexOf(mark);
    if (at === -1 || layout.includes(mark, at + mark.length)) return undefined;
    places.push([at, mark, pieces]);
  }
  places.sort((a, b) => a[0] - b[0]);
  const out: string[] = [];
  let from = 0;
  for (const [at, mark, pieces] of places) {
    out.push(layout.slice(from, at), ...pieces);
    from = at + mark.length;
  }
  out.push(layout.slice(from));
  return out.filter((piece) => piece !== '');
}

/**
 * renderPage's document as pieces whose concatenation it is: the layout, with the page's long
 * content and the layout's long parts (a large sidebar) between its pieces. React builds its
 * output by appending, and writing it makes V8 copy the whole of it into one flat string first;
 * past 128 K characters that string is a large object of its own, in fresh pages of memory,
 * and the copy costs ~10 ns a character: GitHub's REST reference has 876 pages over 64 K
 * characters (160 MB of HTML in all), and the 1000 bench pages each carry a sidebar of 160 K
 * characters, whose copies cost more than rendering them. The layout is rendered around marks
 * instead, and the content (flat already) and the sidebar's pieces (made once for all its
 * pages) are written as they are. A page whose layout reads its content is rendered whole:
 * content with a head block, doc cards or its own <main>, translated copy buttons (rewritten
 * across the document), a site's themed parts.
 */
export function renderPageParts(args: { page: PageModel; site: SiteModel; theme?: ThemeOverrides }): string[] {
  const { page, site, theme } = args;
  if (theme || localizesCopyButtons(site)) return [renderPage(args)];
  const content = spilledText(page.html);
  const inPlace = page.html.length < SPLICED_FROM || extractHead(content).head !== '' || (page.cards && content.includes(DOC_CARD_LIST_MARKER)) || ownsMainLandmark(content) || content.includes(CONTENT_MARK);
  const parts: Array<readonly [string, readonly string[]]> = inPlace ? [] : [[CONTENT_MARK, [content]]];
  const splice: SpliceHtml = (pieces) => {
    const spliced = spliceable(pieces);
    if (!spliced) return undefined;
    const mark = splicedMark(parts.length);
    parts.push([mark, spliced]);
    return mark;
  };
  const layout = renderPage({ page: inPlace ? page : { ...page, html: CONTENT_MARK }, site, splice });
  if (!parts.length) return [layout];
  return spliceInto(layout, parts) ?? [renderPage(args)];
}

/** The document with the plugins' tags in place, as Docusaurus puts them: last in the head, first and last in the body. */
function withHtmlTags(html: string, tags: NonNullable<SiteModel['htmlTags']>): string {
  const headEnd = html.indexOf('</head>');
  const bodyStart = html.indexOf('>', html.indexOf('<body', headEnd)) + 1;
  const bodyEnd = html.lastIndexOf('</body>');
  return html.slice(0, headEnd) + tags.head + html.slice(headEnd, bodyStart) + tags.preBody + html.slice(bodyStart, bodyEnd) + tags.postBody + html.slice(bodyEnd);
}
