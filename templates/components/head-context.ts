/**
 * Whether a `<Layout title>` or `<PageMetadata>` rendered here names the page's head (see
 * src/components/runtime/layout-head.tsx): inside a plugin route's component, and inside a
 * site's swizzled `DocItem/Metadata`, whose part is the doc's head. One context for every copy
 * of this module: the site's component bundle has its own copy, and React matches contexts by object.
 */
import { createContext, type Context } from 'react';

const KEY = Symbol.for('docsgen.head-from-layout');
const shared = globalThis as { [KEY]?: Context<boolean> };
export const HeadFromLayoutContext: Context<boolean> = (shared[KEY] ??= createContext(false));
