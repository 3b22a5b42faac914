import { Link, useLocation } from 'react-router';
import './pager.css';

type PagerProps = {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  label: string;
};

export { pageFromSearch } from './page-param';

/** Previous / next links that keep the rest of the query string and set ?page=. */
export function Pager({ page, pageCount, label }: PagerProps) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete('page');
    else params.set('page', String(target));
    const text = params.toString();
    return `${location.pathname}${text ? `?${text}` : ''}`;
  };
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <Link className="button button--ghost" to={hrefFor(page - 1)} rel="prev">
          Previous
        </Link>
      ) : null}
      <span className="pager__status">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link className="button button--ghost" to={hrefFor(page + 1)} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
