/**
 * The mobile navigation drawer (≤ 996 px): the navbar's menu button opens a panel with the
 * page's sidebar and, behind "Back to main menu", the navbar links. Without JavaScript the
 * same links stay reachable through the <details> disclosures the templates render; the
 * drawer reuses their markup.
 */
const WIDE = '(min-width: 997px)';

let drawer: HTMLElement | undefined;
let opener: HTMLElement | null = null;

function focusable(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])')].filter((element) => element.offsetParent !== null);
}

function showPanel(which: 'main' | 'secondary'): void {
  if (!drawer) return;
  drawer.querySelector<HTMLElement>('.drawer__main')!.hidden = which !== 'main';
  drawer.querySelector<HTMLElement>('.drawer__secondary')!.hidden = which !== 'secondary';
  focusable(drawer.querySelector<HTMLElement>(which === 'main' ? '.drawer__main' : '.drawer__secondary')!)[0]?.focus();
}

export function closeDrawer(): void {
  if (!drawer || drawer.hidden) return;
  drawer.hidden = true;
  document.documentElement.classList.remove('drawer-open');
  opener?.focus();
}

function openDrawer(button: HTMLElement): void {
  // Built from the current page's markup each time: client navigation swaps the sidebar.
  drawer?.remove();
  const menu = document.querySelector('.navbar__menu-list');
  const sidebar = document.querySelector('.sidebar__nav');
  drawer = document.createElement('div');
  drawer.className = 'drawer';
  drawer.setAttribute('role', 'dialog');
  drawer.setAttribute('aria-modal', 'true');
  drawer.innerHTML = `<div class="drawer__backdrop"></div><div class="drawer__panel"><div class="drawer__top"><button type="button" class="drawer__close">×</button></div><div class="drawer__main"></div><div class="drawer__secondary"><button type="button" class="drawer__back"></button></div></div>`;
  // Its words in the page's locale: the menu button carries them (see Navbar).
  const labels = button.dataset;
  drawer.setAttribute('aria-label', labels.drawerLabel ?? 'Navigation');
  drawer.querySelector('.drawer__close')!.setAttribute('aria-label', labels.closeLabel ?? 'Close navigation');
  drawer.querySelector('.drawer__back')!.textContent = labels.backLabel ?? '← Back to main menu';
  if (menu) drawer.querySelector('.drawer__main')!.append(menu.cloneNode(true));
  if (sidebar) drawer.querySelector('.drawer__secondary')!.append(sidebar.cloneNode(true));
  document.body.append(drawer);
  opener = button;
  document.documentElement.classList.add('drawer-open');
  showPanel(sidebar ? 'secondary' : 'main');
}

export function initDrawer(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const button = target.closest?.<HTMLElement>('.navbar__menu-button');
    if (button && !window.matchMedia(WIDE).matches) {
      event.preventDefault();
      openDrawer(button);
      return;
    }
    if (!drawer || drawer.hidden) return;
    if (target.closest('.drawer__close') || target.closest('.drawer__backdrop')) closeDrawer();
    else if (target.closest('.drawer__back')) showPanel('main');
    else if (target.closest('.drawer a[href]')) closeDrawer();
  });
  document.addEventListener('keydown', (event) => {
    if (!drawer || drawer.hidden) return;
    if (event.key === 'Escape') {
      closeDrawer();
      return;
    }
    if (event.key !== 'Tab') return;
    // Keep focus inside the drawer while it is open.
    const items = focusable(drawer);
    if (!items.length) return;
    const first = items[0]!;
    const last = items.at(-1)!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  window.matchMedia(WIDE).addEventListener('change', (event) => {
    if (event.matches) closeDrawer();
  });
  window.addEventListener('popstate', closeDrawer);
}
