/**
 * Run `callback` once the page has loaded and the main thread is idle: work the page itself
 * does not need (prefetching other pages, the search code) waits until the page's own files
 * have arrived and nothing else is running, so it never delays the first paint or the first
 * interaction. Safari has no `requestIdleCallback`: a second after the load stands in for it.
 */
export function whenLoadedAndIdle(callback: () => void): void {
  const idle = (): void => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => callback());
    else setTimeout(callback, 1000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
