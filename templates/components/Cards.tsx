import type { SidebarItem } from '../../src/types.ts';
import { translatePlural, useLocaleMessages } from '../translate.ts';
import { themedApart } from './ThemedApart.tsx';

function countDocs(items: SidebarItem[]): number {
  return items.reduce((sum, item) => sum + (item.type === 'link' ? 1 : countDocs(item.items) + (item.href ? 1 : 0)), 0);
}

function CardView({ item }: { item: SidebarItem }) {
  const messages = useLocaleMessages();
  const count = item.type === 'category' ? countDocs(item.items) : 0;
  const description = item.description || (item.type === 'category' ? translatePlural(messages, 'theme.docs.DocCard.categoryDescription.plurals', '1 item|{count} items', count) : '');
  const body = (
    <>
      <h2 className="card__title">
        <span aria-hidden="true">{item.type === 'category' ? '🗃️ ' : '📄️ '}</span>
        {item.label}
      </h2>
      {description ? <p className="card__description">{description}</p> : null}
    </>
  );
  return item.href ? (
    <a className="card" href={item.href} {...(item.type === 'link' && item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {body}
    </a>
  ) : (
    <div className="card">{body}</div>
  );
}

/**
 * One card. A Docusaurus site's swizzled `DocCard` is rendered in its place (ThemedApart.tsx),
 * given the item as the classic theme gives it: `{ item }`, with the `type`, `label`, `href`,
 * `description` and a category's `items` that Docusaurus's sidebar items have.
 */
export const DocCard = themedApart('DocCard', CardView, { props: ({ item }) => ({ item }) });

/** Sidebar items as a grid of cards: category index pages and `<DocCardList />`. */
export function Cards({ items, label }: { items: SidebarItem[]; label: string }) {
  return (
    <section className="cards" aria-label={label}>
      {items.filter((item) => item.type !== 'link' || item.html === undefined).map((item, index) => (
        <DocCard key={index} item={item} />
      ))}
    </section>
  );
}
