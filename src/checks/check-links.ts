import { statSync } from 'node:fs';
import { defaultSiteDir } from '../shared/default-site-dir.ts';
import { resolve } from 'node:path';
import { checkSite } from './check-site.ts';
import { DocsgenError, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { openCompileCache } from '../site/compile-cache.ts';
import { loadSite } from '../site/load-site.ts';
import { cacheVersion } from '../package-root.ts';
import type { SampleCounts } from '../samples/sample-counts.ts';
import { cacheFolder, displayPath } from '../shared/paths.ts';

export interface CheckLinksOptions {
  siteDir?: string;
  cwd?: string;
  /** Report only problems in these files or folders (paths relative to `cwd`), e.g. the staged files. */
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
 * Whether a problem's file is among the paths given on the command line: a file, or any file
 * in a given folder. A path that does not exist is a usage error: a typo would otherwise
 * check nothing and pass.
 */
function givenPaths(paths: readonly string[], cwd: string): (file: string) => boolean {
  const files = new Set<string>();
  const folders: string[] = [];
  const missing: string[] = [];
  for (const path of paths) {
    const absolute = resolve(cwd, path);
    const info = statSync(absolute, { throwIfNoEntry: false });
    const shown = displayPath(cwd, absolute);
    if (!info) missing.push(path);
    else if (info.isDirectory()) folders.push(shown === '.' ? '' : `${shown}/`);
    else files.add(shown);
  }
  if (missing.length) {
    throw new DocsgenError(`No such file: ${missing.join(', ')}`, {
      exitCode: 2,
      diagnostics: missing.map((path) => ({
        code: 'check-links/missing-file',
        severity: 'error',
        message: `\`${path}\` does not exist`,
        file: path,
        hint: 'pass files or folders of the site; in a pre-commit hook, leave out deleted files (`git diff --cached --name-only --diff-filter=ACM`)',
      })),
    });
  }
  return (file) => files.has(file) || folders.some((folder) => file.startsWith(folder));
}

/**
 * The link checks of a build, without rendering, highlighting or writing anything; the
 * OpenAPI document comes from its cached copy. Fast enough for a pre-commit hook.
 */
export async function checkLinks(options: CheckLinksOptions = {}): Promise<CheckLinksResult> {
  const cwd = options.cwd ?? process.cwd();
  const siteDir = resolve(cwd, options.siteDir ?? defaultSiteDir(cwd));
  const wanted = options.files ? givenPaths(options.files, cwd) : undefined;
  const cache = openCompileCache(cacheFolder(cwd, 'check-links'), cacheVersion());
  const loaded = await loadSite({ siteDir, cwd, highlight: false, offline: true, cache });
  // The sample checkers (GraphQL, JSON Schema, TypeScript) and the HTTP client of the
  // external check load only for the options that use them: a pre-commit hook runs without.
  const samples = options.samples ? await (await import('../samples/run-sample-checks.ts')).runSampleChecks(loaded, { cwd, cache }) : undefined;
  // Every page was loaded: entries no page used may go.
  await cache.save({ compact: true }).catch(() => {
    // A read-only checkout still checks links; it just cannot remember the work.
  });
  const checked = checkSite(loaded);
  let diagnostics = checked.diagnostics;
  if (samples) diagnostics.push(...samples.diagnostics);
  if (options.external) {
    const { checkExternalLinks } = await import('./external-links.ts');
    diagnostics.push(...(await checkExternalLinks(checked.links, { cacheFile: cacheFolder(cwd, 'external-links.json') })));
  }
  if (wanted) diagnostics = diagnostics.filter((diagnostic) => wanted(diagnostic.file));
  return { diagnostics: sortDiagnostics(diagnostics), pageCount: checked.routes.length, linkCount: checked.links.length, ...(samples ? { samples: samples.counts } : {}) };
}
