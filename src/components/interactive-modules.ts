/**
 * Which of a site's component files run in the browser without saying so. Docusaurus hydrates
 * every page, so a component there keeps its state, effects and event handlers in the browser
 * without a 'use client' line; docsgen hydrates only islands. With `components.hydrateInteractive`
 * (on for a Docusaurus project), a component file that holds behaviour the server's HTML cannot
 * carry becomes an island as if it started with 'use client'; the rest stay HTML.
 */
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { foldersUp } from '../shared/paths.ts';

/**
 * Hooks that give the same on the server and in the browser: build-time data (the site's
 * config, plugins' data, the page's location) and React's memo, ref and context hooks. Any other
 * hook call — React's state and effects, a library's or the site's own (`useStore()`) — is
 * taken for behaviour.
 */
const SAME_IN_BROWSER = new Set(['useActiveVersion', 'useActiveDocContext', 'useActivePlugin', 'useActivePluginAndVersion', 'useVersions', 'useLatestVersion', 'useDocsData', 'useAllDocsData', 'useDocVersionSuggestions', 'useDocsVersionCandidates', 'useDocusaurusContext', 'useBaseUrl', 'useBaseUrlUtils', 'useBrokenLinks', 'useGlobalData', 'usePluginData', 'useAllPluginInstancesData', 'useThemeConfig', 'usePluralForm', 'useLocation', 'useMemo', 'useCallback', 'useContext', 'useRef', 'useId', 'useDebugValue', 'useImperativeHandle']);

/** A hook call (`useState(`, `React.useEffect(`, `useStore<T>(`), a JSX event handler (`onClick={…}`), Docusaurus's `<BrowserOnly>`. */
const HOOK_CALL = /\b(use[A-Z]\w*)\s*[(<]/g;
const HANDLER = /\son[A-Z][A-Za-z]*=\{|<BrowserOnly\b/;

/** An ES module's `export`: a CommonJS file's exports cannot be wrapped one by one. */
const ESM_EXPORT = /^\s*export\s/m;

/** Whether a site's module (its source text) is an ES module with behaviour that needs the browser. */
export function holdsBehaviour(text: string): boolean {
  if (!ESM_EXPORT.test(text)) return false;
  if (HANDLER.test(text)) return true;
  for (const match of text.matchAll(HOOK_CALL)) if (!SAME_IN_BROWSER.has(match[1]!)) return true;
  return false;
}

/**
 * Whether `file` is a component file of the site that may become an island on its own: one that
 * may hold JSX, and not a theme component — a swizzled one (`theme/`, `src/theme/`) or one of a
 * theme's folder (`getThemePath`) — which docsgen renders as its layout or Markdown's elements
 * at build time (a theme's `MDXComponents/A` with a click handler would make every link an
 * island); the components they import become islands instead.
 */
export function implicitClientCandidate(file: string, siteDir: string, themePaths: readonly string[] = []): boolean {
  // A `.ts` file has no JSX: hooks and helpers, which the components importing them carry along.
  if (/\.[cm]?ts$/.test(file)) return false;
  if (inOtherPackage(file, siteDir)) return false;
  return ![join(siteDir, 'theme'), join(siteDir, 'src', 'theme'), ...themePaths.map(realFolder)].some((folder) => file.startsWith(folder.replace(/[\\/]+$/, '') + sep));
}

/** The folder of the package.json nearest above each folder asked about ('' for none): asked for every component file loaded. */
const packageRoots = new Map<string, string>();

function packageRootOf(folder: string): string {
  let root = packageRoots.get(folder);
  if (root === undefined) packageRoots.set(folder, (root = [...foldersUp(folder)].find((each) => existsSync(join(each, 'package.json'))) ?? ''));
  return root;
}

/**
 * Whether `file` belongs to a package of its own, not to the site: a workspace package, which
 * the bundler reaches outside node_modules by its real path (lexical's 800 KB `dist/` build).
 * Its exports are a library's, not the site's components; a component of it that runs in the
 * browser says so with 'use client'. A file of the site's own package, or of a folder above
 * the site's without a package.json of its own (`../shared/components`), is the site's.
 */
function inOtherPackage(file: string, siteDir: string): boolean {
  const root = packageRootOf(dirname(file));
  if (root === '') return false;
  const prefix = root.replace(/[\\/]+$/, '') + sep;
  return !(siteDir + sep).startsWith(prefix) && !root.startsWith(siteDir.replace(/[\\/]+$/, '') + sep);
}

/**
 * Whether `file` is a theme's `LiveCodeBlock` component (the site's `src/theme/LiveCodeBlock`,
 * or a theme's, such as `@docusaurus/theme-live-codeblock`'s): a live code block's playground
 * edits and runs its code in the browser, so it is an island although it is a theme component.
 */
export function liveCodeBlockFile(file: string, siteDir: string, themePaths: readonly string[] = []): boolean {
  return [join(siteDir, 'theme'), join(siteDir, 'src', 'theme'), ...themePaths.map(realFolder)].some((folder) => {
    const prefix = folder.replace(/[\\/]+$/, '') + sep;
    return file.startsWith(prefix) && /^LiveCodeBlock(?:[\\/]index)?\.[cm]?[jt]sx?$/.test(file.slice(prefix.length));
  });
}

const realFolders = new Map<string, string>();

/** A theme folder as the bundler names its files: a workspace theme is reached through a symlink in node_modules. */
function realFolder(folder: string): string {
  let real = realFolders.get(folder);
  if (real === undefined) {
    try {
      real = realpathSync(folder);
    } catch {
      real = folder;
    }
    realFolders.set(folder, real);
  }
  return real;
}
