import { isValidElement, useContext, type ReactNode } from 'react';
import type { PageModel, SiteModel } from '../src/render/models.ts';
import { DocItemLayout, DocItemMetadata } from './components/DocItem.tsx';
import { Sidebar } from './components/Sidebar.tsx';
import { themedApart } from './components/ThemedApart.tsx';
import { themed, ThemeOverridesContext } from './theme.ts';

/** The doc's main column beside the sidebar: docsgen's is its doc item as it is. */
function DocRootLayoutMainView({ children }: { site: SiteModel; page: PageModel; children?: ReactNode }) {
  return <>{children}</>;
}

/**
 * The classic `DocRoot/Layout/Main`, a site's (or a theme's) swizzle of which is rendered around
 * the doc item, given `hiddenSidebarContainer` and the doc item as `children`, as Docusaurus's DocRoot renders it.
 */
export const DocRootLayoutMain = themedApart('DocRoot/Layout/Main', DocRootLayoutMainView, {
  doc: true,
  props: () => ({ hiddenSidebarContainer: false }),
  children: ({ children }) => (isValidElement(children) ? children : <>{children}</>),
});

/** A documentation page: sidebar, breadcrumbs, content, prev/next, table of contents. */
function DocPageView({ site, page }: { site: SiteModel; page: PageModel }) {
  // A site's main column is the page's landmark, as Docusaurus's DocRoot puts the doc item in it.
  const inMain = page.doc !== undefined && useContext(ThemeOverridesContext)['DocRoot/Layout/Main'] !== undefined;
  return (
    <div className={`doc-layout${page.sidebar ? '' : ' doc-layout--no-sidebar'}`}>
      {page.sidebar ? <Sidebar items={page.sidebar} route={page.route} hideable={site.sidebar.hideable} autoCollapseCategories={site.sidebar.autoCollapseCategories} /> : null}
      <DocItemMetadata site={site} page={page} />
      <DocRootLayoutMain site={site} page={page}>
        <DocItemLayout site={site} page={page} {...(inMain ? { inMain } : {})} />
      </DocRootLayoutMain>
    </div>
  );
}

export const DocPage = themed('DocPage', DocPageView);
