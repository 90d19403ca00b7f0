import { statSync } from 'node:fs';
import { defaultSiteDir } from '../shared/default-site-dir.ts';
import { resolve } from 'node:path';
import { checkSite, type OriginalPages } from './check-site.ts';
import { DocsgenError, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { openCompileCache, type CompileCache } from '../site/compile-cache.ts';
import { loadConfig, type LoadedConfig } from '../config/load-config.ts';
import { localeSetups } from '../i18n/locale-runs.ts';
import { mergeLocaleDiagnostics } from '../i18n/merge-locales.ts';
import { assertSiteFolder } from '../site/site-folder.ts';
import { loadSite } from '../site/load-site.ts';
import { cacheVersion } from '../package-root.ts';
import { addSampleCounts, type SampleCounts } from '../samples/sample-counts.ts';
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

/** Load and check one locale of the site (against the default locale's pages, `original`), its samples too when asked. */
async function checkLocale(options: { siteDir: string; cwd: string; cache: CompileCache; loadedConfig: LoadedConfig; original?: OriginalPages; samples: boolean }): Promise<ReturnType<typeof checkSite> & { samples?: { diagnostics: Diagnostic[]; counts: SampleCounts } }> {
  const { siteDir, cwd, cache, loadedConfig } = options;
  const loaded = await loadSite({ siteDir, cwd, highlight: false, offline: true, cache, loadedConfig });
  // The sample checkers (GraphQL, JSON Schema, TypeScript) load only when asked: a pre-commit hook runs without.
  const samples = options.samples ? await (await import('../samples/run-sample-checks.ts')).runSampleChecks(loaded, { cwd, cache }) : undefined;
  return { ...checkSite(loaded, { cwd, ...(options.original ? { original: options.original } : {}) }), ...(samples ? { samples } : {}) };
}

/**
 * The link checks of a build, without rendering, highlighting or writing anything, in every
 * locale of a translated site; the OpenAPI document comes from its cached copy. Fast enough
 * for a pre-commit hook.
 */
export async function checkLinks(options: CheckLinksOptions = {}): Promise<CheckLinksResult> {
  const cwd = options.cwd ?? process.cwd();
  const siteDir = resolve(cwd, options.siteDir ?? defaultSiteDir(cwd));
  const wanted = options.files ? givenPaths(options.files, cwd) : undefined;
  await assertSiteFolder(siteDir, cwd);
  const config = await loadConfig(siteDir, cwd);
  const { setups, diagnostics: translationErrors } = await localeSetups(siteDir, cwd, config);
  const cache = openCompileCache(cacheFolder(cwd, 'check-links'), cacheVersion());
  const checked: Array<Awaited<ReturnType<typeof checkLocale>>> = [];
  // The default locale first: the others' translated pages are checked against its pages.
  let original: OriginalPages | undefined;
  for (const setup of setups) {
    const locale = await checkLocale({ siteDir, cwd, cache, loadedConfig: setup.config, samples: options.samples === true, ...(original ? { original } : {}) });
    if (setup.locale === config.config.i18n.defaultLocale) original = locale.pages;
    checked.push(locale);
  }
  // Every page of every locale was loaded: entries no page used may go.
  await cache.save({ compact: true }).catch(() => {
    // A read-only checkout still checks links; it just cannot remember the work.
  });
  let diagnostics = mergeLocaleDiagnostics([translationErrors, ...checked.map((locale) => [...locale.diagnostics, ...(locale.samples?.diagnostics ?? [])])]);
  const links = checked.flatMap((locale) => locale.links);
  if (options.external) {
    const { checkExternalLinks } = await import('./external-links.ts');
    diagnostics.push(...(await checkExternalLinks(links, { cacheFile: cacheFolder(cwd, 'external-links.json') })));
  }
  if (wanted) diagnostics = diagnostics.filter((diagnostic) => wanted(diagnostic.file));
  const samples = checked.flatMap((locale) => (locale.samples ? [locale.samples.counts] : []));
  return {
    diagnostics: sortDiagnostics(diagnostics),
    pageCount: checked.reduce((sum, locale) => sum + locale.routes.length, 0),
    linkCount: links.length,
    ...(samples.length ? { samples: samples.reduce(addSampleCounts) } : {}),
  };
}
