/** The codes of the API references: fetching, reading and compiling an OpenAPI document or a GraphQL schema (see codes.ts). */
import type { CodeDoc } from './code-doc.ts';

export const OPENAPI_CODES = {
  'openapi/using-cache': {
    severity: 'warning',
    meaning: 'The OpenAPI document or GraphQL schema could not be downloaded from `url:`, so the build uses the cached copy; the message gives the reason and the copy\'s age.',
    fix: 'Nothing, if the copy is recent enough; otherwise fix the URL or the connection. `--offline` skips the download; `--strict-remote` (or `strictRemote: true`) makes this an error, for CI.',
  },
  'openapi/fetch-failed': {
    severity: 'error',
    meaning: 'The build is strict about the remote document (`--strict-remote` or `strictRemote: true`) and the download failed.',
    fix: 'Fix the URL or the connection, or drop the flag to build from the cached copy.',
  },
  'openapi/no-document': {
    severity: 'error',
    meaning: 'There is no document to build from: no file at `file:`/`cache:`, and no download.',
    fix: 'Commit the document at the path in config.yaml, or check `url:` and the connection.',
  },
  'openapi/syntax': {
    severity: 'error',
    meaning: 'The document is not valid YAML or JSON; a download that does not parse never replaces the cached copy.',
    fix: 'Fix the syntax at the reported line of the document.',
  },
  'openapi/not-a-document': {
    severity: 'error',
    meaning: 'The file parses, but is not an OpenAPI document: it is not an object with `openapi`, `info` and `paths`.',
    fix: 'Point the config at the OpenAPI document itself.',
  },
  'openapi/unsupported-version': {
    severity: 'error',
    meaning: 'The document declares a version docsgen does not read, or none. docsgen reads Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2.',
    fix: 'Start the document with `openapi: 3.1.0` (or the version it follows); convert older Swagger versions first.',
  },
  'openapi/swagger-conversion': {
    severity: 'error',
    meaning: 'A Swagger 2.0 document could not be converted to OpenAPI 3.',
    fix: 'Convert it yourself, e.g. with `npx swagger2openapi swagger.json -o openapi.yaml`, and point the config at the result.',
  },
  'openapi/unknown-ref': {
    severity: 'error',
    meaning: 'A `$ref` points to nothing in the document.',
    fix: 'Correct the pointer ("did you mean" names the closest schema), or add the component it names.',
  },
  'openapi/external-ref': {
    severity: 'error',
    meaning: 'A `$ref` leads to another file that cannot be read: outside the site folder, missing, or from a downloaded document, whose external references are refused so that it makes docsgen read no file and contact no other host.',
    fix: 'Keep a local document\'s files inside the site folder; bundle a downloaded one into one file first, e.g. `npx @redocly/cli bundle openapi.yaml -o bundled.yaml`.',
  },
  'openapi/duplicate-operation-id': {
    severity: 'error',
    meaning: 'Two operations have the same `operationId`.',
    fix: 'Give every operation an `operationId` of its own.',
  },
  'openapi/invalid-type': {
    severity: 'error',
    meaning: 'A part of the document has the wrong type, such as `paths` that is not an object or `parameters` that is not a list.',
    fix: 'Fix the value at the reported line.',
  },
  'openapi/missing-field': {
    severity: 'warning',
    meaning: 'A field the specification expects is missing: `info.title` (the reference is titled `API`), or an operation\'s `responses`, which OpenAPI 3.0 requires.',
    fix: 'Add the field the message names.',
  },
  'openapi/invalid-parameter': {
    severity: 'warning',
    meaning: 'A parameter has no `name` or no `in`; it is left out of the page.',
    fix: 'Give it a `name` and an `in` (`path`, `query`, `header` or `cookie`), or remove it.',
  },
  'openapi/undeclared-path-parameter': {
    severity: 'warning',
    meaning: 'The path has a `{name}` that the operation does not declare; the page shows it as a required string, as Redoc does.',
    fix: 'Declare it: `{ name: id, in: path, required: true, schema: { type: string } }`.',
  },
  'openapi/undeclared-query-parameter': {
    severity: 'warning',
    meaning: 'The path key holds a query string (`/search?query={query}`) whose parameter the operation does not declare; the page shows it as a required string.',
    fix: 'Declare it with `in: query`, or move it out of the path key into `parameters`.',
  },
  'openapi/unknown-path-parameter': {
    severity: 'warning',
    meaning: 'A parameter is declared `in: path`, but the path has no `{name}` for it; it is left out of the page.',
    fix: 'Add `{name}` to the path, or remove the parameter.',
  },
  'openapi/duplicate-slug': {
    severity: 'warning',
    meaning: 'Two operations would have the same page (the same summary, or the same `operationId` with `slugs: operationId`); the second gets a distinct route. With `slugs: operationId`, two schemas with the same `title` (or a title and a name) share one page, as docusaurus-plugin-openapi-docs writes the later over the earlier: only the later is published.',
    fix: 'Give one of them another `summary` (or `operationId`, or schema `title`), so that its route is one you chose.',
  },
  'openapi/unsafe-url': {
    severity: 'warning',
    meaning: 'A server URL is neither http(s) nor relative; it is left out of the page, the samples and the explorer.',
    fix: 'Use an http(s) or a relative URL.',
  },
  'openapi/incomplete-security-scheme': {
    severity: 'warning',
    meaning: 'An OAuth 2.0 scheme has no `flows`, or a flow lacks a URL it requires (`authorizationUrl`, `tokenUrl`) or has one that is not an absolute http(s) URL; or an OpenID Connect scheme has no usable `openIdConnectUrl`. The page documents the scheme as written; the API explorer cannot get a token with it and asks the reader for a pasted token instead.',
    fix: 'Give the scheme its flows with absolute URLs, as the OpenAPI Security Scheme Object requires: `authorizationCode` needs `authorizationUrl` and `tokenUrl`, `clientCredentials` and `password` a `tokenUrl`, `implicit` an `authorizationUrl`.',
  },
  'openapi/unknown-default-server': {
    severity: 'warning',
    meaning: '`explorer.defaultServer` is not one of the document\'s servers; the explorer starts on the first.',
    fix: 'Use one of the document\'s server URLs, as written in `servers:`.',
  },
  'openapi/large-page': {
    severity: 'warning',
    meaning: 'A generated API page is over 300 KB of HTML, slow to download and to lay out.',
    fix: 'Split very large schemas, or give deep inline objects their own components, which get pages of their own and are linked.',
  },
  'graphql/defined-twice': {
    severity: 'warning',
    meaning: 'The GraphQL schema defines a type, field, argument or enum value twice, which the GraphQL specification does not allow. The reference is built with the last definition, as graphql-js builds such a schema.',
    fix: 'Remove one of the two definitions (in a generated schema, report it to its authors).',
  },
  'graphql/invalid-schema': {
    severity: 'error',
    meaning: 'The GraphQL schema of a `graphql:` reference does not parse or is not valid (an unknown type, a field defined twice, an introspection JSON without `__schema`). Its reference is left out; the rest of the site is checked as usual.',
    fix: 'Fix the schema at the reported line. An introspection file must hold the JSON a server answers to the introspection query.',
  },
} as const satisfies Record<string, CodeDoc>;
