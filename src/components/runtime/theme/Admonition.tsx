/**
 * The classic theme's Admonition (`@theme/Admonition`): it draws an admonition with the
 * component `@theme/Admonition/Types` has for its type (the site's own Types when it has one,
 * as a swizzle adding a type makes it), `info`'s for a type it lacks, as Docusaurus falls back.
 * @see https://github.com/facebook/docusaurus/tree/main/packages/docusaurus-theme-classic/src/theme/Admonition
 */
import { createElement, type ComponentType } from 'react';
import Types from '@theme/Admonition/Types';
import { processAdmonitionProps, type AdmonitionInput } from '../docusaurus/theme-common/admonition-props.ts';
import { admonitionTypeOf } from '../../../../templates/components/mdx-components.tsx';

export default function Admonition(input: AdmonitionInput) {
  const props = processAdmonitionProps({ type: 'note', ...input });
  return createElement(admonitionTypeOf(Types as Record<string, ComponentType<AdmonitionInput>>, props.type!), props);
}
