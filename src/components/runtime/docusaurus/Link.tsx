/** `@docusaurus/Link`: an `<a>` with the base URL applied to `to`; external links open in a new tab. */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { withBaseUrl } from './useBaseUrl.ts';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  href?: string;
  children?: ReactNode;
  /** Docusaurus props with no meaning in a static site: accepted and dropped. */
  isNavLink?: boolean;
  autoAddBaseUrl?: boolean;
  activeClassName?: string;
}

export default function Link({ to, href, isNavLink: _isNavLink, activeClassName: _activeClassName, autoAddBaseUrl = true, children, ...rest }: LinkProps) {
  const target = to ?? href ?? '';
  const external = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(target);
  const url = external || !autoAddBaseUrl ? target : withBaseUrl(target);
  return (
    <a href={url} {...(external && !/^(?:mailto|tel):/i.test(target) ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
