/**
 * What Docusaurus's classic theme has under `@theme/MDXComponents/<Part>` and `@theme/Mermaid`,
 * for a theme's own MDXComponents that imports them (a plugin theme's, or a site's swizzled
 * one): docsgen renders these elements as plain HTML, so each part is its element.
 * @see https://github.com/facebook/docusaurus/tree/main/packages/docusaurus-theme-classic/src/theme/MDXComponents
 */
import { Children, createElement, Fragment, isValidElement, type ComponentProps, type ElementType, type ReactNode } from 'react';
import CodeBlock from './CodeBlock.tsx';
import builtins from './builtins.ts';

const element = (tag: string) =>
  function MDXElement(props: Record<string, unknown>) {
    return createElement(tag, props);
  };

export const A = element('a');
/**
 * The classic theme's MDXCode: code on one line is inline `<code>`, else a `@theme/CodeBlock`
 * (a page's fenced code reaches it as written when the site replaces `code`; see
 * visit-blocks.ts codeAsWritten).
 */
export function Code(props: { children?: ReactNode } & Record<string, unknown>) {
  const inline = Children.toArray(props.children).every((child) => typeof child === 'string' && !child.includes('\n'));
  return inline ? createElement('code', props) : createElement(CodeBlock, props);
}

/**
 * The classic theme's MDXPre renders only its children, the code (see Code). Around anything
 * else, docsgen's highlighted block included, it is the element.
 */
export function Pre(props: { children?: ReactNode } & Record<string, unknown>) {
  const { children } = props;
  const codeAsWritten = isValidElement<{ children?: unknown }>(children) && typeof children.props.children === 'string';
  return codeAsWritten ? createElement(Fragment, null, children) : createElement('pre', props);
}
export const Img = element('img');
export const Ul = element('ul');
export const Li = element('li');
export const Details = builtins.Details!;

/** Docusaurus's MDXHeading: the heading element its `as` names (`h2`), with docsgen's anchor. */
export function Heading({ as, ...props }: { as: ElementType } & Record<string, unknown>) {
  return createElement(as, props);
}

/** `<Head>` in MDX: its children go into the page's head, as `@docusaurus/Head`'s do. */
export { default as Head } from '../docusaurus/Head.tsx';

/** A Mermaid diagram, as docsgen draws a ```mermaid block: an island the client script draws (client/islands/mermaid-island.ts). */
export function Mermaid({ value }: ComponentProps<'div'> & { value: string }) {
  return createElement('docsgen-island', { 'data-island': 'mermaid', 'data-props': JSON.stringify({ value }) }, createElement('div', { className: 'mermaid' }, createElement('pre', { className: 'mermaid__source' }, value)));
}
