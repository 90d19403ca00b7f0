import { LineCounter, parseDocument } from 'yaml';
import { withoutHighlightComments } from '../content/highlight.ts';
import { didYouMean } from '../diagnostics/diagnostic.ts';
import { pointerLocator } from '../openapi/parse-spec.ts';
import type { CodeSample } from '../types.ts';
import { metaValue } from '../content/code-meta.ts';
import { offsetIn, positionIn, type SampleProblem } from './sample-problem.ts';
import type { SchemaMismatch, SchemaValidator } from './schema-validator.ts';

/** Mismatches reported per block: the first few say what is wrong; the rest would be noise. */
const MAX_PER_BLOCK = 5;

/** Where `JSON.parse` failed, from V8's message (`… at position 42` or `(line 3 column 5)`). */
function syntaxErrorOffset(message: string, text: string): number {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) {
    const lines = text.split('\n').slice(0, Number(lineColumn[1]) - 1);
    return lines.reduce((sum, line) => sum + line.length + 1, 0) + Number(lineColumn[2]) - 1;
  }
  const position = /at position (\d+)/.exec(message);
  if (position) return Number(position[1]);
  return /Unexpected end of JSON input/.test(message) ? text.trimEnd().length : 0;
}

/** A JSON pointer inside the block → its position in the file. */
function locator(sample: CodeSample): (pointer: string) => { file: string; line: number; column: number } {
  const lineCounter = new LineCounter();
  const locate = pointerLocator(parseDocument(sample.value, { lineCounter }), lineCounter);
  return (pointer) => {
    const { line, column } = locate(`#${pointer}`);
    return positionIn(sample, line - 1, column);
  };
}

/**
 * Every `json` block must parse; a block with `schema="Cart"` (or `schema="Market[]"` for a
 * list) must match that component schema of the OpenAPI document.
 */
export function checkJsonSamples(samples: readonly CodeSample[], options: { validator?: SchemaValidator; openapiFile?: string }): { problems: SampleProblem[]; count: number; withSchema: number } {
  const problems: SampleProblem[] = [];
  let count = 0;
  let withSchema = 0;
  for (const block of samples) {
    if (block.lang !== 'json') continue;
    count++;
    // `// highlight-next-line` and `// [!code ++]` are page markup, not part of the JSON;
    // lines keep their numbers, so positions in the cleaned code are positions in the file.
    const sample = { ...block, value: withoutHighlightComments(block.value) };
    let value: unknown;
    try {
      value = JSON.parse(sample.value);
    } catch (error) {
      const message = (error as Error).message;
      problems.push({
        kind: 'json',
        code: 'samples/json-syntax',
        message: `JSON syntax error: ${message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '').replace(/, "[\s\S]*" is not valid JSON$/, '')}`,
        ...offsetIn(sample, syntaxErrorOffset(message, sample.value)),
        hint: 'a `json` block must be valid JSON (no comments, trailing commas or `…`); use `jsonc` or `text` for an excerpt',
      });
      continue;
    }
    const written = metaValue(sample.meta, 'schema');
    if (written === undefined) continue;
    const list = written.endsWith('[]');
    const name = list ? written.slice(0, -2) : written;
    const validator = options.validator;
    if (!validator || !validator.names.includes(name)) {
      const guess = validator ? didYouMean(name, validator.names) : undefined;
      problems.push({
        kind: 'json',
        code: 'samples/unknown-schema',
        message: validator ? `\`schema="${written}"\`: the OpenAPI document has no schema \`${name}\`` : `\`schema="${written}"\` needs an OpenAPI document (\`openapi:\` in config.yaml)`,
        ...positionIn(sample, -1, 1),
        ...(guess ? { hint: `did you mean \`${guess}\`?` } : validator ? { hint: `schemas: ${validator.names.slice(0, 12).join(', ')}${validator.names.length > 12 ? ', …' : ''}` } : {}),
      });
      continue;
    }
    withSchema++;
    let found: SchemaMismatch[];
    if (list) {
      found = Array.isArray(value)
        ? value.flatMap((item, index) => validator.validateNamed(name, item)!.map((m) => ({ pointer: `/${index}${m.pointer}`, message: m.message.replace('`$', `\`$[${index}]`) })))
        : [{ pointer: '', message: '`$` must be an array' }];
    } else found = validator.validateNamed(name, value)!;
    const at = found.length ? locator(sample) : undefined;
    for (const mismatch of found.slice(0, MAX_PER_BLOCK)) {
      problems.push({
        kind: 'json',
        code: 'samples/json-schema',
        message: `\`${written}\` sample: ${mismatch.message}`,
        ...at!(mismatch.pointer),
        hint: `the sample is checked against \`#/components/schemas/${name}\`${options.openapiFile ? ` in ${options.openapiFile}` : ''}`,
      });
    }
  }
  return { problems, count, withSchema };
}
