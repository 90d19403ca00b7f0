/**
 * Reading JSON Schemas inside an (untrusted) OpenAPI document: resolving internal `$ref`s,
 * merging `allOf`, naming types. Nothing here dereferences a whole document: each helper
 * looks one level deep and the callers bound their own recursion.
 */
import { pointerSegments } from './parse-spec.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** A string value of an untrusted document, or undefined for anything else. */
/** The operations a path item may hold, in the order OpenAPI lists them. */
export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export const stringValue = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** `application/xml`, `application/atom+xml; charset=utf-8`… */
export const isXmlMediaType = (mediaType: string): boolean => /[/+]xml\s*(?:;|$)/i.test(mediaType);

export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const resolved = new WeakMap<JsonObject, Map<string, Json | undefined>>();

/** The value at an internal JSON pointer, or undefined. Remembered: a large document names the same schemas hundreds of thousands of times. */
export function resolvePointer(doc: JsonObject, pointer: string): Json | undefined {
  let known = resolved.get(doc);
  if (!known) resolved.set(doc, (known = new Map()));
  if (known.has(pointer)) return known.get(pointer);
  let node: Json | undefined = doc;
  for (const segment of pointerSegments(pointer)) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node) && Object.hasOwn(node, segment)) node = node[segment];
    else {
      node = undefined;
      break;
    }
  }
  known.set(pointer, node);
  return node;
}

/**
 * Names of the refs seen, remembered: describing a schema asks it of every ref above each
 * node (0.5 s of decoding the same pointers again on GitHub's reference). A document
 * has a few thousand refs; the map starts again past MAX_REF_NAMES (a dev server's edits).
 */
const refNames = new Map<string, string | undefined>();
const MAX_REF_NAMES = 50_000;

/** `#/components/schemas/Cart` → `Cart`; other refs → undefined. */
export function schemaRefName(ref: string): string | undefined {
  if (refNames.has(ref)) return refNames.get(ref);
  const match = /^#\/components\/schemas\/([^/]+)$/.exec(ref);
  const name = match ? pointerSegments(`#/${match[1]}`)[0] : undefined;
  if (refNames.size >= MAX_REF_NAMES) refNames.clear();
  refNames.set(ref, name);
  return name;
}

const schemaIds = new WeakMap<JsonObject, Map<string, string>>();

/**
 * The `$id`s declared by schemas of the document (3.1 schemas may `$ref` one, with or
 * without a `#/pointer` after it), each with the JSON pointer of its schema.
 */
