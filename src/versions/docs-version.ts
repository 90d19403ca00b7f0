/**
 * Docs versions, in Docusaurus's layout: the docs folder is the current version; each name of
 * `versions.json` (newest first) is a snapshot in `versioned_docs/version-<name>/` with its
 * sidebars in `versioned_sidebars/version-<name>-sidebars.json` (or `.yaml`).
 */
import type { DocsConfig } from '../config/site-config.ts';
import { joinRoute } from '../routes/doc-route.ts';

/** The name of the version the docs folder holds, as in Docusaurus. */
export const CURRENT_VERSION = 'current';

/** One docs version as the later stages need it. */
export interface DocsVersion {
  /** The docs section it is a version of (`default`, or the section's id). */
  docsId: string;
  /** `current` for the docs folder, else its name in versions.json. */
  name: string;
  label: string;
  /** Its route below the docs route base: `''` for the last version, `next`, `1.0` (or its `path`). */
  path: string;
  /** Route of its docs: the docs route base, `<base>/next` or `<base>/<name>` (or its `path`). */
  routeBasePath: string;
  /** Its docs folder, relative to the site folder. */
  docsPath: string;
  /** Its sidebars file candidates, relative to the site folder, first found wins. */
  sidebarPaths: string[];
  /** Where its copies of the OpenAPI documents are kept, relative to the site folder (`''`: the site's own). */
  openapiPath: string;
  /** The version served at the docs route base. */
  isLast: boolean;
  /** The version `src/pages`, plugins' routes and partials are built with: the current one, else (not built) the last. */
  isMain: boolean;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
}

/** How the files of another docs section's versions are named apart, as in Docusaurus: `community_versions.json`. */
export function versionsPrefix(docsId: string): string {
  return docsId === 'default' ? '' : `${docsId}_`;
}

/** The folders a snapshot of version `name` is kept in, relative to the site folder. */
export function versionFolders(name: string, docsId = 'default'): { docs: string; sidebars: string; openapi: string } {
  const prefix = versionsPrefix(docsId);
  return { docs: `${prefix}versioned_docs/version-${name}`, sidebars: `${prefix}versioned_sidebars/version-${name}-sidebars`, openapi: `${prefix}versioned_openapi/version-${name}` };
}

/** A version name that is a safe folder and route segment: `1.0`, `v2`, `2024-01`. */
export const VERSION_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;

/** Why `name` cannot name a version, or undefined when it can. */
export function invalidVersionName(name: string): string | undefined {
  if (name === CURRENT_VERSION) return '`current` names the docs folder itself';
  if (!VERSION_NAME.test(name) || name.includes('..')) return 'a version name is 1–32 letters, digits, `.`, `_` and `-`, starting with a letter or digit (it becomes a folder and a route)';
  return undefined;
}

/**
 * Every version to build, current first then versions.json's order (the dropdown's order),
 * with Docusaurus's defaults: the last version at the route base, the current one at
 * `<base>/next` with an "unreleased" banner, older ones at `<base>/<name>` marked unmaintained.
 */
export function resolveVersions(docs: DocsConfig, names: readonly string[]): DocsVersion[] {
  const all = [CURRENT_VERSION, ...names];
  const last = docs.lastVersion ?? names[0] ?? CURRENT_VERSION;
  const lastIndex = all.indexOf(last);
  // As Docusaurus: `includeCurrentVersion: false` leaves the docs folder out, then `onlyIncludeVersions` picks.
  const list = all.filter((name) => (docs.includeCurrentVersion !== false || name !== CURRENT_VERSION) && (docs.onlyIncludeVersions ?? all).includes(name));
  const main = list.includes(CURRENT_VERSION) ? CURRENT_VERSION : last;
  // As in Docusaurus, a site that builds one version shows neither badge nor banner.
  const badge = list.length > 1;
  return list.map((name) => {
    const options = docs.versions[name] ?? {};
    const isLast = name === last;
    const isCurrent = name === CURRENT_VERSION;
    const path = (options.path ?? (isLast ? '' : isCurrent ? 'next' : name)).replace(/^\/+|\/+$/g, '');
    // Docusaurus: versions newer than the last one are unreleased, older ones unmaintained.
    const defaultBanner = isLast || list.length === 1 ? 'none' : all.indexOf(name) < lastIndex ? 'unreleased' : 'unmaintained';
    const folders = versionFolders(name, docs.id);
    return {
      docsId: docs.id,
      name,
      label: options.label ?? (isCurrent ? docs.versionLabel : name),
      path,
      routeBasePath: joinRoute(docs.routeBasePath, path),
      docsPath: isCurrent ? docs.path : folders.docs,
      sidebarPaths: isCurrent ? [docs.sidebarPath] : [`${folders.sidebars}.json`, `${folders.sidebars}.yaml`, `${folders.sidebars}.yml`],
      openapiPath: isCurrent ? '' : folders.openapi,
      isLast,
      isMain: name === main,
      banner: options.banner ?? defaultBanner,
      badge: options.badge ?? badge,
    };
  });
}
