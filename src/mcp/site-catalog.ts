/**
 * What a built site holds, read from its Markdown twins: every page (route and title), the
 * API operations, and the reference each operation belongs to. The twins are the source
 * because they are what the tools return and they exist whether or not search is enabled:
 * an operation's twin opens with its title and `` `METHOD /path` `` (see operationTwin), and
 * the page's HTML carries the same endpoint line the search index classifies operations by
 * (index-shard.ts typeOf); a reference's overview twin lists its operations by tag.
 */
import type { SiteFolder } from './site-folder.ts';

export interface CatalogPage {
  /** Route without the base URL (`/guides/setup`). */
  route: string;
  title: string;
  /** The twin's path in the folder (`guides/setup.md`). */
  file: string;
}

export interface CatalogReference {
  title: string;
  /** The route the reference lives under (`/payments-api`), the folder of its overview page. */
  route: string;
}

export interface CatalogOperation {
  /** `POST /payments`: method and path as the page shows them. */
  id: string;
  route: string;
  title: string;
  deprecated: boolean;
  api?: CatalogReference;
}

export interface SiteCatalog {
  /** The site's base URL (`/` or `/docs/`), which search results' URLs start with. */
  baseUrl: string;
  /** Every page with a twin, of every docs version and locale in the folder (`/fr/guides/setup`). */
  pages: Map<string, CatalogPage>;
  /** Each `llms.txt` and `llms-full.txt` by route: the root's, each other version's and locale's (`/fr/llms.txt`). */
  indexes: Map<string, string>;
  operations: CatalogOperation[];
}

/** Twins read at once. */
const READ_BATCH = 32;

/** Folders of the build that hold no twins. */
const NOT_TWINS = /^(?:search|assets)\//;

/** An index of the llmstxt.org kind, at the root or in a version's or locale's folder. */
const LLMS_INDEX = /(?:^|\/)llms(?:-full)?\.txt$/;

/** `guides/setup.md` → `/guides/setup`, `index.md` → `/`, `guides/index.md` → `/guides/` (twinPath's inverse). */
export function routeOfTwin(file: string): string {
  const path = file.replace(/\.md$/, '');
  if (path === 'index') return '/';
  return path.endsWith('/index') ? `/${path.slice(0, -'index'.length)}` : `/${path}`;
}

/** An operation twin's head: title, `**Deprecated.**` perhaps, then the endpoint in a code span. */
const OPERATION_HEAD = /^# (.+)\n\n(\*\*Deprecated\.\*\*\n\n)?`([A-Z]+) ([^`\n]+)`(?: \(a webhook[^)\n]*\))?\n/;
/** The endpoint line of an operation's HTML page, as the search index reads it. */
const ENDPOINT_HTML = /<div class="api-endpoint"><span class="api-method[^"]*">([A-Z]+)<\/span><code class="api-path">([^<]*)<\/code>/;
/** A GraphQL operation's twin (its HTML as Markdown): `QUERY\`notes\`` near the top. */
const GRAPHQL_HEAD = /^# (.+)\n(?:.*\n){0,6}?(QUERY|MUTATION|SUBSCRIPTION) ?`([^`\n]+)`$/m;
/** An overview twin's line for one of its operations: `- [POST Create a payment](https://…/create-a-payment.md)`. */
const OVERVIEW_LINE = /^- \[[A-Z]+ [^\]\n]+\]\(([^)\s]+\.md)\)$/gm;

/** The base URL, from the home page's link to its twin or from llms.txt; `/` when neither tells. */
async function baseUrlOf(folder: SiteFolder): Promise<string> {
  const home = (await folder.read('index.html'))?.toString('utf8') ?? '';
  const alternate = /<link rel="alternate" type="text\/markdown" href="([^"]*)index\.md"/.exec(home);
  if (alternate) return alternate[1]!;
  const llms = (await folder.read('llms.txt'))?.toString('utf8') ?? '';
  const full = /\]\(([^)\s]*)llms-full\.txt\)/.exec(llms);
  if (full) return full[1]!.replace(/^[a-z]+:\/\/[^/]+/i, '') || '/';
  return '/';
}

/** The HTML files a route may be written to (with or without trailing-slash folders). */
const htmlFilesOf = (route: string): string[] => (route.endsWith('/') ? [`${route.slice(1)}index.html`] : [`${route.slice(1)}/index.html`, `${route.slice(1)}.html`]);

/** The page's endpoint line as `METHOD path` (`QUERY notes` for GraphQL), when it has one. */
async function endpointOf(folder: SiteFolder, route: string): Promise<string | undefined> {
  for (const file of htmlFilesOf(route)) {
    const html = await folder.read(file);
    const endpoint = html && ENDPOINT_HTML.exec(html.toString('utf8'));
    if (html) return endpoint ? `${endpoint[1]!} ${endpoint[2]!.replace(/&amp;/g, '&')}` : undefined;
  }
  return undefined;
}

