import type { ApiSecurityScheme } from './api-model.ts';
import { exampleAsXml, exampleFromSchema, mediaExample } from './examples.ts';
import { parameterStyle, percentEncode, serializeCookie, serializeHeader, serializePath, serializeQuery, stylePairs, type ParameterLocation } from './parameter-style.ts';
import { deref, isObject, isXmlMediaType, mergeAllOf, stringValue, type Json, type JsonObject } from './schema.ts';

/** What a generated request sends: everything already resolved to example values. */
export interface SampleRequest {
  method: string;
  /** Full URL: path parameters filled in and the query string appended, percent-encoded. */
  url: string;
  /** Headers in the order they are sent; the body's `Content-Type` is `body.mediaType`, not here. */
  headers: Array<[string, string]>;
  body?: SampleBody;
}

/** A request body by how the clients send it. */
export type SampleBody =
  /** Any `application/json` or `+json` media type. */
  | { kind: 'json'; mediaType: string; value: Json }
  /** `application/x-www-form-urlencoded`: fields in order, not yet encoded. */
  | { kind: 'form'; mediaType: string; fields: Array<[string, string]> }
  /** `multipart/form-data`: the client chooses the boundary. */
  | { kind: 'multipart'; mediaType: string; parts: SamplePart[] }
  /** `text/*`, XML and other text: the example as written. */
  | { kind: 'text'; mediaType: string; text: string }
  /** `application/octet-stream`, images and other binary: a local file is sent. */
  | { kind: 'file'; mediaType: string; fileName: string };

/** One part of a multipart body: a text field (with its type when not plain text) or a file. */
export type SamplePart = { name: string; value: string; contentType?: string } | { name: string; fileName: string; contentType: string };

export interface SampleRequestInput {
  doc: JsonObject;
  method: string;
  /** The path template, e.g. `/pets/{petId}`. */
  path: string;
  /** The operation's resolved Parameter Objects, path-item ones included. */
  parameters: JsonObject[];
  /** The servers that apply to the operation; the first is used. */
  servers: ReadonlyArray<{ url: string }>;
  /** Security requirements; the first is used. */
  security: ApiSecurityScheme[][];
  /** The resolved Request Body Object, if any. */
  requestBody: JsonObject | undefined;
}

const text = stringValue;
const baseType = (mediaType: string): string => mediaType.split(';')[0]!.trim().toLowerCase();
const isJson = (mediaType: string): boolean => /^application\/(?:[\w.-]+\+)?json$/.test(baseType(mediaType));
const isText = (mediaType: string): boolean => /^text\/|[/+]xml$|^application\/(?:x-)?(?:yaml|ndjson|javascript)$/.test(baseType(mediaType));
const isXml = (mediaType: string): boolean => isXmlMediaType(baseType(mediaType));

/**
 * The request the generated samples send for one operation: example values everywhere,
 * parameters serialized by their `style`, credentials as placeholders.
 */
