/**
 * The operations of an OpenAPI document as api-diff compares them: keyed by method and path
 * template (parameter names left out, so `/carts/{id}` and `/carts/{cartId}` are the same
 * operation), with their path-level parameters merged in and `$ref`s followed.
 */
import { deref, isObject, METHODS, type Json, type JsonObject } from '../openapi/schema.ts';

/** A parameter, keyed by where it goes and its name; a path parameter by its place in the template. */
export interface Parameter {
  key: string;
  /** `` `limit` (query) ``, for messages. */
  label: string;
  required: boolean;
  deprecated: boolean;
  /** Its `schema`, or that of its first `content` media type. */
  schema: Json | undefined;
}

/** One operation of a document. */
export interface Operation {
  /** `post /carts/{}`: what pairs an old operation with a new one. */
  key: string;
  /** `POST /carts/{cartId}`, as the document writes it. */
  label: string;
  operation: JsonObject;
  parameters: Map<string, Parameter>;
  /** The security requirements that apply: the operation's own, else the document's. */
  security: JsonObject[];
}

const PATH_PARAMETER = /\{([^}]*)\}/g;

/** Parameters of the path item, then of the operation (which override them by `in` and name). */
function parametersOf(doc: JsonObject, path: string, lists: Json[]): Map<string, Parameter> {
  const placeholders = [...path.matchAll(PATH_PARAMETER)].map((match) => match[1]!);
  const parameters = new Map<string, Parameter>();
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const parameter = deref(doc, item);
      if (!parameter || typeof parameter.name !== 'string' || typeof parameter.in !== 'string') continue;
      // Headers are case-insensitive; path parameters are the same parameter whatever they are called.
      const name = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name;
      const place = parameter.in === 'path' ? placeholders.indexOf(parameter.name) : -1;
      const key = place >= 0 ? `path #${place}` : `${parameter.in} ${name}`;
      const content = isObject(parameter.content) ? Object.values(parameter.content).find(isObject) : undefined;
      parameters.set(key, {
        key,
        label: `\`${parameter.name}\` (${parameter.in})`,
        required: parameter.required === true || parameter.in === 'path',
        deprecated: parameter.deprecated === true,
        schema: parameter.schema ?? content?.schema,
      });
    }
  }
  return parameters;
}

/** Every operation of the document's `paths`, by key. */
export function listOperations(doc: JsonObject): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  const paths = isObject(doc.paths) ? doc.paths : {};
  const globalSecurity = Array.isArray(doc.security) ? doc.security.filter(isObject) : [];
  for (const [path, value] of Object.entries(paths)) {
    const item = deref(doc, value);
    if (!item) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      // Two templates that differ only by their parameters' names (`/a/{id}`, `/a/{slug}`) would be one key: the second keeps its own.
      const normalised = `${method} ${path.replace(PATH_PARAMETER, '{}')}`;
      const key = operations.has(normalised) ? `${method} ${path}` : normalised;
      operations.set(key, {
        key,
        label: `${method.toUpperCase()} ${path}`,
        operation,
        parameters: parametersOf(doc, path, [item.parameters, operation.parameters] as Json[]),
        security: Array.isArray(operation.security) ? operation.security.filter(isObject) : globalSecurity,
      });
    }
  }
  return operations;
}
