/**
 * A GraphQL reference as a content plugin, one instance per `graphql:` entry: `loadContent`
 * reads the schema and compiles a page per operation and per type (Markdown, through the
 * pipeline written docs take); `contentLoaded` adds their routes, each with the reference's
 * sidebar grouped by kind, and a page per group listing its entries.
 */
import { dirname, resolve } from 'node:path';
import type { GraphqlConfig } from '../config/site-config.ts';
import { DOC_FIELDS, parseFrontMatter } from '../content/front-matter.ts';
import type { ContentPlugin } from '../plugins/content-plugin.ts';
import { joinRoute, pageUrl } from '../routes/doc-route.ts';
import { emptyPage } from '../render/page-model.ts';
import type { Route } from '../routes/route.ts';
import { displayPath } from '../shared/paths.ts';
import { hashKey } from '../site/compile-cache.ts';
import { compileFound } from '../site/compile-found.ts';
import { createAssetResolvers, type CompileOptions } from '../site/compile-pages.ts';
import type { DocsContext } from '../site/load-docs.ts';
import type { CompiledPage, NavLink, SidebarCategory, SidebarItem, SourcePage } from '../types.ts';
import { notASchema, readGraphqlSchema, schemaFromText, type ReadSchema } from './read-schema.ts';
import { fetchSpec } from '../openapi/fetch-spec.ts';
import { referenceGroups, typeRoutes, type ReferenceGroup } from './reference-kinds.ts';
import { entryMarkdown, overviewMarkdown } from './reference-markdown.ts';
import { graphqlChangelog } from '../api-changelog/graphql-changelog.ts';
import { twinPath } from '../llms/twin-paths.ts';

interface GraphqlContent {
  pages: CompiledPage[];
  /** The schema's file as written, served beside the pages (`<route>/schema.graphql`). */
  download?: { path: string; text: string };
  /** Each kind's label, page and entries' routes; `types`: its entries are data types, not operations. */
  groups: Array<{ label: string; route: string; routes: string[]; types: boolean }>;
  /** The changelog page (`changelog:`), last in the sidebar, and its twin. */
  changelog?: { route: string; twin?: string };
}

/** A generated page as a source page of the schema's file (its messages point there). */
function generatedPage(markdown: string, route: string, id: string, schemaPath: string, file: string): SourcePage {
  const split = parseFrontMatter(markdown, file, DOC_FIELDS);
  return { file, path: schemaPath, docPath: `${id}.md`, format: 'md', id, route, frontMatter: split.frontMatter, extra: {}, body: split.body, source: markdown };
}

/** The reference's sidebar: the overview, then a category per group with its page and entries, then its changelog. */
function referenceSidebar(reference: GraphqlConfig, content: Pick<GraphqlContent, 'groups' | 'changelog'>, pages: ReadonlyMap<string, CompiledPage>, urlForm: Parameters<typeof pageUrl>[0]): SidebarItem[] {
  const link = (route: string): SidebarItem => ({ type: 'link', label: pages.get(route)?.sidebarLabel ?? route, href: pageUrl(urlForm, route), route, external: false });
  return [
    { type: 'link', label: 'Overview', href: pageUrl(urlForm, reference.route), route: reference.route, external: false },
    ...content.groups.map((group): SidebarCategory => ({ type: 'category', label: group.label, href: pageUrl(urlForm, group.route), route: group.route, items: group.routes.filter((route) => pages.has(route)).map(link), collapsed: true, collapsible: true })),
    ...(content.changelog ? [link(content.changelog.route)] : []),
  ];
}

/**
 * The reference's schema: with a `url`, downloaded and kept at `schema` as an OpenAPI
 * document is (conditional requests, retries, the cached copy when offline or unreachable);
 * else the file at `schema`.
 */
async function readReferenceSchema(reference: GraphqlConfig, schemaPath: string, file: string, context: DocsContext): Promise<ReadSchema> {
  if (!reference.url) return readGraphqlSchema(schemaPath, file, context.configFile, reference.at);
  const { download } = reference;
  const fetched = await fetchSpec({ url: reference.url, cachePath: schemaPath, cacheFile: file, timeoutMs: download.timeout, retries: download.retries, maxBytes: download.maxBytes, allowedHosts: [], offline: context.offline, strictRemote: context.strictRemote ?? false, validate: (text) => notASchema(text, schemaPath), label: 'GraphQL schema' });
  if (fetched.text === undefined) return { diagnostics: fetched.diagnostics };
  const read = schemaFromText(fetched.text, schemaPath, file);
  return { ...read, diagnostics: [...fetched.diagnostics, ...read.diagnostics] };
}

/** Where the schema is served: under the reference's route, named by its kind (`schema.graphql`, `schema.json`). */
const downloadPath = (route: string, schemaPath: string): string => joinRoute(route, /\.json$/i.test(schemaPath) ? 'schema.json' : 'schema.graphql').slice(1);

