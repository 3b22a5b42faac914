/** The server's errors under the form, announced to screen readers as they appear. */
export function FormErrors({ lines, id }: { lines: string[]; id?: string }) {
  if (lines.length === 0) return null;
  return (
    <ul className="auth-errors" role="alert" id={id}>
      {lines.map((line, i) => (
        <li key={`${i}-${line}`}>{line}</li>
      ))}
    </ul>
  );
}
