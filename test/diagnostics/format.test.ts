import { describe, expect, it } from 'vitest';
import type { Diagnostic, DiagnosticCode } from '../../src/diagnostics/diagnostic.ts';
import { codeFrame, formatDiagnosticList } from '../../src/diagnostics/format.ts';

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

describe('formatDiagnosticList', () => {
  const warning = (code: DiagnosticCode, file: string): Diagnostic => ({ code, severity: 'warning', message: `${code} here`, file, line: 1, column: 1 });
  const many = [
    ...Array.from({ length: 13 }, (_, index) => warning('samples/json-syntax', `docs/p${index % 4}.md`)),
    { code: 'links/broken-link', severity: 'error', message: 'Broken', file: 'docs/a.md', line: 2, column: 3 } satisfies Diagnostic,
    warning('content/missing-alt', 'docs/a.md'),
  ];

  it('shows every error and the first 10 warnings of each code, then how many of each were left out and in how many files', () => {
    const shown = formatDiagnosticList(many);
    expect(shown.filter((text) => text.includes('samples/json-syntax here'))).toHaveLength(10);
    expect(shown.filter((text) => text.includes('error Broken'))).toHaveLength(1);
    expect(shown.filter((text) => text.includes('content/missing-alt here'))).toHaveLength(1);
    expect(shown.at(-1)).toBe('… 3 more samples/json-syntax warnings in 3 files (--verbose shows every warning)');
    expect(formatDiagnosticList(many, { showAll: 'see the build' }).at(-1)).toMatch(/\(see the build\)$/);
  });

  it('shows every warning when asked', () => {
    expect(formatDiagnosticList(many, { all: true })).toHaveLength(15);
  });
});
