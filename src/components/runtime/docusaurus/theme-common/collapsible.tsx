/**
 * theme-common's collapsible helpers, as the classic sidebar's category (and a site's swizzle
 * of it) uses them. On the server a collapsed `Collapsible` is rendered hidden, with its
 * content (Docusaurus's lazy one leaves it out until opened): docsgen's client script opens
 * and closes it (src/client/sidebar.ts), the page being static HTML.
 */
import { createElement, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

export function useCollapsible({ initialState }: { initialState: boolean | (() => boolean) }): { collapsed: boolean; setCollapsed: (collapsed: boolean) => void; toggleCollapsed: () => void } {
  const [collapsed, setCollapsed] = useState(initialState);
  const toggleCollapsed = useCallback(() => setCollapsed((value) => !value), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

export function Collapsible({ as = 'div', collapsed, children, className }: { as?: string; collapsed: boolean; children?: ReactNode; className?: string; lazy?: boolean; onCollapseTransitionEnd?: (collapsed: boolean) => void }) {
  return createElement(as, { className, ...(collapsed ? { style: { display: 'none', overflow: 'hidden', height: '0px' } } : {}) }, children);
}

/** The value of the render before. */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T>(undefined);
  useEffect(() => {
    ref.current = value;
  });
  return ref.current;
}
