/**
 * `@docusaurus/useBrokenLinks`: a component tells the link checker about links and anchors it
 * renders. docsgen checks the written HTML itself (every `href` and `id` a page has), so a
 * collected link needs nothing more; a collected anchor counts as the page's even when the
 * component renders it only in the browser (a page that shows the selected tool's section and
 * collects every tool's anchor), as in Docusaurus. The renderer gathers them per page
 * (render-pages.ts); in the browser both calls do nothing.
 */
export type BrokenLinks = { collectLink: (link: string | undefined) => void; collectAnchor: (anchor: string | undefined) => void };

const COLLECTED_ANCHORS = Symbol.for('docsgen.collectedAnchors');

const collector: BrokenLinks = {
  collectLink: () => undefined,
  collectAnchor: (anchor) => {
    if (anchor) (globalThis as { [COLLECTED_ANCHORS]?: Set<string> })[COLLECTED_ANCHORS]?.add(anchor);
  },
};

export default function useBrokenLinks(): BrokenLinks {
  return collector;
}
