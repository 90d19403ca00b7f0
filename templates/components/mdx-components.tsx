import { Children, isValidElement, useId, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { ADMONITIONS, admonitionBoxClasses, admonitionTypeClasses, LEGACY_ADMONITIONS, type AdmonitionType } from '../../src/shared/admonitions.ts';

/** A collapsible block: `<Details summary="Why?">…</Details>` (or plain `<details>`). */
export function Details({ summary, open, children }: { summary?: ReactNode; open?: boolean; children?: ReactNode }) {
  return (
    <details className="details" open={open}>
      {summary !== undefined ? <summary>{summary}</summary> : null}
      <div className="details__body">{children}</div>
    </details>
  );
}

/** The props the classic theme's admonition components take (Admonition/Layout, Admonition/Type/*). */
export interface AdmonitionProps {
  /** The keyword written: `tip`, or a site's own (`important`). */
  type: string;
  icon?: ReactNode;
  title?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** An admonition's box, as the classic theme's Admonition/Layout draws it (in docsgen's markup): the heading with its icon and title, then the content. */
export function AdmonitionLayout({ type, icon, title, className, children }: AdmonitionProps) {
  return (
    <div className={[...admonitionBoxClasses(type), ...(className ? [className] : [])].join(' ')}>
      <div className="admonition__heading">
        {icon}
        {title}
      </div>
      <div className="admonition__content">{children}</div>
    </div>
  );
}

/** The icon of an admonition type (Admonition/Icon/*). */
export function AdmonitionIcon({ type }: { type: AdmonitionType }) {
  return (
    <svg className="admonition__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path fill="currentColor" fillRule="evenodd" d={ADMONITIONS[type].icon} />
    </svg>
  );
}

/** The component of one admonition type (Admonition/Type/Tip…): its icon, default title and colours, around what it is given. */
function admonitionType(look: AdmonitionType, defaultTitle: string = ADMONITIONS[look].label) {
  function AdmonitionType({ className, ...props }: AdmonitionProps) {
    return <AdmonitionLayout icon={<AdmonitionIcon type={look} />} title={defaultTitle} {...props} className={[...admonitionTypeClasses(look), ...(className ? [className] : [])].join(' ')} />;
  }
  return AdmonitionType;
}

/** The admonition components by keyword, as the classic theme's Admonition/Types: the types and the legacy names. */
export const ADMONITION_TYPES: Record<string, ComponentType<AdmonitionProps>> = {
  ...Object.fromEntries(Object.keys(ADMONITIONS).map((type) => [type, admonitionType(type as AdmonitionType)])),
  ...Object.fromEntries(Object.entries(LEGACY_ADMONITIONS).map(([name, look]) => [name, admonitionType(look, name)])),
};

/** The component `types` has for the admonition `type`, `info`'s when it has none, as the classic theme's Admonition falls back. */
export function admonitionTypeOf<C>(types: Record<string, C>, type: string): C {
  return (Object.hasOwn(types, type) ? types[type] : undefined) ?? types.info!;
}

/** `<Admonition type="tip" title="…">`: the same markup as the `:::tip` directive. */
export function Admonition({ type = 'note', ...props }: Omit<AdmonitionProps, 'type'> & { type?: string }) {
  const Type = admonitionTypeOf(ADMONITION_TYPES, type);
  return <Type type={type} {...props} />;
}

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** One panel of `<Tabs>`; rendered by Tabs itself, never alone. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * `<Tabs groupId queryString defaultValue>` with `<TabItem value label default>` children.
 * Every panel is in the HTML (readable without JavaScript, found by search); the client
 * script switches panels, syncs tabs sharing a `groupId` and remembers the choice.
 */
export function Tabs({
  children,
  groupId,
  queryString,
  defaultValue,
  values,
  className,
}: {
  children?: ReactNode;
  groupId?: string;
  queryString?: string | boolean;
  defaultValue?: string;
  values?: Array<{ value: string; label?: string }>;
  /** On the tab list, as Docusaurus puts it on its `ul.tabs`: the site's CSS styles the tabs by it (`.tabs.pill-tabs`). */
  className?: string;
}) {
  const id = useId();
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
  const labelOf = (item: TabItemProps): string => item.label ?? values?.find((v) => v.value === item.value)?.label ?? item.value;
  const selected = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? items[0]?.props.value;
  const queryKey = queryString === true ? groupId : queryString || undefined;
  return (
    // Docusaurus's classes: `tabs-container` around, `tabs` (with the site's className) on the tab list, which a site's CSS styles.
    <div className="tabs-container" {...(groupId ? { 'data-group-id': groupId } : {})} {...(queryKey ? { 'data-query-string': queryKey } : {})}>
      <div className={className ? `tabs tabs__list ${className}` : 'tabs tabs__list'} role="tablist" aria-orientation="horizontal">
        {items.map((item, index) => {
          const active = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              type="button"
              role="tab"
              // Infima's classes besides docsgen's: a site's CSS for Docusaurus's tabs names them.
              className={active ? 'tabs__tab tabs__item tabs__item--active' : 'tabs__tab tabs__item'}
              id={`${id}-tab-${index}`}
              aria-controls={`${id}-panel-${index}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              data-value={item.props.value}
            >
              {labelOf(item.props)}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          className="tabs__panel"
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          data-value={item.props.value}
          {...(item.props.value === selected ? { 'data-selected': '' } : {})}
        >
          <p className="tabs__panel-label">{labelOf(item.props)}</p>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}

/**
 * Dark text on a light `#rgb`/`#rrggbb` colour, white on a dark one, whichever contrasts more
 * (WCAG's relative luminance); white for colours written otherwise, as Docusaurus's example has it.
 */
function textOn(color: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return '#fff';
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const channel = (at: number): number => {
    const value = Number.parseInt(full.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with white is 1.05 / (L + 0.05), with #1c1e21 (L ≈ 0.0129) (L + 0.05) / 0.0629.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0629 ? '#fff' : '#1c1e21';
}

/** `<Highlight color="#25c2a0">text</Highlight>`: an inline coloured mark, its text readable on the colour. */
export function Highlight({ color, children }: { color?: string; children?: ReactNode }) {
  return (
    <mark className="highlight" style={color ? { backgroundColor: color, color: textOn(color) } : undefined}>
      {children}
    </mark>
  );
}

const BADGE_TYPES = ['note', 'info', 'tip', 'success', 'warning', 'danger'] as const;

/** `<Badge type="success">New</Badge>`: a small inline label. */
export function Badge({ type = 'note', children }: { type?: string; children?: ReactNode }) {
  const kind = (BADGE_TYPES as readonly string[]).includes(type) ? type : 'note';
  return <span className={`badge badge--${kind}`}>{children}</span>;
}

/**
 * Where `<DocCardList />` stands, the page renderer puts the cards of the page's sidebar
 * category: they are known only once every page and sidebar is.
 */
export const DOC_CARD_LIST_MARKER = '<div class="doc-card-list" data-doc-card-list=""></div>';

export function DocCardList() {
  return <div className="doc-card-list" data-doc-card-list="" />;
}

/**
 * The components MDX pages may use, by the name written in the page. Anything else with a
 * capitalised name is a build error naming the file and line. `<CodeBlock>` is compiled
 * to a highlighted code block before rendering, so it has no React component.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const mdxComponents: Record<string, ComponentType<any>> = {
  Admonition,
  Badge,
  Details,
  DocCardList,
  Highlight,
  TabItem,
  Tabs,
};

/** Names writers may use in MDX, for validation and messages. */
export const MDX_COMPONENT_NAMES = [...Object.keys(mdxComponents), 'CodeBlock'].sort();
