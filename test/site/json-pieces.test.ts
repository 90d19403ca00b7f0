import { describe, expect, it } from 'vitest';
import { jsonPieces } from '../../src/site/json-pieces.ts';

/** Values whose JSON has every rule JSON.stringify follows: members without JSON, holes, toJSON, boxed and odd objects. */
const VALUES: unknown[] = [
  [{ id: 'a', html: '<p class="x">é ✓ "quoted"</p>', toc: [{ id: 'h', depth: 2 }] }, { id: 'b', html: '' }],
  { skip: undefined, fn: () => 1, symbol: Symbol('s'), kept: null, nested: { undefined: undefined }, 'key "quoted"': 1, '': 2 },
  [undefined, () => 1, Symbol('s'), 1, , 'two'],
  [],
  {},
  Object.assign(Object.create(null) as object, { a: 1 }),
  { only: undefined },
  { date: new Date(0), map: new Map([[1, 2]]), boxed: new String('ab'), number: new Number(3) },
  { toJSON: () => ({ replaced: true }) },
  [{ toJSON: (key: string) => `item ${key}` }],
  new Date(0),
  new String('boxed'),
  'a string with \u2028 and a lone \ud800 surrogate',
  42,
  null,
  true,
];

describe('jsonPieces', () => {
  it('cut a value into pieces whose concatenation is JSON.stringify of it', () => {
    for (const value of VALUES) expect(jsonPieces(value).join('')).toBe(JSON.stringify(value));
  });

  it('cut a large container into its items, again while they are large, and long strings into slices; small values whole', () => {
    const html = 'x'.repeat(100_000);
    const pages = [{ id: 'a', toc: [{ id: 'h' }], html }, { id: 'b', toc: [{ id: 'h' }], html: 'short' }];
    const slices = [...Array.from({ length: 6 }, () => 'x'.repeat(16_384)), 'x'.repeat(100_000 - 6 * 16_384)];
    expect(jsonPieces(pages)).toEqual(['[', '{"id":', '"a"', ',"toc":', '[{"id":"h"}]', ',"html":', '"', ...slices, '"', '}', ',', '{"id":"b","toc":[{"id":"h"}],"html":"short"}', ']']);
    expect(jsonPieces([{ html: 'x'.repeat(40_000) }, { html: 'y' }])).toEqual([JSON.stringify([{ html: 'x'.repeat(40_000) }, { html: 'y' }])]);
    // Escaped as a whole string is, a surrogate pair never cut in two (alone, each half is escaped).
    for (const at of [16_382, 16_383, 16_384]) {
      const text = `${'"'.repeat(at)}😀\n${'é'.repeat(60_000)}\u0001`;
      const pieces = jsonPieces({ html: text, list: [text, undefined] });
      expect(pieces.join('')).toBe(JSON.stringify({ html: text, list: [text, undefined] }));
      expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(2 * 16_384);
    }
  });
});
