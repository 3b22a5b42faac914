import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultParams } from '../model/params';
import { readSeasonLines } from '../realdata-lines';
import { walkForwardInThread } from './backtest-thread';
import { walkForward } from './walk-forward';

// The server computes backtests on a thread of their own: the thread must give exactly what the
// same backtest gives in-process (the lookups cross as entries, the result as a copy).
const realdata = path.resolve(
  fileURLToPath(new URL('../../../../../..', import.meta.url)),
  '../shared/realdata',
);

describe('walkForwardInThread', () => {
  it('answers exactly what walkForward does on the same real season', async () => {
    const teams = new Map<string, number>();
    const lines = [2022, 2023].flatMap((y) => readSeasonLines(realdata, y, teams));
    const players = [...new Set(lines.map((l) => l.playerId))];
    // A made-up position for some players, so the lookups are exercised, not all null.
    const positions = players.map(
      (id) => [id, id % 3 === 0 ? 'G' : null] as [number, string | null],
    );
    const inThread = await walkForwardInThread({
      lines,
      seasonId: 2023,
      seasonsBack: [
        [2023, 0],
        [2022, 1],
      ],
      positions,
      groups: [],
      params: defaultParams,
    });
    const byPosition = new Map(positions);
    const direct = walkForward({
      lines,
      seasonId: 2023,
      seasonsBack: (s) => (s === 2023 ? 0 : s === 2022 ? 1 : -1),
      positionOf: (id) => byPosition.get(id) ?? null,
      groupOf: () => null,
      params: defaultParams,
    });
    expect(inThread.rows.length).toBeGreaterThan(0);
    expect(inThread).toEqual(direct);
  });
});
