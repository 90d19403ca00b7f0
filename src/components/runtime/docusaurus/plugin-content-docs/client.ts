/**
 * `@docusaurus/plugin-content-docs/client`: the docs plugin's hooks that read its global data
 * (see src/site/docs-client-data.ts) and the page's location, as Docusaurus's do: the active
 * docs section, version and doc of the page being rendered, the versions and the latest; for
 * navbar items, the doc or sidebar an item links to and the page's version (from the navbar's
 * context). A doc page's own context (`useDoc`, `useSidebarBreadcrumbs`) is the page's
 * (doc-context.ts), and so is `useDocsSidebar`, with the helpers the classic sidebar's parts use.
 */
import { useContext, useState } from 'react';
import data from 'docsgen:site-data';
import { NavbarContext, navbarPathname } from '../../../../../templates/components/navbar-context.ts';
import { classicSidebar, type ClassicSidebarItem } from '../../../../../templates/components/classic-sidebar.ts';
import { matchPath } from '../match-path.ts';
import { useLocation } from '../router.ts';
import type { DocsPluginData, GlobalDoc, GlobalVersion } from '../../../../site/docs-client-data.ts';

export type { GlobalDoc, GlobalVersion };
export { useDoc, useSidebarBreadcrumbs, type DocContextValue } from './doc-context.ts';
export { findFirstSidebarItemLink } from './sidebar-items.ts';
export type GlobalPluginData = DocsPluginData;

export interface ActivePlugin {
  pluginId: string;
  pluginData: GlobalPluginData;
}

export interface ActiveDocContext {
  activeVersion?: GlobalVersion;
  activeDoc?: GlobalDoc;
  alternateDocVersions: Record<string, GlobalDoc>;
}

const DEFAULT_PLUGIN_ID = 'default';

/** The page being rendered: a navbar item is given it by the navbar (rendered apart from the page's tree), any other component by the router. */
function usePathname(): string {
  const navbar = useContext(NavbarContext);
  const { pathname } = useLocation();
  return navbar ? navbarPathname(navbar) : pathname;
}

const allDocsData = (): Record<string, GlobalPluginData> => ((data.globalData as Record<string, unknown>)['docusaurus-plugin-content-docs'] ?? {}) as Record<string, GlobalPluginData>;

export function useAllDocsData(): Record<string, GlobalPluginData> {
  return allDocsData();
}

export function useDocsData(pluginId: string | undefined = DEFAULT_PLUGIN_ID): GlobalPluginData {
  const found = useAllDocsData()[pluginId ?? DEFAULT_PLUGIN_ID];
  if (!found) throw new Error(`Docusaurus plugin global data not found for "docusaurus-plugin-content-docs" plugin with id "${pluginId}"`);
  return found;
}

/** The docs section whose route `pathname` is under: the longest path first (`/android` before `/`), as Docusaurus matches them. */
export function activeDocsPlugin(pathname: string): ActivePlugin | undefined {
  const entry = Object.entries(allDocsData())
    .sort((a, b) => b[1].path.localeCompare(a[1].path))
    .find(([, pluginData]) => matchPath(pathname, { path: pluginData.path, exact: false, strict: false }));
  return entry ? { pluginId: entry[0], pluginData: entry[1] } : undefined;
}

/** The docs section whose route the page is under. */
export function useActivePlugin(options: { failfast?: boolean } = {}): ActivePlugin | undefined {
  const pathname = usePathname();
  const active = activeDocsPlugin(pathname);
  if (!active && options.failfast) throw new Error(`Can't find active docs plugin for "${pathname}" pathname`);
  return active;
}

export function useVersions(pluginId?: string): GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

export function useLatestVersion(pluginId?: string): GlobalVersion {
  const versions = useVersions(pluginId);
  return versions.find((version) => version.isLast) ?? versions[0]!;
}

/** The version whose route the page is under; the latest, served at the section's root, is tried last. */
function activeVersionOf(pluginData: GlobalPluginData, pathname: string): GlobalVersion | undefined {
  const latest = pluginData.versions.find((version) => version.isLast);
  const ordered = [...pluginData.versions.filter((version) => version !== latest), ...(latest ? [latest] : [])];
  return ordered.find((version) => matchPath(pathname, { path: version.path, exact: false, strict: false }));
}

export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  return activeVersionOf(useDocsData(pluginId), usePathname());
}

export function useActivePluginAndVersion(options: { failfast?: boolean } = {}): { activePlugin: ActivePlugin; activeVersion: GlobalVersion | undefined } | undefined {
  const activePlugin = useActivePlugin(options);
  const pathname = usePathname();
  return activePlugin ? { activePlugin, activeVersion: activeVersionOf(activePlugin.pluginData, pathname) } : undefined;
}

/** The page's version and doc, and the doc of the same id in each version. */
export function useActiveDocContext(pluginId?: string): ActiveDocContext {
  const pluginData = useDocsData(pluginId);
  const pathname = usePathname();
  const activeVersion = activeVersionOf(pluginData, pathname);
  const activeDoc = activeVersion?.docs.find((doc) => matchPath(pathname, { path: doc.path, exact: true, strict: false }));
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  for (const version of pluginData.versions) {
    const doc = (activeDoc && version.docs.find((each) => each.id === activeDoc.id)) ?? version.docs.find((each) => each.id === version.mainDocId);
    if (doc) alternateDocVersions[version.name] = doc;
  }
  return { ...(activeVersion ? { activeVersion } : {}), ...(activeDoc ? { activeDoc } : {}), alternateDocVersions };
}

