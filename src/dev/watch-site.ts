import { watch, type FSWatcher } from 'chokidar';
import { join, relative } from 'node:path';

/** How long changes are gathered into one: an editor's write-then-rename save is one change. */
const SETTLE_MS = 60;

export interface SiteWatcher {
  /**
   * Also watch these files outside the site folder (a shared brand stylesheet, components in a
   * monorepo package); resolves once they are watched, so a change right after is seen.
   */
  watchOutside(paths: readonly string[]): Promise<void>;
  /** Resolves once both folders are being watched. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Watch the site folder and the theme's templates. A burst of changes in the site, or to a
 * theme stylesheet, comes as one call of `onChange` with the paths relative to the site
 * folder; a template's code changing calls `onTemplateChange` (the pipeline must be loaded
 * afresh).
 */
export function watchSite({ siteDir, themeRoot, onChange, onTemplateChange, log }: {
  siteDir: string;
  themeRoot: string;
  onChange: (changed: string[]) => void;
  onTemplateChange: (path: string) => void;
  log: (line: string) => void;
}): SiteWatcher {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const schedule = (path: string): void => {
    pending.add(relative(siteDir, path));
    clearTimeout(timer);
    timer = setTimeout(() => {
      const changed = [...pending];
      pending = new Set();
      onChange(changed);
    }, SETTLE_MS);
  };
  const siteWatch = (paths: string | string[]): FSWatcher => {
    const each = watch(paths, { ignoreInitial: true, followSymlinks: false, atomic: true, ignored: (path) => /(^|[/\\])(node_modules|\.git)([/\\]|$)/.test(path) || path.endsWith('.meta.json') });
    each.on('all', (_event, path) => schedule(path));
    each.on('error', (error) => log(`watch error: ${(error as Error).message}`));
    return each;
  };
  const watcher = siteWatch(siteDir);
  // The theme: a stylesheet change is swapped into open pages like the site's own CSS; a
  // template change loads a fresh copy of the pipeline and reloads every page.
  const themeWatcher = watch(join(themeRoot, 'templates'), { ignoreInitial: true, followSymlinks: false, atomic: true });
  let themeTimer: NodeJS.Timeout | undefined;
  themeWatcher.on('all', (_event, path) => {
    if (path.endsWith('.css')) schedule(path);
    else if (/\.[jt]sx?$/.test(path)) {
      clearTimeout(themeTimer);
      themeTimer = setTimeout(() => onTemplateChange(path), SETTLE_MS);
    }
  });
  themeWatcher.on('error', (error) => log(`watch error: ${(error as Error).message}`));
  const ready = (each: FSWatcher): Promise<void> => new Promise<void>((done) => each.once('ready', () => done()));
  const outside = new Set<string>();
  // A watcher per batch of outside paths: its 'ready' says when they are watched (a path added
  // to a running watcher gives no such signal, and a change made before it is armed is lost).
  const outsideWatchers: FSWatcher[] = [];
  return {
    async watchOutside(paths) {
      const added = paths.filter((path) => relative(siteDir, path).startsWith('..') && !outside.has(path));
      if (!added.length) return;
      for (const path of added) outside.add(path);
      const each = siteWatch(added);
      outsideWatchers.push(each);
      await ready(each);
    },
    ready: Promise.all([watcher, themeWatcher].map(ready)).then(() => undefined),
    async close() {
      clearTimeout(timer);
      clearTimeout(themeTimer);
      await Promise.all([watcher, themeWatcher, ...outsideWatchers].map((each) => each.close()));
    },
  };
}
