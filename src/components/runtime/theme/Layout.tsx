/**
 * `@theme/Layout`, as a Docusaurus React page (`src/pages/index.tsx`) uses it: docsgen renders
 * every page inside its own layout (navbar, footer), so this renders the children where the
 * page puts them. The page's `title` and `description` are read from the page's source when
 * it is found (see docusaurus/site-pages.ts), not from these props.
 */
import type { ReactNode } from 'react';

export default function Layout({ children }: { children?: ReactNode; title?: string; description?: string; noFooter?: boolean; wrapperClassName?: string }) {
  return <>{children}</>;
}
