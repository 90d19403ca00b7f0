/**
 * Instant navigation between pages of the site: internal links fetch the next page's HTML
 * (prefetched on hover or when visible) and swap the header, main area and footer without
 * a reload. Every page is complete static HTML, so anything unexpected falls back to a
 * normal page load.
 */
import { showLinkedExample } from './api-responses.ts';
import { idleQueue, whenLoadedAndIdle } from './idle.ts';
import { keepHydratedIslands, observeComponentIslands } from './islands.ts';
import { expandSidebarLists } from './sidebar.ts';
import { initTabs } from './tabs.ts';
import { applyPreferredVersion } from './versions.ts';
import { routeDidUpdate, routeWillUpdate } from './client-modules.ts';

const PROGRESS_DELAY_MS = 200;
const PROGRESS = { minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 };
const SPINNER_DELAY_MS = 1000;

const PAGE_HEAD = 'meta[name="description"], meta[name="keywords"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[property^="article:"], meta[name^="twitter:"], script[type="application/ld+json"], link[rel="alternate"], link[rel="stylesheet"][data-page-style]';

const pages = new Map<string, Promise<string>>();
/** The classes the server gave `<html>` for its page's kind (`docs-wrapper docs-doc-page`), replaced by the next page's on navigation; the client's own (`drawer-open`) stay. */
let pageClasses: string[] = [];
const failed = new Set<string>();

/** Prefetching is skipped on metered or very slow connections. */
function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !connection?.saveData && !['slow-2g', '2g'].includes(connection?.effectiveType ?? '');
}

function pageKey(url: URL): string {
  return url.origin + url.pathname + url.search;
}

function load(url: URL): Promise<string> {
  const key = pageKey(url);
  let page = pages.get(key);
  if (!page) {
    page = fetch(key, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok || !response.headers.get('content-type')?.includes('text/html')) throw new Error(`HTTP ${response.status}`);
      return response.text();
    });
    // A failed preload is remembered: navigating there becomes a full page load.
    page.catch(() => {
      pages.delete(key);
      failed.add(key);
    });
    pages.set(key, page);
  }
  return page;
}

/** The link a click or hover is about, if it is an internal page link docsgen can swap in. */
function internalLink(target: EventTarget | null): { anchor: HTMLAnchorElement; url: URL } | undefined {
  const anchor = (target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
  if (!anchor || anchor.target || anchor.hasAttribute('download') || anchor.dataset.noSwap !== undefined) return undefined;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || !/^https?:$/.test(url.protocol)) return undefined;
  if (/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.endsWith('.html')) return undefined;
  return { anchor, url };
}

function prefetch(url: URL): void {
  if (prefetchAllowed() && !failed.has(pageKey(url))) void load(url).catch(() => undefined);
}

/** A thin progress bar shown only for navigations slower than 200 ms. */
function progressBar(): { done: () => void } {
  let bar: HTMLDivElement | undefined;
  let value = 0;
  let trickle: number | undefined;
  const set = (next: number): void => {
    value = Math.min(Math.max(next, PROGRESS.minimum), 0.994);
    if (bar) bar.style.transform = `scaleX(${value})`;
  };
  const show = window.setTimeout(() => {
    bar = document.createElement('div');
    bar.className = 'nav-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading page');
    bar.style.transition = `transform ${PROGRESS.speed}ms linear`;
    document.body.append(bar);
    set(PROGRESS.minimum);
    trickle = window.setInterval(() => set(value + PROGRESS.trickleRate * Math.random() * (1 - value) * 4), PROGRESS.trickleSpeed);
  }, PROGRESS_DELAY_MS);
  const spinner = window.setTimeout(() => document.documentElement.setAttribute('data-page-loading', ''), SPINNER_DELAY_MS);
  return {
    done() {
      window.clearTimeout(show);
      window.clearTimeout(spinner);
      window.clearInterval(trickle);
      document.documentElement.removeAttribute('data-page-loading');
      if (bar) {
        set(1);
        const finished = bar;
        window.setTimeout(() => finished.remove(), PROGRESS.speed);
      }
    },
  };
}

