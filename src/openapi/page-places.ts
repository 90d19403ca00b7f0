/**
 * What each page of a reference documents and where the document names it, so a message
 * about the page's route (two documents on one route giving it twice) can say which
 * operation, schema or overview of which line it is.
 */
import type { ApiReference } from './api-model.ts';
import type { ParsedSpec } from './parse-spec.ts';
import { isObject } from './schema.ts';

/** A page's subject, as messages name it, and the place in the document its name comes from. */
export interface PagePlace {
  /** `operation \`GET /pets\``, `schema \`Pet\``, `the overview`. */
  what: string;
  line: number;
  column: number;
}

const escape = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Where a tag is named: its entry in `tags`, else the first operation tagged with it. */
function tagPlace(spec: ParsedSpec, reference: ApiReference, name: string): { line: number; column: number } {
  const declared = Array.isArray(spec.doc.tags) ? spec.doc.tags.findIndex((tag) => isObject(tag) && tag.name === name) : -1;
  if (declared !== -1) return spec.locate(`#/tags/${declared}/name`);
  const operation = reference.operations.find((op) => op.tags.includes(name));
  return spec.locate(operation ? `${operation.pointer}/tags` : '#/paths');
}

/** Route → place, for every page of the reference (and its tags' pages, at `tagRoute`, when it has them). */
export function pagePlaces(reference: ApiReference, spec: ParsedSpec, tagRoute?: (name: string) => string): Array<[string, PagePlace]> {
  const { locate } = spec;
  const operations = [...reference.operations, ...reference.webhooks].map((op): [string, PagePlace] => {
    // The key the page's name comes from: operationId, else summary, else the operation.
    const key = op.operationId !== undefined ? '/operationId' : op.summary !== undefined ? '/summary' : '';
    return [op.route, { what: `${op.webhook ? 'webhook' : 'operation'} \`${op.webhook ? op.path : `${op.method.toUpperCase()} ${op.path}`}\``, ...locate(`${op.pointer}${key}`) }];
  });
  const schemas = reference.schemas.map((schema): [string, PagePlace] => [schema.route, { what: `schema \`${schema.name}\``, ...locate(`#/components/schemas/${escape(schema.name)}`) }]);
  const tags = tagRoute ? reference.tags.map((tag): [string, PagePlace] => [tagRoute(tag.name), { what: `tag \`${tag.name}\``, ...tagPlace(spec, reference, tag.name) }]) : [];
  return [[reference.overview.route, { what: 'the overview', ...locate('#/info/title') }], ...operations, ...schemas, ...tags];
}
