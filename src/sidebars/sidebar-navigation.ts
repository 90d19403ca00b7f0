import type { SidebarItemConfig } from '../config/site-config.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PageNavigation, SidebarItem } from '../types.ts';
import type { BuiltSidebars, SidebarDoc } from './sidebar-types.ts';

/** Where a sidebar lists a doc (its `doc` item, or a category linking to it), for messages; undefined when a folder lists it. */
function placeOfDoc(items: readonly SidebarItemConfig[], id: string): { line: number; column: number } | undefined {
  for (const item of items) {
    if (item.type === 'doc' && item.id === id && !item.ref) return { line: item.line, column: item.column };
    if (item.type !== 'category') continue;
    if (item.link?.type === 'doc' && item.link.id === id) return { line: item.line, column: item.column };
    const inside = placeOfDoc(item.items, id);
    if (inside) return inside;
  }
  return undefined;
}

type Entry = { route: string; label: string; href: string; breadcrumbs: PageNavigation['breadcrumbs']; categoryItems: SidebarItem[] };

/** A sidebar's pages in reading order, each with the categories above it. */
function readingOrder(items: SidebarItem[]): Entry[] {
  const order: Entry[] = [];
  const visit = (list: SidebarItem[], trail: PageNavigation['breadcrumbs']): void => {
    for (const item of list) {
      if (item.type === 'link') {
        if (item.route !== undefined) order.push({ route: item.route, label: item.label, href: item.href, breadcrumbs: trail, categoryItems: list });
        continue;
      }
      if (item.route !== undefined && item.href !== undefined) {
        order.push({ route: item.route, label: item.label, href: item.href, breadcrumbs: trail, categoryItems: item.items });
      }
      visit(item.items, [...trail, { label: item.label, ...(item.href ? { href: item.href } : {}) }]);
    }
  };
  visit(items, []);
  return order;
}

/**
 * Each page's breadcrumbs and previous and next pages within each sidebar, and the sidebar
 * each doc shows: its first; a doc in several sidebars is reported where the others list it.
 */
export function sidebarNavigation({
  sidebars,
  config,
  docs,
  sidebarsFile,
  diagnostics,
}: {
  sidebars: Record<string, SidebarItem[]>;
  /** The sidebars as written, to say where one lists a doc. */
  config: Record<string, SidebarItemConfig[]>;
  docs: readonly SidebarDoc[];
  sidebarsFile: string;
  diagnostics: Diagnostic[];
}): Pick<BuiltSidebars, 'sidebarOfDoc' | 'navigation'> {
  const sidebarOfDoc = new Map<string, string>();
  const docByRoute = new Map(docs.map((doc) => [doc.route, doc]));
  const navigation = new Map<string, Map<string, PageNavigation>>();
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    const order = readingOrder(items);
    const byRoute = new Map<string, PageNavigation>();
    order.forEach((entry, index) => {
      if (byRoute.has(entry.route)) return;
      const prev = order[index - 1];
      const next = order[index + 1];
      byRoute.set(entry.route, {
        sidebarId,
        breadcrumbs: entry.breadcrumbs,
        categoryItems: entry.categoryItems,
        ...(prev ? { prev: { label: prev.label, href: prev.href } } : {}),
        ...(next ? { next: { label: next.label, href: next.href } } : {}),
      });
      const doc = docByRoute.get(entry.route);
      if (!doc) return;
      const already = sidebarOfDoc.get(doc.id);
      if (already === undefined) sidebarOfDoc.set(doc.id, sidebarId);
      else if (already !== sidebarId) {
        // At the place the second sidebar lists it: the one the doc does not show.
        const at = placeOfDoc(config[sidebarId] ?? [], doc.id);
        diagnostics.push({
          code: 'sidebars/doc-in-several-sidebars',
          severity: 'warning',
          message: `Doc \`${doc.id}\` is in sidebars \`${already}\` and \`${sidebarId}\`; it shows \`${already}\``,
          file: sidebarsFile,
          ...at,
          hint: `set \`displayed_sidebar: ${sidebarId}\` in its front matter to choose, or list it in one sidebar only`,
        });
      }
    });
    navigation.set(sidebarId, byRoute);
  }
  return { sidebarOfDoc, navigation };
}
