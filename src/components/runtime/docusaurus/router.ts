/**
 * `@docusaurus/router`: `useLocation`, `useHistory`, `Redirect` and `matchPath`, as
 * Docusaurus's React Router gives them. On the server the location is the page being rendered
 * (its path with the base URL, no search or hash, as Docusaurus's static render); in the
 * browser (a 'use client' component) it is the address bar, after hydration. `history.push`
 * and `replace` load the page; on the server they do nothing and `go` throws, as with a
 * static router.
 */
import { createElement, Fragment, useEffect, useMemo, useSyncExternalStore, type ReactElement } from 'react';
import data from 'docsgen:site-data';
import { pagePathname } from '../page-location.ts';
export { matchPath } from './match-path.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key?: string;
}

export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface History {
  action: 'POP' | 'PUSH' | 'REPLACE';
  location: Location;
  length: number;
  createHref(to: To): string;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(n: number): void;
  goBack(): void;
  goForward(): void;
  listen(listener: (location: Location, action: 'POP') => void): () => void;
  block(): () => void;
}

const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

function serverPathname(): string {
  return pagePathname() ?? data.siteConfig.baseUrl;
}

/**
 * Fired on the window when a component changed the query string in place (theme-common's
 * useQueryString): the page stays, its address changes, and the hooks reading it read it again.
 */
export const SEARCH_CHANGED = 'docsgen:search-changed';

function subscribe(onChange: () => void): () => void {
  for (const type of ['popstate', 'hashchange', SEARCH_CHANGED]) window.addEventListener(type, onChange);
  return () => {
    for (const type of ['popstate', 'hashchange', SEARCH_CHANGED]) window.removeEventListener(type, onChange);
  };
}

/** The location from an href (the browser's) or a bare pathname (the server's). */
function toLocation(href: string): Location {
  if (!inBrowser) return { pathname: href, search: '', hash: '', state: undefined };
  const url = new URL(href, window.location.href);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: (window.history.state as { state?: unknown } | null)?.state };
}

/** A location as a path; `search` and `hash` get their `?` and `#` when written without, as React Router's createPath. */
function createHref(to: To): string {
  if (typeof to === 'string') return to;
  const search = to.search && to.search !== '?' ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '';
  const hash = to.hash && to.hash !== '#' ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : '';
  return `${to.pathname ?? ''}${search}${hash}`;
}

export function useLocation(): Location {
  // During hydration the server's pathname, then the browser's full address: no mismatch.
  const href = useSyncExternalStore(inBrowser ? subscribe : () => () => undefined, () => (inBrowser ? window.location.href : serverPathname()), () => (inBrowser ? window.location.pathname : serverPathname()));
  return useMemo(() => toLocation(href), [href]);
}

export function useHistory(): History {
  const location = useLocation();
  return useMemo<History>(() => {
    const navigate = (to: To, replace: boolean) => {
      if (!inBrowser) return;
      const url = new URL(createHref(to), window.location.href).href;
      if (replace) window.location.replace(url);
      else window.location.assign(url);
    };
    const move = (n: number) => {
      if (!inBrowser) throw new Error('You cannot go back or forward while a page is rendered on the server');
      window.history.go(n);
    };
    return {
      action: 'POP',
      location,
      length: inBrowser ? window.history.length : 1,
      createHref,
      push: (to) => navigate(to, false),
      replace: (to) => navigate(to, true),
      go: move,
      goBack: () => move(-1),
      goForward: () => move(1),
      listen(listener) {
        if (!inBrowser) return () => undefined;
        const onPop = () => listener(toLocation(window.location.href), 'POP');
        window.addEventListener('popstate', onPop);
        return () => window.removeEventListener('popstate', onPop);
      },
      block: () => () => undefined,
    };
  }, [location]);
}

export interface RedirectProps {
  to: To;
  /** Add to the history instead of replacing the current entry. */
  push?: boolean;
  /** Only meaningful inside React Router's `Switch`, which Docusaurus pages do not render. */
  from?: string;
  exact?: boolean;
  strict?: boolean;
}

/**
 * `<Redirect to>`: the browser goes to `to`. A static page cannot answer with a redirect, and
 * Docusaurus's page does it once its JavaScript runs; docsgen's page does it with an inline
 * script, and shows a link for readers without JavaScript.
 */
export function Redirect({ to, push = false }: RedirectProps): ReactElement {
  const href = createHref(to);
  useEffect(() => {
    if (push) window.location.assign(href);
    else window.location.replace(href);
  }, [href, push]);
  // `<` escaped: the URL cannot close the script element.
  const script = `location.${push ? 'assign' : 'replace'}(${JSON.stringify(href).replace(/</g, '\\u003c')})`;
  return createElement(Fragment, null, createElement('script', { dangerouslySetInnerHTML: { __html: script } }), createElement('p', null, 'Redirecting to ', createElement('a', { href }, href), '…'));
}
