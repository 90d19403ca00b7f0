/** An admonition's props as Docusaurus's MDX gives them to `@theme/Admonition`, and as its components take them. */
import { Children, createElement, Fragment, isValidElement, type ReactNode } from 'react';

export interface AdmonitionInput {
  type?: string;
  title?: ReactNode;
  children?: ReactNode;
  [prop: string]: unknown;
}

/**
 * Docusaurus's processAdmonitionProps (`@docusaurus/theme-common`): a label with markup
 * (`:::tip[Read **this**]`) comes as an `mdxAdmonitionTitle` child, taken out as the `title`.
 */
export function processAdmonitionProps<P extends AdmonitionInput>(props: P): P {
  const items = Children.toArray(props.children);
  const wrapper = items.find((item) => isValidElement(item) && item.type === 'mdxAdmonitionTitle');
  const rest = items.filter((item) => item !== wrapper);
  const title = props.title ?? (isValidElement<{ children?: ReactNode }>(wrapper) ? wrapper.props.children : undefined);
  return { ...props, ...(title ? { title } : {}), children: rest.length > 0 ? createElement(Fragment, null, ...rest) : null };
}
