import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { postBuildRoutes, themeComponent } from '../plugins/post-build-routes.ts';
import { runPostBuild } from '../plugins/run-plugins.ts';
import type { SitePlugins } from '../plugins/site-plugins.ts';
import type { Route } from '../routes/build-routes.ts';
import { withBaseUrl } from '../routes/doc-route.ts';
import type { LoadedSite } from '../site/load-site.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { BuildRun } from './build-run.ts';
import { writeHostRedirects } from './host-redirects.ts';
import type { OutputFile } from './output-files.ts';
import type { SiteChrome } from './site-chrome.ts';
import type { PluginOutput } from '../plugins/output-plugin.ts';
import { writeOutput } from './write-output.ts';

/**
 * Every file of the build but what output plugins finish late: static files, assets, generated
 * files, the output plugins' files, styles, scripts and pages. `noindex`: the pages found so
 * in a build kept in memory, whose plugins' closing files are made here: now when every page
 * has rendered, else when first asked for (see lazyClosingFiles).
 */
export function outputFiles(loaded: LoadedSite, chrome: SiteChrome, outputs: readonly PluginOutput[], pages: ReadonlyMap<string, OutputFile>, noindex?: { paths: ReadonlySet<string>; rendered: boolean }): Map<string, OutputFile> {
  const files = new Map<string, OutputFile>();
  for (const [path, source] of loaded.staticFiles) files.set(path.slice(1), { copyFrom: source });
  for (const [path, source] of loaded.assets) files.set(path, { copyFrom: source });
  for (const [path, contents] of loaded.components.files) files.set(path, { contents });
  for (const [path, contents] of loaded.generatedFiles) files.set(path, { contents });
  for (const output of outputs) for (const [path, file] of output.files()) if (!output.yields || !files.has(path)) files.set(path, file);
  if (noindex) for (const [path, file] of noindex.rendered ? closingFiles(outputs, noindex.paths) : lazyClosingFiles(outputs, pages, noindex.paths)) files.set(path, file);
  files.set(chrome.css.path, { contents: chrome.css.contents });
  for (const file of chrome.script.files) files.set(file.path, { contents: file.base64 ? Buffer.from(file.contents, 'base64') : file.contents });
  for (const [path, file] of pages) files.set(path, file);
  return files;
}

/** The output plugins' files made once the pages are rendered (see PluginOutput's `closing`). */
export function closingFiles(outputs: readonly PluginOutput[], noindex: ReadonlySet<string>): Map<string, OutputFile> {
  const files = new Map<string, OutputFile>();
  for (const output of outputs) for (const [path, file] of output.closing?.(noindex) ?? []) files.set(path, file);
  return files;
}

/**
 * The closing files of a build kept in memory whose pages render when asked (`docsgen dev`):
 * which pages say `noindex` is known once each has rendered, so the first request for one of
 * these files renders every page (a page that fails to is left to its own request), as a
 * written build has before it makes them: the sitemap then leaves out what it leaves out there.
 */
function lazyClosingFiles(outputs: readonly PluginOutput[], pages: ReadonlyMap<string, OutputFile>, noindex: ReadonlySet<string>): Map<string, OutputFile> {
  // Their paths do not depend on which pages say `noindex`; made with none, they are the files when no page does.
  const unflagged = closingFiles(outputs, new Set());
  let made: ReadonlyMap<string, OutputFile> | undefined;
  const make = (): ReadonlyMap<string, OutputFile> => {
    if (made) return made;
    for (const page of pages.values()) {
      try {
        if ('render' in page) page.render();
      } catch {
        // Reported when the page itself is asked for.
      }
    }
    return (made = noindex.size ? closingFiles(outputs, noindex) : unflagged);
  };
  const textOf = (file: OutputFile | undefined): string => {
    if (!file) return '';
    if ('render' in file) return file.render();
    if ('contents' in file) return typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8');
    return readFileSync(file.copyFrom, 'utf8');
  };
  return new Map([...unflagged.keys()].map((path) => [path, { render: () => textOf(make().get(path)) }]));
}

/** A locale's paths of the output (`fr/…`) as its own (`…`), for what its plugins make. */
function unprefixed(paths: ReadonlySet<string>, prefix: string): Set<string> {
  return prefix ? new Set([...paths].filter((path) => path.startsWith(prefix)).map((path) => path.slice(prefix.length))) : new Set(paths);
}

