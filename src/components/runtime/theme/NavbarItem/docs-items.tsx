/**
 * The classic theme's docs items, in docsgen's navbar markup: `DocNavbarItem` (`docId`),
 * `DocSidebarNavbarItem` (`sidebarId`'s first page), `DocsVersionNavbarItem` (the version's
 * main doc) and `DocsVersionDropdownNavbarItem` (docsgen's version dropdown).
 */
import { useContext } from 'react';
import { VersionDropdown } from '../../../../../templates/components/NavbarLinks.tsx';
import { NavbarContext } from '../../../../../templates/components/navbar-context.ts';
import { useDocsVersionCandidates, useLayoutDoc, useLayoutDocsSidebar } from '../../docusaurus/plugin-content-docs/client.ts';
import { DefaultNavbarItem, type NavLinkProps } from './links.tsx';

type DocsItemProps = NavLinkProps & { docsPluginId?: string };

export function DocNavbarItem({ docId, label, docsPluginId, ...props }: DocsItemProps & { docId: string }) {
  const doc = useLayoutDoc(docId, docsPluginId);
  if (doc === null) return null;
  return <DefaultNavbarItem exact {...props} label={label ?? doc.id} to={doc.path} />;
}

export function DocSidebarNavbarItem({ sidebarId, label, docsPluginId, ...props }: DocsItemProps & { sidebarId: string }) {
  const sidebar = useLayoutDocsSidebar(sidebarId, docsPluginId);
  if (!sidebar.link) throw new Error(`DocSidebarNavbarItem: sidebar \`${sidebarId}\` has no page to link to`);
  return <DefaultNavbarItem exact {...props} label={label ?? sidebar.link.label} to={sidebar.link.path} />;
}

export function DocsVersionNavbarItem({ label, to, docsPluginId, ...props }: DocsItemProps) {
  const version = useDocsVersionCandidates(docsPluginId)[0]!;
  // The version's main doc, as Docusaurus links it: its base path may hold no page.
  const mainDoc = version.docs.find((doc) => doc.id === version.mainDocId);
  return <DefaultNavbarItem {...props} label={label ?? version.label} to={to ?? mainDoc?.path ?? version.path} />;
}

/** The version being read (else the last) and every version, as docsgen's `docsVersionDropdown`; in the phone menu, the versions as links. */
export function DocsVersionDropdownNavbarItem({ docsPluginId = 'default', label, mobile = false }: DocsItemProps) {
  const context = useContext(NavbarContext);
  const versions = context?.site.navbarDocs?.[docsPluginId];
  if (!context || !versions?.length) return null;
  const models = versions.map(({ name, label: versionLabel, path, isLast }) => ({ name, label: versionLabel, href: path, isLast }));
  const item = { label: typeof label === 'string' ? label : '', href: '', external: false, position: 'left' as const, items: [], ...(docsPluginId !== 'default' ? { docsVersions: { docsId: docsPluginId, versions: models } } : {}) };
  if (!mobile) return <VersionDropdown item={item} site={{ ...context.site, versions: docsPluginId === 'default' ? models : context.site.versions }} version={context.version} />;
  const page = context.version?.docsId === docsPluginId ? context.version : undefined;
  return (
    <ul className="navbar__menu-versions">
      {models.map((version) => (
        <li key={version.name}>
          <DefaultNavbarItem mobile label={version.label} to={page?.alternates[version.name] ?? version.href} data-version-name={version.name} />
        </li>
      ))}
    </ul>
  );
}
