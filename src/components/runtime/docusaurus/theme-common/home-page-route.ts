/**
 * `useHomePageRoute` of `@docusaurus/theme-common/internal`: the route of the site's home page,
 * which the classic breadcrumbs (apify-docs-theme's `DocBreadcrumbs`) link first with the home
 * icon. docsgen's breadcrumbs always start at the site's base URL, so that is the home page here.
 */
import data from 'docsgen:site-data';

export function useHomePageRoute(): { path: string; exact: boolean } {
  return { path: (data as { siteConfig: { baseUrl: string } }).siteConfig.baseUrl, exact: true };
}
