/**
 * How many code samples of each kind a build checked: apart from the checks themselves, so
 * what only reports the counts does not load the GraphQL, JSON Schema and TypeScript checkers.
 */
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

export function noSampleCounts(): SampleCounts {
  return { graphql: 0, json: 0, jsonWithSchema: 0, rest: 0, typescript: 0, openapiExamples: 0 };
}

/** The counts of two runs together (each locale of a translated site checks its own pages' samples). */
export function addSampleCounts(a: SampleCounts, b: SampleCounts): SampleCounts {
  return { graphql: a.graphql + b.graphql, json: a.json + b.json, jsonWithSchema: a.jsonWithSchema + b.jsonWithSchema, rest: a.rest + b.rest, typescript: a.typescript + b.typescript, openapiExamples: a.openapiExamples + b.openapiExamples };
}

/** `12 GraphQL, 80 JSON (15 against a schema) + 163 OpenAPI examples, 20 REST, 60 TypeScript`. */
export function formatSampleCounts(counts: SampleCounts): string {
  const json = `${counts.json} JSON${counts.jsonWithSchema ? ` (${counts.jsonWithSchema} against a schema)` : ''}${counts.openapiExamples ? ` + ${counts.openapiExamples} OpenAPI examples` : ''}`;
  return `${counts.graphql} GraphQL, ${json}, ${counts.rest} REST, ${counts.typescript} TypeScript`;
}
