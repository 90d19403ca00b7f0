import type { SiteModel } from '../../src/render/models.ts';
import { pageUrl } from '../../src/shared/url-form.ts';
import { translate } from '../translate.ts';
import { LanguageIcon } from './Icons.tsx';

/** Every locale of the site, each linking to the page being read in that locale (every page exists in every locale: untranslated ones are the default locale's). */
export function localeLinks(site: SiteModel, route: string): Array<{ name: string; label: string; htmlLang: string; href: string; active: boolean }> {
  return site.locales.map((locale) => ({ name: locale.name, label: locale.label, htmlLang: locale.htmlLang, href: pageUrl({ ...site, baseUrl: locale.baseUrl }, route), active: locale.name === site.currentLocale }));
}

/**
 * `localeDropdown`: the current locale's label, and every locale. Its links load the whole
 * page (`data-no-swap`): another locale has its own `lang`, `dir`, script and search index.
 */
export function LocaleDropdown({ site, route, className = 'navbar__dropdown-link' }: { site: SiteModel; route: string; className?: string }) {
  const current = site.locales.find((locale) => locale.name === site.currentLocale);
  return (
    <details className="navbar__dropdown navbar__locales">
      <summary className="navbar__link" aria-label={translate(site, 'theme.navbar.localeDropdown.ariaLabel', 'Language: {label}', { label: current?.label ?? site.currentLocale })}>
        <LanguageIcon />
        {current?.label ?? site.currentLocale}
      </summary>
      <ul className="navbar__dropdown-menu">
        {localeLinks(site, route).map((link) => (
          <li key={link.name}>
            <a className={`${className}${link.active ? ` ${className}--active` : ''}`} href={link.href} hrefLang={link.htmlLang} lang={link.htmlLang} data-no-swap="" data-locale={link.name} {...(link.active ? { 'aria-current': 'true' as const } : {})}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
