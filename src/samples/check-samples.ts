import type { CheckSeverities } from '../checks/links.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { bundleLocalRefs } from '../openapi/bundle-refs.ts';
import { parseSpec } from '../openapi/parse-spec.ts';
import type { JsonObject } from '../openapi/schema.ts';
import type { CodeSample } from '../types.ts';
import { checkGraphqlSamples, loadGraphqlSchema } from './graphql-samples.ts';
import { checkJsonSamples } from './json-samples.ts';
import { checkOpenApiExamples } from './openapi-examples.ts';
import { checkRestSamples, restSurface } from './rest-samples.ts';
import type { SampleKind, SampleProblem } from './sample-problem.ts';
import { createSchemaValidator, type SchemaValidator } from './schema-validator.ts';
import { checkTypescriptSamples, type DeclarationFile } from './typescript-samples.ts';

/** How many samples of each kind were checked, for the build's summary. */
export interface SampleCounts {
  graphql: number;
  json: number;
  /** JSON blocks validated against a schema (`schema="Cart"`). */
  jsonWithSchema: number;
  rest: number;
  typescript: number;
  /** Examples inside the OpenAPI document, checked against their schemas. */
  openapiExamples: number;
}

export interface SampleCheckInput {
  /** Every code block of the site's pages, in page order. */
  samples: readonly CodeSample[];
  /** The OpenAPI document: JSON schemas, REST operations, its own examples. */
  openapi?: {
    text: string;
    file: string;
    /** A local document split into files of the site: its `$ref`s are bundled first, as the build does. */
    localRefs?: { path: string; siteDir: string };
  };
  /** GraphQL SDL the GraphQL blocks are validated against. */
  graphqlSchema?: { text: string; file: string };
  /** Declaration files visible to TypeScript `check` blocks. */
  declarations: readonly DeclarationFile[];
  severities: CheckSeverities;
}

const SETTING: Record<SampleKind, keyof CheckSeverities> = {
  graphql: 'graphqlSamples',
  json: 'jsonSamples',
  rest: 'restSamples',
  typescript: 'typescriptSamples',
  openapi: 'openapiExamples',
};

/** Counts of a check that checked nothing, to add to. */
export function noSampleCounts(): SampleCounts {
  return { graphql: 0, json: 0, jsonWithSchema: 0, rest: 0, typescript: 0, openapiExamples: 0 };
}

/**
 * Check the site's code samples against the API they document: GraphQL against the schema,
 * JSON against the OpenAPI schemas (and the document's own examples), REST calls against its
 * operations, TypeScript `check` blocks against the SDK's declarations. A kind set to
 * `ignore` is not checked at all.
 */
export async function checkSamples(input: SampleCheckInput): Promise<{ diagnostics: Diagnostic[]; counts: SampleCounts }> {
  const enabled = (kind: SampleKind): boolean => input.severities[SETTING[kind]] !== 'ignore';
  const problems: SampleProblem[] = [];
  const counts = noSampleCounts();

  const spec = input.openapi ? parseSpec(input.openapi.text, input.openapi.file).spec : undefined;
  const doc = spec?.doc as JsonObject | undefined;
  // Problems in the referenced files were reported when the reference was built.
  if (doc && input.openapi?.localRefs) await bundleLocalRefs({ doc, ...input.openapi.localRefs, file: input.openapi.file });
  let validator: SchemaValidator | undefined;
  if (doc && (enabled('json') || enabled('openapi'))) validator = createSchemaValidator(spec!);
  if (validator && enabled('openapi')) {
    const examples = checkOpenApiExamples(spec!, validator);
    problems.push(...examples.problems);
    counts.openapiExamples = examples.count;
  }
  if (enabled('json')) {
    const json = checkJsonSamples(input.samples, { ...(validator ? { validator } : {}), ...(input.openapi ? { openapiFile: input.openapi.file } : {}) });
    problems.push(...json.problems);
    counts.json = json.count;
    counts.jsonWithSchema = json.withSchema;
  }
  if (enabled('graphql')) {
    const loaded = input.graphqlSchema ? loadGraphqlSchema(input.graphqlSchema.text, input.graphqlSchema.file) : undefined;
    problems.push(...(loaded?.problems ?? []));
    const graphql = checkGraphqlSamples(input.samples, loaded?.schema, input.graphqlSchema?.file);
    problems.push(...graphql.problems);
    counts.graphql = graphql.count;
  }
  if (doc && enabled('rest')) {
    const rest = checkRestSamples(input.samples, restSurface(doc), input.openapi!.file);
    problems.push(...rest.problems);
    counts.rest = rest.count;
  }
  if (enabled('typescript')) {
    const typescript = await checkTypescriptSamples(input.samples, input.declarations);
    problems.push(...typescript.problems);
    counts.typescript = typescript.count;
  }
  const diagnostics = problems.map(({ kind, ...problem }): Diagnostic => ({ ...problem, severity: input.severities[SETTING[kind]] === 'error' ? 'error' : 'warning' }));
  // A schema the checker cannot read is the checker's limit, not a wrong example: a warning.
  for (const { pointer, message } of validator?.uncompiled ?? []) {
    diagnostics.push({ code: 'samples/openapi-schema', severity: 'warning', message: `The schema at ${pointer} cannot be compiled, so values are not checked against it: ${message}`, file: spec!.file, ...spec!.locate(pointer) });
  }
  return { diagnostics, counts };
}

/** `12 GraphQL, 80 JSON (15 against a schema) + 163 OpenAPI examples, 20 REST, 60 TypeScript`. */
export function formatSampleCounts(counts: SampleCounts): string {
  const json = `${counts.json} JSON${counts.jsonWithSchema ? ` (${counts.jsonWithSchema} against a schema)` : ''}${counts.openapiExamples ? ` + ${counts.openapiExamples} OpenAPI examples` : ''}`;
  return `${counts.graphql} GraphQL, ${json}, ${counts.rest} REST, ${counts.typescript} TypeScript`;
}
