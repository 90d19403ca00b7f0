/**
 * Plugins that make files from the whole routed site, as Docusaurus's sitemap and search
 * plugins do in `postBuild`: docsgen's search index, sitemap and llms.txt. They start once
 * every route is known and give their files before the output folder is written, so a failed
 * build writes none of them; what they finish on other threads is written last.
 */
import type { BuildResult } from '../build/build-options.ts';
import type { BuildRun } from '../build/build-run.ts';
import type { OutputFile } from '../build/output-files.ts';
import type { SiteModel } from '../render/models.ts';
import type { Route } from '../routes/route.ts';
import type { LoadedSite } from '../site/load-site.ts';

/** What an output plugin starts from: one locale of the site, routed, with the model its pages share. */
export interface RoutedSite {
  run: BuildRun;
  loaded: LoadedSite;
  routes: readonly Route[];
  site: SiteModel;
}

/** What the build reports of an output (BuildResult's keys): the search index's size, or `docsgen dev`'s index made when first asked for. */
export type OutputSummary = Partial<Pick<BuildResult, 'search' | 'searchIndex'>>;

/** What an output plugin gives the output folder. */
export interface PluginOutput {
  /** Its files ready now, by output path. */
  files(): ReadonlyMap<string, OutputFile>;
  /** Its files give way to a file of the same path the content gave (a plugin's `addFile`, a static file). */
  yields?: boolean;
  /** Files finished on other threads while the pages are written (`onThisThread`: when no worker could). */
  finishing?: { onThisThread: boolean; finish(): Promise<ReadonlyMap<string, OutputFile>> };
  /**
   * Its files made once the pages are rendered, from the output paths of those whose head says
   * `noindex` (see headSaysNoindex): the sitemap leaves them out, as Docusaurus's does.
   */
  closing?(noindex: ReadonlySet<string>): ReadonlyMap<string, OutputFile>;
  /** What the build reports of it, asked once the output is written (the files finished late included). */
  summary?(): OutputSummary;
}

export interface OutputPlugin<Output extends PluginOutput = PluginOutput> {
  name: string;
  start(site: RoutedSite): Output;
}
