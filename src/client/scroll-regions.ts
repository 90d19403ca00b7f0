/**
 * A table wider than the page scrolls sideways inside itself; keyboard users can only
 * scroll it once it takes focus (WCAG 2.1.1; axe's scrollable-region-focusable). Only tables
 * that overflow get a tab stop: the others would be a useless stop on the way.
 */
function markScrollableTables(): void {
  for (const table of document.querySelectorAll<HTMLTableElement>('.markdown table')) {
    const scrolls = table.scrollWidth > table.clientWidth;
    if (scrolls && !table.hasAttribute('tabindex')) table.tabIndex = 0;
    else if (!scrolls && table.getAttribute('tabindex') === '0') table.removeAttribute('tabindex');
  }
}

/** Keep overflowing tables focusable: now, when the window is resized and when client navigation swaps the page. */
export function initScrollRegions(): void {
  let queued = false;
  const queue = (): void => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      markScrollableTables();
    });
  };
  markScrollableTables();
  window.addEventListener('resize', queue);
  const main = document.querySelector('main');
  if (main?.parentElement) new MutationObserver(queue).observe(main.parentElement, { childList: true, subtree: true });
}
