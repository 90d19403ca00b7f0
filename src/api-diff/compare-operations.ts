/**
 * Compare two OpenAPI documents operation by operation (method and path): the operations
 * added and removed, and for each kept one its deprecation, operationId, parameters,
 * request body, responses and security requirements.
 */
import { METHODS, type JsonObject } from '../openapi/schema.ts';
import { compareRequestBodies, compareResponses, type OperationReport } from './compare-bodies.ts';
import { schemaDiffer, type SchemaChange } from './compare-schemas.ts';
import { listOperations, type Operation } from './list-operations.ts';
import { levelOf, type ApiChange, type Direction, type RuleId } from './rules.ts';

/** `['items', '[]', 'price']` → `items[].price`. */
function formatAt(at: readonly string[]): string {
  return at.map((segment, index) => (index === 0 || segment === '[]' || segment.startsWith('(') ? segment : `.${segment}`)).join('');
}

/** A schema change as a line of its operation. */
function schemaMessage(where: string, change: SchemaChange): string {
  if (!change.at.length) return `${where}: ${change.detail}`;
  // "`zip` became required", but "`zip`: `maxLength` changed from 5 to 10".
  return `${where}: \`${formatAt(change.at)}\`${/^(?:removed|added|became|deprecated|is )/.test(change.detail) ? ' ' : ': '}${change.detail}`;
}

function compareParameters(report: OperationReport, before: Operation, after: Operation): void {
  for (const [key, parameter] of before.parameters) {
    const match = after.parameters.get(key);
    if (!match) {
      report.change('parameter-removed', `parameter ${parameter.label} removed`);
      continue;
    }
    if (!parameter.required && match.required) report.change('parameter-became-required', `parameter ${match.label} became required`);
    if (parameter.required && !match.required) report.change('parameter-became-optional', `parameter ${match.label} became optional`);
    if (!parameter.deprecated && match.deprecated) report.change('parameter-deprecated', `parameter ${match.label} deprecated`);
    report.schema(`parameter ${match.label}`, parameter.schema, match.schema, 'request');
  }
  for (const [key, parameter] of after.parameters) {
    if (before.parameters.has(key)) continue;
    if (parameter.required) report.change('parameter-added-required', `required parameter ${parameter.label} added`);
    else report.change('parameter-added', `optional parameter ${parameter.label} added`);
  }
}

/** A security requirement's schemes, sorted: what identifies one way of authenticating. */
const requirementKey = (requirement: JsonObject): string => Object.keys(requirement).sort().join(' + ') || 'no authentication';
const scopesOf = (requirement: JsonObject, scheme: string): string[] => {
  const scopes = requirement[scheme];
  return Array.isArray(scopes) ? scopes.filter((scope): scope is string => typeof scope === 'string') : [];
};

/** Security requirements are alternatives: removing one, or adding a scope to one, locks some clients out. */
function compareSecurity(report: OperationReport, before: JsonObject[], after: JsonObject[]): void {
  if (!before.length && !after.length) return;
  if (!before.length) return report.change('security-added', `security added: ${after.map(requirementKey).map((key) => `\`${key}\``).join(' or ')}`);
  if (!after.length) return report.change('security-removed', 'security removed: no authentication needed');
  const byKey = (list: JsonObject[]): Map<string, JsonObject> => new Map(list.map((requirement) => [requirementKey(requirement), requirement]));
  const [old, current] = [byKey(before), byKey(after)];
  for (const [key, requirement] of old) {
    const match = current.get(key);
    if (!match) {
      report.change('security-alternative-removed', `security requirement \`${key}\` removed`);
      continue;
    }
    for (const scheme of Object.keys(requirement)) {
      const [was, is] = [scopesOf(requirement, scheme), scopesOf(match, scheme)];
      for (const scope of is) if (!was.includes(scope)) report.change('security-scope-added', `security \`${scheme}\`: scope \`${scope}\` required`);
      for (const scope of was) if (!is.includes(scope)) report.change('security-scope-removed', `security \`${scheme}\`: scope \`${scope}\` no longer required`);
    }
  }
  for (const key of current.keys()) if (!old.has(key)) report.change('security-alternative-added', `security requirement \`${key}\` added`);
}

function compareOperation(report: OperationReport, docs: { old: JsonObject; new: JsonObject }, before: Operation, after: Operation): void {
  const [a, b] = [before.operation, after.operation];
  if (a.deprecated !== true && b.deprecated === true) report.change('operation-deprecated', 'operation deprecated');
  if (typeof a.operationId === 'string' && typeof b.operationId === 'string' && a.operationId !== b.operationId) {
    report.change('operation-id-changed', `operationId changed from \`${a.operationId}\` to \`${b.operationId}\``);
  }
  compareParameters(report, before, after);
  compareRequestBodies(report, docs, a.requestBody, b.requestBody);
  compareResponses(report, docs, a.responses, b.responses);
  compareSecurity(report, before.security, after.security);
}

const METHOD_ORDER: readonly string[] = METHODS;

/** Every change from the old document to the new, grouped by operation (in path order, then method). */
export function compareOpenApi(oldDoc: JsonObject, newDoc: JsonObject): ApiChange[] {
  const docs = { old: oldDoc, new: newDoc };
  const [before, after] = [listOperations(oldDoc), listOperations(newDoc)];
  const differ = schemaDiffer(oldDoc, newDoc);
  const keys = [...new Set([...before.keys(), ...after.keys()])].sort((x, y) => {
    const [methodX, pathX] = [x.slice(0, x.indexOf(' ')), x.slice(x.indexOf(' ') + 1)];
    const [methodY, pathY] = [y.slice(0, y.indexOf(' ')), y.slice(y.indexOf(' ') + 1)];
    return pathX.localeCompare(pathY) || METHOD_ORDER.indexOf(methodX) - METHOD_ORDER.indexOf(methodY);
  });
  const changes: ApiChange[] = [];
  for (const key of keys) {
    const [old, current] = [before.get(key), after.get(key)];
    const operation = (current ?? old)!.label;
    const report: OperationReport = {
      change: (rule: RuleId, message: string, direction: Direction = 'request') => changes.push({ level: levelOf(rule, direction), operation, message, rule }),
      schema: (where, a, b, direction) => {
        for (const change of differ.compare(a, b, direction)) changes.push({ level: levelOf(change.rule, direction), operation, message: schemaMessage(where, change), rule: change.rule });
      },
    };
    if (!current) report.change('operation-removed', 'operation removed');
    else if (!old) report.change('operation-added', 'operation added');
    else compareOperation(report, docs, old, current);
  }
  return changes;
}
