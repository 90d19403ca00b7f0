import type { ConstraintMessageId, SchemaConstraint, SchemaNode, SchemaVariants } from './api-model.ts';
import { deref, isObject, mergeAllOf, schemaRefName, schemaTypes, variantGroups, type Json, type JsonObject } from './schema.ts';

export interface DescribeContext {
  doc: JsonObject;
  /** Href of a named schema's page, or undefined when it has none. */
  schemaHref: (name: string) => string | undefined;
  /** A description as safe HTML (see renderSafeMarkdown). */
  markdown: (markdown: unknown) => string;
  /** Named schemas are expanded while fewer than this many are open above them. */
  namedDepth: number;
}

/** Hard cap on nesting of anonymous schemas: documents can nest objects arbitrarily deep. */
const MAX_DEPTH = 12;

function json(value: Json | undefined): string | undefined {
  return value === undefined ? undefined : JSON.stringify(value);
}

/** A constraint in words, translated where the page renders (see constraintText). */
function wordedConstraint(id: ConstraintMessageId, values: Record<string, string> = {}): SchemaConstraint {
  return { id, values };
}

function constraints(schema: JsonObject): SchemaConstraint[] {
  const out: SchemaConstraint[] = [];
  const num = (key: string): number | undefined => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  if (num('minimum') !== undefined) out.push(`≥ ${num('minimum')}`);
  if (num('exclusiveMinimum') !== undefined) out.push(`> ${num('exclusiveMinimum')}`);
  if (schema.exclusiveMinimum === true && num('minimum') !== undefined) out.splice(out.indexOf(`≥ ${num('minimum')}`), 1, `> ${num('minimum')}`);
  if (num('maximum') !== undefined) out.push(`≤ ${num('maximum')}`);
  if (num('exclusiveMaximum') !== undefined) out.push(`< ${num('exclusiveMaximum')}`);
  if (schema.exclusiveMaximum === true && num('maximum') !== undefined) out.splice(out.indexOf(`≤ ${num('maximum')}`), 1, `< ${num('maximum')}`);
  if (num('multipleOf') !== undefined) out.push(wordedConstraint('theme.openapi.schemaItem.multipleOf', { value: String(num('multipleOf')) }));
  // A bound or a range, as `{range}` in `{range} characters`: 64, 1–64, ≥ 1, ≤ 64.
  const range = (min: number | undefined, max: number | undefined): Record<string, string> | undefined => {
    if (min !== undefined && max !== undefined) return { range: min === max ? `${min}` : `${min}–${max}` };
    if (min !== undefined) return { range: `≥ ${min}` };
    return max === undefined ? undefined : { range: `≤ ${max}` };
  };
  const length = range(num('minLength'), num('maxLength'));
  if (length) out.push(wordedConstraint('theme.openapi.schemaItem.characters', length));
  const items = range(num('minItems'), num('maxItems'));
  if (items) out.push(wordedConstraint('theme.openapi.schemaItem.itemCount', items));
  const properties = range(num('minProperties'), num('maxProperties'));
  if (properties) out.push(wordedConstraint('theme.openapi.schemaItem.propertyCount', properties));
  if (schema.uniqueItems === true) out.push(wordedConstraint('theme.openapi.schemaItem.uniqueItems'));
  if (typeof schema.pattern === 'string') out.push(wordedConstraint('theme.openapi.schemaItem.pattern', { pattern: schema.pattern }));
  return out;
}

function typeLabel(doc: JsonObject, schema: JsonObject, refName: string | undefined): string {
  if (refName) return refName;
  const { types, nullable } = schemaTypes(schema);
  const format = typeof schema.format === 'string' ? `<${schema.format}>` : '';
  let label: string;
  if (types.length > 1) label = types.join(' | ');
  else if (types[0] === 'array') {
    const items = isObject(schema.items) ? schema.items : undefined;
    const itemRef = typeof items?.$ref === 'string' ? schemaRefName(items.$ref) : undefined;
    const resolved = items ? deref(doc, items) : undefined;
    label = `array of ${itemRef ?? (resolved ? typeLabel(doc, resolved, undefined) : 'any')}`;
  } else if (types[0]) label = `${types[0]}${format}`;
  else if (Array.isArray(schema.oneOf)) label = 'one of';
  else if (Array.isArray(schema.anyOf)) label = 'any of';
  else if (schema.const !== undefined) label = `const`;
  else label = 'any';
  return nullable ? `${label} | null` : label;
}

/** Nodes one schema tree may have: Stripe's and GitHub's responses nest hundreds of objects. */
const NODE_BUDGET = 400;

/**
 * Describe a schema for display as a tree. Named component schemas are expanded only while
 * `namedDepth` allows, then shown as links to their own page; a schema that refers to one of
 * its ancestors is marked circular; anonymous nesting is capped, and a tree stops growing
 * at NODE_BUDGET nodes (the rest is on the schema pages). Output size is therefore bounded
 * per tree, whatever the document. With a `direction`, properties that do not travel that
 * way (`readOnly` in requests, `writeOnly` in responses) are left out.
 */
export function describeSchema(ctx: DescribeContext, input: Json | undefined, direction?: 'request' | 'response'): SchemaNode {
  return describe({ ...ctx, budget: { left: NODE_BUDGET }, ...(direction ? { direction } : {}) }, input, [], 0);
}

interface Walk extends DescribeContext {
  budget: { left: number };
  direction?: 'request' | 'response';
}

