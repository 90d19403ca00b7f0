import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { pointerSegments, toPointer, type ParsedSpec } from '../openapi/parse-spec.ts';
import { isObject, schemaRefName, type Json, type JsonObject } from '../openapi/schema.ts';
import { guardRegExps } from '../shared/regexp-guard.ts';
import { quickChecker } from './quick-check.ts';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;

/** One way a value does not match its schema. */
export interface SchemaMismatch {
  /** JSON pointer into the value (`/items/0/quantity`), for locating it. */
  pointer: string;
  /** `$.items[0].quantity must be integer`. */
  message: string;
}

/** A schema the validator could not compile: its examples go unchecked. */
export interface UncompiledSchema {
  pointer: string;
  message: string;
}

/** Validates values against the schemas of one OpenAPI document, in JSON Schema 2020-12. */
export interface SchemaValidator {
  /** Component schema names, for "did you mean". */
  names: string[];
  /** Mismatches of `value` against a component schema, or undefined when there is no such schema. */
  validateNamed(name: string, value: unknown): SchemaMismatch[] | undefined;
  /** Mismatches of `value` against the schema at a JSON pointer of the document (`#/paths/…/schema`). */
  validateAt(pointer: string, value: unknown): SchemaMismatch[];
  /** Schemas that could not be compiled so far (values checked against them pass). */
  uncompiled: UncompiledSchema[];
}

/** `/items/0/quantity` → `$.items[0].quantity`. */
export function jsonPath(pointer: string): string {
  return `$${pointerSegments(`#${pointer}`).map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : /^[A-Za-z_$][\w$]*$/.test(segment) ? `.${segment}` : `[${JSON.stringify(segment)}]`)).join('')}`;
}

const COMPOSITIONS = ['allOf', 'oneOf', 'anyOf'] as const;

/**
 * The OpenAPI 3.0 schema keywords that JSON Schema 2020-12 spells differently, rewritten:
 * `nullable` adds `null` to `type` (and to `enum`); beside `anyOf`, `allOf` or `$ref` with no
 * `type` (GitHub writes it so) it is read as authors mean it, "or null";
 * boolean `exclusiveMinimum`/`exclusiveMaximum` become the numbers 2020-12 expects. Applied
 * to 3.1 documents too, where authors still write `nullable` out of habit.
 */
function toDraft2020(schema: JsonObject): JsonObject {
  if (schema.nullable === undefined && typeof schema.exclusiveMinimum !== 'boolean' && typeof schema.exclusiveMaximum !== 'boolean') return schema;
  const { nullable, ...out } = schema;
  if (nullable === true && out.type === undefined) return { anyOf: [toDraft2020(out), { type: 'null' }] };
  if (nullable === true) {
    const types: Json[] = Array.isArray(out.type) ? out.type : [out.type!];
    if (!types.includes('null')) out.type = [...types, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag] === true && typeof out[bound] === 'number') {
      out[flag] = out[bound];
      delete out[bound];
    } else delete out[flag];
  }
  return out;
}

/**
 * A copy of a schema in which objects that list their `properties` (and say nothing about
 * others) refuse unknown ones: in a documentation sample, an unknown property is a renamed
 * or misspelt field. Members of compositions are left open, since their siblings add
 * properties; so are named schemas that are `allOf` parts.
 */
function closeObjects(schema: Json, isMember = false): Json {
  if (Array.isArray(schema) || !isObject(schema)) return schema;
  schema = toDraft2020(schema);
  const out: JsonObject = Object.fromEntries(Object.entries(schema).filter(([key]) => !isAnnotation(key)));
  if (isObject(schema.properties)) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, closeObjects(value)]));
  // 2020-12 `unevaluatedProperties` sees the properties of `allOf` parts too.
  const listsProperties = isObject(schema.properties) || Array.isArray(schema.allOf);
  if (listsProperties && !isMember && schema.additionalProperties === undefined && schema.unevaluatedProperties === undefined && schema.patternProperties === undefined) {
    out.unevaluatedProperties = false;
  }
  for (const key of ['items', 'additionalProperties', 'not'] as const) if (schema[key] !== undefined) out[key] = closeObjects(schema[key]);
  if (Array.isArray(schema.prefixItems)) out.prefixItems = schema.prefixItems.map((item) => closeObjects(item));
  for (const key of COMPOSITIONS) if (Array.isArray(schema[key])) out[key] = schema[key].map((member) => closeObjects(member, key === 'allOf' || isObject(schema.properties)));
  return out;
}

