import './page-nav.css';
import { formatCount } from '../../lib/format';

type PageNavProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label?: string;
};

/** Previous / next with 'Page N of M (T total)'; the page itself lives in the URL (the parent's job). */
export function PageNav({ page, pageSize, total, onPage, label = 'Pages' }: PageNavProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  return (
    <nav className="page-nav" aria-label={label}>
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="page-nav__status" aria-live="polite">
        Page {formatCount(page)} of {formatCount(pages)}
        <span className="muted"> ({formatCount(total)} total)</span>
      </span>
      <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

export { pageFromParam } from './page-param';
