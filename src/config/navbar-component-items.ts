/**
 * Which navbar items render with a NavbarItem component (Docusaurus's `@theme/NavbarItem`)
 * even in a site that swizzles none: `component` items (`custom-*` types), and a dropdown
 * whose items, as written, hold one (its own markup has no place for it).
 */
import type { NavbarItemConfig } from './site-config.ts';

/** The item types docsgen draws itself; any other (`custom-*`, `docsVersion`) is a component's. */
const NATIVE_TYPES = new Set(['default', 'dropdown', 'doc', 'docSidebar', 'docsVersionDropdown', 'localeDropdown', 'html', 'search']);

/** Whether a dropdown's items, as the config wrote them, hold one of a type docsgen has no markup of. */
export function holdsComponentItem(item: NavbarItemConfig): boolean {
  const written = item.props?.items;
  return Array.isArray(written) && written.some((inner) => typeof inner === 'object' && inner !== null && typeof (inner as { type?: unknown }).type === 'string' && !NATIVE_TYPES.has((inner as { type: string }).type));
}

/** Whether the item renders with a NavbarItem component. */
export function rendersWithComponent(item: NavbarItemConfig): boolean {
  return item.type === 'component' || holdsComponentItem(item);
}
