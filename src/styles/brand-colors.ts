import type { ColorSetting, ThemeColorsConfig } from '../config/site-config.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { contrastRatio, darken, fromHsl, lighten, mix, parseColor, toHex, toHsl, type Rgb } from './color.ts';

/** WCAG 2.x AA minimum for body-size text; links are text. */
const AA_TEXT = 4.5;

/** The page background of each colour mode. */
export interface PageBackgrounds {
  light: Rgb;
  dark: Rgb;
}

/**
 * The page backgrounds (`--color-bg`) declared by docsgen's stylesheet: the first rule for
 * `:root` (light) and for `[data-theme='dark']` that sets it. Read from the CSS so the
 * contrast check follows the theme.
 */
export function pageBackgrounds(css: string): PageBackgrounds {
  const found: Partial<PageBackgrounds> = {};
  for (const rule of css.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
    const value = /--color-bg\s*:\s*([^;]+);/.exec(rule[2]!)?.[1];
    const color = value === undefined ? undefined : parseColor(value);
    if (!color) continue;
    const selectors = rule[1]!.replace(/\/\*[^]*?\*\//g, '').split(',').map((selector) => selector.trim());
    if (selectors.includes(':root')) found.light ??= color;
    if (selectors.some((selector) => /^\[data-theme=['"]?dark['"]?\]$/.test(selector))) found.dark ??= color;
  }
  if (!found.light || !found.dark) throw new Error("templates/styles.css must set --color-bg in its `:root` and `[data-theme='dark']` rules");
  return { light: found.light, dark: found.dark };
}

/** One decimal, rounded down, so a colour that fails never reads as 4.5:1. */
const ratioText = (ratio: number): string => `${Math.floor(ratio * 10) / 10}:1`;

/** The nearest shade of `color` (same hue and saturation) that passes AA on `background`. */
function passingShade(color: Rgb, background: Rgb, direction: 'darker' | 'lighter'): string {
  const hsl = toHsl(color);
  for (let l = hsl.l; l >= 0 && l <= 1; l += direction === 'darker' ? -0.01 : 0.01) {
    const shade = fromHsl({ ...hsl, l });
    if (contrastRatio(shade, background) >= AA_TEXT) return toHex(shade);
  }
  return direction === 'darker' ? '#000000' : '#ffffff';
}

/** The CSS variables the theme derives from its primary colour, for one mode. */
function variables(primary: Rgb, background: Rgb, mode: 'light' | 'dark'): string[] {
  // The default theme's own pairs follow these ratios: hover one step away from the
  // background, and a soft tint of the colour over the background for highlights.
  const hover = mode === 'light' ? darken(primary, 0.15) : lighten(primary, 0.3);
  const soft = mix(primary, background, mode === 'light' ? 0.1 : 0.18);
  return [
    `  --color-primary: ${toHex(primary)};`,
    `  --color-primary-hover: ${toHex(hover)};`,
    `  --color-primary-soft: ${toHex(soft)};`,
    `  --color-focus: ${toHex(primary)};`,
  ];
}

/**
 * The CSS that sets the brand colour in both modes (the dark one derived from `primary`
 * when `primaryDark` is not given), and a warning for each mode whose colour fails WCAG AA
 * as text on that mode's page background, located at the colour in config.yaml.
 */
export function brandColors(options: { colors: ThemeColorsConfig; backgrounds: PageBackgrounds; configFile: string }): { css: string; diagnostics: Diagnostic[] } {
  const { colors, backgrounds, configFile } = options;
  const light = parseColor(colors.primary.hex)!;
  // Halfway to white in lightness: the default theme's #4f34e6 → #a494ff is about that step.
  const dark = colors.primaryDark ? parseColor(colors.primaryDark.hex)! : lighten(light, 0.5);
  const diagnostics: Diagnostic[] = [];
  const warn = (setting: ColorSetting, message: string, hint: string): void => {
    diagnostics.push({ code: 'theme/low-contrast', severity: 'warning', message, file: configFile, line: setting.at.line, column: setting.at.column, hint });
  };
  const lightRatio = contrastRatio(light, backgrounds.light);
  if (lightRatio < AA_TEXT) {
    warn(
      colors.primary,
      `theme.colors.primary ${colors.primary.written} has contrast ${ratioText(lightRatio)} on the light background (${toHex(backgrounds.light)}); WCAG AA needs ${AA_TEXT}:1 for text`,
      `links use this colour: choose a darker shade, e.g. \`${passingShade(light, backgrounds.light, 'darker')}\`, or set \`primaryDark\` if this one is meant for dark mode`,
    );
  }
  const darkRatio = contrastRatio(dark, backgrounds.dark);
  if (darkRatio < AA_TEXT) {
    const suggestion = passingShade(dark, backgrounds.dark, 'lighter');
    if (colors.primaryDark) {
      warn(
        colors.primaryDark,
        `theme.colors.primaryDark ${colors.primaryDark.written} has contrast ${ratioText(darkRatio)} on the dark background (${toHex(backgrounds.dark)}); WCAG AA needs ${AA_TEXT}:1 for text`,
        `links use this colour in dark mode: choose a lighter shade, e.g. \`${suggestion}\``,
      );
    } else {
      warn(
        colors.primary,
        `theme.colors.primary ${colors.primary.written} gives a dark-mode colour ${toHex(dark)} (derived, lighter) with contrast ${ratioText(darkRatio)} on the dark background (${toHex(backgrounds.dark)}); WCAG AA needs ${AA_TEXT}:1 for text`,
        `set \`theme.colors.primaryDark\` to a lighter colour for dark mode, e.g. \`${suggestion}\``,
      );
    }
  }
  const css = [
    '/* theme.colors */',
    ":root,\n[data-theme='light'] {",
    ...variables(light, backgrounds.light, 'light'),
    '}',
    '',
    "[data-theme='dark'] {",
    ...variables(dark, backgrounds.dark, 'dark'),
    '}',
    '',
  ].join('\n');
  return { css, diagnostics };
}
