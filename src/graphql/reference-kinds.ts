/**
 * What a GraphQL reference holds, grouped as readers look for it: the root fields by operation
 * (queries, mutations, subscriptions), then the named types by kind, each with its route.
 */
import { isEnumType, isInputObjectType, isInterfaceType, isIntrospectionType, isObjectType, isScalarType, isUnionType, type GraphQLField, type GraphQLNamedType, type GraphQLSchema } from 'graphql';
import { joinRoute } from '../routes/doc-route.ts';

export type OperationKind = 'query' | 'mutation' | 'subscription';
export type TypeKind = 'object' | 'input' | 'interface' | 'union' | 'enum' | 'scalar';

/** One group of the reference: its sidebar label and route segment. */
export interface ReferenceGroup {
  label: string;
  segment: string;
  /** Its pages, sorted by name. */
  entries: ReferenceEntry[];
}

export type ReferenceEntry =
  | { kind: OperationKind; name: string; route: string; field: GraphQLField<unknown, unknown> }
  | { kind: TypeKind; name: string; route: string; type: GraphQLNamedType };

const OPERATION_GROUPS: Array<{ kind: OperationKind; label: string; segment: string }> = [
  { kind: 'query', label: 'Queries', segment: 'queries' },
  { kind: 'mutation', label: 'Mutations', segment: 'mutations' },
  { kind: 'subscription', label: 'Subscriptions', segment: 'subscriptions' },
];

const TYPE_GROUPS: Array<{ kind: TypeKind; label: string; segment: string; is: (type: GraphQLNamedType) => boolean }> = [
  { kind: 'object', label: 'Objects', segment: 'objects', is: isObjectType },
  { kind: 'input', label: 'Input objects', segment: 'inputs', is: isInputObjectType },
  { kind: 'interface', label: 'Interfaces', segment: 'interfaces', is: isInterfaceType },
  { kind: 'union', label: 'Unions', segment: 'unions', is: isUnionType },
  { kind: 'enum', label: 'Enums', segment: 'enums', is: isEnumType },
  { kind: 'scalar', label: 'Scalars', segment: 'scalars', is: isScalarType },
];

/** A page's slug: its name in lower case, as GraphQL names are case-sensitive but URLs read better so. */
const slug = (name: string): string => name.toLowerCase();

/** The groups of a schema's reference under `route`, empty groups left out. */
export function referenceGroups(schema: GraphQLSchema, route: string): ReferenceGroup[] {
  const roots = { query: schema.getQueryType(), mutation: schema.getMutationType(), subscription: schema.getSubscriptionType() };
  const rootTypes = new Set(Object.values(roots).filter((type) => type));
  const byName = <T extends { name: string }>(items: T[]): T[] => items.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const groups: ReferenceGroup[] = OPERATION_GROUPS.map(({ kind, label, segment }) => ({
    label,
    segment,
    entries: byName(Object.values(roots[kind]?.getFields() ?? {}).map((field) => ({ kind, name: field.name, route: joinRoute(route, segment, slug(field.name)), field }))),
  }));
  // Root types are read through their fields' pages; introspection types are GraphQL's own.
  const named = Object.values(schema.getTypeMap()).filter((type) => !isIntrospectionType(type) && !rootTypes.has(type as never));
  for (const { kind, label, segment, is } of TYPE_GROUPS) {
    groups.push({ label, segment, entries: byName(named.filter(is).map((type) => ({ kind, name: type.name, route: joinRoute(route, segment, slug(type.name)), type }))) });
  }
  return groups.filter((group) => group.entries.length);
}

/** Each named type's route, for links. */
export function typeRoutes(groups: readonly ReferenceGroup[]): Map<string, string> {
  const routes = new Map<string, string>();
  for (const group of groups) for (const entry of group.entries) if ('type' in entry) routes.set(entry.name, entry.route);
  return routes;
}
