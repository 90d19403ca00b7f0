import type { PageVersionModel, SiteModel } from '../../src/render/models.ts';
import { themed } from '../theme.ts';
import { translate, translateNodes, useLocaleMessages } from '../translate.ts';

/**
 * Above the content of an unreleased or unmaintained version (Docusaurus's wording), with a
 * link to the same page in the last version (else its main doc).
 */
function VersionBannerView({ site, version }: { site: SiteModel; version: PageVersionModel }) {
  if (version.banner === 'none' || !version.latest) return null;
  return (
    <div className="notice notice--version" role="note" data-version-banner={version.banner}>
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
    <span className="badge" title={translate(messages, 'theme.docs.versionBadge.title', 'Documentation version')}>
      {translate(messages, 'theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: version.label })}
    </span>
  );
}

export const VersionBanner = themed('VersionBanner', VersionBannerView);
export const VersionBadge = themed('VersionBadge', VersionBadgeView);