function travels(walk: Walk, schema: JsonObject | undefined): boolean {
  if (!schema || !walk.direction) return true;
  return walk.direction === 'request' ? schema.readOnly !== true : schema.writeOnly !== true;
}

/**
 * `option`: an alternative of a named schema's oneOf/anyOf (`Pet` is `Dog` or `Cat`), expanded
 * even when named, since it is the body of its parent; its named descendants are not. The
 * alternatives of an anonymous property (Stripe's `string` or `balance_transaction` on every
 * expandable field) follow the usual rule, or every level would expand one more schema.
 */
function describe(walk: Walk, input: Json | undefined, ancestors: readonly string[], depth: number, option = false): SchemaNode {
  walk.budget.left--;
  const ref = isObject(input) && typeof input.$ref === 'string' ? input.$ref : undefined;
  const refName = ref ? schemaRefName(ref) : undefined;
  const href = refName ? walk.schemaHref(refName) : undefined;
  const base = (partial: Partial<SchemaNode>): SchemaNode => ({ typeLabel: 'any', constraints: [], deprecated: false, readOnly: false, writeOnly: false, ...partial });
  const link = refName && href ? { ref: { name: refName, href } } : {};

  if (ref && ancestors.includes(ref)) return base({ typeLabel: refName ?? 'schema', ...link, circular: true });
  const resolved = deref(walk.doc, input);
  if (!resolved) return base({ typeLabel: refName ?? 'any', ...link });
  const schema = mergeAllOf(walk.doc, resolved);
  const namedOpen = ancestors.filter((a) => schemaRefName(a)).length;
  const enumDescriptions = enumDescriptionsOf(walk, schema);
  const node = base({
    typeLabel: typeLabel(walk.doc, schema, refName),
    ...link,
    ...(typeof schema.title === 'string' ? { title: schema.title } : {}),
    ...(schema.description ? { descriptionHtml: walk.markdown(schema.description) } : {}),
    ...(Array.isArray(schema.enum) ? { enum: schema.enum.map((v) => JSON.stringify(v)) } : {}),
    ...(enumDescriptions ? { enumDescriptions } : {}),
    ...(schema.default !== undefined ? { default: json(schema.default) } : {}),
    ...(schema.const !== undefined ? { const: json(schema.const) } : {}),
    ...(schema.example !== undefined && !isObject(schema.example) && !Array.isArray(schema.example) ? { example: json(schema.example) } : {}),
    constraints: constraints(schema),
    deprecated: schema.deprecated === true,
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
  });
  if ((refName && href && namedOpen >= walk.namedDepth && !option) || depth >= MAX_DEPTH) return { ...node, collapsed: true };
  if (walk.budget.left <= 0) return { ...node, ...(refName && href ? { collapsed: true } : { truncated: true }) };

  const inner = ref ? [...ancestors, ref] : ancestors;
  if (isObject(schema.properties)) {
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    node.properties = Object.entries(schema.properties)
      .filter(([, property]) => travels(walk, deref(walk.doc, property)))
      .map(([name, property]) => ({ name, required: required.has(name), node: describe(walk, property, inner, depth + 1) }));
  }
  if (schema.items !== undefined && isObject(schema.items)) node.items = describe(walk, schema.items, inner, depth + 1);
  if (isObject(schema.additionalProperties)) node.additionalProperties = describe(walk, schema.additionalProperties, inner, depth + 1);
  const groups = variantGroups(walk.doc, resolved);
  if (groups.length) node.variants = groups.map((group) => describeVariants(walk, group, inner, depth, refName !== undefined));
  return node;
}

/** `x-enumDescriptions` (a map from value to text, or a list in `enum` order), as HTML keyed by JSON value. */
function enumDescriptionsOf(walk: Walk, schema: JsonObject): Record<string, string> | undefined {
  const raw = schema['x-enumDescriptions'] ?? schema['x-enum-descriptions'];
  if (!Array.isArray(schema.enum) || raw === undefined) return undefined;
  const out: Record<string, string> = {};
  schema.enum.forEach((value, index) => {
    const text = Array.isArray(raw) ? raw[index] : isObject(raw) ? raw[String(value)] : undefined;
    if (typeof text === 'string' && text.trim()) out[JSON.stringify(value)] = walk.markdown(text);
  });
  return Object.keys(out).length ? out : undefined;
}

function describeVariants(walk: Walk, group: ReturnType<typeof variantGroups>[number], ancestors: readonly string[], depth: number, expandNamed: boolean): SchemaVariants {
  const described: SchemaVariants = {
    kind: group.kind,
    options: group.list.map((option, index) => {
      const optionRef = isObject(option) && typeof option.$ref === 'string' ? schemaRefName(option.$ref) : undefined;
      const optionSchema = deref(walk.doc, option);
      const label = optionRef ?? (typeof optionSchema?.title === 'string' ? optionSchema.title : `Option ${index + 1}`);
      return { label, node: describe(walk, option, ancestors, depth + 1, expandNamed) };
    }),
  };
  const discriminator = group.discriminator;
  if (discriminator && typeof discriminator.propertyName === 'string') {
    const mapping = isObject(discriminator.mapping)
      ? Object.entries(discriminator.mapping).map(([value, target]) => {
          const name = typeof target === 'string' ? (schemaRefName(target) ?? target) : String(target);
          const targetHref = walk.schemaHref(name);
          return { value, label: name, ...(targetHref ? { href: targetHref } : {}) };
        })
      : [];
    described.discriminator = { propertyName: discriminator.propertyName, mapping };
  }
  return described;
}
