import './forms.css';
/** The server's errors under the form, announced to screen readers as they appear. */
export function FormErrors({ lines, id }: { lines: string[]; id?: string }) {
  if (lines.length === 0) return null;
  return (
    // role="alert" on the <ul> itself would hide its list semantics (axe: orphaned <li>).
    <div role="alert" id={id}>
      <ul className="auth-errors">
        {lines.map((line, i) => (
          <li key={`${i}-${line}`}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
