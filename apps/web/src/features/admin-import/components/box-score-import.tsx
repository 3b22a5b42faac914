import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { boxScoreColumns } from '@hoopdex/contract/box-score-columns';
import { importBoxScores } from '../api/import-box-scores';
import { importSummary } from '../utils/import-summary';
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
  const [createMissing, setCreateMissing] = useState(false);
  const [dryRun, setDryRun] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const { submit, sending, errors, setErrors } = useSubmit(async (chosen: File) => {
    setResult(null);
    const counts = await importBoxScores(await chosen.text(), { createMissing, dryRun });
    // Every cached stat (player pages, leaderboards, the explorer) may have changed; a dry run
    // changed nothing.
    if (!dryRun) await queryClient.invalidateQueries();
    setResult(importSummary(counts, dryRun));
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
        updates its lines. ESPN&apos;s player box files (wehoop&apos;s <code>player_box</code>) are read
        too: regular season only.
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
        <label>
          <input
            type="checkbox"
            checked={createMissing}
            onChange={(e) => setCreateMissing(e.target.checked)}
          />{' '}
          Create the seasons, teams and players it names
        </label>
        <label>
          <input type="checkbox" checked={dryRun} onChange={(e) => setDryRun(e.target.checked)} />{' '}
          Dry run: check and count, change nothing
        </label>
        <FormErrors lines={errors} />
        <SubmitButton sending={sending} label="Import" sendingLabel="Importing…" />
      </form>
      {result ? (
        <p className="auth-notice" role="status">
          {result}
        </p>
      ) : null}
    </div>
  );
}
