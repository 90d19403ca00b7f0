/**
 * A route a plugin adds renders a component that names its page in `<Layout title=…>`, often
 * from data known only then: inside `LayoutHead`, `@theme/Layout` writes that title and
 * description as a `<head>` block, which the renderer moves into the page's head (see
 * render/hoist-head.ts). Stand-alone React pages keep the title read from their source.
 */
import { useContext, type ReactNode } from 'react';
import data from 'docsgen:site-data';
import { HeadFromLayoutContext as HeadFromLayout } from '../../../templates/components/head-context.ts';
import { withBaseUrl } from './docusaurus/useBaseUrl.ts';

/** Wraps a plugin route's component: its Layout's title and description become the page's. */
export function LayoutHead({ children }: { children?: ReactNode }) {
  return <HeadFromLayout.Provider value={true}>{children}</HeadFromLayout.Provider>;
}

/** The `<head>` block a Layout (or PageMetadata) inside LayoutHead writes, as Docusaurus's PageMetadata; nothing elsewhere, or without a title or description. */
export function LayoutHeadTags({ title, description, keywords, image }: { title?: string | undefined; description?: string | undefined; keywords?: string | string[] | null | undefined; image?: string | null | undefined }) {
  const hoist = useContext(HeadFromLayout);
  if (!hoist || (title === undefined && description === undefined && !keywords && !image)) return null;
  const site = (data as { siteConfig: { title: string; titleDelimiter: string } }).siteConfig;
  const full = title ? `${title} ${site.titleDelimiter} ${site.title}` : undefined;
  const pageImage = image ? withBaseUrl(image, { absolute: true }) : undefined;
  return (
    <head>
      {full !== undefined ? <title>{full}</title> : null}
      {full !== undefined ? <meta property="og:title" content={full} /> : null}
      {description !== undefined ? <meta name="description" content={description} /> : null}
      {description !== undefined ? <meta property="og:description" content={description} /> : null}
      {keywords ? <meta name="keywords" content={Array.isArray(keywords) ? keywords.join(',') : keywords} /> : null}
      {pageImage ? <meta property="og:image" content={pageImage} /> : null}
      {pageImage ? <meta name="twitter:image" content={pageImage} /> : null}
    </head>
  );
}
