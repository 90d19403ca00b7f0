/**
 * What to do about an import esbuild could not resolve: a path is checked, and a package is
 * installed, by name, with the package that imports it named when that is not the site's own
 * code (a peer dependency the site did not install, as `styled-components` for `@styled-icons/*`).
 */
import { packageOfPath as installedPackageOf, packageOfSpecifier as packageOf } from '../shared/package-name.ts';

/** The hint for `specifier`, imported by `file` (as shown to the user), that does not resolve. */
export function unresolvedHint(specifier: string, file: string): string {
  // A webpack loader chain (`!!raw-loader!./x.js`) imports the module at its end.
  const target = specifier.split('!').at(-1)!;
  if (/^(?:\.{1,2}\/|\/|[a-zA-Z]:[\\/])/.test(target) || target.startsWith('@site/')) {
    return 'check the path (relative to the file, or `@site/…` from the site folder)';
  }
  if (/^@theme(?:-original|-init)?\//.test(target)) return 'check the component\'s name: no theme of the site (its `src/theme`, its themes\' and docsgen\'s) has it';
  const name = packageOf(target);
  const importer = installedPackageOf(file);
  return importer && importer !== name
    ? `\`${importer}\` imports \`${name}\`, which is not installed (a peer dependency is the site's to install): run \`npm install ${name}\` in the site folder`
    : `check the name, or install \`${name}\` in the site folder (\`npm install ${name}\`)`;
}
