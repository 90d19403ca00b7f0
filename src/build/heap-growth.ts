import { setFlagsFromString } from 'node:v8';

/** An API document from this size on makes a reference that keeps hundreds of megabytes live (GitHub's: 11.7 M characters). */
const LARGE_DOCUMENT_CHARS = 2_000_000;

/**
 * While a large reference compiles, its document, its whole model and every page's HTML are
 * live at once, and heaps allowed to grow by 70 % before a full collection (see
 * bin/docsgen.js) held up to 70 % more in garbage. From a large document on, heaps of the rest
 * of the process grow by 55 % at most: GitHub's REST reference peaked at 616–621 MB instead of
 * 681–688 MB (591–600 MB with 55 % from the start of the process), alternating cold builds,
 * CPU time within the noise of a loaded machine. Not for every build: the 10,000-page corpus,
 * which has no reference, took ~15 % more CPU time with 55 % (one run each). The heap is the
 * process's, so the build decides, when it is told of a document (LoadSiteOptions.onApiDocument).
 */
export function fitHeapToDocument(documentChars: number): void {
  if (documentChars >= LARGE_DOCUMENT_CHARS) growAtMost(55);
}

/** The bound bin/docsgen.js sets, lowered by the build (never raised: a large site with a large document keeps the lower). */
let growthPercent = 70;

function growAtMost(percent: number): void {
  if (percent >= growthPercent) return;
  growthPercent = percent;
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}

/** Pages of a docs version from which the heap grows by HEAP_GROWTH_LARGE_SITE at most (see fitHeapToPages). */
export const LARGE_SITE_PAGES = 20_000;
const HEAP_GROWTH_LARGE_SITE = 40;

/**
 * A site of tens of thousands of pages keeps each page's titles, routes and sidebar place
 * live to the end, and with the heap allowed to grow by 70 % before a full collection, 30,000
 * bench pages peaked at 977 MB while their pages were written; by 40 % at most, at 841 MB,
 * for the same CPU time (129.6 s against 129.0 s, one run each, load ~16). Below, the cost of
 * the extra collections is not worth the memory (see fitHeapToDocument). Process-wide, as
 * fitHeapToDocument: a written build calls it once it knows a docs version's page count.
 */
export function fitHeapToPages(pages: number): void {
  if (pages >= LARGE_SITE_PAGES) growAtMost(HEAP_GROWTH_LARGE_SITE);
}