/** Read the catalog of a built site's folder. */
export async function readCatalog(folder: SiteFolder): Promise<SiteCatalog> {
  const baseUrl = await baseUrlOf(folder);
  const all = (await folder.list()).filter((file) => !NOT_TWINS.test(file));
  const files = all.filter((file) => file.endsWith('.md'));
  const indexes = new Map(all.filter((file) => LLMS_INDEX.test(file)).map((file) => [`/${file}`, file]));
  const pages = new Map<string, CatalogPage>();
  const operations: CatalogOperation[] = [];
  const overviews: Array<{ page: CatalogPage; links: string[] }> = [];
  // Read a batch at a time: sites of thousands of pages answer their first call in a second, not ten.
  const texts: string[] = [];
  for (let start = 0; start < files.length; start += READ_BATCH) {
    texts.push(...(await Promise.all(files.slice(start, start + READ_BATCH).map(async (file) => (await folder.read(file))?.toString('utf8') ?? ''))));
  }
  for (const [index, file] of files.entries()) {
    const text = texts[index]!;
    const route = routeOfTwin(file);
    const head = OPERATION_HEAD.exec(text);
    const graphql = head ? null : GRAPHQL_HEAD.exec(text);
    const page = { route, file, title: head?.[1] ?? /^# (.+)$/m.exec(text)?.[1]?.trim() ?? route };
    pages.set(route, page);
    // The HTML must agree, so a guide that happens to open with a code span is not an operation.
    const id = head ? `${head[3]!} ${head[4]!}` : graphql ? `${graphql[2]!} ${graphql[3]!}` : undefined;
    if (id && (await endpointOf(folder, route)) === id) {
      operations.push({ id, route, title: page.title, deprecated: Boolean(head?.[2]) });
    } else {
      const links = [...text.matchAll(OVERVIEW_LINE)].map((match) => match[1]!);
      if (links.length) overviews.push({ page, links });
    }
  }
  const sorted = new Map([...pages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { baseUrl, pages: sorted, indexes, operations: withReferences(operations, overviews, baseUrl, pages) };
}

/**
 * Each operation's reference: the overview twin that lists it, in the overview's order (by
 * tag, as the document has them); webhooks, which overviews do not list, belong to the
 * reference whose route they are under.
 */
function withReferences(operations: CatalogOperation[], overviews: ReadonlyArray<{ page: CatalogPage; links: string[] }>, baseUrl: string, pages: ReadonlyMap<string, CatalogPage>): CatalogOperation[] {
  // A GraphQL reference lists no `METHOD title` lines: its operations belong to the page their routes start with.
  const topPage = (route: string): CatalogReference | undefined => {
    const top = pages.get(`/${route.split('/')[1]}`) ?? pages.get(`/${route.split('/')[1]}/`);
    return top && top.route !== route ? { title: top.title, route: top.route.replace(/\/$/, '') } : undefined;
  };
  const byRoute = new Map(operations.map((operation) => [operation.route, operation]));
  const listed: CatalogOperation[] = [];
  for (const { page, links } of overviews) {
    const own = links.map((link) => byRoute.get(routeOfTwin(twinFileOfUrl(link, baseUrl)))).filter((operation) => operation !== undefined && !operation.api);
    if (!own.length) continue;
    const reference = { title: page.title, route: commonFolder(own.map((operation) => operation!.route)) };
    for (const operation of own) listed.push(Object.assign(operation!, { api: reference }));
  }
  const references = [...new Map(listed.map((operation) => [operation.api!.route, operation.api!])).values()].sort((a, b) => b.route.length - a.route.length);
  for (const operation of operations) operation.api ??= references.find((reference) => reference.route === '/' || operation.route.startsWith(`${reference.route}/`)) ?? topPage(operation.route);
  const inListed = new Set(listed);
  return [...listed, ...operations.filter((operation) => !inListed.has(operation))];
}

/** The deepest folder routes share: `/api/carts/get`, `/api/checkouts` → `/api`. */
function commonFolder(routes: readonly string[]): string {
  const folders = routes.map((route) => route.split('/').filter(Boolean).slice(0, -1));
  const shared: string[] = [];
  for (const [index, segment] of folders[0]!.entries()) {
    if (!folders.every((folder) => folder[index] === segment)) break;
    shared.push(segment);
  }
  return `/${shared.join('/')}`;
}

/** `https://docs.test/docs/guides/setup.md` (or a path) → `guides/setup.md`, without the base URL. */
function twinFileOfUrl(url: string, baseUrl: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '');
  return path.startsWith(baseUrl) ? path.slice(baseUrl.length) : path.replace(/^\//, '');
}
