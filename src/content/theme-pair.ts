/**
 * Shiki colours a block in two themes by tokenizing it once per theme: the grammar's work,
 * most of highlighting, done twice over for the same tokens. github-light and github-dark
 * have the same rules for the same scopes in the same order and differ only in colours, so
 * one theme whose every colour stands for a (light, dark) pair of them resolves each token
 * to the rule both would. The registry keeps that theme; each theme's pass reads its own
 * side of the pair, and the grammar answers the second pass over a block from the first
 * (tokenized-lines.ts, which also answers a line met before in another block).
 * Tokens end where either theme's colour changes, as when the two passes are aligned, so
 * the HTML is the same (tests compare it with Shiki's own two passes).
 */
import type { HighlighterCore, ThemeRegistrationResolved } from 'shiki/core';
import { TokenizedLines, type Grammar } from './tokenized-lines.ts';

const PAIRED = 'docsgen-paired-themes';

type Primitive = ReturnType<HighlighterCore['getInternalContext']>;

interface PairedTheme {
  theme: ThemeRegistrationResolved;
  /** A paired colour → the light and dark colours it stands for, upper case as the registry writes colours. */
  sides: Map<string, [string, string]>;
}

/** The theme whose colours stand for pairs; undefined when the two themes' rules differ in more than colour. */
function pairThemes(light: ThemeRegistrationResolved, dark: ThemeRegistrationResolved): PairedTheme | undefined {
  if (light.settings.length !== dark.settings.length) return undefined;
  const codes = new Map<string, string>();
  const sides = new Map<string, [string, string]>();
  const codeOf = (lightColour: string | undefined, darkColour: string | undefined): string | undefined | false => {
    if (lightColour === undefined || darkColour === undefined) return lightColour === darkColour ? undefined : false;
    const key = `${lightColour}\n${darkColour}`;
    let code = codes.get(key);
    if (!code) {
      code = `#${(codes.size + 1).toString(16).padStart(6, '0').toUpperCase()}`;
      codes.set(key, code);
      sides.set(code, [lightColour.toUpperCase(), darkColour.toUpperCase()]);
    }
    return code;
  };
  const settings: ThemeRegistrationResolved['settings'] = [];
  for (const [index, rule] of light.settings.entries()) {
    const other = dark.settings[index]!;
    if (JSON.stringify(rule.scope) !== JSON.stringify(other.scope) || rule.settings.fontStyle !== other.settings.fontStyle) return undefined;
    const foreground = codeOf(rule.settings.foreground, other.settings.foreground);
    const background = codeOf(rule.settings.background, other.settings.background);
    if (foreground === false || background === false) return undefined;
    settings.push({ ...rule, settings: { ...rule.settings, foreground, background } });
  }
  const fg = codeOf(light.fg, dark.fg);
  const bg = codeOf(light.bg, dark.bg);
  if (!fg || !bg) return undefined;
  return { theme: { ...light, name: PAIRED, settings, fg, bg, colors: { ...light.colors, 'editor.foreground': fg, 'editor.background': bg } }, sides };
}

/** A grammar of a highlighter whose themes are paired, and the light and dark colour of each of its tokens' colour ids. */
export interface PairedGrammar {
  grammar: Grammar;
  /** The two themes' names, light first. */
  themes: readonly [string, string];
  light: readonly string[];
  dark: readonly string[];
}

const pairedGrammars = new WeakMap<HighlighterCore, (lang: string) => PairedGrammar>();

/** The grammar of `lang` (loaded) in `shiki` with the colours of both its themes; undefined when tokenizeThemesOnce did not pair them. */
export function pairedGrammar(shiki: HighlighterCore, lang: string): PairedGrammar | undefined {
  return pairedGrammars.get(shiki)?.(lang);
}

/**
 * Make `shiki` tokenize once for its two themes `light` and `dark` (see above); false, and
 * nothing changed, when their rules differ in more than colour.
 */
export function tokenizeThemesOnce(shiki: HighlighterCore, light: string, dark: string): boolean {
  const primitive: Primitive = shiki.getInternalContext();
  const paired = pairThemes(primitive.getTheme(light), primitive.getTheme(dark));
  if (!paired) return false;
  primitive.loadThemeSync(paired.theme);
  const { colorMap } = primitive.setTheme(PAIRED);
  const sideOf = (side: 0 | 1): string[] => colorMap.map((colour) => paired.sides.get(colour.toUpperCase())?.[side] ?? colour);
  const colourMaps = new Map([
    [light, sideOf(0)],
    [dark, sideOf(1)],
  ]);
  // Tokens hold the colours of the registry's theme: when it changes, what was remembered is wrong.
  const lines = new TokenizedLines();
  let registryTheme: unknown = PAIRED;
  const setTheme = primitive.setTheme.bind(primitive);
  const useTheme = (name: Parameters<Primitive['setTheme']>[0]) => {
    if (name !== registryTheme) lines.clear();
    registryTheme = name;
    return setTheme(name);
  };
  primitive.setTheme = (name) => {
    const colours = typeof name === 'string' ? colourMaps.get(name) : undefined;
    if (!colours) return useTheme(name);
    if (registryTheme !== PAIRED) useTheme(PAIRED);
    return { theme: primitive.getTheme(name), colorMap: colours };
  };
  pairedGrammars.set(shiki, (lang) => {
    primitive.setTheme(light);
    return { grammar: primitive.getLanguage(lang), themes: [light, dark], light: colourMaps.get(light)!, dark: colourMaps.get(dark)! };
  });
  const answered = new WeakSet<Grammar>();
  const getLanguage = primitive.getLanguage.bind(primitive);
  primitive.getLanguage = (name) => {
    const grammar = getLanguage(name);
    if (!answered.has(grammar)) {
      answered.add(grammar);
      lines.remember(grammar);
    }
    return grammar;
  };
  return true;
}
