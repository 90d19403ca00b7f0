/**
 * The twin of an API operation's page: one Markdown document complete on its own — method and
 * path, servers, authentication, parameters, request and responses (each a schema outline and
 * an example), and a request sample — made from the operation model the page is rendered from.
 */
import type { ApiMediaType, ApiOperation, ApiParameter, ApiReference, ApiResponse, ApiSchemaPage, ApiSecurityScheme, SchemaNode } from '../openapi/api-model.ts';
import { exampleLang } from '../../templates/api/ApiParts.tsx';
import { htmlToMarkdown } from './html-markdown.ts';
import { boundedMemo } from '../shared/bounded-memo.ts';
import { fence } from './source-edits.ts';
import { twinPath, twinUrl } from './twin-paths.ts';
import { constraintText } from '../openapi/constraint-text.ts';

/** Nested properties are outlined this deep; the example shows the rest. */
const MAX_DEPTH = 5;

/** How an operation twin's links are made absolute. */
type Link = (url: string) => string;

/**
 * Descriptions already in Markdown, for each reference's links: a shared schema's
 * descriptions recur in the twin of every operation that shows it (GitHub's twins converted
 * the same HTML again and again). Kept as long as the reference's `link` is.
 */
const converted = new WeakMap<Link, (html: string, compute: () => string) => string>();

function markdownOf(html: string, link: Link): string {
  let memo = converted.get(link);
  if (!memo) converted.set(link, (memo = boundedMemo<string>({ entries: 10_000, chars: 32_000_000 })));
  return memo(html, () => htmlToMarkdown(html, link));
}

/** A table cell: one line, pipes escaped. */
const cell = (text: string): string => text.replace(/\s*\n+\s*/g, ' ').replace(/\|/g, '\\|').trim();

/** What a schema node says besides its type: description, allowed values, default, constraints. */
function facts(node: SchemaNode): string[] {
  const out: string[] = [];
  if (node.enum?.length) out.push(`one of ${node.enum.map((value) => `\`${value}\``).join(', ')}`);
  if (node.const !== undefined) out.push(`always \`${node.const}\``);
  if (node.default !== undefined) out.push(`default \`${node.default}\``);
  out.push(...node.constraints.map((constraint) => constraintText(constraint)));
  if (node.deprecated) out.push('deprecated');
  if (node.readOnly) out.push('read-only');
  if (node.writeOnly) out.push('write-only');
  return out;
}

/** A node's description, then its other facts in brackets: `The market. (pattern …; read-only)`. */
function about(node: SchemaNode, link: Link): string {
  const description = node.descriptionHtml ? cell(markdownOf(node.descriptionHtml, link)) : '';
  const rest = facts(node);
  return [description, rest.length ? (description ? `(${rest.join('; ')})` : rest.join('; ')) : ''].filter(Boolean).join(' ');
}

/** A schema as a nested list: each property with its type, whether required, and what it says. */
export function schemaOutline(node: SchemaNode, link: Link, depth = 0): string[] {
  const indent = '  '.repeat(depth);
  if (depth >= MAX_DEPTH || node.circular || node.collapsed || node.truncated) return [];
  const lines: string[] = [];
  for (const property of node.properties ?? []) {
    const text = about(property.node, link);
    lines.push(`${indent}- \`${property.name}\` (\`${property.node.typeLabel}\`${property.required ? ', required' : ''})${text ? `: ${text}` : ''}`);
    lines.push(...schemaOutline(property.node, link, depth + 1));
  }
  if (node.items && (node.items.properties?.length || node.items.variants?.length)) {
    lines.push(`${indent}- items (\`${node.items.typeLabel}\`)`, ...schemaOutline(node.items, link, depth + 1));
  }
  if (node.additionalProperties) lines.push(`${indent}- any other key (\`${node.additionalProperties.typeLabel}\`)`, ...schemaOutline(node.additionalProperties, link, depth + 1));
  for (const group of node.variants ?? []) {
    lines.push(`${indent}- ${group.kind === 'oneOf' ? 'exactly one of' : 'any of'}${group.discriminator ? `, by \`${group.discriminator.propertyName}\`` : ''}:`);
    for (const option of group.options) lines.push(`${indent}  - ${option.label} (\`${option.node.typeLabel}\`)`, ...schemaOutline(option.node, link, depth + 2));
  }
  return lines;
}

/** A request or response body: per media type, its schema outline and example. */
function bodyMarkdown(contents: readonly ApiMediaType[], link: Link): string[] {
  const out: string[] = [];
  for (const media of contents) {
    out.push(`Content type: \`${media.mediaType}\`${media.schema ? `, schema \`${media.schema.typeLabel}\`` : ''}`, '');
    const outline = media.schema ? schemaOutline(media.schema, link) : [];
    if (outline.length) out.push(...outline, '');
    if (media.example !== undefined) out.push('Example:', '', fence(media.example, exampleLang(media.mediaType)), '');
  }
  return out;
}

function parameterTable(parameters: readonly ApiParameter[], link: Link): string[] {
  if (!parameters.length) return [];
  const rows = parameters.map((parameter) => `| \`${parameter.name}\` | ${parameter.in} | \`${cell(parameter.schema.typeLabel)}\` | ${parameter.required ? 'yes' : 'no'} | ${[about({ ...parameter.schema, descriptionHtml: parameter.descriptionHtml || parameter.schema.descriptionHtml }, link), parameter.example !== undefined ? `Example: \`${parameter.example}\`` : ''].filter(Boolean).join(' ')} |`);
  return ['## Parameters', '', '| Name | In | Type | Required | Description |', '| --- | --- | --- | --- | --- |', ...rows, ''];
}

/** One way to authenticate: the schemes that must all be sent, with the scopes needed. */
const schemeLine = (scheme: ApiSecurityScheme): string => `\`${scheme.key}\`: ${scheme.summary}${scheme.scopes?.length ? ` (scopes: ${scheme.scopes.map((scope) => `\`${scope}\``).join(', ')})` : ''}`;

