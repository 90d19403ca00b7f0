import { safeStorage } from './storage.ts';

const DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';

/** The announcement bar: a new bar id shows it again; closing it is remembered. */
function initAnnouncementBar(): void {
  const bar = document.querySelector<HTMLElement>('.announcement-bar');
  if (!bar) return;
  const storage = safeStorage();
  const id = bar.dataset.announcementId ?? '';
  if (storage.getItem(ID_KEY) !== id) {
    storage.setItem(ID_KEY, id);
    storage.setItem(DISMISS_KEY, 'false');
    document.documentElement.removeAttribute('data-announcement-dismissed');
  }
  bar.querySelector('.announcement-bar__close')?.addEventListener('click', () => {
    storage.setItem(DISMISS_KEY, 'true');
    document.documentElement.setAttribute('data-announcement-dismissed', '');
  });
}

/** Navbar dropdowns (<details>) close on a click, touch or focus outside them, and on Escape. */
function initDropdowns(): void {
  const closeOthers = (target: EventTarget | null): void => {
    for (const dropdown of document.querySelectorAll<HTMLDetailsElement>('details.navbar__dropdown[open], details.navbar__menu[open]')) {
      if (!dropdown.contains(target as Node)) dropdown.open = false;
    }
  };
  document.addEventListener('pointerdown', (event) => closeOthers(event.target));
  document.addEventListener('focusin', (event) => closeOthers(event.target));
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = (event.target as Element).closest?.<HTMLDetailsElement>('details.navbar__dropdown[open], details.navbar__menu[open]');
    if (!open) return;
    open.open = false;
    open.querySelector<HTMLElement>('summary')?.focus();
  });
}

/** `navbar.hideOnScroll`: hide the header while scrolling down, show it on the way up or near the top. */
function initHideOnScroll(): void {
  const header = document.querySelector<HTMLElement>('.navbar[data-hide-on-scroll]');
  if (!header) return;
  let last = window.scrollY;
  window.addEventListener(
    'scroll',
    () => {
      const y = window.scrollY;
      const nearTop = y < header.offsetHeight;
      header.classList.toggle('navbar--hidden', !nearTop && y > last);
      last = y;
    },
    { passive: true },
  );
}

export function initHeader(): void {
  initAnnouncementBar();
  initDropdowns();
  initHideOnScroll();
}
