/**
 * Turn a document's text into an API to compare: an OpenAPI document (JSON or YAML, 3.x, or
 * Swagger 2.0 converted, read by docsgen's own parser so that errors are located the same
 * way; a local file's `$ref`s to other files resolved), or a GraphQL schema (SDL or
 * introspection JSON). A document that cannot be read is a DocsgenError with exit code 2.
 */
import type { GraphQLSchema } from 'graphql';
import { parse } from 'node:path';
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { bundleLocalRefs } from '../openapi/bundle-refs.ts';
import { parseSpec } from '../openapi/parse-spec.ts';
import type { JsonObject } from '../openapi/schema.ts';
import type { SourceText } from './read-source.ts';

/** One version of an API, ready to compare. */
export type LoadedApi = { kind: 'openapi'; name: string; doc: JsonObject } | { kind: 'graphql'; name: string; schema: GraphQLSchema };

/** The first token of an SDL document (a YAML or JSON document starts otherwise). */
const SDL_START = /^\s*(?:"""[\s\S]*?"""\s*|"[^"\n]*"\s*)?(?:schema|type|interface|union|enum|input|scalar|directive|extend)\b/;

/**
 * Stop with exit code 2 and the first diagnostic as one line: the parser's later errors are
 * mostly the first one's echoes, and a code frame of a minified document is megabytes wide.
 */
function unreadable(diagnostics: Diagnostic[], message: string): DocsgenError {
  return new DocsgenError(message, { exitCode: 2, diagnostics: diagnostics.slice(0, 1).map(({ source: _source, ...rest }) => rest) });
}

/** Introspection JSON holds `__schema` at the top or under `data`. */
function introspection(text: string): Record<string, unknown> | undefined {
  if (!text.trimStart().startsWith('{') || !text.includes('"__schema"')) return undefined;
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
    const data = (json.data ?? json) as Record<string, unknown>;
    return data !== null && typeof data === 'object' && '__schema' in data ? json : undefined;
  } catch {
    return undefined;
  }
}

async function loadOpenApi(source: SourceText, cwd: string): Promise<LoadedApi> {
  const { spec, diagnostics } = parseSpec(source.text, source.name);
  if (!spec) throw unreadable(diagnostics, `Cannot read \`${source.name}\``);
  const doc = spec.doc as JsonObject;
  if (typeof doc.openapi !== 'string') {
    const message = `\`${source.name}\` is neither an OpenAPI document (it has no \`openapi\` or \`swagger\` version) nor a GraphQL schema`;
    throw unreadable([{ code: 'api-diff/not-an-api', severity: 'error', message, file: source.name, line: 1, column: 1 }], message);
  }
  if (source.path) {
    // Any file the user's document names is theirs to read: the whole disk is the "site folder".
    const problems = await bundleLocalRefs({ doc, path: source.path, siteDir: parse(source.path).root, file: source.name, spec, cwd });
    if (problems.some((problem) => problem.severity === 'error')) throw unreadable(problems, `Cannot resolve the \`$ref\`s of \`${source.name}\``);
  }
  return { kind: 'openapi', name: source.name, doc };
}

/** The API in a document's text, of whichever kind it is. */
export async function loadDocument(source: SourceText, cwd: string): Promise<LoadedApi> {
  const graphqlFile = /\.(?:graphqls?|gql|sdl)$/i.test(source.path ?? source.name.replace(/[?#].*$/, ''));
  const json = introspection(source.text);
  if (graphqlFile || json || SDL_START.test(source.text)) {
    const { readGraphqlIntrospection, readGraphqlSdl } = await import('./graphql-diff.ts');
    const schema = json ? readGraphqlIntrospection(json, source.text, source.name) : readGraphqlSdl(source.text, source.name);
    return { kind: 'graphql', name: source.name, schema };
  }
  return loadOpenApi(source, cwd);
}
