/**
 * `docsgen api-diff <old> <new>`: read two versions of an API (OpenAPI or GraphQL) and list
 * what changed between them, each change breaking or not.
 */
import { DocsgenError } from '../diagnostics/diagnostic.ts';
import { compareOpenApi } from './compare-operations.ts';
import { loadDocument, type LoadedApi } from './load-document.ts';
import { readSource } from './read-source.ts';
import type { ApiChange } from './rules.ts';

export type { ApiChange };

/** What api-diff found. */
export interface ApiDiff {
  kind: 'openapi' | 'graphql';
  /** Grouped by operation: an operation's changes are next to each other. */
  changes: ApiChange[];
}

/** Compare the API at `old` with the one at `new` (files, http(s) URLs or `git:<ref>:<path>`, relative to `cwd`). */
export async function apiDiff(options: { old: string; new: string; cwd: string }): Promise<ApiDiff> {
  const load = async (source: string): Promise<LoadedApi> => loadDocument(await readSource(source, options.cwd), options.cwd);
  const [before, after] = await Promise.all([load(options.old), load(options.new)]);
  if (before.kind === 'openapi' && after.kind === 'openapi') return { kind: 'openapi', changes: compareOpenApi(before.doc, after.doc) };
  if (before.kind === 'graphql' && after.kind === 'graphql') {
    const { compareGraphql } = await import('./graphql-diff.ts');
    return { kind: 'graphql', changes: await compareGraphql(before.schema, after.schema) };
  }
  const what = (api: LoadedApi): string => `\`${api.name}\`, ${api.kind === 'openapi' ? 'an OpenAPI document' : 'a GraphQL schema'}`;
  const message = `Cannot compare ${what(before)}, with ${what(after)}`;
  throw new DocsgenError(message, { exitCode: 2, diagnostics: [{ code: 'api-diff/kinds-differ', severity: 'error', message, file: after.name }] });
}
