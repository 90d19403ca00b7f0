/** The package a bare module specifier names, without its subpath: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export function packageOfSpecifier(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}
