import type { CheckSeverities } from '../checks/links.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { bundleLocalRefs, refersToOtherFiles } from '../openapi/bundle-refs.ts';
import { parseSpec, type ParsedSpec } from '../openapi/parse-spec.ts';
import type { JsonObject } from '../openapi/schema.ts';
import type { CodeSample } from '../types.ts';
import { GRAPHQL_LANGS } from './graphql-langs.ts';
import { checkJsonSamples } from './json-samples.ts';
import { checkOpenApiExamples } from './openapi-examples.ts';
import { checkRestSamples, restSurface } from './rest-samples.ts';
import type { SampleKind, SampleProblem } from './sample-problem.ts';
import { noSampleCounts, type SampleCounts } from './sample-counts.ts';
import type { SchemaValidator } from './schema-validator.ts';
import { checkTypescriptSamples, type DeclarationFile } from './typescript-samples.ts';

/** How many samples of each kind were checked, for the build's summary. */

export interface SampleCheckInput {
  /** Every code block of the site's pages, in page order. */
  samples: readonly CodeSample[];
  /** The OpenAPI documents, in config.yaml order: JSON schemas, REST operations, their own examples. */
  openapi?: Array<{
    /** The API's id in config.yaml, as `schema="<id>:Cart"` names it. */
    id: string;
    text: string;
    file: string;
    /** A local document split into files of the site: its `$ref`s are bundled first, as the build does. */
    localRefs?: { path: string; siteDir: string };
    /** The docs version whose reference it is (`current`, `1.0`). */
    version?: string;
  }>;
  /**
   * The docs version of each sample's file, on a versioned site: its JSON and REST samples are
   * checked against that version's documents. Other samples (blog posts, which may speak of
   * any version) are checked against all of them.
   */
  sampleVersions?: Record<string, string>;
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

/**
 * Check the site's code samples against the API they document: GraphQL against the schema,
 * JSON against the OpenAPI schemas (and each document's own examples), REST calls against
 * the operations of the API whose servers they call, TypeScript `check` blocks against the
 * SDK's declarations. A kind set to `ignore` is not checked at all.
 */
export async function checkSamples(input: SampleCheckInput): Promise<{ diagnostics: Diagnostic[]; counts: SampleCounts }> {
  const enabled = (kind: SampleKind): boolean => input.severities[SETTING[kind]] !== 'ignore';
  const problems: SampleProblem[] = [];
  const counts = noSampleCounts();

  // Each document's own examples are checked in it; the pages' samples against the API they name or call.
  const apis: Array<{ id: string; file: string; spec: ParsedSpec; doc: JsonObject; validator?: SchemaValidator; version?: string }> = [];
  // The checkers of schemas (Ajv) and GraphQL (graphql-js) are ~0.65 MB of code: loaded only for a site that has what they check.
  const schemaValidators = input.openapi?.length ? await import('./schema-validator.ts') : undefined;
  for (const openapi of input.openapi ?? []) {
    const spec = parseSpec(openapi.text, openapi.file).spec;
    if (!spec) continue;
    const doc = spec.doc as JsonObject;
    // Problems in the referenced files were reported when the reference was built. A
    // document that names no other file is left as it is (walking GitHub's takes ~0.2 s).
    if (openapi.localRefs && refersToOtherFiles(openapi.text)) await bundleLocalRefs({ doc, ...openapi.localRefs, file: openapi.file });
    const validator = schemaValidators && (enabled('json') || enabled('openapi')) ? schemaValidators.createSchemaValidator(spec) : undefined;
    if (validator && enabled('openapi')) {
      const examples = checkOpenApiExamples(spec, validator);
      problems.push(...examples.problems);
      counts.openapiExamples += examples.count;
    }
    apis.push({ id: openapi.id, file: openapi.file, spec, doc, ...(validator ? { validator } : {}), ...(openapi.version !== undefined ? { version: openapi.version } : {}) });
  }
  // Each version's samples against that version's documents (all of them when it has none).
  const byVersion = new Map<string | undefined, CodeSample[]>();
  for (const sample of input.samples) {
    const version = input.sampleVersions?.[sample.file];
    let samples = byVersion.get(version);
    if (!samples) byVersion.set(version, (samples = []));
    samples.push(sample);
  }
  const versionApis = (version: string | undefined): typeof apis => {
    const own = version === undefined ? [] : apis.filter((api) => api.version === version);
    return own.length ? own : apis;
  };
  if (enabled('json')) {
    for (const [version, samples] of byVersion) {
      const json = checkJsonSamples(samples, { apis: versionApis(version).flatMap(({ id, file, validator }) => (validator ? [{ id, file, validator }] : [])) });
      problems.push(...json.problems);
      counts.json += json.count;
      counts.jsonWithSchema += json.withSchema;
    }
  }
  if (enabled('graphql') && (input.graphqlSchema || input.samples.some((sample) => GRAPHQL_LANGS.has(sample.lang)))) {
    const { checkGraphqlSamples, loadGraphqlSchema } = await import('./graphql-samples.ts');
    const loaded = input.graphqlSchema ? loadGraphqlSchema(input.graphqlSchema.text, input.graphqlSchema.file) : undefined;
    problems.push(...(loaded?.problems ?? []));
    const graphql = checkGraphqlSamples(input.samples, loaded?.schema, input.graphqlSchema?.file);
    problems.push(...graphql.problems);
    counts.graphql = graphql.count;
  }
  if (apis.length && enabled('rest')) {
    const surfaces = new Map(apis.map((api) => [api, { surface: restSurface(api.doc), file: api.file }]));
    for (const [version, samples] of byVersion) {
      const rest = checkRestSamples(samples, versionApis(version).map((api) => surfaces.get(api)!));
      problems.push(...rest.problems);
      counts.rest += rest.count;
    }
  }
  if (enabled('typescript')) {
    const typescript = await checkTypescriptSamples(input.samples, input.declarations);
    problems.push(...typescript.problems);
    counts.typescript = typescript.count;
  }
  const diagnostics = problems.map(({ kind, ...problem }): Diagnostic => ({ ...problem, severity: input.severities[SETTING[kind]] === 'error' ? 'error' : 'warning' }));
  // A schema the checker cannot read is the checker's limit, not a wrong example: a warning,
  // given once, by the check of the document's own examples.
  for (const { spec, validator } of enabled('openapi') ? apis : []) {
    for (const { pointer, message } of validator?.uncompiled ?? []) {
      diagnostics.push({ code: 'samples/openapi-schema', severity: 'warning', message: `The schema at ${pointer} cannot be compiled, so values are not checked against it: ${message}`, file: spec.file, ...spec.locate(pointer) });
    }
  }
  return { diagnostics, counts };
}

