/** A date and time in the reader's own locale and zone (Intl does the calendar work). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The value a <input type="datetime-local"> shows for an instant, in the reader's zone. */
export function toLocalInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const offsetMs = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offsetMs).toISOString().slice(0, 16);
}

/** A datetime-local value (the reader's zone) as an ISO instant with offset, or null when empty. */
export function fromLocalInputValue(value: string): string | null {
  if (!value) return null;
  const date = new Date(value); // no zone in the string: the browser reads it as local time
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