export function buildSampleRequest({ doc, method, path, parameters, servers, security, requestBody }: SampleRequestInput): SampleRequest {
  const query: string[] = [];
  const cookies: string[] = [];
  const paramHeaders: Array<[string, string]> = [];
  const pathValues = new Map<string, string>();
  for (const raw of parameters) {
    const name = text(raw.name)!;
    const location = raw.in as ParameterLocation;
    if (location !== 'path' && raw.required !== true) continue;
    // Accept, Content-Type and Authorization header parameters are ignored: https://spec.openapis.org/oas/v3.1.1.html#parameter-name
    if (location === 'header' && /^(?:accept|content-type|authorization)$/i.test(name)) continue;
    const value = parameterValue(doc, raw);
    // A `content` parameter is one serialized string, sent like a primitive.
    const style = parameterStyle(location, isObject(raw.content) ? {} : raw);
    if (location === 'path') pathValues.set(name, serializePath(name, value, style) ?? percentEncode(`{${name}}`));
    else if (location === 'query') query.push(...serializeQuery(name, value, style));
    else if (location === 'cookie') cookies.push(...serializeCookie(name, value, style));
    else {
      const header = serializeHeader(value, style);
      if (header !== undefined) paramHeaders.push([name, header]);
    }
  }

  const headers: Array<[string, string]> = [];
  for (const scheme of security[0] ?? []) {
    if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name) headers.push([scheme.name, 'YOUR_API_KEY']);
    else if (scheme.type === 'apiKey' && scheme.in === 'query' && scheme.name) query.push(`${percentEncode(scheme.name)}=YOUR_API_KEY`);
    else if (scheme.type === 'apiKey' && scheme.in === 'cookie' && scheme.name) cookies.push(`${percentEncode(scheme.name)}=YOUR_API_KEY`);
    else if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') headers.push(['Authorization', 'Basic BASE64_CREDENTIALS']);
    else if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') headers.push(['Authorization', 'Bearer YOUR_TOKEN']);
  }
  headers.push(...paramHeaders);
  if (cookies.length) headers.push(['Cookie', cookies.join('; ')]);

  const filledPath = path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues.get(name) ?? percentEncode(`{${name}}`));
  const body = requestBody ? sampleBody(doc, requestBody) : undefined;
  return {
    method: method.toUpperCase(),
    // A path key may carry a query string of its own (`/search?q={q}`): the rest joins it.
    url: `${(servers[0]?.url ?? '').replace(/\/$/, '')}${filledPath}${query.length ? `${filledPath.includes('?') ? '&' : '?'}${query.join('&')}` : ''}`,
    headers,
    ...(body ? { body } : {}),
  };
}

/** A parameter's example: its own `example`/`examples`, else its content's or schema's; `content` ones serialized. */
function parameterValue(doc: JsonObject, raw: JsonObject): Json | undefined {
  const own = raw.example !== undefined ? raw.example : isObject(raw.examples) ? deref(doc, Object.values(raw.examples)[0])?.value : undefined;
  if (!isObject(raw.content)) return own !== undefined ? own : exampleFromSchema(doc, raw.schema);
  const [mediaType, media] = Object.entries(raw.content)[0] ?? [];
  const value = own !== undefined ? own : isObject(media) ? mediaExample(doc, media) : undefined;
  if (value === undefined || mediaType === undefined) return undefined;
  return isJson(mediaType) || typeof value !== 'string' ? JSON.stringify(value) : value;
}

/** The body the samples send: JSON when offered, else the first media type listed. */
function sampleBody(doc: JsonObject, requestBody: JsonObject): SampleBody | undefined {
  const contents = Object.entries(isObject(requestBody.content) ? requestBody.content : {}).filter((entry): entry is [string, JsonObject] => isObject(entry[1]));
  const [mediaType, media] = contents.find(([type]) => isJson(type)) ?? contents[0] ?? [];
  if (!mediaType || !media) return undefined;
  const type = baseType(mediaType);
  const schema = deref(doc, media.schema);
  if (isJson(mediaType)) return { kind: 'json', mediaType, value: mediaExample(doc, media, 'request') };
  if (type === 'application/x-www-form-urlencoded') return { kind: 'form', mediaType, fields: formFields(doc, media, mediaExample(doc, media, 'request')) };
  if (type === 'multipart/form-data') return { kind: 'multipart', mediaType, parts: multipartParts(doc, media, mediaExample(doc, media, 'request')) };
  if (!isText(mediaType) || (schema && isBinary(schema))) {
    const sent = type.includes('*') ? 'application/octet-stream' : mediaType;
    return { kind: 'file', mediaType: sent, fileName: `file.${extension(sent)}` };
  }
  const value = mediaExample(doc, media, 'request');
  if (typeof value === 'string') return { kind: 'text', mediaType, text: value };
  return { kind: 'text', mediaType, text: isXml(mediaType) ? exampleAsXml(doc, media, value) : JSON.stringify(value, null, 2) };
}

