/**
 * `<PageMetadata title description keywords image />`, as a site's Layout writes its page's
 * head. docsgen writes each head from the front matter and config; what is given here becomes
 * the page's where `@theme/Layout`'s would (a plugin route's page, see layout-head.tsx) and in
 * a site's swizzled `DocItem/Metadata`. Children are not carried over.
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

export function PageMetadata({ title, description, keywords, image }: PageMetadataProps): ReactNode {
  return <LayoutHeadTags title={title} description={description} keywords={keywords} image={image} />;
}
