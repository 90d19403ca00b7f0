/**
 * The global data Docusaurus's docs plugin gives the browser, which components read through
 * `@docusaurus/plugin-content-docs/client` (`useActiveVersion`, `useVersions`…) and
 * `usePluginData('docusaurus-plugin-content-docs')`: each docs section's versions, newest
 * first as the site orders them, with the id and URL of each doc.
 * @see https://docusaurus.io/docs/docusaurus-core#useGlobalData
 */
import { withBaseUrl } from '../routes/doc-route.ts';
import type { DocsVersion } from '../versions/docs-version.ts';

/** Docusaurus's name of the docs plugin, the key of its data. */
export const DOCS_PLUGIN_NAME = 'docusaurus-plugin-content-docs';

/** A version's docs as a docs section loaded them. */
export interface DocsOfVersion {
  version: DocsVersion;
  pages: ReadonlyArray<{ id: string; route: string }>;
}

export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}

export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: GlobalDoc[];
  draftIds: string[];
}

/** One docs section's data: its route base and versions, as Docusaurus's `GlobalPluginData`. */
export interface DocsPluginData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

/** Each docs section's data by its id (`default` for the main one). */
export function docsPluginData(versions: readonly DocsOfVersion[], baseUrl: string): Record<string, DocsPluginData> {
  const sections: Record<string, DocsPluginData> = {};
  for (const { version, pages } of versions) {
    // URLs with the base URL, as the browser's location has them.
    const docs = pages.map((page) => ({ id: page.id, path: withBaseUrl(baseUrl, page.route) }));
    const path = withBaseUrl(baseUrl, version.routeBasePath);
    // The doc at the version's root, else its first: where the version's navbar link leads.
    const mainDocId = (docs.find((doc) => doc.path.replace(/\/$/, '') === path.replace(/\/$/, '')) ?? docs[0])?.id ?? '';
    const section = (sections[version.docsId] ??= { path, versions: [], breadcrumbs: true });
    if (version.isLast) section.path = path;
    section.versions.push({ name: version.name, label: version.label, isLast: version.isLast, path, mainDocId, docs, draftIds: [] });
  }
  return sections;
}

/** Plugins' global data as components read it: with the docs plugin's, unless a plugin of that name gave its own. */
export function withDocsPluginData(globalData: Record<string, unknown>, versions: readonly DocsOfVersion[], baseUrl: string): Record<string, unknown> {
  if (!versions.length || globalData[DOCS_PLUGIN_NAME] !== undefined) return globalData;
  return { ...globalData, [DOCS_PLUGIN_NAME]: docsPluginData(versions, baseUrl) };
}
