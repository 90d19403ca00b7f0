/**
 * The parts of a doc page under the classic theme's names (`DocItem/Layout`, `DocItem/Footer`…):
 * docsgen's doc page is made of them, and a Docusaurus site that swizzles one has its own
 * rendered in that place (ThemedApart.tsx), reading the doc through `useDoc()`. Each part
 * takes the page as props, or reads it from the page's context when a site's component
 * renders it without (`@theme/DocItem/Footer` in a swizzled `DocItem/Layout`).
 */
import { useContext, type ReactNode } from 'react';
import type { PageModel, SiteModel } from '../../src/render/models.ts';
import { decodeEntities } from '../../src/shared/html-text.ts';
import type { TocItem } from '../../src/types.ts';
import type { ClassicTocItem } from './classic-props.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { CopyPage } from './CopyPage.tsx';
import { MarkdownContent } from './MDXContent.tsx';
import { EditThisPage as EditLink } from './EditThisPage.tsx';
import { NavbarContext } from './navbar-context.ts';
import { Pagination } from './Pagination.tsx';
import { MobileTableOfContents, TableOfContents } from './TableOfContents.tsx';
import { TagList } from './TagList.tsx';
import { themedApart } from './ThemedApart.tsx';
import { UnlistedNotice } from './UnlistedNotice.tsx';
import { VersionBadge, VersionBanner } from './DocVersion.tsx';
import { translate, translateNodes } from '../translate.ts';

export interface DocPartProps {
  site?: SiteModel;
  page?: PageModel;
  /** The page's content, where a swizzled part gives it (`<DocItemContent>{children}</DocItemContent>`). */
  children?: ReactNode;
  /** Inside the main landmark of a site's `DocRoot/Layout/Main` (DocPage.tsx): the doc item is then no landmark of its own. */
  inMain?: boolean;
}

/** The page a part shows: its props', else the page being rendered. */
function usePage(props: DocPartProps): { site: SiteModel; page: PageModel } | undefined {
  const context = useContext(NavbarContext);
  const site = props.site ?? context?.site;
  const page = props.page ?? context?.page;
  return site && page ? { site, page } : undefined;
}

/** The content's HTML, without layout: what a swizzled part gets as `children`. */
export const pageContent = (props: DocPartProps): string | undefined => props.page?.html;

/** The title the layout adds (unless the content has its own) and the content. */
function DocItemContentView(props: DocPartProps) {
  const found = usePage(props);
  if (!found) return null;
  const { page } = found;
  return (
    <>
      {page.showTitle ? (
        <header>
          <h1>{page.title}</h1>
        </header>
      ) : null}
      {/* The classic theme's class of a doc's content, which sites' stylesheets select. */}
      <MarkdownContent page={page} className="theme-doc-markdown markdown">
        {props.children}
      </MarkdownContent>
    </>
  );
}

/** The edit link, and when and by whom the doc was last updated. */
function EditMetaRowView(props: DocPartProps) {
  const found = usePage(props);
  if (!found || (!found.page.editUrl && !found.page.lastUpdate)) return null;
  const parts = { site: found.site, page: found.page };
  return (
    <>
      {found.page.editUrl ? <EditThisPage {...parts} /> : null}
      {found.page.lastUpdate ? <LastUpdated {...parts} /> : null}
    </>
  );
}

function EditThisPageView(props: DocPartProps & { editUrl?: string }) {
  const href = props.editUrl ?? usePage(props)?.page.editUrl;
  return href ? <EditLink href={href} className="theme-edit-this-page doc__edit" /> : null;
}

function LastUpdatedView(props: DocPartProps) {
  const found = usePage(props);
  const update = found?.page.lastUpdate;
  if (!found || !update) return null;
  const { site } = found;
  return (
    <span className="theme-last-updated doc__last-update">
      {translateNodes(site, 'theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}', {
        atDate: update.date ? translateNodes(site, 'theme.lastUpdated.atDate', ' on {date}', { date: <time dateTime={update.date}>{update.dateLabel}</time> }) : null,
        byUser: update.author ? translateNodes(site, 'theme.lastUpdated.byUser', ' by {user}', { user: <b>{update.author}</b> }) : null,
      })}
    </span>
  );
}

function TagsListInlineView(props: DocPartProps & { tags?: Array<{ label: string; permalink: string }> }) {
  const tags = props.tags?.map((tag) => ({ label: tag.label, href: tag.permalink })) ?? usePage(props)?.page.tags;
  return tags?.length ? <TagList tags={tags} /> : null;
}

export const EditThisPage = themedApart('EditThisPage', EditThisPageView, { doc: true });
export const LastUpdated = themedApart('LastUpdated', LastUpdatedView, { doc: true });
export const TagsListInline = themedApart('TagsListInline', TagsListInlineView, { doc: true });
export const EditMetaRow = themedApart('EditMetaRow', EditMetaRowView, { doc: true });

/** The doc's tags, its edit link and when it was last updated. */
function DocItemFooterView(props: DocPartProps) {
  const found = usePage(props);
  if (!found) return null;
  const { site, page } = found;
  if (!page.tags?.length && !page.editUrl && !page.lastUpdate) return null;
  return (
    <footer className="theme-doc-footer doc__footer">
      <TagsListInline site={site} page={page} />
      <EditMetaRow site={site} page={page} />
    </footer>
  );
}

