import { Worker } from 'node:worker_threads';
import { fromWireError } from '../../../db/pglite-thread/protocol';
import type { ParsedLine } from '../parse-box-scores';
import type { StreamOptions, StreamParsed } from '../stream-types';
import type { FromParser, ParseWorkerData } from './protocol';

/** How a thread that stopped without an answer fails the import: what to do next, not a 500. */
const threadStopped = (why: string) =>
  new Error(
    `the file could not be checked: its reading thread stopped (${why}). Send it again; if it fails again, split it into smaller files`,
  );

/**
 * streamBoxScores for a stored file, on a thread of its own (decision 0038): reading 15 MB
 * (gunzip, csv-parse, zod per row) is 15-30 s of CPU that, on the server's thread, even in
 * 16 KB slices, competed with every request. The thread runs the same reader and sends each
 * chunk of lines here; it sends the next only once `onLines` has taken this one (the ack),
 * parsing it meanwhile, so memory holds about two chunks. The thread ends with the read: its answer,
 * `onLines` throwing (the errors' cap, an abort), `signal`, or its own failure (an error here,
 * never a hang). A thread per read: two per import, each gives its memory back.
 */
export function streamBoxScoresOnThread(
  file: string,
  onLines: (lines: ParsedLine[]) => Promise<void> | void,
  opts: StreamOptions,
  /** Tests: another entry (a thread that crashes), the thread once started. */
  test: { entry?: URL; started?: (worker: Worker) => void } = {},
): Promise<StreamParsed> {
  const data: ParseWorkerData = { file, chunk: opts.chunk ?? 2_000 };
  const { signal } = opts;
  signal?.throwIfAborted();
  const entry = test.entry ?? new URL('./worker-entry.mjs', import.meta.url);
  // Small heaps: a read holds a chunk (2,000 lines, a few MB), and a thread's default young
  // generation alone grew the server's RSS by 50-60 MB more than these on a 4.5 MB file. An
  // 18.7 MB file reads as fast with them (3.8 s); running out is the thread's 'error' below.
  const worker = new Worker(entry, {
    workerData: data,
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 4 },
  });
  test.started?.(worker);
  return new Promise<StreamParsed>((resolve, reject) => {
    let settled = false;
    const end = (settle: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', aborted);
      // Settled once the thread is gone: an import that ended leaves no reader behind.
      void worker.terminate().then(settle, settle);
    };
    const aborted = () => end(() => reject(signal?.reason));
    signal?.addEventListener('abort', aborted, { once: true });

    worker.on('message', (m: FromParser) => {
      if (settled) return;
      switch (m.kind) {
        case 'bytes':
          opts.onBytes?.(m.read);
          return;
        case 'lines':
          Promise.resolve()
            .then(() => onLines(m.lines))
            .then(
              () => settled || worker.postMessage('taken'),
              (err: unknown) => end(() => reject(err)),
            );
          return;
        case 'done':
          return end(() => resolve(m.result));
        case 'failed': // thrown by the reader (a read error such as ENOENT keeps its code)
          return end(() => reject(fromWireError(m.error)));
      }
    });
    worker.on('error', (err) => end(() => reject(threadStopped(err.message))));
    worker.on('exit', (code) => end(() => reject(threadStopped(`exit code ${code}`))));
  });
}
