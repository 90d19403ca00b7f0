import { checkSite, type OriginalPages } from '../checks/check-site.ts';
import { checkThemeParts } from './theme-parts.ts';
import type { LoadedConfig } from '../config/load-config.ts';
import { hasErrors, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { buildRoutes, type Route } from '../routes/build-routes.ts';
import { addSampleCounts } from '../samples/sample-counts.ts';
import type { LoadedSite } from '../site/load-site.ts';
import { localeRuns, missingTranslations, type LocaleRun } from '../i18n/locale-runs.ts';
import { mergeLocaleDiagnostics, mergeLocaleFiles } from '../i18n/merge-locales.ts';
import { localeScope, localesKey } from '../i18n/locales.ts';
import type { BuildOptions, BuildResult } from './build-options.ts';
import { failBuild, startRun, type BuildRun } from './build-run.ts';
import { loadBuildConfig, loadForBuild } from './load-stage.ts';
import { readOutputLocales } from './output-update.ts';
import type { OutputFile } from './output-files.ts';
import { renderSite } from './render-site.ts';
import { startSampleStage, type SampleStage } from './sample-stage.ts';
import type { OutputSummary } from '../plugins/output-plugin.ts';
import { startOutputPlugins } from '../site/output-plugins.ts';
import { buildSiteChrome, type SiteChrome } from './site-chrome.ts';
import { LocaleTemplates } from '../site/locale-templates.ts';
import { startLocaleOutput, type LocaleOutput } from './locale-output.ts';
import { outputFiles, writeSite, type WrittenLocale } from './write-stage.ts';
import { releaseChecked } from './release-checked.ts';

export type { BuildOptions, BuildResult };

/**
 * The site's routes, with its links and anchors checked (another locale's against the default
 * locale's pages, `original`); one page's build routes that page and checks nothing.
 */
function routeSite(run: BuildRun, loaded: LoadedSite, original?: OriginalPages): { routes: Route[]; diagnostics: Diagnostic[]; pages?: OriginalPages } {
  if (run.only === undefined) return run.timer.timeSync('links', () => checkSite(loaded, { cwd: run.cwd, ...(original ? { original } : {}) }));
  return { routes: buildRoutes(loaded.routes, { trailingSlash: loaded.config.trailingSlash }).routes.filter((route) => route.page.route === run.only), diagnostics: [] };
}

/**
 * The locales `--locale` asked for, when the site's locales changed since the output was built
 * (`key`, see localesKey): the other locales' pages list the old ones, so every locale is built.
 * Undefined when building those asked for keeps the output consistent.
 */
async function localesChanged(run: BuildRun, key: string | undefined, requested: BuildOptions['locales']): Promise<string[] | undefined> {
  if (!run.write || key === undefined || !Array.isArray(requested) || !requested.length) return undefined;
  const previous = await readOutputLocales(run.outDir);
  return previous !== undefined && previous !== key ? [...requested] : undefined;
}

/** One locale of the site, built up to its files (pages render as they are written). */
interface LocaleBuild extends WrittenLocale {
  files: Map<string, OutputFile>;
  diagnostics: Diagnostic[];
  chrome: SiteChrome;
  pageCount: number;
  /** The static folders' HTML files it copies as they are (no page of its own at their path). */
  staticHtmlCount: number;
  samples: Awaited<ReturnType<SampleStage['settle']>>;
  sampleStage: SampleStage;
  /** Its pages' headings, which the other locales' translations are checked against. */
  pages?: OriginalPages;
}

/** Load, route, check and render one locale of the site (the only one of a site in one language) with its config. */
async function buildLocale(run: BuildRun, config: LoadedConfig, prefix: string, original?: OriginalPages): Promise<LocaleBuild> {
  const { timer, cache, options } = run;
  // The plugins loaded and their lifecycle run (every loadContent, then every contentLoaded): pages, routes, files.
  const { loaded, checkers } = await loadForBuild(run, config);
  await options.pause?.();
  const { routes, diagnostics, pages } = routeSite(run, loaded, original);
  timer.expect('render', 'pages rendered', routes.length);
  const samples = await startSampleStage(run, loaded, checkers);
  // Each stage's errors fail the build together with the samples' problems, as one report.
  if (hasErrors(diagnostics)) await samples.settle(diagnostics);
  const chrome = await buildSiteChrome(run, loaded, diagnostics);
  if (hasErrors(diagnostics)) await samples.settle(diagnostics);
  const outputs = startOutputPlugins({ run, loaded, routes, site: chrome.site });
  const sampleResults = await samples.settle(diagnostics);
  if (run.write) releaseChecked(loaded);

  // Pages render as they are written (an unchanged page of the previous output is never rendered).
  const parts = checkThemeParts({ theme: loaded.components.theme, routes, site: chrome.site, siteDir: run.siteDir, cwd: run.cwd });
  diagnostics.push(...parts.diagnostics);
  const rendered = renderSite({ ...(parts.theme ? { theme: parts.theme } : {}), routes, site: chrome.site, timer, lazy: run.write || options.lazy === true, once: run.write, keyed: cache !== undefined, ...(cache && !run.write ? { cache } : {}) });
  diagnostics.push(...rendered.diagnostics);
  if (hasErrors(diagnostics)) failBuild(diagnostics);
  // Written, pages render as they go: the closing files are made once they are (see stageOutput).
  const files = outputFiles(loaded, chrome, outputs, rendered.files, run.write ? undefined : { paths: rendered.noindex, rendered: options.lazy !== true });
  const staticHtmlCount = [...loaded.staticFiles.keys()].filter((path) => /\.html?$/i.test(path) && !rendered.files.has(path.slice(1))).length;
  return { loaded, routes, outputs, prefix, files, noindex: rendered.noindex, diagnostics, chrome, pageCount: rendered.pageCount, staticHtmlCount, samples: sampleResults, sampleStage: samples, ...(pages ? { pages } : {}) };
}

/** What the end of the build needs of a locale once its files are written. */
type KeptLocale = Pick<LocaleBuild, 'diagnostics' | 'pageCount' | 'staticHtmlCount' | 'samples'> & Partial<Pick<LocaleBuild, 'sampleStage'>>;

/**
 * Build each locale of `runs`, the default one first: the others' translations are checked
 * against its pages. With `output`, each is written once built and only what the end of the
 * build needs is kept of it (the default locale's build whole: the result reads it).
 */
async function buildLocales(runs: readonly LocaleRun[], config: LoadedConfig, output: LocaleOutput | undefined): Promise<KeptLocale[]> {
  const locales: KeptLocale[] = [];
  let original: OriginalPages | undefined;
  // A page no locale translates is compiled once, for the first locale that reads it.
  const templates = runs.length > 1 ? new LocaleTemplates() : undefined;
  for (const locale of runs) {
    const built = await buildLocale(templates ? { ...locale.run, templates } : locale.run, locale.config, locale.prefix, original);
    if (locale.locale === config.config.i18n.defaultLocale) original = built.pages;
    // Only the other locales' checks read a locale's headings.
    if (runs.length === 1) delete built.pages;
    if (output) await output.add(built);
    // Its sample stage holds its pages: only `docsgen dev`, which writes nothing, checks samples later.
    const { diagnostics, pageCount, staticHtmlCount, samples } = built;
    locales.push(!output || !locales.length ? built : { diagnostics, pageCount, staticHtmlCount, samples });
  }
  return locales;
}

/**
 * Build a site: load its plugins and content (running their lifecycle), route and check it,
 * render every route and write the output folder (see writeOutput); a translated site once per
 * locale, each into its folder. Throws DocsgenError on user errors; the previous output is then untouched.
 */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const run = await startRun(options);
  try {
    return await buildSite(run, options);
  } finally {
    // Every page is written: the HTML kept aside for writing is not read again.
    run.spill?.close();
    run.searchWorker?.close();
  }
}

