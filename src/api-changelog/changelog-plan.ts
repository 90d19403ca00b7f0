/**
 * Which REST references of a docs version get a changelog page, where, and which releases it
 * compares, newest first: the API itself, then its `versionOf` versions in config order (an API
 * with versions in one docs version), else the API in each older docs version that has its own
 * copy of the document (versioned docs), then the releases of its `changelog:` key. Known from
 * the config before any document is compared, so that sidebars and the version switcher can
 * list the page; its content comes once every docs version is loaded (see fill-changelogs.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ChangelogRelease, OpenApiConfig } from '../config/site-config.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ApiSidebarData } from '../openapi/api-pages.ts';
import { pluginKebab } from '../openapi/plugin-names.ts';
import { joinRoute } from '../routes/doc-route.ts';
import type { CompiledPage } from '../types.ts';
import { CURRENT_VERSION, type DocsVersion } from '../versions/docs-version.ts';

/** The route segment of every changelog page under its API's route. */
export const CHANGELOG_SEGMENT = 'changelog';

/** One API's changelog page in one docs version. */
export interface ChangelogPlan {
  /** The API's id. */
  apiId: string;
  /** The page's id and route. */
  id: string;
  route: string;
  /** The API's own name on the page, when the config gives it (else its document's `info.version`). */
  label?: string;
  /** Ids of its `versionOf` versions in the same docs version, newest first. */
  members: string[];
  /** Names of the older docs versions whose copy of the document it is compared with, newest first. */
  olderVersions: string[];
  /** Its `changelog:` releases. */
  releases: ChangelogRelease[];
}

/** One REST reference of the docs version, as loaded. */
export interface PlannedApi {
  config: OpenApiConfig;
  /** Its route, docs route included. */
  route: string;
  idPrefix: string;
  pages: readonly CompiledPage[];
  /** Absent when its document could not be read: it then gets no changelog. */
  sidebar?: ApiSidebarData;
}

export interface PlanInput {
  apis: readonly PlannedApi[];
  version: DocsVersion;
  /** The docs section's versions, current first. */
  versions: readonly DocsVersion[];
  /** The site's APIs as configured: where each keeps its document (older versions keep a copy under the same path). */
  siteApis: readonly OpenApiConfig[];
  siteDir: string;
  configFile: string;
  /** Report a changelog route taken by a page of the reference (once: for the current version). */
  report: boolean;
}

/** The label the version switcher shows for an API of a `versionOf` group. */
export const switcherLabel = (config: OpenApiConfig): string => config.versionLabel ?? config.id;

/** Older docs versions that keep their own copy of the API's document (without one, a version documents the current API). */
function olderVersions(input: PlanInput, config: OpenApiConfig): string[] {
  const own = input.siteApis.find((api) => api.id === config.id);
  if (!own) return [];
  const hasCopy = (version: DocsVersion): boolean => version.name === CURRENT_VERSION || existsSync(join(input.siteDir, version.openapiPath, own.cache));
  const index = input.versions.findIndex((version) => version.name === input.version.name);
  if (index < 0 || !hasCopy(input.version)) return [];
  return input.versions.slice(index + 1).filter(hasCopy).map((version) => version.name);
}

/** The page a route is taken by among the reference's pages and tag pages, if any. */
function takenBy(api: PlannedApi, route: string): string | undefined {
  const page = api.pages.find((candidate) => candidate.route === route);
  if (page) return `the page \`${page.title}\``;
  const tag = api.config.tagPages ? api.sidebar?.tags.find((candidate) => joinRoute(api.route, pluginKebab(candidate.name)) === route) : undefined;
  return tag ? `the page of tag \`${tag.name}\`` : undefined;
}

function planOf(input: PlanInput, api: PlannedApi, diagnostics: Diagnostic[]): ChangelogPlan | undefined {
  const { config } = api;
  if (config.changelog === false || config.versionOf !== undefined || !api.sidebar) return undefined;
  const members = input.apis.filter((other) => other.config.versionOf === config.id).map((other) => other.config.id);
  const older = members.length ? [] : olderVersions(input, config);
  const releases = config.changelog ?? [];
  if (!members.length && !older.length && !releases.length) return undefined;
  const route = joinRoute(api.route, CHANGELOG_SEGMENT);
  const taken = takenBy(api, route);
  if (taken) {
    if (input.report) {
      diagnostics.push({
        code: 'routes/duplicate',
        severity: 'warning',
        message: `Duplicate route \`${route}\`: the changelog page of API \`${config.id}\` and ${taken} both have it; only the reference's page is built`,
        file: input.configFile,
        ...(config.at ? { line: config.at.line, column: config.at.column } : {}),
        hint: 'name the operation or tag apart in the document, or turn the changelog off with `changelog: false`',
      });
    }
    return undefined;
  }
  const label = members.length ? switcherLabel(config) : older.length ? input.version.label : config.versionLabel;
  return { apiId: config.id, id: `${api.idPrefix}/${CHANGELOG_SEGMENT}`, route, ...(label !== undefined ? { label } : {}), members, olderVersions: older, releases };
}

/**
 * The changelog page of each API of the version (undefined for those without one), and the
 * route each API's pages link to as its changelog: its own, or that of the API it is a version of.
 */
export function planChangelogs(input: PlanInput): { plans: Array<ChangelogPlan | undefined>; linkRoutes: Array<string | undefined>; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const plans = input.apis.map((api) => planOf(input, api, diagnostics));
  const routeOf = (id: string | undefined): string | undefined => plans.find((plan) => plan?.apiId === id)?.route;
  const linkRoutes = input.apis.map((api, index) => plans[index]?.route ?? routeOf(api.config.versionOf));
  return { plans, linkRoutes, diagnostics };
}
