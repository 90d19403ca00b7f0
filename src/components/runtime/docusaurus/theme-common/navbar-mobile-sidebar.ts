/**
 * `useNavbarMobileSidebar` of `@docusaurus/theme-common/internal`: the classic phone drawer's
 * state, which theme parts read (ionic's ProductDropdown, in its theme's DocSidebar). At build
 * time it is Docusaurus's server value: the drawer is not shown, nor rendered (the window size is
 * `'ssr'`); docsgen's own menu opens its drawer in the browser.
 */
export function useNavbarMobileSidebar(): { disabled: boolean; shouldRender: boolean; shown: boolean; toggle: () => void } {
  return { disabled: false, shouldRender: false, shown: false, toggle: () => {} };
}
