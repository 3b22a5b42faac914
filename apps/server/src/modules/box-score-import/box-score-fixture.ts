import type { FastifyInstance } from 'fastify';
import { boxScoreColumns, type BoxScoreColumn } from '@hoopdex/contract';
import type { Database } from '../../db/client';
import { quoteCsv } from '../../lib/csv';
import { createLeague, createPlayer, createSeason, createTeam } from '../../test/factories';

// A league to import into: nba with a 2024-25 season, three teams (one whose name holds a
// comma, so it must be quoted in CSV) and players without any box score yet.
export async function seedImportFixture(db: Database) {
  const league = await createLeague(db, { name: 'nba', displayName: 'NBA', sortOrder: 0 });
  const season = await createSeason(db, {
    leagueId: league.id,
    label: '2024-25',
    startDate: '2024-10-01',
    endDate: '2025-06-30',
    isCurrent: true,
  });
  const team = (name: string, abbreviation: string) =>
    createTeam(db, { leagueId: league.id, name, abbreviation });
  const bos = await team('Boston Celtics', 'BOS');
  const por = await team('Trail Blazers, Portland', 'POR');
  const nyk = await team('New York Knicks', 'NYK');
  const player = (slug: string, teamId: number) =>
    createPlayer(db, { leagueId: league.id, teamId, slug });
  const nia = await player('nia-new', bos.id);
  const omar = await player('omar-opp', por.id);
  return { league, season, teams: { bos, por, nyk }, players: { nia, omar } };
}

export type CsvRow = Record<BoxScoreColumn, string | number>;

/** A consistent line (20 pts on 8-15, 2-5 threes, 2-2 free throws) to change one cell of. */
export const baseRow: CsvRow = {
  game_date: '2025-01-10',
  league: 'nba',
  home_team: 'Boston Celtics',
  away_team: 'Trail Blazers, Portland',
  home_score: 110,
  away_score: 100,
  player: 'nia-new',
  team: 'BOS',
  minutes: 30,
  pts: 20,
  fgm: 8,
  fga: 15,
  three_pm: 2,
  three_pa: 5,
  ftm: 2,
  fta: 2,
  oreb: 1,
  dreb: 4,
  reb: 5,
  ast: 3,
  st: 1,
  blks: 0,
  turnovers: 2,
  fouls: 3,
};

/** A CSV file of the given rows (each a change of baseRow), header first, CRLF line ends. */
export function csvOf(
  rows: Partial<CsvRow>[],
  columns: readonly string[] = boxScoreColumns,
): string {
  const lines = rows.map((r) => {
    const full: Record<string, string | number> = { ...baseRow, ...r };
    return columns.map((c) => quoteCsv(String(full[c] ?? ''))).join(',');
  });
  return [columns.join(','), ...lines].join('\r\n') + '\r\n';
}

/** The hand-made file of the tests: two games, Nia in both, Omar in the first. */
export const twoGames: Partial<CsvRow>[] = [
  {},
  {
    player: 'omar-opp',
    team: 'Trail Blazers, Portland',
    minutes: 25,
    pts: 10,
    fgm: 4,
    fga: 9,
    three_pm: 0,
    three_pa: 1,
    ftm: 2,
    fta: 4,
    oreb: 2,
    dreb: 6,
    reb: 8,
    ast: 1,
    st: 0,
    blks: 1,
    turnovers: 1,
    fouls: 2,
  },
  {
    game_date: '2025-01-12',
    home_team: 'POR',
    away_team: 'bos',
    home_score: 95,
    away_score: 101,
    team: 'Boston Celtics',
    minutes: 36,
    pts: 27,
    fgm: 10,
    fga: 18,
    three_pm: 3,
    three_pa: 7,
    ftm: 4,
    fta: 5,
    oreb: 0,
    dreb: 3,
    reb: 3,
    ast: 5,
    st: 2,
    blks: 1,
    turnovers: 4,
    fouls: 1,
  },
];

/** Imports rows through POST /api/admin/box-scores as `token` (an admin's) and answers the reply. */
export function postBoxScores(app: FastifyInstance, token: string, rows: Partial<CsvRow>[]) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/box-scores',
    payload: csvOf(rows),
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
  });
}
