/**
 * theme-common's history helpers, as swizzled navbar items use them (a locale dropdown keeps
 * the page's query string and hash when it links to the page in another locale).
 */
import { useSyncExternalStore } from 'react';
import { useHistory, type History } from '../router.ts';

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
