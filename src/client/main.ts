/**
 * The client script every page loads (as a module, after parsing). Behaviour only: the
 * HTML is complete and readable without it.
 */
import { initCopyButtons } from './copy-code.ts';
import { initTabs } from './tabs.ts';

initTabs();
initCopyButtons();
