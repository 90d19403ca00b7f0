/**
 * Compare what an operation takes and gives: its request body per media type, and its
 * responses per status, media type and header.
 */
import { deref, isObject, type Json, type JsonObject } from '../openapi/schema.ts';
import type { Direction, RuleId } from './rules.ts';

/** Where the changes of one operation go. */
export interface OperationReport {
  /** A change at the operation level; `direction` decides the level of direction-dependent rules. */
  change: (rule: RuleId, message: string, direction?: Direction) => void;
  /** Compare two schemas found at `where` (`request body application/json`) and report what changed. */
  schema: (where: string, before: Json | undefined, after: Json | undefined, direction: Direction) => void;
}

const contentOf = (doc: JsonObject, value: Json | undefined): JsonObject => {
  const resolved = deref(doc, value);
  return resolved && isObject(resolved.content) ? resolved.content : {};
};

/** The media types of two `content` maps, compared type by type. */
function compareContent(report: OperationReport, where: string, before: JsonObject, after: JsonObject, direction: Direction): void {
  for (const [type, media] of Object.entries(before)) {
    const match = after[type];
    if (match === undefined) report.change('media-type-removed', `${where}: media type \`${type}\` removed`, direction);
    else report.schema(`${where} ${type}`, isObject(media) ? media.schema : undefined, isObject(match) ? match.schema : undefined, direction);
  }
  for (const type of Object.keys(after)) if (!(type in before)) report.change('media-type-added', `${where}: media type \`${type}\` added`, direction);
}

/** The request bodies of two versions of an operation. */
export function compareRequestBodies(report: OperationReport, docs: { old: JsonObject; new: JsonObject }, before: Json | undefined, after: Json | undefined): void {
  const [a, b] = [deref(docs.old, before), deref(docs.new, after)];
  if (!a && !b) return;
  if (!b) return report.change('request-body-removed', 'request body removed');
  if (!a) {
    if (b.required === true) report.change('request-body-added-required', 'required request body added');
    else report.change('request-body-added', 'optional request body added');
    return;
  }
  if (a.required !== true && b.required === true) report.change('request-body-became-required', 'request body became required');
  if (a.required === true && b.required !== true) report.change('request-body-became-optional', 'request body became optional');
  compareContent(report, 'request body', contentOf(docs.old, a), contentOf(docs.new, b), 'request');
}

/** Header names compared without case, as HTTP does. */
function headersOf(doc: JsonObject, response: JsonObject | undefined): Map<string, { name: string; header: JsonObject }> {
  const headers = new Map<string, { name: string; header: JsonObject }>();
  if (!response || !isObject(response.headers)) return headers;
  for (const [name, value] of Object.entries(response.headers)) {
    const header = deref(doc, value);
    if (header) headers.set(name.toLowerCase(), { name, header });
  }
  return headers;
}

function compareHeaders(report: OperationReport, where: string, before: ReturnType<typeof headersOf>, after: ReturnType<typeof headersOf>): void {
  for (const [key, { name, header }] of before) {
    const match = after.get(key);
    if (!match) report.change(header.required === true ? 'required-response-header-removed' : 'response-header-removed', `${where}: header \`${name}\` removed`, 'response');
    else report.schema(`${where} header \`${match.name}\``, header.schema, match.header.schema, 'response');
  }
  for (const [key, { name }] of after) if (!before.has(key)) report.change('response-header-added', `${where}: header \`${name}\` added`, 'response');
}

/** The responses of two versions of an operation, status by status. */
export function compareResponses(report: OperationReport, docs: { old: JsonObject; new: JsonObject }, before: Json | undefined, after: Json | undefined): void {
  const [a, b] = [isObject(before) ? before : {}, isObject(after) ? after : {}];
  for (const [status, value] of Object.entries(a)) {
    const where = `response ${status}`;
    if (b[status] === undefined) {
      report.change(/^2/.test(status) ? 'response-success-removed' : 'response-removed', `${where} removed`, 'response');
      continue;
    }
    const [old, current] = [deref(docs.old, value), deref(docs.new, b[status])];
    compareContent(report, where, contentOf(docs.old, old), contentOf(docs.new, current), 'response');
    compareHeaders(report, where, headersOf(docs.old, old), headersOf(docs.new, current));
  }
  for (const status of Object.keys(b)) if (a[status] === undefined) report.change('response-added', `response ${status} added`, 'response');
}
