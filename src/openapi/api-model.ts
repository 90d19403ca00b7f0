/**
 * The REST reference as plain data: what compile-spec makes of an OpenAPI document and the
 * API templates render. Descriptions are already safe HTML; every other string is text.
 */

/** A schema as shown in a tree: bounded depth, named schemas beyond it are links. */
export interface SchemaNode {
  /** `string`, `integer<int64>`, `array of Cart`, `object`, `Cart`, `string | null` … */
  typeLabel: string;
  /** Link to the schema's own page, when it is a named component schema. */
  ref?: { name: string; href: string };
  title?: string;
  descriptionHtml?: string;
  /** Allowed values, JSON-encoded. */
  enum?: string[];
  /** JSON-encoded default, const and example values. */
  default?: string;
  const?: string;
  example?: string;
  /** Human-readable constraints: `≥ 1`, `≤ 64 characters`, `pattern ^[A-Z]{2}$`, `unique items`. */
  constraints: string[];
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  properties?: SchemaProperty[];
  items?: SchemaNode;
  /** Schema of extra keys of a map (`additionalProperties`). */
  additionalProperties?: SchemaNode;
  variants?: SchemaVariants;
  /** The schema refers back to one of its ancestors: shown once, not expanded again. */
  circular?: boolean;
  /** A named schema not expanded here (see `ref`), to keep pages small. */
  collapsed?: boolean;
}

export interface SchemaProperty {
  name: string;
  required: boolean;
  node: SchemaNode;
}

export interface SchemaVariants {
  kind: 'oneOf' | 'anyOf';
  options: Array<{ label: string; node: SchemaNode }>;
  discriminator?: { propertyName: string; mapping: Array<{ value: string; label: string; href?: string }> };
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  descriptionHtml: string;
  schema: SchemaNode;
  /** JSON-encoded example value. */
  example?: string;
}

export interface ApiMediaType {
  mediaType: string;
  schema?: SchemaNode;
  /** Pretty-printed example (JSON, or the raw string for other media types). */
  example?: string;
}

export interface ApiResponse {
  status: string;
  descriptionHtml: string;
  headers: Array<{ name: string; descriptionHtml: string; schema?: SchemaNode }>;
  contents: ApiMediaType[];
}

export interface ApiSecurityScheme {
  key: string;
  /** `API key in header X-Api-Key`, `HTTP bearer`, `OAuth 2.0` … */
  summary: string;
  descriptionHtml: string;
  type: string;
  /** For apiKey schemes: where and under which name. */
  in?: string;
  name?: string;
  scheme?: string;
}

export interface ApiCodeSample {
  /** Tab label: `curl`, `JavaScript`, `Web SDK` … */
  label: string;
  /** Highlighter language. */
  lang: string;
  code: string;
}

export interface ApiOperation {
  route: string;
  slug: string;
  method: string;
  path: string;
  title: string;
  operationId?: string;
  summary?: string;
  descriptionHtml: string;
  deprecated: boolean;
  tag: string;
  /** Alternatives: any one of these sets of schemes authenticates the request. */
  security: ApiSecurityScheme[][];
  servers: string[];
  parameters: ApiParameter[];
  requestBody?: { required: boolean; descriptionHtml: string; contents: ApiMediaType[] };
  responses: ApiResponse[];
  samples: ApiCodeSample[];
  /** JSON pointer of the operation, for messages: `#/paths/~1carts/post`. */
  pointer: string;
}

export interface ApiSchemaPage {
  route: string;
  slug: string;
  name: string;
  node: SchemaNode;
  example?: string;
  /** Operations whose requests or responses use this schema. */
  usedBy: Array<{ title: string; method: string; href: string }>;
}

export interface ApiTag {
  name: string;
  descriptionHtml: string;
  operations: Array<{ title: string; method: string; route: string; deprecated: boolean }>;
}

export interface ApiOverview {
  route: string;
  title: string;
  version: string;
  descriptionHtml: string;
  servers: Array<{ url: string; descriptionHtml: string }>;
  securitySchemes: ApiSecurityScheme[];
  externalDocs?: { url: string; description: string };
  contact?: { name?: string; url?: string; email?: string };
  license?: { name: string; url?: string };
  tags: ApiTag[];
  /** Download links: the document and the Postman collection. */
  downloads: Array<{ label: string; href: string }>;
}

export interface ApiReference {
  overview: ApiOverview;
  tags: ApiTag[];
  operations: ApiOperation[];
  schemas: ApiSchemaPage[];
}
