import { createServer, type ServerResponse } from 'node:http';
import { relative, resolve } from 'node:path';
import { build } from '../build/build.ts';
import type { OutputFile } from '../build/write-output.ts';
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { formatDiagnostic } from '../diagnostics/format.ts';
import { packageRoot } from '../package-root.ts';
import { loadFreshBuild, type BuildFunction } from './fresh-build.ts';
import { createPriority } from './priority.ts';
import { changedPages, fileText } from './changed-pages.ts';
import { createEarlyPages } from './early-pages.ts';
import { watchSite } from './watch-site.ts';
import { BUILD_ERROR_PAGE, EVENTS_PATH, withReloadClient } from './reload-client.ts';
import { allowedHostsFor, checkRequest, contentType, refuse, SECURITY_HEADERS } from '../serve/static-handler.ts';
import { assertSiteFolder } from '../site/site-folder.ts';
import { createBuildMemory } from '../site/build-memory.ts';

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
}

export interface DevServer {
  url: string;
  port: number;
  /** Resolves when the rebuild triggered by the latest change has finished. */
  settled: () => Promise<void>;
  close: () => Promise<void>;
}



/**
 * `docsgen dev`: build the site into memory, serve it on 127.0.0.1, watch the site folder
 * and rebuild on change (the build cache makes that incremental), telling pages over
 * server-sent events to reload (only those that changed), to swap CSS, or to show an error
 * overlay. A failed rebuild keeps serving the last good site.
 */