/**
 * Keys Ajv must not read: example values and extensions are data, yet Ajv would take an
 * `$id` inside them for a schema id (Box's document repeats one in its examples).
 */
const isAnnotation = (key: string): boolean => key === 'example' || key === 'examples' || key.startsWith('x-');

/** Every OpenAPI object key holding a schema is `schema` (parameters, media types, headers), plus `components.schemas`. */
function closeDocument(value: Json): Json {
  if (Array.isArray(value)) return value.map((item) => closeDocument(item));
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, child]) => (isAnnotation(key) ? [] : [[key, key === 'schema' ? closeObjects(child) : closeDocument(child)]])));
}

/**
 * Named schemas used as `allOf` parts: others extend them, so they stay open. The whole
 * document is walked (webhooks under `x-webhooks` too) without copying a key list per object
 * (Object.entries): on GitHub's 13 MB document, 30 ms of CPU time instead of 230 ms.
 */
function allOfParts(value: Json, found = new Set<string>()): Set<string> {
  if (typeof value !== 'object' || value === null) return found;
  if (Array.isArray(value)) {
    for (const item of value) allOfParts(item, found);
    return found;
  }
  // A parsed document's objects inherit no enumerable keys: for…in lists their own.
  for (const key in value) {
    const child = value[key]!;
    if (typeof child !== 'object' || child === null) continue;
    if (key === 'allOf' && Array.isArray(child)) for (const part of child) if (isObject(part) && typeof part.$ref === 'string') found.add(schemaRefName(part.$ref) ?? '');
    allOfParts(child, found);
  }
  return found;
}

/** Keywords that do not affect validation: two schemas differing only in them validate alike. */
const ANNOTATIONS = new Set(['description', 'title', 'default', 'readOnly', 'writeOnly', 'deprecated', 'externalDocs', 'xml', '$comment']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const SUBSCHEMAS = new Set(['items', 'additionalProperties', 'not', 'unevaluatedProperties', 'unevaluatedItems', 'contains', 'propertyNames', 'if', 'then', 'else', 'additionalItems', 'prefixItems', 'allOf', 'oneOf', 'anyOf']);

/** A schema without its annotations, at every depth (a property called `description` stays). */
function withoutAnnotations(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations);
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (SUBSCHEMAS.has(key)) out[key] = withoutAnnotations(value);
    else if (SCHEMA_MAPS.has(key) && isObject(value)) out[key] = Object.fromEntries(Object.entries(value).map(([name, member]) => [name, withoutAnnotations(member)]));
    else out[key] = value;
  }
  return out;
}

/**
 * The schema at `segments` of the closed document, or undefined when there is none or when an
 * `$id` on the way changes what its references resolve against. Schemas that validate alike
 * (see withoutAnnotations) share one compiled validator, with the same results and messages.
 */
function schemaAt(closed: JsonObject, segments: readonly string[]): Json | undefined {
  let node: Json | undefined = closed;
  for (const segment of segments) {
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    if (isObject(node) && node.$id !== undefined) return undefined;
    node = Object.hasOwn(node, segment) ? (node as JsonObject)[segment] : undefined;
  }
  return isObject(node) && node.$id !== undefined ? undefined : node;
}

/** Ajv's errors as messages, the most specific first, without the noise of failed alternatives. */
function mismatches(errors: readonly ErrorObject[]): SchemaMismatch[] {
  const relevant = errors.filter((error) => {
    // "must match exactly one schema in oneOf" repeats what the alternative's own errors say.
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf') return !errors.some((other) => other !== error && other.instancePath.startsWith(error.instancePath) && other.keyword !== 'oneOf' && other.keyword !== 'anyOf' && !(other.keyword === 'type' && (other.params as { type?: string }).type === 'null'));
    // The `null` alternative of a nullable object fails whenever the object is there.
    if (error.keyword === 'type' && (error.params as { type?: string }).type === 'null') return !errors.some((other) => other !== error && other.instancePath.startsWith(error.instancePath) && other.keyword !== 'oneOf');
    return true;
  });
  const seen = new Set<string>();
  const out: SchemaMismatch[] = [];
  for (const error of relevant.length ? relevant : errors) {
    const params = error.params as Record<string, unknown>;
    let pointer = error.instancePath;
    let message: string;
    if (error.keyword === 'unevaluatedProperties' || error.keyword === 'additionalProperties') {
      const property = String(params.unevaluatedProperty ?? params.additionalProperty);
      pointer = `${pointer}/${property.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      message = `\`${jsonPath(pointer)}\` is not a property of the schema`;
    } else if (error.keyword === 'required') {
      message = `\`${jsonPath(pointer)}\` is missing the required property \`${String(params.missingProperty)}\``;
    } else if (error.keyword === 'enum') {
      message = `\`${jsonPath(pointer)}\` must be one of ${(params.allowedValues as unknown[]).map((v) => `\`${JSON.stringify(v)}\``).join(', ')}`;
    } else {
      message = `\`${jsonPath(pointer)}\` ${error.message ?? 'does not match the schema'}`;
    }
    if (seen.has(message)) continue;
    seen.add(message);
    out.push({ pointer, message });
  }
  return out;
}

