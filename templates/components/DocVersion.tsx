import type { PageVersionModel, SiteModel } from '../../src/render/models.ts';
import { themed } from '../theme.ts';

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
          ? `This is unreleased documentation for ${site.title} ${version.label} version.`
          : `This is documentation for ${site.title} ${version.label}, which is no longer actively maintained.`}
      </p>
      <p>
        For up-to-date documentation, see the{' '}
        <b>
          <a href={version.latest.href} data-version-link="">
            latest version
          </a>
        </b>{' '}
        ({version.latest.label}).
      </p>
    </div>
  );
}

/** `Version: <label>`: on sites of more than one version, unless `docs.versions.<name>.badge` says otherwise. */
function VersionBadgeView({ version }: { version: PageVersionModel }) {
  if (!version.badge) return null;
  return (
    <span className="badge" title="Documentation version">
      Version: {version.label}
    </span>
  );
}

export const VersionBanner = themed('VersionBanner', VersionBannerView);
export const VersionBadge = themed('VersionBadge', VersionBadgeView);
