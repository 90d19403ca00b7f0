import type { ParsedSpec } from '../openapi/parse-spec.ts';
import { pointerSegments, toPointer } from '../openapi/parse-spec.ts';
import { deref, isObject, METHODS, type Json, type JsonObject } from '../openapi/schema.ts';
import type { SampleProblem } from './sample-problem.ts';
import type { SchemaValidator } from './schema-validator.ts';

type Segments = Array<string | number>;

/**
 * Every example in an OpenAPI document, checked against the schema it illustrates: media
 * type `example`/`examples` (requests and responses), parameter examples, and the
 * `example`/`examples` of schemas and their properties. Problems are located in the document.
 */
export function checkOpenApiExamples(spec: ParsedSpec, validator: SchemaValidator): { problems: SampleProblem[]; count: number } {
  const doc = spec.doc as JsonObject;
  const problems: SampleProblem[] = [];
  let count = 0;
  const check = (schemaAt: Segments, value: Json, valueAt: Segments, what: string): void => {
    count++;
    const mismatch = validator.validateAt(toPointer(schemaAt), value)[0];
    if (!mismatch) return;
    const { line, column } = spec.locate(toPointer([...valueAt, ...pointerSegments(`#${mismatch.pointer}`)]));
    problems.push({
      kind: 'openapi',
      code: 'samples/openapi-example',
      message: `${what} does not match its schema: ${mismatch.message}`,
      file: spec.file,
      line,
      column,
      hint: `the schema is at ${toPointer(schemaAt)}; fix the example or the schema`,
    });
  };
  /** `example` and the `examples` map of a media type or parameter. */
  const checkExamples = (holder: JsonObject, at: Segments, schemaAt: Segments, what: string): void => {
    if (holder.example !== undefined) check(schemaAt, holder.example, [...at, 'example'], `The example of ${what}`);
    if (isObject(holder.examples)) {
      for (const [name, raw] of Object.entries(holder.examples)) {
        // A `$ref`'d example is checked here, against this schema; locate it at its own place.
        const example = deref(doc, raw);
        if (!example || example.value === undefined) continue;
        const valueAt = isObject(raw) && typeof raw.$ref === 'string' ? [...pointerSegments(raw.$ref), 'value'] : [...at, 'examples', name, 'value'];
        check(schemaAt, example.value, valueAt, `Example \`${name}\` of ${what}`);
      }
    }
  };
  const checkContent = (content: Json | undefined, at: Segments, what: string): void => {
    if (!isObject(content)) return;
    for (const [mediaType, media] of Object.entries(content)) {
      if (!isObject(media) || media.schema === undefined || !/json/.test(mediaType)) continue;
      checkExamples(media, [...at, mediaType], [...at, mediaType, 'schema'], what);
    }
  };
  /** A parameter, request body or response written in place (a `$ref`'d one is checked where it is defined). */
  const inPlace = (value: Json | undefined): value is JsonObject => isObject(value) && typeof value.$ref !== 'string';
  const checkParameter = (parameter: Json | undefined, at: Segments): void => {
    if (!inPlace(parameter) || parameter.schema === undefined) return;
    checkExamples(parameter, at, [...at, 'schema'], `parameter \`${String(parameter.name)}\``);
  };
  const checkResponse = (response: Json | undefined, at: Segments, what: string): void => {
    if (!inPlace(response)) return;
    checkContent(response.content, [...at, 'content'], what);
    if (isObject(response.headers)) for (const [name, header] of Object.entries(response.headers)) if (inPlace(header) && header.schema !== undefined) checkExamples(header, [...at, 'headers', name], [...at, 'headers', name, 'schema'], `header \`${name}\``);
  };
  const walkSchema = (schema: Json | undefined, at: Segments, name: string): void => {
    if (!isObject(schema)) return;
    if (schema.example !== undefined) check(at, schema.example, [...at, 'example'], `The example of \`${name}\``);
    if (Array.isArray(schema.examples)) schema.examples.forEach((example, index) => check(at, example, [...at, 'examples', index], `Example ${index + 1} of \`${name}\``));
    if (isObject(schema.properties)) for (const [key, value] of Object.entries(schema.properties)) walkSchema(value, [...at, 'properties', key], `${name}.${key}`);
    for (const key of ['items', 'additionalProperties'] as const) walkSchema(schema[key], [...at, key], `${name}${key === 'items' ? '[]' : '{}'}`);
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) if (Array.isArray(schema[key])) schema[key].forEach((member, index) => walkSchema(member, [...at, key, index], name));
  };

  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    if (Array.isArray(item.parameters)) item.parameters.forEach((parameter, index) => checkParameter(parameter, ['paths', path, 'parameters', index]));
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const at = ['paths', path, method];
      const label = `${method.toUpperCase()} ${path}`;
      if (Array.isArray(operation.parameters)) operation.parameters.forEach((parameter, index) => checkParameter(parameter, [...at, 'parameters', index]));
      if (inPlace(operation.requestBody)) checkContent(operation.requestBody.content, [...at, 'requestBody', 'content'], `the ${label} request`);
      if (isObject(operation.responses)) for (const [status, response] of Object.entries(operation.responses)) checkResponse(response, [...at, 'responses', status], `the ${label} ${status} response`);
    }
  }
  const components = isObject(doc.components) ? doc.components : {};
  const entries = (key: string): Array<[string, Json]> => (isObject(components[key]) ? Object.entries(components[key]) : []);
  for (const [name, parameter] of entries('parameters')) checkParameter(parameter, ['components', 'parameters', name]);
  for (const [name, body] of entries('requestBodies')) if (inPlace(body)) checkContent(body.content, ['components', 'requestBodies', name, 'content'], `request body \`${name}\``);
  for (const [name, response] of entries('responses')) checkResponse(response, ['components', 'responses', name], `response \`${name}\``);
  for (const [name, schema] of entries('schemas')) walkSchema(schema, ['components', 'schemas', name], name);
  return { problems, count };
}
