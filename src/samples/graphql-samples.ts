import {
  buildSchema,
  GraphQLError,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  Kind,
  NoUnusedFragmentsRule,
  parse,
  print,
  specifiedRules,
  validate,
  type DefinitionNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import type { CodeSample } from '../types.ts';
import { GRAPHQL_LANGS } from './graphql-langs.ts';
import { backtickQuotes, positionIn, type SampleProblem } from './sample-problem.ts';

/** Build the schema from SDL; a broken schema is a problem at its own line. */
export function loadGraphqlSchema(sdl: string, file: string): { schema?: GraphQLSchema; problems: SampleProblem[] } {
  try {
    return { schema: buildSchema(sdl), problems: [] };
  } catch (error) {
    const located = error instanceof GraphQLError ? error.locations?.[0] : undefined;
    return {
      problems: [
        {
          kind: 'graphql',
          code: 'samples/graphql-schema',
          message: `The GraphQL schema is invalid: ${backtickQuotes((error as Error).message.split('\n')[0]!)}`,
          file,
          line: located?.line ?? 1,
          column: located?.column ?? 1,
          hint: 'fix the SDL; the samples are checked against it',
        },
      ],
    };
  }
}

/** `Cannot query field "x" on type "Cart". Did you mean "items"?` → message and hint. */
function splitDidYouMean(message: string): { message: string; hint?: string } {
  const index = message.indexOf(' Did you mean');
  if (index === -1) return { message: backtickQuotes(message) };
  return { message: backtickQuotes(message.slice(0, index)), hint: backtickQuotes(`d${message.slice(index + 2)}`) };
}

const isExecutable = (definition: DefinitionNode): boolean =>
  definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION;

/**
 * An SDL excerpt on a page (`type Cart { id: ID! }`) must agree with the schema: every type
 * it shows exists with the same kind, and every field with the same type.
 */
function checkExcerpt(document: DocumentNode, schema: GraphQLSchema): Array<{ message: string; line: number; column: number; hint?: string }> {
  const problems: Array<{ message: string; line: number; column: number; hint?: string }> = [];
  for (const definition of document.definitions) {
    if (!('name' in definition) || !definition.name || !definition.loc) continue;
    const name = definition.name.value;
    const at = { line: definition.loc.startToken.line, column: definition.loc.startToken.column };
    if (definition.kind === Kind.DIRECTIVE_DEFINITION) continue;
    const type = schema.getType(name);
    if (!type) {
      problems.push({ message: `Type \`${name}\` is not in the schema`, ...at });
      continue;
    }
    if ('fields' in definition && definition.fields) {
      if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) {
        problems.push({ message: `\`${name}\` is not an object type in the schema`, ...at });
        continue;
      }
      const fields = type.getFields();
      for (const field of definition.fields) {
        const actual = fields[field.name.value];
        const fieldAt = { line: field.loc!.startToken.line, column: field.loc!.startToken.column };
        if (!actual) problems.push({ message: `Field \`${name}.${field.name.value}\` is not in the schema`, ...fieldAt, hint: `\`${name}\` has ${Object.keys(fields).map((f) => `\`${f}\``).join(', ')}` });
        else if (print(field.type) !== String(actual.type)) problems.push({ message: `Field \`${name}.${field.name.value}\` is \`${print(field.type)}\` here but \`${String(actual.type)}\` in the schema`, ...fieldAt });
      }
    }
    if (definition.kind === Kind.ENUM_TYPE_DEFINITION && definition.values && isEnumType(type)) {
      for (const value of definition.values) {
        if (!type.getValue(value.name.value)) problems.push({ message: `Enum value \`${name}.${value.name.value}\` is not in the schema`, line: value.loc!.startToken.line, column: value.loc!.startToken.column });
      }
    }
  }
  return problems;
}

/**
 * Parse every GraphQL block and validate it against the schema (when there is one): operations
 * with graphql-js's validation rules, SDL excerpts field by field.
 */
export function checkGraphqlSamples(samples: readonly CodeSample[], schema: GraphQLSchema | undefined, schemaFile: string | undefined): { problems: SampleProblem[]; count: number } {
  const problems: SampleProblem[] = [];
  const report = (sample: CodeSample, found: { message: string; line: number; column: number; hint?: string }): void => {
    problems.push({
      kind: 'graphql',
      code: 'samples/graphql-invalid',
      message: found.message,
      ...positionIn(sample, found.line - 1, found.column),
      hint: found.hint ?? (schemaFile ? `the GraphQL samples are checked against ${schemaFile}` : 'fix the GraphQL syntax'),
    });
  };
  let count = 0;
  for (const sample of samples) {
    if (!GRAPHQL_LANGS.has(sample.lang)) continue;
    count++;
    let document: DocumentNode;
    try {
      document = parse(sample.value);
    } catch (error) {
      const location = error instanceof GraphQLError ? error.locations?.[0] : undefined;
      report(sample, { message: `GraphQL syntax error: ${backtickQuotes((error as GraphQLError).message.replace(/^Syntax Error: /, ''))}`, line: location?.line ?? 1, column: location?.column ?? 1, hint: 'fix the syntax of the block' });
      continue;
    }
    if (!schema) continue;
    if (!document.definitions.some(isExecutable)) {
      for (const found of checkExcerpt(document, schema)) report(sample, found);
      continue;
    }
    // A block may show only fragments, to be spread in a query of another block.
    const hasOperation = document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION);
    const rules = hasOperation ? specifiedRules : specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
    for (const error of validate(schema, document, rules)) {
      const location = error.locations?.[0];
      report(sample, { ...splitDidYouMean(error.message), line: location?.line ?? 1, column: location?.column ?? 1 });
    }
  }
  return { problems, count };
}
