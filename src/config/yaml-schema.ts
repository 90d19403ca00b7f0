import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { YamlCheck, YamlFile } from '../diagnostics/codes.ts';
import { didYouMean, type Diagnostic } from '../diagnostics/diagnostic.ts';

/**
 * A tiny validator over the YAML syntax tree: unlike validating the plain JS value, every
 * node still knows where it came from, so each error names `file:line:col`.
 */
export interface ValidationContext {
  file: string;
  source: string;
  lineCounter: LineCounter;
  diagnostics: Diagnostic[];
  /** Prefix for diagnostic codes, e.g. `config` or `sidebars`. */
  codePrefix: YamlFile;
  /** The parsed document, which aliases (`*name`) resolve against. */
  document?: Document;
}

/** Marks a value that failed validation (already reported). */
export const INVALID: unique symbol = Symbol('invalid');
export type Parsed<T> = T | typeof INVALID;

export interface Schema<T> {
  /** What the value should be, for messages: "a string", "one of `left`, `right`". */
  expected: string;
  parse(node: Node, ctx: ValidationContext, path: string): Parsed<T>;
  /** What the value holds, for the configuration reference: a mapping's keys, a list's items. */
  readonly shape?: SchemaShape;
}

/** The structure of a schema's value, walked by the configuration reference. */
export type SchemaShape =
  | { kind: 'mapping'; fields: Readonly<Record<string, Schema<unknown>>>; required: readonly string[] }
  | { kind: 'list'; item: Schema<unknown> }
  | { kind: 'names'; value: Schema<unknown> }
  | { kind: 'same'; inner: Schema<unknown> };

export type Infer<S> = S extends Schema<infer T> ? T : never;

/** Report a problem at a YAML node. */
export function report(
  ctx: ValidationContext,
  node: { range?: [number, number, number] | null } | null | undefined,
  code: YamlCheck,
  message: string,
  hint?: string,
): void {
  const offset = node?.range?.[0] ?? 0;
  const { line, col } = ctx.lineCounter.linePos(offset);
  ctx.diagnostics.push({
    code: `${ctx.codePrefix}/${code}`,
    severity: 'error',
    message,
    file: ctx.file,
    line,
    column: col,
    source: ctx.source,
    ...(hint ? { hint } : {}),
  });
}

function describeNode(node: Node): string {
  if (isMap(node)) return 'a mapping';
  if (isSeq(node)) return 'a list';
  if (isScalar(node)) {
    const value = node.value;
    if (value === null) return 'an empty value';
    return `${typeof value === 'string' ? 'the string' : typeof value === 'number' ? 'the number' : 'the value'} \`${String(value)}\``;
  }
  return 'an alias';
}

export function wrongType(node: Node, ctx: ValidationContext, path: string, expected: string): typeof INVALID {
  report(ctx, node, 'invalid-type', `\`${path}\` must be ${expected}, got ${describeNode(node)}`);
  return INVALID;
}

function scalar<T>(expected: string, accept: (value: unknown) => value is T): Schema<T> {
  return {
    expected,
    parse(node, ctx, path) {
      if (isScalar(node) && accept(node.value)) return node.value;
      return wrongType(node, ctx, path, expected);
    },
  };
}

export const string = (): Schema<string> =>
  scalar('a string', (v): v is string => typeof v === 'string');

export const boolean = (): Schema<boolean> =>
  scalar('`true` or `false`', (v): v is boolean => typeof v === 'boolean');

export function number(options: { integer?: boolean; min?: number; max?: number } = {}): Schema<number> {
  const range =
    options.min !== undefined && options.max !== undefined ? ` from ${options.min} to ${options.max}` : '';
  const expected = `${options.integer ? 'an integer' : 'a number'}${range}`;
  return scalar(
    expected,
    (v): v is number =>
      typeof v === 'number' &&
      (!options.integer || Number.isInteger(v)) &&
      (options.min === undefined || v >= options.min) &&
      (options.max === undefined || v <= options.max),
  );
}

