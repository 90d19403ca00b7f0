/** The codes of `docsgen api-diff` (reading the two versions of an API it compares) and of the changelog pages built with it (see codes.ts). */
import type { CodeDoc } from './code-doc.ts';

export const API_DIFF_CODES = {
  'api-diff/unreadable': {
    severity: 'error',
    meaning: 'A document given to `docsgen api-diff` cannot be read: no such file, a URL that does not answer with 2xx, or a `git:<ref>:<path>` that git cannot show (unknown ref, no such path at that ref, not in a git repository). Exit code 2.',
    fix: 'Check the path, URL or ref the message names; a `git:` path is relative to the repository\'s root, or to the current folder when it starts with `./`.',
  },
  'api-diff/not-an-api': {
    severity: 'error',
    meaning: 'A document given to `docsgen api-diff` parses, but is neither an OpenAPI (or Swagger 2.0) document nor a GraphQL schema (SDL, or introspection JSON with `__schema`). Exit code 2.',
    fix: 'Give it the API document itself; a GraphQL schema file should end in `.graphql` or `.gql`.',
  },
  'api-diff/kinds-differ': {
    severity: 'error',
    meaning: '`docsgen api-diff` was given an OpenAPI document and a GraphQL schema: only two versions of the same kind of API can be compared. Exit code 2.',
    fix: 'Give it two OpenAPI documents or two GraphQL schemas.',
  },
  'api-diff/graphql-syntax': {
    severity: 'error',
    meaning: 'A GraphQL schema given to `docsgen api-diff` has a syntax error, or cannot be built (a type it uses is not defined). Exit code 2.',
    fix: 'Fix the schema at the reported line and column.',
  },
  'api-changelog/unreadable': {
    severity: 'error',
    meaning: 'A release listed in an API\'s or GraphQL schema\'s `changelog:` cannot be read: no such file, a URL that does not answer with 2xx, or a `git:<ref>:<path>` that git cannot show. Reported at the release in config.yaml; the rest of the site, and the changelog page without that release, are built.',
    fix: 'Check the `source` the message names: a file is relative to the site folder; a `git:` path is relative to the repository\'s root, or to the site folder when it starts with `./`, and its ref must exist in the clone that builds (a shallow clone in CI has no tags: fetch them).',
  },
  'api-changelog/offline': {
    severity: 'warning',
    meaning: 'A `changelog:` release is a URL, and the build runs with `--offline`: the changelog page is built without it.',
    fix: 'Build without `--offline`, or keep the release in the repository (a file or a `git:` source).',
  },
} as const satisfies Record<string, CodeDoc>;
