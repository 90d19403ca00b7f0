import { checkSite } from '../checks/check-site.ts';
import { hasErrors, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { buildRoutes, type Route } from '../routes/build-routes.ts';
import type { LoadedSite } from '../site/load-site.ts';
import type { BuildOptions, BuildResult } from './build-options.ts';
import { failBuild, startRun, type BuildRun } from './build-run.ts';
import { loadForBuild } from './load-stage.ts';
import { renderSite } from './render-site.ts';
import { startSampleStage } from './sample-stage.ts';
import { startSearch } from './search-stage.ts';
import { buildSiteChrome } from './site-chrome.ts';
import { outputFiles, writeSite } from './write-stage.ts';

export type { BuildOptions, BuildResult };

/** The site's routes, with its links and anchors checked; one page's build routes that page and checks nothing. */
function routeSite(run: BuildRun, loaded: LoadedSite): { routes: Route[]; diagnostics: Diagnostic[] } {
  if (run.only === undefined) return run.timer.timeSync('links', () => checkSite(loaded));
  return { routes: buildRoutes(loaded.routes).routes.filter((route) => route.page.route === run.only), diagnostics: [] };
}

/**
 * Build a site: load its plugins and content (running their lifecycle), route and check it,
 * render every route and write the output folder (see writeOutput). Throws DocsgenError on
 * user errors; the previous output is then untouched.
 */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const run = await startRun(options);
  const { timer, cache } = run;
  const { loaded, checkers } = await loadForBuild(run);
  await options.pause?.();
  const { routes, diagnostics } = routeSite(run, loaded);
  timer.expect('render', 'pages rendered', routes.length);
  const samples = await startSampleStage(run, loaded, checkers);
  // Each stage's errors fail the build together with the samples' problems, as one report.
  if (hasErrors(diagnostics)) await samples.settle(diagnostics);
  const chrome = await buildSiteChrome(run, loaded, diagnostics);
  if (hasErrors(diagnostics)) await samples.settle(diagnostics);
  const search = startSearch(run, loaded, routes, chrome.site);
  const sampleResults = await samples.settle(diagnostics);

  // Pages render as they are written (an unchanged page of the previous output is never rendered).
  const rendered = renderSite({ ...(loaded.components.theme ? { theme: loaded.components.theme } : {}), routes, site: chrome.site, timer, lazy: run.write || options.lazy === true, keyed: cache !== undefined, ...(cache && !run.write ? { cache } : {}) });
  diagnostics.push(...rendered.diagnostics);
  if (hasErrors(diagnostics)) failBuild(diagnostics);
  const files = outputFiles(run, loaded, routes, chrome, search, rendered.files);
  if (run.write) diagnostics.push(...(await writeSite(run, loaded, routes, files, search)));
  // A build of the whole site has read or written every cache entry it needs: the rest may go.
  await cache?.save({ compact: run.only === undefined });
  return {
    files,
    diagnostics: sortDiagnostics(diagnostics),
    outDir: run.outDir,
    pageCount: rendered.pageCount,
    samples: sampleResults.counts,
    ...(search.summary() ? { search: search.summary()! } : {}),
    ...(search.onDemand ? { searchIndex: search.onDemand } : {}),
    ...(run.quickStart ? { checkSamples: async () => {
      const checked = await samples.checkLater();
      return { diagnostics: sortDiagnostics(checked.diagnostics), counts: checked.counts };
    } } : {}),
    stylesheetSources: chrome.css.sources,
    componentSources: loaded.components.inputs.filter((path) => !/[/\\]node_modules[/\\]/.test(path)),
    pluginWatchFolders: loaded.plugins?.watchFolders ?? [],
  };
}
