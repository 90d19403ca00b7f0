import { translate, useLocaleMessages } from '../translate.ts';

/** "Tags:" and a row of tag links (a post's, a doc's, or every tag with its count), as Docusaurus shows them. */
export function TagList({ tags }: { tags: ReadonlyArray<{ label: string; href: string; count?: number }> }) {
  const messages = useLocaleMessages();
  if (!tags.length) return null;
  return (
    <div className="tag-list">
      <b>{translate(messages, 'theme.tags.tagsListLabel', 'Tags:')}</b>
      <ul className="tag-list__items">
        {tags.map((tag) => (
          <li key={tag.href}>
            <a className="tag-list__tag" href={tag.href} rel="tag">
              {tag.label}
              {tag.count !== undefined ? <span className="tag-list__count">{tag.count}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