function swap(html: string, url: URL): boolean {
  const next = new DOMParser().parseFromString(html, 'text/html');
  const parts = ['header.navbar', '.main-wrapper', 'footer.footer'];
  if (parts.some((selector) => !next.querySelector(selector) !== !document.querySelector(selector))) return false;
  document.title = next.title;
  document.documentElement.classList.remove(...pageClasses);
  pageClasses = [...next.documentElement.classList];
  document.documentElement.classList.add(...pageClasses);
  // The page's own head data: description, robots, canonical, social cards, structured
  // data and feed links (blog pages only). JSON-LD scripts inserted this way do not run.
  for (const element of document.head.querySelectorAll(PAGE_HEAD)) element.remove();
  document.head.append(...next.head.querySelectorAll(PAGE_HEAD));
  for (const selector of parts) {
    const current = document.querySelector(selector);
    const incoming = next.querySelector(selector);
    if (!current || !incoming) continue;
    const islands = [...current.querySelectorAll<HTMLElement>('[data-island-hydrated]')];
    current.innerHTML = incoming.innerHTML;
    keepHydratedIslands(islands, current);
  }
  initTabs(document.querySelector('.main-wrapper') ?? document, { listen: false });
  showLinkedExample(url.hash);
  applyPreferredVersion();
  expandSidebarLists();
  whenLoadedAndIdle(observeLinks);
  observeComponentIslands();
  // Scroll to the fragment, or to the top; focus the new page's heading for screen readers.
  const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
  const heading = document.querySelector<HTMLElement>('.main-wrapper h1') ?? document.querySelector<HTMLElement>('.main-wrapper');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }
  return true;
}

function showLoadError(url: URL): void {
  const main = document.querySelector('.main-wrapper');
  if (!main) return;
  main.innerHTML = '<div class="load-error" role="alert"><p>This page could not be loaded.</p><button type="button" class="load-error__retry">Retry</button></div>';
  main.querySelector('.load-error__retry')?.addEventListener('click', () => location.assign(url.href));
}

async function navigate(url: URL, mode: 'push' | 'pop'): Promise<void> {
  const key = pageKey(url);
  if (failed.has(key)) {
    location.assign(url.href);
    return;
  }
  if (mode === 'push') history.replaceState({ ...history.state, scrollY: window.scrollY }, '');
  const progress = progressBar();
  const previous = new URL(location.href);
  try {
    const html = await load(url);
    routeWillUpdate(url, previous);
    if (mode === 'push') history.pushState({ scrollY: 0 }, '', url.href);
    if (!swap(html, url)) location.assign(url.href);
    else {
      if (mode === 'pop') window.scrollTo(0, (history.state as { scrollY?: number } | null)?.scrollY ?? 0);
      routeDidUpdate(url, previous);
    }
  } catch {
    // The page did not arrive: say so, and let the reader retry (a full page load).
    showLoadError(url);
  } finally {
    progress.done();
  }
}

let observer: IntersectionObserver | undefined;

/** Links that came into view, prefetched a few at a time: a screenful of fetches at once is a long task on a phone. */
const prefetchInView = idleQueue((anchor: Element) => {
  const link = internalLink(anchor);
  if (link) prefetch(link.url);
});

/** Prefetch links as they scroll into view. */
function observeLinks(): void {
  if (!('IntersectionObserver' in window) || !prefetchAllowed()) return;
  observer?.disconnect();
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      prefetchInView(entry.target);
    }
  });
  for (const anchor of document.querySelectorAll('.main-wrapper a[href]')) observer.observe(anchor);
}

export function initNavigation(): void {
  // All but `js`, which the head script (colorModeScript) added before this runs: the client's, not the page's.
  pageClasses = [...document.documentElement.classList].filter((name) => name !== 'js');
  history.scrollRestoration = 'manual';
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = internalLink(event.target);
    if (!link) return;
    // Same page, another fragment: let the browser scroll.
    if (pageKey(link.url) === pageKey(new URL(location.href)) && link.url.hash) return;
    event.preventDefault();
    void navigate(link.url, 'push');
  });
  for (const type of ['mouseover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, (event) => {
      const link = internalLink(event.target);
      if (link) prefetch(link.url);
    }, { passive: true });
  }
  window.addEventListener('popstate', () => void navigate(new URL(location.href), 'pop'));
  // Not while the page loads: the page's own files and first paint come before its neighbours.
  whenLoadedAndIdle(observeLinks);
}