export function graphqlPlugin(reference: GraphqlConfig, context: DocsContext): ContentPlugin<GraphqlContent> {
  const { config, siteDir, cwd } = context;
  const schemaPath = resolve(siteDir, reference.schema);
  const file = displayPath(cwd, schemaPath);
  return {
    name: 'graphql',
    id: reference.id,
    loadContent: () => context.timer.time('graphql', async () => {
      const read = await readReferenceSchema(reference, schemaPath, file, context);
      if (!read.schema) return { content: { pages: [], groups: [] }, pages: [], assets: new Map(), diagnostics: read.diagnostics };
      const { schema } = read;
      const groups: ReferenceGroup[] = referenceGroups(schema, reference.route);
      const links = { typeRoutes: typeRoutes(groups) };
      const idOf = (route: string): string => `graphql/${reference.id}${route.slice(reference.route.length)}`.replace(/\/$/, '');
      const sources = [
        generatedPage(overviewMarkdown(reference.title, schema, groups), reference.route, idOf(reference.route), schemaPath, file),
        ...groups.flatMap((group) => group.entries.map((entry) => generatedPage(entryMarkdown(entry, schema, links), entry.route, idOf(entry.route), schemaPath, file))),
      ];
      const options: CompileOptions = { config, routesByDocPath: new Map(), staticFiles: context.staticFiles, docsDir: dirname(schemaPath), highlight: context.highlight, siteComponents: false };
      const resolvers = createAssetResolvers({ docsDir: options.docsDir, staticFiles: context.staticFiles, baseUrl: config.baseUrl });
      const contextKey = context.cache ? hashKey('graphql', String(context.highlight), JSON.stringify(config)) : '';
      const results = await compileFound(sources, { failed: new Set(), options, resolvers, contextKey, cache: context.cache, ...(context.memory ? { memory: context.memory } : {}), timer: context.timer, ...(context.onlyRoute !== undefined ? { onlyRoute: context.onlyRoute } : {}), ...(context.pause ? { pause: context.pause } : {}), ...(context.highlightWorker ? { highlightWorker: context.highlightWorker } : {}) });
      // The examples are checked against the schema by the sample checks only when it is the one they check against.
      const checkedSchema = config.samples.graphqlSchema !== undefined && resolve(siteDir, config.samples.graphqlSchema) === schemaPath;
      // A line of a generated page is no line of the schema: links and problems point at the file.
      const pages = results.flatMap((result) => (result?.page ? [{ ...result.page, links: result.page.links.map((link) => ({ ...link, line: 0, column: 0 })), ...(checkedSchema ? {} : { codeBlocks: [] }) }] : []));
      context.timer.count('GraphQL pages', pages.length);
      const changelog = read.text === undefined ? undefined : await graphqlChangelog({ reference, schema: { text: read.text, path: schemaPath, file, built: schema }, groups, context });
      if (changelog) pages.push(changelog.page);
      return {
        content: { pages, ...(read.text !== undefined ? { download: { path: downloadPath(reference.route, schemaPath), text: read.text } } : {}), groups: groups.map((group) => ({ label: group.label, route: joinRoute(reference.route, group.segment), routes: group.entries.map((entry) => entry.route), types: group.entries.every((entry) => 'type' in entry) })), ...(changelog ? { changelog: { route: changelog.page.route, ...(changelog.twin !== undefined ? { twin: changelog.twin } : {}) } } : {}) },
        pages,
        assets: resolvers.assets,
        diagnostics: [...read.diagnostics, ...results.flatMap((result) => (result?.diagnostics ?? []).map(({ line: _line, column: _column, ...diagnostic }) => diagnostic)), ...(changelog?.diagnostics ?? [])],
      };
    }),
    contentLoaded({ content, actions }) {
      if (!content.pages.length) return;
      if (content.download) actions.addFile(content.download.path, content.download.text);
      if (content.changelog?.twin !== undefined) actions.addFile(twinPath(content.changelog.route), content.changelog.twin);
      const byRoute = new Map(content.pages.map((page) => [page.route, page]));
      const sidebar = referenceSidebar(reference, content, byRoute, config);
      const home: NavLink = { label: reference.title, href: pageUrl(config, reference.route) };
      // Previous and next follow the sidebar: overview, then each group's entries, then the changelog.
      const order = [reference.route, ...content.groups.flatMap((group) => group.routes.filter((route) => byRoute.has(route))), ...(content.changelog ? [content.changelog.route] : [])];
      const typePages = new Set(content.groups.filter((group) => group.types).flatMap((group) => group.routes));
      const groupOf = new Map(content.groups.flatMap((group) => group.routes.map((route) => [route, group] as const)));
      const neighbour = (index: number): NavLink | undefined => {
        const route = order[index];
        return route === undefined ? undefined : { label: byRoute.get(route)!.sidebarLabel, href: pageUrl(config, route) };
      };
      order.forEach((route, index) => {
        const page = byRoute.get(route)!;
        const group = groupOf.get(route);
        const prev = neighbour(index - 1);
        const next = neighbour(index + 1);
        actions.addRoute({
          source: page.file,
          page: {
            ...emptyPage({ kind: 'doc', route, title: page.title }),
            description: page.description,
            html: page.html,
            ...(page.htmlKey ? { htmlKey: page.htmlKey } : {}),
            toc: page.toc,
            showTitle: !page.hasContentTitle,
            showToc: true,
            ...(typePages.has(route) ? { dataType: true } : {}),
            sidebar,
            breadcrumbs: group ? [home, { label: group.label, href: pageUrl(config, group.route) }] : route === content.changelog?.route ? [home] : [],
            ...(prev ? { prev } : {}),
            ...(next ? { next } : {}),
          },
        });
      });
      for (const group of content.groups) actions.addRoute(groupRoute(group, sidebar, home));
    },
  };
}

/** A group's page: a card per entry, as a docs category without a page of its own has. */
function groupRoute(group: GraphqlContent['groups'][number], sidebar: SidebarItem[], home: NavLink): Route {
  const category = sidebar.find((item): item is SidebarCategory => item.type === 'category' && item.route === group.route)!;
  return {
    source: group.route,
    page: { ...emptyPage({ kind: 'category-index', route: group.route, title: group.label }), sidebar, breadcrumbs: [home], cards: category.items },
  };
}
