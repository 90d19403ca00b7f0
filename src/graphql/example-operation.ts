/**
 * An example operation for a query, mutation or subscription: the field called with a variable
 * for each required argument, a selection of the non-deprecated fields that need no arguments
 * (two levels deep), and example variables. Valid against the schema by construction, and
 * checked by the site's GraphQL sample checks like any written sample.
 */
import { getNamedType, isEnumType, isInputObjectType, isInterfaceType, isListType, isNonNullType, isObjectType, isScalarType, isUnionType, type GraphQLField, type GraphQLInputType, type GraphQLOutputType } from 'graphql';
import type { OperationKind } from './reference-kinds.ts';

/** Fields selected per object, and levels of nested objects. */
const FIELDS_PER_OBJECT = 8;
const DEPTH = 2;

const needsArguments = (field: GraphQLField<unknown, unknown>): boolean => field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);

/** A selection set for `type`, indented; empty for a scalar or enum. */
function selection(type: GraphQLOutputType, depth: number, indent: string): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (isUnionType(named) || depth >= DEPTH) return ` {\n${indent}  __typename\n${indent}}`;
  const fields = isObjectType(named) || isInterfaceType(named) ? Object.values(named.getFields()).filter((field) => !field.deprecationReason && !needsArguments(field)) : [];
  const leaves = fields.filter((field) => { const inner = getNamedType(field.type); return isScalarType(inner) || isEnumType(inner); });
  const objects = fields.filter((field) => { const inner = getNamedType(field.type); return isObjectType(inner) || isInterfaceType(inner); });
  const chosen = [...leaves, ...objects].slice(0, FIELDS_PER_OBJECT);
  if (!chosen.length) return ` {\n${indent}  __typename\n${indent}}`;
  const lines = chosen.map((field) => `${indent}  ${field.name}${selection(field.type, depth + 1, `${indent}  `)}`);
  return ` {\n${lines.join('\n')}\n${indent}}`;
}

/** An example value for an input type: required input fields filled, lists of one. */
export function exampleValue(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return exampleValue(type.ofType, depth);
  if (isListType(type)) return [exampleValue(type.ofType, depth)];
  if (isEnumType(type)) return type.getValues()[0]?.name ?? null;
  if (isInputObjectType(type)) {
    if (depth > 3) return {};
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return Object.fromEntries(fields.map((field) => [field.name, exampleValue(field.type, depth + 1)]));
  }
  switch (type.name) {
    case 'Int': return 10;
    case 'Float': return 1.5;
    case 'Boolean': return true;
    case 'ID': return 'id_123';
    default: return scalarExample(type.name);
  }
}

/** A custom scalar's example by the name schemas give such scalars; a string otherwise. */
function scalarExample(name: string): unknown {
  if (/date.?time|timestamp|instant/i.test(name)) return '2025-01-01T12:00:00Z';
  if (/date/i.test(name)) return '2025-01-01';
  if (/ur[il]|link/i.test(name)) return 'https://example.com';
  if (/email/i.test(name)) return 'ada@example.com';
  if (/json|object|map/i.test(name)) return {};
  if (/int|long|count/i.test(name)) return 10;
  if (/decimal|float|money|amount/i.test(name)) return '9.99';
  return 'string';
}

const capitalised = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** The operation's text and its variables (none: an empty object). */
export function exampleOperation(kind: OperationKind, field: GraphQLField<unknown, unknown>): { operation: string; variables: Record<string, unknown> } {
  const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined && !arg.deprecationReason);
  const declarations = required.map((arg) => `$${arg.name}: ${arg.type.toString()}`);
  const call = required.map((arg) => `${arg.name}: $${arg.name}`);
  const head = `${kind} ${capitalised(field.name)}${declarations.length ? `(${declarations.join(', ')})` : ''}`;
  const operation = `${head} {\n  ${field.name}${call.length ? `(${call.join(', ')})` : ''}${selection(field.type, 0, '  ')}\n}`;
  return { operation, variables: Object.fromEntries(required.map((arg) => [arg.name, exampleValue(arg.type)])) };
}
