/**
 * The global data Docusaurus's docs plugin gives the browser, which components read through
 * `@docusaurus/plugin-content-docs/client` (`useActiveVersion`, `useVersions`…) and
 * `usePluginData('docusaurus-plugin-content-docs')`: each docs section's versions, newest
 * first as the site orders them, with the id, URL and sidebar of each doc, and each sidebar's
 * first link (what `useLayoutDocsSidebar` and a `docSidebar` navbar item link to).
 * @see https://docusaurus.io/docs/docusaurus-core#useGlobalData
 */
import type { AllContent } from '../plugins/plugin-types.ts';
import { withBaseUrl } from '../routes/doc-route.ts';
import type { BuiltSidebars } from '../sidebars/sidebar-types.ts';
import type { SidebarItem } from '../types.ts';
import type { DocsVersion } from '../versions/docs-version.ts';

/** Docusaurus's name of the docs plugin, the key of its data. */
export const DOCS_PLUGIN_NAME = 'docusaurus-plugin-content-docs';

/** A version's docs as a docs section loaded them. */
export interface DocsOfVersion {
  version: DocsVersion;
  pages: ReadonlyArray<{ id: string; route: string }>;
  /** Its sidebars, once every plugin's content is loaded (they take the section's REST references). */
  sidebars?: (allContent: AllContent) => BuiltSidebars;
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
  /** Each sidebar's first page (a doc, or a category's own page), as Docusaurus's `GlobalSidebar`. */
  sidebars?: Record<string, { link?: { path: string; label: string } }>;
}

/** The first item of a sidebar with a page of the site: a doc, or a category's index. */
function firstLink(items: readonly SidebarItem[]): { route: string; label: string } | undefined {
  for (const item of items) {
    if (item.route !== undefined) return { route: item.route, label: item.label };
    if (item.type === 'category') {
      const found = firstLink(item.items);
      if (found) return found;
    }
  }
  return undefined;
}

/** A version's sidebars as global data, and its docs with the sidebar each is in. */
function globalSidebars(docs: readonly GlobalDoc[], sidebars: BuiltSidebars, baseUrl: string): { docs: GlobalDoc[]; sidebars: NonNullable<GlobalVersion['sidebars']> } {
  const links = Object.fromEntries(
    Object.entries(sidebars.sidebars).map(([id, items]) => {
      const first = firstLink(items);
      return [id, first ? { link: { path: withBaseUrl(baseUrl, first.route), label: first.label } } : {}];
    }),
  );
  return { docs: docs.map((doc) => ({ ...doc, ...(sidebars.sidebarOfDoc.has(doc.id) ? { sidebar: sidebars.sidebarOfDoc.get(doc.id)! } : {}) })), sidebars: links };
}

/** One docs section's data: its route base and versions, as Docusaurus's `GlobalPluginData`. */
export interface DocsPluginData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

/** Each docs section's data by its id (`default` for the main one); `breadcrumbs` says whether a section shows them (its `docs.breadcrumbs`). */
export function docsPluginData(versions: readonly DocsOfVersion[], baseUrl: string, allContent: AllContent = {}, breadcrumbs: (docsId: string) => boolean = () => true): Record<string, DocsPluginData> {
  const sections: Record<string, DocsPluginData> = {};
  for (const { version, pages, sidebars: sidebarsOf } of versions) {
    // URLs with the base URL, as the browser's location has them.
    const listed = pages.map((page): GlobalDoc => ({ id: page.id, path: withBaseUrl(baseUrl, page.route) }));
    const withSidebars = sidebarsOf ? globalSidebars(listed, sidebarsOf(allContent), baseUrl) : undefined;
    const docs = withSidebars?.docs ?? listed;
    const path = withBaseUrl(baseUrl, version.routeBasePath);
    // The doc at the version's root, else its first: where the version's navbar link leads.
    const mainDocId = (docs.find((doc) => doc.path.replace(/\/$/, '') === path.replace(/\/$/, '')) ?? docs[0])?.id ?? '';
    const section = (sections[version.docsId] ??= { path, versions: [], breadcrumbs: breadcrumbs(version.docsId) });
    if (version.isLast) section.path = path;
    section.versions.push({ name: version.name, label: version.label, isLast: version.isLast, path, mainDocId, docs, draftIds: [], ...(withSidebars ? { sidebars: withSidebars.sidebars } : {}) });
  }
  return sections;
}

/** Plugins' global data as components read it: with the docs plugin's, unless a plugin of that name gave its own. */
export function withDocsPluginData(globalData: Record<string, unknown>, versions: readonly DocsOfVersion[], baseUrl: string, allContent: AllContent = {}, breadcrumbs?: (docsId: string) => boolean): Record<string, unknown> {
  if (!versions.length || globalData[DOCS_PLUGIN_NAME] !== undefined) return globalData;
  return { ...globalData, [DOCS_PLUGIN_NAME]: docsPluginData(versions, baseUrl, allContent, breadcrumbs) };
}
