import { useId } from 'react';
import './import-progress.css';

export interface ImportProgressState {
  /** What the import is doing now, in words. */
  label: string;
  /** 0–100, or null while it is not known yet (sending the file). */
  value: number | null;
}

/**
 * The bar of an import run as a job: role=progressbar with aria-valuenow (none while the share
 * is unknown, which makes it indeterminate to assistive technology), and the share in words.
 */
export function ImportProgress({ label, value }: ImportProgressState) {
  const labelId = useId();
  const pct = value === null ? null : Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="import-progress">
      <p id={labelId} className="import-progress__label">
        {label}
        {pct === null ? '…' : ` ${pct} %`}
      </p>
      <div
        className="import-progress__bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        {...(pct === null ? {} : { 'aria-valuenow': pct })}
      >
        <span
          className={`import-progress__fill${pct === null ? ' import-progress__fill--unknown' : ''}`}
          style={{ width: `${pct ?? 30}%` }}
        />
      </div>
    </div>
  );
}
