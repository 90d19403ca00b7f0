import { NAMED_COLORS } from './named-colors.ts';

/** An opaque sRGB colour, channels from 0 to 255 (not rounded until written). */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** What `parseColor` accepts, for messages. */
export const COLOR_FORMS = '`#rgb`, `#rrggbb`, `rgb(…)`, `hsl(…)` or a CSS colour name';

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** A number, or a percentage of `full`; undefined when it is neither. */
function channel(text: string, full: number): number | undefined {
  const match = /^(-?(?:\d+\.?\d*|\.\d+))(%?)$/.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]);
  return match[2] ? (value / 100) * full : value;
}

function hue(text: string): number | undefined {
  const match = /^(-?(?:\d+\.?\d*|\.\d+))(deg|turn)?$/.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]) * (match[2] === 'turn' ? 360 : 1);
  return ((value % 360) + 360) % 360;
}

/** The arguments of `name(a, b, c)` or `name(a b c)`; a `/ alpha` part makes it translucent, which is refused. */
function functionArguments(text: string, names: readonly string[]): string[] | undefined {
  const match = /^([a-z]+)\(\s*([^()]*?)\s*\)$/.exec(text);
  if (!match || !names.includes(match[1]!)) return undefined;
  const parts = match[2]!.includes(',') ? match[2]!.split(/\s*,\s*/) : match[2]!.split(/\s+/);
  return parts.length === 3 ? parts : undefined;
}

/**
 * Parse an opaque CSS colour: `#rgb`, `#rrggbb`, `rgb()`, `hsl()` (comma or space
 * separated) or a named colour. Translucent colours are refused: their contrast depends on
 * what is under them.
 */
export function parseColor(input: string): Rgb | undefined {
  const text = input.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1] ?? NAMED_COLORS.get(text);
  if (hex !== undefined) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return { r: parseInt(full.slice(0, 2), 16), g: parseInt(full.slice(2, 4), 16), b: parseInt(full.slice(4, 6), 16) };
  }
  const rgb = functionArguments(text, ['rgb', 'rgba']);
  if (rgb) {
    const [r, g, b] = rgb.map((part) => channel(part, 255));
    if (r === undefined || g === undefined || b === undefined) return undefined;
    return { r: clamp(r, 0, 255), g: clamp(g, 0, 255), b: clamp(b, 0, 255) };
  }
  const hsl = functionArguments(text, ['hsl', 'hsla']);
  if (hsl) {
    const h = hue(hsl[0]!);
    const [s, l] = hsl.slice(1).map((part) => channel(part, 100));
    if (h === undefined || s === undefined || l === undefined) return undefined;
    return fromHsl({ h, s: clamp(s, 0, 100) / 100, l: clamp(l, 0, 100) / 100 });
  }
  return undefined;
}

/** `#rrggbb`. */
export function toHex(color: Rgb): string {
  return `#${[color.r, color.g, color.b].map((value) => Math.round(clamp(value, 0, 255)).toString(16).padStart(2, '0')).join('')}`;
}

/** Hue in degrees, saturation and lightness from 0 to 1. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function toHsl({ r, g, b }: Rgb): Hsl {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === red ? ((green - blue) / d + 6) % 6 : max === green ? (blue - red) / d + 2 : (red - green) / d + 4;
  return { h: h * 60, s, l };
}

export function fromHsl({ h, s, l }: Hsl): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return { r: (r + m) * 255, g: (g + m) * 255, b: (b + m) * 255 };
}

/** Move the HSL lightness `amount` (0–1) of the way to white. */
export function lighten(color: Rgb, amount: number): Rgb {
  const hsl = toHsl(color);
  return fromHsl({ ...hsl, l: hsl.l + (1 - hsl.l) * amount });
}

/** Reduce the HSL lightness by `amount` (0–1) of itself, as Docusaurus's colour generator does. */
export function darken(color: Rgb, amount: number): Rgb {
  const hsl = toHsl(color);
  return fromHsl({ ...hsl, l: hsl.l * (1 - amount) });
}

/** `weight` (0–1) of `color` over `base`, mixed in sRGB. */
export function mix(color: Rgb, base: Rgb, weight: number): Rgb {
  const blend = (a: number, b: number): number => a * weight + b * (1 - weight);
  return { r: blend(color.r, base.r), g: blend(color.g, base.g), b: blend(color.b, base.b) };
}

/** @see https://www.w3.org/TR/WCAG21/#dfn-relative-luminance */
function luminance(color: Rgb): number {
  const linear = (value: number): number => {
    const c = Math.round(value) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

/** WCAG contrast ratio, from 1 to 21. @see https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
