/**
 * Where a change's operation has its page in one release: a REST operation by method and path
 * (a path parameter renamed, `/carts/{id}` → `/carts/{cartId}`, is the same operation, as
 * api-diff pairs them), a GraphQL schema coordinate by the reference's routes.
 */
import type { GraphQLSchema } from 'graphql';
import type { ReferenceGroup } from '../graphql/reference-kinds.ts';
import type { ApiSidebarData } from '../openapi/api-pages.ts';
import type { OperationPages } from './changelog-sections.ts';

/** A release the site has no reference of. */
export const noPages: OperationPages = () => undefined;

const loose = (operation: string): string => operation.replace(/\{[^}]*\}/g, '{}');

/** The operation pages of a REST reference, from its sidebar's operations (`GET /carts` → route). */
export function restOperationPages(sidebar: ApiSidebarData | undefined): OperationPages {
  if (!sidebar) return noPages;
  const exact = new Map<string, string>();
  const byTemplate = new Map<string, string>();
  for (const tag of sidebar.tags) {
    for (const operation of tag.operations) {
      const key = `${operation.method.toUpperCase()} ${operation.path}`;
      if (!exact.has(key)) exact.set(key, operation.route);
      if (!byTemplate.has(loose(key))) byTemplate.set(loose(key), operation.route);
    }
  }
  return (operation) => exact.get(operation) ?? byTemplate.get(loose(operation));
}

/**
 * The pages of a GraphQL reference: `Query.cart` → the query's page, `Cart` → the type's,
 * `Cart.total` → the type's page at the field's heading (objects, interfaces and inputs have
 * one per field), `CartStatus.OPEN` → the enum's page.
 */
export function graphqlCoordinatePages(schema: GraphQLSchema, groups: readonly ReferenceGroup[]): OperationPages {
  const roots = new Map([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type, index) => (type ? [[type.name, (['query', 'mutation', 'subscription'] as const)[index]!] as const] : [])));
  const pages = new Map<string, string>();
  for (const group of groups) {
    for (const entry of group.entries) {
      if ('field' in entry) pages.set(`${[...roots].find(([, kind]) => kind === entry.kind)![0]}.${entry.name}`, entry.route);
      else pages.set(entry.name, entry.route);
    }
  }
  return (coordinate) => {
    const own = pages.get(coordinate);
    if (own !== undefined) return own;
    const [typeName, member] = coordinate.split('.') as [string, string | undefined];
    const typePage = pages.get(typeName);
    if (typePage === undefined || member === undefined) return typePage;
    const type = schema.getType(typeName);
    const fields = type && 'getFields' in type ? type.getFields() : {};
    // Field sections' headings are GitHub slugs of the name: GraphQL names only lose their case.
    return member in fields ? `${typePage}#${member.toLowerCase()}` : typePage;
  };
}
