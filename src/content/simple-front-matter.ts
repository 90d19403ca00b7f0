/**
 * The front matter most pages have, read without a YAML parser: one `key: value` per line,
 * each value a number, `true`/`false` or a string that YAML reads as written. Anything
 * else — an indented line, a comment, a list, an empty value, an escape, a value YAML could
 * read as another type (`1.5`, `-2`, `null`, `Yes`…) — is left to the `yaml` package (see
 * parseFrontMatter), which is ~0.14 ms a page: 1.4 s of a 10,000-page build's main thread.
 * A test reads every front matter block of the site, the fixtures and the bench corpus,
 * and tricky ones, both ways.
 */

/** A value of a simple front matter line. */
export type SimpleValue = string | number | boolean;

const LINE = /^([A-Za-z_][\w-]*):(?:[ ]+(.*))?$/;
const DOUBLE_QUOTED = /^"([^"\\]*)"[ ]*$/;
const SINGLE_QUOTED = /^'([^']*)'[ ]*$/;
/** Plain scalars YAML 1.2's core schema reads as strings: no indicator first (nor what starts a number); ` #` and `: ` are checked apart. */
const PLAIN_STRING = /^[^-?:,[\]{}#&*!|>'"%@` .+\d]/;
/** What the core schema reads as null, a boolean or a special float; numbers start with a digit, a sign or a dot. */
const OTHER_TYPES = /^(?:null|Null|NULL|~|true|True|TRUE|false|False|FALSE)$/;
const DECIMAL = /^\d{1,15}$/;

function valueOf(raw: string): SimpleValue | undefined {
  const double = DOUBLE_QUOTED.exec(raw);
  if (double) return double[1];
  const single = SINGLE_QUOTED.exec(raw);
  if (single) return single[1];
  const value = raw.replace(/[ ]+$/, '');
  if (DECIMAL.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  if (OTHER_TYPES.test(value) || !PLAIN_STRING.test(value) || value.includes(': ') || value.endsWith(':') || value.includes(' #')) return undefined;
  return value;
}

/** One `key: value` line: `offset` is where the value starts in the block, as YAML's node range has it. */
export interface SimplePair {
  key: string;
  value: SimpleValue;
  offset: number;
}

/** The keys and values of a front matter block, in order; undefined when it is not that simple. */
export function simpleFrontMatter(yamlText: string): SimplePair[] | undefined {
  if (yamlText.includes('\t') || yamlText.includes('\r')) return undefined;
  const pairs: SimplePair[] = [];
  const seen = new Set<string>();
  let lineStart = 0;
  for (const line of yamlText.split('\n')) {
    const start = lineStart;
    lineStart += line.length + 1;
    if (line.trim() === '') continue;
    const match = LINE.exec(line);
    if (!match || match[2] === undefined || seen.has(match[1]!)) return undefined;
    const value = valueOf(match[2]);
    if (value === undefined) return undefined;
    seen.add(match[1]!);
    pairs.push({ key: match[1]!, value, offset: start + line.length - match[2].length });
  }
  return pairs;
}
