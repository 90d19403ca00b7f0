/**
 * Docusaurus's skip link and the id of the element it falls back to. In docsgen's pages the
 * link is plain HTML: it jumps to the element with that id (a site's Layout gives it to its
 * wrapper), which is what Docusaurus's link does without JavaScript.
 */
import type { ComponentProps, ReactNode } from 'react';

/** The id Docusaurus's Layout gives to the wrapper of the page content. */
export const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';

const LABEL = 'Skip to main content';

/** `<SkipToContentLink className=… />`: a region holding a link to the page content. */
export function SkipToContentLink(props: Omit<ComponentProps<'a'>, 'href' | 'onClick'>): ReactNode {
  return (
    <div role="region" aria-label={LABEL}>
      <a {...props} href={`#${SkipToContentFallbackId}`}>
        {props.children ?? LABEL}
      </a>
    </div>
  );
}
