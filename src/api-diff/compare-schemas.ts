/**
 * Compare two versions of a JSON Schema inside two OpenAPI documents, recursively: type,
 * nullability, format, enum, constraints, properties and `required`, items, additional
 * properties, `oneOf`/`anyOf` variants (`allOf` parts are merged first, as the reference
 * pages read them). Each change names a rule; its level is decided later from the direction.
 */
import { deref, isObject, mergeAllOf, schemaTypes, type Json, type JsonObject } from '../openapi/schema.ts';
import { compareConstraints, compareEnum, compareTypes, type SchemaChange } from './compare-values.ts';
import type { Direction } from './rules.ts';

export type { SchemaChange };

/** Past this depth two schemas are taken as equal: only a recursion with no `$ref` on one side goes this deep. */
const MAX_DEPTH = 48;

/** The two documents whose schemas are compared, and what was found comparing their components. */
export interface SchemaDiffer {
  /** The changes from `before` (in the old document) to `after` (in the new one), for data flowing in `direction`. */
  compare: (before: Json | undefined, after: Json | undefined, direction: Direction) => SchemaChange[];
}

const refName = (value: Json | undefined): string | undefined => (isObject(value) && typeof value.$ref === 'string' ? value.$ref.slice(value.$ref.lastIndexOf('/') + 1) : undefined);

/**
 * `#/components/schemas/Cart` → `Cart`; an inline schema → its title, or the name of the
 * schema its `allOf` starts from (GitHub's `allOf: [rule-creation, ruleset-info]`), else
 * its position.
 */
function variantName(variant: Json, index: number): string {
  if (!isObject(variant)) return `#${index + 1}`;
  const named = refName(variant) ?? (typeof variant.title === 'string' ? variant.title : undefined) ?? (Array.isArray(variant.allOf) ? refName(variant.allOf[0]) : undefined);
  return named ?? `#${index + 1}`;
}

const prefixed = (segment: string, changes: readonly SchemaChange[]): SchemaChange[] => changes.map((change) => ({ ...change, at: [segment, ...change.at] }));

const requiredSet = (schema: JsonObject): Set<string> => new Set(Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : []);

