import { hasErrors, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ExampleChecks } from '../samples/run-sample-checks.ts';
import { noSampleCounts, type SampleCounts } from '../samples/sample-counts.ts';
import type { LoadedSite } from '../site/load-site.ts';
import { failBuild, type BuildRun } from './build-run.ts';

type SampleResults = { diagnostics: Diagnostic[]; counts: SampleCounts };

/** The code sample checks, running on their own thread while the build goes on. */
export interface SampleStage {
  /**
   * Wait for the checks and add their problems to `diagnostics`; fails the build when any of
   * them is an error, so broken links and broken samples are one report.
   */
  settle(diagnostics: Diagnostic[]): Promise<SampleResults>;
  /** A quick start's checks, run after its first page is served. */
  checkLater(): Promise<SampleResults>;
}

/**
 * Start the sample checks. The TypeScript check runs on its own thread while the build
 * bundles and indexes for search; the build waits for it before rendering (`--profile`
 * counts the wait). Loaded when they start: `docsgen dev` serves its first pages before it
 * needs the checkers, and a quick start checks nothing here.
 */
export async function startSampleStage(run: BuildRun, loaded: LoadedSite, checkers: Promise<ExampleChecks> | undefined): Promise<SampleStage> {
  const { timer, cache, cwd } = run;
  const start = async (): Promise<() => Promise<SampleResults>> => {
    const { startSampleChecks } = await import('../samples/run-sample-checks.ts');
    const examples = await checkers;
    return startSampleChecks(loaded, { cwd, ...(examples ? { examples } : {}), ...(cache ? { cache } : {}) });
  };
  let finish = run.quickStart ? async (): Promise<SampleResults> => ({ diagnostics: [], counts: noSampleCounts() }) : await timer.time('samples', start);
  return {
    async settle(diagnostics) {
      const samples = await timer.time('samples', finish);
      // The checks' closure holds every code block of the site: let it go.
      finish = async () => samples;
      diagnostics.push(...samples.diagnostics);
      if (hasErrors(diagnostics)) failBuild(diagnostics);
      return samples;
    },
    async checkLater() {
      const checked = await (await start())();
      await cache?.save();
      return checked;
    },
  };
}
