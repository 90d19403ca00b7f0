/** `@theme/TOCInline`: a page's table of contents inside its content (`<TOCInline toc={toc} />`). */
export interface TocEntry {
  value: string;
  id: string;
  level: number;
  children: TocEntry[];
}

function Items({ items, min, max }: { items: readonly TocEntry[]; min: number; max: number }) {
  const shown = items.flatMap((item) => (item.level < min ? item.children : [item]));
  if (!shown.length) return null;
  return (
    <ul>
      {shown.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.value}</a>
          {item.level < max ? <Items items={item.children} min={min} max={max} /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function TOCInline({ toc = [], minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc?: readonly TocEntry[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  return (
    <div className="toc-inline">
      <Items items={toc} min={minHeadingLevel} max={maxHeadingLevel} />
    </div>
  );
}
