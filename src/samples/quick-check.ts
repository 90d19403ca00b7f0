import equalModule from 'ajv/dist/runtime/equal.js';
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
import { isObject, type Json, type JsonObject } from '../openapi/schema.ts';

// Ajv's own comparison and string length (CommonJS: the default export arrives wrapped under ESM).
const unwrap = <T>(module: T): T => (module as { default?: T }).default ?? module;
const equal = unwrap(equalModule) as unknown as (a: unknown, b: unknown) => boolean;
const ucs2length = unwrap(ucs2lengthModule) as unknown as (text: string) => number;

/** A format as Ajv holds it (ajv-formats): a RegExp, a function, `true`, or `{ type, validate }`. */
type FormatDefinition = RegExp | ((value: never) => boolean) | true | { type?: string; validate?: unknown; async?: boolean };

/** The instance properties a valid schema evaluated (for `unevaluatedProperties`): `true` for all. */
type Evaluated = true | readonly string[];

/** Thrown when a value meets something the quick check does not decide: Ajv decides. */
const UNSURE = Symbol('unsure');

/** Keywords Ajv reads as annotations (or, with `strict: false`, ignores). */
const IGNORED = new Set(['title', 'description', 'default', 'deprecated', 'readOnly', 'writeOnly', 'examples', 'example', '$comment', 'discriminator', 'externalDocs', 'xml']);
const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null', 'array', 'object']);
const NUMBER_KEYWORDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties'] as const;
/** `#/components/schemas/Name`: a reference Ajv resolves as written, against the document. */
const PLAIN_REF = /^#(?:\/[\w.~-]*)+$/;
/** Names a plain object inherits: Ajv reads `data[name]`, which finds them on any object. */
const inherited = (name: string): boolean => name in Object.prototype || name === '__proto__';

const typeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
const hasType = (type: string, value: unknown): boolean => (type === 'integer' ? typeof value === 'number' && !(value % 1) && !Number.isNaN(value) : type === typeOf(value));

/**
 * A check of values against the schemas of a closed document (see schema-validator.ts) that
 * decides what Ajv would, without compiling: Ajv generates and compiles code for each schema,
 * which costs far more than checking the one or two values a documentation example gives it.
 * It knows the keywords OpenAPI documents use (GitHub's: type, format, properties, required,
 * enum, items, oneOf…); a schema with any other keyword, or one Ajv could not compile (an
 * unresolved `$ref`, an invalid `pattern`), is left to Ajv, and so is every invalid value, so
 * that Ajv words the messages. Only "valid" is answered here.
 */
