import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { joinRoute } from '../routes/doc-route.ts';
import type { ApiOperation, ApiReference, ApiSchemaPage, ApiTag } from './api-model.ts';
import { compileOperation, namedSchemas, type OperationScope } from './compile-operation.ts';
import { describeSchema, type DescribeContext } from './describe-schema.ts';
import { checkRefs, checkSecuritySchemes, readableVersion } from './document-checks.ts';
import { exampleFromSchema } from './examples.ts';
import { readDocumentTags, readTagGroups, untaggedGrouping } from './operation-labels.ts';
import type { ParsedSpec } from './parse-spec.ts';
import { pluginTitleId } from './plugin-names.ts';
import { isSafeUrl, safeMarkdownRenderer } from './safe-markdown.ts';
import { deref, isObject, kebab, METHODS, slugify, stringValue, type Json, type JsonObject } from './schema.ts';
import { readSecuritySchemes } from './security-schemes.ts';
import { readServers, serverUrl } from './servers.ts';
import { reporterFor, type Report } from './spec-report.ts';
import { compileWebhooks } from './webhooks.ts';

export interface CompileSpecOptions {
  /** Route of the reference, e.g. `/api-rest`. */
  route: string;
  /**
   * The summaries pages are named from, by operation (`GET /payments`), when they are not the
   * document's: a locale's own document keeps the pages of the site's (see OperationScope).
   */
  slugSummaries?: ReadonlyMap<string, string | undefined>;
  /** Download links shown on the overview page. */
  downloads: Array<{ label: string; href: string }>;
  /** Base URL of the site, for links to generated pages. */
  withBase: (route: string) => string;
  /** Where root-relative links in descriptions point (`https://docs.github.com`); unset, they are site links. */
  linkBase?: string;
  /**
   * Operation routes from `operationId` instead of `summary`: the page names of
   * docusaurus-plugin-openapi-docs, whose names the overview and titled schemas then take too.
   */
  slugs?: 'summary' | 'operationId';
  /**
   * Compile only the page at this route in full (`docsgen dev`'s first page): the other
   * operations and schemas get what navigation needs, and nothing is checked.
   */
  onlyRoute?: string;
  /** The overview page's slug under the route; default from `info.title`. */
  overview?: string;
  /**
   * Put before the slugs of schema pages not named by a title the plugin's way: the API shares
   * its route with others (see slugsOf).
   */
  schemaPrefix?: string;
  /**
   * Which component schemas get a page: every one (default), or only those with `x-tags`, as
   * docusaurus-plugin-openapi-docs writes them without `showSchemas`.
   */
  schemaPages?: 'all' | 'tagged';
}

const text = stringValue;
const pretty = (value: Json): string => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/**
 * Component schema name → page slug, unique: `Pet` and `pet` give `pet` and `pet-2`. Named the
 * plugin's way, a schema takes the plugin's id of its `title` (`title: TreeNode` → `treenode`),
 * and one without takes its name as title, as the plugin's loadAndResolveSpec gives it
 * (`ApiResponse` → `apiresponse`): APIs sharing a route then share those pages, the first
 * document's built (see sharedRoutePages); two schemas of one document with the same id share
 * its page, as the plugin writes the second over the first (see schemaPagesOf). docsgen's own
 * names (kebab case) take the API's prefix on a shared route, so that one document's
 * `Address` is not another's.
 */
function slugsOf(schemas: JsonObject, pluginNames: boolean, prefix: string | undefined): Map<string, string> {
  const slugs = new Map<string, string>();
  const used = new Set<string>();
  for (const [name, schema] of Object.entries(schemas)) {
    const title = pluginNames ? (isObject(schema) ? text(schema.title) : undefined) ?? name : undefined;
    const base = (title !== undefined ? pluginTitleId(title) : [prefix, kebab(name)].filter(Boolean).join('-')) || 'schema';
    let slug = base;
    for (let n = 2; used.has(slug) && !pluginNames; n++) slug = `${base}-${n}`;
    used.add(slug);
    slugs.set(name, slug);
  }
  return slugs;
}

/**
 * The schemas that have a page: of two with one slug (named the plugin's way, see slugsOf),
 * the later, as docusaurus-plugin-openapi-docs writes its page over the earlier's; a warning
 * names the one left out.
 */
