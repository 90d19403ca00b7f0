import { createServer } from 'node:http';
import { relative, resolve } from 'node:path';
import { build } from '../build/build.ts';
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { formatDiagnostic, formatDiagnosticList } from '../diagnostics/format.ts';
import { packageRoot } from '../package-root.ts';
import { loadFreshBuild, type BuildFunction } from './fresh-build.ts';
import { createPriority } from './priority.ts';
import { changedPages } from './changed-pages.ts';
import { createEarlyPages } from './early-pages.ts';
import { watchSite } from './watch-site.ts';
import { createDevState, devRequestHandler, sendEvent } from './dev-requests.ts';
import { allowedHostsFor } from '../serve/static-handler.ts';
import { assertSiteFolder } from '../site/site-folder.ts';
import { defaultSiteDir } from '../shared/default-site-dir.ts';
import { createBuildMemory } from '../site/build-memory.ts';
import { listen } from '../shared/listen.ts';

export interface DevOptions {
  siteDir?: string;
  cwd?: string;
  port?: number;
  host?: string;
  /** Called with each line the server reports (rebuilds, errors). */
  log?: (line: string) => void;
  /**
   * Called with the server's address once it answers requests: before `dev` resolves, which
   * waits for the file watcher's first scan of the site (seconds on a 10,000-page site).
   */
  onListening?: (url: string) => void;
  /**
   * The docsgen package whose `templates/` are watched and whose `src/` is bundled again
   * when a template changes; the running docsgen by default.
   */
  themeRoot?: string;
  /** The locale of a translated site to serve (one, as Docusaurus's `start`); the default locale when absent. */
  locale?: string;
}

export interface DevServer {
  url: string;
  port: number;
  /** Resolves when the rebuild triggered by the latest change has finished. */
  settled: () => Promise<void>;
  close: () => Promise<void>;
}



/** How to see the warnings the log leaves out (see formatDiagnosticList). */
const SHOW_ALL = '`docsgen build --verbose` shows every warning';

/**
 * Log a served build's sample-check findings; errors show the overlay, unless a newer build
 * has been served since (its own checks will say).
 */
async function reportSampleChecks(result: Awaited<ReturnType<BuildFunction>>, siteDir: string, { log, current, showOverlay }: { log: (line: string) => void; current: () => boolean; showOverlay: (message: string) => void }): Promise<void> {
  if (!result.checkSamples) return;
  const { diagnostics } = await result.checkSamples().catch((error: Error) => ({ diagnostics: [{ code: 'samples/crash', severity: 'error', message: error.message, file: siteDir } satisfies Diagnostic] }));
  if (!current() || !diagnostics.length) return;
  for (const text of formatDiagnosticList(diagnostics, { showAll: SHOW_ALL })) log(text);
  if (diagnostics.some((d) => d.severity === 'error')) showOverlay(diagnostics.map((d) => formatDiagnostic(d)).join('\n\n'));
}

/**
 * `docsgen dev`: build the site into memory, serve it on 127.0.0.1, watch the site folder
 * and rebuild on change (the build cache makes that incremental), telling pages over
 * server-sent events to reload (only those that changed), to swap CSS, or to show an error
 * overlay. A failed rebuild keeps serving the last good site.
 */
