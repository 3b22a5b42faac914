import { formatClock, pbpColumns, type PbpEvent } from '@hoopdex/contract';
import type { FastifyInstance } from 'fastify';
import { quoteCsv } from '../../lib/csv';

// Play-by-play files for the tests, over the box-score fixture (box-score-fixture.ts): game 1 is
// 2025-01-10, Boston Celtics (home) against "Trail Blazers, Portland", with Nia (BOS) and Omar
// (POR). The counts below are their box-score lines of `twoGames`, written out by hand.

export type PbpCsvRow = Record<(typeof pbpColumns)[number], string | number>;

/** [event, how many, shot_x, shot_y]: shots without a spot are left unlocated. */
export type EventSpec = [PbpEvent, number, number?, number?];

export const niaGame1: EventSpec[] = [
  // 20 pts: 8-15 FG, 2-5 3P, 2-2 FT
  ['fg3_made', 1, 22.5, 2], // corner three
  ['fg3_made', 1, 0, 25], // above the break
  ['fg3_missed', 3, -10, 23],
  ['fg2_made', 4, 0, 1], // rim
  ['fg2_made', 1, 3, 8], // paint
  ['fg2_made', 1, 15, 10], // mid-range
  ['fg2_missed', 2, 15, 10], // mid-range
  ['fg2_missed', 2], // unlocated
  ['ft_made', 2],
  ['oreb', 1],
  ['dreb', 4],
  ['ast', 3],
  ['stl', 1],
  ['tov', 2],
  ['foul', 3],
];

export const omarGame1: EventSpec[] = [
  // 10 pts: 4-9 FG, 0-1 3P, 2-4 FT
  ['fg2_made', 4, 0, 2], // rim
  ['fg2_missed', 4, -4, 10], // paint
  ['fg3_missed', 1, -23, 0], // corner three
  ['ft_made', 2],
  ['ft_missed', 2],
  ['oreb', 2],
  ['dreb', 6],
  ['ast', 1],
  ['blk', 1],
  ['tov', 1],
  ['foul', 2],
];

const game1 = {
  game_date: '2025-01-10',
  league: 'nba',
  home_team: 'Boston Celtics',
  away_team: 'Trail Blazers, Portland',
};

/**
 * The events of both players, interleaved (Nia, Omar, Nia, …) and spread over four 12-minute
 * quarters in order, clock running down: a valid file of game 1.
 */
export function game1Rows(nia = niaGame1, omar = omarGame1): PbpCsvRow[] {
  const expand = (player: string, team: string, spec: EventSpec[]) =>
    spec.flatMap(([event, n, x, y]) =>
      Array.from({ length: n }, () => ({ player, team, event, shot_x: x ?? '', shot_y: y ?? '' })),
    );
  const a = expand('nia-new', 'BOS', nia);
  const b = expand('omar-opp', 'POR', omar);
  const mixed = Array.from({ length: Math.max(a.length, b.length) }, (_, i) => [a[i], b[i]])
    .flat()
    .filter((e) => e !== undefined);
  const perPeriod = Math.ceil(mixed.length / 4);
  return mixed.map((e, i) => {
    const inPeriod = i % perPeriod;
    const tenths = 7200 - Math.floor((inPeriod * 7200) / perPeriod); // 12:00 down
    return { ...game1, period: Math.floor(i / perPeriod) + 1, clock: formatClock(tenths), ...e };
  });
}

export function pbpCsv(
  rows: Partial<PbpCsvRow>[],
  columns: readonly string[] = pbpColumns,
): string {
  const lines = rows.map((r) =>
    columns.map((c) => quoteCsv(String(r[c as keyof PbpCsvRow] ?? ''))).join(','),
  );
  return [columns.join(','), ...lines].join('\r\n') + '\r\n';
}

export function postPlays(app: FastifyInstance, token: string | null, csv: string, query = '') {
  return app.inject({
    method: 'POST',
    url: `/api/admin/play-by-play${query}`,
    payload: csv,
    headers: { 'content-type': 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}
