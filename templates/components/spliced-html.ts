/**
 * Where a layout component may hand long HTML (the doc sidebar's items) to the page's writer
 * rather than put it into React's string: given the HTML in pieces, the function returns a
 * mark to render in its place, which renderPageParts replaces by the pieces; undefined when
 * the page is rendered whole, and then the component renders the pieces joined. One context
 * for every copy of this module: the site's component bundle has its own copy, and React
 * matches contexts by object.
 */
import { createContext, type Context } from 'react';

export type SpliceHtml = (pieces: readonly string[]) => string | undefined;

const KEY = Symbol.for('docsgen.splice-html');
const shared = globalThis as { [KEY]?: Context<SpliceHtml | undefined> };
export const SpliceHtmlContext: Context<SpliceHtml | undefined> = (shared[KEY] ??= createContext<SpliceHtml | undefined>(undefined));