/** Create a comparer for two documents; it remembers component pairs, so each is compared once per direction. */
export function schemaDiffer(oldDoc: JsonObject, newDoc: JsonObject): SchemaDiffer {
  // Keyed by the two `$ref`s and the direction; a key still on the stack is a cycle, compared no deeper.
  const memo = new Map<string, SchemaChange[]>();
  const stack = new Set<string>();

  /** Whether a property is left out of data flowing that way (read-only ones are never sent, write-only never returned). */
  const hidden = (doc: JsonObject, property: Json | undefined, direction: Direction): boolean => {
    const schema = deref(doc, property);
    return direction === 'request' ? schema?.readOnly === true : schema?.writeOnly === true;
  };

  const compareProperties = (a: JsonObject, b: JsonObject, direction: Direction, depth: number): SchemaChange[] => {
    const before = isObject(a.properties) ? a.properties : {};
    const after = isObject(b.properties) ? b.properties : {};
    const [wasRequired, isRequired] = [requiredSet(a), requiredSet(b)];
    const changes: SchemaChange[] = [];
    for (const [name, property] of Object.entries(before)) {
      if (hidden(oldDoc, property, direction)) continue;
      if (!(name in after)) {
        if (!hidden(newDoc, property, direction)) changes.push({ rule: wasRequired.has(name) ? 'required-property-removed' : 'property-removed', at: [name], detail: wasRequired.has(name) ? 'removed (was required)' : 'removed' });
        continue;
      }
      if (hidden(newDoc, after[name], direction)) continue;
      if (!wasRequired.has(name) && isRequired.has(name)) changes.push({ rule: 'property-became-required', at: [name], detail: 'became required' });
      if (wasRequired.has(name) && !isRequired.has(name)) changes.push({ rule: 'property-became-optional', at: [name], detail: 'became optional' });
      changes.push(...prefixed(name, diff(property, after[name]!, direction, depth + 1)));
    }
    for (const [name, property] of Object.entries(after)) {
      if (name in before || hidden(newDoc, property, direction)) continue;
      // A name `required` listed without its property was required all the same: it is its requiredness that may change.
      if (wasRequired.has(name) && !isRequired.has(name)) changes.push({ rule: 'property-became-optional', at: [name], detail: 'became optional' });
      else if (isRequired.has(name) && !wasRequired.has(name)) changes.push({ rule: 'property-added-required', at: [name], detail: 'added (required)' });
      else changes.push({ rule: 'property-added', at: [name], detail: 'added' });
    }
    return changes;
  };

  const compareAdditional = (a: JsonObject, b: JsonObject, direction: Direction, depth: number): SchemaChange[] => {
    const [before, after] = [a.additionalProperties, b.additionalProperties];
    if (before !== false && after === false) return [{ rule: 'constraint-tightened', at: [], detail: '`additionalProperties` set to `false`' }];
    if (before === false && after !== undefined && after !== false) return [{ rule: 'constraint-loosened', at: [], detail: 'allows additional properties' }];
    if (isObject(before) && isObject(after)) return prefixed('*', diff(before, after, direction, depth + 1));
    return [];
  };

  /** `oneOf`/`anyOf` lists matched variant by variant; a schema that became one (or stopped being one) is matched with its variant of the same name. */
  const compareVariants = (a: JsonObject, b: JsonObject, direction: Direction, depth: number): SchemaChange[] => {
    const changes: SchemaChange[] = [];
    for (const kind of ['oneOf', 'anyOf'] as const) {
      const [before, after] = [a[kind], b[kind]];
      if (!Array.isArray(before) && !Array.isArray(after)) continue;
      if (!Array.isArray(before) || !Array.isArray(after)) {
        changes.push({ rule: 'type-changed', at: [], detail: Array.isArray(after) ? `became a \`${kind}\` of ${after.length} variants` : `is no longer a \`${kind}\`` });
        continue;
      }
      const named = (list: Json[]): Map<string, Json> => new Map(list.map((variant, index) => [variantName(variant, index), variant]));
      const [old, current] = [named(before), named(after)];
      for (const [name, variant] of old) {
        const match = current.get(name);
        if (match === undefined) changes.push({ rule: 'variant-removed', at: [], detail: `\`${kind}\` variant \`${name}\` removed` });
        else changes.push(...prefixed(`(${name})`, diff(variant, match, direction, depth + 1)));
      }
      for (const name of current.keys()) if (!old.has(name)) changes.push({ rule: 'variant-added', at: [], detail: `\`${kind}\` variant \`${name}\` added` });
    }
    return changes;
  };

  const compareResolved = (a: JsonObject, b: JsonObject, direction: Direction, depth: number): SchemaChange[] => {
    const changes: SchemaChange[] = [];
    if (a.deprecated !== true && b.deprecated === true) changes.push({ rule: 'property-deprecated', at: [], detail: 'deprecated' });
    const [typesA, typesB] = [schemaTypes(a), schemaTypes(b)];
    const composed = ['oneOf', 'anyOf'].some((kind) => Array.isArray(a[kind]) || Array.isArray(b[kind]));
    changes.push(...compareTypes(a, b, composed));
    changes.push(...compareEnum(a, b), ...compareConstraints(a, b));
    // Properties of an object that became something else are not listed one by one.
    const objects = typesA.types.includes('object') === typesB.types.includes('object');
    if (objects && (isObject(a.properties) || isObject(b.properties))) changes.push(...compareProperties(a, b, direction, depth));
    if (objects) changes.push(...compareAdditional(a, b, direction, depth));
    if (a.items !== undefined && b.items !== undefined) changes.push(...prefixed('[]', diff(a.items, b.items, direction, depth + 1)));
    changes.push(...compareVariants(a, b, direction, depth));
    return changes;
  };

  const diff = (before: Json | undefined, after: Json | undefined, direction: Direction, depth = 0): SchemaChange[] => {
    if (depth > MAX_DEPTH || before === undefined || after === undefined) return [];
    const key = isObject(before) && isObject(after) && typeof before.$ref === 'string' && typeof after.$ref === 'string' ? `${before.$ref}\n${after.$ref}\n${direction}` : undefined;
    if (key !== undefined) {
      const known = memo.get(key);
      if (known) return known;
      if (stack.has(key)) return [];
      stack.add(key);
    }
    const [a, b] = [deref(oldDoc, before), deref(newDoc, after)];
    const changes = a && b ? compareResolved(mergeAllOf(oldDoc, a), mergeAllOf(newDoc, b), direction, depth) : [];
    if (key !== undefined) {
      stack.delete(key);
      memo.set(key, changes);
    }
    return changes;
  };

  return { compare: (before, after, direction) => diff(before, after, direction) };
}
