/**
 * The Markdown of each page of a GraphQL reference. Pages are Markdown so that they go through
 * the same pipeline as written docs: descriptions (Markdown by the GraphQL spec) render as
 * Markdown, headings get anchors and a table of contents, links are checked, the example is
 * highlighted and checked against the schema, and search indexes them.
 */
import { astFromValue, getNamedType, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isUnionType, print, type GraphQLArgument, type GraphQLField, type GraphQLInputField, type GraphQLNamedType, type GraphQLType, type GraphQLSchema, type ConstDirectiveNode } from 'graphql';
import { exampleOperation } from './example-operation.ts';
import type { ReferenceEntry, ReferenceGroup } from './reference-kinds.ts';

/** What links resolve against: each named type's route. */
export interface Links {
  typeRoutes: ReadonlyMap<string, string>;
}

/** A type as written (`[Cart!]!`), linked to its named type's page. */
function typeLink(type: GraphQLType, links: Links): string {
  const route = links.typeRoutes.get(getNamedType(type).name);
  const code = `\`${type.toString()}\``;
  return route ? `[${code}](${route})` : code;
}

/** A description on one line, for a table cell. */
const cell = (text: string | null | undefined): string => (text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim();

/** A value as GraphQL writes it (`10`, `"USD"`, `ASC`). */
function defaultLiteral(arg: GraphQLArgument | GraphQLInputField): string {
  if (arg.defaultValue === undefined) return '';
  const ast = astFromValue(arg.defaultValue, arg.type);
  return ast ? `\`${print(ast)}\`` : '';
}

/** Directives applied to a field or value besides `@deprecated` (shown on its own), as written in the SDL. */
function appliedDirectives(node: { directives?: readonly ConstDirectiveNode[] } | null | undefined): string {
  const directives = (node?.directives ?? []).filter((directive) => directive.name.value !== 'deprecated');
  return directives.length ? `\n\nDirectives: ${directives.map((directive) => `\`${print(directive)}\``).join(', ')}` : '';
}

const deprecation = (reason: string | null | undefined): string => (reason ? `\n\n:::caution[Deprecated]\n\n${reason}\n\n:::` : '');

function argumentsTable(args: readonly (GraphQLArgument | GraphQLInputField)[], links: Links, heading: string): string {
  if (!args.length) return '';
  // The Default column only when an argument has one.
  const defaults = args.some((arg) => arg.defaultValue !== undefined);
  const rows = args.map((arg) => `| \`${arg.name}\`${arg.deprecationReason ? ' (deprecated)' : ''} | ${typeLink(arg.type, links)} |${defaults ? ` ${defaultLiteral(arg)} |` : ''} ${cell(arg.description)}${arg.deprecationReason ? ` Deprecated: ${cell(arg.deprecationReason)}` : ''} |`);
  return `\n\n${heading}\n\n| Name | Type |${defaults ? ' Default |' : ''} Description |\n|---|---|${defaults ? '---|' : ''}---|\n${rows.join('\n')}`;
}

/** A field of an object or interface as a section: its type, description, arguments and deprecation. */
function fieldSection(field: GraphQLField<unknown, unknown>, links: Links): string {
  return `### ${field.name}\n\n${typeLink(field.type, links)}${field.description ? `\n\n${field.description}` : ''}${deprecation(field.deprecationReason)}${appliedDirectives(field.astNode)}${argumentsTable(field.args, links, '**Arguments**')}`;
}

function inputFieldSection(field: GraphQLInputField, links: Links): string {
  const value = defaultLiteral(field);
  return `### ${field.name}\n\n${typeLink(field.type, links)}${value ? ` = ${value}` : ''}${field.description ? `\n\n${field.description}` : ''}${deprecation(field.deprecationReason)}${appliedDirectives(field.astNode)}`;
}

