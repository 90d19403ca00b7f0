/** Run `callback` when the main thread is idle; Safari has no `requestIdleCallback`: a second's delay stands in for it. */
function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => callback());
  else setTimeout(callback, 1000);
}

/**
 * Run `callback` once the page has loaded and the main thread is idle: work the page itself
 * does not need (prefetching other pages, the search code) waits until the page's own files
 * have arrived and nothing else is running, so it never delays the first paint or the first
 * interaction.
 */
export function whenLoadedAndIdle(callback: () => void): void {
  if (document.readyState === 'complete') whenIdle(callback);
  else window.addEventListener('load', () => whenIdle(callback), { once: true });
}

/**
 * Milliseconds of queued work per idle callback. Small, so that on a phone's CPU, several
 * times slower than a laptop's, it stays well under a long task (50 ms).
 */
const SLICE_MS = 8;

/** A queue whose items `work` handles when the main thread is idle, a few milliseconds' worth at a time. */
export function idleQueue<T>(work: (item: T) => void): (item: T) => void {
  const waiting: T[] = [];
  const drain = (): void => {
    const start = performance.now();
    while (waiting.length && performance.now() - start < SLICE_MS) work(waiting.shift()!);
    if (waiting.length) whenIdle(drain);
  };
  return (item) => {
    if (waiting.push(item) === 1) whenIdle(drain);
  };
}
