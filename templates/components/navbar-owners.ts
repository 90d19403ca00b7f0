/**
 * The layout parts that draw the page's navbar themselves: ionic's `DocRoot/Layout/Main` renders
 * `<Navbar />` at the top of the doc's main column (its theme's `Layout` has none), so the doc
 * page has that one navbar, not docsgen's at the top too. The build marks a part when its first
 * render holds the navbar (build/theme-parts.ts); the document leaves its own out on the pages
 * that part is on. One set for every copy of this module (the site's bundle has its own copy).
 */

const KEY = Symbol.for('docsgen.navbar-owners');
const shared = globalThis as { [KEY]?: WeakSet<object> };
const owners = (shared[KEY] ??= new WeakSet<object>());

/** The class of docsgen's navbar, by which a part's HTML is seen to hold it. */
export const NAVBAR_CLASS = 'theme-layout-navbar';

export function markDrawsNavbar(component: object): void {
  owners.add(component);
}

export function drawsNavbar(component: object | undefined): boolean {
  return component !== undefined && owners.has(component);
}