const front = (title: string, description: string | null | undefined): string => {
  const summary = cell(description).split(/(?<=[.!?])\s/)[0] ?? '';
  return `---\ntitle: ${JSON.stringify(title)}\n${summary ? `description: ${JSON.stringify(summary)}\n` : ''}---\n\n`;
};

/** The sections of a named type's page: its fields, input fields, values or members. */
function typeSections(type: GraphQLNamedType, schema: GraphQLSchema, links: Links): string[] {
  const sections: string[] = [];
  const list = (types: readonly GraphQLNamedType[]): string => [...types].sort((a, b) => a.name.localeCompare(b.name, 'en')).map((member) => `- ${typeLink(member, links)}`).join('\n');
  if ((isObjectType(type) || isInterfaceType(type)) && type.getInterfaces().length) sections.push(`## Implements\n\n${list(type.getInterfaces())}`);
  if (isInterfaceType(type)) {
    const implementations = schema.getPossibleTypes(type);
    if (implementations.length) sections.push(`## Implemented by\n\n${list(implementations)}`);
  }
  if (isObjectType(type) || isInterfaceType(type)) sections.push(`## Fields\n\n${Object.values(type.getFields()).map((field) => fieldSection(field, links)).join('\n\n')}`);
  if (isInputObjectType(type)) sections.push(`## Input fields\n\n${Object.values(type.getFields()).map((field) => inputFieldSection(field, links)).join('\n\n')}`);
  if (isUnionType(type)) sections.push(`## Possible types\n\n${list(type.getTypes())}`);
  if (isEnumType(type)) sections.push(`## Values\n\n${type.getValues().map((value) => `### ${value.name}${value.description ? `\n\n${value.description}` : ''}${deprecation(value.deprecationReason)}`).join('\n\n')}`);
  return sections;
}

/** An operation's page: the call, its arguments, what it returns, and an example. */
function operationPage(entry: Extract<ReferenceEntry, { field: unknown }>, links: Links): string {
  const { field, kind } = entry;
  const example = exampleOperation(kind, field);
  const returned = getNamedType(field.type);
  const sections = [
    // The operation's badge and name, as REST operations start: search ranks it as an operation.
    `<div class="api-endpoint"><span class="api-method api-method--${kind}">${kind.toUpperCase()}</span><code class="api-path">${field.name}</code></div>`,
    ...(field.description ? [field.description] : []),
    ...(field.deprecationReason ? [deprecation(field.deprecationReason).trim()] : []),
    ...(field.args.length ? [argumentsTable(field.args, links, '## Arguments').trim()] : []),
    `## Returns\n\n${typeLink(field.type, links)}${returned.description ? `\n\n${cell(returned.description)}` : ''}`,
    `## Example\n\n\`\`\`graphql\n${example.operation}\n\`\`\`${Object.keys(example.variables).length ? `\n\nVariables:\n\n\`\`\`json\n${JSON.stringify(example.variables, null, 2)}\n\`\`\`` : ''}`,
  ];
  return `${front(field.name, field.description)}${sections.join('\n\n')}\n`;
}

/** The Markdown of one page of the reference. */
export function entryMarkdown(entry: ReferenceEntry, schema: GraphQLSchema, links: Links): string {
  if ('field' in entry) return operationPage(entry, links);
  const { type } = entry;
  const sections = [...(type.description ? [type.description] : []), ...typeSections(type, schema, links)];
  return `${front(type.name, type.description)}${sections.join('\n\n')}\n`;
}

/** The overview: the schema's description, and each group with its pages. */
export function overviewMarkdown(title: string, schema: GraphQLSchema, groups: readonly ReferenceGroup[]): string {
  const sections = groups.map((group) => `## ${group.label}\n\n${group.entries.map((entry) => `- [\`${entry.name}\`](${entry.route})`).join('\n')}`);
  return `${front(title, schema.description)}${schema.description ? `${schema.description}\n\n` : ''}${sections.join('\n\n')}\n`;
}
