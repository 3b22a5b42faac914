import type { FieldError } from '@hoopdex/contract';
import type { SkipReason } from './parse-espn-player-box';

// What a streamed read of a box-score file answers and takes, in a file of its own: the read
// here (stream-box-scores.ts) and the one on a thread (parse-thread/) both use them, and the
// first calls the second (one file holding them would make an import circle).

export type StreamParsed =
  | { ok: true; kept: number; skipped: { reason: SkipReason; count: number }[] | undefined }
  | { ok: false; errors: FieldError[] };

export interface StreamOptions {
  /** Lines per call of `onLines` (2,000). */
  chunk?: number;
  /** Hears the stored bytes read so far (progress). */
  onBytes?: (read: number) => void;
  /** Stops the read (it rejects with the reason); checked between chunks here. */
  signal?: AbortSignal;
}
