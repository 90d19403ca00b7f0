/**
 * How the tools' arguments name things: a route as a reader would paste it (with or without
 * the origin, base URL, `.md`, anchor or trailing slash), an operation by `METHOD /path` or
 * by its route, a reference by title or route. What is not found is a ToolInputError naming
 * what exists (did-you-mean), which the server returns as a tool error.
 */
import { didYouMean } from '../diagnostics/diagnostic.ts';
import { underRoute } from '../search/index-shard.ts';
import type { CatalogOperation, CatalogPage, SiteCatalog } from './site-catalog.ts';

/** A request the site cannot answer: its message is the tool error the client sees. */
export class ToolInputError extends Error {}

/** The message's tail: the closest of `candidates`, or a few of `shown` (what exists, one name each). */
function suggestion(input: string, candidates: readonly string[], shown: readonly string[], what: string): string {
  const close = didYouMean(input, candidates);
  if (close) return `did you mean \`${close}\`?`;
  const some = shown.slice(0, 8).map((name) => `\`${name}\``).join(', ');
  return shown.length ? `the site has ${shown.length} ${what}${shown.length > 8 ? ', among them' : ':'} ${some}` : `the site has no ${what}`;
}

/** A route typed by a client, cleaned: no origin, query, anchor or `.md`; refused when it would leave the site's folder. */
export function cleanRoute(input: string): string {
  const path = input.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/[?#].*$/s, '');
  const segments = path.split('/');
  if (path.includes('\\') || path.includes('\0') || segments.includes('..') || segments.includes('.') || /^[a-z]:/i.test(path)) {
    throw new ToolInputError(`\`${input}\` is not a route of this site: routes are paths inside it, such as \`/\` or \`/guides/setup\`, without \`..\``);
  }
  const route = `/${path.replace(/^\/+/, '')}`;
  if (route === '/index.md') return '/';
  return route.endsWith('/index.md') ? route.slice(0, -'index.md'.length) : route.replace(/\.md$/, '');
}

/** An `llms.txt` or `llms-full.txt` of the site (the root's, a version's, a locale's), as a page whose title is its route. */
function findIndex(catalog: SiteCatalog, route: string, bare: string): CatalogPage {
  for (const candidate of [route, bare]) {
    const file = catalog.indexes.get(candidate);
    if (file) return { route: candidate, title: candidate, file };
  }
  const names = [...catalog.indexes.keys()];
  throw new ToolInputError(`No index at \`${route}\`; ${suggestion(bare, names, names, 'indexes')}`);
}

/**
 * The page of a route, trying it with and without the base URL and trailing slash: a twin of
 * any version or locale the folder holds (`/fr/guides/setup`), or an index (`/fr/llms.txt`).
 */
export function findPage(catalog: SiteCatalog, input: string): CatalogPage {
  const route = cleanRoute(input);
  const bare = catalog.baseUrl !== '/' && route.startsWith(catalog.baseUrl) ? `/${route.slice(catalog.baseUrl.length)}` : route;
  // Twins end in `.md`: a `.txt` route asks for an index, misspelt or not.
  if (bare.endsWith('.txt')) return findIndex(catalog, route, bare);
  for (const candidate of [route, bare]) {
    const page = catalog.pages.get(candidate) ?? catalog.pages.get(candidate.endsWith('/') && candidate !== '/' ? candidate.slice(0, -1) : `${candidate}/`);
    if (page) return page;
  }
  throw new ToolInputError(`No page at \`${route}\`; ${suggestion(bare, [...catalog.pages.keys()], [...catalog.pages.keys()], 'pages')}`);
}

const sameId = (operation: CatalogOperation, id: string): boolean => operation.id.toLowerCase() === id.toLowerCase();

/** The operation of an id (`POST /carts`) or route; an id two references share is ambiguous. */
export function findOperation(catalog: SiteCatalog, input: string): CatalogOperation {
  const id = input.trim().replace(/\s+/g, ' ');
  const byId = catalog.operations.filter((operation) => sameId(operation, id));
  if (byId.length === 1) return byId[0]!;
  if (byId.length > 1) throw new ToolInputError(`\`${id}\` is an operation of ${byId.length} references; ask for one by its route: ${byId.map((operation) => `\`${operation.route}\``).join(', ')}`);
  if (!/^[A-Za-z]+ /.test(id)) {
    const route = cleanRoute(id);
    const found = catalog.operations.find((operation) => operation.route === route || operation.route === `/${route.slice(catalog.baseUrl.length)}`);
    if (found) return found;
  }
  const ids = catalog.operations.map((operation) => operation.id);
  throw new ToolInputError(`No operation \`${id}\`; ${suggestion(id, [...ids, ...catalog.operations.map((operation) => operation.route)], ids, 'operations')} (list_operations lists them)`);
}

/** The operations of a reference, named by its title or route (`Payments API`, `/payments-api`); all without one. */
export function operationsOf(catalog: SiteCatalog, api: string | undefined): CatalogOperation[] {
  if (api === undefined || api.trim() === '') return catalog.operations;
  const wanted = api.trim();
  const route = wanted.startsWith('/') ? cleanRoute(wanted) : undefined;
  const matching = catalog.operations.filter((operation) => (route ? underRoute(operation.route, route.replace(/\/$/, '') || '/') || operation.api?.route === route : operation.api?.title.toLowerCase() === wanted.toLowerCase()));
  if (matching.length) return matching;
  const references = new Map(catalog.operations.flatMap((operation) => (operation.api ? [[operation.api.route, operation.api.title] as const] : [])));
  const close = didYouMean(wanted, [...references.values(), ...references.keys()]);
  const listed = [...references].map(([path, title]) => `\`${title}\` (\`${path}\`)`).join(', ');
  throw new ToolInputError(`No API reference \`${wanted}\`; ${close ? `did you mean \`${close}\`?` : references.size ? `the site's references are ${listed}` : 'the site documents no API'}`);
}