function securityMarkdown(security: readonly ApiSecurityScheme[][]): string[] {
  if (!security.length) return [];
  if (security.every((set) => set.length === 0)) return ['## Authentication', '', 'None.', ''];
  const alternatives = security.map((set) => (set.length ? set.map(schemeLine).join(' and ') : 'none'));
  return ['## Authentication', '', ...(alternatives.length > 1 ? ['Any one of:', ''] : []), ...alternatives.map((line) => `- ${line}`), ''];
}

function responseMarkdown(response: ApiResponse, link: Link): string[] {
  const description = markdownOf(response.descriptionHtml, link);
  const headers = response.headers.map((header) => `- \`${header.name}\`${header.schema ? ` (\`${header.schema.typeLabel}\`)` : ''}${header.descriptionHtml ? `: ${cell(markdownOf(header.descriptionHtml, link))}` : ''}`);
  return [`### ${response.status}`, '', ...(description ? [description, ''] : []), ...(headers.length ? ['Headers:', '', ...headers, ''] : []), ...bodyMarkdown(response.contents, link)];
}

/** The Markdown of an operation's page; `link` makes a link in a description absolute. */
export function operationTwin(operation: ApiOperation, link: Link): string {
  const description = markdownOf(operation.descriptionHtml, link);
  const sample = operation.samples[0];
  const lines = [
    `# ${operation.title}`,
    '',
    ...(operation.deprecated ? ['**Deprecated.**', ''] : []),
    `\`${operation.method.toUpperCase()} ${operation.path}\`${operation.webhook ? ' (a webhook: the API calls your endpoint)' : ''}`,
    '',
    ...(operation.summary && operation.summary !== operation.title ? [operation.summary, ''] : []),
    ...(description ? [description, ''] : []),
    ...(operation.servers.length ? ['## Servers', '', ...operation.servers.map((server) => `- \`${server}\``), ''] : []),
    ...securityMarkdown(operation.security),
    ...parameterTable(operation.parameters, link),
    ...(operation.requestBody ? ['## Request body', '', ...(operation.requestBody.required ? ['Required.', ''] : []), ...(operation.requestBody.descriptionHtml ? [markdownOf(operation.requestBody.descriptionHtml, link), ''] : []), ...bodyMarkdown(operation.requestBody.contents, link)] : []),
    ...(operation.responses.length ? ['## Responses', '', ...operation.responses.flatMap((response) => responseMarkdown(response, link))] : []),
    ...(sample ? ['## Request sample', '', `${sample.label}:`, '', fence(sample.code, sample.lang), ''] : []),
  ];
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

/** The Markdown of a schema's page: its outline and example. */
function schemaTwin(schema: ApiSchemaPage, link: Link): string {
  const description = schema.node.descriptionHtml ? markdownOf(schema.node.descriptionHtml, link) : '';
  const outline = schemaOutline(schema.node, link);
  const lines = [`# ${schema.name}`, '', `Type: \`${schema.node.typeLabel}\``, '', ...(description ? [description, ''] : []), ...(outline.length ? ['## Properties', '', ...outline, ''] : []), ...(schema.example !== undefined ? ['## Example', '', fence(schema.example, 'json'), ''] : [])];
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The Markdown of the reference's overview: its description, servers, authentication and operations by tag. */
function overviewTwin(reference: ApiReference, link: Link, twinLink: (route: string) => string): string {
  const { overview } = reference;
  const description = markdownOf(overview.descriptionHtml, link);
  const lines = [
    `# ${overview.title}`,
    '',
    ...(overview.version ? [`Version ${overview.version}.`, ''] : []),
    ...(description ? [description, ''] : []),
    ...(overview.servers.length ? ['## Servers', '', ...overview.servers.map((server) => `- \`${server.url}\`${server.descriptionHtml ? `: ${cell(markdownOf(server.descriptionHtml, link))}` : ''}`), ''] : []),
    ...(overview.securitySchemes.length ? ['## Authentication', '', ...overview.securitySchemes.map((scheme) => `- ${schemeLine(scheme)}`), ''] : []),
    ...(overview.downloads.length ? ['## Downloads', '', ...overview.downloads.map((download) => `- [${download.label}](${link(download.href)})`), ''] : []),
    ...overview.tags.flatMap((tag) => [`## ${tag.label}`, '', ...(tag.descriptionHtml ? [markdownOf(tag.descriptionHtml, link), ''] : []), ...tag.operations.map((operation) => `- [${operation.method.toUpperCase()} ${operation.title}](${twinLink(operation.route)})`), '']),
  ];
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

/**
 * The twins of a reference's pages (overview, operations, webhooks, schemas) by output path.
 * Links in descriptions are site paths with the base URL: made absolute with the origin.
 */
export function referenceTwins(reference: ApiReference, site: { url: string; baseUrl: string }): Map<string, string> {
  const link: Link = (url) => (/^\/(?!\/)/.test(url) ? site.url + url : url);
  const twinLink = (route: string): string => twinUrl(site, route);
  const twins = new Map<string, string>([[twinPath(reference.overview.route), overviewTwin(reference, link, twinLink)]]);
  for (const operation of [...reference.operations, ...reference.webhooks]) twins.set(twinPath(operation.route), operationTwin(operation, link));
  for (const schema of reference.schemas) twins.set(twinPath(schema.route), schemaTwin(schema, link));
  return twins;
}
