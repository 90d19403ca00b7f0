/**
 * Islands: interactive parts the server rendered as React components (the search box, the
 * API explorer). Their code, and React itself, load on first use (lazy chunks), so pages
 * that are only read never pay for them. Until then the server's HTML is what the reader
 * sees; the first click on an island's button loads, hydrates and opens it.
 */

type Opener = () => void;
type IslandModule = { mount: (element: HTMLElement, props: never) => Promise<Opener> };

const LOADERS: Record<string, () => Promise<IslandModule>> = {
  search: () => import('./islands/search-island.tsx'),
  explorer: () => import('./islands/explorer-island.tsx'),
};

/** The button that opens each island before it is hydrated. */
const TRIGGERS = '[data-island="search"] .search-button, [data-island="explorer"] .explorer__toggle';

const mounted = new WeakMap<HTMLElement, Promise<Opener>>();

/** Load and hydrate an island (once), resolving with its `open()`. */
function activate(element: HTMLElement): Promise<Opener> {
  let opener = mounted.get(element);
  const load = LOADERS[element.dataset.island ?? ''];
  if (!opener && load) {
    opener = load().then((module) => module.mount(element, JSON.parse(element.dataset.props ?? '{}') as never));
    // A failed chunk load (offline, new deploy) is retried on the next attempt.
    opener.catch((error: unknown) => {
      console.error(`docsgen: the ${element.dataset.island} island could not load`, error);
      mounted.delete(element);
    });
    mounted.set(element, opener);
  }
  return opener ?? Promise.reject(new Error(`unknown island ${element.dataset.island}`));
}

function open(element: HTMLElement | null): void {
  if (element) void activate(element).then((opener) => opener(), () => undefined);
}

function typingIn(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
}

export function initIslands(): void {
  if (/Mac|iPhone|iPad/.test(navigator.platform)) document.documentElement.setAttribute('data-platform', 'mac');
  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest?.(TRIGGERS);
    const island = trigger?.closest<HTMLElement>('[data-island]');
    // Once hydrated, the island's own handlers take over.
    if (island && !island.hasAttribute('data-island-hydrated')) open(island);
  });
  // Start loading as soon as the reader shows intent, so the island opens at once.
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, (event) => {
      const island = (event.target as Element | null)?.closest?.(TRIGGERS)?.closest<HTMLElement>('[data-island]');
      if (island) void activate(island).catch(() => undefined);
    }, { passive: true });
  }
  document.addEventListener('keydown', (event) => {
    const shortcut = (event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey) && !event.altKey;
    const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !typingIn(event.target);
    if ((shortcut || slash) && !document.querySelector('.search-modal')) {
      const search = document.querySelector<HTMLElement>('[data-island="search"]');
      if (!search) return;
      event.preventDefault();
      open(search);
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