export function oneOf<const T extends string>(values: readonly T[]): Schema<T> {
  const expected = `one of ${values.map((v) => `\`${v}\``).join(', ')}`;
  return {
    expected,
    parse(node, ctx, path) {
      if (isScalar(node) && typeof node.value === 'string' && (values as readonly string[]).includes(node.value)) {
        return node.value as T;
      }
      if (isScalar(node) && typeof node.value === 'string') {
        const guess = didYouMean(node.value, values);
        report(
          ctx,
          node,
          'invalid-value',
          `\`${path}\` must be ${expected}, got \`${node.value}\``,
          guess ? `did you mean \`${guess}\`?` : undefined,
        );
        return INVALID;
      }
      return wrongType(node, ctx, path, expected);
    },
  };
}

/** Accepts `null` (written `null` or `~`) as well as the inner schema. */
export function nullable<T>(inner: Schema<T>): Schema<T | null> {
  return {
    expected: `${inner.expected} or null`,
    parse(node, ctx, path) {
      if (isScalar(node) && node.value === null) return null;
      return inner.parse(node, ctx, path);
    },
    shape: { kind: 'same', inner },
  };
}

export function array<T>(item: Schema<T>): Schema<T[]> {
  return {
    expected: `a list of ${item.expected}`,
    parse(node, ctx, path) {
      if (!isSeq(node)) return wrongType(node, ctx, path, 'a list');
      const out: T[] = [];
      let ok = true;
      node.items.forEach((child, index) => {
        const value = item.parse(child as Node, ctx, `${path}[${index}]`);
        if (value === INVALID) ok = false;
        else out.push(value);
      });
      return ok ? out : INVALID;
    },
    shape: { kind: 'list', item },
  };
}

type Shape = Record<string, Schema<unknown>>;
export type ObjectOf<S extends Shape, R extends keyof S> = { [K in R]: Infer<S[K]> } & {
  [K in Exclude<keyof S, R>]?: Infer<S[K]>;
};

/** A mapping with known keys; unknown keys are errors with a "did you mean". */
export function object<S extends Shape, R extends keyof S = never>(
  shape: S,
  options: { required?: readonly R[]; name?: string } = {},
): Schema<ObjectOf<S, R>> {
  const keys = Object.keys(shape);
  return {
    expected: options.name ?? 'a mapping',
    parse(node, ctx, path) {
      if (!isMap(node)) return wrongType(node, ctx, path, options.name ?? 'a mapping');
      const out: Record<string, unknown> = {};
      let ok = true;
      for (const pair of node.items) {
        const keyNode = pair.key as Node;
        const key = isScalar(keyNode) ? String(keyNode.value) : '';
        const keyPath = path ? `${path}.${key}` : key;
        const schema = Object.hasOwn(shape, key) ? shape[key] : undefined;
        if (!schema) {
          const guess = didYouMean(key, keys);
          report(
            ctx,
            keyNode,
            'unknown-key',
            `Unknown key \`${keyPath}\``,
            guess ? `did you mean \`${path ? `${path}.` : ''}${guess}\`?` : `expected one of ${keys.map((k) => `\`${k}\``).join(', ')}`,
          );
          ok = false;
          continue;
        }
        const valueNode = pair.value as Node | null;
        if (valueNode === null || (isScalar(valueNode) && valueNode.value === null && !schema.expected.endsWith('or null'))) {
          report(ctx, valueNode ?? keyNode, 'invalid-type', `\`${keyPath}\` must be ${schema.expected}, got an empty value`);
          ok = false;
          continue;
        }
        const value = schema.parse(valueNode, ctx, keyPath);
        if (value === INVALID) ok = false;
        else out[key] = value;
      }
      for (const key of options.required ?? []) {
        if (!(key in out) && !node.items.some((pair) => isScalar(pair.key) && pair.key.value === key)) {
          const keyPath = path ? `${path}.${String(key)}` : String(key);
          report(ctx, node, 'missing-key', `Missing required key \`${keyPath}\` (${shape[key]!.expected})`);
          ok = false;
        }
      }
      return ok ? (out as ObjectOf<S, R>) : INVALID;
    },
    shape: { kind: 'mapping', fields: shape, required: (options.required ?? []).map(String) },
  };
}

/** The same schema, with the node's position added to the parsed object as `at`. */
export function located<T extends object>(inner: Schema<T>): Schema<T & { at: { line: number; column: number } }> {
  return {
    expected: inner.expected,
    parse(node, ctx, path) {
      const value = inner.parse(node, ctx, path);
      return value === INVALID ? INVALID : { ...value, at: positionOf(node, ctx) };
    },
    ...(inner.shape ? { shape: inner.shape } : {}),
  };
}

