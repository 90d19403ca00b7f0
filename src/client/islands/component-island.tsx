/**
 * A site's own client component (a file starting with 'use client'), hydrated where the
 * server rendered it (see src/components/runtime/island.tsx): the same props, the same
 * `useId` prefix, and its children as the server HTML they were rendered to.
 */
import { createElement, type ComponentType } from 'react';
import { hydrateIsland } from './hydrate.tsx';

/** The children the server rendered: in the component's own `<docsgen-slot>` (not one of a prop's), or kept aside when it did not render them. */
function slotHtml(element: HTMLElement): string | undefined {
  if (element.dataset.slot !== undefined) return element.dataset.slot;
  const slot = [...element.querySelectorAll('docsgen-slot:not([data-prop])')].find((each) => each.closest('docsgen-island') === element);
  return slot?.innerHTML;
}

/** The props with each element the server sent as its HTML (`{"docsgen:html"}`) back in the slot it rendered there (runtime/island.tsx elementSlots). */
function withPropSlots(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withPropSlots);
  if (!value || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const html = (value as Record<string, unknown>)['docsgen:html'];
  if (typeof html === 'string') return createElement('docsgen-slot', { 'data-prop': '', dangerouslySetInnerHTML: { __html: html }, suppressHydrationWarning: true });
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withPropSlots(item)]));
}

export function mountComponent(element: HTMLElement, component: unknown, props: Record<string, unknown>): Promise<() => void> {
  const html = slotHtml(element);
  const type = component as ComponentType<Record<string, unknown>>;
  props = withPropSlots(props) as Record<string, unknown>;
  // Without a slot, children are in the props (text children are data) or there are none.
  const rendered = html === undefined ? createElement(type, props) : createElement(type, props, createElement('docsgen-slot', { dangerouslySetInnerHTML: { __html: html }, suppressHydrationWarning: true }));
  hydrateIsland(element, rendered, element.dataset.prefix !== undefined ? { identifierPrefix: element.dataset.prefix } : {});
  return Promise.resolve(() => undefined);
}
