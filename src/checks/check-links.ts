import { relative, resolve } from 'node:path';
import { checkSite } from '../build/build.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { sortDiagnostics } from '../diagnostics/diagnostic.ts';
import { openCompileCache } from '../site/compile-cache.ts';
import { loadSite } from '../site/load-site.ts';
import { cacheVersion } from '../package-root.ts';
import { checkExternalLinks } from './external-links.ts';
import type { SampleCounts } from '../samples/check-samples.ts';
import { runSampleChecks } from '../samples/run-sample-checks.ts';
import { cacheFolder, toPosix } from '../shared/paths.ts';

export interface CheckLinksOptions {
  siteDir?: string;
  cwd?: string;
  /** Report only problems in these files (paths relative to `cwd`), e.g. the staged files. */
  files?: string[];
  /** Also check external links (warnings only). */
  external?: boolean;
  /** Also check the code samples (`--samples`), as the build does. */
  samples?: boolean;
}

export interface CheckLinksResult {
  diagnostics: Diagnostic[];
  pageCount: number;
  linkCount: number;
  /** How many samples of each kind were checked, with `samples`. */
  samples?: SampleCounts;
}

/**
 * The link checks of a build, without rendering, highlighting or writing anything; the
 * OpenAPI document comes from its cached copy. Fast enough for a pre-commit hook.
 */
export async function checkLinks(options: CheckLinksOptions = {}): Promise<CheckLinksResult> {
  const cwd = options.cwd ?? process.cwd();
  const siteDir = resolve(cwd, options.siteDir ?? 'site');
  const cache = openCompileCache(cacheFolder(cwd, 'check-links'), cacheVersion());
  const loaded = await loadSite({ siteDir, cwd, highlight: false, offline: true, cache });
  const samples = options.samples ? await runSampleChecks(loaded, { cwd, cache }) : undefined;
  await cache.save().catch(() => {
    // A read-only checkout still checks links; it just cannot remember the work.
  });
  const checked = checkSite(loaded);
  let diagnostics = checked.diagnostics;
  if (samples) diagnostics.push(...samples.diagnostics);
  if (options.external) {
    diagnostics.push(...(await checkExternalLinks(checked.links, { cacheFile: cacheFolder(cwd, 'external-links.json') })));
  }
  if (options.files) {
    const wanted = new Set(options.files.map((file) => toPosix(relative(cwd, resolve(cwd, file)))));
    diagnostics = diagnostics.filter((diagnostic) => wanted.has(diagnostic.file));
  }
  return { diagnostics: sortDiagnostics(diagnostics), pageCount: checked.routes.length, linkCount: checked.links.length, ...(samples ? { samples: samples.counts } : {}) };
}
