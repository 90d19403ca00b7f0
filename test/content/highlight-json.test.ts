import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { codeBlock } from '../../src/content/highlight.ts';
import { highlightJson, jsonBlockHtml } from '../../src/content/highlight-json.ts';
import { hastToHtml } from '../../src/shared/hast-html.ts';
import { fixturesDir, repoRoot } from '../helpers.ts';

describe('jsonBlockHtml', () => {
  /** Every object or array value of an `example`, `examples.*.value` or `default` in the document. */
  const examplesOf = (value: unknown, out: unknown[] = []): unknown[] => {
    if (Array.isArray(value)) for (const item of value) examplesOf(item, out);
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (['example', 'value', 'default'].includes(key) && item !== null && typeof item === 'object') out.push(item);
        examplesOf(item, out);
      }
    }
    return out;
  };

  it('writes the HTML of the highlighted tree, for every example of the OpenAPI documents here, however laid out', async () => {
    const documents = ['openapi/samples-run/openapi.yaml', 'sites/openapi/site/api/openapi.yaml', 'sites/docusaurus-openapi/site/examples/petstore.yaml', 'sites/docusaurus-openapi-versions/site/examples/food/yogurtStore.yaml'].map((file) => join(fixturesDir, file));
    const values = (await Promise.all([...documents, join(repoRoot, 'site', 'api', 'openapi.yaml')].map(async (file) => examplesOf(parseYaml(await readFile(file, 'utf8')))))).flat();
    expect(values.length).toBeGreaterThan(50);
    const layouts = (value: unknown): string[] => {
      const indented = JSON.stringify(value, null, 2);
      return [indented, JSON.stringify(value), JSON.stringify(value, null, '\t'), indented.replace(/\n/g, '\r\n'), indented.replace(/": /g, '"  \t:  ')];
    };
    const tricky = ['{"a\\"b" : "x\\\\", "u": "\\u2028 \u2028 é <&> 😀", "n": -1.5E+10, "m": [true, false, null, 0, 1e5, -0.0, 2e-3]}', '"just a string"', '12', '-0', 'null', '[]', '{\n\n}', ' [ 1 , 2 ] ', '{"key"\n: "the colon on the next line"}', '{"a":{"b":[{"c":"d"}]}}'];
    for (const code of [...values.flatMap(layouts), ...tricky]) {
      expect(jsonBlockHtml(code), code.slice(0, 80)).toBe(hastToHtml(codeBlock({ pre: highlightJson(code)!, language: 'json' })));
    }
    for (const notJson of ['{ not json }', '{"a": 1,}', "{'a': 1}", '"unterminated', '']) expect(jsonBlockHtml(notJson)).toBeUndefined();
  });
});
