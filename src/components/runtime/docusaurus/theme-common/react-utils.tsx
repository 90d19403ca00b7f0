/** theme-common's React helpers, as a site's components use them on their own. */
import { useCallback, useEffect, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';

/** React warns of a layout effect in a server render, where neither kind runs. */
const useLatestEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A function of stable identity that always calls the latest `callback`: for effects and
 * listeners that must not start again each time the component renders.
 */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const latest = useRef(callback);
  useLatestEffect(() => {
    latest.current = callback;
  }, [callback]);
  return useCallback(((...args: Parameters<T>) => latest.current(...args)) as T, []);
}

/** One component that renders `providers` around its children, the first outermost. */
export function composeProviders(providers: ReadonlyArray<ComponentType<{ children?: ReactNode }>>): ComponentType<{ children?: ReactNode }> {
  return function ComposedProviders({ children }: { children?: ReactNode }) {
    return <>{providers.reduceRight<ReactNode>((inner, Provider) => <Provider>{inner}</Provider>, children)}</>;
  };
}

/** What a hook throws when used outside the provider of its context. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super(`A hook is called outside the <${providerName}>.${additionalInfo ? ` ${additionalInfo}` : ''}`);
    this.name = 'ReactContextError';
  }
}
