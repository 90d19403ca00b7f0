import { loadConfig, type LoadedConfig } from '../config/load-config.ts';
import type { SiteConfig } from '../config/site-config.ts';
import { initHighlighter } from '../content/highlight.ts';
import { hasErrors } from '../diagnostics/diagnostic.ts';
import type { ExampleChecks } from '../samples/run-sample-checks.ts';
import { loadSite, type ApiDocument, type LoadedSite } from '../site/load-site.ts';
import { assertSiteFolder } from '../site/site-folder.ts';
import { failBuild, type BuildRun } from './build-run.ts';
import { fitHeapToDocument } from './heap-growth.ts';

/** The site as loaded, and the checker of its API documents' examples (already at work). */
export interface LoadedForBuild {
  loaded: LoadedSite;
  /** Resolves once the example checkers have loaded; absent for one page's build, which checks nothing. */
  checkers?: Promise<ExampleChecks>;
}

/** The site's config, read once for every locale of the build. */
export async function loadBuildConfig(run: BuildRun): Promise<LoadedConfig> {
  await assertSiteFolder(run.siteDir, run.cwd);
  return loadConfig(run.siteDir, run.cwd);
}

/**
 * Load the config and plugins, run the plugins' content lifecycle and compile every page,
 * post and API reference. Fails the build on an error.
 */
export async function loadForBuild(run: BuildRun, loadedConfig?: LoadedConfig): Promise<LoadedForBuild> {
  const { options, only, cache, timer } = run;
  // The API documents' own examples are checked on another thread from the moment each is
  // read, before the reference is compiled: the checkers load while the site does, so the
  // check starts synchronously.
  let examples: ExampleChecks | undefined;
  const checkers = only !== undefined ? undefined : import('../samples/run-sample-checks.ts').then((module) => (examples = new module.ExampleChecks(cache)));
  checkers?.catch(() => undefined);
  const loaded = await loadSite({
    siteDir: run.siteDir,
    cwd: run.cwd,
    outDir: run.outDir,
    timer,
    onApiDocument: (api: ApiDocument, config: SiteConfig) => {
      fitHeapToDocument(api.document.text.length);
      if (only === undefined) void examples?.start(api, run.siteDir, config);
    },
    ...(cache ? { cache } : {}),
    ...(options.memory ? { memory: options.memory } : {}),
    ...(options.offline !== undefined ? { offline: options.offline } : {}),
    ...(options.strictRemote !== undefined ? { strictRemote: options.strictRemote } : {}),
    ...(options.drafts ? { includeDrafts: true } : {}),
    ...(run.quickStart ? { highlight: 'defer' as const } : {}),
    ...(only !== undefined ? { onlyRoute: only } : {}),
    ...(options.pause ? { pause: options.pause } : {}),
    ...(loadedConfig ? { loadedConfig } : {}),
    ...(run.templates ? { templates: run.templates } : {}),
    ...(run.spill ? { spill: run.spill } : {}),
    ...(run.searchWorker ? { searchWorker: run.searchWorker } : {}),
  });
  // Pages from the cache did not start the highlighter, and their deferred blocks need it to render.
  if (run.quickStart) await initHighlighter();
  await cache?.save();
  if (hasErrors(loaded.diagnostics)) failBuild(loaded.diagnostics);
  return { loaded, ...(checkers ? { checkers } : {}) };
}
