import type { Nodes, Parent, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { didYouMean } from '../diagnostics/diagnostic.ts';
import { ADMONITIONS, admonitionClasses, isAdmonitionType, type AdmonitionType } from '../shared/admonitions.ts';

type Directive = ContainerDirective | LeafDirective | TextDirective;

const TYPES = Object.keys(ADMONITIONS);

/**
 * Docusaurus 3's legacy admonition types, still rendered there (`:::important` is common in
 * docs written for Docusaurus 2): styled as another type, titled with their own name.
 */
const LEGACY_TYPES: Record<string, AdmonitionType> = { important: 'info', secondary: 'note', success: 'tip' };

const admonitionOf = (name: string): { type: AdmonitionType; label: string } | undefined =>
  isAdmonitionType(name) ? { type: name, label: ADMONITIONS[name].label } : Object.hasOwn(LEGACY_TYPES, name) ? { type: LEGACY_TYPES[name]!, label: name } : undefined;

/**
 * `:::tip Title` (the Docusaurus form) is not directive syntax: rewrite it to `:::tip[Title]`
 * on the line itself. Only the end of that line moves, so every other position is kept.
 */
export function normalizeAdmonitionTitles(line: string): string {
  return line.replace(/^(\s*:{3,})([a-z]+)[ \t]+([^[{\s].*?)\s*$/, (all, fence: string, name: string, title: string) =>
    admonitionOf(name) ? `${fence}${name}[${title}]` : all,
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

/**
 * Turn `:::note` … `:::` container directives into admonition markup (via mdast `data.hName`),
 * and put every other directive back as the text it was written as: `12:30` or `Note:x` in
 * prose must not vanish because the directive syntax happened to match.
 */
export function transformDirective(
  node: Directive,
  parent: Parent,
  index: number,
  source: string,
  warn: (message: string, node: Nodes, hint?: string) => void,
): void {
  const admonition = node.type === 'containerDirective' ? admonitionOf(node.name) : undefined;
  if (node.type === 'containerDirective' && admonition) {
    const { type, label } = admonition;
    const first = node.children[0];
    const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
    const title: PhrasingContent[] = hasLabel ? first.children : [{ type: 'text', value: label }];
    const content = (hasLabel ? node.children.slice(1) : node.children) as RootContent[];
    node.data = { hName: 'div', hProperties: { className: admonitionClasses(type) } };
    node.children = [
      { type: 'paragraph', data: { hName: 'div', hProperties: { className: ['admonition__heading'] } }, children: [icon(type), ...title] },
      { type: 'blockquote', data: { hName: 'div', hProperties: { className: ['admonition__content'] } }, children: content as never },
    ] as never;
    return;
  }
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const text = start !== undefined && end !== undefined ? source.slice(start, end) : `:${node.name}`;
  if (node.type === 'textDirective') {
    parent.children.splice(index, 1, { type: 'text', value: text } as never);
    return;
  }
  if (node.type === 'containerDirective') {
    const guess = didYouMean(node.name, TYPES);
    warn(`Unknown admonition type \`:::${node.name}\``, node, guess ? `did you mean \`:::${guess}\`?` : `use one of ${TYPES.map((t) => `\`:::${t}\``).join(', ')}`);
    parent.children.splice(index, 1, ...(node.children as never[]));
    return;
  }
  parent.children.splice(index, 1, { type: 'paragraph', children: [{ type: 'text', value: text }] } as never);
}
