/**
 * The client script every page loads (as a module, after parsing). Behaviour only: the
 * HTML is complete and readable without it.
 */
import { initApiResponses } from './api-responses.ts';
import { routeDidUpdate } from './client-modules.ts';
import { initColorMode } from './color-mode.ts';
import { initCopyButtons } from './copy-code.ts';
import { initCopyPage } from './copy-page.ts';
import { initDrawer } from './drawer.ts';
import { initHeader } from './header.ts';
import { initIslands } from './islands.ts';
import { initNavigation } from './navigation.ts';
import { initScrollRegions } from './scroll-regions.ts';
import { expandSidebarLists, initSidebar } from './sidebar.ts';
import { initTabs } from './tabs.ts';
import { initVersions } from './versions.ts';

initColorMode();
initHeader();
initVersions();
initDrawer();
initSidebar();
initTabs();
initApiResponses();
initCopyButtons();
initCopyPage();
initScrollRegions();
initNavigation();
initIslands();
// After the page is in: a long sidebar category's whole list is a fetch away (see sidebar.ts).
expandSidebarLists();
routeDidUpdate(new URL(location.href), null);
