import type { ApiMediaType } from './api-model.ts';
import { describeSchema, type DescribeContext } from './describe-schema.ts';
import { exampleAsXml, mediaExample, namedExamples, type Direction } from './examples.ts';
import { isObject, type Json } from './schema.ts';

const isXml = (mediaType: string): boolean => /[/+]xml(?:;|$)/i.test(mediaType);

/** An example as shown: JSON pretty-printed, XML media types in XML, text as written. */
function shown(value: Json, mediaType: string, toXml: (value: Json) => string): string {
  if (typeof value === 'string') return value;
  if (isXml(mediaType)) return toXml(value);
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
