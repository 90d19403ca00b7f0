/**
 * The components a Docusaurus site swizzled (`src/theme/<Name>`) and those a theme package has
 * (`lib/theme/<Name>`), by the name `@theme/` imports them with: nested parts are named with
 * their folder (`DocItem/Layout`), as the classic theme names them.
 */
import { readdirSync, type Dirent } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const MODULE = /\.[cm]?[jt]sx?$/;
const INDEX = /^index\.[cm]?[jt]sx?$/;

function entries(dir: string): Dirent[] {
  try {
    // A component is a folder or a module; a README or a stylesheet beside them is none.
    return readdirSync(dir, { withFileTypes: true }).filter((entry) => !entry.name.startsWith('.') && (entry.isDirectory() || MODULE.test(entry.name)));
  } catch {
    return [];
  }
}

/**
 * The components under a theme folder. In a site's folder (`every: false`) a folder with an
 * index is one component, its other files its own; a folder without one holds components
 * (`src/theme/DocItem/Layout`). In a theme package's (`every: true`) every module is one.
 */
export function themeComponentNames(dir: string, options: { every: boolean }, prefix = ''): string[] {
  const found = entries(dir);
  const names: string[] = [];
  const hasIndex = found.some((entry) => entry.isFile() && INDEX.test(entry.name));
  if (prefix && hasIndex) names.push(prefix.slice(0, -1));
  if (prefix && hasIndex && !options.every) return names;
  for (const entry of found) {
    if (entry.isDirectory()) names.push(...themeComponentNames(join(dir, entry.name), options, `${prefix}${entry.name}/`));
    else if (!INDEX.test(entry.name)) names.push(prefix + entry.name.replace(MODULE, ''));
  }
  return names;
}

/** The file of a swizzled component: `src/theme/<Name>/index.*`, or `src/theme/<Name>.*`; the folder when neither is found. */
export function componentFile(dir: string, name: string): string {
  const folder = join(dir, name);
  const inFolder = entries(folder).find((entry) => entry.isFile() && INDEX.test(entry.name));
  if (inFolder) return join(folder, inFolder.name);
  const alone = entries(dirname(folder)).find((entry) => entry.isFile() && entry.name.replace(MODULE, '') === basename(name));
  return alone ? join(dirname(folder), alone.name) : folder;
}
