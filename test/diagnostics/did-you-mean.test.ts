import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance } from '../../src/diagnostics/diagnostic.ts';

/** The whole optimal-string-alignment table, no band and no early exit: what editDistance must agree with. */
function fullDistance(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      table[i]![j] = Math.min(table[i - 1]![j]! + 1, table[i]![j - 1]! + 1, table[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) table[i]![j] = Math.min(table[i]![j]!, table[i - 2]![j - 2]! + 1);
    }
  }
  return table[a.length]![b.length]!;
}

/** Deterministic strings over a small alphabet, so that near matches and swaps are common. */
function* strings(count: number): Generator<[string, string]> {
  let seed = 7;
  const next = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const text = (): string => Array.from({ length: Math.floor(next() * 14) }, () => 'abcab/-'[Math.floor(next() * 7)]).join('');
  for (let index = 0; index < count; index++) yield [text(), text()];
}

describe('editDistance', () => {
  it('gives the distance when it is within the limit and Infinity when it is not', () => {
    const limits = [0, 1, 2, 3, 5, 9, 30, Infinity];
    let index = 0;
    for (const [a, b] of strings(20_000)) {
      const limit = limits[index++ % limits.length]!;
      const distance = fullDistance(a, b);
      expect({ a, b, limit, result: editDistance(a, b, limit) }).toEqual({ a, b, limit, result: distance <= limit ? distance : Infinity });
    }
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('/api/chekcout', '/api/checkout', 3)).toBe(1);
    expect(editDistance('abc', 'xyz', 2)).toBe(Infinity);
    expect(editDistance('', 'ab', 2)).toBe(2);
    expect(editDistance('ab', 'ba', 1.5)).toBe(1);
  });
});

describe('didYouMean', () => {
  it('suggests the closest candidate within a third of the input, the first of equals', () => {
    const routes = ['/guides/payments', '/guides/payouts', '/api/checkouts', '/api/checkout-sessions'];
    expect(didYouMean('/guides/paymnets', routes)).toBe('/guides/payments');
    expect(didYouMean('/api/checkout', routes)).toBe('/api/checkouts');
    expect(didYouMean('/guides/pay', routes)).toBeUndefined();
    expect(didYouMean('/GUIDES/PAYOUTS', routes)).toBe('/guides/payouts');
  });
});

describe('didYouMean against every candidate measured in full', () => {
  it('picks what the full distances pick, the cheap lower bound ruling out only what is too far', () => {
    const all = [...strings(3000)].flat().map((text, index) => (index % 7 === 0 ? `${text}é` : index % 11 === 0 ? text.toUpperCase() : text));
    for (let start = 0; start + 31 < all.length; start += 31) {
      const input = all[start]!;
      const candidates = all.slice(start + 1, start + 31);
      const tolerance = Math.max(1, Math.floor(input.length / 3));
      let expected: string | undefined;
      let best = Infinity;
      for (const candidate of candidates) {
        const distance = fullDistance(input.toLowerCase(), candidate.toLowerCase());
        if (distance < best) [expected, best] = [candidate, distance];
      }
      expect({ input, result: didYouMean(input, candidates) }).toEqual({ input, result: best <= tolerance ? expected : undefined });
    }
  });
});
