/**
 * The server side of a client component (a file starting with 'use client'): rendered to
 * HTML like any component, inside a `<docsgen-island>` that names its chunk and carries its
 * props, so the browser hydrates it where it stands (src/client/islands.ts). Each island is
 * rendered as a root of its own, as the browser hydrates it, so `useId` values agree; its
 * children (MDX content) are server HTML in a `<docsgen-slot>`, passed back as such.
 */
import { createElement, Fragment, useId, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

export const ISLAND = Symbol.for('docsgen.island');

/** Islands being rendered: renderToString is synchronous, so a counter knows when one is inside another. */
let depth = 0;

/**
 * Thrown when a client component is given a prop the browser cannot receive. The bundle has
 * its own copy of this class: the renderer recognises it by name.
 */
export class IslandPropError extends Error {
  override readonly name = 'IslandPropError';

  constructor(
    message: string,
    readonly at?: { file: string; line: number; column: number },
  ) {
    super(message);
  }
}

/** Where a value stops being JSON: `onClick (a function)`, or undefined when it is all data. */
function unserializable(value: unknown, path: string, seen: Set<unknown>): string | undefined {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${path} (${value})`;
  if (typeof value === 'function') return `${path} (a function)`;
  if (typeof value !== 'object') return `${path} (a ${typeof value})`;
  if (seen.has(value)) return `${path} (a circular reference)`;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unserializable(item, `${path}[${index}]`, seen);
      if (found) return found;
    }
    return undefined;
  }
  const prototype = Object.getPrototypeOf(value);
  if ((value as { $$typeof?: unknown }).$$typeof) return `${path} (a React element; pass it as children instead)`;
  if (prototype !== Object.prototype && prototype !== null) return `${path} (an instance of ${(value as object).constructor?.name ?? 'a class'})`;
  for (const [key, item] of Object.entries(value)) {
    const found = unserializable(item, `${path}.${key}`, seen);
    if (found) return found;
  }
  return undefined;
}

export function assertSerializable(name: string, props: Record<string, unknown>, at?: { file: string; line: number; column: number }): void {
  for (const [key, value] of Object.entries(props)) {
    if (key === 'children') continue;
    const found = unserializable(value, key, new Set());
    if (found) {
      throw new IslandPropError(`The client component <${name}> cannot receive the prop ${found}: props of a 'use client' component are sent to the browser as JSON`, at);
    }
  }
}

/** Wrap a client component's export for the server. Values that are not components pass through. */
export function island<T>(component: T, id: string, name: string): T {
  if (typeof component !== 'function') return component;
  const Component = component as ComponentType<Record<string, unknown>>;
  const Island = ({ children, ...props }: { children?: ReactNode }) => {
    // Inside another island this component hydrates as part of it: no island of its own.
    if (depth > 0) return createElement(Component, props, children);
    assertSerializable(name, props);
    const prefix = useId();
    const slot = children === undefined || children === null ? undefined : renderToString(createElement(Fragment, null, children));
    depth++;
    let html: string;
    try {
      const content = slot === undefined ? undefined : createElement('docsgen-slot', { dangerouslySetInnerHTML: { __html: slot } });
      html = renderToString(createElement(Component, props, content), { identifierPrefix: prefix });
    } finally {
      depth--;
    }
    return createElement('docsgen-island', {
      'data-island': id,
      'data-props': JSON.stringify(props),
      'data-prefix': prefix,
      // Children the component did not render on the server still reach it in the browser.
      ...(slot !== undefined && !html.includes('<docsgen-slot') ? { 'data-slot': slot } : {}),
      dangerouslySetInnerHTML: { __html: html },
    });
  };
  Island.displayName = `Island(${name})`;
  (Island as unknown as Record<symbol, unknown>)[ISLAND] = { id, name };
  return Island as unknown as T;
}
