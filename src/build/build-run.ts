import { join, resolve } from 'node:path';
import { defaultSiteDir } from '../shared/default-site-dir.ts';
import { DocsgenError, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { isDocusaurusProject } from '../docusaurus/load-docusaurus-config.ts';
import { useHighlightCache } from '../content/highlight.ts';
import { cacheVersion } from '../package-root.ts';
import { cacheFolder } from '../shared/paths.ts';
import { openCompileCache, type CompileCache } from '../site/compile-cache.ts';
import type { LocaleTemplates } from '../site/locale-templates.ts';
import { TextSpill } from '../shared/text-spill.ts';
import { EarlySearchWorker } from '../search/early-search-worker.ts';
import type { BuildOptions } from './build-options.ts';
import { assertSafeOutputDir } from './output-guard.ts';
import { StageTimer } from './stage-timer.ts';

/** One build's settings, folders and shared state, which every stage reads. */
export interface BuildRun {
  options: BuildOptions;
  cwd: string;
  siteDir: string;
  outDir: string;
  /** Write the output folder (else the files stay in memory: `docsgen dev`). */
  write: boolean;
  /** `docsgen dev`'s first page: only `only` is compiled and rendered, nothing is checked. */
  quickStart: boolean;
  only?: string;
  timer: StageTimer;
  cache?: CompileCache;
  /** Where a large site's compiled pages wait to be written (see SPILL_PAGES): a written build's, closed when it ends. */
  spill?: TextSpill;
  /** A written build's search worker started early (see EarlySearchWorker); stopped when the build ends. */
  searchWorker?: EarlySearchWorker;
  /** A translated site's pages compiled for one locale, which the others' are made from (see locale-templates.ts). */
  templates?: LocaleTemplates;
}

/** Resolve the build's folders, refuse an output folder that would overwrite the sources, open the compile cache. */
export async function startRun(options: BuildOptions): Promise<BuildRun> {
  const cwd = options.cwd ?? process.cwd();
  const siteDir = resolve(cwd, options.siteDir ?? defaultSiteDir(cwd));
  // A Docusaurus project builds into its own `build/`, as `docusaurus build` does.
  const docusaurusOutput = isDocusaurusProject(siteDir) ? join(siteDir, 'build') : undefined;
  const outDir = resolve(cwd, options.outDir ?? docusaurusOutput ?? 'build');
  const write = options.write ?? true;
  const quickStart = options.quickStart === true && !write && options.lazy === true;
  if (write) await assertSafeOutputDir({ outDir, siteDir, cwd, ...(outDir === docusaurusOutput ? { insideSite: true } : {}) });
  const cache = options.cache === false ? undefined : openCompileCache(cacheFolder(cwd, 'build'), cacheVersion());
  useHighlightCache(cache);
  return {
    options,
    cwd,
    siteDir,
    outDir,
    write,
    quickStart,
    ...(quickStart && options.onlyRoute !== undefined ? { only: options.onlyRoute } : {}),
    timer: options.timer ?? new StageTimer(),
    ...(cache ? { cache } : {}),
    ...(write && !quickStart ? { spill: new TextSpill(), searchWorker: new EarlySearchWorker() } : {}),
  };
}

/** Stop the build with its diagnostics; the previous output is untouched. */
export function failBuild(diagnostics: Diagnostic[]): never {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  throw new DocsgenError(`Build failed with ${errors} error${errors === 1 ? '' : 's'}`, { exitCode: 1, diagnostics: sortDiagnostics(diagnostics) });
}