export function declaredIds(doc: JsonObject): ReadonlyMap<string, string> {
  let ids = schemaIds.get(doc);
  if (!ids) {
    ids = new Map();
    const found = ids;
    const walk = (value: Json, pointer: string, depth: number): void => {
      if (depth > 64) return;
      if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${pointer}/${index}`, depth + 1));
      else if (isObject(value)) {
        if (typeof value.$id === 'string' && /^[a-z][a-z\d+.-]*:/i.test(value.$id)) found.set(value.$id.replace(/#$/, ''), pointer);
        for (const [key, child] of Object.entries(value)) if (key !== 'example' && key !== 'examples') walk(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, depth + 1);
      }
    };
    walk(isObject(doc.components) ? doc.components : {}, '#/components', 0);
    schemaIds.set(doc, ids);
  }
  return ids;
}

/** The internal pointer a `$ref` names: `#/…` as is, `https://…/tree#/x` through a declared `$id`. */
export function refPointer(doc: JsonObject, ref: string): string | undefined {
  if (ref.startsWith('#')) return ref;
  const hash = ref.indexOf('#');
  const base = declaredIds(doc).get(hash === -1 ? ref : ref.slice(0, hash));
  if (base === undefined) return undefined;
  return hash === -1 || ref.length === hash + 1 ? base : `${base}${ref.slice(hash + 1)}`;
}

/** Follow `$ref` chains (not `#/components/schemas` ones unless asked) to the object they name. */
export function deref(doc: JsonObject, value: Json | undefined, seen: Set<string> = new Set()): JsonObject | undefined {
  let current = value;
  while (isObject(current) && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) return undefined;
    seen.add(current.$ref);
    const pointer = refPointer(doc, current.$ref);
    current = pointer === undefined ? undefined : resolvePointer(doc, pointer);
  }
  return isObject(current) ? current : undefined;
}

/** The types a schema allows, from `type` (string or 3.1 array) and 3.0 `nullable`. */
export function schemaTypes(schema: JsonObject): { types: string[]; nullable: boolean } {
  const raw = schema.type;
  const list = Array.isArray(raw) ? raw.filter((t): t is string => typeof t === 'string') : typeof raw === 'string' ? [raw] : [];
  const nullable = list.includes('null') || schema.nullable === true || (Array.isArray(schema.enum) && schema.enum.includes(null));
  let types = list.filter((t) => t !== 'null');
  if (!types.length) {
    if (isObject(schema.properties) || schema.additionalProperties !== undefined) types = ['object'];
    else if (schema.items !== undefined) types = ['array'];
  }
  return { types, nullable };
}

/**
 * Merge `allOf` parts (following refs, nested `allOf`s too) into one object schema:
 * properties and required lists joined, the first description/title kept. A property two
 * parts both define becomes the `allOf` of both, so it is merged in turn when it is read:
 * deep merging, done lazily.
 */
export function mergeAllOf(doc: JsonObject, schema: JsonObject, depth = 0): JsonObject {
  if (!Array.isArray(schema.allOf) || depth > 8) return schema;
  const { allOf, ...rest } = schema;
  const merged: JsonObject = { ...rest };
  const properties: JsonObject = isObject(rest.properties) ? { ...rest.properties } : {};
  const required = new Set<string>(Array.isArray(rest.required) ? rest.required.filter((r): r is string => typeof r === 'string') : []);
  for (const part of allOf) {
    const resolved = deref(doc, part);
    if (!resolved) continue;
    const flat = mergeAllOf(doc, resolved, depth + 1);
    if (isObject(flat.properties)) {
      for (const [name, property] of Object.entries(flat.properties)) {
        const before = properties[name];
        properties[name] = before === undefined || before === property ? property : { allOf: [before, property] };
      }
    }
    if (Array.isArray(flat.required)) for (const name of flat.required) if (typeof name === 'string') required.add(name);
    for (const [key, value] of Object.entries(flat)) {
      if (key === 'properties' || key === 'required' || value === undefined) continue;
      // Every part applies: the narrower list of values (a subtype's `enum: [dog]`) is the one that holds.
      if (merged[key] === undefined || ((key === 'enum' || key === 'const') && part !== allOf[0])) merged[key] = value;
    }
  }
  if (Object.keys(properties).length) merged.properties = properties;
  if (required.size) merged.required = [...required];
  if (merged.type === undefined && Object.keys(properties).length) merged.type = 'object';
  return merged;
}

/** The `oneOf`/`anyOf` groups of a schema and of its `allOf` parts, each with the discriminator beside it. */
export function variantGroups(doc: JsonObject, schema: JsonObject, depth = 0): Array<{ kind: 'oneOf' | 'anyOf'; list: Json[]; discriminator?: JsonObject }> {
  const groups: Array<{ kind: 'oneOf' | 'anyOf'; list: Json[]; discriminator?: JsonObject }> = [];
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const list = schema[kind];
    if (Array.isArray(list)) groups.push({ kind, list, ...(isObject(schema.discriminator) ? { discriminator: schema.discriminator } : {}) });
  }
  if (Array.isArray(schema.allOf) && depth < 8) {
    for (const part of schema.allOf) {
      const resolved = deref(doc, part);
      if (resolved) for (const group of variantGroups(doc, resolved, depth + 1)) if (!groups.some((known) => known.list === group.list)) groups.push(group);
    }
  }
  return groups;
}

/** A route slug from prose: `Get products by product id` → `get-products-by-product-id`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A route slug from an identifier: `CartItem` → `cart-item`, `getCartById` → `get-cart-by-id`. */
export function kebab(identifier: string): string {
  return slugify(identifier.replace(/([a-z\d])([A-Z])/g, '$1-$2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2'));
}
