/**
 * `@theme/Layout`, as a Docusaurus React page (`src/pages/index.tsx`) uses it: docsgen renders
 * every page inside its own layout (navbar, footer), so this renders the children where the
 * page puts them. A stand-alone page's `title` and `description` are read from its source
 * (see docusaurus/site-pages.ts); a plugin route's from these props (see ../layout-head.tsx).
 */
import type { ReactNode } from 'react';
import { LayoutHeadTags } from '../layout-head.tsx';

export default function Layout({ children, title, description }: { children?: ReactNode; title?: string; description?: string; noFooter?: boolean; wrapperClassName?: string }) {
  return (
    <>
      <LayoutHeadTags title={title} description={description} />
      {children}
    </>
  );
}
