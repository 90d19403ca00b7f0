/**
 * The GraphQL half of api-diff: read a schema (SDL, or introspection JSON), and compare two
 * with graphql-inspector, whose changes become api-diff's: the operation is the schema
 * coordinate the change is at (`Query.cart`, `Cart.total`), breaking stays breaking, and
 * what it calls dangerous (a new enum value, a changed default) is non-breaking with a note.
 */
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildClientSchema, buildSchema, GraphQLError, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ApiChange } from './rules.ts';

function failure(diagnostic: Omit<Diagnostic, 'severity'>): DocsgenError {
  return new DocsgenError(diagnostic.message, { exitCode: 2, diagnostics: [{ severity: 'error', ...diagnostic }] });
}

/** A schema from its SDL; a syntax error (or an undefined type) is reported at its line and column. */
export function readGraphqlSdl(text: string, name: string): GraphQLSchema {
  try {
    return buildSchema(text);
  } catch (error) {
    const location = error instanceof GraphQLError ? error.locations?.[0] : undefined;
    const message = `The GraphQL schema cannot be read: ${(error as Error).message.split('\n')[0]}`;
    throw failure({ code: 'api-diff/graphql-syntax', message, file: name, ...(location ? { line: location.line, column: location.column } : {}) });
  }
}

/** A schema from the result of an introspection query (`{ "data": { "__schema": … } }`, or its `data`). */
export function readGraphqlIntrospection(json: Record<string, unknown>, name: string): GraphQLSchema {
  const data = (json.data ?? json) as IntrospectionQuery;
  try {
    return buildClientSchema(data);
  } catch (error) {
    throw failure({ code: 'api-diff/not-an-api', message: `The GraphQL introspection result cannot be read: ${(error as Error).message.split('\n')[0]}`, file: name, line: 1, column: 1 });
  }
}

/** `Query.cart.id` (an argument) → `Query.cart`; a type's own change (`Cart`) stays as it is. */
function coordinate(path: string | undefined): string {
  if (!path) return 'schema';
  return path.split('.').slice(0, 2).join('.');
}

/** Every change from one schema to the other, in graphql-inspector's order within each coordinate. */
export async function compareGraphql(before: GraphQLSchema, after: GraphQLSchema): Promise<ApiChange[]> {
  // graphql-inspector reports a deprecation twice: as a deprecation, and as the use of the
  // `@deprecated` directive (and its `reason`); the second is left out, and introspection
  // JSON, which carries no directive uses, then gives the same changes as SDL.
  const changes = (await diff(before, after)).filter((change) => !(change.type.startsWith('DIRECTIVE_USAGE_') && /\.@deprecated(?:\.|$)/.test(change.path ?? '')));
  return changes.map((change): ApiChange => {
    const dangerous = change.criticality.level === CriticalityLevel.Dangerous;
    return {
      level: change.criticality.level === CriticalityLevel.Breaking ? 'breaking' : 'non-breaking',
      operation: coordinate(change.path),
      message: dangerous ? `${change.message} (dangerous${change.criticality.reason ? `: ${change.criticality.reason}` : ''})` : change.message,
      rule: String(change.type),
    };
  }).sort((a, b) => a.operation.localeCompare(b.operation));
}
