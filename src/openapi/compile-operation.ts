import type { ApiCodeSample, ApiOperation, ApiParameter, ApiSecurityScheme } from './api-model.ts';
import { generateSamples } from './code-samples.ts';
import { describeSchema, type DescribeContext } from './describe-schema.ts';
import { exampleFromSchema } from './examples.ts';
import { describeExchange } from './media-types.ts';
import { shortSlug, uniqueLabels } from './operation-labels.ts';
import { toPointer, type ParsedSpec } from './parse-spec.ts';
import { buildSampleRequest } from './sample-request.ts';
import { pluginKebab } from './plugin-names.ts';
import { deref, isObject, kebab, schemaRefName, slugify, stringValue as text, type Json, type JsonObject } from './schema.ts';
import { operationSecurity } from './security-schemes.ts';
import { readServers, type ReadServer } from './servers.ts';
import type { Report } from './spec-report.ts';
import { joinRoute } from '../routes/doc-route.ts';
import { describeCallbacks } from './webhooks.ts';

const PARAMETER_LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

/** What every operation of a document is compiled with. */
export interface OperationScope {
  doc: JsonObject;
  report: Report;
  md: (markdown: unknown) => string;
  describe: DescribeContext;
  locate: ParsedSpec['locate'];
  /** Route of the reference: operation pages go under it. */
  route: string;
  /** Pages named by `operationId` (docusaurus-plugin-openapi-docs's names) instead of `summary`. */
  slugsByOperationId: boolean;
  /**
   * The summary each operation's page is named from (`GET /payments` → `List payments`), when
   * not its own: the site's document's, so a locale's translated document has the same URLs.
   */
  slugSummaries?: ReadonlyMap<string, string | undefined>;
  /** OpenAPI 3.0 requires `responses`; 3.1 made them optional. */
  responsesRequired: boolean;
  securitySchemes: ReadonlyMap<string, ApiSecurityScheme>;
  rootServers: ReadServer[];
  /** The group of an operation with no tags. */
  untaggedGroup: (path: string) => string;
  /** operationId → the first operation that has it (`GET /pets`), across the document. */
  operationIds: Map<string, string>;
  /** Page slug → the operation that has it, across the document. */
  slugs: Map<string, string>;
  /** Compile only the operation at this route in full, the others in outline (see outlineOperation). */
  onlyRoute?: string;
}

interface OperationAt {
  path: string;
  pathItem: JsonObject;
  method: string;
  operation: JsonObject;
}

type CollectedParameters = Map<string, { raw: JsonObject; segments: Array<string | number> }>;

/**
 * A path key with a query string (`/search/articles?query={query}`, written so by documents
 * Redoc renders): each `name={name}` pair names a query parameter, and requests go to the
 * path without those pairs. Literal pairs (`?action=list`) stay: they tell operations apart.
 */
function splitPathKey(path: string): { requestPath: string; queryTemplates: string[] } {
  const mark = path.indexOf('?');
  if (mark < 0) return { requestPath: path, queryTemplates: [] };
  const queryTemplates: string[] = [];
  const literal: string[] = [];
  for (const pair of path.slice(mark + 1).split('&')) {
    const template = /^([^=]+)=\{([^}]+)\}$/.exec(pair);
    if (template && template[1] === template[2]) queryTemplates.push(template[1]!);
    else if (pair) literal.push(pair);
  }
  return { requestPath: `${path.slice(0, mark)}${literal.length ? `?${literal.join('&')}` : ''}`, queryTemplates };
}

/** A parameter the document uses but does not declare, as the page shows it: a required string. */
const impliedParameter = (name: string, location: 'path' | 'query', at: Array<string | number>) => ({ raw: { name, in: location, required: true, schema: { type: 'string' } }, segments: at });

