import type { CodeIn } from '../diagnostics/codes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { toPointer, type ParsedSpec } from './parse-spec.ts';

/** Records a finding at a place in the document, given as path segments (`['paths', '/pets', 'get']`). */
export type Report = (severity: 'error' | 'warning', code: CodeIn<'openapi'>, message: string, segments: ReadonlyArray<string | number>, hint?: string) => void;

/** A `Report` that locates each finding in the document's source and adds it to `diagnostics`. */
export function reporterFor(spec: ParsedSpec, diagnostics: Diagnostic[]): Report {
  return (severity, code, message, segments, hint) => {
    const { line, column } = spec.locate(toPointer(segments));
    diagnostics.push({ code: `openapi/${code}`, severity, message, file: spec.file, line, column, source: spec.source, ...(hint ? { hint } : {}) });
  };
}
