/**
 * `useScrollPositionBlocker` of `@docusaurus/theme-common/internal`: tabs synced by group keep
 * the clicked tab under the pointer while tabs above it change height. It only acts in a
 * hydrated ('use client') component; on the server nothing scrolls, and the hook is inert.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

// useLayoutEffect runs before paint in the browser; the server has no layout to wait for.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function useScrollPositionBlocker(): { blockElementScrollPositionUntilNextRender: (element: HTMLElement) => void } {
  const restoreRef = useRef<(() => void) | undefined>(undefined);
  const blockElementScrollPositionUntilNextRender = useCallback((element: HTMLElement) => {
    const top = element.getBoundingClientRect().top;
    restoreRef.current = () => {
      restoreRef.current = undefined;
      const moved = element.getBoundingClientRect().top - top;
      if (moved) window.scrollBy({ left: 0, top: moved });
    };
  }, []);
  useIsomorphicLayoutEffect(() => {
    // After every layout effect of this render has run, as Docusaurus queues it (facebook/docusaurus#8625).
    queueMicrotask(() => restoreRef.current?.());
  });
  return { blockElementScrollPositionUntilNextRender };
}
