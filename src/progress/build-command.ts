import { relative } from 'node:path';
import type pc from 'picocolors';
import type { CliIo } from '../cli-io.ts';
import { build } from '../build/build.ts';
import { StageTimer } from '../build/stage-timer.ts';
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { formatSampleCounts } from '../samples/sample-counts.ts';
import { buildJson, formatSummaryTable, summarizeBuild, type BuildSummary } from './build-summary.ts';
import { ProgressLine } from './progress-line.ts';

export interface BuildCommandOptions {
  site: string;
  out?: string;
  dryRun?: boolean;
  offline?: boolean;
  strictRemote?: boolean;
  cache: boolean;
  profile?: boolean;
  verbose?: boolean;
  json?: boolean;
  /** `--locale`: the locales of a translated site to build. */
  locale?: string[];
}

/** What `docsgen build` needs of the CLI: where to print, what the terminal is, how to print diagnostics. */
export type BuildCommandIo = Omit<CliIo, 'color'> & {
  colors: ReturnType<typeof pc.createColors>;
  printDiagnostics: (diagnostics: Diagnostic[]) => void;
};

/**
 * `docsgen build`: run the build with a progress line on a terminal, then print the
 * diagnostics, the result line and (on a terminal) the summary table; with `json`, only the
 * JSON report, on success and on failure alike. Resolves to the exit code.
 */
export async function runBuildCommand(options: BuildCommandOptions, io: BuildCommandIo): Promise<number> {
  const started = performance.now();
  const line = io.tty && !options.json ? new ProgressLine({ write: io.stderr, delayMs: io.progressDelayMs, columns: io.columns }) : undefined;
  const timer = new StageTimer(line);
  let result: Awaited<ReturnType<typeof build>>;
  try {
    result = await build({
      timer,
      siteDir: options.site,
      ...(options.out !== undefined ? { outDir: options.out } : {}),
      cwd: io.cwd,
      write: !options.dryRun,
      ...(options.offline ? { offline: true } : {}),
      ...(options.strictRemote ? { strictRemote: true } : {}),
      ...(options.cache ? {} : { cache: false }),
      ...(options.locale?.length ? { locales: options.locale } : {}),
    });
  } catch (error) {
    line?.stop();
    // Where a failed build spent its time too: the stages it ran, before the CLI's handler reports the failure.
    const stages = options.profile && !options.json ? timer.format() : '';
    if (stages) io.stdout(`${stages}\n`);
    // The JSON report stands for the failure too; other failures go to the CLI's handler.
    if (!options.json || !(error instanceof DocsgenError)) throw error;
    io.stdout(buildJson(null, error.diagnostics, { error: error.message }));
    return error.exitCode;
  }
  line?.stop();
  const seconds = (performance.now() - started) / 1000;
  // Only the table and the JSON report show the summary (its output size walks the output).
  const summary = (): BuildSummary => summarizeBuild({ result, timer, seconds: Number(seconds.toFixed(2)), written: !options.dryRun });
  if (options.json) {
    io.stdout(buildJson(summary(), result.diagnostics, { outDir: options.dryRun ? null : result.outDir, counts: Object.fromEntries(timer.counts), samples: result.samples, ...(result.search ? { search: result.search } : {}) }));
    return 0;
  }
  const { colors } = io;
  io.printDiagnostics(result.diagnostics);
  const shown = relative(io.cwd, result.outDir);
  const where = options.dryRun ? '(dry run, nothing written)' : `→ ${shown.startsWith('..') ? result.outDir : shown}/`;
  // Static HTML files are in the output folder but were not built: said apart, so the count matches the pages rendered.
  const copied = result.staticHtmlCount ? ` (and ${result.staticHtmlCount} static HTML ${result.staticHtmlCount === 1 ? 'file' : 'files'} copied as they are)` : '';
  io.stdout(`${colors.green('✔')} Built ${result.pageCount} pages in ${seconds.toFixed(2)} s ${where}${copied}\n`);
  if (result.relistedFrom) io.stdout(`  locales: every locale built, not only ${result.relistedFrom.join(', ')}: the site's locales changed since ${shown.startsWith('..') ? result.outDir : shown}/ was built, and every page lists them\n`);
  if (result.locales && !options.dryRun) io.stdout(`  locales: ${result.locales.built.join(', ')} built; the files of ${result.locales.others.join(', ')} in ${shown.startsWith('..') ? result.outDir : shown}/ are left as they were\n`);
  if (result.search) {
    const { pageCount, sectionCount, bytes } = result.search;
    io.stdout(`  search index: ${(bytes / 1024).toFixed(0)} KB for ${pageCount} pages (${sectionCount} sections), split by term: a search fetches only its words' parts\n`);
  }
  if (Object.values(result.samples).some(Boolean)) io.stdout(`${colors.dim(`Checked samples: ${formatSampleCounts(result.samples)}`)}\n`);
  if (options.verbose) io.stdout(`${colors.dim(`${result.files.size} files`)}\n`);
  if (io.tty) io.stdout(`${formatSummaryTable(summary(), { profile: Boolean(options.profile), dim: colors.dim })}\n`);
  else if (options.profile) io.stdout(`${timer.format()}\n`);
  return 0;
}
