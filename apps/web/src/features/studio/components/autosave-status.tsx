import type { AutosaveStatus } from '../hooks/use-autosave';

const text: Record<AutosaveStatus, string> = {
  idle: '',
  pending: 'Unsaved changes (kept on this device)',
  saving: 'Saving draft…',
  saved: 'Draft saved',
  error: 'Could not save the draft to Hoopdex; it is kept on this device.',
};

/** A quiet line under the form that screen readers hear when it changes. */
export function AutosaveStatusLine({ status, note, error }: { status: AutosaveStatus; note?: string; error?: unknown }) {
  const detail = status === 'error' && error instanceof Error ? ` (${error.message})` : '';
  return (
    <p className="studio-autosave muted" role="status">
      {note ?? text[status]}
      {detail}
    </p>
  );
}