function schemaPagesOf(names: readonly string[], slugs: ReadonlyMap<string, string>, report: Report): string[] {
  const owners = new Map<string, string>();
  for (const name of names) owners.set(slugs.get(name)!, name);
  for (const name of names) {
    const slug = slugs.get(name)!;
    const owner = owners.get(slug)!;
    if (owner !== name) report('warning', 'duplicate-slug', `Schema \`${name}\` has the page of \`${owner}\` (\`schemas/${slug}\`): docusaurus-plugin-openapi-docs writes the later over the earlier, so only \`${owner}\`'s is published`, ['components', 'schemas', name], 'give one of them another `title`');
  }
  return [...owners.values()];
}

/** The overview page's facts from `info`, `servers` and `externalDocs`. */
function describeInfo(doc: JsonObject, md: (markdown: unknown) => string, locate: ParsedSpec['locate'], options: CompileSpecOptions): Omit<ApiReference['overview'], 'securitySchemes' | 'tags' | 'tagGroups' | 'downloads'> {
  const info = isObject(doc.info) ? doc.info : {};
  const externalDocs = isObject(doc.externalDocs) && text(doc.externalDocs.url) && isSafeUrl(doc.externalDocs.url as string) ? { url: doc.externalDocs.url as string, description: text(doc.externalDocs.description) ?? 'More documentation' } : undefined;
  const contact = isObject(info.contact) ? info.contact : undefined;
  const license = isObject(info.license) && text(info.license.name) ? info.license : undefined;
  const title = text(info.title) ?? 'API';
  return {
    route: joinRoute(options.route, options.overview ?? ((options.slugs === 'operationId' ? pluginTitleId(title) : slugify(title)) || 'overview')),
    title,
    version: text(info.version) ?? '',
    descriptionHtml: md(info.description),
    at: locate(info.description !== undefined ? '#/info/description' : '#/info'),
    servers: (Array.isArray(doc.servers) ? doc.servers : []).flatMap((server) => {
      const url = isObject(server) ? serverUrl(server) : undefined;
      return url && isSafeUrl(url) ? [{ url, descriptionHtml: md(isObject(server) ? server.description : undefined) }] : [];
    }),
    ...(externalDocs ? { externalDocs } : {}),
    ...(contact
      ? {
          contact: {
            ...(text(contact.name) ? { name: text(contact.name)! } : {}),
            ...(text(contact.url) && isSafeUrl(contact.url as string) ? { url: text(contact.url)! } : {}),
            ...(text(contact.email) ? { email: text(contact.email)! } : {}),
          },
        }
      : {}),
    ...(license ? { license: { name: license.name as string, ...(text(license.url) && isSafeUrl(license.url as string) ? { url: license.url as string } : {}) } } : {}),
  };
}

/**
 * Compile an OpenAPI 3.0/3.1/3.2 document into the REST reference model: one page per
 * operation, per component schema, and an overview. Pure: the document is already parsed;
 * problems come back as diagnostics located in the document.
 */
