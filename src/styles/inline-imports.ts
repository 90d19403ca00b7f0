/**
 * Where a custom stylesheet's `@import` leads, read as webpack's css-loader reads it for
 * Docusaurus, which bundles the imported file in its place: relative to the importing file
 * first, then as a package's file (`~` before a package name says so outright), `@site/`
 * from the site folder. An import of another origin (`https:`, `//`) or of a root-relative
 * path (`/fonts.css`, a file of `static/`) stays an `@import` for the browser.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { packageOfSpecifier } from '../shared/package-name.ts';

export interface ImportRule {
  /** The URL or path as written. */
  target: string;
  /** What follows it: media queries, `supports(…)`, `layer(…)`. */
  conditions: string;
}

const IMPORT = /^@import\s+(?:url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)|"([^"]*)"|'([^']*)')\s*([^;]*?)\s*;$/is;

export function parseImport(rule: string): ImportRule | undefined {
  const match = IMPORT.exec(rule.trim());
  if (!match) return undefined;
  const target = match.slice(1, 6).find((part) => part !== undefined)!;
  return { target, conditions: match[6] ?? '' };
}

/** An import the browser follows: another origin, a data URL, a path from the site's root. */
export const importStaysForBrowser = (target: string): boolean => /^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(target);

const isFile = (path: string): boolean => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/** The file an `@import` of `fromFile` names, or undefined when there is none. */
export function resolveImport(target: string, fromFile: string, siteDir: string): string | undefined {
  if (target.startsWith('@site/')) {
    const inSite = join(siteDir, target.slice('@site/'.length));
    return isFile(inSite) ? inSite : undefined;
  }
  const named = target.startsWith('~');
  const request = named ? target.slice(1) : target;
  if (!named) {
    const relative = resolve(dirname(fromFile), request);
    if (isFile(relative)) return relative;
    if (/^\.{1,2}\//.test(request)) return undefined;
  }
  return packageStylesheet(request, fromFile);
}

/** A package's file (`pkg/dist/x.css`), or the stylesheet of a package named alone (`exports` `style` condition, `style` field). */
function packageStylesheet(request: string, fromFile: string): string | undefined {
  const require = createRequire(fromFile);
  try {
    const found = require.resolve(request);
    if (/\.(?:css|scss|sass)$/i.test(found)) return found;
  } catch {
    // Not a file Node resolves: a package's stylesheet by its manifest, below.
  }
  const name = packageOfSpecifier(request);
  if (name !== request) return undefined;
  for (const folder of require.resolve.paths(name) ?? []) {
    const manifestPath = join(folder, name, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { style?: string; exports?: unknown };
    const root = (manifest.exports as Record<string, unknown> | undefined)?.['.'] ?? manifest.exports;
    const style = typeof root === 'object' && root !== null ? (root as { style?: unknown }).style : undefined;
    const file = typeof style === 'string' ? style : manifest.style;
    return file && isFile(join(folder, name, file)) ? join(folder, name, file) : undefined;
  }
  return undefined;
}

/** The imported CSS inside the rule's conditions, as an `@import … print` applies it only there. */
export function withinConditions(css: string, conditions: string): string {
  let rest = conditions.trim();
  let layer: string | undefined;
  let supports: string | undefined;
  const layered = /^layer(?:\(([^)]*)\))?(?=\s|$)\s*/i.exec(rest);
  if (layered) {
    layer = layered[1]?.trim() ?? '';
    rest = rest.slice(layered[0].length);
  }
  const supported = /^supports\(((?:[^()]|\([^()]*\))*)\)\s*/i.exec(rest);
  if (supported) {
    supports = supported[1]!.trim();
    rest = rest.slice(supported[0].length);
  }
  let out = css;
  if (rest) out = `@media ${rest} {\n${out}\n}`;
  if (supports !== undefined) out = `@supports (${supports.replace(/^\((.*)\)$/, '$1')}) {\n${out}\n}`;
  if (layer !== undefined) out = `@layer${layer ? ` ${layer}` : ''} {\n${out}\n}`;
  return out;
}
