import { LineCounter, parseDocument } from 'yaml';
import { withoutHighlightComments } from '../content/highlight.ts';
import { didYouMean } from '../diagnostics/diagnostic.ts';
import { pointerLocator } from '../openapi/parse-spec.ts';
import type { CodeSample } from '../types.ts';
import { metaValue } from '../content/code-meta.ts';
import { offsetIn, positionIn, type SampleProblem } from './sample-problem.ts';
import { syntaxErrorOffset } from '../shared/json-syntax-error.ts';
import type { SchemaMismatch, SchemaValidator } from './schema-validator.ts';

/** Mismatches reported per block: the first few say what is wrong; the rest would be noise. */
const MAX_PER_BLOCK = 5;

/** A JSON pointer inside the block → its position in the file. */
function locator(sample: CodeSample): (pointer: string) => { file: string; line: number; column: number } {
  const lineCounter = new LineCounter();
  const locate = pointerLocator(parseDocument(sample.value, { lineCounter }), lineCounter);
  return (pointer) => {
    const { line, column } = locate(`#${pointer}`);
    return positionIn(sample, line - 1, column);
  };
}

/** An API whose component schemas `schema="…"` samples are checked against. */
export interface JsonSchemaApi {
  /** Its id in config.yaml: `schema="<id>:Cart"` picks it. */
  id: string;
  /** The document, for hints. */
  file: string;
  validator: SchemaValidator;
}

/**
 * Every `json` block must parse; a block with `schema="Cart"` (or `schema="Market[]"` for a
 * list) must match that component schema: of the first API (in config.yaml order) that has
 * one, or of the API it names (`schema="admin:Webhook"`).
 */
export function checkJsonSamples(samples: readonly CodeSample[], options: { apis: readonly JsonSchemaApi[] }): { problems: SampleProblem[]; count: number; withSchema: number } {
  const problems: SampleProblem[] = [];
  const { apis } = options;
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
    // Schema names cannot hold `:` (OpenAPI allows `[a-zA-Z0-9.\-_]`): before it is an API id.
    const colon = written.indexOf(':');
    const apiId = colon === -1 ? undefined : written.slice(0, colon);
    const schema = colon === -1 ? written : written.slice(colon + 1);
    const list = schema.endsWith('[]');
    const name = list ? schema.slice(0, -2) : schema;
    const unknown = (code: SampleProblem['code'], message: string, hint?: string): void => {
      problems.push({ kind: 'json', code, message, ...positionIn(sample, -1, 1), ...(hint ? { hint } : {}) });
    };
    if (!apis.length) {
      unknown('samples/unknown-schema', `\`schema="${written}"\` needs an OpenAPI document (\`openapi:\` in config.yaml)`);
      continue;
    }
    const named = apiId === undefined ? undefined : apis.find((api) => api.id === apiId);
    if (apiId !== undefined && !named) {
      const guess = didYouMean(apiId, apis.map((api) => api.id));
      unknown('samples/unknown-api', `\`schema="${written}"\` names API \`${apiId}\`, but config.yaml has no API with that id`, guess ? `did you mean \`${guess}\`?` : `the APIs are ${apis.map((api) => `\`${api.id}\``).join(', ')}`);
      continue;
    }
    const api = named ?? apis.find((candidate) => candidate.validator.names.includes(name));
    if (!api || !api.validator.names.includes(name)) {
      const names = (named ? [named] : apis).flatMap((candidate) => candidate.validator.names);
      const guess = didYouMean(name, names);
      const which = named ? `the OpenAPI document of \`${named.id}\` has no schema` : apis.length === 1 ? 'the OpenAPI document has no schema' : 'no OpenAPI document has a schema';
      unknown('samples/unknown-schema', `\`schema="${written}"\`: ${which} \`${name}\``, guess ? `did you mean \`${guess}\`?` : `schemas: ${names.slice(0, 12).join(', ')}${names.length > 12 ? ', …' : ''}`);
      continue;
    }
    const { validator } = api;
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
        hint: `the sample is checked against \`#/components/schemas/${name}\` in ${api.file}`,
      });
    }
  }
  return { problems, count, withSchema };
}
