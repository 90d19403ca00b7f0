/**
 * `@docusaurus/useBrokenLinks`: a component tells Docusaurus's link checker about the links and
 * anchors it renders. docsgen checks the written HTML itself (every `href` and `id` a page
 * has), so what a component collects is already there: both calls do nothing.
 */
export type BrokenLinks = { collectLink: (link: string | undefined) => void; collectAnchor: (anchor: string | undefined) => void };

const collector: BrokenLinks = { collectLink: () => undefined, collectAnchor: () => undefined };

export default function useBrokenLinks(): BrokenLinks {
  return collector;
}
