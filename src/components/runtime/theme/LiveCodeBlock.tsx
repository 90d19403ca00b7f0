/**
 * `@theme/LiveCodeBlock` for a live-codeblock theme that has none: before 3.8.0,
 * `@docusaurus/theme-live-codeblock` rendered a live block from its `@theme/CodeBlock` wrapper
 * as its `@theme/Playground` with `@theme/ReactLiveScope`, which this does with the theme's
 * (or the site's swizzled) two. An island, as a theme's own LiveCodeBlock is (interactive-modules.ts).
 */
import type { ReactNode } from 'react';
import Playground from '@theme/Playground';
import ReactLiveScope from '@theme/ReactLiveScope';

export default function LiveCodeBlock(props: Record<string, unknown>): ReactNode {
  return <Playground scope={ReactLiveScope} {...props} />;
}
