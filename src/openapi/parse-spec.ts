import { upgradeFromTwoToThree } from '@scalar/openapi-upgrader/2.0-to-3.0';
import { CORE_SCHEMA, load as loadYaml } from 'js-yaml';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { pointerSegments, toPointer } from './json-pointer.ts';
import { jsonLocator } from './json-locator.ts';

export { pointerSegments, toPointer };
import { yamlLocator } from './yaml-locator.ts';

/** An OpenAPI document as plain data, plus a way back from JSON pointers to source positions. */
export interface ParsedSpec {
  /** The document (JSON and YAML alike), untyped: it is untrusted input. */
  doc: Record<string, unknown>;
  /** File name shown in messages. */
  file: string;
  /** Source text, for code frames. */
  source: string;
  /** Offsets in `source` to and from lines (`lineStarts`, `linePos`). */
  lines: LineCounter;
  /** 1-based line and column of the value at a JSON pointer (`#/paths/~1carts/post`), or of its closest parent. */
  locate: (pointer: string) => { line: number; column: number };
  /** `Swagger 2.0` when the document was converted to OpenAPI 3.0 on reading. */
  convertedFrom?: string;
}

/** Map a JSON pointer to the 1-based line and column of its value (or closest parent) in a parsed YAML/JSON document. */
export function pointerLocator(document: Document, lineCounter: LineCounter): (pointer: string) => { line: number; column: number } {
  return (pointer) => {
    let node: Node | null | undefined = document.contents as Node | null;
    let offset = node?.range?.[0] ?? 0;
    for (const segment of pointerSegments(pointer)) {
      let next: Node | undefined;
      if (isMap(node)) {
        const pair: { key: unknown; value: unknown } | undefined = node.items.find((item) => isScalar(item.key) && String(item.key.value) === segment);
        next = (pair?.value as Node | undefined) ?? (pair?.key as Node | undefined);
      } else if (isSeq(node)) next = node.items[Number(segment)] as Node | undefined;
      if (!next?.range) break;
      node = next;
      offset = next.range[0];
    }
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
}

type Located = { doc: unknown; lines: LineCounter; locate: ParsedSpec['locate'] };

/** JSON the fast way; undefined when the text is not plain JSON (YAML, or JSON with an error YAML can locate). */
function readJson(source: string): Located | undefined {
  if (!source.trimStart().startsWith('{')) return undefined;
  let doc: unknown;
  try {
    doc = JSON.parse(source);
  } catch {
    return undefined;
  }
  return { doc, ...jsonLocator(source) };
}

/** What may be an anchor (`key: &name`, `- &name`, and `{&page}` in URI templates too). */
const ANCHOR = /(?:^|[\s[{,])&[^\s,[\]{}]/m;

/** Whether a value holds one object in two places: what aliases make, unbounded without the tree's cap. */
function sharesNodes(value: unknown): boolean {
  const seen = new Set<object>();
  const stack = [value];
  while (stack.length) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (seen.has(node)) return true;
    seen.add(node);
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object') stack.push(child);
  }
  return false;
}

/**
 * YAML the fast way: js-yaml reads the values (several times faster than building the
 * `yaml` package's syntax tree, and a fraction of its memory), and positions are read from
 * the text (yamlLocator). Undefined for what only the tree handles as docsgen must: a syntax
 * error to locate, duplicate keys, anchors.
 */
function readYamlFast(source: string): Located | undefined {
  let doc: unknown;
  try {
    doc = loadYaml(source, { schema: CORE_SCHEMA });
  } catch {
    return undefined;
  }
  if (ANCHOR.test(source) && sharesNodes(doc)) return undefined;
  return { doc, ...yamlLocator(source, () => yamlTree(source).locate) };
}

/** The `yaml` package's syntax tree of a document, and positions read from it. */
function yamlTree(source: string): { document: Document; lineCounter: LineCounter; locate: ParsedSpec['locate'] } {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: false });
  return { document, lineCounter, locate: pointerLocator(document, lineCounter) };
}

function readYaml(source: string, file: string): Located | { diagnostics: Diagnostic[] } {
  const fast = readYamlFast(source);
  if (fast) return fast;
  const { document, lineCounter, locate } = yamlTree(source);
  const diagnostics: Diagnostic[] = document.errors.map((error) => {
    const { line, col } = lineCounter.linePos(error.pos[0]);
    return {
      code: 'openapi/syntax',
      severity: 'error',
      message: `${source.trimStart().startsWith('{') ? 'JSON' : 'YAML'} syntax error in the OpenAPI document: ${error.message.split('\n')[0]}`,
      file,
      line,
      column: col,
      source,
    };
  });
  if (diagnostics.length) return { diagnostics };
  try {
    // Alias expansion is capped so a hostile "billion laughs" document cannot exhaust memory.
    return { doc: document.toJS({ maxAliasCount: 1000 }), lines: lineCounter, locate };
  } catch (error) {
    const message = `The OpenAPI document cannot be read: ${(error as Error).message.split('\n')[0]}`;
    return { diagnostics: [{ code: 'openapi/syntax', severity: 'error', message, file, line: 1, column: 1, source, hint: 'write the repeated parts once under `components` and `$ref` them instead of YAML aliases' }] };
  }
}

/** Where a value of the converted document was written in the Swagger 2.0 original (or its closest parent). */
function swaggerPointer(pointer: string): string {
  return pointer
    .replace(/^#\/components\/schemas\//, '#/definitions/')
    .replace(/^#\/components\/(parameters|responses)\//, '#/$1/')
    .replace(/^#\/components\/securitySchemes\//, '#/securityDefinitions/')
    .replace(/^(#\/paths\/[^/]+\/[^/]+\/responses\/[^/]+)\/content\/[^/]+\/(schema|examples?)\b/, '$1/$2')
    .replace(/^(#\/paths\/[^/]+\/[^/]+)\/requestBody\b.*/, '$1');
}

/**
 * Parse an OpenAPI document from JSON or YAML, keeping a way back from values to their
 * source position so errors can name file:line:col. A Swagger 2.0 document is converted to
 * OpenAPI 3.0 here (positions still point into the original). Returns diagnostics on
 * syntax errors.
 */
export function parseSpec(source: string, file: string): { spec?: ParsedSpec; diagnostics: Diagnostic[] } {
  const read = readJson(source) ?? readYaml(source, file);
  if ('diagnostics' in read) return { diagnostics: read.diagnostics };
  const { doc, lines, locate } = read;
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    return {
      diagnostics: [{ code: 'openapi/not-a-document', severity: 'error', message: 'The OpenAPI document must be an object with `openapi`, `info` and `paths`', file, line: 1, column: 1, source }],
    };
  }
  const record = doc as Record<string, unknown>;
  if (typeof record.swagger === 'string' && record.swagger.startsWith('2.')) {
    const at = locate('#/swagger');
    let converted: Record<string, unknown>;
    try {
      converted = upgradeFromTwoToThree(record) as Record<string, unknown>;
    } catch (error) {
      return {
        diagnostics: [{ code: 'openapi/swagger-conversion', severity: 'error', message: `The Swagger 2.0 document could not be converted to OpenAPI 3: ${(error as Error).message}`, file, ...at, source, hint: 'convert it yourself, e.g. with `npx swagger2openapi swagger.json -o openapi.json`, and point `openapi.cache` at the result' }],
      };
    }
    return { spec: { doc: converted, file, source, lines, locate: (pointer) => locate(swaggerPointer(pointer)), convertedFrom: 'Swagger 2.0' }, diagnostics: [] };
  }
  return { spec: { doc: record, file, source, lines, locate }, diagnostics: [] };
}
