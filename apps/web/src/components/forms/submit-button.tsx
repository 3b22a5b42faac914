/** Disabled while the form is being sent, so one click is one request. */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean;
  label: string;
  sendingLabel?: string;
}) {
  return (
    <button type="submit" className="button" disabled={sending} aria-busy={sending}>
      {sending ? (sendingLabel ?? 'Sending…') : label}
    </button>
  );
}
