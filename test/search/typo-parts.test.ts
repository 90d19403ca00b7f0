import { describe, expect, it } from 'vitest';
import { typoKeysOf, typoParts } from '../../src/search/typo-parts.ts';

describe('typo parts', () => {
  it('list each term under its letters 2–3 and 1 and 3, grouped by the key\'s first character', () => {
    expect(typoKeysOf('checkout')).toEqual(['he', 'ce']);
    expect(typoKeysOf('aab')).toEqual(['ab']);
    expect(typoKeysOf('id')).toEqual([]);
    expect(typoParts(['checkout', 'cheap', 'id'])).toEqual(new Map([['h', { he: ['checkout', 'cheap'] }], ['c', { ce: ['checkout', 'cheap'] }]]));
  });
});
