/**
 * `@docusaurus/Link`: an `<a>` with the base URL applied to `to` and, as Docusaurus's Link does,
 * the site's `trailingSlash` to the path; external links open in a new tab; `pathname://`
 * links are the path under the base URL, as written.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import data from 'docsgen:site-data';
import { withBaseUrl } from './useBaseUrl.ts';
import { recordLink } from '../link-probe.ts';
import { isExternalUrl, linkInUrlForm } from '../../../shared/url-form.ts';

/** An internal path in the site's URL form; the root, the base URL and files (`/a.pdf`) as written. */
export function withTrailingSlash(url: string): string {
  return linkInUrlForm(data.siteConfig, url);
}

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
  const written = to ?? href ?? '';
  // A link Docusaurus's broken-link check would see (it collects those Link renders).
  recordLink(written);
  // `pathname:///playground/`: a path of the site that is no page (a static app): no trailing-slash form, same tab.
  const pathname = written.startsWith('pathname://') ? `/${written.slice('pathname://'.length).replace(/^\/+/, '')}` : undefined;
  const target = pathname ?? written;
  const external = pathname === undefined && isExternalUrl(target);
  const withBase = autoAddBaseUrl ? withBaseUrl(target) : target;
  const url = external ? target : pathname !== undefined ? withBase : withTrailingSlash(withBase);
  return (
    <a href={url} {...(external && !/^(?:mailto|tel):/i.test(target) ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
