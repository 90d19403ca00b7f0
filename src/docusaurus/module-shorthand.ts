/**
 * The package names Docusaurus tries for a preset, theme or plugin named in its config, in its
 * order: `classic` is `@docusaurus/preset-classic` (or `docusaurus-preset-classic`),
 * `@acme/docs` is `@acme/docs` or `@acme/docusaurus-preset-docs`, a bare scope `@acme` is
 * `@acme/docusaurus-preset`. A path is itself.
 */
import { resolveFrom } from '../shared/resolve-module.ts';
import { packageOfPath, packageOfSpecifier } from '../shared/package-name.ts';

export type ModuleKind = 'preset' | 'theme' | 'plugin';

export function moduleNames(name: string, kind: ModuleKind): string[] {
  if (name.startsWith('.') || name.startsWith('/') || /^[A-Za-z]:[\\/]/.test(name)) return [name];
  if (name.startsWith('@')) {
    const slash = name.indexOf('/');
    if (slash < 0) return [`${name}/docusaurus-${kind}`];
    return [name, `${name.slice(0, slash)}/docusaurus-${kind}-${name.slice(slash + 1)}`];
  }
  return [name, `@docusaurus/${kind}-${name}`, `docusaurus-${kind}-${name}`];
}

/** The first of a module's names that is installed for the site, resolved; undefined when none is. */
export async function resolveModule(siteDir: string, name: string, kind: ModuleKind): Promise<string | undefined> {
  return (await installedName(siteDir, name, kind))?.path;
}

/** The first of a module's names that is installed for the site, and where it resolves. */
export async function installedName(siteDir: string, name: string, kind: ModuleKind): Promise<{ name: string; path: string } | undefined> {
  for (const candidate of moduleNames(name, kind)) {
    const path = await resolveFrom(siteDir, candidate);
    if (path) return { name: candidate, path };
  }
  return undefined;
}

/** A package name from a name or a resolved path (`…/node_modules/@scope/name/lib/index.js` → `@scope/name`). */
export function packageOf(name: string): string {
  return packageOfPath(name) ?? packageOfSpecifier(name);
}

/** Whether a config's name (shorthand, package or resolved path) names this package: `content-docs` names `@docusaurus/plugin-content-docs`. */
export function namesPackage(name: string, pkg: string, kind: ModuleKind): boolean {
  return moduleNames(packageOf(name), kind).includes(pkg) || moduleNames(name, kind).includes(pkg);
}
