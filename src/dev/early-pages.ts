import type { BuildResult } from '../build/build.ts';
import type { OutputFile } from '../build/write-output.ts';
import { routeOutputPath } from '../routes/doc-route.ts';
import type { Priority } from './priority.ts';

/**
 * Pages requested before `docsgen dev` has built the whole site: each is built alone, ahead
 * of the rest (BuildOptions.onlyRoute), with the stylesheet, script and files it links to.
 * A route that is no docs or API page, or fails to build, waits for the whole site instead.
 */
export interface EarlyPages {
  /** Whether the whole site has built, or failed to: nothing is served ahead from then on. */
  readonly done: boolean;
  /** The file answering `path` ahead of the whole site (its output path and file), if one can yet. */
  file(path: string): Promise<[string, OutputFile] | undefined>;
  /** Pages served ahead, by output path, as sent: the whole site's build reloads those that differ. */
  readonly served: Map<string, OutputFile>;
  /** The whole site's build ended; `forget` also drops the list of pages served (they were compared). */
  finish(forget: boolean): void;
}

export function createEarlyPages({ buildPage, priority, log }: { buildPage: (route: string) => Promise<BuildResult>; priority: Priority; log: (line: string) => void }): EarlyPages {
  let done = false;
  const builds = new Map<string, Promise<void>>();
  const files = new Map<string, OutputFile>();
  const served = new Map<string, OutputFile>();

  const build = (path: string): Promise<void> => {
    const route = `/${path.replace(/(^|\/)index\.html$/, '')}`.replace(/\/+$/, '') || '/';
    let pending = builds.get(route);
    if (!pending) {
      pending = priority.first(async () => {
        const started = performance.now();
        const result = await buildPage(route).catch(() => undefined);
        if (!result || done) return;
        const page = routeOutputPath(route);
        if (!result.files.has(page)) return;
        for (const [name, file] of result.files) if (!name.endsWith('.html') || name === page) files.set(name, file);
        log(`${route} built first, in ${Math.round(performance.now() - started)} ms; building the rest of the site…`);
      });
      builds.set(route, pending);
    }
    return pending;
  };

  const lookup = (path: string): [string, OutputFile] | undefined => {
    for (const name of [path, path ? `${path}/index.html` : 'index.html']) {
      const file = files.get(name);
      if (file) return [name, file];
    }
    return undefined;
  };

  return {
    get done() {
      return done;
    },
    served,
    async file(path) {
      // Only pages are built ahead: anything else a page links to came with it, or waits.
      if (lookup(path) || (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html'))) return lookup(path);
      await build(path);
      return done ? undefined : lookup(path);
    },
    finish(forget) {
      done = true;
      files.clear();
      if (forget) served.clear();
    },
  };
}
