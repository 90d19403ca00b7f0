/**
 * The components every MDX page may use without importing them, by the name written in
 * the page, and what `@theme/<Name>` and `@theme-original/MDXComponents` give a site.
 */
import type { ComponentType } from 'react';
import Admonition from '@theme/Admonition';
import { mdxComponents } from '../../../../templates/components/mdx-components.tsx';
import CodeBlock from './CodeBlock.tsx';
import TOCInline from './TOCInline.tsx';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
// `admonition` is what a `:::note` directive becomes for a site with its own Admonition (see content/directives.ts).
const builtins: Record<string, ComponentType<any>> = { ...mdxComponents, Admonition, admonition: Admonition, CodeBlock, TOCInline };

export default builtins;