function DocItemPaginatorView(props: DocPartProps) {
  const found = usePage(props);
  if (!found || (!found.page.prev && !found.page.next)) return null;
  const { site, page } = found;
  return <Pagination prev={page.prev} next={page.next} label={translate(site, 'theme.docs.paginator.navAriaLabel', 'Docs pages')} sublabels={{ prev: translate(site, 'theme.docs.paginator.previous', 'Previous'), next: translate(site, 'theme.docs.paginator.next', 'Next') }} />;
}

const showsToc = (page: PageModel): boolean => page.showToc && page.toc.length > 0;

function DocItemTOCMobileView(props: DocPartProps) {
  const found = usePage(props);
  return found && showsToc(found.page) ? <MobileTableOfContents items={found.page.toc} title={translate(found.site, 'theme.TOCCollapsible.toggleButtonLabel', 'On this page')} /> : null;
}

/** Docusaurus's TOC entry as docsgen's: `value` is HTML. */
const fromClassic = (item: ClassicTocItem): TocItem => ({ id: item.id, text: decodeEntities(item.value.replace(/<[^>]*>/g, '')), depth: item.level });

/** The table of contents beside the doc: the page's, or the `toc` a site's wrapper gives (`@theme-original/TOC`). */
function TOCView(props: DocPartProps & { toc?: ClassicTocItem[] }) {
  const found = usePage(props);
  if (!found) return null;
  const items = props.toc ? props.toc.map(fromClassic) : found.page.toc;
  return items.length ? <TableOfContents items={items} title={translate(found.site, 'theme.TOCCollapsible.toggleButtonLabel', 'On this page')} /> : null;
}

export const TOC = themedApart('TOC', TOCView, { doc: true });

function DocItemTOCDesktopView(props: DocPartProps) {
  const found = usePage(props);
  return found && showsToc(found.page) ? <TOC site={found.site} page={found.page} /> : null;
}

function DocBreadcrumbsView(props: DocPartProps) {
  const found = usePage(props);
  if (!found || found.site.docsBreadcrumbs === false || (!found.page.breadcrumbs.length && !found.page.sidebar)) return null;
  return <Breadcrumbs items={found.page.breadcrumbs} current={found.page.title} homeHref={found.site.baseUrl} />;
}

function DocVersionBadgeView(props: DocPartProps) {
  const version = usePage(props)?.page.version;
  return version ? <VersionBadge version={version} /> : null;
}

/** The unlisted notice (Docusaurus's `ContentVisibility` also shows drafts, which docsgen does not build). */
function ContentVisibilityView(props: DocPartProps) {
  return usePage(props)?.page.unlisted ? <UnlistedNotice /> : null;
}

/** The doc's head: docsgen writes it from the front matter, so its own part renders nothing; a site's (`<PageMetadata title …>`) names the page's title, description, keywords and image. */
export const DocItemMetadata = themedApart('DocItem/Metadata', (_props: DocPartProps) => null, { doc: true, head: true });
export const DocItemContent = themedApart('DocItem/Content', DocItemContentView, { content: pageContent, doc: true });
export const DocItemFooter = themedApart('DocItem/Footer', DocItemFooterView, { doc: true });
export const DocItemPaginator = themedApart('DocItem/Paginator', DocItemPaginatorView, { doc: true });
export const DocItemTOCMobile = themedApart('DocItem/TOC/Mobile', DocItemTOCMobileView, { doc: true });
export const DocItemTOCDesktop = themedApart('DocItem/TOC/Desktop', DocItemTOCDesktopView, { doc: true });
export const DocBreadcrumbs = themedApart('DocBreadcrumbs', DocBreadcrumbsView, { doc: true });
export const DocVersionBadge = themedApart('DocVersionBadge', DocVersionBadgeView, { doc: true });
export const ContentVisibility = themedApart('ContentVisibility', ContentVisibilityView, { doc: true });

/** Everything of a doc page beside its sidebar: the article and its table of contents. */
function DocItemLayoutView(props: DocPartProps) {
  const found = usePage(props);
  if (!found) return null;
  const { site, page } = found;
  // Rendered by a site's part (`@theme-original/DocItem/Layout`), it is inside the part's landmark.
  const Main = props.page ? landmark({ page, ...(props.inMain ? { inMain: true } : {}) }) : 'div';
  const parts = { site, page };
  return (
    <Main className={`doc-main${showsToc(page) ? '' : ' doc-main--no-toc'}`}>
      <article className="doc">
        {page.version ? <VersionBanner site={site} version={page.version} /> : null}
        <ContentVisibility {...parts} />
        <div className="doc__meta">
          <DocBreadcrumbs {...parts} />
          <DocVersionBadge {...parts} />
          <CopyPage site={site} page={page} />
        </div>
        <DocItemTOCMobile {...parts} />
        <DocItemContent {...parts}>{props.children}</DocItemContent>
        <DocItemFooter {...parts} />
        <DocItemPaginator {...parts} />
      </article>
      {showsToc(page) ? (
        <div className="doc-toc">
          <DocItemTOCDesktop {...parts} />
        </div>
      ) : null}
    </Main>
  );
}

/** Whether a page's content writes its own <main> (a Docusaurus React page's `<Layout><main>…`). */
export const ownsMainLandmark = (html: string): boolean => /<main[\s>]/.test(html);

/** A page that writes its own <main> keeps the one landmark: ours is then a div. */
const landmark = ({ page, inMain }: DocPartProps): 'div' | 'main' => (inMain || (page && ownsMainLandmark(page.html)) ? 'div' : 'main');

export const DocItemLayout = themedApart('DocItem/Layout', DocItemLayoutView, { content: pageContent, doc: true, wrapper: landmark });
