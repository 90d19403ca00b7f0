/**
 * A route a plugin adds renders a component that names its page in `<Layout title=…>`, often
 * from data known only then: inside `LayoutHead`, `@theme/Layout` writes that title and
 * description as a `<head>` block, which the renderer moves into the page's head (see
 * render/hoist-head.ts). Stand-alone React pages keep the title read from their source.
 */
import { createContext, useContext, type ReactNode } from 'react';
import data from 'docsgen:site-data';

const HeadFromLayout = createContext(false);

/** Wraps a plugin route's component: its Layout's title and description become the page's. */
export function LayoutHead({ children }: { children?: ReactNode }) {
  return <HeadFromLayout.Provider value={true}>{children}</HeadFromLayout.Provider>;
}

/** The `<head>` block a Layout inside LayoutHead writes; nothing elsewhere, or without a title or description. */
export function LayoutHeadTags({ title, description }: { title?: string | undefined; description?: string | undefined }) {
  const hoist = useContext(HeadFromLayout);
  if (!hoist || (title === undefined && description === undefined)) return null;
  const site = (data as { siteConfig: { title: string; titleDelimiter: string } }).siteConfig;
  const full = title ? `${title} ${site.titleDelimiter} ${site.title}` : undefined;
  return (
    <head>
      {full !== undefined ? <title>{full}</title> : null}
      {full !== undefined ? <meta property="og:title" content={full} /> : null}
      {description !== undefined ? <meta name="description" content={description} /> : null}
      {description !== undefined ? <meta property="og:description" content={description} /> : null}
    </head>
  );
}
