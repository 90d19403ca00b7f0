/**
 * `@theme/NotFound/Content` (and `@theme-original/NotFound`): the classic theme's 404 text, as
 * a site's swizzled `NotFound` renders it inside `@theme/Layout`. It is docsgen's own 404 page
 * content, the site read from the page's context, since Docusaurus passes it no props.
 */
import { useContext, type ReactNode } from 'react';
import { NotFoundPage } from '../../../../templates/NotFoundPage.tsx';
import { NavbarContext } from '../../../../templates/components/navbar-context.ts';

export default function NotFoundContent({ className }: { className?: string }): ReactNode {
  const context = useContext(NavbarContext);
  if (!context) return null;
  return className ? <div className={className}><NotFoundPage.Original site={context.site} /></div> : <NotFoundPage.Original site={context.site} />;
}
