/**
 * A table wider than the page scrolls sideways inside itself; keyboard users can only
 * scroll it once it takes focus (WCAG 2.1.1; axe's scrollable-region-focusable). Only tables
 * that overflow get a tab stop: the others would be a useless stop on the way.
 *
 * Whether a table overflows is read when the browser has laid it out anyway (a
 * ResizeObserver runs after layout), never by forcing a layout from the script: on a long
 * API page, that forced layout of the whole page was most of the script's time at load.
 * A table starts or stops overflowing only when its own box changes width (it is as wide as
 * its content, up to the width of the page), so the observer sees every change: a resized
 * window, a `<details>` opened around it, a page swapped in by client navigation.
 */
const TABLES = '.markdown table';

function markScrollable(tables: readonly Element[]): void {
  // All reads before any write, so one layout serves every table.
  const overflowing = tables.map((table) => table.scrollWidth > table.clientWidth);
  tables.forEach((table, index) => {
    if (overflowing[index] && !table.hasAttribute('tabindex')) table.setAttribute('tabindex', '0');
    else if (!overflowing[index] && table.getAttribute('tabindex') === '0') table.removeAttribute('tabindex');
  });
}

/** Keep overflowing tables focusable: from the first layout on, and in pages client navigation swaps in. */
export function initScrollRegions(): void {
  const resized = new ResizeObserver((entries) => markScrollable(entries.map((entry) => entry.target)));
  const observe = (): void => {
    // Let go of the tables of a page that was swapped out.
    resized.disconnect();
    for (const table of document.querySelectorAll(TABLES)) resized.observe(table);
  };
  observe();
  // The element whose content client navigation replaces (navigation.ts); it stays.
  new MutationObserver(observe).observe(document.querySelector('.main-wrapper') ?? document.body, { childList: true, subtree: true });
}
