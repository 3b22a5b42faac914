import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { BoxScoreImportResult } from '@hoopdex/contract';
import { boxScoreColumns } from '@hoopdex/contract/box-score-columns';
import { formatCount } from '../../../lib/format';
import { importBoxScores } from '../api/import-box-scores';
import { useSubmit } from '../../../components/forms/use-submit';
import { FormErrors } from '../../../components/forms/form-errors';
import { SubmitButton } from '../../../components/forms/submit-button';

/** The server refuses bodies over 1 MB (413): say so before sending. */
const MAX_BYTES = 1024 * 1024;

/**
 * Admin only: upload a box-score CSV (one row per player per game). The server checks every row
 * and writes all or nothing; each error names its line, so the file can be fixed and sent again.
 */
export function BoxScoreImport() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<BoxScoreImportResult | null>(null);
  const { submit, sending, errors, setErrors } = useSubmit(async (chosen: File) => {
    setResult(null);
    const counts = await importBoxScores(await chosen.text());
    // Every cached stat (player pages, leaderboards, the explorer) may have changed.
    await queryClient.invalidateQueries();
    setResult(counts);
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setErrors(['Choose a CSV file first.']);
    if (file.size > MAX_BYTES)
      return setErrors(['The file is over 1 MB: split it into smaller files.']);
    void submit(file);
  };
  return (
    <div className="auth-section">
      <h2>Import box scores</h2>
      <p>
        One row per player per game, with the columns <code>{boxScoreColumns.join(', ')}</code>.
        Every row is checked first; a file with any error changes nothing. Importing a file again
        updates its lines.
      </p>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId}>Box-score CSV file</label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setResult(null);
            setErrors([]);
          }}
        />
        <FormErrors lines={errors} />
        <SubmitButton sending={sending} label="Import" sendingLabel="Importing…" />
      </form>
      {result ? (
        <p className="auth-notice" role="status">
          Imported: {formatCount(result.games_created)} new{' '}
          {result.games_created === 1 ? 'game' : 'games'}, {formatCount(result.lines_inserted)} new
          and {formatCount(result.lines_updated)} updated box-score lines.
        </p>
      ) : null}
    </div>
  );
}
