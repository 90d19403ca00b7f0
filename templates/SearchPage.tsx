import type { PageModel, SiteModel } from '../src/render/models.ts';
import { SearchPanel } from './components/SearchPanel.tsx';

/**
 * The search page (`search.page`): the search box and, once its island hydrates, the results of
 * the query in the address. Not overridable: a Docusaurus site's swizzled `SearchPage` is its
 * search theme's, which docsgen does not run.
 */
export function SearchPage({ site, page }: { site: SiteModel; page: PageModel }) {
  return (
    <main className="search-page">
      <h1>{page.title}</h1>
      {site.searchIndexHref ? (
        <div className="search-page__island" data-island="search-page" data-props={JSON.stringify({ indexUrl: site.searchIndexHref })}>
          <SearchPanel indexUrl={site.searchIndexHref} />
        </div>
      ) : null}
    </main>
  );
}
