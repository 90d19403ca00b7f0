import type { Nodes, Paragraph, Parent, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { didYouMean } from '../diagnostics/diagnostic.ts';
import { ADMONITIONS, admonitionClasses, admonitionLook, DEFAULT_ADMONITION_KEYWORDS } from '../shared/admonitions.ts';

type Directive = ContainerDirective | LeafDirective | TextDirective;

/**
 * `:::tip Title` (the Docusaurus form) is not directive syntax: rewrite it to `:::tip[Title]`
 * on the line itself, for the admonition keywords `keywords`. Only the end of that line moves,
 * so every other position is kept.
 */
export function normalizeAdmonitionTitles(line: string, keywords: readonly string[] = DEFAULT_ADMONITION_KEYWORDS): string {
  return line.replace(/^(\s*:{3,})([a-z]+)[ \t]+([^[{\s].*?)\s*$/, (all, fence: string, name: string, title: string) =>
    keywords.includes(name) ? `${fence}${name}[${title}]` : all,
  );
}

/** An mdast node that becomes the admonition's inline SVG icon in hast. */
function icon(type: keyof typeof ADMONITIONS): PhrasingContent {
  return {
    type: 'docsgenIcon',
    data: {
      hName: 'svg',
      hProperties: { className: ['admonition__icon'], viewBox: '0 0 16 16', width: 16, height: 16, ariaHidden: 'true' },
      hChildren: [{ type: 'element', tagName: 'path', properties: { fill: 'currentColor', fillRule: 'evenodd', d: ADMONITIONS[type].icon }, children: [] }],
    },
  } as unknown as PhrasingContent;
}

/** How a page's admonitions are written: its keywords, and whether they are elements for the site's `@theme/Admonition` (see admonitionElement). */
export interface AdmonitionOptions {
  keywords: readonly string[];
  element: boolean;
}

/**
 * A container directive's parts: its label (`:::tip[Label]`) if it has one, its content, and the
 * attributes Docusaurus reads (`:::tip{title="…" .wide #limits}`): a `title` (it wins over the
 * label), classes and an id.
 */
function directiveParts(node: ContainerDirective): { label?: Paragraph; content: RootContent[]; title?: string; classes: string[]; id?: string } {
  const first = node.children[0];
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const { title, class: className, id } = node.attributes ?? {};
  return {
    ...(hasLabel ? { label: first } : {}),
    content: (hasLabel ? node.children.slice(1) : node.children) as RootContent[],
    ...(title ? { title } : {}),
    classes: className ? className.split(/\s+/).filter(Boolean) : [],
    ...(id ? { id } : {}),
  };
}

/** docsgen's admonition markup (via mdast `data.hName`): what the classic theme's Admonition renders for the keyword. */
function admonitionMarkup(node: ContainerDirective, keyword: string): void {
  const { type, label } = admonitionLook(keyword);
  const parts = directiveParts(node);
  const title: PhrasingContent[] = parts.title ? [{ type: 'text', value: parts.title }] : parts.label ? parts.label.children : [{ type: 'text', value: label }];
  node.data = { hName: 'div', hProperties: { className: [...admonitionClasses(type, keyword), ...parts.classes], ...(parts.id ? { id: parts.id } : {}) } };
  node.children = [
    { type: 'paragraph', data: { hName: 'div', hProperties: { className: ['admonition__heading'] } }, children: [icon(type), ...title] },
    { type: 'blockquote', data: { hName: 'div', hProperties: { className: ['admonition__content'] } }, children: parts.content as never },
  ] as never;
}

/**
 * The admonition as Docusaurus's MDX gives it to the site's `@theme/Admonition` (through
 * MDXComponents' `admonition`): `type`, a `title` when its label is one text (or the directive's
 * `{title="…"}`), `className` and `id` from `{.name #id}`, and a label with markup as an
 * `mdxAdmonitionTitle` child, which the component takes out as its title.
 */
function admonitionElement(node: ContainerDirective): void {
  const parts = directiveParts(node);
  const only = parts.label?.children.length === 1 ? parts.label.children[0] : undefined;
  const title = parts.title ?? (only?.type === 'text' ? only.value : undefined);
  node.data = { hName: 'admonition', hProperties: { ...(title ? { title } : {}), ...(parts.classes.length ? { className: parts.classes } : {}), ...(parts.id ? { id: parts.id } : {}), type: node.name } };
  const complexTitle = parts.label && title === undefined ? [{ type: 'paragraph', data: { hName: 'mdxAdmonitionTitle' }, children: parts.label.children }] : [];
  node.children = [...complexTitle, ...parts.content] as never;
}

/**
 * Turn `:::note` … `:::` container directives of an admonition keyword into admonition markup,
 * and put every other directive back as the text it was written as: `12:30` or `Note:x` in
 * prose must not vanish because the directive syntax happened to match.
 */
export function transformDirective(
  node: Directive,
  parent: Parent,
  index: number,
  source: string,
  admonitions: AdmonitionOptions,
  warn: (code: 'content/unknown-directive' | 'content/admonition-fallback', message: string, node: Nodes, hint?: string) => void,
): void {
  if (node.type === 'containerDirective' && admonitions.keywords.includes(node.name)) {
    if (admonitions.element) return admonitionElement(node);
    if (!admonitionLook(node.name).known) warn('content/admonition-fallback', `\`:::${node.name}\` has no admonition component: it is drawn as \`:::info\``, node, 'give the site its own `src/theme/Admonition/Types` with a component for it, as in Docusaurus');
    return admonitionMarkup(node, node.name);
  }
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const text = start !== undefined && end !== undefined ? source.slice(start, end) : `:${node.name}`;
  if (node.type === 'textDirective') {
    parent.children.splice(index, 1, { type: 'text', value: text } as never);
    return;
  }
  if (node.type === 'containerDirective') {
    const guess = didYouMean(node.name, [...admonitions.keywords]);
    warn('content/unknown-directive', `Unknown admonition type \`:::${node.name}\``, node, guess ? `did you mean \`:::${guess}\`?` : `use one of ${admonitions.keywords.map((t) => `\`:::${t}\``).join(', ')}`);
    parent.children.splice(index, 1, ...(node.children as never[]));
    return;
  }
  parent.children.splice(index, 1, { type: 'paragraph', children: [{ type: 'text', value: text }] } as never);
}
