/** The switcher between the versions of one API, above the content of each of their pages. */
import type { ApiVersionLink } from '../../src/render/models.ts';
import { translate, useLocaleMessages } from '../translate.ts';

export type { ApiVersionLink };

/**
 * `Version: v2.0.0 ▾`, listing every version: each links to the same page in that version
 * when it has one, else to its overview. A <details> dropdown needs no script. Beside it, the
 * link to the API's changelog page (`changelog`), when it has one: alone on the overview of an
 * API whose versions are releases of its changelog rather than references of the site.
 */
export function ApiVersions({ links, changelog }: { links: ApiVersionLink[]; changelog?: string }) {
  const current = links.find((link) => link.active);
  const messages = useLocaleMessages();
  return (
    <nav className="api-versions" aria-label={translate(messages, 'theme.openapi.versions.ariaLabel', 'API versions')}>
      {changelog ? (
        <a className="api-versions__changelog" href={changelog}>
          {translate(messages, 'theme.openapi.versions.changelog', 'Changelog')}
        </a>
      ) : null}
      {links.length ? (
        <details className="navbar__dropdown api-versions__dropdown">
          <summary className="api-versions__current">{translate(messages, 'theme.openapi.versions.current', 'Version: {versionLabel}', { versionLabel: current?.label ?? '' })}</summary>
          <ul className="navbar__dropdown-menu api-versions__menu">
            {links.map((link) => (
              <li key={link.label}>
                <a className={`navbar__dropdown-link${link.active ? ' navbar__dropdown-link--active' : ''}`} href={link.href} data-api-version={link.label} {...(link.active ? { 'aria-current': 'page' as const } : {})}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </nav>
  );
}
