import type { NavLink } from '../../src/types.ts';
import { themed } from '../theme.ts';
import { translate, useLocaleMessages } from '../translate.ts';

function BreadcrumbsView({ items, current, homeHref }: { items: NavLink[]; current: string; homeHref: string }) {
  const messages = useLocaleMessages();
  return (
    <nav className="theme-doc-breadcrumbs breadcrumbs" aria-label={translate(messages, 'theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ol>
        <li>
          <a href={homeHref} aria-label={translate(messages, 'theme.docs.breadcrumbs.home', 'Home page')}>
            <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1Z" />
            </svg>
          </a>
        </li>
        {items.map((item, index) => (
          <li key={index}>{item.href ? <a href={item.href}>{item.label}</a> : <span>{item.label}</span>}</li>
        ))}
        <li aria-current="page">
          <span>{current}</span>
        </li>
      </ol>
    </nav>
  );
}

export const Breadcrumbs = themed('Breadcrumbs', BreadcrumbsView);
