/**
 * The classic theme's dropdowns, in docsgen's navbar markup: `DropdownNavbarItem` (its
 * `items` through `@theme/NavbarItem`, so a custom type may be one) and
 * `LocaleDropdownNavbarItem` (docsgen's locale dropdown).
 */
import { useContext, type ReactNode } from 'react';
import NavbarItem from '@theme/NavbarItem';
import { LocaleDropdown, localeLinks } from '../../../../../templates/components/LocaleDropdown.tsx';
import { isActive } from '../../../../../templates/components/NavbarLinks.tsx';
import { NavbarContext } from '../../../../../templates/components/navbar-context.ts';
import { withBaseUrl } from '../../docusaurus/useBaseUrl.ts';
import { routeOf } from './links.tsx';

interface DropdownProps {
  label?: ReactNode;
  items?: Array<Record<string, unknown>>;
  className?: string;
  mobile?: boolean;
  position?: string;
}

/** Whether the page being read is one of the dropdown's links (a `to` of its items). */
function useActiveChild(items: ReadonlyArray<Record<string, unknown>>): boolean {
  const context = useContext(NavbarContext);
  if (!context) return false;
  return items.some((item) => typeof item.to === 'string' && isActive(routeOf(withBaseUrl(item.to), context.site.baseUrl), context.route));
}

/** A `<details>` dropdown in the bar; in the phone menu, its label over its links. */
export function DropdownNavbarItem({ label, items = [], className, mobile = false }: DropdownProps) {
  const active = useActiveChild(items);
  const children = items.map((item, index) => (
    <li key={index}>
      <NavbarItem {...item} {...(mobile ? { mobile: true } : { isDropdownItem: true })} />
    </li>
  ));
  if (mobile) {
    return (
      <div className="navbar__menu-group">
        <span className="navbar__menu-group-label">{label}</span>
        <ul>{children}</ul>
      </div>
    );
  }
  return (
    <details className={`navbar__dropdown${active ? ' navbar__dropdown--active' : ''}`}>
      <summary className={['navbar__link', className].filter(Boolean).join(' ')}>{label}</summary>
      <ul className="navbar__dropdown-menu">{children}</ul>
    </details>
  );
}

/** The site's locales, each linking to the page being read in it; nothing for a site of one locale. */
export function LocaleDropdownNavbarItem({ mobile = false }: DropdownProps) {
  const context = useContext(NavbarContext);
  if (!context?.site.locales.length) return null;
  if (!mobile) return <LocaleDropdown site={context.site} route={context.route} />;
  return (
    <ul className="navbar__menu-locales">
      {localeLinks(context.site, context.route).map((link) => (
        <li key={link.name}>
          <a className={`navbar__menu-link${link.active ? ' navbar__menu-link--active' : ''}`} href={link.href} hrefLang={link.htmlLang} lang={link.htmlLang} data-no-swap="" data-locale={link.name}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