export async function dev(options: DevOptions = {}): Promise<DevServer> {
  const cwd = options.cwd ?? process.cwd();
  const siteDir = resolve(cwd, options.siteDir ?? 'site');
  // Nothing to watch or serve: a usage error, not an overlay (a broken site is served with one).
  await assertSiteFolder(siteDir, cwd);
  const log = options.log ?? (() => undefined);
  const clients = new Set<ServerResponse>();
  let files = new Map<string, OutputFile>();
  // The search index of the served build, made on the first request for it.
  let searchIndex: (() => { files: Map<string, Uint8Array> }) | undefined;
  let lastError: string | undefined;
  let initial: Promise<void> = new Promise(() => undefined);
  let watchOutside: (paths: string[]) => void = () => undefined;

  const send = (event: string, data: unknown): void => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  // Replaced by a freshly bundled copy when a template changes.
  let buildSite: BuildFunction = build;
  const themeRoot = options.themeRoot ?? packageRoot();

  // Sample checks run after their build is served; a newer build's make an older one's moot.
  let generation = 0;
  const checkSamples = async (result: Awaited<ReturnType<BuildFunction>>, built: number): Promise<void> => {
    if (!result.checkSamples) return;
    const { diagnostics } = await result.checkSamples().catch((error: Error) => ({ diagnostics: [{ code: 'samples/crash', severity: 'error', message: error.message, file: siteDir } satisfies Diagnostic] }));
    if (built !== generation || !diagnostics.length) return;
    for (const diagnostic of diagnostics) log(formatDiagnostic(diagnostic));
    if (!diagnostics.some((d) => d.severity === 'error')) return;
    lastError = diagnostics.map((d) => formatDiagnostic(d)).join('\n\n');
    send('error', { message: lastError });
  };

  // Pages render when requested (lazy): start-up and rebuilds never render the whole site.
  // An unhashed stylesheet name keeps pages unchanged by CSS edits, so those swap the stylesheet.
  // A quick start compiles pages without highlighting them (each page is highlighted as it
  // renders) and checks code samples after the build is served: the first page comes sooner.
  const buildOptions = { siteDir, cwd, write: false, offline: true, drafts: true, lazy: true, hashStylesheet: false, quickStart: true } as const;
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
    memory.startBuild();
    try {
      const result = await buildSite({ ...buildOptions, memory, pause: priority.pause });
      watchOutside([...result.stylesheetSources, ...result.componentSources]);
      const next = result.files;
      const served = files.size > 0;
      // The first build compares with the pages served ahead of it, so an open one reloads only if it differs.
      const { routes, cssOnly } = await changedPages(served ? files : early.served, next, { changed, themeChanged, servedOnly: !served });
      files = next;
      searchIndex = result.searchIndex;
      if (lastError !== undefined) send('ok', {});
      lastError = undefined;
      for (const diagnostic of result.diagnostics) log(formatDiagnostic(diagnostic));
      if (cssOnly) send('css', { href: null });
      else if (routes.length) send('reload', { routes });
      const ms = Math.round(performance.now() - started);
      early.finish(true);
      if (!served) log(`built ${result.pageCount} pages in ${ms} ms (each renders when first requested)`);
      else log(`rebuilt in ${ms} ms${routes.length ? ` (${routes.length} page${routes.length === 1 ? '' : 's'} changed)` : ''}`);
      // After the requests waiting for this build have been answered (they resume first).
      setImmediate(() => void checkSamples(result, built));
    } catch (error) {
      // A site that does not build serves its error overlay from now on, not pages built ahead;
      // those served stay listed, for the build that succeeds to reload them if they changed.
      early.finish(false);
      const diagnostics: Diagnostic[] = error instanceof DocsgenError ? error.diagnostics : [];
      lastError = diagnostics.length ? diagnostics.map((d) => formatDiagnostic(d)).join('\n\n') : (error as Error).message;
      log(lastError);
      send('error', { message: lastError });
    }
  };

  const host = options.host ?? '127.0.0.1';
  let allowed = new Set<string>();
  let origin = '';
  const server = createServer(async (request, response) => {
    try {
      const checked = checkRequest(request, allowed);
      if ('status' in checked) return refuse(response, checked);
      const path = checked.segments.join('/');
      if (`/${path}` === EVENTS_PATH) {
        // The event stream is for this server's own pages only.
        const from = request.headers.origin;
        if (from !== undefined && from !== origin) return refuse(response, { status: 403, reason: 'foreign origin' });
        response.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
        response.write(': connected\n\n');
        if (lastError !== undefined) response.write(`event: error\ndata: ${JSON.stringify({ message: lastError })}\n\n`);
        clients.add(response);
        request.on('close', () => clients.delete(response));
        return;
      }
      const ahead = early.done ? undefined : await early.file(path);
      if (ahead && !early.done) {
        const [name, file] = ahead;
        let body = await fileText(file);
        if (name.endsWith('.html')) {
          early.served.set(name, { contents: body });
          body = withReloadClient(String(body));
        }
        response.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': contentType(name), 'Cache-Control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
        return;
      }
      // Listening starts before the first build ends: other requests wait for it.
      await initial;
      if (files.size === 0) {
        response.writeHead(500, { ...SECURITY_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(BUILD_ERROR_PAGE);
        return;
      }
      if (path.startsWith('search/') && searchIndex && !files.has(path)) {
        for (const [name, contents] of searchIndex().files) files.set(name, { contents });
        searchIndex = undefined;
      }
      // `/a` and `/a/` are both served, from `a/index.html` or, with `trailingSlash: false`, `a.html`.
      const candidates = [path, path ? `${path}/index.html` : 'index.html', ...(path ? [`${path}.html`] : [])];
      const found = candidates.map((candidate) => [candidate, files.get(candidate)] as const).find(([, file]) => file);
      const [name, file] = found ?? ['404.html', files.get('404.html')];
      if (!file) return refuse(response, { status: 404, reason: 'not found' });
      let body = await fileText(file);
      if (name.endsWith('.html')) body = withReloadClient(String(body));
      response.writeHead(found ? 200 : 404, { ...SECURITY_HEADERS, 'Content-Type': contentType(name), 'Cache-Control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      refuse(response, { status: 500, reason: 'internal error' });
    }
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 3000, host, done);
  });
  const port = (server.address() as { port: number }).port;
  allowed = allowedHostsFor(host, port);
  const shown = host.includes(':') ? `[${host}]` : host;
  origin = `http://${shown}:${port}`;
  options.onListening?.(origin);

  // Rebuilds are serialised; a burst of changes is one rebuild (see watchSite).
  // A site that does not build yet is still served: every page shows the error overlay,
  // and fixing the file reloads into the site.
  initial = rebuild([]);
  let running: Promise<void> = initial;
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
          lastError = `Reloading the templates failed: ${(error as Error).message}`;
          log(lastError);
          send('error', { message: lastError });
        }
      });
    },
  });
  // Custom CSS and components may live outside the site folder: the builds say which.
  watchOutside = (paths) => watcher.watchOutside(paths);
  await watcher.ready;

  return {
    url: origin,
    port,
    settled: async () => {
      await new Promise((done) => setTimeout(done, 120));
      await running;
    },
    close: async () => {
      await watcher.close();
      for (const client of clients) client.end();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

