import { createElement, type ReactElement } from 'react';
import { renderToString } from './render-to-string.ts';
import { BlogArchivePage, BlogAuthorsPage, BlogListPage, BlogPostPage, BlogTagPage, BlogTagsPage } from '../../templates/blog/BlogPages.tsx';
import { CategoryIndexPage } from '../../templates/CategoryIndexPage.tsx';
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

const TEMPLATES = {
  doc: DocPage,
  'category-index': CategoryIndexPage,
  'not-found': NotFoundPage,
  'blog-list': BlogListPage,
  'blog-post': BlogPostPage,
  'blog-tag': BlogTagPage,
  'blog-tags': BlogTagsPage,
  'blog-authors': BlogAuthorsPage,
  'blog-archive': BlogArchivePage,
  search: SearchPage,
} as const;

/** Render one page to a complete HTML document: a pure function of the page, the site and its theme overrides. */
export function renderPage({ page, site, theme }: { page: PageModel; site: SiteModel; theme?: ThemeOverrides }): string {
  const template = TEMPLATES[page.kind];
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
  const document = inPage(withCards, createElement(Document, { site, page: withCards }, createElement(template, { site, page: withCards })));
  // The layout's head tags first, then the content's: the innermost wins, as in Helmet.
  const fromLayout = extractBodyHead(`<!DOCTYPE html>${renderToString(document)}`);
  const rendered = localizeCopyButtons(mergeHead(mergeHead(fromLayout.document, fromLayout.head), head), site);
  return site.htmlTags ? withHtmlTags(rendered, site.htmlTags) : rendered;
}

/** Stands for a page's content in the layout rendered around it (see renderPageParts): no HTML holds NUL characters. */
const CONTENT_MARK = '\u0000docsgen-page-content\u0000';
/** Content shorter than this is rendered in place: splicing it saves less than the extra strings cost. */
const SPLICED_FROM = 16 * 1024;

/**
 * renderPage's document as pieces whose concatenation it is: the layout before the page's
 * content, the content, the layout after. React builds its output by appending to one string,
 * and writing it makes V8 copy the whole of it into one flat string first, the content with
 * it: GitHub's REST reference has 876 pages over 64 K characters (160 MB of HTML in all), and
 * these copies of large strings cost seconds of CPU time. The layout is rendered around a
 * mark instead, and the content (flat already) is written as it is. A page whose layout reads
 * its content is rendered whole: content with a head block, doc cards or its own <main>,
 * translated copy buttons (rewritten across the document), a site's themed parts.
 */
export function renderPageParts(args: { page: PageModel; site: SiteModel; theme?: ThemeOverrides }): string[] {
  const { page, site, theme } = args;
  if (theme || page.html.length < SPLICED_FROM || localizesCopyButtons(site)) return [renderPage(args)];
  const content = spilledText(page.html);
  const inPlace = extractHead(content).head !== '' || (page.cards && content.includes(DOC_CARD_LIST_MARKER)) || ownsMainLandmark(content) || content.includes(CONTENT_MARK);
  if (inPlace) return [renderPage(args)];
  const layout = renderPage({ page: { ...page, html: CONTENT_MARK }, site });
  const at = layout.indexOf(CONTENT_MARK);
  if (at === -1 || layout.includes(CONTENT_MARK, at + CONTENT_MARK.length)) return [renderPage(args)];
  return [layout.slice(0, at), content, layout.slice(at + CONTENT_MARK.length)];
}

/** The document with the plugins' tags in place, as Docusaurus puts them: last in the head, first and last in the body. */
function withHtmlTags(html: string, tags: NonNullable<SiteModel['htmlTags']>): string {
  const headEnd = html.indexOf('</head>');
  const bodyStart = html.indexOf('>', html.indexOf('<body', headEnd)) + 1;
  const bodyEnd = html.lastIndexOf('</body>');
  return html.slice(0, headEnd) + tags.head + html.slice(headEnd, bodyStart) + tags.preBody + html.slice(bodyStart, bodyEnd) + tags.postBody + html.slice(bodyEnd);
}
