import type { PageModel, SiteModel } from '../src/render/models.ts';
import { Breadcrumbs } from './components/Breadcrumbs.tsx';
import { CopyPage } from './components/CopyPage.tsx';
import { EditThisPage } from './components/EditThisPage.tsx';
import { Pagination } from './components/Pagination.tsx';
import { translate, translateNodes } from './translate.ts';
import { Sidebar } from './components/Sidebar.tsx';
import { TagList } from './components/TagList.tsx';
import { MobileTableOfContents, TableOfContents } from './components/TableOfContents.tsx';
import { UnlistedNotice } from './components/UnlistedNotice.tsx';
import { VersionBadge, VersionBanner } from './components/DocVersion.tsx';
import { themed } from './theme.ts';

/** A documentation page: sidebar, breadcrumbs, content, prev/next, table of contents. */
function DocPageView({ site, page }: { site: SiteModel; page: PageModel }) {
  const showToc = page.showToc && page.toc.length > 0;
  // A page that writes its own <main> (a Docusaurus React page's `<Layout><main>…`) keeps the one landmark: ours is then a div.
  const Main = /<main[\s>]/.test(page.html) ? 'div' : 'main';
  return (
    <div className={`doc-layout${page.sidebar ? '' : ' doc-layout--no-sidebar'}`}>
      {page.sidebar ? <Sidebar items={page.sidebar} route={page.route} hideable={site.sidebar.hideable} autoCollapseCategories={site.sidebar.autoCollapseCategories} /> : null}
      <Main className={`doc-main${showToc ? '' : ' doc-main--no-toc'}`}>
        <article className="doc">
          {page.version ? <VersionBanner site={site} version={page.version} /> : null}
          {page.unlisted ? <UnlistedNotice /> : null}
          <div className="doc__meta">
            {page.breadcrumbs.length || page.sidebar ? (
              <Breadcrumbs items={page.breadcrumbs} current={page.title} homeHref={site.baseUrl} />
            ) : null}
            {page.version ? <VersionBadge version={page.version} /> : null}
            <CopyPage site={site} page={page} />
          </div>
          {page.showTitle ? (
            <header>
              <h1>{page.title}</h1>
            </header>
          ) : null}
          {showToc ? <MobileTableOfContents items={page.toc} title={translate(site, 'theme.TOCCollapsible.toggleButtonLabel', 'On this page')} /> : null}
          <div className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
          {page.tags?.length || page.editUrl || page.lastUpdate ? (
            <footer className="doc__footer">
              {page.tags?.length ? <TagList tags={page.tags} /> : null}
              {page.editUrl ? <EditThisPage href={page.editUrl} className="doc__edit" /> : null}
              {page.lastUpdate ? (
                <span className="doc__last-update">
                  {translateNodes(site, 'theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}', {
                    atDate: page.lastUpdate.date ? translateNodes(site, 'theme.lastUpdated.atDate', ' on {date}', { date: <time dateTime={page.lastUpdate.date}>{page.lastUpdate.dateLabel}</time> }) : null,
                    byUser: page.lastUpdate.author ? translateNodes(site, 'theme.lastUpdated.byUser', ' by {user}', { user: <b>{page.lastUpdate.author}</b> }) : null,
                  })}
                </span>
              ) : null}
            </footer>
          ) : null}
          {page.prev || page.next ? <Pagination prev={page.prev} next={page.next} label={translate(site, 'theme.docs.paginator.navAriaLabel', 'Docs pages')} sublabels={{ prev: translate(site, 'theme.docs.paginator.previous', 'Previous'), next: translate(site, 'theme.docs.paginator.next', 'Next') }} /> : null}
        </article>
        {showToc ? (
          <div className="doc-toc">
            <TableOfContents items={page.toc} title={translate(site, 'theme.TOCCollapsible.toggleButtonLabel', 'On this page')} />
          </div>
        ) : null}
      </Main>
    </div>
  );
}

export const DocPage = themed('DocPage', DocPageView);
