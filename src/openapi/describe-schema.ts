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

const numberAt = (schema: JsonObject, key: string): number | undefined => {
  const value = schema[key];
  return typeof value === 'number' ? value : undefined;
};

function constraints(schema: JsonObject): SchemaConstraint[] {
  const out: SchemaConstraint[] = [];
  const minimum = numberAt(schema, 'minimum');
  const exclusiveMinimum = schema.exclusiveMinimum;
  const maximum = numberAt(schema, 'maximum');
  const exclusiveMaximum = schema.exclusiveMaximum;
  // OpenAPI 3.0's boolean `exclusiveMinimum: true` makes `minimum` exclusive; 3.1's is a number of its own.
  if (minimum !== undefined) out.push(exclusiveMinimum === true ? `> ${minimum}` : `≥ ${minimum}`);
  if (typeof exclusiveMinimum === 'number') out.push(`> ${exclusiveMinimum}`);
  if (maximum !== undefined) out.push(exclusiveMaximum === true ? `< ${maximum}` : `≤ ${maximum}`);
  if (typeof exclusiveMaximum === 'number') out.push(`< ${exclusiveMaximum}`);
  const multipleOf = numberAt(schema, 'multipleOf');
  if (multipleOf !== undefined) out.push(wordedConstraint('theme.openapi.schemaItem.multipleOf', { value: String(multipleOf) }));
  // A bound or a range, as `{range}` in `{range} characters`: 64, 1–64, ≥ 1, ≤ 64.
  const range = (min: number | undefined, max: number | undefined): Record<string, string> | undefined => {
    if (min !== undefined && max !== undefined) return { range: min === max ? `${min}` : `${min}–${max}` };
    if (min !== undefined) return { range: `≥ ${min}` };
    return max === undefined ? undefined : { range: `≤ ${max}` };
  };
  const length = range(numberAt(schema, 'minLength'), numberAt(schema, 'maxLength'));
  if (length) out.push(wordedConstraint('theme.openapi.schemaItem.characters', length));
  const items = range(numberAt(schema, 'minItems'), numberAt(schema, 'maxItems'));
  if (items) out.push(wordedConstraint('theme.openapi.schemaItem.itemCount', items));
  const properties = range(numberAt(schema, 'minProperties'), numberAt(schema, 'maxProperties'));
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

/** A node with nothing but its label (and link): a circular reference or one that does not resolve. */
function bareNode(typeLabel: string, ref: SchemaNode['ref'], circular?: 'circular'): SchemaNode {
  const node: SchemaNode = { typeLabel, constraints: [], deprecated: false, readOnly: false, writeOnly: false };
  if (ref) node.ref = ref;
  if (circular) node.circular = true;
  return node;
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
  const link = refName && href ? { name: refName, href } : undefined;

  if (ref && ancestors.includes(ref)) return bareNode(refName ?? 'schema', link, 'circular');
  const resolved = deref(walk.doc, input);
  if (!resolved) return bareNode(refName ?? 'any', link);
  const schema = mergeAllOf(walk.doc, resolved);
  let namedOpen = 0;
  for (const ancestor of ancestors) if (schemaRefName(ancestor) !== undefined) namedOpen++;
  const enumDescriptions = enumDescriptionsOf(walk, schema);
  // Built key by key rather than spread from parts: a tree of GitHub's has hundreds of nodes,
  // and the keys keep the order the pages and the cache have always had.
  const node: SchemaNode = { typeLabel: typeLabel(walk.doc, schema, refName), constraints: [], deprecated: false, readOnly: false, writeOnly: false };
  if (link) node.ref = link;
  if (typeof schema.title === 'string') node.title = schema.title;
  if (schema.description) node.descriptionHtml = walk.markdown(schema.description);
  if (Array.isArray(schema.enum)) node.enum = schema.enum.map((v) => JSON.stringify(v));
  if (enumDescriptions) node.enumDescriptions = enumDescriptions;
  if (schema.default !== undefined) node.default = json(schema.default);
  if (schema.const !== undefined) node.const = json(schema.const);
  if (schema.example !== undefined && !isObject(schema.example) && !Array.isArray(schema.example)) node.example = json(schema.example);
  node.constraints = constraints(schema);
  node.deprecated = schema.deprecated === true;
  node.readOnly = schema.readOnly === true;
  node.writeOnly = schema.writeOnly === true;
  if ((link && namedOpen >= walk.namedDepth && !option) || depth >= MAX_DEPTH) {
    node.collapsed = true;
    return node;
  }
  if (walk.budget.left <= 0) {
    if (link) node.collapsed = true;
    else node.truncated = true;
    return node;
  }

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
