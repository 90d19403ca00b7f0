/**
 * A Docusaurus site's Prism themes (`themeConfig.prism.theme` and `darkTheme`, objects of
 * prism-react-renderer's form: `plain` and `styles` by Prism token type) as docsgen's
 * `theme.codeColors`: each kind of token docsgen colours apart takes the colour Prism gives
 * the token types of that kind, the first of them the theme styles. A kind whose types the
 * theme leaves unstyled shows the theme's plain colour, as Prism shows them.
 */
import type { CodeColorRole } from '../config/site-config.ts';
import { parseColor, toHex } from '../styles/color.ts';
import { defined, isObj, str, type Obj } from './mapping.ts';

/** docsgen's kinds of token (CODE_COLOR_ROLES) and the Prism token types that are that kind, first preferred. */
const PRISM_TYPES: ReadonlyArray<[Exclude<CodeColorRole, 'plain' | 'background'>, string[]]> = [
  ['keyword', ['keyword']],
  ['string', ['string']],
  ['regex', ['regex']],
  ['constant', ['number', 'constant', 'boolean', 'property']],
  ['function', ['function', 'class-name']],
  ['comment', ['comment']],
  ['tag', ['tag']],
  ['variable', ['variable']],
  ['punctuation', ['punctuation']],
  ['deleted', ['deleted']],
];

type PrismStyle = Obj & { color?: string; fontStyle?: string };

/** A colour docsgen reads as `#rrggbb` (an alpha channel dropped); undefined when it is none. */
const hex = (value: unknown): string | undefined => {
  const rgb = typeof value === 'string' ? parseColor(value) : undefined;
  return rgb && toHex(rgb);
};

const tokenColor = (color: string, fontStyle: string | undefined): string | Obj => (fontStyle === 'italic' || fontStyle === 'normal' ? { color, fontStyle } : color);

/** Each token type's style, later entries over earlier ones as Prism applies them; entries for some languages only are left out. */
function stylesByType(theme: Obj): Map<string, PrismStyle> {
  const byType = new Map<string, PrismStyle>();
  for (const entry of Array.isArray(theme.styles) ? theme.styles : []) {
    if (!isObj(entry) || !isObj(entry.style) || !Array.isArray(entry.types) || entry.languages !== undefined) continue;
    for (const type of entry.types) {
      if (typeof type !== 'string') continue;
      byType.set(type, { ...byType.get(type), ...defined({ color: hex(entry.style.color), fontStyle: str(entry.style.fontStyle) }) });
    }
  }
  return byType;
}

/** One Prism theme as the colours of one mode; undefined when it is no theme (no plain colour). */
export function mapPrismTheme(theme: unknown): Obj | undefined {
  if (!isObj(theme) || !isObj(theme.plain)) return undefined;
  const plain = hex(theme.plain.color);
  if (!plain) return undefined;
  const colors: Obj = { plain: tokenColor(plain, str(theme.plain.fontStyle)) };
  const background = hex(theme.plain.backgroundColor);
  if (background) colors.background = background;
  const styles = stylesByType(theme);
  for (const [role, types] of PRISM_TYPES) {
    const style = types.map((type) => styles.get(type)).find((found) => found !== undefined);
    // A regular expression unstyled keeps the string colour (see code-colors.ts); any other kind shows as plain text.
    if (!style && role === 'regex') continue;
    colors[role] = tokenColor(style?.color ?? plain, style?.fontStyle);
  }
  return colors;
}

/** `themeConfig.prism`'s themes as `theme.codeColors`: `darkTheme` in dark mode, else `theme` in both, as Docusaurus shows them. */
export function mapPrismThemes(prism: Obj): Obj | undefined {
  const light = mapPrismTheme(prism.theme);
  // Its own object: the mapped config is written as YAML, where the same object twice would be an alias.
  const dark = mapPrismTheme(prism.darkTheme) ?? mapPrismTheme(prism.theme);
  return light || dark ? defined({ light, dark }) : undefined;
}
