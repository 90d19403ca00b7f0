import type { NavLink } from '../../src/types.ts';

export function Pagination({ prev, next }: { prev?: NavLink; next?: NavLink }) {
  return (
    <nav className="pagination" aria-label="Docs pages">
      {prev?.href ? (
        <a className="pagination__link pagination__link--prev" href={prev.href} rel="prev">
          <span className="pagination__sublabel">Previous</span>
          <span className="pagination__label">« {prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next?.href ? (
        <a className="pagination__link pagination__link--next" href={next.href} rel="next">
          <span className="pagination__sublabel">Next</span>
          <span className="pagination__label">{next.label} »</span>
        </a>
      ) : null}
    </nav>
  );
}
