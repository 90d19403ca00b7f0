/**
 * The components every MDX page may use without importing them, by the name written in
 * the page, and what `@theme/<Name>` and `@theme-original/MDXComponents` give a site.
 */
import type { ComponentType } from 'react';
import { mdxComponents } from '../../../../templates/components/mdx-components.tsx';
import CodeBlock from './CodeBlock.tsx';
import TOCInline from './TOCInline.tsx';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const builtins: Record<string, ComponentType<any>> = { ...mdxComponents, CodeBlock, TOCInline };

export default builtins;
