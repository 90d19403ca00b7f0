import { describe, expect, it } from 'vitest';
import { boundedMemo } from '../../src/shared/bounded-memo.ts';

describe('boundedMemo', () => {
  it('computes each key once, undefined results included', () => {
    const memo = boundedMemo<string | undefined>({ entries: 10, chars: 1_000 });
    let calls = 0;
    const compute = (key: string) => () => (calls++, key === 'none' ? undefined : key.toUpperCase());
    expect(memo('a', compute('a'))).toBe('A');
    expect(memo('a', compute('a'))).toBe('A');
    expect(memo('none', compute('none'))).toBeUndefined();
    expect(memo('none', compute('none'))).toBeUndefined();
    expect(calls).toBe(2);
  });

  it('forgets everything once it holds its number of entries or of characters', () => {
    let calls = 0;
    const byEntries = boundedMemo<string>({ entries: 2, chars: 1_000 });
    for (const key of ['a', 'b', 'c', 'a']) byEntries(key, () => (calls++, key));
    // `c` found two entries kept and cleared them, so `a` is computed again.
    expect(calls).toBe(4);
    calls = 0;
    const byChars = boundedMemo<string>({ entries: 100, chars: 10 });
    for (const key of ['aaaaa', 'bbbbb', 'c', 'aaaaa']) byChars(key, () => (calls++, key));
    expect(calls).toBe(4);
    byChars('c', () => (calls++, 'c'));
    expect(calls).toBe(4);
  });
});
