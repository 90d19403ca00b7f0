import type { TocItem } from '../../src/types.ts';
import { themed } from '../theme.ts';
import { translate, useLocaleMessages } from '../translate.ts';

interface TocNode extends TocItem {
  children: TocNode[];
}

function nest(items: TocItem[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const item of items) {
    const node: TocNode = { ...item, children: [] };
    while (stack.length && stack.at(-1)!.depth >= item.depth) stack.pop();
    (stack.length ? stack.at(-1)!.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function TocList({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul className="toc__list">
      {nodes.map((node) => (
        <li key={node.id}>
          <a className="toc__link" href={`#${node.id}`}>
            {node.text}
          </a>
          {node.children.length ? <TocList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The TOC folded into a disclosure at the top of the page, for narrow screens. */
function MobileTableOfContentsView({ items, title }: { items: TocItem[]; title?: string }) {
  const messages = useLocaleMessages();
  title ??= translate(messages, 'theme.TOCCollapsible.toggleButtonLabel', 'On this page');
  return (
    <details className="theme-doc-toc-mobile toc-mobile">
      <summary>{title}</summary>
      <TocList nodes={nest(items)} />
    </details>
  );
}

function TableOfContentsView({ items, title }: { items: TocItem[]; title?: string }) {
  const messages = useLocaleMessages();
  title ??= translate(messages, 'theme.TOCCollapsible.toggleButtonLabel', 'On this page');
  return (
    <nav className="theme-doc-toc-desktop toc" aria-labelledby="toc-title">
      <h2 className="toc__title" id="toc-title">
        {title}
      </h2>
      <TocList nodes={nest(items)} />
    </nav>
  );
}

export const TableOfContents = themed('TableOfContents', TableOfContentsView);

export const MobileTableOfContents = themed('MobileTableOfContents', MobileTableOfContentsView);
