import { safeStorage } from './storage.ts';

/** The stored choice is written under both keys: ours and the framework's `theme`. */
const KEYS = ['preferredColorMode', 'theme'] as const;

function apply(mode: string | null): void {
  const root = document.documentElement;
  const next = mode === 'light' || mode === 'dark' ? mode : (root.dataset.defaultTheme ?? 'light');
  root.dataset.theme = next;
  for (const toggle of document.querySelectorAll<HTMLButtonElement>('.color-mode-toggle')) {
    toggle.setAttribute('aria-label', `Switch to ${next === 'dark' ? 'light' : 'dark'} mode (currently ${next} mode)`);
  }
}

/** The colour toggle: switch light/dark, remember the choice, follow other tabs. */
export function initColorMode(): void {
  const storage = safeStorage();
  apply(storage.getItem('preferredColorMode') ?? storage.getItem('theme'));
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest?.('.color-mode-toggle')) return;
    const next = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
    for (const key of KEYS) storage.setItem(key, next);
    apply(next);
  });
  // Another tab changed (or cleared) the choice: follow it; cleared means the default.
  window.addEventListener('storage', (event) => {
    if (event.key === null || (KEYS as readonly string[]).includes(event.key)) apply(storage.getItem('preferredColorMode') ?? storage.getItem('theme'));
  });
}
