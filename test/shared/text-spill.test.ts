import { afterEach, describe, expect, it } from 'vitest';
import { isSpilled, spilledLength, spilledText, TextSpill } from '../../src/shared/text-spill.ts';

describe('TextSpill', () => {
  let spill: TextSpill;
  afterEach(() => spill?.close());

  it('gives back each text for its token, written or still gathered', () => {
    spill = new TextSpill();
    const texts = ['<p>one</p>', '', 'Ünïcödé — 日本語 🙂', 'x'.repeat(3 << 20), '<h2 id="a">A</h2>'];
    const tokens = texts.map((text) => spill.put(text));
    expect(tokens.every(isSpilled)).toBe(true);
    expect(tokens.map((token) => token.length < 60)).toEqual(texts.map(() => true));
    // Before a flush, the spill reads what it has not written yet from its buffer.
    expect(tokens.map((token) => spill.read(token))).toEqual(texts);
    spill.flush();
    // Once flushed, any thread reads the file by the token alone.
    expect(tokens.map(spilledText)).toEqual(texts);
    expect(tokens.map(spilledLength)).toEqual(texts.map((text) => text.length));
  });

  it('passes other strings through and makes no file until asked to keep one', () => {
    spill = new TextSpill();
    expect(spilledText('<p>plain</p>')).toBe('<p>plain</p>');
    expect(spill.read('<p>plain</p>')).toBe('<p>plain</p>');
    expect(spilledLength('abc')).toBe(3);
    expect(isSpilled('<p>\u0000spill</p>')).toBe(false);
    spill.flush();
    spill.close();
    expect(() => spill.put('late')).toThrow(/closed/);
  });
});