/** Binary data: `format: binary`, or a `contentMediaType` (3.1) that is not text. */
const isBinary = (schema: JsonObject): boolean => schema.format === 'binary' || (typeof schema.contentMediaType === 'string' && !isText(schema.contentMediaType) && !isJson(schema.contentMediaType));

const EXTENSIONS: Record<string, string> = { 'application/octet-stream': 'bin', 'image/jpeg': 'jpg', 'image/svg+xml': 'svg', 'text/plain': 'txt', 'application/gzip': 'gz' };
const extension = (mediaType: string): string => EXTENSIONS[baseType(mediaType)] ?? (/^[\w-]+\/(?:x-)?([a-z\d]{1,8})$/.exec(baseType(mediaType))?.[1] ?? 'bin');

/** The schema of each property of an object schema, merged and resolved. */
function propertySchemas(doc: JsonObject, media: JsonObject): JsonObject {
  const schema = deref(doc, media.schema);
  const merged = schema ? mergeAllOf(doc, schema) : {};
  return isObject(merged.properties) ? merged.properties : {};
}

const encodingOf = (doc: JsonObject, media: JsonObject, name: string): JsonObject => (isObject(media.encoding) ? (deref(doc, media.encoding[name]) ?? {}) : {});

/**
 * Form fields from an object example. Without an Encoding Object style, objects are sent as
 * JSON (the default `contentType` of an object property) and arrays as repeated fields.
 */
function formFields(doc: JsonObject, media: JsonObject, value: Json): Array<[string, string]> {
  if (typeof value === 'string') return [...new URLSearchParams(value)];
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([name, field]): Array<[string, string]> => {
    const encoding = encodingOf(doc, media, name);
    if (encoding.style !== undefined || encoding.explode !== undefined) {
      return stylePairs(name, field, parameterStyle('query', encoding)).map((pair) => [pair.name, pair.values.join(pair.separator)]);
    }
    if (field === null) return [];
    if (isJson(text(encoding.contentType) ?? '')) return [[name, JSON.stringify(field)]];
    const items = Array.isArray(field) ? field.filter((item) => item !== null) : [field];
    return items.map((item) => [name, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item)]);
  });
}

/** Multipart parts from an object example: binary properties are files, objects JSON parts, arrays repeated parts. */
function multipartParts(doc: JsonObject, media: JsonObject, value: Json): SamplePart[] {
  if (!isObject(value)) return [];
  const properties = propertySchemas(doc, media);
  return Object.entries(value).flatMap(([name, field]): SamplePart[] => {
    const schema = deref(doc, properties[name]) ?? {};
    const declared = text(encodingOf(doc, media, name).contentType)?.split(',')[0]!.trim();
    const itemSchema = Array.isArray(field) ? (deref(doc, schema.items) ?? {}) : schema;
    const items = Array.isArray(field) ? field : [field];
    const file = isBinary(itemSchema) || (declared !== undefined && !isText(declared) && !isJson(declared) && declared !== '*/*');
    if (file) {
      const contentType = (declared ?? text(itemSchema.contentMediaType) ?? 'application/octet-stream').replace(/^(\w+)\/\*$/, (_, top: string) => (top === 'image' ? 'image/png' : 'application/octet-stream'));
      const stem = name.replace(/[^\w.-]+/g, '_') || 'file';
      return items.map((_, index) => ({ name, fileName: `${stem}${items.length > 1 ? `-${index + 1}` : ''}.${extension(contentType)}`, contentType }));
    }
    return items.flatMap((item): SamplePart[] => {
      if (item === null) return [];
      if (typeof item === 'object' || (declared && isJson(declared))) return [{ name, value: JSON.stringify(item), contentType: declared ?? 'application/json' }];
      return [{ name, value: String(item), ...(declared && declared !== 'text/plain' ? { contentType: declared } : {}) }];
    });
  });
}

