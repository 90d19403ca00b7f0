/**
 * The navbar's links and its docs version dropdown: the markup docsgen's navbar draws, and the
 * classic navbar items (`@theme/NavbarItem/*`, src/components/runtime/theme/NavbarItem) render in
 * a site's component, which may run in the browser: nothing here may import server code.
 */
import type { NavbarLinkModel, PageVersionModel, SiteModel, VersionModel } from '../../src/render/models.ts';
import { ExternalIcon } from './Icons.tsx';

/** Spec rule: `/` is active only on the home page; other links when the route starts with theirs. */
export function isActive(activeRoute: string | undefined, route: string): boolean {
  if (activeRoute === undefined) return false;
  if (activeRoute === '/') return route === '/';
  return route === activeRoute || route.startsWith(`${activeRoute}/`);
}

export function NavbarLink({ item, route, className }: { item: NavbarLinkModel; route: string; className: string }) {
  // Trusted HTML from the site's own config, as Docusaurus's `html` items.
  if (item.html !== undefined) return <span className={`${className} ${className}--html`} dangerouslySetInnerHTML={{ __html: item.html }} />;
  const active = isActive(item.activeRoute, route);
  return (
    <a
      className={`${className}${active ? ` ${className}--active` : ''}${item.className ? ` ${item.className}` : ''}`}
      href={item.href}
      {...(item.ariaLabel ? { 'aria-label': item.ariaLabel } : {})}
      {...(active ? { 'aria-current': 'page' as const } : {})}
      {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(item.versionHrefs ? { 'data-version-hrefs': JSON.stringify(item.versionHrefs) } : {})}
    >
      {item.label}
      {item.external && item.label ? <ExternalIcon /> : null}
    </a>
  );
}

/** The versions of a docs section (the default one's are the site's), and the page's version when the page is in that section. */
export function sectionVersions(site: SiteModel, item: NavbarLinkModel | undefined, version: PageVersionModel | undefined): { versions: VersionModel[]; version: PageVersionModel | undefined } {
  const docsId = item?.docsVersions?.docsId ?? 'default';
  return { versions: item?.docsVersions?.versions ?? site.versions, version: version?.docsId === docsId ? version : undefined };
}

/** A section's versions, each linking to the page being read in that version, else to its main doc. */
export function versionLinks(versions: readonly VersionModel[], version: PageVersionModel | undefined): Array<{ name: string; label: string; href: string; active: boolean }> {
  return versions.map((entry) => ({ name: entry.name, label: entry.label, href: version?.alternates[entry.name] ?? entry.href, active: entry.name === version?.name }));
}

/** `docsVersionDropdown`: the version being read (else the last), and every version; choosing one stores it as the preferred version. */
export function VersionDropdown({ item, site, version: pageVersion }: { item: NavbarLinkModel; site: SiteModel; version: PageVersionModel | undefined }) {
  const { versions, version } = sectionVersions(site, item, pageVersion);
  const label = version?.label ?? versions.find((entry) => entry.isLast)?.label ?? item.label;
  return (
    <details className="navbar__dropdown navbar__versions">
      <summary className="navbar__link" aria-label={`Docs version: ${label}`}>
        {label}
      </summary>
      <ul className="navbar__dropdown-menu">
        {versionLinks(versions, version).map((link) => (
          <li key={link.name}>
            <a className={`navbar__dropdown-link${link.active ? ' navbar__dropdown-link--active' : ''}`} href={link.href} data-version-name={link.name} {...(link.active ? { 'aria-current': 'true' as const } : {})}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
