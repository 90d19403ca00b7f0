import { safeStorage } from './storage.ts';

/** Tabs: switch panels, sync tabs sharing a groupId, remember the choice, honour queryString. */

const STORAGE_PREFIX = 'docsgen.tab.';

const storage = safeStorage;

function tabsOf(container: Element): HTMLButtonElement[] {
  return [...container.querySelectorAll<HTMLButtonElement>(':scope > .tabs__list > [role="tab"]')];
}

/** Show the panel for `value` in one Tabs container; false if it has no such tab. */
export function select(container: Element, value: string, focus = false): boolean {
  const tabs = tabsOf(container);
  const target = tabs.find((tab) => tab.dataset.value === value);
  if (!target) return false;
  for (const tab of tabs) {
    const active = tab === target;
    tab.setAttribute('aria-selected', String(active));
    tab.classList.toggle('tabs__item--active', active);
    tab.tabIndex = active ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    panel?.toggleAttribute('data-selected', active);
  }
  if (focus) target.focus();
  return true;
}

function choose(container: HTMLElement, value: string, focus: boolean): void {
  const groupId = container.dataset.groupId;
  if (groupId) {
    // Keep the clicked tab where it is on screen while tabs above it change height.
    const before = container.getBoundingClientRect().top;
    for (const other of document.querySelectorAll<HTMLElement>(`.tabs-container[data-group-id="${CSS.escape(groupId)}"]`)) select(other, value);
    window.scrollBy(0, container.getBoundingClientRect().top - before);
    storage().setItem(STORAGE_PREFIX + groupId, value);
  }
  select(container, value, focus);
  const key = container.dataset.queryString;
  if (key) {
    const url = new URL(window.location.href);
    url.searchParams.set(key, value);
    history.replaceState(history.state, '', url);
  }
}

/** Apply stored and query-string choices to the tabs under `root`; `listen` adds the document handlers (once). */
export function initTabs(root: ParentNode = document, options: { listen: boolean } = { listen: true }): void {
  const params = new URLSearchParams(window.location.search);
  for (const container of root.querySelectorAll<HTMLElement>('.tabs-container')) {
    const fromQuery = container.dataset.queryString ? params.get(container.dataset.queryString) : null;
    const fromStorage = container.dataset.groupId ? storage().getItem(STORAGE_PREFIX + container.dataset.groupId) : null;
    if (!(fromQuery && select(container, fromQuery)) && fromStorage) select(container, fromStorage);
  }
  if (!options.listen) return;
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest?.<HTMLButtonElement>('.tabs__list > [role="tab"]');
    const container = tab?.closest<HTMLElement>('.tabs-container');
    if (tab && container && tab.dataset.value) choose(container, tab.dataset.value, false);
  });
  document.addEventListener('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    const tab = (event.target as Element).closest?.<HTMLButtonElement>('.tabs__list > [role="tab"]');
    const container = tab?.closest<HTMLElement>('.tabs-container');
    if (!tab || !container || !['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(key)) return;
    const tabs = tabsOf(container);
    const index = tabs.indexOf(tab);
    const next =
      key === 'Home' ? tabs[0] : key === 'End' ? tabs.at(-1) : tabs[(index + (key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length];
    if (next?.dataset.value) {
      event.preventDefault();
      choose(container, next.dataset.value, true);
    }
  });
}
