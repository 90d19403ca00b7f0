/**
 * Another locale's sidebar labels, from its docs plugin's `<version>.json` by Docusaurus's ids
 * (`sidebar.<sidebar>.category.<label>`, `sidebar.<sidebar>.link.<label>`,
 * `sidebar.<sidebar>.doc.<doc id>`, or `.doc.<label>`). Applied once the routes are made from the labels as
 * written, so a category's generated page has the same URL in every locale, as in Docusaurus.
 */
import type { GeneratedIndexPage, SidebarItem } from '../types.ts';

/** Give the items of a sidebar built for this locale (fresh objects, its own) their translated labels; `docIds` names each doc's route. */
export function translateLabels(items: SidebarItem[], sidebarId: string, messages: Readonly<Record<string, string>>, docIds: ReadonlyMap<string, string> = new Map()): void {
  for (const item of items) {
    if (item.type === 'category') {
      item.label = messages[`sidebar.${sidebarId}.category.${item.label}`] ?? item.label;
      translateLabels(item.items, sidebarId, messages, docIds);
    } else if (item.html === undefined) {
      // A link to a doc has a route; Docusaurus keys only labels written in the sidebars, which the lookup leaves alone when absent.
      const id = item.route === undefined ? undefined : docIds.get(item.route);
      item.label = (id !== undefined ? messages[`sidebar.${sidebarId}.doc.${id}`] : undefined) ?? messages[`sidebar.${sidebarId}.${item.route === undefined ? 'link' : 'doc'}.${item.label}`] ?? item.label;
    }
  }
}

/** A generated category page's title: its own translation, else its category's label, translated. */
export function translateIndexTitle(page: GeneratedIndexPage, messages: Readonly<Record<string, string>>): void {
  const key = `sidebar.${page.sidebarId}.category.${page.category.label}`;
  if (page.title === page.category.label) page.title = messages[`${key}.link.generated-index.title`] ?? messages[key] ?? page.title;
}
