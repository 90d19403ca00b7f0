import { useContext } from 'react';
import type { PageVersionModel, SiteModel } from '../../src/render/models.ts';
import { themed } from '../theme.ts';
import { NavbarContext } from './navbar-context.ts';
import { themedApart } from './ThemedApart.tsx';
import { translate, translateNodes, useLocaleMessages } from '../translate.ts';

/**
 * Above the content of an unreleased or unmaintained version (Docusaurus's wording), with a
 * link to the same page in the last version (else its main doc). Without props (a swizzled
 * `DocVersionBanner` wrapping `@theme-original/DocVersionBanner`), the page's own.
 */
function VersionBannerView(props: { site?: SiteModel; version?: PageVersionModel }) {
  const context = useContext(NavbarContext);
  const site = props.site ?? context?.site;
  const version = props.version ?? context?.version;
  if (!site || !version || version.banner === 'none' || !version.latest) return null;
  return (
    <div className="theme-doc-version-banner notice notice--version" role="note" data-version-banner={version.banner}>
      <p>
        {version.banner === 'unreleased'
          ? translate(site, 'theme.docs.versions.unreleasedVersionLabel', 'This is unreleased documentation for {siteTitle} {versionLabel} version.', { siteTitle: site.title, versionLabel: version.label })
          : translate(site, 'theme.docs.versions.unmaintainedVersionLabel', 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.', { siteTitle: site.title, versionLabel: version.label })}
      </p>
      <p>
        {translateNodes(site, 'theme.docs.versions.latestVersionSuggestionLabel', 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).', {
          latestVersionLink: (
            <b>
              <a href={version.latest.href} data-version-link="">
                {translate(site, 'theme.docs.versions.latestVersionLinkLabel', 'latest version')}
              </a>
            </b>
          ),
          versionLabel: version.latest.label,
        })}
      </p>
    </div>
  );
}

/** `Version: <label>`: on sites of more than one version, unless `docs.versions.<name>.badge` says otherwise. */
function VersionBadgeView({ version }: { version: PageVersionModel }) {
  const messages = useLocaleMessages();
  if (!version.badge) return null;
  return (
    <span className="theme-doc-version-badge badge" title={translate(messages, 'theme.docs.versionBadge.title', 'Documentation version')}>
      {translate(messages, 'theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: version.label })}
    </span>
  );
}

/** A site's `src/theme/DocVersionBanner` replaces it, as Docusaurus's classic theme names it. */
export const VersionBanner = themedApart('DocVersionBanner', VersionBannerView);
export const VersionBadge = themed('VersionBadge', VersionBadgeView);
/** `@theme-original/DocVersionBanner` (resolve-plugin imports a layout component by its name). */
export const DocVersionBanner = VersionBanner;
