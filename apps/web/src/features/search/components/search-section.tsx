import { useId, type ReactNode } from 'react';
import './search-results.css';

type SearchSectionProps = { title: string; count?: number; action?: ReactNode; children: ReactNode };

/** One group of search results with its heading, match count and optional 'View all'. */
export function SearchSection({ title, count, action, children }: SearchSectionProps) {
  const headingId = useId();
  return (
    <section className="search-section" aria-labelledby={headingId}>
      <div className="search-section__head">
        <h2 id={headingId}>
          {title}
          {count !== undefined ? <span className="search-section__count muted"> ({count})</span> : null}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
