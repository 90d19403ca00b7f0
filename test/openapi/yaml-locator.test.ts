import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LineCounter, parse, parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseSpec, pointerLocator, toPointer } from '../../src/openapi/parse-spec.ts';
import { yamlLocator } from '../../src/openapi/yaml-locator.ts';
import { lines, repoRoot } from '../helpers.ts';

/** Every YAML file of the fixtures and the Kassa site: OpenAPI documents, configs, sidebars. */
const files = (await Promise.all(['test/fixtures', 'site'].map((dir) => readdir(join(repoRoot, dir), { recursive: true }).then((names) => names.map((name) => join(dir, name))))))
  .flat()
  .filter((file) => /\.ya?ml$/.test(file) && !file.includes('node_modules'));

/** The pointer of every value in a document, and one past each mapping's keys. */
function pointersOf(value: unknown, segments: Array<string | number> = [], out: string[] = []): string[] {
  out.push(toPointer(segments));
  if (Array.isArray(value)) value.forEach((item, index) => pointersOf(item, [...segments, index], out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) pointersOf(child, [...segments, key], out);
    out.push(toPointer([...segments, 'no-such-key']));
  }
  return out;
}

function compare(source: string) {
  const lineCounter = new LineCounter();
  const tree = pointerLocator(parseDocument(source, { lineCounter, uniqueKeys: false }), lineCounter);
  let treeUsed = 0;
  const { locate } = yamlLocator(source, () => {
    treeUsed++;
    return tree;
  });
  const pointers = pointersOf(parse(source, { uniqueKeys: false, maxAliasCount: -1 }));
  const differing = pointers.filter((pointer) => JSON.stringify(locate(pointer)) !== JSON.stringify(tree(pointer)));
  return { pointers: pointers.length, differing, treeUsed };
}

describe('yamlLocator', () => {
  it('finds the position the syntax tree finds, for every value of every YAML file of the fixtures and the site', async () => {
    expect(files.length).toBeGreaterThan(30);
    const results: Array<[string, string[]]> = [];
    let total = 0;
    for (const file of files) {
      const { pointers, differing } = compare(await readFile(join(repoRoot, file), 'utf8'));
      total += pointers;
      results.push([file, differing.slice(0, 3)]);
    }
    expect(results.filter(([, differing]) => differing.length)).toEqual([]);
    expect(total).toBeGreaterThan(8_000);
  });

  it('reads block YAML itself, and leaves flow collections, tags and anchors to the tree', () => {
    const block = [
      '%YAML 1.2',
      '---',
      '# a comment',
      'openapi: 3.1.0',
      'info:',
      '  title: "T: one" # trailing',
      "  'it''s': x",
      '  empty:',
      '  200: ok',
      '  1.0: one',
      '  ~: nothing',
      'tags:',
      '- name: a',
      '  description: |',
      '    # not a comment',
      '    text',
      '-',
      '  name: b',
      '- - nested',
      '  - pair: 1',
      '    other: 2',
      'x-plain: multi',
      '  line',
      'paths:',
      '  /a:',
      '    get:',
      '      responses:',
      "        '200':",
      '          description: ok',
    ].join('\r\n');
    const blockResult = compare(block);
    expect(blockResult).toMatchObject({ differing: [], treeUsed: 0 });
    expect(blockResult.pointers).toBeGreaterThan(25);
    const { locate } = yamlLocator(block, () => () => ({ line: 0, column: 0 }));
    expect([locate('#/info/title'), locate('#/info/200'), locate('#/tags/2/1/other'), locate('#/paths/~1a/get/responses/200/description')]).toEqual([
      { line: 6, column: 10 },
      { line: 9, column: 8 },
      { line: 21, column: 12 },
      { line: 29, column: 24 },
    ]);

    const flow = 'info: {title: T, list: [a, {b: 1}]}\ntags: !!seq\n- &first a\n- *first\n';
    expect(compare(flow)).toMatchObject({ differing: [], treeUsed: 1 });
  });
});

describe('parseSpec on YAML', () => {
  it('reads the same values as the yaml package, for every YAML file of the fixtures and the site', async () => {
    for (const file of files) {
      const source = await readFile(join(repoRoot, file), 'utf8');
      const expected = parse(source, { uniqueKeys: false, maxAliasCount: 1000 });
      if (expected === null || typeof expected !== 'object' || Array.isArray(expected) || 'swagger' in expected) continue;
      expect({ file, doc: parseSpec(source, file).spec?.doc }).toEqual({ file, doc: expected });
    }
  });

  it('still reports syntax errors and duplicate keys as before, and caps aliases', () => {
    expect(parseSpec('openapi: 3.1.0\ninfo: [\n', 'a.yaml').diagnostics[0]).toMatchObject({ code: 'openapi/syntax', line: 3 });
    expect(parseSpec('openapi: 3.1.0\ninfo: {title: A}\ninfo: {title: B}\npaths: {}\n', 'a.yaml').spec?.doc.info).toEqual({ title: 'B' });
    const laughs = ['openapi: 3.1.0', 'a: &a ["x","x","x","x","x","x","x","x","x","x"]', ...Array.from({ length: 8 }, (_, i) => `${'bcdefghi'[i]}: &${'bcdefghi'[i]} [${Array(10).fill(`*${'abcdefgh'[i]}`).join(',')}]`)].join('\n');
    expect(lines(parseSpec(laughs, 'a.yaml').diagnostics)).toEqual(['a.yaml:1:1 error The OpenAPI document cannot be read: Excessive alias count indicates a resource exhaustion attack  openapi/syntax']);
  });
});
