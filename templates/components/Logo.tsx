import { useContext } from 'react';
import type { LogoModel } from '../../src/render/models.ts';
import { themed } from '../theme.ts';
import { NavbarContext } from './navbar-context.ts';

/** Both logo variants are in the HTML; CSS shows the one for the current colour mode. */
function LogoImages({ logo }: { logo: LogoModel }) {
  return (
    <>
      <img className="logo logo--light" src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
      <img className="logo logo--dark" loading="lazy" src={logo.srcDark} alt={logo.alt} width={logo.width} height={logo.height} />
    </>
  );
}

/**
 * The logo given, else (`@theme/Logo` without props, in a site's swizzled part: ionic's
 * `DocSidebar` puts one above the sidebar) the navbar's brand, as the classic theme's Logo is:
 * the logo and title linking home.
 */
function LogoView({ logo }: { logo?: LogoModel }) {
  const site = useContext(NavbarContext)?.site;
  if (logo) return <LogoImages logo={logo} />;
  if (!site) return null;
  return (
    <a className="navbar__brand" href={site.navbar.logo?.href ?? site.baseUrl}>
      {site.navbar.logo ? <LogoImages logo={site.navbar.logo} /> : null}
      {site.navbar.title ? <span className="navbar__title">{site.navbar.title}</span> : null}
    </a>
  );
}

export const Logo = themed('Logo', LogoView);
