/**
 * Islands: interactive parts the server rendered as React components — docsgen's own (the
 * search box, the API explorer) and the site's client components (files starting with
 * 'use client'). Their code, and React itself, load on first use (lazy chunks), so pages
 * that are only read never pay for them. docsgen's islands load when the reader reaches for
 * their button; a site's components when they scroll into view or the reader points at them.
 */
import { MODULE_SHARDS, USER_ISLANDS } from 'docsgen:user-islands';
import { moduleShard } from './module-shard.ts';
import { whenLoadedAndIdle } from './idle.ts';

type Opener = () => void;
type IslandModule = { mount: (element: HTMLElement, props: never) => Promise<Opener> };

const LOADERS: Record<string, () => Promise<IslandModule>> = {
  search: () => import('./islands/search-island.tsx'),
  'search-page': () => import('./islands/search-page-island.tsx'),
  explorer: () => import('./islands/explorer-island.tsx'),
  mermaid: () => import('./islands/mermaid-island.ts') as Promise<IslandModule>,
};

/** The button that opens each island before it is hydrated. */
const TRIGGERS = '[data-island="search"] .search-button, [data-island="explorer"] .explorer__toggle';

const mounted = new WeakMap<HTMLElement, Promise<Opener>>();

/**
 * Props with the components of the Markdown files the island was given (`{"docsgen:module":
 * id}`, see runtime/island.tsx) loaded: its code examples, rendered when it says so.
 */
async function withModules(value: unknown): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map(withModules));
  if (!value || typeof value !== 'object') return value;
  const id = (value as Record<string, unknown>)['docsgen:module'];
  const shard = typeof id === 'string' ? MODULE_SHARDS[moduleShard(id)] : undefined;
  if (shard) {
    const load = (await shard()).MODULES[id as string];
    if (load) return (await load()).default;
  }
  return Object.fromEntries(await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await withModules(item)] as const)));
}

/** `c1a2b3c4d:Counter`: a site's client component, by its module and export. */
function loaderFor(name: string): (() => Promise<IslandModule>) | undefined {
  if (LOADERS[name]) return LOADERS[name];
  const [id = '', exportName = 'default'] = name.split(':');
  const load = USER_ISLANDS[id];
  if (!load) return undefined;
  return async () => {
    const [{ mountComponent }, module] = await Promise.all([import('./islands/component-island.tsx'), load()]);
    return { mount: async (element: HTMLElement, props: never) => mountComponent(element, module[exportName], (await withModules(props)) as Record<string, unknown>) };
  };
}

/** Load and hydrate an island (once), resolving with its `open()`. */
function activate(element: HTMLElement): Promise<Opener> {
  let opener = mounted.get(element);
  const load = loaderFor(element.dataset.island ?? '');
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

let visible: IntersectionObserver | undefined;

/**
 * Hydrate the page's islands (call again after a navigation): the search page's at once, it is
 * what the page is for; the site's client components as they come near the viewport.
 */
export function observeComponentIslands(): void {
  for (const island of document.querySelectorAll<HTMLElement>('[data-island="search-page"]:not([data-island-hydrated])')) void activate(island).catch(() => undefined);
  const islands = document.querySelectorAll<HTMLElement>('docsgen-island:not([data-island-hydrated])');
  if (!islands.length) return;
  if (!('IntersectionObserver' in window)) {
    for (const island of islands) void activate(island).catch(() => undefined);
    return;
  }
  visible ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        visible?.unobserve(entry.target);
        const island = entry.target.closest<HTMLElement>('docsgen-island');
        if (island) void activate(island).catch(() => undefined);
      }
    },
    { rootMargin: '200px' },
  );
  // An island is `display: contents`, a box the observer never sees: watch what it renders.
  // One that renders no element (an effect only, or `<BrowserOnly>`'s empty fallback) is never
  // seen: it runs once the page is idle.
  for (const island of islands) {
    if (island.firstElementChild) visible.observe(island.firstElementChild);
    else whenLoadedAndIdle(() => void activate(island).catch(() => undefined));
  }
}

/** The search island's chunks, by file name: declared by the build on the entry script's first line (see search-chunks.ts). */
declare const DOCSGEN_SEARCH_CHUNKS: readonly string[] | undefined;

/**
 * The search island's code (React included) is fetched once the page is idle, so the first
 * search waits only for the few index files its words need (issue #25). It is only fetched
 * and compiled (`modulepreload`), not run: running React is tens of milliseconds of main
 * thread on a phone, which the reader who never searches should not pay (issue #26).
 */
function prefetchSearch(): void {
  // Absent when this code is not in the entry script, where the build declares the names.
  const chunks = typeof DOCSGEN_SEARCH_CHUNKS === 'undefined' ? [] : DOCSGEN_SEARCH_CHUNKS;
  if (!chunks.length || !document.querySelector('[data-island="search"]')) return;
  whenLoadedAndIdle(() => {
    for (const chunk of chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(chunk, import.meta.url).href;
      document.head.append(link);
    }
  });
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
      const target = event.target as Element | null;
      const island = target?.closest?.(TRIGGERS)?.closest<HTMLElement>('[data-island]') ?? target?.closest?.<HTMLElement>('docsgen-island:not([data-island-hydrated])');
      if (island) void activate(island).catch(() => undefined);
    }, { passive: true });
  }
  observeComponentIslands();
  prefetchSearch();
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
