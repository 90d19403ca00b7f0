import type { SidebarItem } from '../../src/types.ts';
import { translate, useLocaleMessages } from '../translate.ts';
import { themed } from '../theme.ts';
import { DocSidebar, SidebarSettingsContext } from './DocSidebar.tsx';

export { LARGE_SIDEBAR, LONG_LIST, sidebarItemsHtml, sidebarListFiles } from './sidebar-html.ts';

/**
 * The docs sidebar: the container of the classic `DocSidebar` (DocSidebar.tsx), which a site
 * may swizzle. `hideable`: buttons to hide it on wide screens and bring it back (the client
 * script's; see sidebar.ts). `autoCollapseCategories`: opening a category closes its siblings.
 */
function SidebarView({ items, route, hideable = false, autoCollapseCategories = false }: { items: SidebarItem[]; route: string; hideable?: boolean; autoCollapseCategories?: boolean }) {
  const messages = useLocaleMessages();
  return (
    <aside className="theme-doc-sidebar-container sidebar" aria-label={translate(messages, 'theme.docs.sidebar.navAriaLabel', 'Docs sidebar')} {...(hideable ? { 'data-hideable': '' } : {})}>
      <SidebarSettingsContext.Provider value={{ items, route, hideable, autoCollapseCategories }}>
        <DocSidebar />
      </SidebarSettingsContext.Provider>
      {hideable ? (
        <button type="button" className="sidebar__show" title={translate(messages, 'theme.docs.sidebar.expandButtonTitle', 'Expand sidebar')} aria-label={translate(messages, 'theme.docs.sidebar.expandButtonAriaLabel', 'Expand sidebar')}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M6.4 17.6 7.8 19l7-7-7-7-1.4 1.4L12 12l-5.6 5.6Zm6 0 1.4 1.4 7-7-7-7-1.4 1.4L18 12l-5.6 5.6Z" />
          </svg>
        </button>
      ) : null}
    </aside>
  );
}

export const Sidebar = themed('Sidebar', SidebarView);
