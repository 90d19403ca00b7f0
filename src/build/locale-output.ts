/**
 * A translated site's output, written a locale at a time: each locale's files go into the
 * staged update as soon as it is built, so its pages leave memory before the next locale
 * compiles. The update is moved into place once every locale is written (see stageOutput):
 * a build that fails in any locale leaves the previous output as it was.
 */
import { join } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SitePlugins } from '../plugins/site-plugins.ts';
import type { BuildRun } from './build-run.ts';
import { writeHostRedirects } from './host-redirects.ts';
import type { OutputFile } from './output-files.ts';
import { localeClosing, postBuild, writeTime, writtenRoutes, type WrittenLocale, type WrittenRoute } from './write-stage.ts';
import { stageOutput, type OutputOptions } from './write-output.ts';

/** What the end of the build needs of a written locale: its plugins' `postBuild` and its routes' paths. */
interface Written {
  prefix: string;
  plugins?: SitePlugins;
  routes: WrittenRoute[];
  baseUrl: string;
}

export interface LocaleOutput {
  /** Write a built locale (its files under its folder) into the staged update. */
  add: (locale: WrittenLocale & { files: ReadonlyMap<string, OutputFile> }) => Promise<void>;
  /** Move the update into place, then run each locale's plugins' `postBuild`; returns their warnings. */
  finish: () => Promise<Diagnostic[]>;
  abort: () => Promise<void>;
  /**
   * Every file written, by its path in the output: each names its written file (`copyFrom`),
   * so that the pages are not held.
   */
  files: Map<string, OutputFile>;
}

/** Start writing a translated site's locales into `run.outDir` (see the module's comment). */
export async function startLocaleOutput(run: BuildRun, options: OutputOptions): Promise<LocaleOutput> {
  const staged = await stageOutput(run.outDir, options);
  const files = new Map<string, OutputFile>();
  const written: Written[] = [];
  const wrote = (path: string): void => void files.set(path, { copyFrom: join(run.outDir, path) });
  return {
    files,
    add: async ({ loaded, routes, outputs, prefix, noindex, files: localeFiles }) => {
      const timed = writeTime(run.timer);
      const finishing = outputs.filter((output) => output.finishing);
      const later = async (): Promise<Map<string, OutputFile>> => {
        const finished = new Map<string, OutputFile>();
        for (const output of finishing) for (const [path, file] of (await output.finishing!.finish()) ?? []) finished.set(prefix + path, file);
        return finished;
      };
      const prefixed = new Map<string, OutputFile>();
      for (const [path, file] of localeFiles) prefixed.set(prefix + path, file);
      const part = localeClosing({ outputs, prefix, noindex });
      const late = await staged.add({
        files: prefixed,
        later,
        noindex: () => new Set(part.noindex()),
        closing: (flagged) => new Map(part.closing(flagged)),
        ...(finishing.some((output) => output.finishing!.onThisThread) ? { lateOnThisThread: true } : {}),
      });
      for (const path of prefixed.keys()) wrote(path);
      for (const path of late.keys()) wrote(path);
      timed();
      written.push({ prefix, ...(loaded.plugins ? { plugins: loaded.plugins } : {}), routes: writtenRoutes(routes), baseUrl: loaded.config.baseUrl });
    },
    finish: async () => {
      const timed = writeTime(run.timer);
      await staged.commit();
      timed();
      const warnings: Diagnostic[] = [];
      for (const { plugins, routes, prefix } of written) {
        if (plugins) warnings.push(...(await run.timer.time('plugins', () => postBuild(plugins, routes, join(run.outDir, prefix), run.cwd))));
      }
      if (written.some(({ plugins }) => plugins)) await writeHostRedirects(run.outDir, new Set(files.keys()), written[0]!.baseUrl);
      return warnings;
    },
    abort: () => staged.abort(),
  };
}
