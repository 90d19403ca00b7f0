/**
 * The comparisons of one schema level that do not recurse: type, nullability and format;
 * enum values; and constraints (bounds, lengths, counts, pattern, uniqueness).
 */
import { schemaTypes, type Json, type JsonObject } from '../openapi/schema.ts';
import type { RuleId } from './rules.ts';

/** One change inside a schema, before it is placed in an operation. */
export interface SchemaChange {
  rule: RuleId;
  /** Where under the compared schema: property names, `[]` for array items, `*` for additional properties, `(Name)` for a variant. */
  at: string[];
  /** What happened there, e.g. "became required", "type changed from `string` to `integer`". */
  detail: string;
}

const code = (value: unknown): string => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
const list = (types: string[]): string => (types.length ? types.map(code).join(' or ') : 'any type');

/** Whether a value of type `type` is also one of `types` (an integer is a number). */
const covered = (type: string, types: readonly string[]): boolean => types.includes(type) || (type === 'integer' && types.includes('number'));

/** Type (3.1 lists and 3.0 `nullable`) and format. `composed` schemas (oneOf/anyOf) have their type in their variants. */
export function compareTypes(a: JsonObject, b: JsonObject, composed: boolean): SchemaChange[] {
  const changes: SchemaChange[] = [];
  const [before, after] = [schemaTypes(a), schemaTypes(b)];
  const same = before.types.length === after.types.length && before.types.every((type) => after.types.includes(type));
  // A schema without a type (and with no variants holding one) allows any value.
  if (!same && !(composed && (!before.types.length || !after.types.length))) {
    const detail = `type changed from ${list(before.types)} to ${list(after.types)}`;
    const widened = !before.types.length ? false : !after.types.length || before.types.every((type) => covered(type, after.types));
    const narrowed = !after.types.length ? false : !before.types.length || after.types.every((type) => covered(type, before.types));
    changes.push({ rule: widened ? 'type-widened' : narrowed ? 'type-narrowed' : 'type-changed', at: [], detail });
  }
  if (!before.nullable && after.nullable) changes.push({ rule: 'nullable-added', at: [], detail: 'became nullable' });
  if (before.nullable && !after.nullable) changes.push({ rule: 'nullable-removed', at: [], detail: 'is no longer nullable' });
  const [formatA, formatB] = [typeof a.format === 'string' ? a.format : undefined, typeof b.format === 'string' ? b.format : undefined];
  if (formatA !== formatB && same) {
    if (formatA && formatB) changes.push({ rule: 'type-changed', at: [], detail: `format changed from ${code(formatA)} to ${code(formatB)}` });
    else if (formatB) changes.push({ rule: 'constraint-tightened', at: [], detail: `format ${code(formatB)} added` });
    else changes.push({ rule: 'constraint-loosened', at: [], detail: `format ${code(formatA)} removed` });
  }
  return changes;
}

/** The values a schema is restricted to (`enum`, or `const`), or undefined when it is not. */
function allowedValues(schema: JsonObject): Json[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum.filter((value) => value !== null);
  return schema.const !== undefined ? [schema.const] : undefined;
}

/** Enum values added and removed, one change each (a `null` among them is nullability, compared with the type). */
export function compareEnum(a: JsonObject, b: JsonObject): SchemaChange[] {
  const [before, after] = [allowedValues(a), allowedValues(b)];
  if (!before && !after) return [];
  if (!before) return [{ rule: 'constraint-tightened', at: [], detail: `restricted to the values ${after!.map(code).join(', ')}` }];
  if (!after) return [{ rule: 'constraint-loosened', at: [], detail: 'no longer restricted to enum values' }];
  const keys = (values: Json[]): Set<string> => new Set(values.map((value) => JSON.stringify(value)));
  const [old, current] = [keys(before), keys(after)];
  return [
    ...before.filter((value) => !current.has(JSON.stringify(value))).map((value): SchemaChange => ({ rule: 'enum-value-removed', at: [], detail: `enum value ${code(value)} removed` })),
    ...after.filter((value) => !old.has(JSON.stringify(value))).map((value): SchemaChange => ({ rule: 'enum-value-added', at: [], detail: `enum value ${code(value)} added` })),
  ];
}

/** Upper bounds (a lower one accepts less) and lower bounds (a higher one does). */
const UPPER = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'] as const;
const LOWER = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'] as const;

const numeric = (value: Json | undefined): number | undefined => (typeof value === 'number' ? value : undefined);

/** Bounds, `pattern` and `uniqueItems`. (3.0's boolean `exclusiveMaximum` is not a bound and is left out.) */
export function compareConstraints(a: JsonObject, b: JsonObject): SchemaChange[] {
  const changes: SchemaChange[] = [];
  for (const [keys, upper] of [[UPPER, true], [LOWER, false]] as const) {
    for (const key of keys) {
      const [before, after] = [numeric(a[key]), numeric(b[key])];
      if (before === after) continue;
      const detail = before === undefined ? `\`${key}\` ${after} added` : after === undefined ? `\`${key}\` ${before} removed` : `\`${key}\` changed from ${before} to ${after}`;
      const tighter = before === undefined || (after !== undefined && (upper ? after < before : after > before));
      changes.push({ rule: tighter ? 'constraint-tightened' : 'constraint-loosened', at: [], detail });
    }
  }
  const [patternA, patternB] = [typeof a.pattern === 'string' ? a.pattern : undefined, typeof b.pattern === 'string' ? b.pattern : undefined];
  if (patternA !== patternB) {
    if (patternA === undefined) changes.push({ rule: 'constraint-tightened', at: [], detail: `\`pattern\` ${code(patternB)} added` });
    else if (patternB === undefined) changes.push({ rule: 'constraint-loosened', at: [], detail: `\`pattern\` ${code(patternA)} removed` });
    else changes.push({ rule: 'pattern-changed', at: [], detail: `\`pattern\` changed from ${code(patternA)} to ${code(patternB)}` });
  }
  if (a.uniqueItems !== true && b.uniqueItems === true) changes.push({ rule: 'constraint-tightened', at: [], detail: '`uniqueItems` added' });
  if (a.uniqueItems === true && b.uniqueItems !== true) changes.push({ rule: 'constraint-loosened', at: [], detail: '`uniqueItems` removed' });
  return changes;
}
