/**
 * The MCP server's tools over one built site: search_docs, get_page, list_operations and
 * get_operation. Everything is read from the site's folder; what the folder holds is read
 * once and again only after a rebuild, so a long-running server follows `docsgen build`.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { PACKAGE_VERSION } from '../package-root.ts';
import type { SearchEngine } from '../search/search-client.ts';
import { findOperation, findPage, operationsOf, ToolInputError } from './find-in-catalog.ts';
import { readCatalog, type SiteCatalog } from './site-catalog.ts';
import type { SiteFolder } from './site-folder.ts';
import { loadSearchEngine, searchSite } from './site-search.ts';

interface Loaded {
  stamp: string;
  catalog: SiteCatalog;
  engine: SearchEngine | undefined;
  /** Other locales' engines, loaded when first searched. */
  locales: Map<string, Promise<SearchEngine | undefined>>;
}

/** The site as last read, read again when the folder's stamp changes. */
function siteLoader(folder: SiteFolder): () => Promise<Loaded> {
  let loaded: Promise<Loaded> | undefined;
  let stamp = '';
  return async () => {
    const now = await folder.stamp();
    if (!loaded || now !== stamp) {
      stamp = now;
      loaded = Promise.all([readCatalog(folder), loadSearchEngine(folder)]).then(([catalog, engine]) => ({ stamp: now, catalog, engine, locales: new Map() }));
      // A failed read is retried by the next call instead of being remembered.
      loaded.catch(() => (stamp = ''));
    }
    return loaded;
  };
}

/**
 * A locale's engine (its index is in its folder, `fr/search/`), loaded once per build of the
 * folder; an unknown locale is a tool error naming those that have one.
 */
async function localeEngine(folder: SiteFolder, loaded: Loaded, locale: string): Promise<SearchEngine | undefined> {
  let engine = loaded.locales.get(locale);
  if (!engine) {
    engine = /^[A-Za-z0-9_-]+$/.test(locale) ? loadSearchEngine(folder, `${locale}/`) : Promise.resolve(undefined);
    loaded.locales.set(locale, engine);
  }
  const found = await engine;
  if (found || !loaded.engine) return found;
  // Each locale's folder has its llms.txt: those with a search index are the site's other locales.
  const prefixes = [...loaded.catalog.indexes.keys()].map((route) => route.match(/^\/([^/]+)\/llms\.txt$/)?.[1]).filter((prefix) => prefix !== undefined);
  const locales: string[] = [];
  for (const prefix of prefixes) if (await folder.read(`${prefix}/search/index.json`)) locales.push(prefix);
  throw new ToolInputError(`No search index for the locale \`${locale}\`; ${locales.length ? `the site's other locales: ${locales.map((name) => `\`${name}\``).join(', ')}` : 'the site has one locale'} (without \`locale\`, the default one is searched)`);
}

const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] });

/** A tool's answer; a request the site cannot answer is a tool error (`isError`), and the server goes on. */
async function answer(run: () => Promise<string>): Promise<CallToolResult> {
  try {
    return text(await run());
  } catch (error) {
    if (error instanceof ToolInputError) return { ...text(error.message), isError: true };
    throw error;
  }
}

async function twinOf(folder: SiteFolder, file: string): Promise<string> {
  const twin = await folder.read(file);
  if (!twin) throw new ToolInputError(`\`${file}\` is missing from the build; run \`docsgen build\` again`);
  return twin.toString('utf8');
}

/** The MCP server of a built site (connect it to a transport). */
export function createDocsServer(folder: SiteFolder): McpServer {
  const site = siteLoader(folder);
  const server = new McpServer({ name: 'docsgen', version: PACKAGE_VERSION }, { instructions: 'Documentation of this site: search it with search_docs, read a page as Markdown with get_page, and look up its API reference with list_operations and get_operation.' });

  server.registerTool('search_docs', {
    title: 'Search the docs',
    description: "Search the site with its own search index and ranking. Returns the ranked results as JSON: each with the page's route (for get_page), title, section and an excerpt. `locale` searches another locale of a translated site.",
    inputSchema: {
      query: z.string().describe('what to look for, e.g. `create a checkout` or `cart_not_found`'),
      limit: z.number().int().min(1).max(50).optional().describe('most results returned (default 10)'),
      locale: z.string().optional().describe('a locale of a translated site (`fr`): its pages, in its language; the default locale without it'),
    },
    annotations: { readOnlyHint: true },
  }, ({ query, limit, locale }) => answer(async () => {
    const loaded = await site();
    const engine = locale === undefined ? loaded.engine : await localeEngine(folder, loaded, locale);
    if (!engine) throw new ToolInputError('This site was built without search (`search.enabled: false`); read its pages with get_page, starting at `/`');
    return JSON.stringify(await searchSite(engine, { query, limit: limit ?? 10, baseUrl: loaded.catalog.baseUrl }), null, 2);
  }));

  server.registerTool('get_page', {
    title: 'Read a page',
    description: 'A page of the site as Markdown (its twin, `<route>.md`), by route: `/`, `/guides/setup`; pages of other docs versions and locales under theirs (`/next/guides/setup`, `/fr/guides/setup`). `/llms.txt` is the index of the site, `/fr/llms.txt` of a locale, `/next/llms.txt` of a version.',
    inputSchema: { route: z.string().describe('the page\'s route, e.g. `/guides/setup` (a URL of the site works too)') },
    annotations: { readOnlyHint: true },
  }, ({ route }) => answer(async () => {
    const { catalog } = await site();
    return twinOf(folder, findPage(catalog, route).file);
  }));

  server.registerTool('list_operations', {
    title: 'List API operations',
    description: 'The API operations the site documents, as JSON: each with its id (`POST /carts`, for get_operation), title, route and reference. `api` keeps one reference, by title or route.',
    inputSchema: { api: z.string().optional().describe('an API reference\'s title (`Payments API`) or route (`/payments-api`)') },
    annotations: { readOnlyHint: true },
  }, ({ api }) => answer(async () => {
    const { catalog } = await site();
    const operations = operationsOf(catalog, api).map(({ id, title, route, deprecated, api: reference }) => ({ id, title, route, ...(reference ? { api: reference.title } : {}), ...(deprecated ? { deprecated } : {}) }));
    return JSON.stringify(operations, null, 2);
  }));

  server.registerTool('get_operation', {
    title: 'Read an API operation',
    description: "An API operation's page as Markdown: method and path, authentication, parameters, request and responses with examples, and a request sample.",
    inputSchema: { id: z.string().describe('the operation\'s id as list_operations gives it (`POST /carts`), or its route') },
    annotations: { readOnlyHint: true },
  }, ({ id }) => answer(async () => {
    const { catalog } = await site();
    const operation = findOperation(catalog, id);
    return twinOf(folder, catalog.pages.get(operation.route)!.file);
  }));

  return server;
}
