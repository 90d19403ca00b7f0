/** The codes of configuration, sidebars, front matter, blog, versions and the commands (see codes.ts). */
import type { CodeDoc } from './code-doc.ts';

export const CONFIG_CODES = {
  'config/missing-site': {
    severity: 'error',
    meaning: 'The site folder given to `--site` (`site` by default) does not exist. Exit code 2.',
    fix: 'Run the command from the folder that holds the site folder, or pass the right one: `docsgen build --site docs`. `docsgen init` creates a new site.',
  },
  'config/missing-file': {
    severity: 'error',
    meaning: 'A file the configuration names does not exist: `config.yaml` itself, a `theme.customCss` stylesheet, `samples.graphqlSchema` or a `samples.typescriptDeclarations` file (errors), or the favicon or a logo in `static/` (warnings).',
    fix: 'Create the file, or correct the path. Paths in config.yaml are relative to the site folder; favicon and logo paths are relative to `static/` (`/img/logo.svg` is `static/img/logo.svg`).',
  },
  'config/missing-docs': {
    severity: 'error',
    meaning: 'The docs folder (`docs.path`, `pages` by default) does not exist.',
    fix: 'Create the folder, point `docs.path` at the one you use, or set `docs.enabled: false` for a site without docs.',
  },
  'config/missing-doc': {
    severity: 'error',
    meaning: 'A navbar item of `type: doc` names a doc id that no page has.',
    fix: 'Use the page\'s id: its path in the docs folder without the extension (`guides/setup`), or its front matter `id` in place of the file name.',
  },
  'config/missing-sidebar': {
    severity: 'error',
    meaning: 'A navbar item of `type: docSidebar` names a sidebar that does not exist.',
    fix: 'Use one of the sidebar ids of sidebars.yaml (its top-level keys); the hint lists them.',
  },
  'config/missing-docs-section': {
    severity: 'error',
    meaning: 'A navbar item\'s `docsPluginId` names a docs section that `docs:` does not list.',
    fix: 'Use the `id` of one of the sections of `docs:` (the hint lists them), or leave `docsPluginId` out for the default docs.',
  },
  'config/unknown-version': {
    severity: 'error',
    meaning: '`docs.lastVersion`, `docs.onlyIncludeVersions` or `docs.versions` names a version that is neither `current` nor in `versions.json`. Exit code 2.',
    fix: 'Use a name from versions.json, or `current` for the docs folder; `docsgen version <name>` creates a version.',
  },
  'sidebars/missing-doc': {
    severity: 'error',
    meaning: 'A sidebar item names a doc id that no page has.',
    fix: 'Correct the id (a "did you mean" names the closest), or create the page. An id is the page\'s path in the docs folder without extension and number prefixes.',
  },
  'sidebars/doc-in-several-sidebars': {
    severity: 'warning',
    meaning: 'One page is listed as a `doc` item in two sidebars; it shows the first.',
    fix: 'Keep it in one sidebar, list it in the other as `{type: ref, id}`, or choose with `displayed_sidebar` in its front matter.',
  },
  'sidebars/invalid-category-file': {
    severity: 'error',
    meaning: 'A `_category_.json` or `_category_.yml` file cannot be read: bad JSON or YAML, or a value of the wrong type.',
    fix: 'Fix the file at the reported line; it takes `label`, `position`, `collapsed`, `collapsible`, `description` and `link`.',
  },
  'sidebars/no-openapi': {
    severity: 'error',
    meaning: 'A sidebar has a `type: openapi` item, but config.yaml has no `openapi:`.',
    fix: 'Configure the API reference under `openapi:`, or remove the item.',
  },
  'sidebars/openapi-without-id': {
    severity: 'error',
    meaning: 'The site has several APIs and a `type: openapi` item does not say which.',
    fix: 'Name the API: `{type: openapi, id: payments}`; the message lists the ids.',
  },
  'sidebars/unknown-openapi': {
    severity: 'error',
    meaning: 'A `type: openapi` item names an API id that `openapi:` does not have.',
    fix: 'Use one of the ids of `openapi:`; a "did you mean" names the closest.',
  },
  'front-matter/unclosed': {
    severity: 'error',
    meaning: 'A page starts with `---` but the front matter block is never closed.',
    fix: 'Close the block with a line of `---` after the last key.',
  },
  'front-matter/missing-doc': {
    severity: 'error',
    meaning: '`pagination_prev` or `pagination_next` names a doc id that no page has.',
    fix: 'Use an existing doc id, or `null` for no link.',
  },
  'front-matter/missing-sidebar': {
    severity: 'error',
    meaning: '`displayed_sidebar` names a sidebar that does not exist.',
    fix: 'Use a sidebar id of sidebars.yaml, or `null` to show no sidebar.',
  },
  'blog/missing-date': {
    severity: 'error',
    meaning: 'A blog post has no date: none in its front matter, none in its file or folder name.',
    fix: 'Name the file `YYYY-MM-DD-name.md`, add `date: 2025-01-20` to its front matter, or set `blog.undatedPosts: git` to date such posts by their first commit.',
  },
  'blog/date-rolled-over': {
    severity: 'warning',
    meaning: 'A post\'s date (front matter or file name) has a day past the end of its month, such as `2017-02-29`. The post is dated as Docusaurus dates it: the extra days run into the next month (`2017-03-01`).',
    fix: 'Write the day meant; the message names the day the post is dated.',
  },
  'blog/unknown-author': {
    severity: 'error',
    meaning: 'A post\'s `authors` names a key that the authors file does not have.',
    fix: 'Add the author to `blog/authors.yaml`, correct the key ("did you mean"), or write the author inline: `authors: [{name: Ada}]`.',
  },
  'blog/unknown-tag': {
    severity: 'checks.inlineTags',
    meaning: 'The blog has a tags file, and a post uses a tag it does not declare (an inline tag). As an error the build stops; as a warning, or ignored, the tag gets its page as if the file had it, with the tag as its label.',
    fix: 'Add the tag to `blog/tags.yaml`, or correct it ("did you mean"); `checks.inlineTags: ignore` allows inline tags.',
  },
  'blog/inline-author': {
    severity: 'checks.inlineAuthors',
    meaning: 'A post\'s `authors` writes an author in place (`{name: …}`) rather than naming a key of the authors file. The author is shown either way; reported when a site wants every author declared once (a Docusaurus project warns, as Docusaurus does, unless its `onInlineAuthors` says otherwise).',
    fix: 'Declare the author in `blog/authors.yaml` and name it by its key, or set `checks.inlineAuthors: ignore`.',
  },
  'blog/untruncated-post': {
    severity: 'checks.untruncatedPosts',
    meaning: 'A post has no truncate marker, so the blog\'s list pages show the whole post instead of an excerpt (a Docusaurus project warns, as Docusaurus does, unless its `onUntruncatedBlogPosts` says otherwise).',
    fix: 'Put `<!-- truncate -->` (`{/* truncate */}` in MDX) after the post\'s first paragraphs, or set `checks.untruncatedPosts: ignore`.',
  },
  'blog/truncate-inside-element': {
    severity: 'warning',
    meaning: 'A post\'s truncate marker (`<!-- truncate -->`, `{/* truncate */}`) is inside an element, so the part above it is not complete on its own; lists show the whole post.',
    fix: 'Move the marker between two top-level blocks (paragraphs, headings, components).',
  },
  'versions/invalid-file': {
    severity: 'error',
    meaning: '`versions.json` cannot be used: not valid JSON, not a list of names, a name listed twice or unsafe as a folder name, or a version whose `versioned_docs/version-<name>/` folder is missing. Exit code 2.',
    fix: 'Make it a JSON list of names, newest first (`["2.0", "1.0"]`), each with its folder; `docsgen version <name>` writes both.',
  },
  'versions/invalid-name': {
    severity: 'error',
    meaning: '`docsgen version <name>` was given a name that exists already, `current`, or one that is not a safe folder and route name. Exit code 2, nothing written.',
    fix: 'Use a new name of 1 to 32 letters, digits, `.`, `_` and `-`, such as `2.0`.',
  },
  'versions/missing-openapi': {
    severity: 'warning',
    meaning: 'A docs version has no copy of an OpenAPI document, so its reference documents the current document.',
    fix: 'Copy the document as it was for that version to `versioned_openapi/version-<name>/<cache path>`; `docsgen version` does this when it snapshots.',
  },
  'theme/low-contrast': {
    severity: 'warning',
    meaning: 'A `theme.colors` colour has less than WCAG AA\'s 4.5:1 contrast against its mode\'s page background, so links in it are hard to read.',
    fix: 'Use the shade the hint suggests, or set `primaryDark` when the colour is meant for dark mode.',
  },
  'theme/sass-error': {
    severity: 'error',
    meaning: 'A Sass stylesheet (`.scss` or `.sass`, in `theme.customCss` or imported by a component) does not compile; the message is Sass\'s.',
    fix: 'Fix the Sass at the reported line. docsgen compiles with the site\'s own `sass` package when it is installed, else with its own.',
  },
  'theme/unresolved-import': {
    severity: 'warning',
    meaning: 'A `theme.customCss` stylesheet (or one it imports) has an `@import` of a file docsgen does not find. Local imports are inlined into the site\'s stylesheet, as webpack\'s css-loader bundles them; this one is left as written, for the browser to request.',
    fix: 'Correct the path: relative to the importing stylesheet, `~package/file.css` or `package/file.css` for an installed package\'s file, `@site/…` from the site folder, or a root-relative `/file.css` for a file of `static/`.',
  },
  'theme/postcss-error': {
    severity: 'error',
    meaning: 'A PostCSS plugin that the site\'s plugins configure (`configurePostCss`, e.g. Tailwind) rejects a custom CSS file; the message is the PostCSS plugin\'s.',
    fix: 'Fix the CSS at the reported line (a Tailwind class in `@apply` that does not exist, …), or the plugin\'s settings.',
  },
  'docusaurus/config-syntax': {
    severity: 'error',
    meaning: 'The Docusaurus config (or a sidebars script) does not compile. Exit code 2.',
    fix: 'Fix the syntax at the reported line; the message is esbuild\'s.',
  },
  'docusaurus/config-threw': {
    severity: 'error',
    meaning: 'Running the Docusaurus config (or a sidebars script) threw an error. Exit code 2.',
    fix: 'Fix the error the message names; run the file with Node to see the whole stack, or build with `--verbose`.',
  },
  'docusaurus/invalid-config': {
    severity: 'error',
    meaning: 'The Docusaurus config does not export a config object, or a function that returns one. Exit code 2.',
    fix: 'Export it as `export default { … }` or `module.exports = { … }`.',
  },
  'docusaurus/missing-package': {
    severity: 'warning',
    meaning: 'The Docusaurus config imports a package that is not installed (a remark plugin, a search theme); docsgen stands in an empty module for it.',
    fix: 'Install the project\'s dependencies (`npm install`) if the package matters to the build; otherwise nothing to do.',
  },
  'docusaurus/missing-file': {
    severity: 'warning',
    meaning: 'A sidebars script imports a file that does not exist, usually one a plugin generates (`versions.json`, a generated `sidebar.ts`); docsgen reads it as an empty list.',
    fix: 'Nothing to do when the file is a plugin\'s output that docsgen replaces; otherwise create it or correct the import.',
  },
  'docusaurus/not-carried-over': {
    severity: 'warning',
    meaning: 'A Docusaurus setting, plugin or theme that docsgen does not read; the message says what docsgen does instead.',
    fix: 'Nothing, when what docsgen does instead suits you; otherwise see the hint, or the Docusaurus guide for what maps and what does not.',
  },
  'docusaurus/unknown-swizzle': {
    severity: 'warning',
    meaning: 'The project swizzles theme components that docsgen has no counterpart for; docsgen renders its own in their place. Only names an installed theme has (`@docusaurus/theme-classic`\'s `lib/theme`…) count: another module of `src/theme` is the site\'s own, importable as `@theme/<Name>`. A folder without an index module groups components, each named by its path (`Icon/ExternalLink`). A page component (`BlogListPage`, `DocTagDocListPage`…) swizzled as an ejected copy is named too: it reads the props Docusaurus gives its route, which docsgen does not make.',
    fix: 'Nothing to do for the build; to change those parts of the page, override the docsgen components of the same role (see theming). A page component changes docsgen\'s page when its swizzle wraps the original (`@theme-original/<Name>`, rendered with the props it is given).',
  },
  'migrate/usage': {
    severity: 'error',
    meaning: '`docsgen migrate` cannot run: the folder has no Docusaurus config, or already has the `config.yaml` or `sidebars.yaml` it would write. Exit code 2, nothing written.',
    fix: 'Pass the Docusaurus project folder with `--site`; move an existing config.yaml away to migrate again.',
  },
  'serve/missing-build': {
    severity: 'error',
    meaning: '`docsgen serve` found no build in the folder it was given. Exit code 2.',
    fix: 'Run `docsgen build` first, or pass the output folder with `--dir`.',
  },
  'output/unsafe-folder': {
    severity: 'error',
    meaning: 'The output folder is one docsgen will not replace: the current folder, `/`, the home folder, the site folder or a folder around or inside it, a path inside a file, or a non-empty folder docsgen did not create. Exit code 2, nothing touched.',
    fix: 'Choose another `--out`, or empty the folder. docsgen marks folders it created with `.docsgen-output`.',
  },
  'check-links/missing-file': {
    severity: 'error',
    meaning: 'A path given to `docsgen check-links` does not exist. Exit code 2: a hook that passes a wrong path fails instead of passing silently.',
    fix: 'Pass existing files or folders, relative to the current folder (`git diff --cached --name-only` gives them so).',
  },
} as const satisfies Record<string, CodeDoc>;
