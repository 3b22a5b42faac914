import { parentPort, workerData } from 'node:worker_threads';
import { toWireError } from '../../../db/pglite-thread/protocol';
import { fileSource, streamBoxScoresHere } from '../stream-box-scores';
import type { ParsedLine } from '../parse-box-scores';
import type { FromParser, ParseWorkerData } from './protocol';

// A box-score parse thread (parse-thread.ts): reads one file with the very reader the server's
// thread would use (gunzip, csv-parse, the header's format, the rows' checks) and sends its
// chunks of lines. A chunk is sent only once the server has taken the one before (its ack), and
// the thread reads the next meanwhile: memory holds about two chunks, both threads keep busy.
const port = parentPort!;
const { file, chunk } = workerData as ParseWorkerData;
const send = (m: FromParser) => port.postMessage(m);

let taken: (() => void) | null = null;
let previous: Promise<void> = Promise.resolve();
port.on('message', () => {
  taken?.();
  taken = null;
});

const handOn = async (lines: ParsedLine[]) => {
  await previous;
  previous = new Promise<void>((resolve) => (taken = resolve));
  send({ kind: 'lines', lines });
};

streamBoxScoresHere(fileSource(file), handOn, {
  chunk,
  onBytes: (read) => send({ kind: 'bytes', read }),
})
  .then(async (result) => {
    await previous; // the last chunk taken before the answer
    send({ kind: 'done', result });
  })
  .catch((err: unknown) => send({ kind: 'failed', error: toWireError(err) }));