export async function dev(options: DevOptions = {}): Promise<DevServer> {
  const cwd = options.cwd ?? process.cwd();
  const siteDir = resolve(cwd, options.siteDir ?? defaultSiteDir(cwd));
  // Nothing to watch or serve: a usage error, not an overlay (a broken site is served with one).
  await assertSiteFolder(siteDir, cwd);
  const log = options.log ?? (() => undefined);
  const state = createDevState();
  const send = (event: string, data: unknown): void => sendEvent(state, event, data);
  const showOverlay = (message: string): void => {
    state.lastError = message;
    send('error', { message });
  };
  const showError = (message: string): void => {
    log(message);
    showOverlay(message);
  };
  let watchOutside: (paths: string[]) => Promise<void> = async () => undefined;

  // Replaced by a freshly bundled copy when a template changes.
  let buildSite: BuildFunction = build;
  const themeRoot = options.themeRoot ?? packageRoot();

  // Sample checks run after their build is served; a newer build's make an older one's moot.
  let generation = 0;

  // Pages render when requested (lazy): start-up and rebuilds never render the whole site.
  // An unhashed stylesheet name keeps pages unchanged by CSS edits, so those swap the stylesheet.
  // A quick start compiles pages without highlighting them (each page is highlighted as it
  // renders) and checks code samples after the build is served: the first page comes sooner.
  const buildOptions = { siteDir, cwd, write: false, offline: true, drafts: true, lazy: true, hashStylesheet: false, quickStart: true, sourceMaps: true, locales: options.locale ? [options.locale] : 'default' } as const;
  // Until the first build of the whole site is done, a requested page is built on its own, ahead of it.
  const priority = createPriority();
  const early = createEarlyPages({ buildPage: (route) => buildSite({ ...buildOptions, onlyRoute: route }), priority, log });

  // Pages compiled by the last build of the whole site: a rebuild compiles the edited ones.
  let memory = createBuildMemory();
  const rebuild = async (changed: string[], themeChanged = false): Promise<void> => {
    const started = performance.now();
    const built = ++generation;
    // A new copy of the pipeline may compile differently: it starts from the disk cache.
    if (themeChanged) memory = createBuildMemory();
    // The first build knows of no change: every plugin runs.
    memory.startBuild(state.files.size > 0 ? changed.map((path) => resolve(siteDir, path)) : undefined);
    try {
      const result = await buildSite({ ...buildOptions, memory, pause: priority.pause });
      await watchOutside([...result.stylesheetSources, ...result.componentSources, ...result.pluginWatchFolders]);
      const next = result.files;
      const served = state.files.size > 0;
      // The first build compares with the pages served ahead of it, so an open one reloads only if it differs.
      const { routes, cssOnly } = await changedPages(served ? state.files : early.served, next, { changed, themeChanged, servedOnly: !served });
      state.files = next;
      state.searchIndex = result.searchIndex;
      if (state.lastError !== undefined) send('ok', {});
      state.lastError = undefined;
      for (const text of formatDiagnosticList(result.diagnostics, { showAll: SHOW_ALL })) log(text);
      if (cssOnly) send('css', { href: null });
      else if (routes.length) send('reload', { routes });
      const ms = Math.round(performance.now() - started);
      early.finish(true);
      if (!served) log(`built ${result.pageCount} pages in ${ms} ms (each renders when first requested)`);
      else log(`rebuilt in ${ms} ms${routes.length ? ` (${routes.length} page${routes.length === 1 ? '' : 's'} changed)` : ''}`);
      // After the requests waiting for this build have been answered (they resume first).
      setImmediate(() => void reportSampleChecks(result, siteDir, { log, current: () => built === generation, showOverlay }));
    } catch (error) {
      // A site that does not build serves its error overlay from now on, not pages built ahead;
      // those served stay listed, for the build that succeeds to reload them if they changed.
      early.finish(false);
      const diagnostics: Diagnostic[] = error instanceof DocsgenError ? error.diagnostics : [];
      showError(diagnostics.length ? diagnostics.map((d) => formatDiagnostic(d)).join('\n\n') : (error as Error).message);
    }
  };

  const host = options.host ?? '127.0.0.1';
  // Node closes an idle kept-alive connection after 5 s, while a rebuild can keep this thread
  // busy longer: a browser (or fetch) reusing the connection then gets it reset under its next
  // request. The client drops its idle connections first; close() still ends idle ones at once.
  const server = createServer({ keepAliveTimeout: 60_000 }, devRequestHandler(state, early));
  const port = await listen(server, options.port ?? 3000, host);
  state.allowed = allowedHostsFor(host, port);
  state.origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  options.onListening?.(state.origin);

  // Rebuilds are serialised; a burst of changes is one rebuild (see watchSite).
  // A site that does not build yet is still served: every page shows the error overlay,
  // and fixing the file reloads into the site.
  state.initial = rebuild([]);
  let running: Promise<void> = state.initial;
  const watcher = watchSite({
    siteDir,
    themeRoot,
    log,
    onChange: (changed) => {
      running = running.then(() => rebuild(changed));
    },
    onTemplateChange: (path) => {
      running = running.then(async () => {
        try {
          buildSite = await loadFreshBuild(themeRoot);
          log(`template ${relative(cwd, path)} changed: templates reloaded`);
          await rebuild([relative(siteDir, path)], true);
        } catch (error) {
          // A template that does not compile: say where, keep serving the last good theme.
          showError(`Reloading the templates failed: ${(error as Error).message}`);
        }
      });
    },
  });
  // Custom CSS and components may live outside the site folder: the builds say which.
  watchOutside = (paths) => watcher.watchOutside(paths);
  await watcher.ready;

  return {
    url: state.origin,
    port,
    settled: async () => {
      await new Promise((done) => setTimeout(done, 120));
      await running;
    },
    close: async () => {
      await watcher.close();
      for (const client of state.clients) client.end();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

