/** What the build hands the llms files: a loaded site's routes, versions, assets and API documents. */
import type { OutputFile } from '../build/output-files.ts';
import type { StageTimer } from '../build/stage-timer.ts';
import type { OutputPlugin } from '../plugins/output-plugin.ts';
import type { SiteModel } from '../render/models.ts';
import type { Route } from '../routes/route.ts';
import { docsVersionsOf } from '../site/docs-plugin.ts';
import { restApisOf } from '../site/openapi-plugin.ts';
import type { LoadedSite } from '../site/load-site.ts';
import { apiDocuments } from './api-documents.ts';
import { llmsFiles } from './llms-files.ts';
import type { TextSpill } from '../shared/text-spill.ts';
import type { TwinTemplates } from './twin-templates.ts';

/** The file with the time it takes to make added to the `llms` stage (`--profile`). */
function timed(file: OutputFile, timer: StageTimer): OutputFile {
  if (!('render' in file)) return file;
  const time = <T>(make: () => T): T => {
    const started = performance.now();
    try {
      return make();
    } finally {
      timer.add('llms', performance.now() - started);
    }
  };
  const { parts } = file;
  return {
    ...file,
    render: () => time(() => file.render()),
    ...(parts ? { parts: () => timedParts(parts(), time) } : {}),
  };
}

/** Each piece's making timed. */
function* timedParts(parts: Iterable<string>, time: <T>(make: () => T) => T): Generator<string> {
  const iterator = parts[Symbol.iterator]();
  for (;;) {
    const next = time(() => iterator.next());
    if (next.done) return;
    yield next.value;
  }
}

/** The llms.txt, llms-full.txt, twins and API documents of a built site, by output path; their making is timed as the `llms` stage. */
function siteLlmsFiles({ loaded, routes, site, cwd, timer, spill, twinTemplates }: { loaded: LoadedSite; routes: readonly Route[]; site: SiteModel; cwd: string; timer: StageTimer; spill: TextSpill | undefined; twinTemplates: TwinTemplates | undefined }): Map<string, OutputFile> {
  const { config } = loaded;
  if (!config.llms.enabled && !config.llms.twins) return new Map();
  const started = performance.now();
  const api = apiDocuments({ apis: restApisOf(loaded.globalData), config, siteDir: loaded.siteDir, generated: loaded.generatedFiles });
  const files = llmsFiles({
    routes,
    site,
    llms: config.llms,
    markdownFormat: config.markdown.format,
    cwd,
    versions: docsVersionsOf(loaded.globalData).map(({ version }) => version),
    assets: loaded.assets,
    generated: loaded.generatedFiles,
    documents: config.llms.enabled ? api.documents : [],
    ...(spill ? { spill } : {}),
    ...(twinTemplates ? { twinTemplates } : {}),
  });
  if (config.llms.enabled) for (const [path, file] of api.files) files.set(path, file);
  timer.add('llms', performance.now() - started);
  return new Map([...files].map(([path, file]) => [path, timed(file, timer)]));
}

/** llms.txt, llms-full.txt, the twins and the API documents as an output plugin: they give way to files the content gave; a build of one page has none. */
export const llmsPlugin: OutputPlugin = {
  name: 'llms',
  start: ({ run, loaded, routes, site }) => {
    const files = run.only === undefined ? siteLlmsFiles({ loaded, routes, site, cwd: run.cwd, timer: run.timer, spill: run.spill, twinTemplates: run.templates?.twins }) : new Map<string, OutputFile>();
    return { files: () => files, yields: true };
  },
};
