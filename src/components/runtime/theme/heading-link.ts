/**
 * A Markdown heading's `#` link is written when the page compiles (see visit-blocks.ts), where
 * Docusaurus leaves it to the heading component of MDXComponents. A site's own `h2` (apify's
 * MDXComponents hands headings to its `@theme/Heading`) draws its own link from the heading's
 * text, so it is given the heading as Docusaurus gives it: the children without that link.
 */
import { Children, createElement, isValidElement, type ComponentType, type ReactNode } from 'react';
import { HEADING_LINK_CLASS } from '../../../shared/heading-link.ts';

/**
 * Filled while a page renders (render-pages.ts): the Markdown headings the site's components
 * drew, by id, with their text. The TOC is read from the rendered HTML, where such a heading
 * lacks docsgen's link that marks a Markdown heading (a registered symbol: each page bundle has
 * its own copy of this module).
 */
const DRAWN_HEADINGS = Symbol.for('docsgen.drawnHeadings');

/** The text of a heading's content, as the TOC and the `#` link's name read it. */
export function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : isValidElement<{ children?: ReactNode }>(child) ? textOf(child.props.children) : ''))
    .join('');
}

interface LinkProps {
  className?: unknown;
  href?: unknown;
}

/** The compiled `#` link: an element of MDX's `a` (the site may replace it) carrying the class and a fragment href. */
function isHeadingLink(child: ReactNode): boolean {
  if (!isValidElement<LinkProps>(child)) return false;
  const { className, href } = child.props;
  return className === HEADING_LINK_CLASS && typeof href === 'string' && href.startsWith('#');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function withoutHeadingLink(Heading: ComponentType<any> | string): ComponentType<{ id?: string; children?: ReactNode }> {
  function SiteHeading(props: { id?: string; children?: ReactNode }) {
    const children = Children.toArray(props.children);
    const last = children.at(-1);
    if (!isHeadingLink(last)) return createElement(Heading, props);
    children.pop();
    if (props.id) (globalThis as { [DRAWN_HEADINGS]?: Map<string, string> })[DRAWN_HEADINGS]?.set(props.id, textOf(children).trim());
    // A heading of plain text is a string again, as components test for (`typeof children === 'string'`).
    const text = children.length === 1 && typeof children[0] === 'string' ? children[0].trimEnd() : undefined;
    return createElement(Heading, { ...props, children: text ?? (children.length === 1 ? children[0] : children) });
  }
  return SiteHeading;
}

/** Every heading element the site's MDXComponents replaces, given its headings without the compiled link. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function siteHeadings(components: Record<string, any>, builtins: Record<string, unknown>): Record<string, unknown> {
  const headings: Record<string, unknown> = {};
  for (const level of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) {
    if (components[level] !== undefined && components[level] !== builtins[level]) headings[level] = withoutHeadingLink(components[level]);
  }
  return { ...components, ...headings };
}
