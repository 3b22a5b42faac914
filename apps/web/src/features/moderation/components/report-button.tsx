import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { reportContent, reportReasons, type ReportReason } from '../api/moderation-api';
import './moderation.css';

/** "Report" on an article or video: a dialog with reasons; the admins' queue receives it. */
export function ReportButton({ contentId, what }: { contentId: number; what: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    } else if (!open && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason) {
      setError('Choose a reason.');
      return;
    }
    setSending(true);
    setError('');
    try {
      await reportContent(contentId, reason, note.trim() || undefined);
      setDone(true);
      setOpen(false);
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 ? err.message : 'The report could not be sent. Try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <button type="button" className="link-button report-button" onClick={() => setOpen(true)} disabled={done}>
        {done ? 'Reported' : 'Report'}
      </button>
      {done ? (
        <span role="status" className="visually-hidden">
          Thanks: your report was sent to the moderators.
        </span>
      ) : null}
      <dialog
        ref={dialog}
        className="report-dialog"
        aria-labelledby={titleId}
        onCancel={(e) => {
          e.preventDefault();
          setOpen(false);
        }}
      >
        <form onSubmit={(e) => void submit(e)}>
          <h2 id={titleId}>Report this {what}</h2>
          <fieldset>
            <legend>What is wrong with it?</legend>
            {reportReasons.map((r) => (
              <label key={r.value} className="report-dialog__reason">
                <input type="radio" name="reason" value={r.value} checked={reason === r.value} onChange={() => setReason(r.value)} />
                {r.label}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${titleId}-note`}>More detail (optional)</label>
          <textarea id={`${titleId}-note`} rows={3} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          {error ? (
            <p className="error-text" role="alert">
              {error}
            </p>
          ) : null}
          <div className="report-dialog__actions">
            <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" className="button" disabled={sending}>
              {sending ? 'Sending…' : 'Send report'}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
