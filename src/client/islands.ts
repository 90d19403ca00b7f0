/**
 * Islands: interactive parts the server rendered as React components. Their code, and
 * React itself, load on first use (a lazy chunk), so pages that are only read never pay
 * for them. Until then the server's HTML is what the reader sees.
 */

type Opener = () => void;

let search: Promise<Opener> | undefined;

function searchElement(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-island="search"]');
}

/** Load and hydrate the search island (once), resolving with its `open()`. */
function loadSearch(element: HTMLElement): Promise<Opener> {
  search ??= import('./islands/search-island.tsx').then(({ mountSearch }) => mountSearch(element, JSON.parse(element.dataset.props ?? '{}')));
  // A failed chunk load (offline, new deploy) is retried on the next attempt.
  search.catch((error: unknown) => {
    console.error('docsgen: the search box could not load', error);
    search = undefined;
  });
  return search;
}

function openSearch(): void {
  const element = searchElement();
  if (element) void loadSearch(element).then((open) => open());
}

function typingIn(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
}

export function initIslands(): void {
  if (/Mac|iPhone|iPad/.test(navigator.platform)) document.documentElement.setAttribute('data-platform', 'mac');
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('[data-island="search"]:not([data-island-hydrated]) .search-button');
    if (button) openSearch();
  });
  // Start loading as soon as the reader shows intent, so the dialog opens at once.
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, (event) => {
      const element = (event.target as Element | null)?.closest?.<HTMLElement>('[data-island="search"]');
      if (element) void loadSearch(element).catch(() => undefined);
    }, { passive: true });
  }
  document.addEventListener('keydown', (event) => {
    const shortcut = (event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey) && !event.altKey;
    const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !typingIn(event.target);
    if ((shortcut || slash) && searchElement() && !document.querySelector('.search-modal')) {
      event.preventDefault();
      openSearch();
    }
  });
}

/**
 * Client navigation replaces the header's HTML: put the live, hydrated islands back in
 * place of their fresh server copies (same island, same props), so they keep working.
 */
export function keepHydratedIslands(live: readonly HTMLElement[], container: ParentNode): void {
  for (const element of live) {
    const fresh = container.querySelector<HTMLElement>(`[data-island="${element.dataset.island}"]:not([data-island-hydrated])`);
    if (fresh && fresh.dataset.props === element.dataset.props) fresh.replaceWith(element);
  }
}
