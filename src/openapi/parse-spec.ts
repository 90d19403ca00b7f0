import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

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
}

/** Split `#/paths/~1carts/post` into `['paths', '/carts', 'post']`. */
export function pointerSegments(pointer: string): string[] {
  const path = pointer.replace(/^#/, '');
  if (!path || path === '/') return [];
  return path
    .slice(1)
    .split('/')
    .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Build `#/a/b~1c` from segments. */
export function toPointer(segments: ReadonlyArray<string | number>): string {
  return `#/${segments.map((segment) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
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

/**
 * Parse an OpenAPI document from JSON or YAML (decided by content: JSON is YAML), keeping
 * the syntax tree so errors can name file:line:col. Returns diagnostics on syntax errors.
 */
export function parseSpec(source: string, file: string): { spec?: ParsedSpec; diagnostics: Diagnostic[] } {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: false });
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
  // Alias expansion is capped so a hostile "billion laughs" document cannot exhaust memory.
  const doc: unknown = document.toJS({ maxAliasCount: 1000 });
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    return {
      diagnostics: [{ code: 'openapi/not-a-document', severity: 'error', message: 'The OpenAPI document must be an object with `openapi`, `info` and `paths`', file, line: 1, column: 1, source }],
    };
  }
  const locate = pointerLocator(document, lineCounter);
  return { spec: { doc: doc as Record<string, unknown>, file, source, lines: lineCounter, locate }, diagnostics: [] };
}
