import type { BoxScoreImportResult } from '@hoopdex/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { boxScoreColumns } from '@hoopdex/contract/box-score-columns';
import {
  getImportJob,
  importBoxScores,
  startImportJob,
  type ImportChoices,
} from '../api/import-box-scores';
import { importSummary } from '../utils/import-summary';
import { ApiError } from '../../../lib/api-client';
import { useSubmit } from '../../../components/forms/use-submit';
import { FormErrors } from '../../../components/forms/form-errors';
import { SubmitButton } from '../../../components/forms/submit-button';
import { ImportProgress, type ImportProgressState } from './import-progress';

/** Up to this size the server imports while the request waits; a bigger file runs as a job. */
const SYNC_MAX_BYTES = 1024 * 1024;
/** How often a job is asked how far it is. */
const POLL_MS = 500;

const phaseLabel: Record<string, string> = {
  queued: 'Waiting for the import to start',
  checking: 'Checking every row',
  writing: 'Writing the box scores',
  refreshing: 'Refreshing the numbers',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A file over 1 MB (a season) goes as a durable job (decision 0024): the browser streams it to
 * the server, then the job's progress fills the bar until its counts or its errors arrive.
 */
async function importAsJob(
  file: File,
  choices: ImportChoices,
  onProgress: (p: ImportProgressState) => void,
): Promise<BoxScoreImportResult> {
  onProgress({ label: `Sending ${file.name}`, value: null });
  const id = await startImportJob(file, choices);
  for (;;) {
    const job = await getImportJob(id);
    if (job.state === 'done' && job.result) return job.result;
    if (job.state === 'failed')
      throw new ApiError({
        status: 400,
        statusText: 'The import failed',
        url: '',
        errors: job.errors,
      });
    onProgress({ label: phaseLabel[job.phase] ?? 'Importing', value: job.progress });
    await sleep(POLL_MS);
  }
}

/**
 * Admin only: upload a box-score CSV (one row per player per game). The server checks every row
 * and writes all or nothing; each error names its line, so the file can be fixed and sent again.
 * A dry run is the review: its summary says what would change, and "Confirm import" then sends
 * the same file for real.
 */
export function BoxScoreImport() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [createMissing, setCreateMissing] = useState(false);
  const [dryRun, setDryRun] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  /** The file and choices a dry run just reviewed: what "Confirm import" sends. */
  const [reviewed, setReviewed] = useState<{ file: File; createMissing: boolean } | null>(null);
  const [progress, setProgress] = useState<ImportProgressState | null>(null);
  const { submit, sending, errors, setErrors } = useSubmit(
    async (chosen: File, choices: ImportChoices) => {
      setResult(null);
      setReviewed(null);
      try {
        const counts =
          chosen.size > SYNC_MAX_BYTES
            ? await importAsJob(chosen, choices, setProgress)
            : await importBoxScores(await chosen.text(), choices);
        // Every cached stat (player pages, leaderboards, the explorer) may have changed; a dry run
        // changed nothing.
        if (!choices.dryRun) await queryClient.invalidateQueries();
        setResult(importSummary(counts, choices.dryRun));
        if (choices.dryRun) setReviewed({ file: chosen, createMissing: choices.createMissing });
      } finally {
        setProgress(null);
      }
    },
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setErrors(['Choose a CSV file first.']);
    void submit(file, { createMissing, dryRun });
  };
  return (
    <div className="auth-section">
      <h2>Import box scores</h2>
      <p>
        One row per player per game, with the columns <code>{boxScoreColumns.join(', ')}</code>.
        Every row is checked first; a file with any error changes nothing. Importing a file again
        updates its lines. ESPN&apos;s player box files (wehoop&apos;s <code>player_box</code>) are
        read too: regular season only. A whole season (over 1 MB, gzipped or not) is imported in the
        background with a progress bar. Tick the dry run to review what would change first.
      </p>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId}>Box-score CSV file</label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.gz,text/csv,application/gzip"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setResult(null);
            setReviewed(null);
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
      {progress ? <ImportProgress {...progress} /> : null}
      {result ? (
        <p className="auth-notice" role="status">
          {result}
        </p>
      ) : null}
      {reviewed && !sending ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            setDryRun(false);
            void submit(reviewed.file, { createMissing: reviewed.createMissing, dryRun: false });
          }}
        >
          Confirm import
        </button>
      ) : null}
    </div>
  );
}
