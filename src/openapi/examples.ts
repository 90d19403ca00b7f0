import { deref, isObject, mergeAllOf, schemaRefName, schemaTypes, type Json, type JsonObject } from './schema.ts';

/** Which way a value travels: `readOnly` properties are not sent, `writeOnly` ones not returned. */
export type Direction = 'request' | 'response';

const MAX_DEPTH = 8;
/** Optional properties are filled in only this many objects deep. */
const OPTIONAL_DEPTH = 3;

const STRING_FORMATS: Record<string, string> = {
  'date-time': '2025-01-15T09:30:00Z',
  date: '2025-01-15',
  time: '09:30:00Z',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  'uri-reference': '/path',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  byte: 'U3dhZ2dlciByb2Nrcw==',
  password: 'secret',
};

/** A string that satisfies the schema's length limits (patterns are honoured through examples only). */
function exampleString(schema: JsonObject): string {
  const format = typeof schema.format === 'string' ? STRING_FORMATS[schema.format] : undefined;
  let value = format ?? 'string';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  if (value.length < min) value = value.padEnd(min, 'x');
  if (value.length > max) value = value.slice(0, max);
  return value;
}

function exampleNumber(schema: JsonObject, integer: boolean): number {
  const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + (integer ? 1 : 0.5) : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - (integer ? 1 : 0.5) : undefined;
  let value = min ?? (max !== undefined && max < 0 ? max : 0);
  if (integer) value = Math.ceil(value);
  if (typeof schema.multipleOf === 'number' && schema.multipleOf > 0) value = Math.ceil(value / schema.multipleOf) * schema.multipleOf;
  return value;
}

/**
 * An example value for a schema: its own `example`/`examples`/`default`/`const`/first enum
 * value, else one built from its type (valid against the schema for everything but
 * `pattern`, which only a written example can satisfy). Cycles and depth are bounded. With a
 * direction, properties that do not travel that way are left out.
 */
export function exampleFromSchema(doc: JsonObject, input: Json | undefined, direction?: Direction): Json {
  return build(doc, input, direction, [], 0);
}

function build(doc: JsonObject, input: Json | undefined, direction: Direction | undefined, refs: readonly string[], depth: number): Json {
  if (!isObject(input) || depth > MAX_DEPTH) return null;
  const ref = typeof input.$ref === 'string' ? input.$ref : undefined;
  if (ref && refs.includes(ref)) return null;
  const inner = ref ? [...refs, ref] : refs;
  const resolved = deref(doc, input);
  if (!resolved) return null;
  const schema = mergeAllOf(doc, resolved);

  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0]!;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0]!;
  const variants = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  if (variants?.length) return build(doc, variants[0], direction, inner, depth + 1);

  const { types, nullable } = schemaTypes(schema);
  switch (types[0]) {
    case 'string':
      return exampleString(schema);
    case 'integer':
      return exampleNumber(schema, true);
    case 'number':
      return exampleNumber(schema, false);
    case 'boolean':
      return true;
    case 'array': {
      const item = build(doc, schema.items, direction, inner, depth + 1);
      const min = typeof schema.minItems === 'number' ? Math.max(1, schema.minItems) : 1;
      return item === null && !nullableItems(doc, schema.items) ? [] : Array.from({ length: min }, () => item);
    }
    case 'object':
    case undefined: {
      if (!isObject(schema.properties) && types[0] === undefined) return nullable ? null : {};
      const out: JsonObject = {};
      const required = new Set(Array.isArray(schema.required) ? schema.required : []);
      for (const [name, property] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
        const resolvedProperty = deref(doc, property);
        if (direction === 'request' ? resolvedProperty?.readOnly === true : direction === 'response' ? resolvedProperty?.writeOnly === true : resolvedProperty?.writeOnly === true && !required.has(name)) continue;
        // Deep inside an example only required properties are shown: linked schemas would
        // otherwise nest the whole document into every example.
        if (depth >= OPTIONAL_DEPTH && !required.has(name)) continue;
        const value = build(doc, property, direction, inner, depth + 1);
        // A property that could only be null because of a cycle is left out unless required.
        if (value === null && !required.has(name) && !(resolvedProperty && schemaTypes(resolvedProperty).nullable)) continue;
        out[name] = value;
      }
      return out;
    }
    default:
      return nullable ? null : {};
  }
}

function nullableItems(doc: JsonObject, items: Json | undefined): boolean {
  const resolved = deref(doc, items);
  return resolved ? schemaTypes(resolved).nullable : false;
}

/** The example of a media type object: `example`, the first of `examples`, else generated. */
export function mediaExample(doc: JsonObject, media: JsonObject, direction?: Direction): Json {
  if (media.example !== undefined) return media.example;
  if (isObject(media.examples)) {
    const first = deref(doc, Object.values(media.examples)[0]);
    if (first && first.value !== undefined) return first.value;
  }
  return exampleFromSchema(doc, media.schema, direction);
}

/** Every named example of a media type object (`examples`), with its summary. */
export function namedExamples(doc: JsonObject, media: JsonObject): Array<{ name: string; summary?: string; value: Json }> {
  if (!isObject(media.examples)) return [];
  return Object.entries(media.examples).flatMap(([name, raw]) => {
    const example = deref(doc, raw);
    if (!example || example.value === undefined) return [];
    return [{ name, ...(typeof example.summary === 'string' && example.summary.trim() ? { summary: example.summary.trim() } : {}), value: example.value }];
  });
}

const escapeXml = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A plain XML rendering of an example the document gives only as data, under its schema's `xml.name` or schema name. */
export function exampleAsXml(doc: JsonObject, media: JsonObject, value: Json): string {
  const schema = deref(doc, media.schema);
  const root = (isObject(schema?.xml) && typeof schema.xml.name === 'string' ? schema.xml.name : undefined) ?? (isObject(media.schema) && typeof media.schema.$ref === 'string' ? schemaRefName(media.schema.$ref) : undefined) ?? 'root';
  const render = (item: Json, name: string, depth: number): string => {
    const pad = '  '.repeat(depth);
    if (Array.isArray(item)) return item.map((entry) => render(entry, name, depth)).join('\n');
    if (isObject(item) && !Object.keys(item).length) return `${pad}<${name}/>`;
    if (isObject(item)) return `${pad}<${name}>\n${Object.entries(item).map(([key, child]) => render(child, key, depth + 1)).join('\n')}\n${pad}</${name}>`;
    return `${pad}<${name}>${item === null ? '' : escapeXml(String(item))}</${name}>`;
  };
  return render(value, root, 0);
}
