import { didYouMean, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { joinRoute } from '../routes/doc-route.ts';
import type { ApiCodeSample, ApiOperation, ApiParameter, ApiReference, ApiSchemaPage, ApiServer, ApiTag } from './api-model.ts';
import { generateSamples } from './code-samples.ts';
import { describeSchema, type DescribeContext } from './describe-schema.ts';
import { exampleFromSchema } from './examples.ts';
import { describeExchange } from './media-types.ts';
import { compileWebhooks, describeCallbacks, METHODS } from './webhooks.ts';
import { commonSegments, readTagGroups, shortSlug, UNTAGGED, uniqueLabels } from './operation-labels.ts';
import { toPointer, type ParsedSpec } from './parse-spec.ts';
import { buildSampleRequest } from './sample-request.ts';
import { isSafeUrl, renderSafeMarkdown } from './safe-markdown.ts';
import { operationSecurity, readSecuritySchemes } from './security-schemes.ts';
import { deref, isObject, kebab, refPointer, resolvePointer, schemaRefName, slugify, stringValue, type Json, type JsonObject } from './schema.ts';

export { METHODS } from './webhooks.ts';
const PARAMETER_LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

export interface CompileSpecOptions {
  /** Route of the reference, e.g. `/api-rest`. */
  route: string;
  /** Download links shown on the overview page. */
  downloads: Array<{ label: string; href: string }>;
  /** Base URL of the site, for links to generated pages. */
  withBase: (route: string) => string;
  /** Where root-relative links in descriptions point (`https://docs.github.com`); unset, they are site links. */
  linkBase?: string;
  /** Operation routes from `operationId` (docusaurus-plugin-openapi-docs's names) instead of `summary`. */
  slugs?: 'summary' | 'operationId';
}

const text = stringValue;
const pretty = (value: Json): string => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** Fill a server URL's `{variables}` with their defaults. */
export function serverUrl(server: JsonObject): string | undefined {
  const url = text(server.url);
  if (!url) return undefined;
  const variables = isObject(server.variables) ? server.variables : {};
  return url.replace(/\{([^}]+)\}/g, (all, name: string) => {
    const variable = variables[name];
    return isObject(variable) && variable.default !== undefined ? String(variable.default) : all;
  });
}

/**
 * Compile an OpenAPI 3.0/3.1 document into the REST reference model: one page per
 * operation, per component schema, and an overview. Pure: the document is already parsed;
 * problems come back as diagnostics located in the document.
 */
