/**
 * React's `renderToString` for docsgen's own rendering, from React's legacy server renderer
 * alone: `react-dom/server` loads its streaming renderer beside it (~300 KB of JavaScript,
 * ~7 ms of CPU time at every build's start), which docsgen's pages never use. The file is the
 * one `react-dom/server` itself requires, from the same react-dom, so there is still one
 * React; where a React version keeps it elsewhere, `react-dom/server` is loaded as it is.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as ReactDomServer from 'react-dom/server';

type RenderToString = typeof ReactDomServer.renderToString;

/**
 * The renderer, once for the process: a template a site's component bundle copies (the navbar's,
 * with `@theme/Navbar`) renders with the React docsgen loaded, not one found from the bundle's folder.
 */
const RENDERER = Symbol.for('docsgen.renderToString');

function legacyRenderToString(): RenderToString {
  const require = createRequire(import.meta.url);
  const server = require.resolve('react-dom/server');
  // As react-dom/server picks its build.
  const build = process.env.NODE_ENV === 'production' ? 'production' : 'development';
  const legacy = join(dirname(server), 'cjs', `react-dom-server-legacy.node.${build}.js`);
  return (require(existsSync(legacy) ? legacy : server) as typeof ReactDomServer).renderToString;
}

export const renderToString: RenderToString = ((globalThis as { [RENDERER]?: RenderToString })[RENDERER] ??= legacyRenderToString());
