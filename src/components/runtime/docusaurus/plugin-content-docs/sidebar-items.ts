/**
 * The docs plugin's helper over sidebar items that a swizzled `DocCard` calls
 * (`findFirstSidebarItemLink`): the items are docsgen's, with the classic theme's `type`,
 * `href` and `items`.
 */
interface CardItem {
  type: string;
  href?: string;
  unlisted?: boolean;
  items?: CardItem[];
}

/** A category's own page, else its first link (depth first), as Docusaurus's. */
function firstCategoryLink(item: CardItem): string | undefined {
  if (item.href && !item.unlisted) return item.href;
  for (const sub of item.items ?? []) {
    if (sub.type === 'link' && sub.href && !sub.unlisted) return sub.href;
    if (sub.type === 'category') {
      const found = firstCategoryLink(sub);
      if (found) return found;
    }
  }
  return undefined;
}

/** Where a card leads: a link's page, or a category's first page. */
export function findFirstSidebarItemLink(item: CardItem): string | undefined {
  if (item.type === 'link') return item.href;
  return item.type === 'category' ? firstCategoryLink(item) : undefined;
}
