import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SampleCounts } from '../samples/sample-counts.ts';
import type { SearchIndexOutput } from '../search/build-search-index.ts';
import type { BuildMemory } from '../site/build-memory.ts';
import type { StageTimer } from './stage-timer.ts';
import type { OutputFile } from './write-output.ts';

export interface BuildOptions {
  /** Site folder holding config.yaml; `site` by default. */
  siteDir?: string;
  /** Output folder; `build` by default. */
  outDir?: string;
  /** Folder relative paths are resolved against; `process.cwd()` by default. */
  cwd?: string;
  /** Write the output folder (default). With `false`, the files are only returned. */
  write?: boolean;
  /** Do not download the OpenAPI document; build from its cached copy. */
  offline?: boolean;
  /** Fail when the OpenAPI document cannot be downloaded, instead of using the cache. */
  strictRemote?: boolean;
  /** Collects time per stage (`--profile`). */
  timer?: StageTimer;
  /** Build pages and posts marked `draft: true` (`docsgen dev` does; production builds do not). */
  drafts?: boolean;
  /**
   * With `write: false`, leave pages unrendered until their file's `render()` is called
   * (`docsgen dev` renders a page when it is requested). Writing always renders lazily.
   */
  lazy?: boolean;
  /** Source maps beside the client script, whatever `components.sourceMaps` says (`docsgen dev`: the developer tools show the sources). */
  sourceMaps?: boolean;
  /**
   * Reuse compiled pages from earlier builds (default: on, in
   * `node_modules/.cache/docsgen/` of the working directory). False rebuilds everything.
   */
  cache?: boolean;
  /**
   * Pages compiled by the build before, kept in memory (`docsgen dev`, which calls
   * `startBuild` before each build of the whole site). Used only with the cache.
   */
  memory?: BuildMemory;
  /**
   * Name the stylesheet by a hash of its contents (default). `docsgen dev` turns it off, so
   * a CSS-only change leaves every page as it was and the stylesheet is swapped in place.
   */
  hashStylesheet?: boolean;
  /**
   * `docsgen dev`'s start-up: docs pages are compiled without highlighting their code (each
   * block is highlighted when its page renders, to the same HTML), and the sample checks do
   * not hold the build: `checkSamples` in the result runs them. Only with `lazy` and `write: false`.
   */
  quickStart?: boolean;
  /**
   * With `quickStart`: build only the docs or API page at this route, for `docsgen dev` to
   * answer its first requests before the whole site is compiled. The other pages are read
   * for their titles only (see loadSite), nothing is checked, and `files` holds that page
   * (absent when the route is no docs or API page), the 404 page and the assets.
   */
  onlyRoute?: string;
  /** Build only these locales of a translated site (`--locale`), or only its default one (`docsgen dev`); every configured one by default. */
  locales?: readonly string[] | 'default';
  /** Awaited now and then by the longest steps, so `docsgen dev` can answer a request in between (see dev/priority.ts). */
  pause?: () => Promise<void>;
}

export interface BuildResult {
  /** Output path (`sdk/cart/index.html`) → file. */
  files: Map<string, OutputFile>;
  /** Warnings (errors throw). Sorted by file and position. */
  diagnostics: Diagnostic[];
  /** Absolute output folder. */
  outDir: string;
  /** Number of HTML pages rendered: every route's and each locale's 404 page. */
  pageCount: number;
  /**
   * Number of HTML files of the static folders, copied as they are (a Docusaurus site's demo
   * pages, in each locale's folder): in the output, but not pages docsgen built.
   */
  staticHtmlCount: number;
  /** A build of some of a translated site's locales (`--locale`): those built, and the others, whose files in the output folder it left as they were. */
  locales?: { built: string[]; others: string[] };
  /**
   * The locales `--locale` asked for, when the build made every locale instead: the site's
   * locales changed since the output was built, and every page lists them (the dropdown, the
   * hreflang alternates).
   */
  relistedFrom?: string[];
  /** How many code samples of each kind were checked. */
  samples: SampleCounts;
  /** The search index, unless search is off. */
  search?: { pageCount: number; sectionCount: number; bytes: number };
  /**
   * With `lazy` and `write: false`, the search index is not built with the rest: this builds
   * it (once) when it is first needed, and its files are not in `files`.
   */
  searchIndex?: () => SearchIndexOutput;
  /** With `quickStart`: run the sample checks (`samples` counts none) and save what they cached. */
  checkSamples?: () => Promise<{ diagnostics: Diagnostic[]; counts: SampleCounts }>;
  /** Absolute paths of the `theme.customCss` files, which may lie outside the site folder. */
  stylesheetSources: string[];
  /** Files the site's components were built from, outside node_modules: `docsgen dev` watches those outside the site folder too. */
  componentSources: string[];
  /** The folders of the files the site's plugins watch (`getPathsToWatch`, their own modules), for `docsgen dev`. */
  pluginWatchFolders: string[];
}
