/**
 * `<PageMetadata title description />`, as a site's Layout writes its page's head. docsgen
 * writes each head from the front matter and config; a title and description given here
 * become the page's where `@theme/Layout`'s would (a plugin route's page, see layout-head.tsx).
 * Keywords, image and children are not carried over, as with `@docusaurus/Head`.
 */
import type { ReactNode } from 'react';
import { LayoutHeadTags } from '../../layout-head.tsx';

export interface PageMetadataProps {
  title?: string;
  description?: string;
  keywords?: string | string[] | null;
  image?: string | null;
  children?: ReactNode;
}

export function PageMetadata({ title, description }: PageMetadataProps): ReactNode {
  return <LayoutHeadTags title={title} description={description} />;
}
