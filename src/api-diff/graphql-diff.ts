/**
 * The GraphQL half of api-diff: read a schema (SDL, or introspection JSON), and compare two
 * with graphql-inspector, whose changes become api-diff's: the operation is the schema
 * coordinate the change is at (`Query.cart`, `Cart.total`), breaking stays breaking, and
 * what it calls dangerous (a new enum value, a changed default) is non-breaking with a note.
 */
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildASTSchema, buildClientSchema, GraphQLError, parse, type DocumentNode, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { validateSDL } from 'graphql/validation/validate.js';
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { positionAt } from '../docusaurus/locate.ts';
import { DEFINED_TWICE } from '../graphql/read-schema.ts';
import type { ApiChange } from './rules.ts';

function failure(diagnostic: Omit<Diagnostic, 'severity'>): DocsgenError {
  return new DocsgenError(diagnostic.message, { exitCode: 2, diagnostics: [{ severity: 'error', ...diagnostic }] });
}

/**
 * Where graphql-js's validation places the problem a schema could not be built for (`Unknown
 * type: "Money"` has no location of its own): its validation error naming the same thing,
 * else its first located one. Read by shape: the validation module is graphql's CommonJS build.
 */
function problemAt(document: DocumentNode, error: Error): { line: number; column: number } | undefined {
  const problems = validateSDL(document).filter((problem) => problem.locations?.length && !DEFINED_TWICE.test(problem.message));
  const named = /"([^"]+)"/.exec(error.message)?.[1];
  const problem = problems.find((candidate) => named !== undefined && candidate.message.includes(`"${named}"`)) ?? problems[0];
  return problem?.locations?.[0];
}

/**
 * A schema from its SDL; a syntax error, or a type it uses and does not define, is reported
 * at its line and column. The SDL is not validated beyond what building it needs: GitHub's own
 * (@octokit/graphql-schema 15.26) defines a field twice, which graphql-js refuses and every
 * server tolerates, and a federated subgraph uses directives it does not declare.
 */
export function readGraphqlSdl(text: string, name: string): GraphQLSchema {
  let document: DocumentNode | undefined;
  try {
    document = parse(text);
    return buildASTSchema(document, { assumeValidSDL: true });
  } catch (error) {
    const location = error instanceof GraphQLError ? error.locations?.[0] : document && problemAt(document, error as Error);
    const message = `The GraphQL schema cannot be read: ${(error as Error).message.split('\n')[0]}`;
    throw failure({ code: 'api-diff/graphql-syntax', message, file: name, ...(location ? { line: location.line, column: location.column } : {}) });
  }
}

/**
 * A schema from the result of an introspection query (`{ "data": { "__schema": … } }`, or its
 * `data`, parsed from `text`). A type it refers to and does not describe is reported where the
 * JSON first names it; another problem at the start of the file.
 */
export function readGraphqlIntrospection(json: Record<string, unknown>, text: string, name: string): GraphQLSchema {
  const data = (json.data ?? json) as IntrospectionQuery;
  try {
    return buildClientSchema(data);
  } catch (error) {
    const message = (error as Error).message;
    const unknown = /unknown type: (\w+)/.exec(message)?.[1];
    const offset = unknown === undefined ? -1 : text.search(new RegExp(`"name"\\s*:\\s*"${unknown}"`));
    const at = offset >= 0 ? positionAt(text, offset) : { line: 1, column: 1 };
    throw failure({ code: 'api-diff/not-an-api', message: `The GraphQL introspection result cannot be read: ${message.split('\n')[0]}`, file: name, ...at });
  }
}

/** `Query.cart.id` (an argument) → `Query.cart`; a type's own change (`Cart`) stays as it is. */
function coordinate(path: string | undefined): string {
  if (!path) return 'schema';
  return path.split('.').slice(0, 2).join('.');
}

/**
 * What api-diff leaves out of graphql-inspector's changes: descriptions, as for OpenAPI (they
 * change no client's behaviour, and GitHub's schema rewords hundreds a release); and the use
 * of `@deprecated` (and its `reason`), which it reports beside the deprecation itself, and
 * which introspection JSON does not carry: SDL and introspection then give the same changes.
 */
function ignored(change: { type: string; path?: string }): boolean {
  return /_DESCRIPTION_(?:ADDED|CHANGED|REMOVED)$/.test(change.type) || (change.type.startsWith('DIRECTIVE_USAGE_') && /\.@deprecated(?:\.|$)/.test(change.path ?? ''));
}

/** Every change from one schema to the other, in graphql-inspector's order within each coordinate. */
export async function compareGraphql(before: GraphQLSchema, after: GraphQLSchema): Promise<ApiChange[]> {
  const changes = (await diff(before, after)).filter((change) => !ignored(change));
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
