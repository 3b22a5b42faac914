import { parentPort, workerData } from 'node:worker_threads';
import type { ThreadData } from './backtest-thread';
import { unpackLines } from './line-pack';
import { walkForward } from './walk-forward';

// Runs one backtest (backtest-thread.ts) and sends its result back.
const input = workerData as ThreadData;
const back = new Map(input.seasonsBack);
const positions = new Map(input.positions);
const groups = new Map(input.groups);
parentPort!.postMessage(
  walkForward({
    lines: unpackLines(input.lines),
    seasonId: input.seasonId,
    seasonsBack: (s) => back.get(s) ?? -1,
    positionOf: (id) => positions.get(id) ?? null,
    groupOf: (id) => groups.get(id) ?? null,
    params: input.params,
  }),
);
