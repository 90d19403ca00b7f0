import type { CodeIn } from '../diagnostics/codes.ts';
import type { CodeSample } from '../types.ts';

/** The kinds of sample checks; each has its severity in config.yaml `checks`. */
export type SampleKind = 'graphql' | 'json' | 'rest' | 'typescript' | 'openapi';

/** A problem found in a sample (or an OpenAPI example), before the configured severity is applied. */
export interface SampleProblem {
  kind: SampleKind;
  /** Stable diagnostic code, e.g. `samples/graphql-invalid`. */
  code: `samples/${CodeIn<'samples'>}`;
  message: string;
  file: string;
  line: number;
  column: number;
  hint?: string;
}

/** The file position of a 0-based line and 1-based column inside a sample's code. */
export function positionIn(sample: CodeSample, lineIndex: number, column: number): { file: string; line: number; column: number } {
  const start = lineIndex === 0 && sample.firstColumn ? sample.firstColumn : sample.column;
  return { file: sample.file, line: sample.line + lineIndex, column: start - 1 + Math.max(1, column) };
}

/** The file position of a character offset inside a sample's code. */
export function offsetIn(sample: CodeSample, offset: number): { file: string; line: number; column: number } {
  const before = sample.value.slice(0, Math.max(0, offset));
  const lineIndex = before.split('\n').length - 1;
  return positionIn(sample, lineIndex, offset - (before.lastIndexOf('\n') + 1) + 1);
}

/** `Cannot query field "x" on type "Cart".` → ``Cannot query field `x` on type `Cart`.``: messages name things in backticks. */
export function backtickQuotes(text: string): string {
  return text.replace(/"([^"\s]+)"/g, '`$1`');
}
