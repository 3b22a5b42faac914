import { useDocumentTitle } from '../ui/use-document-title';

type ErrorPageProps = {
  title: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
};

/** The friendly page behind every error boundary. */
export function ErrorPage({ title, message, actionLabel, onAction }: ErrorPageProps) {
  useDocumentTitle(title);
  return (
    <section className="page error-page" role="alert">
      <h1>{title}</h1>
      <p>{message}</p>
      <button type="button" className="button" onClick={onAction}>
        {actionLabel}
      </button>
    </section>
  );
}

export function ChunkErrorPage() {
  return (
    <ErrorPage
      title="Loading chunk failed"
      message="Part of the site could not be downloaded. Check your connection and reload the page."
      actionLabel="Reload"
      onAction={() => window.location.reload()}
    />
  );
}
