/**
 * The site's client modules (see docsgen:client-modules), run as Docusaurus runs them: each is
 * imported once when the page loads, and its `onRouteUpdate` and `onRouteDidUpdate` (named
 * exports, or keys of its default export) are called around each client-side navigation, and
 * `onRouteDidUpdate` once for the first page, with no previous location.
 */
import { CLIENT_MODULES } from 'docsgen:client-modules';

type Lifecycle = 'onRouteUpdate' | 'onRouteDidUpdate';
type RouteLocation = { pathname: string; search: string; hash: string };

const locationOf = (url: URL): RouteLocation => ({ pathname: url.pathname, search: url.search, hash: url.hash });

function dispatch(lifecycle: Lifecycle, location: URL, previous: URL | null): void {
  for (const module of CLIENT_MODULES) {
    const hook = ((module.default as Record<string, unknown> | undefined)?.[lifecycle] ?? module[lifecycle]) as ((args: { location: RouteLocation; previousLocation: RouteLocation | null }) => void) | undefined;
    if (typeof hook !== 'function') continue;
    try {
      hook({ location: locationOf(location), previousLocation: previous ? locationOf(previous) : null });
    } catch (error) {
      console.error(error);
    }
  }
}

/** Before a navigation swaps the page in. */
export const routeWillUpdate = (location: URL, previous: URL): void => dispatch('onRouteUpdate', location, previous);

/** After a navigation swapped the page in, and for the first page (`previous` null). */
export const routeDidUpdate = (location: URL, previous: URL | null): void => dispatch('onRouteDidUpdate', location, previous);
