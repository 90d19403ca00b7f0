/** The package a bare module specifier names, without its subpath: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export function packageOfSpecifier(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The installed package a file belongs to (`…/node_modules/@scope/name/lib/x.js` → `@scope/name`),
 * by the last node_modules of its path: pnpm's pass through its store
 * (`node_modules/.pnpm/<id>/node_modules/<package>`). Undefined outside node_modules.
 */
export function packageOfPath(path: string): string | undefined {
  const after = path.split(/(?:^|[/\\])node_modules[/\\]/).slice(1).at(-1);
  return after === undefined ? undefined : packageOfSpecifier(after.replace(/\\/g, '/'));
}
