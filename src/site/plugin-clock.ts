/**
 * A clock for the site's Markdown plugins while every page is transformed at once: a timer a
 * plugin set fires at once when nothing else in the process can happen before it.
 *
 * Plugins that wait in one page for another page's tree keep a timer as a backstop, for a page
 * that never comes (electron's structure previews: 120 s, then they read the default locale's
 * page). In a locale whose pages link to pages of a path no file of it has, every such wait
 * ends on the timer: 120 s of an idle process per locale, as in Docusaurus. When no file or
 * network request, child process or immediate is pending, and no page is being compiled, the
 * event loop would only sleep until the next timer: firing the earliest plugin timer then gives
 * the same pages, without the wait. Timers are fired one at a time, in the order of their
 * deadlines, each once the process is idle again after the one before.
 *
 * Connections the process had open before the pages started are not the pages' work:
 * `docsgen dev` holds each open browser tab's event stream, an HTTP client keeps idle sockets
 * for reuse. Only those opened since count. A child process counts wherever it was started: a
 * plugin may wait on one its `loadContent` started.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** Kinds of active resources that never wake a page's plugin by themselves (stdio, a dev server's listening socket, file watchers). */
const IDLE_RESOURCES = new Set(['Timeout', 'TTYWrap', 'PipeWrap', 'SignalWrap', 'TCPServerWrap', 'FSEventWrap', 'StatWatcher']);

/** Kinds of resources that outlive a build: those held when the clock starts are left out of its looks. */
const LASTING_RESOURCES = new Set(['TCPSocketWrap', 'TLSWrap']);

/** How often the clock looks whether the process is idle, and how many looks in a row must say so. */
const LOOK_EVERY_MS = 20;
const IDLE_LOOKS = 2;
/**
 * How soon it looks again after firing a timer. What the timer's callback started has run by
 * then, or shows as pending I/O: a page goes on in microtasks, which run before any timer.
 * electron's 94 backstops a locale were fired one every 20 ms (~2 s of an idle process each).
 */
const LOOK_AFTER_FIRING_MS = 1;

interface PluginTimer {
  deadline: number;
  order: number;
  handle: NodeJS.Timeout;
  fire: () => void;
}

type SetTimeout = typeof globalThis.setTimeout;

/** How many resources of each lasting kind the process holds now. */
function lastingResources(): Map<string, number> {
  const held = new Map<string, number>();
  for (const kind of process.getActiveResourcesInfo()) if (LASTING_RESOURCES.has(kind)) held.set(kind, (held.get(kind) ?? 0) + 1);
  return held;
}

/** Whether only timers could make anything happen now: nothing else is active but the lasting resources held before (`before`). */
function processIdle(before: ReadonlyMap<string, number>): boolean {
  const seen = new Map<string, number>();
  for (const kind of process.getActiveResourcesInfo()) {
    if (IDLE_RESOURCES.has(kind)) continue;
    const count = (seen.get(kind) ?? 0) + 1;
    if (count > (before.get(kind) ?? 0)) return false;
    seen.set(kind, count);
  }
  return true;
}

const inPlugins = new AsyncLocalStorage<true>();
/** The plugins' pending timers by handle, and the lasting resources held before, while a clock runs. */
let installed: { timers: Map<unknown, PluginTimer>; users: number; before: Map<string, number> } | undefined;
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
let order = 0;

/** globalThis.setTimeout while the clock runs: a plugin's timer (set in `inPlugins`) is kept to be fired early. */
function pluginSetTimeout(this: unknown, callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]): NodeJS.Timeout {
  const timers = installed?.timers;
  if (!timers || inPlugins.getStore() !== true || typeof callback !== 'function') return (realSetTimeout as (...all: unknown[]) => NodeJS.Timeout).call(this, callback, ms, ...args);
  const timer: PluginTimer = { deadline: performance.now() + Math.max(1, Number(ms) || 0), order: order++, handle: undefined as never, fire: () => undefined };
  timer.fire = () => {
    timers.delete(timer.handle);
    callback(...args);
  };
  timer.handle = realSetTimeout(timer.fire, ms);
  timers.set(timer.handle, timer);
  return timer.handle;
}

/** globalThis.clearTimeout while the clock runs: a cleared plugin timer is not fired either. */
function pluginClearTimeout(handle: Parameters<typeof clearTimeout>[0]): void {
  installed?.timers.delete(handle);
  realClearTimeout(handle);
}

/** The earliest timer set by a plugin that is still pending. */
function earliest(timers: ReadonlyMap<unknown, PluginTimer>): PluginTimer | undefined {
  let first: PluginTimer | undefined;
  for (const timer of timers.values()) {
    if (!first || timer.deadline < first.deadline || (timer.deadline === first.deadline && timer.order < first.order)) first = timer;
  }
  return first;
}

/**
 * Run `work` (the transforming of every page) with the clock: `each` runs one page's plugins
 * (their timers are the ones fired early). Nested runs share one clock.
 */
export async function withPluginClock<T>(work: (each: <P>(page: () => Promise<P>) => Promise<P>) => Promise<T>): Promise<T> {
  const own = installed === undefined;
  const state = (installed ??= { timers: new Map(), users: 0, before: lastingResources() });
  state.users++;
  if (own) {
    globalThis.setTimeout = pluginSetTimeout as SetTimeout;
    globalThis.clearTimeout = pluginClearTimeout;
  }
  let looks = 0;
  let watch: NodeJS.Timeout | undefined;
  const look = (): void => {
    looks = processIdle(state.before) ? looks + 1 : 0;
    const next = looks >= IDLE_LOOKS ? earliest(state.timers) : undefined;
    // Before firing: a timer that throws ends the build as it would have, not this clock only.
    watch = realSetTimeout(look, next ? LOOK_AFTER_FIRING_MS : LOOK_EVERY_MS).unref();
    if (!next) return;
    realClearTimeout(next.handle);
    // The next one waits for one more idle look: what this one started runs first.
    looks = IDLE_LOOKS - 1;
    next.fire();
  };
  watch = realSetTimeout(look, LOOK_EVERY_MS).unref();
  try {
    return await work((page) => inPlugins.run(true, page));
  } finally {
    realClearTimeout(watch);
    if (--state.users === 0) {
      installed = undefined;
      if (globalThis.setTimeout === (pluginSetTimeout as SetTimeout)) globalThis.setTimeout = realSetTimeout;
      if (globalThis.clearTimeout === pluginClearTimeout) globalThis.clearTimeout = realClearTimeout;
    }
  }
}