/** Where a reader of an older version is pointed: the same doc in the latest version, else the latest's main doc. */
export function useDocVersionSuggestions(pluginId?: string): { latestDocSuggestion?: GlobalDoc; latestVersionSuggestion: GlobalVersion } {
  const latestVersionSuggestion = useLatestVersion(pluginId);
  const { alternateDocVersions } = useActiveDocContext(pluginId);
  const latestDocSuggestion = alternateDocVersions[latestVersionSuggestion.name];
  return { ...(latestDocSuggestion ? { latestDocSuggestion } : {}), latestVersionSuggestion };
}

/** No version is remembered at build time: the reader's choice lives in their browser. */
export function useDocsPreferredVersion(pluginId?: string): { preferredVersion: GlobalVersion | null; savePreferredVersionName: (name: string) => void } {
  void pluginId;
  return { preferredVersion: null, savePreferredVersionName: () => undefined };
}

/** The versions to look a doc up in, most relevant first: the active one, then the latest. */
export function useDocsVersionCandidates(pluginId?: string): GlobalVersion[] {
  const active = useActiveVersion(pluginId);
  const latest = useLatestVersion(pluginId);
  return [...new Set([active, latest].filter((version): version is GlobalVersion => version !== undefined))];
}

/** The doc a navbar `doc` item links to, in the first candidate version that has it. */
export function useLayoutDoc(docId: string, pluginId?: string): GlobalDoc | null {
  const candidates = useDocsVersionCandidates(pluginId);
  for (const version of candidates) {
    const doc = version.docs.find((each) => each.id === docId);
    if (doc) return doc;
  }
  throw new Error(`DocNavbarItem: no doc with id \`${docId}\` in version(s) ${candidates.map((version) => version.name).join(', ')} of docs section \`${pluginId ?? DEFAULT_PLUGIN_ID}\``);
}

/** A sidebar of the active or latest version, by id: its first page (what a navbar `docSidebar` item links to), from the global data. */
export function useLayoutDocsSidebar(sidebarId: string, pluginId?: string): { link?: { path: string; label: string } } {
  const candidates = useDocsVersionCandidates(pluginId);
  for (const version of candidates) {
    const sidebar = version.sidebars?.[sidebarId];
    if (sidebar) return sidebar;
  }
  throw new Error(`DocSidebarNavbarItem: no sidebar with id \`${sidebarId}\` in version(s) ${candidates.map((version) => version.name).join(', ')} of docs section \`${pluginId ?? DEFAULT_PLUGIN_ID}\``);
}

/** The version of the docs page being rendered; throws elsewhere, as Docusaurus's hook does outside its provider. */
export function useDocsVersion(): { pluginId: string; version: string; label: string; isLast: boolean; banner: string | null; badge: boolean } {
  const version = useContext(NavbarContext)?.version;
  if (!version) throw new Error('useDocsVersion: the page is not a docs page');
  const latest = useLatestVersion(version.docsId);
  return { pluginId: version.docsId, version: version.name, label: version.label, isLast: version.name === latest.name, banner: version.banner === 'none' ? null : version.banner, badge: version.badge };
}

/** The sidebar of the docs page being rendered, as Docusaurus's (its items in the classic shape); null on a doc in none. */
export function useDocsSidebar(): { name: string; items: ClassicSidebarItem[] } | null {
  const page = useContext(NavbarContext)?.page;
  return page?.sidebar ? { name: '', items: classicSidebar(page.sidebar) } : null;
}

/** `/a/b/` and `/A/b` are the same path, as Docusaurus compares them. */
export function isSamePath(one: string | undefined, other: string | undefined): boolean {
  const normal = (path: string | undefined) => (path?.endsWith('/') ? path : `${path}/`).toLowerCase();
  return normal(one) === normal(other);
}

/** Whether the item is the page at `activePath`, or a category holding it. */
export function isActiveSidebarItem(item: ClassicSidebarItem, activePath: string): boolean {
  if (item.type === 'link') return isSamePath(item.href, activePath);
  if (item.type === 'category') return isSamePath(item.href, activePath) || item.items.some((child) => isActiveSidebarItem(child, activePath));
  return false;
}

/** Which category of a list is open where opening one closes the others (`autoCollapseCategories`): none on the server. */
export function useDocSidebarItemsExpandedState(): { expandedItem: number | null; setExpandedItem: (index: number | null) => void } {
  const [expandedItem, setExpandedItem] = useState<number | null>(null);
  return { expandedItem, setExpandedItem };
}

/** The doc of this id in the page's docs version (for a swizzled `DocCard`); undefined without an id, and it throws for an unknown id, as Docusaurus's. */
export function useDocById(id: string | undefined): GlobalDoc | undefined {
  const version = useActiveVersion();
  if (!id) return undefined;
  const doc = version?.docs.find((each) => each.id === id);
  if (!doc) throw new Error(`no version doc found by id=${id}`);
  return doc;
}