export function quickChecker(closed: JsonObject, formats: Readonly<Record<string, FormatDefinition | undefined>>): (schema: Json, value: unknown) => boolean | undefined {
  const known = new WeakSet<object>();
  const patterns = new Map<string, RegExp>();
  const pattern = (source: string): RegExp => {
    let regExp = patterns.get(source);
    if (!regExp) patterns.set(source, (regExp = new RegExp(source)));
    return regExp;
  };

  /** The schema a plain `$ref` names, or undefined (then Ajv decides). */
  const target = (ref: string): Json | undefined => {
    let node: Json | undefined = closed;
    for (const segment of ref.slice(2).split('/')) {
      if (!isObject(node) || node.$id !== undefined) return undefined;
      const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
      node = Object.hasOwn(node, key) ? node[key] : undefined;
    }
    return isObject(node) || typeof node === 'boolean' ? node : undefined;
  };

  /** Whether a schema's keywords are all ones checked here, with the values Ajv accepts. */
  const ownKeywordsKnown = (schema: JsonObject, visit: (child: Json) => boolean): boolean => {
    for (const [key, value] of Object.entries(schema)) {
      if (IGNORED.has(key) || key.startsWith('x-')) continue;
      const ok =
        key === 'type' ? (typeof value === 'string' ? JSON_TYPES.has(value) : Array.isArray(value) && value.length > 0 && value.every((type) => typeof type === 'string' && JSON_TYPES.has(type)))
        : key === 'enum' ? Array.isArray(value) && value.length > 0
        : key === 'const' ? true
        : key === 'format' ? typeof value === 'string' && !(isObject(formats[value]) && (formats[value] as { async?: boolean }).async)
        : key === 'pattern' ? typeof value === 'string' && compiles(value)
        : (NUMBER_KEYWORDS as readonly string[]).includes(key) ? typeof value === 'number'
        : key === 'uniqueItems' ? typeof value === 'boolean'
        : key === 'required' ? Array.isArray(value) && value.every((name) => typeof name === 'string' && !inherited(name))
        : key === 'properties' ? isObject(value) && Object.entries(value).every(([name, child]) => !inherited(name) && visit(child))
        : key === 'items' || key === 'additionalProperties' || key === 'unevaluatedProperties' || key === 'not' ? visit(value)
        : key === 'allOf' || key === 'anyOf' || key === 'oneOf' ? Array.isArray(value) && value.every(visit)
        : key === '$ref' ? typeof value === 'string' && PLAIN_REF.test(value) && (() => { const named = target(value); return named !== undefined && visit(named); })()
        : false;
      if (!ok) return false;
    }
    return true;
  };
  const compiles = (source: string): boolean => {
    try {
      pattern(source);
      return true;
    } catch {
      return false;
    }
  };

  /**
   * Whether every schema reachable from `root` is known (see ownKeywordsKnown). Those of a
   * walk that succeeds are remembered; a failed walk remembers nothing, since a schema met
   * on a cycle was taken as known before the walk ended.
   */
  const allKnown = (root: Json): boolean => {
    const visited = new Set<object>();
    const visit = (schema: Json): boolean => {
      if (typeof schema === 'boolean') return true;
      if (!isObject(schema)) return false;
      if (known.has(schema) || visited.has(schema)) return true;
      visited.add(schema);
      return ownKeywordsKnown(schema, visit);
    };
    if (!visit(root)) return false;
    for (const schema of visited) known.add(schema);
    return true;
  };

  const merge = (a: Evaluated, b: Evaluated): Evaluated => (a === true || b === true ? true : b.length ? [...a, ...b] : a);

  /** Ajv's verdict on `value`: the properties evaluated when valid, else false. */
  const check = (schema: Json, value: unknown): Evaluated | false => {
    if (typeof schema === 'boolean') return schema ? [] : false;
    const s = schema as JsonObject;
    if (s.type !== undefined && !(Array.isArray(s.type) ? s.type.some((type) => hasType(type as string, value)) : hasType(s.type as string, value))) return false;
    if (Array.isArray(s.enum) && !s.enum.some((option) => equal(value, option))) return false;
    if (s.const !== undefined && !equal(value, s.const)) return false;
    if (typeof s.format === 'string' && !formatHolds(s.format, value)) return false;
    let evaluated: Evaluated | false = [];
    if (typeof value === 'number') evaluated = numberHolds(s, value) && [];
    else if (typeof value === 'string') evaluated = stringHolds(s, value) && [];
    else if (Array.isArray(value)) evaluated = arrayHolds(s, value) && [];
    else if (value !== null && typeof value === 'object') evaluated = objectEvaluated(s, value as Record<string, unknown>);
    if (evaluated !== false) evaluated = inPlace(s, value, evaluated);
    if (evaluated === false || s.unevaluatedProperties === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) return evaluated;
    // Last, as in Ajv: every property the keywords above did not evaluate.
    const data = value as Record<string, unknown>;
    const seen = evaluated === true ? undefined : new Set(evaluated);
    return !seen || Object.keys(data).every((name) => seen.has(name) || check(s.unevaluatedProperties!, data[name]) !== false) ? true : false;
  };

  const numberHolds = (s: JsonObject, value: number): boolean =>
    !((s.minimum !== undefined && value < (s.minimum as number)) || (s.maximum !== undefined && value > (s.maximum as number)) || (s.exclusiveMinimum !== undefined && value <= (s.exclusiveMinimum as number)) || (s.exclusiveMaximum !== undefined && value >= (s.exclusiveMaximum as number)));

  const stringHolds = (s: JsonObject, value: string): boolean => {
    if (s.minLength !== undefined || s.maxLength !== undefined) {
      const length = ucs2length(value);
      if ((s.minLength !== undefined && length < (s.minLength as number)) || (s.maxLength !== undefined && length > (s.maxLength as number))) return false;
    }
    return typeof s.pattern !== 'string' || pattern(s.pattern).test(value);
  };

  const arrayHolds = (s: JsonObject, value: unknown[]): boolean => {
    if ((s.minItems !== undefined && value.length < (s.minItems as number)) || (s.maxItems !== undefined && value.length > (s.maxItems as number))) return false;
    if (s.uniqueItems === true) {
      // Ajv keys scalar items by value in a plain object, where `__proto__` is not a key.
      if (value.includes('__proto__')) throw UNSURE;
      if (value.some((item, index) => value.findIndex((other) => equal(other, item)) !== index)) return false;
    }
    return s.items === undefined || value.every((item) => check(s.items!, item) !== false);
  };

  const objectEvaluated = (s: JsonObject, data: Record<string, unknown>): Evaluated | false => {
    const names = Object.keys(data);
    if ((s.minProperties !== undefined && names.length < (s.minProperties as number)) || (s.maxProperties !== undefined && names.length > (s.maxProperties as number))) return false;
    if (Array.isArray(s.required) && s.required.some((name) => data[name as string] === undefined)) return false;
    const properties = isObject(s.properties) ? s.properties : {};
    const present = names.filter((name) => Object.hasOwn(properties, name) && data[name] !== undefined);
    if (!present.every((name) => check(properties[name]!, data[name]) !== false)) return false;
    if (s.additionalProperties === undefined) return present;
    return names.every((name) => Object.hasOwn(properties, name) || check(s.additionalProperties!, data[name]) !== false) ? true : false;
  };

  /** `$ref`, `allOf`, `anyOf`, `oneOf` and `not`, which apply to the value itself: what the valid ones evaluated is added. */
  const inPlace = (s: JsonObject, value: unknown, evaluated: Evaluated): Evaluated | false => {
    const all = [...(s.$ref !== undefined ? [target(s.$ref as string)!] : []), ...((s.allOf as Json[] | undefined) ?? [])];
    for (const member of all) {
      const result = check(member, value);
      if (result === false) return false;
      evaluated = merge(evaluated, result);
    }
    for (const [key, holds] of [['anyOf', (count: number) => count > 0], ['oneOf', (count: number) => count === 1]] as const) {
      if (s[key] === undefined) continue;
      const results = (s[key] as Json[]).map((member) => check(member, value)).filter((result) => result !== false);
      if (!holds(results.length)) return false;
      for (const result of results) evaluated = merge(evaluated, result);
    }
    return s.not !== undefined && check(s.not, value) !== false ? false : evaluated;
  };

  /** Ajv's `format`: a known format checks values of its type (strings unless it says numbers); an unknown one is ignored. */
  const formatHolds = (name: string, value: unknown): boolean => {
    const format = Object.hasOwn(formats, name) ? formats[name] : undefined;
    if (format === undefined || format === true) return true;
    const [type, test] = format instanceof RegExp || typeof format === 'function' ? ['string', format] : [format.type ?? 'string', format.validate];
    if (type !== (typeof value === 'number' ? 'number' : typeof value === 'string' ? 'string' : undefined)) return true;
    if (test instanceof RegExp) return test.test(value as string);
    if (typeof test === 'function') return Boolean((test as (value: unknown) => unknown)(value));
    throw UNSURE;
  };

  return (schema, value) => {
    if (!allKnown(schema)) return undefined;
    try {
      return check(schema, value) !== false;
    } catch {
      // UNSURE, or a schema that includes itself without consuming the value (too much recursion): Ajv's to tell.
      return undefined;
    }
  };
}
