import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/parse-config.ts';
import { lines } from '../helpers.ts';

const parse = (theme: string) => parseConfig(`title: D\nurl: https://d.test\ntheme:\n${theme}`, 'site/config.yaml');

describe('parseConfig: theme', () => {
  it('has no custom CSS and no brand colour by default', () => {
    expect(parseConfig('title: D\nurl: https://d.test\n', 'c.yaml').config!.theme).toEqual({ customCss: [], colors: null, codeColors: null });
  });

  it('takes customCss as one path or a list, each with where it is written', () => {
    expect(parse('  customCss: css/custom.css\n').config!.theme.customCss).toEqual([{ path: 'css/custom.css', at: { line: 4, column: 14 } }]);
    expect(parse('  customCss:\n    - css/a.css\n    - ../shared/b.css\n').config!.theme.customCss).toEqual([
      { path: 'css/a.css', at: { line: 5, column: 7 } },
      { path: '../shared/b.css', at: { line: 6, column: 7 } },
    ]);
  });

  it('reports a customCss that is neither a path nor a list of paths', () => {
    expect(lines(parse('  customCss: { file: a.css }\n').diagnostics)).toEqual([
      'site/config.yaml:4:14 error `theme.customCss` must be a path or a list of paths (relative to the site folder), got a mapping  config/invalid-type',
    ]);
    expect(lines(parse('  customCss: [a.css, 3]\n').diagnostics)).toEqual(['site/config.yaml:4:22 error `theme.customCss[1]` must be a string, got the number `3`  config/invalid-type']);
  });

  it('accepts hex, rgb(), hsl() and named colours, kept as written and as #rrggbb', () => {
    const colors = (primary: string) => parse(`  colors:\n    primary: '${primary}'\n`).config!.theme.colors!.primary;
    expect(colors('#2E8555')).toEqual({ written: '#2E8555', hex: '#2e8555', at: { line: 5, column: 14 } });
    expect(colors('#28c').hex).toBe('#2288cc');
    expect(colors('rgb(46, 133, 85)').hex).toBe('#2e8555');
    expect(colors('rgb(46 133 85)').hex).toBe('#2e8555');
    expect(colors('rgb(100% 0% 50%)').hex).toBe('#ff0080');
    expect(colors('hsl(120, 100%, 25%)').hex).toBe('#008000');
    expect(colors('hsl(0.5turn 100% 25%)').hex).toBe('#008080');
    expect(colors('RebeccaPurple').hex).toBe('#663399');
  });

  it('takes primaryDark for dark mode', () => {
    const { config } = parse("  colors:\n    primary: '#2e8555'\n    primaryDark: '#25c2a0'\n");
    expect(config!.theme.colors).toEqual({
      primary: { written: '#2e8555', hex: '#2e8555', at: { line: 5, column: 14 } },
      primaryDark: { written: '#25c2a0', hex: '#25c2a0', at: { line: 6, column: 18 } },
    });
  });

  it('reports an invalid colour at its line, with a did-you-mean for misspelt names', () => {
    const { config, diagnostics } = parse("  colors:\n    primary: darkgren\n    primaryDark: 'rgb(1 2 3 / 50%)'\n");
    expect(config).toBeUndefined();
    expect(lines(diagnostics)).toEqual([
      'site/config.yaml:5:14 error `theme.colors.primary` must be an opaque colour (`#rgb`, `#rrggbb`, `rgb(…)`, `hsl(…)` or a CSS colour name), got `darkgren`  config/invalid-value',
      'site/config.yaml:6:18 error `theme.colors.primaryDark` must be an opaque colour (`#rgb`, `#rrggbb`, `rgb(…)`, `hsl(…)` or a CSS colour name), got `rgb(1 2 3 / 50%)`  config/invalid-value',
    ]);
    expect(diagnostics.map((d) => d.hint)).toEqual(['did you mean `darkgreen`?', 'e.g. `#2e8555`, `rgb(46 133 85)` or `hsl(146 49% 35%)`']);
  });

  it('explains an unquoted hex colour, which YAML reads as a comment', () => {
    const { diagnostics } = parse('  colors:\n    primary: #2e8555\n');
    expect(lines(diagnostics)).toEqual(['site/config.yaml:5:14 error `theme.colors.primary` is empty: YAML reads the unquoted `#2e8555` as a comment  config/invalid-value']);
    expect(diagnostics[0]!.hint).toBe("quote it: `primary: '#2e8555'`");
  });

  it('needs primary, and reports unknown colour keys', () => {
    expect(lines(parse("  colors:\n    primaryDark: '#fff'\n").diagnostics)).toEqual([
      'site/config.yaml:5:5 error Missing required key `theme.colors.primary` (a colour: `#rgb`, `#rrggbb`, `rgb(…)`, `hsl(…)` or a CSS colour name)  config/missing-key',
    ]);
    const unknown = parse("  colors:\n    primary: '#2e8555'\n    secondary: '#fff'\n").diagnostics;
    expect(lines(unknown)).toEqual(['site/config.yaml:6:5 error Unknown key `theme.colors.secondary`  config/unknown-key']);
    expect(unknown[0]!.hint).toBe('expected one of `primary`, `primaryDark`');
  });

  it('takes codeColors by colour mode and kind of token, each a colour or { color, fontStyle }', () => {
    const { config, diagnostics } = parse("  codeColors:\n    dark:\n      background: '#282a36'\n      keyword: 'rgb(189, 147, 249)'\n      comment: { color: '#6272a4', fontStyle: italic }\n");
    expect(diagnostics).toEqual([]);
    expect(config!.theme.codeColors).toEqual({
      dark: {
        background: { color: { written: '#282a36', hex: '#282a36', at: { line: 6, column: 19 } } },
        keyword: { color: { written: 'rgb(189, 147, 249)', hex: '#bd93f9', at: { line: 7, column: 16 } } },
        comment: { color: { written: '#6272a4', hex: '#6272a4', at: { line: 8, column: 25 } }, fontStyle: 'italic' },
      },
    });
  });

  it('reports an unknown kind of token, a bad colour and a bad font style in codeColors at their lines', () => {
    const { config, diagnostics } = parse("  codeColors:\n    light:\n      keywords: '#000'\n      string: navy-ish\n      comment: { color: '#777', fontStyle: oblique }\n    dusk: {}\n");
    expect(config).toBeUndefined();
    expect(lines(diagnostics)).toEqual([
      'site/config.yaml:6:7 error Unknown key `theme.codeColors.light.keywords`  config/unknown-key',
      'site/config.yaml:7:15 error `theme.codeColors.light.string` must be an opaque colour (`#rgb`, `#rrggbb`, `rgb(…)`, `hsl(…)` or a CSS colour name), got `navy-ish`  config/invalid-value',
      'site/config.yaml:8:44 error `theme.codeColors.light.comment.fontStyle` must be one of `italic`, `normal`, got `oblique`  config/invalid-value',
      'site/config.yaml:9:5 error Unknown key `theme.codeColors.dusk`  config/unknown-key',
    ]);
    expect(diagnostics[0]!.hint).toBe('did you mean `theme.codeColors.light.keyword`?');
  });
});
