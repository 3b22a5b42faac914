import { Worker } from 'node:worker_threads';
import type { ModelParams } from '../model/params';
import type { GameLine } from '../model/types';
import { packLines, type PackedLines } from './line-pack';
import type { BacktestResult } from './walk-forward';

/**
 * What a backtest needs, as data a thread can be sent (the walk-forward's lookups as entries,
 * since functions cannot cross).
 */
export interface ThreadBacktestInput {
  lines: readonly GameLine[];
  seasonId: number;
  seasonsBack: [seasonId: number, back: number][];
  positions: [playerId: number, position: string | null][];
  groups: [playerId: number, group: string | null][];
  params: ModelParams;
}

/** What the thread is sent: the input with its lines packed (line-pack.ts). */
export type ThreadData = Omit<ThreadBacktestInput, 'lines'> & { lines: PackedLines };

/**
 * The walk-forward backtest of a season on a thread of its own. It is seconds of pure computing
 * for a big league (projecting every player at every as-of date), and on the server's thread,
 * even sliced, it competed with every request: right after an NCAA-size import the league's
 * cached leaderboards answered at p99 0.5-1.9 s at 1,000 req/s while it ran (bench/imports.ts).
 * A thread per backtest: they are rare (one per imported league season) and a thread that ends
 * gives its memory back.
 */
export async function walkForwardInThread(input: ThreadBacktestInput): Promise<BacktestResult> {
  const lines = await packLines(input.lines);
  return new Promise((resolve, reject) => {
    const workerData: ThreadData = { ...input, lines };
    const worker = new Worker(new URL('./backtest-worker-entry.mjs', import.meta.url), {
      workerData,
      transferList: [lines.values.buffer],
    });
    let settled = false;
    worker.once('message', (result: BacktestResult) => {
      settled = true;
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', (err) => {
      settled = true;
      reject(err);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`backtest thread exited (${code}) without a result`));
    });
  });
}
