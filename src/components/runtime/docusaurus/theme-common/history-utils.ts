/**
 * theme-common's history helpers, as swizzled navbar items use them (a locale dropdown keeps
 * the page's query string and hash when it links to the page in another locale), and the
 * query-string state of a site's filters (a showcase's tags, a search box).
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { SEARCH_CHANGED, useHistory, type History } from '../router.ts';

/**
 * A value read from the history, read again when the address changes. On the server and while
 * hydrating, the location has no search, hash or state, as a static page's render has none.
 */
export function useHistorySelector<T>(selector: (history: History) => T): T {
  const history = useHistory();
  const subscribe = (onChange: () => void) => history.listen(onChange);
  const bare = (): T => selector({ ...history, location: { ...history.location, search: '', hash: '', state: undefined } });
  return useSyncExternalStore(subscribe, () => selector(history), bare);
}

/** The parameters of each in turn: `append` keeps every value of a repeated key, `set` the last. */
export function mergeSearchParams(params: readonly URLSearchParams[], strategy: 'append' | 'set'): URLSearchParams {
  const merged = new URLSearchParams();
  for (const each of params) {
    for (const [key, value] of each.entries()) {
      if (strategy === 'append') merged.append(key, value);
      else merged.set(key, value);
    }
  }
  return merged;
}

/** Query strings merged into one, with its `?`; `''` when none has a parameter. */
export function mergeSearchStrings(searchStrings: readonly (string | undefined)[], strategy: 'append' | 'set'): string {
  const merged = mergeSearchParams(searchStrings.map((each) => new URLSearchParams(each ?? '')), strategy).toString();
  return merged ? `?${merged}` : '';
}

/** The value of `key` in the query string (`null` without it, or without a key); on the server and while hydrating, `null`. */
export function useQueryStringValue(key: string | null): string | null {
  return useHistorySelector((history) => (key === null ? null : new URLSearchParams(history.location.search).get(key)));
}

/**
 * The page's query string set to `params`, in place: a docsgen page is its own file, so a
 * change of the query string alone is no navigation (Docusaurus's single-page router makes it
 * none either). A new history entry with `push`, else the current one replaced.
 */
function setSearchParams(params: URLSearchParams, push = false): void {
  if (typeof window === 'undefined') return;
  const search = params.toString();
  const url = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`;
  if (push) window.history.pushState(window.history.state, '', url);
  else window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(SEARCH_CHANGED));
}

const currentParams = (): URLSearchParams => new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);

/** `[value, setValue]` of one query-string key: `''` when absent; setting `null` or `''` removes it. */
export function useQueryString(key: string): [string, (value: string | null, options?: { push: boolean }) => void] {
  const value = useQueryStringValue(key) ?? '';
  const setValue = useCallback(
    (next: string | null, options?: { push: boolean }) => {
      const params = currentParams();
      if (next) params.set(key, next);
      else params.delete(key);
      setSearchParams(params, options?.push);
    },
    [key],
  );
  return [value, setValue];
}

type ListUpdate = string[] | ((previous: string[]) => string[]);

/** `[values, update]` of a repeated query-string key (`?tags=a&tags=b`); `update` takes the new list or a function of the old. */
export function useQueryStringList(key: string): [string[], (update: ListUpdate, options?: { push: boolean }) => void] {
  const joined = useHistorySelector((history) => JSON.stringify(new URLSearchParams(history.location.search).getAll(key)));
  const values = useMemo(() => JSON.parse(joined) as string[], [joined]);
  const update = useCallback(
    (change: ListUpdate, options?: { push: boolean }) => {
      const params = currentParams();
      const next = typeof change === 'function' ? change(params.getAll(key)) : change;
      params.delete(key);
      for (const value of next) params.append(key, value);
      setSearchParams(params, options?.push);
    },
    [key],
  );
  return [values, update];
}

/** A function that removes the whole query string. */
export function useClearQueryString(): () => void {
  return useCallback(() => setSearchParams(new URLSearchParams()), []);
}
