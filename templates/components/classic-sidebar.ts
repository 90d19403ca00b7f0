/**
 * Docusaurus's shape of a sidebar's items (`{ type, label, href, customProps }`), which the
 * classic sidebar's parts and a site's swizzle of one read, made from docsgen's items once
 * each; in the browser too (`useDocsSidebar`), so this module imports nothing of Node.
 */
import type { SidebarItem } from '../../src/types.ts';

/** A sidebar item as Docusaurus gives it to the sidebar's parts. */
export type ClassicSidebarItem =
  | { type: 'link'; label: string; href: string; unlisted: boolean; className?: string; customProps?: Record<string, unknown> }
  | { type: 'html'; value: string; defaultStyle: boolean; className?: string; customProps?: Record<string, unknown> }
  | { type: 'category'; label: string; items: ClassicSidebarItem[]; collapsed: boolean; collapsible: boolean; href?: string; className?: string; customProps?: Record<string, unknown> };

/**
 * One registry for every copy of this module (a site's component bundle has its own): an item
 * a site's part hands back to docsgen's is known by identity, wherever it was made.
 */
const REGISTRY = Symbol.for('docsgen.classic-sidebar-items');
const registry = ((globalThis as { [REGISTRY]?: { classicOf: WeakMap<SidebarItem, ClassicSidebarItem>; docsgenOf: WeakMap<object, SidebarItem>; lists: WeakMap<SidebarItem[], ClassicSidebarItem[]> } })[REGISTRY] ??= {
  classicOf: new WeakMap(),
  docsgenOf: new WeakMap(),
  lists: new WeakMap(),
});
const { classicOf, docsgenOf } = registry;

/** An item in Docusaurus's shape, made once per item: a site's part handing it back to docsgen's is matched by identity. */
export function classicSidebarItem(item: SidebarItem): ClassicSidebarItem {
  let classic = classicOf.get(item);
  if (classic) return classic;
  const style = { ...(item.className !== undefined ? { className: item.className } : {}), ...(item.customProps ? { customProps: item.customProps } : {}) };
  if (item.type === 'link') classic = item.html !== undefined ? { type: 'html', value: item.html, defaultStyle: true, ...style } : { type: 'link', label: item.label, href: item.href, unlisted: false, ...style };
  else classic = { type: 'category', label: item.label, items: item.items.map(classicSidebarItem), collapsed: item.collapsed, collapsible: item.collapsible, ...(item.href ? { href: item.href } : {}), ...style };
  classicOf.set(item, classic);
  docsgenOf.set(classic, item);
  return classic;
}

const classicLists = registry.lists;
/** A sidebar's items in Docusaurus's shape (the `sidebar` prop). */
export function classicSidebar(items: SidebarItem[]): ClassicSidebarItem[] {
  let classic = classicLists.get(items);
  if (!classic) classicLists.set(items, (classic = items.map(classicSidebarItem)));
  return classic;
}

/** docsgen's item of a classic one: the one it was made from, else one made of it (a site's own item). */
export function docsgenSidebarItem(classic: ClassicSidebarItem): SidebarItem {
  const known = docsgenOf.get(classic);
  if (known) return known;
  if (classic.type === 'html') return { type: 'link', label: '', href: '', external: false, html: classic.value };
  if (classic.type === 'link') return { type: 'link', label: classic.label, href: classic.href, external: /^[a-z][a-z\d+.-]*:/i.test(classic.href) };
  return { type: 'category', label: classic.label, items: classic.items.map(docsgenSidebarItem), collapsed: classic.collapsed, collapsible: classic.collapsible, ...(classic.href ? { href: classic.href } : {}) };
}

/** The docsgen item a classic one was made from, if it was. */
export const isClassicOf = (classic: ClassicSidebarItem): SidebarItem | undefined => docsgenOf.get(classic);

/** The classic theme's part for an item. */
export const sidebarPartOf = (item: SidebarItem): string => (item.type === 'category' ? 'DocSidebarItem/Category' : item.html !== undefined ? 'DocSidebarItem/Html' : 'DocSidebarItem/Link');

