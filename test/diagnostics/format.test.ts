import { describe, expect, it } from 'vitest';
import { codeFrame } from '../../src/diagnostics/format.ts';

describe('codeFrame', () => {
  it('shows two lines before and one after, with a caret under the column', () => {
    expect(codeFrame('a\nbb\nccc\ndddd\ne', 3, 2)).toBe(['    1 | a', '    2 | bb', '  > 3 | ccc', '      |  ^', '    4 | dddd'].join('\n'));
  });

  it('cuts a long line around the column, so a minified 20 MB document gives a short frame', () => {
    const line = `{"a":${'1,'.repeat(1_000_000)}"here":true}`;
    const column = line.indexOf('"here"') + 1;
    const frame = codeFrame(line, 1, column);
    expect(frame.length).toBeLessThan(300);
    const [text, caret] = frame.split('\n');
    expect(text).toMatch(/^ {2}> 1 \| …1,1,.*"here":true}$/);
    expect(caret!.indexOf('^')).toBe(text!.indexOf('"here"'));
  });
});