export function compileSpec(spec: ParsedSpec, options: CompileSpecOptions): { reference?: ApiReference; diagnostics: Diagnostic[] } {
  const doc = spec.doc as JsonObject;
  const diagnostics: Diagnostic[] = [];
  const md = safeMarkdownRenderer(options.linkBase);
  const report = reporterFor(spec, diagnostics);

  const version = readableVersion(doc, report);
  if (!version) return { diagnostics };
  const info = isObject(doc.info) ? doc.info : {};
  // Required by the specification, yet its absence hides nothing else: the reference is titled `API`.
  if (!text(info.title)) report('warning', 'missing-field', '`info.title` is missing; the reference is titled `API`', isObject(doc.info) ? ['info'] : [], 'add `info: { title: …, version: … }`');
  if (doc.paths !== undefined && !isObject(doc.paths)) report('error', 'invalid-type', '`paths` must be an object', ['paths']);
  checkRefs(doc, report);
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  checkSecuritySchemes(doc, report);

  const componentSchemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  // A schema without a page is named where it is used, without a link.
  const schemas = options.schemaPages === 'tagged' ? Object.fromEntries(Object.entries(componentSchemas).filter(([, schema]) => isObject(schema) && Boolean(schema['x-tags']))) : componentSchemas;
  const pluginNames = options.slugs === 'operationId';
  const schemaSlugs = slugsOf(schemas, pluginNames, options.schemaPrefix);
  const schemaRoute = (name: string): string | undefined => {
    const slug = schemaSlugs.get(name);
    return slug ? joinRoute(options.route, 'schemas', slug) : undefined;
  };
  const operationContext: DescribeContext = {
    doc,
    markdown: md,
    namedDepth: 1,
    schemaHref: (name) => {
      const route = schemaRoute(name);
      return route ? options.withBase(route) : undefined;
    },
  };

  const securitySchemes = readSecuritySchemes(doc, md, isSafeUrl);
  const rootServers = readServers(doc.servers, ['servers'], report) ?? [];

  const documentTags = readDocumentTags(doc, md);
  const tagOrder = documentTags.order;

  const scope: OperationScope = {
    doc,
    report,
    md,
    describe: operationContext,
    locate: spec.locate,
    route: options.route,
    slugsByOperationId: options.slugs === 'operationId',
    ...(options.slugSummaries ? { slugSummaries: options.slugSummaries } : {}),
    // 3.1 made `responses` optional (webhooks-only documents, operations described elsewhere).
    responsesRequired: version.startsWith('3.0'),
    securitySchemes,
    rootServers,
    untaggedGroup: untaggedGrouping(doc),
    operationIds: new Map(),
    slugs: new Map(),
    ...(options.onlyRoute !== undefined ? { onlyRoute: options.onlyRoute } : {}),
  };
  const operations: ApiOperation[] = [];
  const usedBy = new Map<string, ApiSchemaPage['usedBy']>();
  for (const [path, rawItem] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    const pathItem = deref(doc, rawItem);
    if (!pathItem) continue;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const compiled = compileOperation(scope, { path, pathItem, method, operation });
      operations.push(compiled);
      for (const tag of compiled.tags) if (!tagOrder.includes(tag)) tagOrder.push(tag);
      for (const name of namedSchemas(doc, operation)) {
        const list = usedBy.get(name) ?? [];
        list.push({ title: compiled.title, method: compiled.method, href: options.withBase(compiled.route) });
        usedBy.set(name, list);
      }
    }
  }
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };

  const webhooks = compileWebhooks({ ctx: operationContext, route: options.route, securitySchemes, locate: spec.locate, pluginNames });

  const schemaPages: ApiSchemaPage[] = schemaPagesOf(Object.keys(schemas), schemaSlugs, report).map((name) => {
    const ref = `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const route = schemaRoute(name)!;
    const schema = schemas[name];
    const at = spec.locate(isObject(schema) && schema.description !== undefined ? `${ref}/description` : ref);
    if (options.onlyRoute !== undefined && route !== options.onlyRoute) return { route, slug: schemaSlugs.get(name)!, name, at, node: { typeLabel: name, constraints: [], deprecated: false, readOnly: false, writeOnly: false }, usedBy: [] };
    const example = exampleFromSchema(doc, { $ref: ref });
    return {
      route,
      slug: schemaSlugs.get(name)!,
      name,
      at,
      node: describeSchema(operationContext, { $ref: ref }),
      ...(example !== null ? { example: pretty(example) } : {}),
      usedBy: usedBy.get(name) ?? [],
    };
  });

  const tags: ApiTag[] = tagOrder
    .map((name) => ({
      name,
      label: documentTags.labels.get(name) ?? name,
      descriptionHtml: documentTags.descriptions.get(name) ?? '',
      operations: operations.filter((op) => op.tags.includes(name)).map((op) => ({ title: op.title, method: op.method, path: op.path, route: op.route, deprecated: op.deprecated })),
    }))
    .filter((tag) => tag.operations.length);
  const tagGroups = readTagGroups(doc, tags);

  const reference: ApiReference = {
    overview: { ...describeInfo(doc, md, spec.locate, options), securitySchemes: [...securitySchemes.values()], tags, ...(tagGroups ? { tagGroups } : {}), downloads: options.downloads },
    tags,
    operations,
    webhooks,
    schemas: schemaPages,
  };
  return { reference, diagnostics };
}
