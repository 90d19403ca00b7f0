/** The codes of plugins: the site's remark and rehype plugins and its Docusaurus-style plugins (see codes.ts). */
import type { CodeDoc } from './code-doc.ts';

export const PLUGIN_CODES = {
  'plugins/not-found': {
    severity: 'error',
    meaning: 'A plugin named in the config cannot be found: a package that is not installed in the site\'s project, or a path that does not exist (paths are relative to the site folder). Exit code 2.',
    fix: 'Install the package (`npm install --save-dev remark-math`), or correct the path.',
  },
  'plugins/invalid': {
    severity: 'error',
    meaning: 'A module named as a plugin does not export one: a remark or rehype plugin is a function (its default export), a Docusaurus plugin a function of `(context, options)`. Exit code 2.',
    fix: 'Check that the config names the plugin itself, not a package that only contains one; for a module with several exports, point at the file of the plugin.',
  },
} as const satisfies Record<string, CodeDoc>;