async function buildSite(run: BuildRun, options: BuildOptions): Promise<BuildResult> {
  const { cache } = run;
  const config = await loadBuildConfig(run);
  const key = localesKey(config.config);
  const relisted = await localesChanged(run, key, options.locales);
  const { runs, diagnostics: translationErrors } = await localeRuns(run, config, relisted ? undefined : options.locales);
  if (hasErrors(translationErrors)) failBuild(translationErrors);
  // A build of some locales (`--locale fr`) updates their folders of the output and leaves the others' files.
  const built = runs.map(({ locale }) => locale);
  const scope = localeScope(config.config, built);
  // Several locales are written each as soon as it is built, into one update of the output.
  const output = run.write && runs.length > 1 ? await startLocaleOutput(run, { ...(scope ? { scope } : {}), ...(key !== undefined ? { locales: key } : {}) }) : undefined;
  let locales: KeptLocale[];
  try {
    locales = await buildLocales(runs, config, output);
  } catch (error) {
    await output?.abort();
    throw error;
  }
  const [main] = locales as [LocaleBuild, ...KeptLocale[]];
  const diagnostics = mergeLocaleDiagnostics([translationErrors, await missingTranslations(run.siteDir, config, built), ...locales.map((locale) => locale.diagnostics)]);
  const files = output ? output.files : mergeLocaleFiles(locales as LocaleBuild[]);
  if (output) diagnostics.push(...(await output.finish()));
  else if (run.write) diagnostics.push(...(await writeSite(run, files, locales as LocaleBuild[], scope, key)));
  // A build of the whole site (every locale) has read or written every cache entry it needs: the rest may go.
  await cache?.save({ compact: run.only === undefined && runs.length === config.config.i18n.locales.length });
  return {
    files,
    diagnostics: sortDiagnostics(diagnostics),
    outDir: run.outDir,
    pageCount: locales.reduce((sum, locale) => sum + locale.pageCount, 0),
    staticHtmlCount: locales.reduce((sum, locale) => sum + locale.staticHtmlCount, 0),
    ...(scope ? { locales: { built, others: config.config.i18n.locales.filter((locale) => !built.includes(locale)) } } : {}),
    ...(relisted ? { relistedFrom: relisted } : {}),
    samples: locales.map((locale) => locale.samples.counts).reduce(addSampleCounts),
    ...main.outputs.reduce<OutputSummary>((summary, output) => ({ ...summary, ...output.summary?.() }), {}),
    ...(run.quickStart ? { checkSamples: async () => {
      const checked = await Promise.all(locales.map((locale) => locale.sampleStage!.checkLater()));
      return { diagnostics: sortDiagnostics(mergeLocaleDiagnostics(checked.map((each) => each.diagnostics))), counts: checked.map((each) => each.counts).reduce(addSampleCounts) };
    } } : {}),
    stylesheetSources: main.chrome.css.sources,
    componentSources: main.loaded.components.inputs.filter((path) => !/[/\\]node_modules[/\\]/.test(path)),
    pluginWatchFolders: main.loaded.plugins?.watchFolders ?? [],
  };
}
