/**
 * The server side of a client component (a file starting with 'use client'): rendered to
 * HTML like any component, inside a `<docsgen-island>` that names its chunk and carries its
 * props, so the browser hydrates it where it stands (src/client/islands.ts). Each island is
 * rendered as a root of its own, as the browser hydrates it, so `useId` values agree; its
 * children (MDX content), and elements given as props, are server HTML in a `<docsgen-slot>`,
 * passed back as such.
 */
import { createElement, Fragment, useId, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

export const ISLAND = Symbol.for('docsgen.island');

/**
 * Islands being rendered: renderToString is synchronous, so a counter knows when one is inside
 * another. Process-wide: each page bundle has its own copy of this module, and a page hydrated
 * whole is wrapped by the renderer's copy around the islands of the bundle's (render-pages.ts).
 */
const DEPTH = Symbol.for('docsgen.islandDepth');
const nesting = globalThis as { [DEPTH]?: number };

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

/**
 * The mark on an imported Markdown file's component (a partial, see resolve-plugin's
 * partialModules): given to an island, it travels as a reference to its module, which the
 * browser bundle holds (`import Js from './javascript.md'` → `<Playground code={{ Js }}>`).
 */
export const MODULE = Symbol.for('docsgen.module');
export type ModuleMark = { id: string; file: string };
/** The modules the islands of the page being rendered were given: read and emptied by render-pages after each page. */
const ISLAND_MODULES = Symbol.for('docsgen.islandModules');

const moduleOf = (value: unknown): ModuleMark | undefined => (typeof value === 'function' ? (value as { [MODULE]?: ModuleMark })[MODULE] : undefined);

/** The props as the browser receives them: a partial's component as `{"docsgen:module": id}`, noted for the browser bundle. */
function propsJson(props: Record<string, unknown>): string {
  return JSON.stringify(props, (_key, value: unknown) => {
    const mark = moduleOf(value);
    if (!mark) return value;
    (globalThis as { [ISLAND_MODULES]?: ModuleMark[] })[ISLAND_MODULES]?.push(mark);
    return { 'docsgen:module': mark.id };
  });
}

/** Where a value stops being JSON: `onClick (a function)`, or undefined when it is all data. */
function unserializable(value: unknown, path: string, seen: Set<unknown>): string | undefined {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${path} (${value})`;
  if (moduleOf(value)) return undefined;
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
  // An element travels as the HTML it renders to (see elementSlots).
  if (isElement(value)) return undefined;
  if (prototype !== Object.prototype && prototype !== null) return `${path} (an instance of ${(value as object).constructor?.name ?? 'a class'})`;
  for (const [key, item] of Object.entries(value)) {
    const found = unserializable(item, `${path}.${key}`, seen);
    if (found) return found;
  }
  return undefined;
}

type At = { file: string; line: number; column: number };

const isElement = (value: unknown): value is ReactElement => typeof value === 'object' && value !== null && (value as { $$typeof?: unknown }).$$typeof !== undefined;

/** Where an element given as a prop stands in the island: its server HTML, as the browser puts it back (src/client/islands/component-island.tsx). */
const propSlot = (html: string): ReactElement => createElement('docsgen-slot', { 'data-prop': '', dangerouslySetInnerHTML: { __html: html } });

/**
 * The props with each React element in them (`title={<b>Beta</b>}`, `items[0].content`) rendered
 * to HTML, as React Server Components send elements to client components: the server renders
 * the island with a slot of that HTML in its place, and the browser receives `{"docsgen:html"}`
 * and renders the same slot, so the island hydrates, its elements static HTML inside it.
 */
function elementSlots(props: Record<string, unknown>, render: (element: ReactElement) => string): { server: Record<string, unknown>; browser: Record<string, unknown> } {
  const walk = (value: unknown, seen: Set<unknown>): { server: unknown; browser: unknown } => {
    if (isElement(value)) {
      const html = render(value);
      return { server: propSlot(html), browser: { 'docsgen:html': html } };
    }
    if (typeof value !== 'object' || value === null || seen.has(value) || moduleOf(value)) return { server: value, browser: value };
    const prototype = Object.getPrototypeOf(value);
    if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return { server: value, browser: value };
    seen.add(value);
    const entries = Object.entries(value).map(([key, item]) => [key, walk(item, seen)] as const);
    seen.delete(value);
    if (entries.every(([key, item]) => item.server === (value as Record<string, unknown>)[key])) return { server: value, browser: value };
    const pick = (side: 'server' | 'browser'): unknown => (Array.isArray(value) ? entries.map(([, item]) => item[side]) : Object.fromEntries(entries.map(([key, item]) => [key, item[side]])));
    return { server: pick('server'), browser: pick('browser') };
  };
  const result = walk(props, new Set());
  return { server: result.server as Record<string, unknown>, browser: result.browser as Record<string, unknown> };
}

export function assertSerializable(name: string, props: Record<string, unknown>, at?: At): void {
  const found = unserializableProp(props);
  if (found) throw new IslandPropError(`The client component <${name}> cannot receive the prop ${found}: props of a 'use client' component are sent to the browser as JSON`, at);
}

function unserializableProp(props: Record<string, unknown>): string | undefined {
  for (const [key, value] of Object.entries(props)) {
    if (key === 'children') continue;
    const found = unserializable(value, key, new Set());
    if (found) return found;
  }
  return undefined;
}

/** Components of a page rendered as plain HTML because they could not be islands: read and emptied by render-pages after each page. */
const NOT_HYDRATED = Symbol.for('docsgen.notHydrated');
/** Wraps each island's own render as the page's is wrapped (styled-components' sheet collecting): set by css-in-js.ts while a page renders. */
const ROOT_WRAPPER = Symbol.for('docsgen.islandRootWrapper');
type IslandMark = { id: string; name: string; implicit: boolean; component: unknown };
type Scope = { [NOT_HYDRATED]?: Array<{ component: string; reason: string; at?: At }>; [ROOT_WRAPPER]?: (element: ReactElement) => ReactElement };

/** An implicit island (a component with behaviour, not marked 'use client') that stays HTML: noted for the page's warning. */
function staysHtml(name: string, reason: string, at?: At): void {
  // Noted only while a page's content renders (render-pages.ts collects them).
  (globalThis as Scope)[NOT_HYDRATED]?.push({ component: name, reason, ...(at ? { at } : {}) });
}

/** Whether an implicit island's props cannot travel to the browser (noted, for the warning). */
function propsStayOnServer(name: string, props: Record<string, unknown>, at?: At): boolean {
  const found = unserializableProp(props);
  if (found) staysHtml(name, `its prop ${found} cannot be sent to the browser`, at);
  return found !== undefined;
}

/**
 * The type of an element a page writes (jsx-runtime.ts), its props checked where the page writes
 * them: a client component given a prop the browser cannot receive is an error there; an implicit
 * one is its own component instead, rendered as HTML, noted at that place.
 */
export function elementType(type: unknown, props: Record<string, unknown>, at: At | undefined): unknown {
  const island = (type as { [ISLAND]?: IslandMark } | null)?.[ISLAND];
  if (!island) return type;
  if (!island.implicit) {
    assertSerializable(island.name, props, at);
    return type;
  }
  return propsStayOnServer(island.name, props, at) ? island.component : type;
}

/**
 * Wrap a client component's export for the server. Values that are not components pass through.
 * An `implicit` one (interactive-modules.ts) is only a component named in capitals — its module
 * may export hooks and helpers beside — and one that cannot be an island (a prop that is not
 * data, or it throws rendered on its own, away from the providers around it) is rendered in place
 * as HTML, noted for a warning, as any component is.
 */
export function island<T>(component: T, id: string, name: string, implicit = false): T {
  if (typeof component !== 'function') return component;
  // A class that is not a React component (a library's base class a page's code extends) is no island; wrapped, `extends` fails.
  if (!(component.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent && /^class\b/.test(Function.prototype.toString.call(component))) return component;
  if (implicit && component.name && component.name !== 'default' && !/^[A-Z]/.test(component.name)) return component;
  const Component = component as ComponentType<Record<string, unknown>>;
  const Island = ({ children, ...given }: { children?: ReactNode }) => {
    // Inside another island this component hydrates as part of it: no island of its own.
    if ((nesting[DEPTH] ?? 0) > 0) return createElement(Component, given, children);
    // Text children (`<Highlight>green</Highlight>`) are data, which the component reads as a string, as in React.
    const textChildren = typeof children === 'string' || typeof children === 'number';
    const props: Record<string, unknown> = textChildren ? { ...given, children } : given;
    const inPlace = () => (textChildren ? createElement(Component, props) : createElement(Component, props, children));
    if (!implicit) assertSerializable(name, props);
    else if (propsStayOnServer(name, props)) return inPlace();
    const prefix = useId();
    const wrap = (globalThis as Scope)[ROOT_WRAPPER] ?? ((element: ReactElement) => element);
    let html: string;
    let slot: string | undefined;
    let sent = props;
    try {
      // Islands in the children (MDX content) and in elements given as props are islands of their own: rendered before this one counts.
      slot = textChildren || children === undefined || children === null ? undefined : renderToString(wrap(createElement(Fragment, null, children)));
      const content = slot === undefined ? undefined : createElement('docsgen-slot', { dangerouslySetInnerHTML: { __html: slot } });
      const slots = elementSlots(props, (element) => renderToString(wrap(element)));
      sent = slots.browser;
      nesting[DEPTH] = (nesting[DEPTH] ?? 0) + 1;
      try {
        html = renderToString(wrap(content === undefined ? createElement(Component, slots.server) : createElement(Component, slots.server, content)), { identifierPrefix: prefix });
      } finally {
        nesting[DEPTH] = (nesting[DEPTH] ?? 1) - 1;
      }
    } catch (error) {
      if (!implicit) throw error;
      staysHtml(name, `rendered on its own it throws (${(error as Error)?.message?.split('\n')[0] ?? String(error)})`);
      return inPlace();
    }
    return createElement('docsgen-island', {
      'data-island': id,
      'data-props': propsJson(sent),
      'data-prefix': prefix,
      // Children the component did not render on the server still reach it in the browser.
      ...(slot !== undefined && !html.includes('<docsgen-slot') ? { 'data-slot': slot } : {}),
      dangerouslySetInnerHTML: { __html: html },
    });
  };
  Island.displayName = `Island(${name})`;
  (Island as unknown as Record<symbol, unknown>)[ISLAND] = { id, name, implicit, component } satisfies IslandMark;
  return Island as unknown as T;
}
