import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { realdataPath } from '../../../test/realdata';
import type { ParsedLine } from '../parse-box-scores';
import { fileSource, streamBoxScores, streamBoxScoresHere } from '../stream-box-scores';
import { streamBoxScoresOnThread } from './parse-thread';

// The parse thread (parse-thread.ts): a stored file read on it answers exactly what the
// server's thread would (lines, skips, errors), and the thread never outlives the read.
const dir = mkdtempSync(path.join(tmpdir(), 'parse-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const espn = realdataPath('wnba-2024/espn-player-box-2024.csv');

async function readAll(read: typeof streamBoxScores, file: string) {
  const lines: ParsedLine[] = [];
  const chunks: number[] = [];
  let bytes = 0;
  const result = await read(
    fileSource(file),
    (c) => {
      chunks.push(c.length);
      lines.push(...c);
    },
    { chunk: 500, onBytes: (read) => (bytes = read) },
  );
  return { result, lines, chunks, bytes };
}

const exited = (worker: Worker) => new Promise<number>((done) => worker.once('exit', done));

describe('a box-score file read on a thread', () => {
  it('answers a real season (ESPN, gzipped too) as the server’s thread does', async () => {
    const here = await readAll(streamBoxScoresHere, espn);
    expect(here.result.ok).toBe(true);
    expect(await readAll(streamBoxScores, espn)).toEqual(here); // a file source: the thread
    const gz = path.join(dir, 'espn.csv.gz');
    writeFileSync(gz, gzipSync(readFileSync(espn)));
    const zipped = await readAll(streamBoxScores, gz);
    expect(zipped.result).toEqual(here.result);
    expect(zipped.lines).toEqual(here.lines);
  }, 60_000);

  it('lists the same errors on the same lines', async () => {
    const rows = readFileSync(realdataPath('wnba-2024/wnba-2024-box-scores.csv'), 'utf8').split(
      '\n',
    );
    rows[7] = rows[7]!.replace(/,\d+,/, ',lots,');
    rows[300] = '"unclosed';
    const bad = path.join(dir, 'bad.csv');
    writeFileSync(bad, rows.join('\n'));
    const here = await readAll(streamBoxScoresHere, bad);
    expect(here.result.ok).toBe(false);
    expect(await readAll(streamBoxScores, bad)).toEqual(here);
  }, 60_000);

  it('fails a missing file with its code (the runner says "send it again")', async () => {
    const err = await streamBoxScores(fileSource(path.join(dir, 'gone.csv')), () => {}).catch(
      (e: unknown) => e,
    );
    expect((err as NodeJS.ErrnoException).code).toBe('ENOENT');
  });

  it('ends the thread when the reader stops early: onLines throws, or the caller aborts', async () => {
    let worker: Worker | undefined;
    const stop = new Error('too many errors');
    const thrown = streamBoxScoresOnThread(
      espn,
      () => {
        throw stop;
      },
      { chunk: 100 },
      { started: (w) => (worker = w) },
    );
    const gone = exited(worker!);
    await expect(thrown).rejects.toBe(stop);
    await gone;

    const abort = new AbortController();
    const aborted = streamBoxScoresOnThread(
      espn,
      () => abort.abort(new Error('shutting down')),
      { chunk: 100, signal: abort.signal },
      { started: (w) => (worker = w) },
    );
    const gone2 = exited(worker!);
    await expect(aborted).rejects.toThrow('shutting down');
    await gone2;
  }, 60_000);

  it('fails, never hangs, when the thread crashes', async () => {
    const crash = new URL('data:text/javascript,throw new Error("out of memory")');
    await expect(streamBoxScoresOnThread(espn, () => {}, {}, { entry: crash })).rejects.toThrow(
      /could not be checked: its reading thread stopped \(out of memory\)/,
    );
    const quits = new URL('data:text/javascript,process.exit(3)');
    await expect(streamBoxScoresOnThread(espn, () => {}, {}, { entry: quits })).rejects.toThrow(
      /reading thread stopped \(exit code 3\)/,
    );
  });
});