/** A value with where it is written (`located` for strings and numbers): messages about a path it names point at it. */
export function withPosition<T>(inner: Schema<T>): Schema<{ value: T; at: { line: number; column: number } }> {
  return {
    expected: inner.expected,
    parse(node, ctx, path) {
      const value = inner.parse(node, ctx, path);
      return value === INVALID ? INVALID : { value, at: positionOf(node, ctx) };
    },
    ...(inner.shape ? { shape: inner.shape } : {}),
  };
}

/** Where a YAML node starts, for messages and for values that carry their position. */
export function positionOf(node: Node, ctx: ValidationContext): { line: number; column: number } {
  const { line, col } = ctx.lineCounter.linePos(node.range?.[0] ?? 0);
  return { line, column: col };
}

/** A mapping of names of your choosing (`docs.versions.<name>`) to values of one schema. */
export function record<T>(value: Schema<T>): Schema<Record<string, T>> {
  return {
    expected: `a mapping of names to ${value.expected}`,
    parse(node, ctx, path) {
      if (!isMap(node)) return wrongType(node, ctx, path, 'a mapping');
      const out: Record<string, T> = {};
      let ok = true;
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        const parsed = value.parse(pair.value as Node, ctx, `${path}.${key}`);
        if (parsed === INVALID) ok = false;
        else out[key] = parsed;
      }
      return ok ? out : INVALID;
    },
    shape: { kind: 'names', value },
  };
}

/** A mapping of any YAML values, kept as plain data with aliases resolved (free-form settings). */
export function anyMapping(): Schema<Record<string, unknown>> {
  return {
    expected: 'a mapping',
    parse(node, ctx, path) {
      if (!isMap(node) || !ctx.document) return wrongType(node, ctx, path, 'a mapping');
      try {
        return node.toJS(ctx.document) as Record<string, unknown>;
      } catch (error) {
        // yaml refuses alias bombs (too many aliases) here.
        report(ctx, node, 'invalid-value', `\`${path}\` could not be read: ${(error as Error).message}`);
        return INVALID;
      }
    },
  };
}

/** A key that holds one mapping or a list of them (`openapi:`, `docs:`): the items, and whether a list was written. */
export function mappingOrList<T>(inner: Schema<T>, expected: string): Schema<{ list: boolean; items: T[] }> {
  const schema: Schema<{ list: boolean; items: T[] }> = {
    expected,
    parse(node, ctx, path) {
      if (isMap(node)) {
        const item = inner.parse(node, ctx, path);
        return item === INVALID ? INVALID : { list: false, items: [item] };
      }
      if (isSeq(node)) {
        const items = array(inner).parse(node, ctx, path);
        return items === INVALID ? INVALID : { list: true, items };
      }
      return wrongType(node, ctx, path, expected);
    },
    shape: { kind: 'same', inner },
  };
  return schema;
}

/** A schema decided by a function, for unions the combinators above do not express. */
export function custom<T>(expected: string, parse: Schema<T>['parse'], shape?: SchemaShape): Schema<T> {
  return shape ? { expected, parse, shape } : { expected, parse };
}

/** A schema defined later, or by itself (a navbar item holds navbar items). */
export function lazy<T>(expected: string, schema: () => Schema<T>): Schema<T> {
  return {
    expected,
    parse: (node, ctx, path) => schema().parse(node, ctx, path),
    get shape() {
      return schema().shape;
    },
  };
}

/**
 * Parse YAML source into its syntax tree, reporting syntax errors with positions.
 * Returns the root node, or undefined when the document is empty or broken.
 */
export function parseYaml(
  source: string,
  file: string,
  codePrefix: YamlFile,
): { root: Node | undefined; ctx: ValidationContext } {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const ctx: ValidationContext = { file, source, lineCounter, diagnostics: [], codePrefix, document };
  for (const error of document.errors) {
    const { line, col } = lineCounter.linePos(error.pos[0]);
    ctx.diagnostics.push({
      code: `${codePrefix}/yaml-syntax`,
      severity: 'error',
      message: `YAML syntax error: ${error.message.split('\n')[0]}`,
      file,
      line,
      column: col,
      source,
    });
  }
  if (document.errors.length) return { root: undefined, ctx };
  return { root: (document.contents as Node | null) ?? undefined, ctx };
}
