import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandColors, pageBackgrounds } from '../../src/styles/brand-colors.ts';
import { contrastRatio, darken, lighten, parseColor, toHex } from '../../src/styles/color.ts';
import { lines, repoRoot } from '../helpers.ts';

const rgb = (text: string) => parseColor(text)!;
const setting = (hex: string, line: number) => ({ written: hex, hex, at: { line, column: 14 } });
const backgrounds = pageBackgrounds(readFileSync(join(repoRoot, 'templates', 'styles.css'), 'utf8'));

describe('colours', () => {
  it('refuses what is not an opaque CSS colour', () => {
    for (const text of ['#12', '#12345', '#1234', 'rgb(1, 2)', 'rgba(1, 2, 3, 0.5)', 'rgb(1 2 3 / 50%)', 'hsl(1 2 3 4)', 'notacolor', 'transparent', 'currentColor', 'var(--x)']) {
      expect(parseColor(text), text).toBeUndefined();
    }
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio(rgb('black'), rgb('white'))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgb('#777'), rgb('#fff'))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(rgb('#fff'), rgb('#777'))).toBeCloseTo(4.48, 2);
  });

  it('lightens towards white and darkens by a share of the lightness', () => {
    expect(toHex(lighten(rgb('hsl(120 100% 20%)'), 0.5))).toBe(toHex(rgb('hsl(120 100% 60%)')));
    expect(toHex(darken(rgb('hsl(120 100% 50%)'), 0.2))).toBe(toHex(rgb('hsl(120 100% 40%)')));
  });
});

describe('brand colours', () => {
  it("reads the page backgrounds from docsgen's stylesheet", () => {
    expect([toHex(backgrounds.light), toHex(backgrounds.dark)]).toEqual(['#ffffff', '#16181d']);
  });

  it('derives the shades the stylesheet uses, for both modes', () => {
    const { css, diagnostics } = brandColors({ colors: { primary: setting('#4f34e6', 5) }, backgrounds, configFile: 'site/config.yaml' });
    expect(diagnostics).toEqual([]);
    // The default theme's own colour comes out close to its hand-picked dark-mode pair (#a494ff, #c0b5ff).
    expect(css).toBe(`/* theme.colors */
:root,
[data-theme='light'] {
  --color-primary: #4f34e6;
  --color-primary-hover: #371ad5;
  --color-primary-soft: #edebfd;
  --color-focus: #4f34e6;
}

[data-theme='dark'] {
  --color-primary: #a79af3;
  --color-primary-hover: #c1b8f6;
  --color-primary-soft: #302f43;
  --color-focus: #a79af3;
}
`);
  });

  it('warns about a colour that fails WCAG AA on either background, with a shade that passes', () => {
    const light = brandColors({ colors: { primary: setting('#8fd3ff', 5) }, backgrounds, configFile: 'site/config.yaml' }).diagnostics;
    expect(lines(light)).toEqual([
      'site/config.yaml:5:14 warning theme.colors.primary #8fd3ff has contrast 1.6:1 on the light background (#ffffff); WCAG AA needs 4.5:1 for text  theme/low-contrast',
    ]);
    expect(light[0]!.hint).toBe('links use this colour: choose a darker shade, e.g. `#0079c7`, or set `primaryDark` if this one is meant for dark mode');
    expect(contrastRatio(rgb('#0079c7'), backgrounds.light)).toBeGreaterThanOrEqual(4.5);

    const dark = brandColors({ colors: { primary: setting('#0b3d91', 5), primaryDark: setting('#1a3cff', 6) }, backgrounds, configFile: 'site/config.yaml' }).diagnostics;
    expect(lines(dark)).toEqual([
      'site/config.yaml:6:14 warning theme.colors.primaryDark #1a3cff has contrast 2.6:1 on the dark background (#16181d); WCAG AA needs 4.5:1 for text  theme/low-contrast',
    ]);
    expect(dark[0]!.hint).toMatch(/^links use this colour in dark mode: choose a lighter shade, e\.g\. `#[0-9a-f]{6}`$/);
  });

  it('checks the dark-mode colour it derives, and says to set primaryDark', () => {
    const { css, diagnostics } = brandColors({ colors: { primary: setting('#000080', 5) }, backgrounds, configFile: 'site/config.yaml' });
    expect(lines(diagnostics)).toEqual([
      'site/config.yaml:5:14 warning theme.colors.primary #000080 gives a dark-mode colour #4040ff (derived, lighter) with contrast 2.8:1 on the dark background (#16181d); WCAG AA needs 4.5:1 for text  theme/low-contrast',
    ]);
    expect(diagnostics[0]!.hint).toMatch(/^set `theme.colors.primaryDark` to a lighter colour for dark mode, e\.g\. `#[0-9a-f]{6}`$/);
    expect(css).toContain("[data-theme='dark'] {\n  --color-primary: #4040ff;");
  });
});
