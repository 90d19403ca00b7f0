import type { LoadedSite } from '../site/load-site.ts';

/**
 * Let go of what only the checks read, once links are checked and samples settled: each
 * page's links, anchors, heading ids and code blocks, and the site's list of links. A written
 * build renders from the route table, which holds none of them (nor the compiled pages' TOC,
 * which each route's page has: it goes once the page is rendered); at 30,000 bench pages they
 * were ~80 MB of the heap while pages were written. The pages are the build's own (`docsgen
 * dev`, which keeps pages for its next build, writes nothing and never calls this).
 */
export function releaseChecked(loaded: LoadedSite): void {
  for (const page of loaded.pages) {
    page.links = [];
    page.anchors = [];
    page.headingIds = [];
    page.codeBlocks = [];
    page.toc = [];
  }
  loaded.links = [];
}