/** A written locale's part of what the output's writer asks once the pages are written (see OutputBatch): its pages found `noindex` and its plugins' closing files, by output path. */
export function localeClosing({ outputs, prefix, noindex }: Pick<WrittenLocale, 'outputs' | 'prefix' | 'noindex'>): { noindex: () => string[]; closing: (flagged: ReadonlySet<string>) => Array<[string, OutputFile]> } {
  return {
    noindex: () => [...noindex].map((path) => prefix + path),
    closing: (flagged) => [...closingFiles(outputs, unprefixed(flagged, prefix))].map(([path, file]) => [prefix + path, file]),
  };
}

/** A written page as the plugins' `postBuild` lists it: its route and its Docusaurus theme component (see themeComponent). */
export interface WrittenRoute {
  route: string;
  component: string;
}

/** The routes as postBuild lists them, kept apart from their pages (a written locale lets its pages go). */
export function writtenRoutes(routes: readonly Route[]): WrittenRoute[] {
  return routes.map(({ page }) => ({ route: page.route, component: themeComponent(page) }));
}

/** The plugins' `postBuild`, with every route of the site as Docusaurus lists them (base URL included); returns its warnings. */
export async function postBuild(plugins: SitePlugins, routes: readonly WrittenRoute[], outDir: string, cwd: string): Promise<Diagnostic[]> {
  const { context } = plugins;
  const built = routes.map(({ route, component }) => ({ path: withBaseUrl(context.baseUrl, route), component }));
  return runPostBuild(plugins.instances, plugins.content.runs, { ...context, outDir, routesPaths: built.map((route) => route.path), routes: postBuildRoutes(built), head: {} }, cwd);
}

/** Start timing a write: the returned function adds the time since to the `write` stage. */
export function writeTime(timer: BuildRun['timer']): () => void {
  // Pages and twins are made as they are written: their time is their stage's, not the write's.
  const busy = (): number => (timer.stages.get('render') ?? 0) + (timer.stages.get('search') ?? 0) + (timer.stages.get('llms') ?? 0);
  const busyBefore = busy();
  const started = performance.now();
  return () => timer.add('write', performance.now() - started - (busy() - busyBefore));
}

/** What one locale of the build wrote, for the files finished late and the plugins' `postBuild`. */
export interface WrittenLocale {
  loaded: LoadedSite;
  routes: readonly Route[];
  outputs: readonly PluginOutput[];
  /** Its pages found `noindex` as they render, by its own paths (see RenderedSite). */
  noindex: ReadonlySet<string>;
  /** Where its files are in the output folder: `''` for the default locale, `fr/` for `fr`. */
  prefix: string;
}

/**
 * Write the output folder (see writeOutput), what output plugins finish in the background
 * (the search indexes) last, then run each locale's plugins' `postBuild` on its folder.
 * `files` gains those late files; returns the plugins' warnings. `scope`: the paths a build of
 * some locales makes (see localeScope); `localesKey`: the locales its pages list (see localesKey).
 */
export async function writeSite(run: BuildRun, files: Map<string, OutputFile>, locales: readonly WrittenLocale[], scope?: (path: string) => boolean, localesKey?: string): Promise<Diagnostic[]> {
  const { timer } = run;
  const timed = writeTime(timer);
  const late = async (): Promise<Map<string, OutputFile>> => {
    const finished = new Map<string, OutputFile>();
    for (const { outputs, prefix } of locales) for (const output of outputs) for (const [path, file] of (await output.finishing?.finish()) ?? []) finished.set(prefix + path, file);
    return finished;
  };
  const finishing = locales.flatMap(({ outputs }) => outputs.filter((output) => output.finishing));
  const parts = locales.map(localeClosing);
  const noindex = (): Set<string> => new Set(parts.flatMap((part) => part.noindex()));
  const closing = (flagged: ReadonlySet<string>): Map<string, OutputFile> => new Map(parts.flatMap((part) => part.closing(flagged)));
  const written = await writeOutput(run.outDir, files, late, { lateOnThisThread: finishing.some((output) => output.finishing!.onThisThread), noindex, closing, ...(scope ? { scope } : {}), ...(localesKey !== undefined ? { locales: localesKey } : {}) });
  for (const { outputs, prefix } of locales) for (const output of finishing.filter((each) => outputs.includes(each))) for (const [path, file] of output.files()) files.set(prefix + path, file);
  for (const [path, file] of written) if (!files.has(path)) files.set(path, file);
  timed();
  const warnings: Diagnostic[] = [];
  for (const { loaded, routes, prefix } of locales) {
    if (loaded.plugins) warnings.push(...(await timer.time('plugins', () => postBuild(loaded.plugins!, writtenRoutes(routes), join(run.outDir, prefix), run.cwd))));
  }
  if (locales.some(({ loaded }) => loaded.plugins)) await writeHostRedirects(run.outDir, new Set(files.keys()), locales[0]!.loaded.config.baseUrl);
  return warnings;
}
