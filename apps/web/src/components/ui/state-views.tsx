import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from './use-document-title';
import './state-views.css';

type ErrorStateProps = {
  /** What failed, e.g. 'the feed'. */
  what: string;
  error?: unknown;
  onRetry: () => void;
};

/** A failed load: says what failed and offers a retry (never the server's 5xx details). */
export function ErrorState({ what, error, onRetry }: ErrorStateProps) {
  const detail = error instanceof ApiError && error.status < 500 ? error.message : null;
  return (
    <div className="state-view state-view--error" role="alert">
      <p>
        Sorry, we couldn’t load {what}.{detail ? ` (${detail})` : ''}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** A list or page with nothing to show. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="state-view state-view--empty">{children}</div>;
}

/**
 * The page of a thing that does not exist (an article, a show, a game…): its title as the
 * heading and the tab's title, and what to do instead. Also what the server renders for its 404
 * (decision 0037), so the same markup on both sides.
 */
export function NotFoundPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="page">
      <h1>{title}</h1>
      <EmptyState>
        <p>{children}</p>
      </EmptyState>
    </section>
  );
}

/** True when a query failed because the thing does not exist (404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
