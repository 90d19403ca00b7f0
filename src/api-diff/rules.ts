/**
 * What `docsgen api-diff` reports and how serious each kind of change is. The levels follow
 * oasdiff's checks as of 1.30 (a change its `breaking` command lists, as an error or a
 * warning, is breaking here), and direction matters: a request is what clients send, so narrowing it
 * breaks them; a response is what clients read, so widening it does.
 */

/** Whether a change can break an existing client. */
export type Level = 'breaking' | 'non-breaking';

/** Which way the data of a schema flows: parameters and request bodies are requests. */
export type Direction = 'request' | 'response';

/** One change between two versions of an API, as printed and as `--json` gives it. */
export interface ApiChange {
  level: Level;
  /** `POST /carts` for OpenAPI, a schema coordinate (`Query.cart`, `Cart.total`) for GraphQL. */
  operation: string;
  /** One line: where, and what changed. */
  message: string;
  /** The rule's id (`property-became-required`), or graphql-inspector's change type. */
  rule: string;
}

interface Rule {
  /** Its level in a request and in a response (the same for changes that have no direction). */
  request: Level;
  response: Level;
  /** What it means, for the docs' rules table. */
  summary: string;
}

const always = (level: Level, summary: string): Rule => ({ request: level, response: level, summary });
const B = 'breaking';
const N = 'non-breaking';

/** Every OpenAPI rule; the guide (docs/pages/guides/api-changelog.md) has a row for each. */
export const RULES = {
  'operation-removed': always(B, 'An operation (method and path) is gone.'),
  'operation-added': always(N, 'A new operation.'),
  'operation-deprecated': always(N, 'An operation is marked `deprecated`.'),
  'operation-id-changed': always(N, 'An operation\'s `operationId` changed (generated SDKs rename a method).'),
  'parameter-removed': always(B, 'A parameter is gone: clients that send it are no longer understood.'),
  'parameter-added-required': always(B, 'A new required parameter.'),
  'parameter-added': always(N, 'A new optional parameter.'),
  'parameter-became-required': always(B, 'An optional parameter is now required.'),
  'parameter-became-optional': always(N, 'A required parameter is now optional.'),
  'parameter-deprecated': always(N, 'A parameter is marked `deprecated`.'),
  'request-body-added-required': always(B, 'An operation now requires a request body.'),
  'request-body-added': always(N, 'An operation now accepts an optional request body.'),
  'request-body-removed': always(B, 'An operation no longer accepts a request body.'),
  'request-body-became-required': always(B, 'An optional request body is now required.'),
  'request-body-became-optional': always(N, 'A required request body is now optional.'),
  'media-type-removed': always(B, 'A request or response media type (`application/xml`) is gone.'),
  'media-type-added': always(N, 'A new request or response media type.'),
  'response-success-removed': always(B, 'A success (2xx) response status is gone.'),
  'response-removed': always(N, 'A non-success response status (4xx, 5xx, `default`) is no longer documented.'),
  'response-added': always(N, 'A new response status.'),
  'required-response-header-removed': always(B, 'A response header marked `required` is gone.'),
  'response-header-removed': always(N, 'An optional response header is gone: clients had to do without it already.'),
  'response-header-added': always(N, 'A new response header.'),
  'security-added': always(B, 'An operation that needed no authentication now does.'),
  'security-removed': always(N, 'An operation no longer needs authentication.'),
  'security-alternative-removed': always(B, 'One way of authenticating (a security requirement) is no longer accepted.'),
  'security-alternative-added': always(N, 'A new way of authenticating is accepted.'),
  'security-scope-added': always(B, 'A security requirement needs a new OAuth scope.'),
  'security-scope-removed': always(N, 'A security requirement needs one scope fewer.'),
  'required-property-removed': always(B, 'A required property is gone: clients reading it break, and clients sending it are no longer understood.'),
  'property-removed': { request: B, response: N, summary: 'An optional property is gone: clients sending it are no longer understood; clients reading it had to do without it already.' },
  'property-added-required': { request: B, response: N, summary: 'A new required property: clients must send it, and may rely on reading it.' },
  'property-added': always(N, 'A new optional property.'),
  'property-became-required': { request: B, response: N, summary: 'A property is now required.' },
  'property-became-optional': { request: N, response: B, summary: 'A property is now optional: clients reading it may find it missing.' },
  'property-deprecated': always(N, 'A property or schema is marked `deprecated`.'),
  'type-changed': always(B, 'A type or `format` changed to one that is not compatible (`string` to `integer`, `int32` to `int64`).'),
  'type-widened': { request: N, response: B, summary: 'A type accepts more (`integer` to `number`, a type added).' },
  'type-narrowed': { request: B, response: N, summary: 'A type accepts less (`number` to `integer`, a type removed).' },
  'nullable-added': { request: N, response: B, summary: 'A value may now be `null`.' },
  'nullable-removed': { request: B, response: N, summary: 'A value may no longer be `null`.' },
  'enum-value-added': { request: N, response: B, summary: 'A new enum value: clients that switch over the values they know meet one they do not (oasdiff\'s view).' },
  'enum-value-removed': { request: B, response: N, summary: 'An enum value is gone.' },
  'constraint-tightened': { request: B, response: N, summary: 'A constraint accepts less: a lower `maxLength`/`maximum`/`maxItems`, a higher minimum, a new `pattern`, `format`, `enum` or `uniqueItems`, `additionalProperties: false`.' },
  'constraint-loosened': { request: N, response: B, summary: 'A constraint accepts more: the reverse of the above.' },
  'pattern-changed': always(B, 'A `pattern` changed: neither version\'s values are known to match the other.'),
  'variant-added': { request: N, response: B, summary: 'A new `oneOf`/`anyOf` variant.' },
  'variant-removed': { request: B, response: N, summary: 'A `oneOf`/`anyOf` variant is gone.' },
} satisfies Record<string, Rule>;

/** The id of an OpenAPI rule. */
export type RuleId = keyof typeof RULES;

/** How serious a change of `rule` is in data flowing that way. */
export function levelOf(rule: RuleId, direction: Direction): Level {
  return RULES[rule][direction];
}
