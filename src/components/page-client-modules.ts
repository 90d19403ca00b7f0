/**
 * Pages' client modules (src/content/page-islands.ts) in the bundles. A page that is code
 * imports `docsgen-page-client:<hash>`; in the server bundle that module's components with
 * behaviour are islands of the module's text, which its page's module carries; the browser
 * bundle imports the same text for them.
 */
import { join } from 'node:path';
import type { PluginBuild } from 'esbuild';
import { PAGE_CLIENT_PREFIX, pageClientOf, type PageClient } from '../content/page-islands.ts';
import { RUNTIME } from './theme-modules.ts';

/** A page's client module found in the bundle: its text and the folder its imports resolve from (its page's). */
export interface FoundPageClient {
  hash: string;
  client: PageClient;
  resolveDir: string;
}

/** The client module a page or partial module carries, noted for its import to find it. */
export function notePageClient(found: Map<string, FoundPageClient> | undefined, code: string, resolveDir: string): void {
  const carried = found && pageClientOf(code);
  if (carried) found.set(carried.hash, { ...carried, resolveDir });
}

/** The island id of a page's client module. */
export const pageClientIsland = (hash: string): string => `p${hash.slice(0, 10)}`;

const ORIGINAL = 'docsgen-page-client-original';

/**
 * Resolve and load `docsgen-page-client:<hash>`: on the server, its components with behaviour
 * wrapped as islands (recorded in `islands`) and its other exports as they are; in the browser,
 * the module itself.
 */
export function pageClientModules(build: PluginBuild, found: Map<string, FoundPageClient>, islands: Map<string, { id: string; file: string; exports: string[]; client?: FoundPageClient }> | undefined): void {
  build.onResolve({ filter: new RegExp(`^${PAGE_CLIENT_PREFIX}`) }, (args) => ({ path: args.path.slice(PAGE_CLIENT_PREFIX.length), namespace: islands ? 'docsgen-page-client' : ORIGINAL }));
  build.onResolve({ filter: new RegExp(`^${ORIGINAL}:`) }, (args) => ({ path: args.path.slice(ORIGINAL.length + 1), namespace: ORIGINAL }));
  build.onLoad({ filter: /.*/, namespace: ORIGINAL }, (args) => {
    const page = found.get(args.path);
    return page ? { contents: page.client.source, loader: 'jsx', resolveDir: page.resolveDir } : { errors: [{ text: `no page client module ${args.path}` }] };
  });
  if (!islands) return;
  build.onLoad({ filter: /.*/, namespace: 'docsgen-page-client' }, (args) => {
    const page = found.get(args.path);
    if (!page) return { errors: [{ text: `no page client module ${args.path}` }] };
    const id = pageClientIsland(page.hash);
    islands.set(id, { id, file: join(page.resolveDir, `${id}.page-client.jsx`), exports: page.client.islands.map((each) => each.name), client: page });
    const lines = [
      `import * as original from ${JSON.stringify(`${ORIGINAL}:${page.hash}`)};`,
      `import { island } from ${JSON.stringify(join(RUNTIME(), 'island.tsx'))};`,
      ...page.client.islands.map(({ name, shown }) => `export const ${name} = island(original.${name}, ${JSON.stringify(`${id}:${name}`)}, ${JSON.stringify(shown)}, true);`),
      ...page.client.exports.map((name) => `export const ${name} = original.${name};`),
    ];
    return { contents: lines.join('\n'), loader: 'js', resolveDir: page.resolveDir };
  });
}
