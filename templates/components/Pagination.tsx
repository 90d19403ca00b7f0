import type { NavLink } from '../../src/types.ts';
import { themed } from '../theme.ts';
import { translate, useLocaleMessages } from '../translate.ts';

/** Links to the previous and next page (the docs' labels unless given); the blog names them "Newer post"/"Older post". */
function PaginationView({ prev, next, label, sublabels }: { prev?: NavLink; next?: NavLink; label?: string; sublabels?: { prev: string; next: string } }) {
  const messages = useLocaleMessages();
  label ??= translate(messages, 'theme.docs.paginator.navAriaLabel', 'Docs pages');
  sublabels ??= { prev: translate(messages, 'theme.docs.paginator.previous', 'Previous'), next: translate(messages, 'theme.docs.paginator.next', 'Next') };
  return (
    <nav className="pagination" aria-label={label}>
      {prev?.href ? (
        <a className="pagination__link pagination__link--prev" href={prev.href} rel="prev">
          <span className="pagination__sublabel">{sublabels.prev}</span>
          <span className="pagination__label">« {prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next?.href ? (
        <a className="pagination__link pagination__link--next" href={next.href} rel="next">
          <span className="pagination__sublabel">{sublabels.next}</span>
          <span className="pagination__label">{next.label} »</span>
        </a>
      ) : null}
    </nav>
  );
}

export const Pagination = themed('Pagination', PaginationView);
