/**
 * The "Copy page" control (templates/components/CopyPage.tsx): copies the page's Markdown
 * twin, and opens its menu as the WAI-ARIA menu button pattern says — Enter, Space or
 * ArrowDown open it on the first entry (ArrowUp on the last), the arrow keys, Home and End
 * move between entries, Escape closes it and returns to the button, Tab closes it and moves on.
 * @see https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/
 */
import { writeClipboard } from './clipboard.ts';

/** How long "Copied" stays. */
const STATUS_MS = 2000;

const controlOf = (target: EventTarget | null): HTMLElement | null => (target as Element | null)?.closest?.<HTMLElement>('.copy-page') ?? null;
const toggleOf = (control: Element): HTMLButtonElement | null => control.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]');
const menuOf = (control: Element): HTMLElement | null => control.querySelector<HTMLElement>('[role="menu"]');
const itemsOf = (control: Element): HTMLElement[] => [...control.querySelectorAll<HTMLElement>('[role="menuitem"]')];

/** Open or close the menu; `focus` says where focus goes: an entry when opening, the button when closing. */
function setOpen(control: Element, open: boolean, focus?: 'first' | 'last' | 'toggle'): void {
  const toggle = toggleOf(control);
  const menu = menuOf(control);
  if (!toggle || !menu) return;
  // Focus moves before the menu hides: an entry that is hidden while focused drops focus to the page.
  if (focus === 'toggle') toggle.focus();
  menu.hidden = !open;
  toggle.setAttribute('aria-expanded', String(open));
  const items = itemsOf(control);
  if (focus === 'first' || focus === 'last') (focus === 'first' ? items[0] : items.at(-1))?.focus();
}

const isOpen = (control: Element): boolean => toggleOf(control)?.getAttribute('aria-expanded') === 'true';

let statusTimer: number | undefined;

/** Copy the twin the control names, and say how it went (shown, and read out by the status region). */
async function copyTwin(control: HTMLElement): Promise<void> {
  const status = control.querySelector<HTMLElement>('[role="status"]');
  const twin = fetch(control.dataset.copyPage ?? '').then((response) => {
    if (!response.ok) throw new Error(`${response.status} ${response.url}`);
    return response.text();
  });
  let message: string;
  try {
    await writeClipboard(twin);
    message = control.dataset.copied ?? 'Copied';
  } catch {
    message = control.dataset.copyFailed ?? 'Copy failed';
  }
  if (!status) return;
  // A new text each time, so that a second copy is announced again.
  status.textContent = '';
  status.textContent = message;
  window.clearTimeout(statusTimer);
  statusTimer = window.setTimeout(() => (status.textContent = ''), STATUS_MS);
}

function onClick(event: MouseEvent): void {
  const target = event.target as Element;
  const control = controlOf(target);
  if (!control) return;
  const inMenu = Boolean(target.closest?.('[role="menu"]'));
  if (target.closest?.('[data-copy-page-copy]')) {
    if (inMenu) setOpen(control, false, 'toggle');
    void copyTwin(control);
  } else if (target.closest?.('[aria-haspopup="menu"]')) {
    setOpen(control, !isOpen(control), isOpen(control) ? undefined : 'first');
  } else if (inMenu && target.closest?.('[role="menuitem"]')) {
    // A link: it opens (in a new tab for another site); the menu closes behind it.
    setOpen(control, false, 'toggle');
  }
}

/** The entry `key` moves to from `current`, wrapping around. */
function nextItem(items: readonly HTMLElement[], current: HTMLElement, key: string): HTMLElement | undefined {
  const index = items.indexOf(current);
  if (key === 'Home') return items[0];
  if (key === 'End') return items.at(-1);
  return items[(index + (key === 'ArrowDown' ? 1 : -1) + items.length) % items.length];
}

function onKeydown(event: KeyboardEvent): void {
  const target = event.target as HTMLElement;
  const control = controlOf(target);
  if (!control) return;
  if (target.matches('[aria-haspopup="menu"]') && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
    event.preventDefault();
    setOpen(control, true, event.key === 'ArrowDown' ? 'first' : 'last');
    return;
  }
  if (!target.matches('[role="menuitem"]')) {
    if (event.key === 'Escape' && isOpen(control)) setOpen(control, false, 'toggle');
    return;
  }
  if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
    event.preventDefault();
    nextItem(itemsOf(control), target, event.key)?.focus();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    setOpen(control, false, 'toggle');
  } else if (event.key === 'Tab') {
    // Focus goes back to the button first, so the browser's Tab moves on from there, past the menu.
    setOpen(control, false, 'toggle');
  } else if (event.key === ' ' && target instanceof HTMLAnchorElement) {
    // Space activates a menu entry; a link only follows Enter by itself.
    event.preventDefault();
    target.click();
  }
}

export function initCopyPage(): void {
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeydown);
  // A press elsewhere closes the menu; so does focus moving elsewhere. Focus moving to nothing
  // is left to the press: Safari does not focus a clicked button, so a click on the menu button
  // itself would close the menu here and open it again on `click`.
  document.addEventListener('pointerdown', (event) => {
    for (const control of document.querySelectorAll('.copy-page')) if (isOpen(control) && !control.contains(event.target as Node)) setOpen(control, false);
  });
  document.addEventListener('focusout', (event) => {
    const control = controlOf(event.target);
    const next = event.relatedTarget as Node | null;
    if (control && next && isOpen(control) && !control.contains(next)) setOpen(control, false);
  });
}
