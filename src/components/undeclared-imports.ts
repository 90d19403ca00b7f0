/**
 * Packages a site's file imports without any package.json listing them. npm installs such a
 * package only as another package's dependency, hoisted to the top of node_modules in that
 * package's version, which need not be the one the file was written for (dyte's website imports
 * `@faker-js/faker` and gets postman-collection's 5.5.3, which has no `faker.person`). When a
 * module throws while it loads, these are named in the error's hint.
 */
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join } from 'node:path';
import { packageOfSpecifier } from '../shared/package-name.ts';
import { foldersUp } from '../shared/paths.ts';

/** The specifier of an `import … from`, `export … from`, bare `import '…'`, `import('…')` or `require('…')`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"\n]+)['"]/g;

/** Docusaurus's module names and aliases, which are no packages. */
const ALIASES = /^@(?:site|theme|theme-original|theme-init|generated)(?:\/|$)/;

/** The package a bare specifier names; undefined for a relative, absolute or built-in one, or an alias. */
const packageName = (specifier: string): string | undefined => (/^[./]/.test(specifier) || specifier.includes(':') || isBuiltin(specifier) || ALIASES.test(specifier) ? undefined : packageOfSpecifier(specifier));

function readJson(path: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}


const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

/** The package.json files from `dir` up: the project's, and a workspace root's, which installs for the whole tree. */
function manifestsFrom(dir: string): Array<Record<string, unknown>> {
  return [...foldersUp(dir)].flatMap((folder) => {
    const manifest = readJson(join(folder, 'package.json'));
    return manifest ? [manifest] : [];
  });
}

const lists = (manifest: Record<string, unknown>, name: string): boolean => DEPENDENCY_FIELDS.some((field) => Object.hasOwn((manifest[field] as Record<string, unknown> | undefined) ?? {}, name));

/** The version of `name` that Node finds from `dir`, as node_modules holds it; undefined when none is installed. */
function installedVersion(name: string, dir: string): string | undefined {
  for (const folder of foldersUp(dir)) {
    const manifest = readJson(join(folder, 'node_modules', name, 'package.json'));
    if (manifest) return typeof manifest.version === 'string' ? manifest.version : '';
  }
  return undefined;
}

/**
 * The installed packages `file` imports that no package.json from its folder up lists, with the
 * version installed; none for a project with no package.json, where nothing is declared.
 */
export function undeclaredImports(file: string): Array<{ name: string; version: string }> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const dir = dirname(file);
  const manifests = manifestsFrom(dir);
  if (!manifests.length) return [];
  const names = new Set([...text.matchAll(SPECIFIER)].flatMap(([, specifier]) => packageName(specifier!) ?? []));
  return [...names].flatMap((name) => {
    if (manifests.some((manifest) => lists(manifest, name))) return [];
    const version = installedVersion(name, dir);
    return version === undefined ? [] : [{ name, version }];
  });
}

/** The sentence of a load error's hint naming the packages the module that threw (`file`, shown as `shown`) imports that no package.json lists. */
export function undeclaredImportsHint(file: string, shown: string): string | undefined {
  const found = undeclaredImports(file);
  if (!found.length) return undefined;
  const list = found.map(({ name, version }) => `\`${name}\`${version ? ` (${version} installed)` : ''}`).join(', ');
  const them = found.length === 1 ? 'it' : 'them';
  return `\`${shown}\` imports ${list}, which no package.json lists: npm installed ${them} only as another package's dependency, in that package's version; add ${them} to package.json in the version the code is written for (\`npm install ${found.map(({ name }) => name).join(' ')}\`)`;
}