export function compileSpec(spec: ParsedSpec, options: CompileSpecOptions): { reference?: ApiReference; diagnostics: Diagnostic[] } {
  const doc = spec.doc as JsonObject;
  const diagnostics: Diagnostic[] = [];
  const md = (markdown: unknown): string => renderSafeMarkdown(markdown, options.linkBase);
  const report = (severity: 'error' | 'warning', code: string, message: string, segments: ReadonlyArray<string | number>, hint?: string): void => {
    const { line, column } = spec.locate(toPointer(segments));
    diagnostics.push({ code: `openapi/${code}`, severity, message, file: spec.file, line, column, source: spec.source, ...(hint ? { hint } : {}) });
  };

  // Swagger 2.0 arrives here converted to 3.0 (parse-spec.ts); older ones do not.
  if (doc.swagger !== undefined) {
    report('error', 'unsupported-version', `Swagger ${String(doc.swagger)} documents are not supported; docsgen reads Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2`, ['swagger'], 'convert the document to OpenAPI 3 first');
    return { diagnostics };
  }
  const version = text(doc.openapi);
  if (!version || !/^3\.[0-2]\.\d+/.test(version)) {
    report('error', 'unsupported-version', version ? `OpenAPI version \`${version}\` is not supported; docsgen reads 3.0.x, 3.1.x and 3.2.x` : 'The document has no `openapi` version field', version ? ['openapi'] : [], 'start the document with `openapi: 3.1.0`');
    return { diagnostics };
  }
  // 3.1 made `responses` optional (webhooks-only documents, operations described elsewhere).
  const responsesRequired = version.startsWith('3.0');
  const info = isObject(doc.info) ? doc.info : {};
  // Required by the specification, yet its absence hides nothing else: the reference is titled `API`.
  if (!text(info.title)) report('warning', 'missing-field', '`info.title` is missing; the reference is titled `API`', isObject(doc.info) ? ['info'] : [], 'add `info: { title: …, version: … }`');
  if (doc.paths !== undefined && !isObject(doc.paths)) report('error', 'invalid-type', '`paths` must be an object', ['paths']);

  // Every $ref must resolve inside the document; references to other files are refused.
  const checkRefs = (value: Json, segments: Array<string | number>): void => {
    if (Array.isArray(value)) value.forEach((item, index) => checkRefs(item, [...segments, index]));
    else if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string') {
          if (!child.startsWith('#') && refPointer(doc, child) !== undefined) continue;
          if (!child.startsWith('#')) {
            report('error', 'external-ref', `External \`$ref\` \`${child}\` is refused: docsgen reads no other file or host for a document`, [...segments, key], 'bundle the document into one file first, e.g. `npx @redocly/cli bundle openapi.yaml -o bundled.yaml`');
          } else if (resolvePointer(doc, child) === undefined) {
            const name = schemaRefName(child);
            const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? Object.keys(doc.components.schemas) : [];
            const guess = name ? didYouMean(name, schemas) : undefined;
            report('error', 'unknown-ref', `\`$ref\` \`${child}\` points to nothing in the document`, [...segments, key], guess ? `did you mean \`#/components/schemas/${guess}\`?` : undefined);
          }
        } else checkRefs(child, [...segments, key]);
      }
    }
  };
  checkRefs(doc, []);
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };

  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  const schemaSlugs = new Map<string, string>();
  const usedSchemaSlugs = new Set<string>();
  for (const name of Object.keys(schemas)) {
    let slug = kebab(name) || 'schema';
    for (let n = 2; usedSchemaSlugs.has(slug); n++) slug = `${kebab(name)}-${n}`;
    usedSchemaSlugs.add(slug);
    schemaSlugs.set(name, slug);
  }
  const schemaRoute = (name: string): string | undefined => {
    const slug = schemaSlugs.get(name);
    return slug ? joinRoute(options.route, 'schemas', slug) : undefined;
  };
  const describeContext = (namedDepth: number): DescribeContext => ({
    doc,
    markdown: md,
    namedDepth,
    schemaHref: (name) => {
      const route = schemaRoute(name);
      return route ? options.withBase(route) : undefined;
    },
  });
  const operationContext = describeContext(1);

  const securitySchemes = readSecuritySchemes(doc, md, isSafeUrl);

  const serversOf = (list: Json | undefined, segments: Array<string | number>): Array<{ url: string; template: ApiServer }> | undefined => {
    if (!Array.isArray(list)) return undefined;
    return list.flatMap((server, index) => {
      const url = isObject(server) ? serverUrl(server) : undefined;
      if (!url || !isObject(server)) return [];
      if (!isSafeUrl(url)) {
        report('warning', 'unsafe-url', `Server URL \`${url}\` is not http(s) or relative; it is left out`, [...segments, index, 'url']);
        return [];
      }
      const variables = isObject(server.variables) ? server.variables : {};
      const template: ApiServer = {
        url: text(server.url)!,
        description: text(server.description) ?? '',
        variables: Object.entries(variables).flatMap(([name, variable]) =>
          isObject(variable)
            ? [{ name, default: String(variable.default ?? ''), enum: Array.isArray(variable.enum) ? variable.enum.map(String) : [], description: text(variable.description) ?? '' }]
            : [],
        ),
      };
      return [{ url, template }];
    });
  };
  const rootServers = serversOf(doc.servers, ['servers']) ?? [];

  const tagOrder: string[] = [];
  const tagDescriptions = new Map<string, string>();
  const tagLabels = new Map<string, string>();
  if (Array.isArray(doc.tags)) {
    for (const tag of doc.tags) {
      if (isObject(tag) && text(tag.name)) {
        tagOrder.push(tag.name as string);
        tagDescriptions.set(tag.name as string, md(tag.description));
        // `x-displayName` (Redoc) and 3.2 `summary` are what readers see; `name` stays the key.
        const label = text(tag['x-displayName']) ?? text(tag.summary);
        if (label) tagLabels.set(tag.name as string, label);
      }
    }
  }

  // A document that tags nothing (Stripe's) is grouped by resource, the first path segment
  // after those all paths share: one category of 450 operations helps no reader.
  const pathList = Object.keys(isObject(doc.paths) ? doc.paths : {});
  const tagsNothing = pathList.every((path) => {
    const item = deref(doc, (doc.paths as JsonObject)[path]);
    return !item || METHODS.every((method) => !isObject(item[method]) || !Array.isArray(item[method].tags) || !item[method].tags.length);
  });
  const sharedSegments = tagsNothing ? commonSegments(pathList) : 0;
  const untaggedGroup = (path: string): string => (tagsNothing ? (path.split('/').filter(Boolean)[sharedSegments]?.replace(/^\{.*\}$/, '') || UNTAGGED) : UNTAGGED);

  const operations: ApiOperation[] = [];
  const operationIds = new Map<string, string>();
  const slugs = new Map<string, string>();
  const usedBy = new Map<string, ApiSchemaPage['usedBy']>();
  const paths = isObject(doc.paths) ? doc.paths : {};

  for (const [path, rawItem] of Object.entries(paths)) {
    const pathItem = deref(doc, rawItem);
    if (!pathItem) continue;
    const templateParams = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const at: Array<string | number> = ['paths', path, method];
      const pointer = toPointer(at);

      const operationId = text(operation.operationId);
      if (operationId) {
        const first = operationIds.get(operationId);
        if (first) report('error', 'duplicate-operation-id', `Duplicate operationId \`${operationId}\`: also used by ${first}`, [...at, 'operationId'], 'every operationId must be unique in the document');
        else operationIds.set(operationId, `${method.toUpperCase()} ${path}`);
      }
      if (!isObject(operation.responses) && responsesRequired) report('warning', 'missing-field', `\`${method.toUpperCase()} ${path}\` has no \`responses\`, which OpenAPI 3.0 requires`, at, 'add a `responses` object, e.g. `responses: { "200": { description: OK } }`');

      // Path-item parameters apply unless the operation redefines the same name and location.
      const parameters = new Map<string, { raw: JsonObject; segments: Array<string | number> }>();
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
            report('error', 'invalid-parameter', `Parameter needs a \`name\` and \`in\` (one of ${PARAMETER_LOCATIONS.join(', ')})`, [...segments, index]);
            return;
          }
          parameters.set(`${location}:${name}`, { raw: parameter, segments: [...segments, index] });
        });
      };
      collect(pathItem.parameters, ['paths', path, 'parameters']);
      collect(operation.parameters, [...at, 'parameters']);
      for (const name of templateParams) {
        if (!parameters.has(`path:${name}`)) report('error', 'undeclared-path-parameter', `Path parameter \`{${name}}\` of \`${path}\` is not declared for ${method.toUpperCase()}`, at, `add \`{ name: ${name}, in: path, required: true, schema: { type: string } }\` to its parameters`);
      }
      for (const [key, { segments }] of parameters) {
        if (key.startsWith('path:') && !templateParams.includes(key.slice(5))) report('error', 'unknown-path-parameter', `Path parameter \`${key.slice(5)}\` is declared but \`${path}\` has no \`{${key.slice(5)}}\``, segments);
      }

      const summary = text(operation.summary);
      const title = summary ?? operationId ?? `${method.toUpperCase()} ${path}`;
      const byOperationId = options.slugs === 'operationId' && (operationId || summary);
      // docusaurus-plugin-openapi-docs names pages by operationId, whole: existing links keep working.
      const baseSlug = byOperationId ? kebab(operationId ?? summary!) : shortSlug((summary ? slugify(summary) : operationId ? kebab(operationId) : slugify(`${method} ${path}`)) || slugify(`${method} ${path}`));
      let slug = baseSlug;
      if (slugs.has(slug)) {
        const distinct = operationId && summary ? kebab(operationId) : `${baseSlug}-${slugify(`${method} ${path}`)}`;
        slug = distinct;
        for (let n = 2; slugs.has(slug); n++) slug = `${distinct}-${n}`;
        report('warning', 'duplicate-slug', `\`${method.toUpperCase()} ${path}\` would have the same page as ${slugs.get(baseSlug)} (\`${baseSlug}\`); it is published as \`${slug}\``, summary ? [...at, 'summary'] : at, 'give the operations distinct summaries');
      }
      slugs.set(slug, `${method.toUpperCase()} ${path}`);
      const route = joinRoute(options.route, slug);

      const operationTags = Array.isArray(operation.tags) ? [...new Set(operation.tags.filter((t): t is string => typeof t === 'string'))] : [];
      if (!operationTags.length) operationTags.push(untaggedGroup(path));
      for (const tag of operationTags) if (!tagOrder.includes(tag)) tagOrder.push(tag);

      const security = operationSecurity(operation.security ?? doc.security, securitySchemes);
      const servers = serversOf(operation.servers, [...at, 'servers']) ?? serversOf(pathItem.servers, ['paths', path, 'servers']) ?? rootServers;

      const apiParameters: ApiParameter[] = [...parameters.values()].map(({ raw }) => {
        const example = raw.example !== undefined ? raw.example : isObject(raw.examples) ? deref(doc, Object.values(raw.examples)[0])?.value : undefined;
        const value = example !== undefined ? example : exampleFromSchema(doc, raw.schema);
        return {
          name: raw.name as string,
          in: raw.in as ApiParameter['in'],
          required: raw.required === true || raw.in === 'path',
          deprecated: raw.deprecated === true,
          descriptionHtml: md(raw.description),
          schema: describeSchema(operationContext, raw.schema),
          ...(value !== null && value !== undefined ? { example: JSON.stringify(value) } : {}),
        };
      });

      const { requestBodyRaw, requestBody, responses } = describeExchange(operationContext, operation);

      const sampleRequest = buildSampleRequest({ doc, method, path, parameters: [...parameters.values()].map(({ raw }) => raw), servers, security, requestBody: requestBodyRaw });
      const documentSamples: ApiCodeSample[] = [];
      const custom = operation['x-codeSamples'] ?? operation['x-code-samples'];
      if (Array.isArray(custom)) {
        for (const sample of custom) {
          if (isObject(sample) && text(sample.source)) {
            const lang = text(sample.lang) ?? 'text';
            documentSamples.push({ label: text(sample.label) ?? lang, lang: lang.toLowerCase(), code: sample.source as string, generated: false });
          }
        }
      }
      const [curl, ...generated] = generateSamples(sampleRequest);

      const apiOperation: ApiOperation = {
        route,
        slug,
        method: method.toUpperCase(),
        path,
        title,
        ...(operationId ? { operationId } : {}),
        ...(summary ? { summary } : {}),
        descriptionHtml: md(operation.description),
        deprecated: operation.deprecated === true,
        tags: operationTags,
        security,
        servers: servers.map((server) => server.url),
        serverTemplates: servers.map((server) => server.template),
        parameters: apiParameters,
        ...(requestBody ? { requestBody } : {}),
        responses,
        callbacks: describeCallbacks(operationContext, operation),
        samples: uniqueLabels([curl!, ...documentSamples, ...generated]),
        pointer,
        // Messages about the page (its links, its size) point at the description, else the operation.
        at: spec.locate(operation.description !== undefined ? `${pointer}/description` : pointer),
      };
      operations.push(apiOperation);

      // Which schemas this operation names directly (for "used by" on schema pages).
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
      for (const name of named) {
        const list = usedBy.get(name) ?? [];
        list.push({ title, method: method.toUpperCase(), href: options.withBase(route) });
        usedBy.set(name, list);
      }
    }
  }
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };

  const webhooks = compileWebhooks({ ctx: operationContext, route: options.route, securitySchemes, locate: spec.locate });

  const schemaPages: ApiSchemaPage[] = Object.keys(schemas).map((name) => {
    const ref = `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const example = exampleFromSchema(doc, { $ref: ref });
    const schema = schemas[name];
    return {
      route: schemaRoute(name)!,
      slug: schemaSlugs.get(name)!,
      name,
      at: spec.locate(isObject(schema) && schema.description !== undefined ? `${ref}/description` : ref),
      node: describeSchema(describeContext(1), { $ref: ref }),
      ...(example !== null ? { example: pretty(example) } : {}),
      usedBy: usedBy.get(name) ?? [],
    };
  });

  const tags: ApiTag[] = tagOrder
    .map((name) => ({
      name,
      label: tagLabels.get(name) ?? name,
      descriptionHtml: tagDescriptions.get(name) ?? '',
      operations: operations.filter((op) => op.tags.includes(name)).map((op) => ({ title: op.title, method: op.method, route: op.route, deprecated: op.deprecated })),
    }))
    .filter((tag) => tag.operations.length);
  const tagGroups = readTagGroups(doc, tags);

  const externalDocs = isObject(doc.externalDocs) && text(doc.externalDocs.url) && isSafeUrl(doc.externalDocs.url as string) ? { url: doc.externalDocs.url as string, description: text(doc.externalDocs.description) ?? 'More documentation' } : undefined;
  const contact = isObject(info.contact) ? info.contact : undefined;
  const license = isObject(info.license) && text(info.license.name) ? info.license : undefined;
  const title = text(info.title) ?? 'API';
  const reference: ApiReference = {
    overview: {
      route: joinRoute(options.route, slugify(title) || 'overview'),
      title,
      version: text(info.version) ?? '',
      descriptionHtml: md(info.description),
      at: spec.locate(info.description !== undefined ? '#/info/description' : '#/info'),
      servers: (Array.isArray(doc.servers) ? doc.servers : []).flatMap((server) => {
        const url = isObject(server) ? serverUrl(server) : undefined;
        return url && isSafeUrl(url) ? [{ url, descriptionHtml: md(isObject(server) ? server.description : undefined) }] : [];
      }),
      securitySchemes: [...securitySchemes.values()],
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
      tags,
      ...(tagGroups ? { tagGroups } : {}),
      downloads: options.downloads,
    },
    tags,
    operations,
    webhooks,
    schemas: schemaPages,
  };
  return { reference, diagnostics };
}
