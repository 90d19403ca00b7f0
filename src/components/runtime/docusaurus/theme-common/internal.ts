/**
 * `@docusaurus/theme-common/internal`: in Docusaurus, all of theme-common and the hooks its
 * own theme uses. Swizzled components import from it; docsgen provides the ones that act in a
 * component of the page rather than in Docusaurus's own navbar, sidebar and providers.
 */
export * from '../theme-common.ts';
export { useScrollPositionBlocker } from './scroll-position-blocker.ts';
export { useAlternatePageUtils } from './alternate-page.ts';
// Docusaurus 2's swizzled doc parts import the doc page's hooks from here.
export { useDoc, useSidebarBreadcrumbs } from '../plugin-content-docs/doc-context.ts';
export { isSamePath, isActiveSidebarItem, findFirstSidebarItemLink, useDocsSidebar } from '../plugin-content-docs/client.ts';
export { useHomePageRoute } from './home-page-route.ts';
export { useNavbarMobileSidebar } from './navbar-mobile-sidebar.ts';
