import type { PageModel, SiteModel } from '../src/render/models.ts';
import { ApiVersions } from './api/ApiVersions.tsx';
import { Breadcrumbs } from './components/Breadcrumbs.tsx';
import { Cards } from './components/Cards.tsx';
import { CopyPage } from './components/CopyPage.tsx';
import { Pagination } from './components/Pagination.tsx';
import { Sidebar } from './components/Sidebar.tsx';
import { VersionBadge, VersionBanner } from './components/DocVersion.tsx';
import { themed } from './theme.ts';

/** The page generated for a category that has no index page of its own: its items as cards. */
function CategoryIndexPageView({ site, page }: { site: SiteModel; page: PageModel }) {
  return (
    <div className={`doc-layout${page.sidebar ? '' : ' doc-layout--no-sidebar'}`}>
      {page.sidebar ? <Sidebar items={page.sidebar} route={page.route} hideable={site.sidebar.hideable} autoCollapseCategories={site.sidebar.autoCollapseCategories} /> : null}
      <main className="doc-main doc-main--no-toc">
        <article className="doc">
          {page.version ? <VersionBanner site={site} version={page.version} /> : null}
          <div className="doc__meta">
            <Breadcrumbs items={page.breadcrumbs} current={page.title} homeHref={site.baseUrl} />
            {page.version ? <VersionBadge version={page.version} /> : null}
            <CopyPage site={site} page={page} />
          </div>
          {page.apiVersions ? <ApiVersions links={page.apiVersions} /> : null}
          <header>
            <h1>{page.title}</h1>
            {page.description ? <p className="doc__lead">{page.description}</p> : null}
          </header>
          <Cards items={page.cards ?? []} label={`${page.title} pages`} />
          {page.prev || page.next ? <Pagination prev={page.prev} next={page.next} /> : null}
        </article>
      </main>
    </div>
  );
}

export const CategoryIndexPage = themed('CategoryIndexPage', CategoryIndexPageView);

/** The docs' pages of one tag and of every tag: category pages, which a site's swizzle of the classic theme's page wraps. */
export const DocTagDocListPage = themed('DocTagDocListPage', CategoryIndexPage);
export const DocTagsListPage = themed('DocTagsListPage', CategoryIndexPage);
