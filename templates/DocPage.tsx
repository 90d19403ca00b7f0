import type { PageModel, SiteModel } from '../src/render/models.ts';
import { DocItemLayout, DocItemMetadata } from './components/DocItem.tsx';
import { Sidebar } from './components/Sidebar.tsx';
import { themed } from './theme.ts';

/** A documentation page: sidebar, breadcrumbs, content, prev/next, table of contents. */
function DocPageView({ site, page }: { site: SiteModel; page: PageModel }) {
  return (
    <div className={`doc-layout${page.sidebar ? '' : ' doc-layout--no-sidebar'}`}>
      {page.sidebar ? <Sidebar items={page.sidebar} route={page.route} hideable={site.sidebar.hideable} autoCollapseCategories={site.sidebar.autoCollapseCategories} /> : null}
      <DocItemMetadata site={site} page={page} />
      <DocItemLayout site={site} page={page} />
    </div>
  );
}

export const DocPage = themed('DocPage', DocPageView);
