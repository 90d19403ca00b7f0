/**
 * Compare two releases of an API with `docsgen api-diff`'s engine: the same reading of each
 * document (load-document.ts) and the same rules, so that the changelog page and the command
 * classify every change alike. Each pair's changes are kept in the build cache under both
 * documents' texts, so that an unchanged pair is neither parsed nor compared again; within a
 * build each release is read once, however many pairs it is part of.
 */
import { compareOpenApi } from '../api-diff/compare-operations.ts';
import { loadDocument, type LoadedApi } from '../api-diff/load-document.ts';
import type { ApiChange } from '../api-diff/rules.ts';
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { StageTimer } from '../build/stage-timer.ts';
import { hashKey, type CompileCache } from '../site/compile-cache.ts';
import { refersToOtherFiles } from '../openapi/bundle-refs.ts';
import type { OperationPages } from './changelog-sections.ts';

/** One release of an API, as read. */
export interface Release {
  /** Its name on the page; absent: the document's `info.version` names it (else `fallbackLabel`). */
  label?: string;
  fallbackLabel: string;
  text: string;
  /** How messages name the document: `api/openapi.yaml`, `git:v1.0:api/openapi.yaml`. */
  name: string;
  /** Its path on disk, for a local file: its `$ref`s to other files are read from there. */
  path?: string;
  /** Where its operations' pages are in the site. */
  pages: OperationPages;
  /** Where config.yaml lists it (a `changelog:` release): a problem reading it is reported there. Other releases are the site's own references, which report their problems themselves. */
  at?: { file: string; line: number; column: number };
}

/** What changed from one release to the next, and the versions their documents state (`info.version`). */
export interface ComparedReleases {
  changes: ApiChange[];
  versions: { from?: string; to?: string };
}

export interface ReleaseComparer {
  /** The changes from `from` to `to`; undefined when either cannot be read (reported once in `diagnostics`). */
  compare(from: Release, to: Release): Promise<ComparedReleases | undefined>;
  /** The releases that could not be compared: unreadable, or of another kind of API than the others. */
  failed: Set<Release>;
  diagnostics: Diagnostic[];
}

/** Changes when what a pair's cache entry holds does. */
const ENTRY_FORMAT = '1';

const infoVersion = (api: LoadedApi): string | undefined => {
  const info = api.kind === 'openapi' ? api.doc.info : undefined;
  const version = info && typeof info === 'object' && !Array.isArray(info) ? info.version : undefined;
  return typeof version === 'string' && version !== '' ? version : undefined;
};

/** A release's problem, where config.yaml lists it when the document's own place is unknown. */
function releaseProblem(release: Release, diagnostic: Diagnostic): Diagnostic {
  const { source: _source, ...rest } = diagnostic;
  const where = release.at ? `${release.at.file}:${release.at.line}:${release.at.column}` : release.name;
  const hint = `a release of the changelog (${where}); its page is built without it`;
  if (rest.line !== undefined || !release.at) return { ...rest, hint };
  return { ...rest, file: release.at.file, line: release.at.line, column: release.at.column, hint };
}

/** A comparer for one build: `cwd` is where messages' paths are relative to; `--profile` counts the pairs compared and those the cache had. */
export function releaseComparer(options: { cwd: string; cache?: CompileCache; timer?: StageTimer }): ReleaseComparer {
  const diagnostics: Diagnostic[] = [];
  const failed = new Set<Release>();
  const loaded = new Map<Release, Promise<LoadedApi | undefined>>();
  const load = (release: Release): Promise<LoadedApi | undefined> => {
    let api = loaded.get(release);
    if (!api) {
      api = loadDocument({ name: release.name, text: release.text, ...(release.path ? { path: release.path } : {}) }, options.cwd).catch((error: unknown) => {
        if (!(error instanceof DocsgenError)) throw error;
        failed.add(release);
        if (release.at) diagnostics.push(...error.diagnostics.map((diagnostic) => releaseProblem(release, diagnostic)));
        return undefined;
      });
      loaded.set(release, api);
    }
    return api;
  };
  const pairs = new Map<string, Promise<ComparedReleases | undefined>>();
  const comparePair = async (from: Release, to: Release, key: string): Promise<ComparedReleases | undefined> => {
    // A document split into files changes with files its text does not show: compared afresh.
    const cache = [from, to].some((release) => release.path && refersToOtherFiles(release.text)) ? undefined : options.cache;
    const cached = cache?.get<ComparedReleases>(key);
    if (cached) {
      options.timer?.count('changelog pairs from cache');
      return cached;
    }
    const [before, after] = await Promise.all([load(from), load(to)]);
    if (!before || !after) return undefined;
    let changes: ApiChange[];
    if (before.kind === 'openapi' && after.kind === 'openapi') changes = compareOpenApi(before.doc, after.doc);
    else if (before.kind === 'graphql' && after.kind === 'graphql') changes = await (await import('../api-diff/graphql-diff.ts')).compareGraphql(before.schema, after.schema);
    else {
      const kind = (api: LoadedApi): string => (api.kind === 'openapi' ? 'an OpenAPI document' : 'a GraphQL schema');
      const message = `Cannot compare \`${from.name}\`, ${kind(before)}, with \`${to.name}\`, ${kind(after)}: a changelog compares versions of one kind of API`;
      const configured = from.at ? from : to;
      failed.add(configured);
      diagnostics.push(releaseProblem(configured, { code: 'api-diff/kinds-differ', severity: 'error', message, file: configured.name }));
      return undefined;
    }
    const compared: ComparedReleases = { changes, versions: { ...(infoVersion(before) ? { from: infoVersion(before)! } : {}), ...(infoVersion(after) ? { to: infoVersion(after)! } : {}) } };
    cache?.set(key, compared);
    options.timer?.count('changelog pairs compared');
    return compared;
  };
  return {
    diagnostics,
    failed,
    compare(from, to) {
      const key = hashKey('api-changelog', ENTRY_FORMAT, from.name, from.text, to.name, to.text);
      let pair = pairs.get(key);
      if (!pair) pairs.set(key, (pair = comparePair(from, to, key)));
      return pair;
    },
  };
}
