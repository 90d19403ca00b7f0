/**
 * `@docusaurus/Head`: its children (`<title>`, `<meta>`, `<link>`, `<html>` attributes…) go
 * into the page's `<head>`, as react-helmet puts them for Docusaurus. Written here as a head
 * block (HEAD_BLOCK_OPEN in shared/layout-marks.ts: a `<noscript>`, inside which React renders them as they are, where it
 * would hoist a `<title>` elsewhere and allows one `<head>` a page), which the renderer moves
 * into the document's head, the last given replacing the page's own title and a `<meta>` of
 * the same name (see render/hoist-head.ts).
 */
import type { ReactNode } from 'react';

export default function Head({ children }: { children?: ReactNode }) {
  // In the browser (an island, a page hydrated whole) the block is already in the head, gone from where it was rendered: nothing to hydrate there.
  if (typeof document !== 'undefined') return null;
  return <noscript data-docsgen-head="">{children}</noscript>;
}
