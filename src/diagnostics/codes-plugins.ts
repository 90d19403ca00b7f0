/** The codes of plugins: the site's remark and rehype plugins and its Docusaurus-style plugins (see codes.ts). */
import type { CodeDoc } from './code-doc.ts';

export const PLUGIN_CODES = {
  'plugins/not-found': {
    severity: 'error',
    meaning: 'A plugin named in the config cannot be found: a package that is not installed in the site\'s project, or a path that does not exist (paths are relative to the site folder). Exit code 2.',
    fix: 'Install the package (`npm install --save-dev remark-math`), or correct the path.',
  },
  'plugins/not-installed': {
    severity: 'warning',
    meaning: 'A plugin or theme a Docusaurus config lists (or the classic preset adds for `gtag`, `googleAnalytics`, `googleTagManager`) is not installed in the project, so it does not run: the pages, scripts or tags it adds are left out.',
    fix: 'Install the project\'s dependencies (`npm install`); if the plugin is no longer wanted, remove it from the config.',
  },
  'plugins/invalid': {
    severity: 'error',
    meaning: 'A module named as a plugin does not export one: a remark or rehype plugin is a function (its default export), a Docusaurus plugin a function of `(context, options)`. Exit code 2.',
    fix: 'Check that the config names the plugin itself, not a package that only contains one; for a module with several exports, point at the file of the plugin.',
  },
  'plugins/invalid-options': {
    severity: 'error',
    meaning: 'A plugin refused its options, or a theme its part of `themeConfig`: its `validateOptions` or `validateThemeConfig` (Docusaurus\'s checks, which also fill in defaults) threw; the message is the plugin\'s. Exit code 2.',
    fix: 'Correct the options as the message says; the plugin\'s documentation lists them.',
  },
  'plugins/failed': {
    severity: 'error',
    meaning: 'A plugin threw in one of its lifecycle methods (`loadContent`, `contentLoaded`, `postBuild`…), or its plugin function threw. The build stops, and the previous output stays as it was.',
    fix: 'The message names the plugin, the method and, when its stack shows it, the line of the plugin\'s file that threw; `--verbose` prints the whole stack trace.',
  },
  'plugins/missing-file': {
    severity: 'warning',
    meaning: 'A lifecycle method of a plugin failed on a file it needs: the file is absent (an `ENOENT`, or an absolute path its error names that does not exist), or it is empty (a placeholder of zero bytes the method read) and the method failed parsing it. As for the network (`plugins/offline`), the build goes on without what that method gives — its content, routes and data, tags, or what `postBuild` writes after the build — and the message names the plugin, the method, the file and what is left out.',
    fix: 'Add the real file (the library sources, fonts or images the plugin reads) to include what the plugin gives. Any other error a plugin throws stops the build (`plugins/failed`).',
  },
  'plugins/offline': {
    severity: 'warning',
    meaning: 'A plugin could not reach the network: its plugin function or a lifecycle method threw a network failure (`fetch failed`, `ENOTFOUND`, `ECONNREFUSED`, a timeout…). The build goes on without what that gives — the whole plugin when its function failed; its content, and the methods given it, when `loadContent` did; the routes and data, tags or files of the method otherwise; a page importing, through the plugin\'s alias, a file it would have generated gets an empty one, and a page whose components read its data (`usePluginData`) is built without its content, with a warning of its own — and the message names the plugin, the method, the host and what is left out.',
    fix: 'Build with the network to include it. Any other error a plugin throws stops the build (`plugins/failed`).',
  },
  'plugins/uncaught-error': {
    severity: 'error',
    meaning: 'Code of the site — a plugin, a remark or rehype plugin, a component — threw outside any step docsgen awaits: in a timer, an event handler, or a promise nobody awaited. Node would end the process with a stack trace; docsgen ends the command with this error at the line that threw (the first frame of the site\'s code, else of a package\'s), and the previous output stays as it was.',
    fix: 'Fix the code at that line; `--verbose` prints the whole stack trace. A plugin that waits on a timer for something docsgen does not do (all pages transformed at once, links already rewritten) may need its own option to skip that step.',
  },
  'plugins/unsupported': {
    severity: 'warning',
    meaning: 'A plugin uses something docsgen does not run: a lifecycle method it does not know (`extendCli`, `getSwizzleComponentList`…), a part of `configureWebpack`\'s result with no esbuild counterpart, or a route\'s `context` (`addRoute({ context })`, which Docusaurus gives `useRouteContext()` as `data`). The rest of the plugin runs.',
    fix: 'Nothing, when the plugin works without it; otherwise the message says what is left out.',
  },
} as const satisfies Record<string, CodeDoc>;
