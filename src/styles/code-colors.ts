/**
 * `theme.codeColors` as CSS. Code blocks are highlighted once, with GitHub's light and dark
 * themes, and each token carries a class for the kind of token the theme colours it as
 * (TOKEN_CLASS, src/content/token-hast.ts); templates/styles.css gives each class its two
 * colours as custom properties. A site's own colours are those properties set again, after
 * docsgen's rules: the pages' HTML stays the same whatever the colours.
 */
import type { CodeColorRole, CodeColors, CodeColorsConfig, CodeTokenColor } from '../config/site-config.ts';

type TokenRole = Exclude<CodeColorRole, 'plain' | 'background'>;

/**
 * The token classes each kind colours, from the scopes GitHub's themes give each colour:
 * keyword and storage (red), strings (navy; regular expressions pale navy in dark mode),
 * constants, numbers and property names (blue), functions and types (purple), comments
 * (gray), tags and insertions (green), variables (orange), brackets (slate), deletions and
 * invalid code (crimson).
 */
const ROLE_CLASSES: ReadonlyArray<[string, TokenRole, TokenRole?]> = [
  ['t-red', 'keyword'],
  ['t-navy', 'string'],
  ['t-navy-pale', 'regex', 'string'],
  ['t-blue', 'constant'],
  ['t-purple', 'function'],
  ['t-gray', 'comment'],
  ['t-green', 'tag'],
  ['t-orange', 'variable'],
  ['t-slate', 'punctuation'],
  ['t-crimson', 'deleted'],
];

/** Each mode and its selector: pages are written with `data-theme` on <html>, so a mode's colours never reach the other. */
const MODES = [
  ['light', "[data-theme='light']"],
  ['dark', "[data-theme='dark']"],
] as const;

/** A token's declarations in one mode: its colour as the mode's property, and its font style. */
function declarations(token: CodeTokenColor, mode: 'light' | 'dark'): string {
  return `--shiki-${mode}: ${token.color.hex};${token.fontStyle ? ` font-style: ${token.fontStyle};` : ''}`;
}

/** The rules of one mode's colours. */
function modeRules(colors: CodeColors, mode: 'light' | 'dark', scope: string): string[] {
  const rules: string[] = [];
  // Blocks only: inline code keeps the page's --color-code-bg, readable in the text around it.
  const block = [colors.background && `  --color-code-block-bg: ${colors.background.color.hex};`, colors.plain && `  --color-code-block-text: ${colors.plain.color.hex};`].filter(Boolean);
  if (block.length) rules.push(`${scope} {\n${block.join('\n')}\n}`);
  // The block's text: an inline property on <pre> (Shiki's), which only an important rule outweighs.
  if (colors.plain) {
    rules.push(`${scope} .shiki { --shiki-${mode}: ${colors.plain.color.hex} !important; }`);
    rules.push(`${scope} .shiki .t-plain { ${declarations(colors.plain, mode)} }`);
  }
  for (const [className, role, fallback] of ROLE_CLASSES) {
    const token = colors[role] ?? (fallback ? colors[fallback] : undefined);
    if (token) rules.push(`${scope} .shiki .${className} { ${declarations(token, mode)} }`);
  }
  return rules;
}

/** The stylesheet's part for `theme.codeColors`: empty when no colour is set. */
export function codeColorsCss(config: CodeColorsConfig): string {
  const rules = MODES.flatMap(([mode, scope]) => (config[mode] ? modeRules(config[mode], mode, scope) : []));
  return rules.length ? ['/* theme.codeColors */', ...rules, ''].join('\n') : '';
}
