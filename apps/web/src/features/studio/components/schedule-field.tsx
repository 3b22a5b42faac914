import { useId } from 'react';

type ScheduleFieldProps = { value: string; onChange: (value: string) => void; error?: string | undefined };

/** When to publish: empty means now. A datetime-local in the author's own zone. */
export function ScheduleField({ value, onChange, error }: ScheduleFieldProps) {
  const id = useId();
  return (
    <div className="studio-field">
      <label htmlFor={id}>Publish at (optional; leave empty to publish now)</label>
      <input
        id={id}
        type="datetime-local"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="error-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The scheduled time's fault, if any: the past is refused before the server is asked. */
export function scheduleError(localValue: string, now: number = Date.now()): string | undefined {
  if (!localValue) return undefined;
  const at = new Date(localValue).getTime();
  if (Number.isNaN(at)) return 'Enter a date and time.';
  if (at <= now) return 'The publish time is in the past. Pick a later time, or leave it empty to publish now.';
  return undefined;
}
