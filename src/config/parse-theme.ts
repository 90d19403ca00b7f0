import { isMap, isScalar, isSeq, type Node } from 'yaml';
import { didYouMean } from '../diagnostics/diagnostic.ts';
import { COLOR_FORMS, parseColor, toHex } from '../styles/color.ts';
import { NAMED_COLORS } from '../styles/named-colors.ts';
import { CODE_COLOR_ROLES, type CodeColors, type CodeTokenColor, type ColorSetting, type ThemeConfig } from './site-config.ts';
import { array, custom, INVALID, object, oneOf, positionOf, report, string, withPosition, wrongType, type Infer, type Parsed, type ValidationContext } from './yaml-schema.ts';

const color = custom<ColorSetting>(`a colour: ${COLOR_FORMS}`, (node, ctx, path) => {
  if (!isScalar(node) || typeof node.value !== 'string') return wrongType(node, ctx, path, `a colour (${COLOR_FORMS})`);
  const rgb = parseColor(node.value);
  if (!rgb) {
    const guess = /^[a-z]+$/i.test(node.value) ? didYouMean(node.value.toLowerCase(), NAMED_COLORS.keys()) : undefined;
    report(
      ctx,
      node,
      'invalid-value',
      `\`${path}\` must be an opaque colour (${COLOR_FORMS}), got \`${node.value}\``,
      guess ? `did you mean \`${guess}\`?` : 'e.g. `#2e8555`, `rgb(46 133 85)` or `hsl(146 49% 35%)`',
    );
    return INVALID;
  }
  return { written: node.value.trim(), hex: toHex(rgb), at: positionOf(node, ctx) };
});

const colorsObject = object({ primary: color, primaryDark: color }, { required: ['primary'] });

/**
 * `primary: #2e8555` is a key with an empty value: YAML reads an unquoted `#` after a space
 * as a comment. Say so where the `#` is, instead of the generic "got an empty value".
 */
function unquotedHashes(node: Node, ctx: ValidationContext, path: string): boolean {
  if (!isMap(node)) return false;
  let found = false;
  for (const pair of node.items) {
    const value = pair.value as Node | null;
    if (value !== null && !(isScalar(value) && value.value === null)) continue;
    const keyEnd = (pair.key as Node | null)?.range?.[1];
    if (keyEnd === undefined) continue;
    const lineEnd = ctx.source.indexOf('\n', keyEnd);
    const rest = ctx.source.slice(keyEnd, lineEnd === -1 ? undefined : lineEnd);
    const hash = /^\s*:\s+(#[0-9a-f]{3,8})\b/i.exec(rest);
    if (!hash) continue;
    const offset = keyEnd + rest.indexOf('#');
    const key = String((pair.key as { value?: unknown }).value);
    report(ctx, { range: [offset, offset, offset] }, 'invalid-value', `\`${path}.${key}\` is empty: YAML reads the unquoted \`${hash[1]}\` as a comment`, `quote it: \`${key}: '${hash[1]}'\``);
    found = true;
  }
  return found;
}

const colors = custom<Infer<typeof colorsObject>>(
  colorsObject.expected,
  (node, ctx, path) => (unquotedHashes(node, ctx, path) ? INVALID : colorsObject.parse(node, ctx, path)),
  { kind: 'same', inner: colorsObject },
);

const tokenColorObject = object({ color, fontStyle: oneOf(['italic', 'normal'] as const) }, { required: ['color'] });

/** A token's colour: the colour alone, or `{ color, fontStyle }`. */
const tokenColor = custom<CodeTokenColor>(`a colour (${COLOR_FORMS}) or { color, fontStyle }`, (node, ctx, path) => {
  if (isMap(node)) return unquotedHashes(node, ctx, path) ? INVALID : tokenColorObject.parse(node, ctx, path);
  const one = color.parse(node, ctx, path);
  return one === INVALID ? INVALID : { color: one };
});

const codeColorsOfMode = custom<CodeColors>(
  'a mapping of token kinds to colours',
  (node, ctx, path) => {
    if (unquotedHashes(node, ctx, path)) return INVALID;
    const parsed = object(Object.fromEntries(CODE_COLOR_ROLES.map((role) => [role, tokenColor])) as Record<(typeof CODE_COLOR_ROLES)[number], typeof tokenColor>).parse(node, ctx, path);
    return parsed === INVALID ? INVALID : (parsed as CodeColors);
  },
);

const codeColors = object({ light: codeColorsOfMode, dark: codeColorsOfMode });

const cssPath = withPosition(string());

/** One path or a list of paths, as Docusaurus accepts. */
const customCss = custom<Array<Infer<typeof cssPath>>>('a path or a list of paths', (node, ctx, path): Parsed<Array<Infer<typeof cssPath>>> => {
  if (isSeq(node)) return array(cssPath).parse(node, ctx, path);
  if (isScalar(node) && typeof node.value === 'string') {
    const one = cssPath.parse(node, ctx, path);
    return one === INVALID ? INVALID : [one];
  }
  return wrongType(node, ctx, path, 'a path or a list of paths (relative to the site folder)');
});

/** `theme:` in config.yaml: custom stylesheets, the brand colour and the code colours. */
export const themeSchema = object({ customCss, colors, codeColors });

/** The theme settings with defaults filled in. */
export function fillTheme(input: Infer<typeof themeSchema> | undefined): ThemeConfig {
  return {
    customCss: (input?.customCss ?? []).map((entry) => ({ path: entry.value, at: entry.at })),
    colors: input?.colors ?? null,
    codeColors: input?.codeColors ?? null,
  };
}