/** Path-item parameters apply unless the operation redefines the same name and location. */
function collectParameters(scope: OperationScope, { path, pathItem, method, operation }: OperationAt): CollectedParameters {
  const { doc, report } = scope;
  const at = ['paths', path, method];
  const parameters: CollectedParameters = new Map();
  const collect = (list: Json | undefined, segments: Array<string | number>): void => {
    if (list === undefined) return;
    if (!Array.isArray(list)) {
      report('error', 'invalid-type', '`parameters` must be a list', segments);
      return;
    }
    list.forEach((entry, index) => {
      const parameter = deref(doc, entry);
      if (!parameter) return;
      const name = text(parameter.name);
      const location = text(parameter.in);
      if (!name || !location || !(PARAMETER_LOCATIONS as readonly string[]).includes(location)) {
        report('warning', 'invalid-parameter', `Parameter needs a \`name\` and \`in\` (one of ${PARAMETER_LOCATIONS.join(', ')}); it is left out of the page`, [...segments, index], 'give it a `name` and an `in`, or remove it');
        return;
      }
      parameters.set(`${location}:${name}`, { raw: parameter, segments: [...segments, index] });
    });
  };
  collect(pathItem.parameters, ['paths', path, 'parameters']);
  collect(operation.parameters, [...at, 'parameters']);
  // A third party's document may get these wrong and still be readable (Redoc shows it):
  // warnings, and the page shows what the path itself says.
  const { requestPath, queryTemplates } = splitPathKey(path);
  for (const name of queryTemplates) {
    if (parameters.has(`query:${name}`)) continue;
    // Such documents often declare the template `in: path` (icons8, clicksend): it is sent in the query.
    const declared = parameters.get(`path:${name}`);
    if (declared) {
      parameters.delete(`path:${name}`);
      parameters.set(`query:${name}`, { ...declared, raw: { ...declared.raw, in: 'query' } });
      continue;
    }
    report('warning', 'undeclared-query-parameter', `Query parameter \`${name}\` of \`${path}\` is not declared for ${method.toUpperCase()}; the page shows it as a required string`, at, `add \`{ name: ${name}, in: query, required: true, schema: { type: string } }\` to its parameters`);
    parameters.set(`query:${name}`, impliedParameter(name, 'query', at));
  }
  const templateParams = [...requestPath.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  for (const name of templateParams) {
    if (parameters.has(`path:${name}`)) continue;
    report('warning', 'undeclared-path-parameter', `Path parameter \`{${name}}\` of \`${path}\` is not declared for ${method.toUpperCase()}; the page shows it as a required string`, at, `add \`{ name: ${name}, in: path, required: true, schema: { type: string } }\` to its parameters`);
    parameters.set(`path:${name}`, impliedParameter(name, 'path', at));
  }
  for (const [key, { segments }] of parameters) {
    if (!key.startsWith('path:') || templateParams.includes(key.slice(5))) continue;
    report('warning', 'unknown-path-parameter', `Path parameter \`${key.slice(5)}\` is declared but \`${path}\` has no \`{${key.slice(5)}}\`; it is left out of the page`, segments, `add \`{${key.slice(5)}}\` to the path, or remove the parameter`);
    parameters.delete(key);
  }
  return parameters;
}

/** The operation's page slug, unique in the document: a clash is a warning and gets a distinct one. */
function pageSlug(scope: OperationScope, { path, method }: OperationAt, ownSummary: string | undefined, operationId: string | undefined): string {
  const { slugs } = scope;
  const named = `${method.toUpperCase()} ${path}`;
  const summary = scope.slugSummaries?.has(named) ? scope.slugSummaries.get(named) : ownSummary;
  // docusaurus-plugin-openapi-docs names pages by operationId, whole: existing links keep working.
  const baseSlug =
    scope.slugsByOperationId && (operationId || summary) ? pluginKebab(operationId ?? summary!) : shortSlug((summary ? slugify(summary) : operationId ? kebab(operationId) : slugify(`${method} ${path}`)) || slugify(`${method} ${path}`));
  let slug = baseSlug;
  if (slugs.has(slug)) {
    const distinct = operationId && summary ? kebab(operationId) : `${baseSlug}-${slugify(`${method} ${path}`)}`;
    slug = distinct;
    for (let n = 2; slugs.has(slug); n++) slug = `${distinct}-${n}`;
    scope.report('warning', 'duplicate-slug', `\`${method.toUpperCase()} ${path}\` would have the same page as ${slugs.get(baseSlug)} (\`${baseSlug}\`); it is published as \`${slug}\``, summary ? ['paths', path, method, 'summary'] : ['paths', path, method], 'give the operations distinct summaries');
  }
  slugs.set(slug, `${method.toUpperCase()} ${path}`);
  return slug;
}

function describeParameter(scope: OperationScope, raw: JsonObject): ApiParameter {
  const example = raw.example !== undefined ? raw.example : isObject(raw.examples) ? deref(scope.doc, Object.values(raw.examples)[0])?.value : undefined;
  const value = example !== undefined ? example : exampleFromSchema(scope.doc, raw.schema);
  return {
    name: raw.name as string,
    in: raw.in as ApiParameter['in'],
    required: raw.required === true || raw.in === 'path',
    deprecated: raw.deprecated === true,
    descriptionHtml: scope.md(raw.description),
    schema: describeSchema(scope.describe, raw.schema),
    ...(value !== null && value !== undefined ? { example: JSON.stringify(value) } : {}),
  };
}

/** `x-codeSamples` (Redoc's name) or `x-code-samples` (its older one). */
function documentSamples(operation: JsonObject): ApiCodeSample[] {
  const custom = operation['x-codeSamples'] ?? operation['x-code-samples'];
  if (!Array.isArray(custom)) return [];
  return custom.flatMap((sample) => {
    if (!isObject(sample) || !text(sample.source)) return [];
    const lang = text(sample.lang) ?? 'text';
    return [{ label: text(sample.label) ?? lang, lang: lang.toLowerCase(), code: sample.source as string, generated: false }];
  });
}

/** One operation's page model: its parameters, exchange, samples and callbacks. */
export function compileOperation(scope: OperationScope, where: OperationAt): ApiOperation {
  const { doc, report } = scope;
  const { path, pathItem, method, operation } = where;
  const at: Array<string | number> = ['paths', path, method];
  const pointer = toPointer(at);

  const operationId = text(operation.operationId);
  const servers = readServers(operation.servers, [...at, 'servers'], report) ?? readServers(pathItem.servers, ['paths', path, 'servers'], report) ?? scope.rootServers;
  // Messages about the page (its links, its size) point at the description, else the operation.
  const position = scope.locate(operation.description !== undefined ? `${pointer}/description` : pointer);
  const brief = outlineOperation(scope, where, { operationId, servers, position });
  // A one-page build (`docsgen dev`'s first page) checks nothing: the whole build that follows reports.
  if (scope.onlyRoute !== undefined && brief.route !== scope.onlyRoute) return brief;
  if (operationId) {
    const first = scope.operationIds.get(operationId);
    if (first) report('error', 'duplicate-operation-id', `Duplicate operationId \`${operationId}\`: also used by ${first}`, [...at, 'operationId'], 'every operationId must be unique in the document');
    else scope.operationIds.set(operationId, `${method.toUpperCase()} ${path}`);
  }
  if (!isObject(operation.responses) && scope.responsesRequired) report('warning', 'missing-field', `\`${method.toUpperCase()} ${path}\` has no \`responses\`, which OpenAPI 3.0 requires`, at, 'add a `responses` object, e.g. `responses: { "200": { description: OK } }`');
  const parameters = collectParameters(scope, where);
  const { requestBodyRaw, requestBody, responses } = describeExchange(scope.describe, operation);
  const { requestPath } = splitPathKey(path);
  const sampleRequest = buildSampleRequest({ doc, method, path: requestPath, parameters: [...parameters.values()].map(({ raw }) => raw), servers, security: brief.security, requestBody: requestBodyRaw });
  const [curl, ...generated] = generateSamples(sampleRequest);
  return {
    ...brief,
    ...(requestPath !== path ? { requestPath } : {}),
    descriptionHtml: scope.md(operation.description),
    parameters: [...parameters.values()].map(({ raw }) => describeParameter(scope, raw)),
    ...(requestBody ? { requestBody } : {}),
    responses,
    callbacks: describeCallbacks(scope.describe, operation),
    samples: uniqueLabels([curl!, ...documentSamples(operation), ...generated]),
  };
}

/**
 * What navigation needs of an operation (route, title, tags; servers for the explorer's
 * settings), without its description, parameters, exchange or samples: the other pages of a
 * one-page build (BuildOptions.onlyRoute), which is most of compiling a whole document.
 */
function outlineOperation(scope: OperationScope, where: OperationAt, { operationId, servers, position }: { operationId: string | undefined; servers: ReadServer[]; position: ApiOperation['at'] }): ApiOperation {
  const { path, method, operation } = where;
  const pointer = toPointer(['paths', path, method]);
  const summary = text(operation.summary);
  const slug = pageSlug(scope, where, summary, operationId);
  const tags = Array.isArray(operation.tags) ? [...new Set(operation.tags.filter((t): t is string => typeof t === 'string'))] : [];
  if (!tags.length) tags.push(scope.untaggedGroup(path));
  return {
    route: joinRoute(scope.route, slug),
    slug,
    method: method.toUpperCase(),
    path,
    title: summary ?? operationId ?? `${method.toUpperCase()} ${path}`,
    ...(operationId ? { operationId } : {}),
    ...(summary ? { summary } : {}),
    descriptionHtml: '',
    deprecated: operation.deprecated === true,
    tags,
    security: operationSecurity(operation.security ?? scope.doc.security, scope.securitySchemes),
    servers: servers.map((server) => server.url),
    serverTemplates: servers.map((server) => server.template),
    parameters: [],
    responses: [],
    callbacks: [],
    samples: [],
    pointer,
    at: position,
  };
}

/** The component schemas an operation's request body and responses name (for "used by" on schema pages). */
export function namedSchemas(doc: JsonObject, operation: JsonObject): Set<string> {
  const named = new Set<string>();
  const scan = (value: Json | undefined, depth: number): void => {
    if (depth > 6) return;
    if (Array.isArray(value)) value.forEach((item) => scan(item, depth + 1));
    else if (isObject(value)) {
      const name = typeof value.$ref === 'string' ? schemaRefName(value.$ref) : undefined;
      if (name) named.add(name);
      else if (typeof value.$ref === 'string') scan(deref(doc, value), depth + 1);
      else for (const child of Object.values(value)) scan(child, depth + 1);
    }
  };
  scan(operation.requestBody, 0);
  scan(operation.responses, 0);
  return named;
}
