import type { ApiMediaType, ApiResponse } from './api-model.ts';
import { describeSchema, type DescribeContext } from './describe-schema.ts';
import { exampleAsXml, exampleFromSchema, mediaExample, namedExamples, type Direction } from './examples.ts';
import { deref, isObject, isXmlMediaType, type Json, type JsonObject } from './schema.ts';

/** An example as shown: JSON pretty-printed, XML media types in XML, text as written. */
function shown(value: Json, mediaType: string, toXml: (value: Json) => string): string {
  if (typeof value === 'string') return value;
  if (isXmlMediaType(mediaType)) return toXml(value);
  return JSON.stringify(value, null, 2);
}

/**
 * The media types of a request body or response (`content`): each one's schema tree, with
 * the properties that travel the other way left out, and its examples — every named one
 * selectable, else the one given or generated.
 */
export function describeContent(ctx: DescribeContext, content: Json | undefined, direction: Direction): ApiMediaType[] {
  if (!isObject(content)) return [];
  return Object.entries(content).map(([mediaType, raw]) => {
    const entry = isObject(raw) ? raw : {};
    const toXml = (value: Json): string => exampleAsXml(ctx.doc, entry, value);
    const named = namedExamples(ctx.doc, entry).map(({ name, summary, value }) => ({ name, ...(summary ? { summary } : {}), code: shown(value, mediaType, toXml) }));
    const example = entry.schema !== undefined || entry.example !== undefined || entry.examples !== undefined ? mediaExample(ctx.doc, entry, direction) : undefined;
    return {
      mediaType,
      ...(entry.schema !== undefined ? { schema: describeSchema(ctx, entry.schema, direction) } : {}),
      ...(example !== undefined && example !== null ? { example: shown(example, mediaType, toXml) } : {}),
      ...(named.length > 1 ? { examples: named } : {}),
    };
  });
}

/**
 * What an operation (or webhook, or callback) exchanges: its request body and its responses
 * with their headers, each media type described for its direction.
 */
export function describeExchange(ctx: DescribeContext, operation: JsonObject): { requestBodyRaw?: JsonObject; requestBody?: { required: boolean; descriptionHtml: string; contents: ApiMediaType[] }; responses: ApiResponse[] } {
  const requestBodyRaw = deref(ctx.doc, operation.requestBody);
  const responses = Object.entries(isObject(operation.responses) ? operation.responses : {}).map(([status, raw]): ApiResponse => {
    const response = deref(ctx.doc, raw) ?? {};
    return {
      status,
      descriptionHtml: ctx.markdown(response.description),
      headers: Object.entries(isObject(response.headers) ? response.headers : {}).map(([name, header]) => {
        const resolved = deref(ctx.doc, header) ?? {};
        const example = resolved.example !== undefined ? resolved.example : resolved.schema !== undefined ? exampleFromSchema(ctx.doc, resolved.schema) : null;
        return {
          name,
          descriptionHtml: ctx.markdown(resolved.description),
          ...(resolved.schema !== undefined ? { schema: describeSchema(ctx, resolved.schema) } : {}),
          ...(example !== null ? { example: JSON.stringify(example) } : {}),
        };
      }),
      contents: describeContent(ctx, response.content, 'response'),
    };
  });
  if (!requestBodyRaw) return { responses };
  return {
    requestBodyRaw,
    requestBody: { required: requestBodyRaw.required === true, descriptionHtml: ctx.markdown(requestBodyRaw.description), contents: describeContent(ctx, requestBodyRaw.content, 'request') },
    responses,
  };
}