/**
 * The Ajv that checks values against a document's schemas. `example` and OpenAPI keywords
 * (discriminator, xml…) are not JSON Schema: strict mode off, and no logger (Ajv would print
 * a line to the console for each `format` it does not know). `unicodeRegExp: false`: OpenAPI
 * `pattern`s are ECMA-262 regexes written for any engine; compiled with the `u` flag, common
 * ones such as `^[\\w-.]+$` are invalid and would throw. Each schema is compiled for the few
 * values that the quick check (quick-check.ts) finds invalid, so compiling fast beats
 * validating fast: no optimisation passes over the generated code, and each named schema is
 * compiled once and called, not inlined into every schema using it.
 */
export function schemaAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, logger: false, allErrors: true, code: { optimize: false }, inlineRefs: false, validateSchema: false, unicodeRegExp: false });
  addFormats(ajv);
  return ajv;
}

/**
 * Compile validators for the schemas of an OpenAPI document, on demand and once each. A
 * schema Ajv cannot compile (a third party's document may hold anything) is recorded in
 * `uncompiled` and its values pass: a check never crashes the build.
 */
export function createSchemaValidator(spec: Pick<ParsedSpec, 'doc'>): SchemaValidator {
  // A document's `pattern`s run on its examples: some backtrack without end (see guardRegExps).
  guardRegExps();
  const doc = spec.doc as JsonObject;
  const open = allOfParts(doc);
  const components = isObject(doc.components) ? doc.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  // The component schemas are closed below, by name: closeDocument's copy of them (GitHub's
  // 2.7 MB of its 7) would be thrown away. An empty stand-in keeps their place among the keys.
  const closed = closeDocument(isObject(components.schemas) ? { ...doc, components: { ...components, schemas: {} } } : doc) as JsonObject;
  closed.components = { ...(closed.components as JsonObject), schemas: Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, closeObjects(schema, open.has(name))])) };
  const ajv = schemaAjv();
  ajv.addSchema(closed as object, 'openapi');
  const compiled = new Map<string, ValidateFunction | undefined>();
  const uncompiled: UncompiledSchema[] = [];
  // GitHub's 3,500 examples illustrate ~750 distinct schemas (`{ type: 'integer' }` many times over).
  const byShape = new Map<string, ValidateFunction>();
  const compiledAt = (pointer: string, segments: readonly string[], schema: Json | undefined): ValidateFunction | undefined => {
    if (compiled.has(pointer)) return compiled.get(pointer);
    const shape = schema === undefined ? undefined : JSON.stringify(withoutAnnotations(schema));
    let validate = shape === undefined ? undefined : byShape.get(shape);
    if (!validate) {
      try {
        validate = ajv.compile({ $ref: `openapi${toPointer(segments).replace(/[{}]/g, encodeURIComponent)}` });
        if (shape !== undefined) byShape.set(shape, validate);
      } catch (error) {
        uncompiled.push({ pointer, message: (error as Error).message.split('\n')[0]! });
      }
    }
    compiled.set(pointer, validate);
    return validate;
  };
  // Most values are valid, and the quick check says so without compiling (GitHub's: 3,300 of 3,500).
  const quick = quickChecker(closed, ajv.formats as Parameters<typeof quickChecker>[1]);
  const places = new Map<string, { segments: string[]; schema: Json | undefined }>();
  const validateAt = (pointer: string, value: unknown): SchemaMismatch[] => {
    let place = places.get(pointer);
    if (!place) {
      const segments = pointerSegments(pointer);
      places.set(pointer, (place = { segments, schema: schemaAt(closed, segments) }));
    }
    if (place.schema !== undefined && quick(place.schema, value) === true) return [];
    const validate = compiledAt(pointer, place.segments, place.schema);
    return !validate || validate(value) ? [] : mismatches(validate.errors ?? []);
  };
  return {
    names: Object.keys(schemas),
    validateNamed: (name, value) => (Object.hasOwn(schemas, name) ? validateAt(toPointer(['components', 'schemas', name]), value) : undefined),
    validateAt,
    uncompiled,
  };
}
