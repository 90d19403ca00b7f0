import type { NavLink } from '../../src/types.ts';
import { themed } from '../theme.ts';

/** Links to the previous and next page; the blog names them "Newer post"/"Older post". */
function PaginationView({ prev, next, label = 'Docs pages', sublabels = { prev: 'Previous', next: 'Next' } }: { prev?: NavLink; next?: NavLink; label?: string; sublabels?: { prev: string; next: string } }) {
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
