import { Loader } from '../ui/loader';

/** Full-area wait state: shown while the session or a page chunk loads. */
export function LoadingScreen({ label = 'Loading', onRetry }: { label?: string; onRetry?: () => void }) {
  return (
    <div className="loading-screen" aria-busy="true">
      <Loader label={label} />
      {onRetry ? (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
