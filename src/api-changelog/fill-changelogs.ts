/**
 * The content of a docs section's changelog pages, once every docs version is loaded (an older
 * version's reference is loaded after the current one, and a removed operation links to its
 * page there): each planned page's releases read, compared pair by pair, newest first, and
 * the outline replaced by the page; its Markdown twin goes with the version's files.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteConfig } from '../config/site-config.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { twinPath } from '../llms/twin-paths.ts';
import { siteLink } from '../routes/doc-route.ts';
import type { StageTimer } from '../build/stage-timer.ts';
import type { CompileCache } from '../site/compile-cache.ts';
import type { LoadedApi } from '../site/loaded-api.ts';
import { displayPath } from '../shared/paths.ts';
import type { CompiledPage } from '../types.ts';
import type { DocsVersion } from '../versions/docs-version.ts';
import { changelogPage } from './changelog-page.ts';
import { switcherLabel, type ChangelogPlan } from './changelog-plan.ts';
import { releaseDiffs } from './release-diffs.ts';
import { releaseComparer, type Release, type ReleaseComparer } from './compare-releases.ts';
import { restOperationPages } from './operation-pages.ts';
import { configuredReleases } from './read-release.ts';

/** A docs version as loaded, with its planned changelog pages. */
export interface ChangelogDocs {
  version: DocsVersion;
  apis: LoadedApi[];
  pages: CompiledPage[];
  generatedFiles: Map<string, string>;
  diagnostics: Diagnostic[];
  changelogs: ReadonlyArray<ChangelogPlan | undefined>;
}

/** What filling the pages needs of the build. */
export interface ChangelogContext {
  config: SiteConfig;
  configFile: string;
  siteDir: string;
  cwd: string;
  offline: boolean;
  cache?: CompileCache;
  /** A one-page build (`docsgen dev`): only that page is filled. */
  onlyRoute?: string;
  /** `--profile`: the pages' making is the `changelog` stage. */
  timer: StageTimer;
}

/** A reference of the site as a release: its document as the build used it (read again when a one-page build did not load it). */
async function referenceRelease(api: LoadedApi, label: string | undefined, context: ChangelogContext): Promise<Release | undefined> {
  const path = join(context.siteDir, api.config.cache);
  const text = api.document?.text ?? (await readFile(path, 'utf8').catch(() => undefined));
  if (text === undefined) return undefined;
  return { ...(label !== undefined ? { label } : {}), fallbackLabel: api.config.id, text, name: api.document?.file ?? displayPath(context.cwd, path), ...(api.config.url ? {} : { path }), pages: restOperationPages(api.sidebar) };
}

/** The releases of a plan, newest first: the API, its versions in this docs version or in older ones, then its `changelog:` releases. */
async function planReleases(plan: ChangelogPlan, docs: ChangelogDocs, section: readonly ChangelogDocs[], context: ChangelogContext, configured: ReturnType<typeof configuredReleases>): Promise<Release[]> {
  const apiIn = (loaded: ChangelogDocs | undefined, id: string): LoadedApi | undefined => loaded?.apis.find((api) => api.config.id === id);
  const candidates = [
    ...[plan.apiId, ...plan.members].map((id, index) => {
      const api = apiIn(docs, id);
      return api && referenceRelease(api, index === 0 ? plan.label : switcherLabel(api.config), context);
    }),
    ...plan.olderVersions.map((name) => {
      const older = section.find((loaded) => loaded.version.name === name);
      const api = apiIn(older, plan.apiId);
      return api && referenceRelease(api, older!.version.label, context);
    }),
    ...plan.releases.map(configured),
  ];
  const [self, ...older] = await Promise.all(candidates);
  // Without the API's own document, an older release would pass for the newest.
  return self ? [self, ...older.filter((release): release is Release => release !== undefined)] : [];
}

/** The section's docs versions with their changelog pages filled in. */
export async function fillChangelogs<D extends ChangelogDocs>(section: readonly D[], context: ChangelogContext): Promise<D[]> {
  if (!section.some((docs) => docs.changelogs.some(Boolean))) return [...section];
  return context.timer.time('changelog', async () => {
    const comparer = releaseComparer(context);
    const sectionDiagnostics: Diagnostic[] = [];
    const configured = configuredReleases(context, sectionDiagnostics);
    const filled = await Promise.all(section.map((docs) => filledDocs(docs, section, context, { comparer, configured })));
    // Problems of the section's releases once, with its first version (which every page compares from).
    const [first, ...rest] = filled;
    return first ? [{ ...first, diagnostics: [...first.diagnostics, ...sectionDiagnostics, ...comparer.diagnostics] }, ...rest] : [];
  });
}

/** One docs version with its changelog pages made, their twins among its files. */
async function filledDocs<D extends ChangelogDocs>(docs: D, section: readonly D[], context: ChangelogContext, shared: { comparer: ReleaseComparer; configured: ReturnType<typeof configuredReleases> }): Promise<D> {
  const { config } = context;
  const pages = new Map<string, CompiledPage>();
  const files = new Map(docs.generatedFiles);
  for (const plan of docs.changelogs) {
    if (!plan || (context.onlyRoute !== undefined && context.onlyRoute !== plan.route)) continue;
    const releases = await planReleases(plan, docs, section, context, shared.configured);
    const self = docs.apis.find((api) => api.config.id === plan.apiId);
    const { page, twin } = changelogPage({ id: plan.id, route: plan.route, file: releases[0]?.name ?? plan.apiId, apiTitle: self?.title ?? plan.apiId, diffs: await releaseDiffs(releases, shared.comparer), withBase: (route) => siteLink(config, route), site: config });
    pages.set(page.id, page);
    if (config.llms.twins) files.set(twinPath(page.route), twin);
  }
  return { ...docs, pages: docs.pages.map((page) => pages.get(page.id) ?? page), generatedFiles: files };
}
