/**
 * A GraphQL schema from its file: SDL (`.graphql`, `.gql`) or introspection JSON (`{ data:
 * { __schema } }` as a server answers, or `{ __schema }`). An invalid schema is a located
 * diagnostic per problem, and no schema.
 */
import { readFile } from 'node:fs/promises';
import { buildASTSchema, buildClientSchema, GraphQLError, parse, validateSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { validateSDL } from 'graphql/validation/validate.js';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { positionAt } from '../docusaurus/locate.ts';
import { syntaxErrorOffset } from '../shared/json-syntax-error.ts';

export interface ReadSchema {
  schema?: GraphQLSchema;
  /** The file's text, for code frames. */
  text?: string;
  diagnostics: Diagnostic[];
}

/**
 * A GraphQL error at its first location in the file. Read by shape, not by class: the
 * validation module is graphql's CommonJS build, whose GraphQLError is another class than
 * the ES module's.
 */
function located(error: GraphQLError | Error, file: string, text: string): Diagnostic {
  const where = (error as Partial<GraphQLError>).locations?.[0];
  return {
    code: 'graphql/invalid-schema',
    severity: 'error',
    message: `Invalid GraphQL schema: ${error.message.replace(/\s+/g, ' ')}`,
    file,
    ...(where ? { line: where.line, column: where.column } : {}),
    source: text,
    hint: 'fix the schema; the rest of the site builds without this reference',
  };
}

/** A name defined twice: published schemas have such slips (GitHub's 15.26 defines a field twice), and a reference of the rest is still right. */
export const DEFINED_TWICE = /can only be defined once|There can be only one/;

function fromSdl(text: string, file: string): ReadSchema {
  try {
    const document = parse(text);
    const problems = validateSDL(document);
    // At the second definition: the first is where a reader looks for it.
    const warnings = problems.filter((problem) => DEFINED_TWICE.test(problem.message)).map((problem): Diagnostic => {
      const second = problem.locations?.at(-1);
      return { ...located(problem, file, text), ...(second ? { line: second.line, column: second.column } : {}), code: 'graphql/defined-twice', severity: 'warning', message: problem.message, hint: 'remove one of the definitions; the reference shows the last' };
    });
    const errors = problems.filter((problem) => !DEFINED_TWICE.test(problem.message));
    if (errors.length) return { text, diagnostics: errors.map((problem) => located(problem, file, text)) };
    const schema = buildASTSchema(document, { assumeValidSDL: true });
    const invalid = validateSchema(schema);
    if (invalid.length) return { text, diagnostics: invalid.map((problem) => located(problem, file, text)) };
    return { schema, text, diagnostics: warnings };
  } catch (error) {
    return { text, diagnostics: [located(error as Error, file, text)] };
  }
}

function fromIntrospection(text: string, file: string): ReadSchema {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const at = positionAt(text, syntaxErrorOffset((error as Error).message, text));
    return { text, diagnostics: [{ code: 'graphql/invalid-schema', severity: 'error', message: `Invalid GraphQL introspection JSON: ${(error as Error).message}`, file, ...at, source: text, hint: 'the file must be the JSON of an introspection query\'s result' }] };
  }
  const data = (json as { data?: unknown }).data ?? json;
  if (typeof (data as { __schema?: unknown } | null)?.__schema !== 'object') {
    return { text, diagnostics: [{ code: 'graphql/invalid-schema', severity: 'error', message: 'The JSON holds no `__schema`: it is not an introspection result', file, line: 1, column: 1, hint: 'give the result of an introspection query (`{ "data": { "__schema": … } }`), or the schema\'s SDL in a `.graphql` file' }] };
  }
  try {
    const schema = buildClientSchema(data as IntrospectionQuery);
    const invalid = validateSchema(schema);
    if (invalid.length) return { text, diagnostics: invalid.map((problem) => located(problem, file, text)) };
    return { schema, text, diagnostics: [] };
  } catch (error) {
    return { text, diagnostics: [located(error as Error, file, text)] };
  }
}

/** A schema from its text: introspection JSON for a `.json` path, SDL otherwise (`file`: as messages show it). */
export function schemaFromText(text: string, path: string, file: string): ReadSchema {
  return /\.json$/i.test(path) ? fromIntrospection(text, file) : fromSdl(text, file);
}

/** Why a download is no schema (it does not parse), or undefined: only a schema may replace the cached copy. */
export function notASchema(text: string, path: string): string | undefined {
  if (!/\.json$/i.test(path)) {
    try {
      parse(text);
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  }
  try {
    const json = JSON.parse(text) as { data?: { __schema?: unknown }; __schema?: unknown };
    return typeof (json.data ?? json).__schema === 'object' ? undefined : 'no `__schema` in the JSON';
  } catch (error) {
    return (error as Error).message;
  }
}

/** Read and validate the schema at `path` (`file`: as messages show it). */
export async function readGraphqlSchema(path: string, file: string, configFile: string, at?: { line: number; column: number }): Promise<ReadSchema> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return { diagnostics: [{ code: 'config/missing-file', severity: 'error', message: `\`graphql.schema\` names \`${file}\`, which does not exist`, file: configFile, ...(at ? { line: at.line, column: at.column } : {}), hint: 'the schema path is relative to the site folder' }] };
  }
  return schemaFromText(text, path, file);
}
