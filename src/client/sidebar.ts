/**
 * Sidebar categories (<details>) open and close with a height animation whose duration
 * grows with the content's height (the Docusaurus curve), 1 ms when reduced motion is
 * preferred. With `sidebar.autoCollapseCategories` (`data-auto-collapse` on the sidebar's
 * nav) opening one closes its open siblings; with `sidebar.hideable` the reader can hide the
 * sidebar on wide screens, for the tab's session (the head script restores it before paint).
 */

/** Also read by the head script (templates/Document.tsx). */
const HIDDEN_KEY = 'docsgen.sidebarHidden';

function setHidden(hidden: boolean): void {
  const root = document.documentElement;
  if (hidden) root.setAttribute('data-sidebar-hidden', '');
  else root.removeAttribute('data-sidebar-hidden');
  try {
    if (hidden) sessionStorage.setItem(HIDDEN_KEY, 'true');
    else sessionStorage.removeItem(HIDDEN_KEY);
  } catch {
    // Storage refused (privacy modes): hidden for this page only.
  }
  // The button just clicked is gone: focus moves to the one that undoes it.
  document.querySelector<HTMLElement>(hidden ? '.sidebar__show' : '.sidebar__hide')?.focus();
}

/** Close the open categories beside `details` (its siblings in the same list). */
function closeSiblings(details: HTMLDetailsElement): void {
  const item = details.parentElement;
  for (const sibling of item?.parentElement?.children ?? []) {
    if (sibling === item) continue;
    const open = sibling.querySelector<HTMLDetailsElement>(':scope > details[open]');
    if (open) open.open = false;
  }
}
/**
 * A site's swizzled category in the classic theme's markup (`DocSidebarItem/Category`): its
 * caret, or its label when it has no page of its own, opens and closes its list, as the
 * classic theme's does. Whether the click was one.
 */
function toggleClassicCategory(event: MouseEvent): boolean {
  const caret = (event.target as Element).closest?.<HTMLElement>('.sidebar__nav .menu__caret, .sidebar__nav .menu__link--sublist-caret');
  const item = caret?.closest('.menu__list-item');
  const list = item?.querySelector<HTMLElement>(':scope > .menu__list');
  if (!caret || !item || !list) return false;
  event.preventDefault();
  const collapsed = item.classList.toggle('menu__list-item--collapsed');
  // The server hid a collapsed list inline (theme-common's Collapsible); the class hides it from now on.
  list.style.removeProperty('display');
  list.style.removeProperty('height');
  list.style.removeProperty('overflow');
  caret.setAttribute('aria-expanded', String(!collapsed));
  return true;
}

export function collapseDuration(height: number): number {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return 1;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

export function initSidebar(): void {
  document.addEventListener('click', (event) => {
    const toggle = (event.target as Element).closest?.('.sidebar__hide, .sidebar__show');
    if (toggle) {
      setHidden(toggle.classList.contains('sidebar__hide'));
      return;
    }
    // "Show all" puts the whole list in at once (registered before navigation, which then leaves the click alone).
    if ((event.target as Element).closest?.('a[data-sidebar-more]')) {
      event.preventDefault();
      expandSidebarLists();
      return;
    }
    if (toggleClassicCategory(event)) return;
    const summary = (event.target as Element).closest?.<HTMLElement>('.sidebar__category > details > summary');
    // A click on the category's own link navigates; the chevron area toggles.
    if (!summary || (event.target as Element).closest('a')) return;
    const details = summary.parentElement as HTMLDetailsElement;
    event.preventDefault();
    const closed = summary.offsetHeight;
    if (details.open) {
      const full = details.offsetHeight;
      const duration = collapseDuration(full - closed);
      details.dataset.collapseDuration = String(duration);
      const animation = details.animate([{ height: `${full}px` }, { height: `${closed}px` }], { duration, easing: 'ease-in-out' });
      details.style.overflow = 'hidden';
      animation.onfinish = () => {
        details.open = false;
        details.style.overflow = '';
      };
    } else {
      if (details.closest('[data-auto-collapse]')) closeSiblings(details);
      details.open = true;
      const full = details.offsetHeight;
      details.style.overflow = 'hidden';
      const duration = collapseDuration(full - closed);
      details.dataset.collapseDuration = String(duration);
      const animation = details.animate([{ height: `${closed}px` }, { height: `${full}px` }], { duration, easing: 'ease-in-out' });
      animation.onfinish = () => {
        details.style.overflow = '';
      };
    }
  });
}

const lists = new Map<string, Promise<string>>();

/** A path without its trailing slash: pages are served from folders, links name them without. */
const pathOf = (href: string): string => new URL(href, location.href).pathname.replace(/(.)\/$/, '$1');

/** Put a long category's whole list in place of the page's neighbours, the page still marked and where it was. */
function putWholeList(list: HTMLUListElement, markup: string): void {
  if (!list.isConnected) return;
  const template = document.createElement('template');
  template.innerHTML = markup.trim();
  const whole = template.content.firstElementChild;
  if (!(whole instanceof HTMLUListElement)) return;
  const scroller = list.closest('.sidebar__disclosure');
  const mark = (root: Element): number | undefined => root.querySelector('[aria-current="page"]')?.getBoundingClientRect().top;
  const before = mark(list);
  const from = Number(list.dataset.sidebarFrom ?? 0);
  // The page's own entries (an open category holding it, its link marked) replace their shared copies.
  const own = [...list.children].filter((item) => !item.classList.contains('sidebar__more'));
  own.forEach((item, index) => {
    const shared = whole.children[from + index];
    if (shared && (item.querySelector('[aria-current="page"]') || item.querySelector(':scope > details[open]'))) shared.replaceWith(item);
  });
  const here = pathOf(location.href);
  for (const link of whole.querySelectorAll<HTMLAnchorElement>(':scope > li > a.sidebar__link')) {
    if (pathOf(link.href) !== here) continue;
    link.classList.add('sidebar__link--active');
    link.setAttribute('aria-current', 'page');
  }
  list.replaceWith(whole);
  const after = mark(whole);
  if (!scroller || before === undefined || after === undefined) return;
  scroller.scrollTop += after - before;
  // Still out of the sidebar's view (it was below the fold among the neighbours): centre it.
  const view = scroller.getBoundingClientRect();
  const top = mark(whole)!;
  if (top < view.top || top > view.bottom - 32) scroller.scrollTop += top - view.top - view.height / 2;
}

/**
 * Long sidebar categories arrive with the page's neighbours only (see templates/components/
 * Sidebar.tsx); their whole list is one file shared by every page in them, fetched once.
 */
export function expandSidebarLists(): void {
  for (const list of document.querySelectorAll<HTMLUListElement>('ul[data-sidebar-list]')) {
    const url = list.dataset.sidebarList!;
    let markup = lists.get(url);
    if (!markup) {
      markup = fetch(url, { credentials: 'same-origin' }).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      });
      // A failed fetch leaves the neighbours and their "Show all" links, and is tried again on the next page.
      markup.catch(() => lists.delete(url));
      lists.set(url, markup);
    }
    void markup.then((html) => putWholeList(list, html)).catch(() => undefined);
  }
}
