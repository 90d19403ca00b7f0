/**
 * The component bundle with the site's (or a theme plugin's) layout overrides, where one
 * override that cannot be bundled (it imports a `@theme/…` module docsgen lacks, a package
 * that is not installed) gives way to docsgen's own part instead of failing the bundle as a
 * whole: one located warning names the part, where it fails and what is missing, and the
 * other parts and the pages build as they are. Docusaurus would fail the build there; docsgen
 * keeps its own part, as it does for a part that throws (build/theme-parts.ts).
 */
import { hasErrors, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { displayPath } from '../shared/paths.ts';
import { bundlePages, type BundlePagesOptions, type PageModuleInput, type PagesBundle } from './bundle-pages.ts';
import { cachedBundlePages } from './bundle-cache.ts';
import { themeOverridesModule, type ThemePart } from './theme-modules.ts';

/** The module of the layout overrides, before it is generated: its parts, and where its imports resolve from. */
export interface ThemeModuleInput {
  name: string;
  /** A file in the folder of the overrides (its imports resolve from there). */
  path: string;
  parts: readonly ThemePart[];
}

/** The theme module of `parts` as a bundle input; undefined when there are none. */
function themeInput(theme: ThemeModuleInput, parts: readonly ThemePart[]): PageModuleInput | undefined {
  const code = themeOverridesModule(parts);
  return code === undefined ? undefined : { name: theme.name, code, path: theme.path };
}

/** The first error of bundling `part` on its own, or undefined when it bundles. */
async function partError(part: ThemePart, theme: ThemeModuleInput, options: BundlePagesOptions): Promise<Diagnostic | undefined> {
  const input = { name: `theme-part:${part.name}`, code: `import * as part from ${JSON.stringify(part.file)};\nexport default part;\n`, path: theme.path };
  const { cache: _cache, ...uncached } = options;
  const checked = await bundlePages([input], { ...uncached, checkOnly: true });
  return checked.diagnostics.find((d) => d.severity === 'error');
}

/** The warning of a part left out: at the failing import, naming the part's file when the failure is deeper. */
function leftOutWarning(part: ThemePart, error: Diagnostic, cwd: string): Diagnostic {
  const file = part.file.startsWith('@') ? part.file : displayPath(cwd, part.file);
  const where = file === error.file ? '' : ` (${file} imports it)`;
  return {
    code: 'components/theme-part-failed',
    severity: 'warning',
    message: `\`${part.name}\` of the theme cannot be bundled: ${error.message}${where}; docsgen's own \`${part.name}\` is used`,
    file: error.file,
    ...(error.line !== undefined ? { line: error.line, column: error.column ?? 1 } : {}),
    ...(error.hint ? { hint: error.hint } : {}),
  };
}

/**
 * Bundle the pages with the theme module (and `extra` modules: the link probe). When the bundle
 * fails, each override is bundled on its own: those that fail are left out, with a warning each,
 * and the bundle is made again without them. A failure of the pages' own stays as it is.
 */
export async function bundleWithThemeFallback(
  inputs: readonly PageModuleInput[],
  theme: ThemeModuleInput | undefined,
  extra: readonly PageModuleInput[],
  options: BundlePagesOptions,
): Promise<{ bundle: PagesBundle; theme?: PageModuleInput; parts: readonly ThemePart[] }> {
  const full = theme && themeInput(theme, theme.parts);
  const bundle = await cachedBundlePages([...inputs, ...(full ? [full] : []), ...extra], options);
  if (!theme || !full || !hasErrors(bundle.diagnostics)) return { bundle, ...(full ? { theme: full } : {}), parts: theme?.parts ?? [] };
  const errors = await Promise.all(theme.parts.map((part) => partError(part, theme, options)));
  if (errors.every((error) => error === undefined)) return { bundle, theme: full, parts: theme.parts };
  const warnings = theme.parts.flatMap((part, index) => (errors[index] ? [leftOutWarning(part, errors[index], options.cwd)] : []));
  const parts = theme.parts.filter((_part, index) => !errors[index]);
  const kept = themeInput(theme, parts);
  const again = await cachedBundlePages([...inputs, ...(kept ? [kept] : []), ...extra], options);
  return { bundle: { ...again, diagnostics: [...warnings, ...again.diagnostics] }, ...(kept ? { theme: kept } : {}), parts };
}
