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
  if (documentChars >= LARGE_DOCUMENT_CHARS) setFlagsFromString('--heap-growing-percent=55');
}
