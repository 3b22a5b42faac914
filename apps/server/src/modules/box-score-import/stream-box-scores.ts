import { createReadStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import {
  boxScoreColumns,
  boxScoreOptionalColumns,
  boxScoreRowSchema,
  lineParam,
} from '@hoopdex/contract';
import { CsvError, parse, type Info } from 'csv-parse';
import {
  espnCellsSchema,
  espnColumns,
  espnOptionalColumns,
  espnLineReader,
  isEspnHeader,
  skippedList,
  type SkipReason,
} from './parse-espn-player-box';
import { csvErrorOf, ErrorList, rowReader } from '../../lib/csv-rows';
import type { ParsedLine } from './parse-box-scores';
import { streamBoxScoresOnThread } from './parse-thread/parse-thread';
import type { StreamOptions, StreamParsed } from './stream-types';

/** A box-score file that can be read from its start again (the import reads it twice). */
export interface ImportSource {
  open(): Readable;
  /** Its size in bytes as stored (progress), when known. */
  bytes?: number;
  /** The stored file it reads, when it is one: streamBoxScores reads it on a thread. */
  file?: string;
}

export const textSource = (csv: string): ImportSource => {
  const bytes = Buffer.from(csv);
  return { open: () => Readable.from([bytes]), bytes: bytes.length };
};

/**
 * 16 KB reads: csv-parse turns each into records at once, so this bounds one slice of the
 * thread that reads (about 130 lines, 10-20 ms of parsing and checking; 64 KB held it 40-80 ms):
 * the parse thread's since it reads stored files, still the server's for a file read here.
 */
export const fileSource = (file: string, bytes?: number): ImportSource => ({
  open: () => createReadStream(file, { highWaterMark: 16 * 1024 }),
  file,
  ...(bytes === undefined ? {} : { bytes }),
});

export type { StreamOptions, StreamParsed } from './stream-types';

interface CsvRecord {
  record: string[];
  info: Info;
}

/** The file's bytes, gunzipped when they start with gzip's magic (a `.csv.gz`, or a gzip body). */
async function* gunzipIfNeeded(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const it = source[Symbol.asyncIterator]();
  const first = await it.next();
  if (first.done) return;
  const rest = (async function* () {
    yield first.value;
    for (let n = await it.next(); !n.done; n = await it.next()) yield n.value;
  })();
  if (first.value[0] !== 0x1f || first.value[1] !== 0x8b) return yield* rest;
  const gunzip = createGunzip();
  const input = Readable.from(rest);
  input.on('error', (err) => gunzip.destroy(err));
  input.pipe(gunzip);
  for await (const chunk of gunzip) yield chunk as Buffer;
}

const isZlibError = (err: unknown) =>
  err instanceof Error && String((err as { code?: unknown }).code).startsWith('Z_');

/**
 * Reads a box-score file as a stream (streamBoxScoresHere); a stored file on a thread of its own
 * (decision 0038, parse-thread.ts), so its 15-30 s of parsing for a big season no longer hold
 * the server's thread; a text (small bodies, the CLI, tests) here. Same answers either way.
 */
export function streamBoxScores(
  source: ImportSource,
  onLines: (lines: ParsedLine[]) => Promise<void> | void,
  opts: StreamOptions = {},
): Promise<StreamParsed> {
  if (source.file !== undefined) return streamBoxScoresOnThread(source.file, onLines, opts);
  const { signal } = opts;
  return streamBoxScoresHere(
    source,
    (lines) => {
      signal?.throwIfAborted();
      return onLines(lines);
    },
    opts,
  );
}

/**
 * Reads a box-score file as a stream (decision 0024) on this thread: gunzipped when it is
 * gzip, parsed record by record by csv-parse, the header deciding the format (ours, 0006, or
 * ESPN's player box), every row checked as the whole-text parse checks it (same errors, same
 * lines). The rows kept go to `onLines` in chunks of `chunk`; memory holds a chunk, never the file. `onBytes` hears
 * the stored bytes read (progress). Stops reading once BOX_SCORE_MAX_ERRORS errors are listed.
 */
export async function streamBoxScoresHere(
  source: ImportSource,
  onLines: (lines: ParsedLine[]) => Promise<void> | void,
  opts: Omit<StreamOptions, 'signal'> = {},
): Promise<StreamParsed> {
  const chunk = opts.chunk ?? 2_000;
  const errors = new ErrorList();
  const skipped = new Map<SkipReason, number>();
  let read = 0;
  const counter = new Transform({
    transform(buf: Buffer, _enc, done) {
      read += buf.length;
      opts.onBytes?.(read);
      done(null, buf);
    },
  });
  const parser = parse({ bom: true, info: true, skip_empty_lines: true, relax_column_count: true });
  // A failure upstream (corrupt gzip, a read error) tears the parser down with it: the loop
  // below throws it. Stopping early (errors, or done) rejects this too: nothing to add.
  const piped = pipeline(source.open(), counter, gunzipIfNeeded, parser).catch(() => undefined);

  let readRow: ((record: string[], line: number) => ParsedLine | undefined) | null = null;
  let espn = false;
  let body = 0;
  let kept = 0;
  let batch: ParsedLine[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<CsvRecord>) {
      if (!readRow) {
        espn = isEspnHeader(record.join(','));
        if (espn) {
          const cells = rowReader(
            record,
            espnColumns,
            espnCellsSchema,
            espnOptionalColumns,
            errors,
          );
          const fromEspn = espnLineReader(errors, skipped);
          readRow = (r, line) => {
            const c = cells(r, line);
            return c === undefined ? undefined : fromEspn(line, c);
          };
        } else {
          const ours = rowReader(
            record,
            boxScoreColumns,
            boxScoreRowSchema,
            boxScoreOptionalColumns,
            errors,
          );
          readRow = (r, line) => {
            const row = ours(r, line);
            return row === undefined ? undefined : { line, row };
          };
        }
        if (errors.items.length) break; // a column is missing: no row can be read
        continue;
      }
      body++;
      if (errors.full) break;
      const line = readRow(record, info.lines);
      if (!line || errors.items.length) continue; // a file with errors writes nothing: stop handing rows on
      kept++;
      batch.push(line);
      if (batch.length >= chunk) {
        await onLines(batch);
        batch = [];
      }
    }
  } catch (err) {
    parser.destroy();
    await piped;
    // The reader's own refusals (a chunk's errors, an abort) go to the caller as they are.
    if (!(err instanceof CsvError) && !isZlibError(err)) throw err;
    if (isZlibError(err))
      return {
        ok: false,
        errors: [{ msg: 'the file looks gzipped but is not valid gzip', param: lineParam(1) }],
      };
    return { ok: false, errors: [csvErrorOf(err)] };
  }
  parser.destroy();
  await piped;
  if (!readRow) return { ok: false, errors: [{ msg: 'the file is empty', param: lineParam(1) }] };
  if (!errors.items.length && !body)
    return { ok: false, errors: [{ msg: 'the file has no rows', param: lineParam(2) }] };
  if (errors.items.length) return { ok: false, errors: errors.items };
  if (batch.length) await onLines(batch);
  return { ok: true, kept, skipped: espn ? skippedList(skipped) : undefined };
}
