import type { Database } from '../../db/client';
import { games, leagues, playerGameStats, players, seasons, teams } from '../../db/schema/index';
import { normalizeSearch } from '../../lib/normalize';

// Test data with hand-computed expectations (see stats.test.ts and docs/decisions/0002-stats.md).
// NBA current season 2024-25; the league's last game day is 2025-03-10, so the weekly window is
// 2025-03-04 .. 2025-03-10 and G2 (2025-03-03) falls just outside it.

/** pts ast oreb dreb st blks tov pf fgm fga ftm fta 3pm 3pa */
type Line = [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

export const FIXTURE_DATES = {
  G0: '2024-03-01', // previous season
  G5: '2025-01-15',
  G1: '2025-02-20',
  G2: '2025-03-03',
  G3: '2025-03-04',
  G4: '2025-03-10',
  G6: '2025-02-01', // NCAA
} as const;
type GameKey = keyof typeof FIXTURE_DATES;

const lines: Record<string, Partial<Record<GameKey, Line>>> = {
  'ann-archer': {
    G0: [50, 0, 0, 0, 0, 0, 0, 0, 20, 30, 10, 10, 0, 0],
    G1: [20, 5, 1, 4, 2, 0, 3, 2, 8, 15, 2, 2, 2, 5],
    G2: [10, 3, 0, 2, 1, 1, 2, 3, 4, 10, 2, 4, 0, 3],
    G3: [30, 7, 2, 6, 3, 1, 4, 1, 11, 20, 5, 6, 3, 8],
    G4: [16, 9, 1, 3, 0, 0, 1, 2, 6, 12, 4, 4, 0, 0],
    G5: [24, 6, 0, 5, 1, 0, 2, 1, 9, 18, 4, 5, 2, 6],
  },
  'bob-baker': {
    G1: [12, 2, 3, 7, 1, 2, 1, 4, 5, 9, 2, 3, 0, 0],
    G3: [8, 1, 2, 5, 0, 3, 2, 3, 4, 8, 0, 0, 0, 0],
    G4: [22, 4, 4, 8, 2, 1, 0, 2, 9, 14, 4, 5, 0, 1],
  },
  'cy-cole': { G2: [6, 0, 2, 3, 0, 4, 3, 5, 3, 7, 0, 2, 0, 0] },
  'dee-dunn': {
    G1: [4, 1, 0, 1, 0, 0, 1, 1, 2, 6, 0, 0, 0, 2],
    G5: [9, 2, 1, 2, 1, 0, 0, 2, 3, 7, 1, 2, 2, 4],
  },
  'eve-egan': { G6: [18, 3, 1, 4, 2, 0, 2, 2, 7, 12, 2, 2, 2, 4] },
  'gus-gray': { G6: [11, 1, 3, 6, 0, 2, 1, 3, 5, 9, 1, 2, 0, 0] },
};

export interface StatsFixture {
  nba: number;
  ncaam: number;
  ncaawb: number;
  playerIds: Record<string, number>;
  currentSeason: number;
  oldSeason: number;
}

/** Inserts leagues, seasons, teams, players, games and box scores of the hand-computed cases. */
export async function seedStatsFixture(db: Database): Promise<StatsFixture> {
  const [nba, ncaam, ncaawb] = await db
    .insert(leagues)
    .values([
      { name: 'nba', displayName: 'NBA', level: 'pro', logo: '/media/nba.png', sortOrder: 1 },
      { name: 'ncaam', displayName: 'NCAA Men', level: 'college', logo: null, sortOrder: 2 },
      { name: 'ncaawb', displayName: 'NCAA Women', level: 'college', logo: null, sortOrder: 3 },
    ])
    .returning({ id: leagues.id });
  if (!nba || !ncaam || !ncaawb) throw new Error('leagues not inserted');
  const [old, current, college] = await db
    .insert(seasons)
    .values([
      { leagueId: nba.id, label: '2023-24', startDate: '2023-10-01', endDate: '2024-06-30' },
      {
        leagueId: nba.id,
        label: '2024-25',
        startDate: '2024-10-01',
        endDate: '2025-06-30',
        isCurrent: true,
      },
      {
        leagueId: ncaam.id,
        label: '2024-25',
        startDate: '2024-11-01',
        endDate: '2025-04-10',
        isCurrent: true,
      },
    ])
    .returning({ id: seasons.id });
  const [alpha, beta, gamma, delta] = await db
    .insert(teams)
    .values([
      { leagueId: nba.id, name: 'Alpha', abbreviation: 'ALP', logo: '/media/alpha.png' },
      { leagueId: nba.id, name: 'Beta', abbreviation: 'BET' },
      { leagueId: ncaam.id, name: 'Gamma U', abbreviation: 'GAM' },
      { leagueId: ncaam.id, name: 'Delta U', abbreviation: 'DEL' },
    ])
    .returning({ id: teams.id });
  if (!old || !current || !college || !alpha || !beta || !gamma || !delta) throw new Error('setup');

  const people = [
    ['ann-archer', 'Ann', 'Archer', nba.id, alpha.id, 'Guard', null, 2],
    ['bob-baker', 'Bob', 'Baker', nba.id, beta.id, 'Forward', null, 1],
    ['cy-cole', 'Cy', 'Cole', nba.id, alpha.id, 'Center', null, null],
    ['dee-dunn', 'Dee', 'Dunn', nba.id, beta.id, 'Guard', null, 3],
    ['finn-ford', 'Finn', 'Ford', nba.id, beta.id, 'Guard', null, null],
    ['eve-egan', 'Eve', 'Égan', ncaam.id, gamma.id, 'Guard', 'Freshman', null],
    ['gus-gray', 'Gus', 'Gray', ncaam.id, delta.id, 'Forward', 'Senior', null],
  ] as const;
  const inserted = await db
    .insert(players)
    .values(
      people.map(
        ([slug, firstname, lastname, leagueId, teamId, position, schoolYear, trendingRank]) => ({
          slug,
          firstname,
          lastname,
          searchName: normalizeSearch(`${firstname} ${lastname}`),
          leagueId,
          teamId,
          position,
          schoolYear,
          trendingRank,
        }),
      ),
    )
    .returning({ id: players.id, slug: players.slug, teamId: players.teamId });
  const playerIds = Object.fromEntries(inserted.map((p) => [p.slug, p.id]));

  const gameOf = async (key: GameKey) => {
    const ncaa = key === 'G6';
    const [g] = await db
      .insert(games)
      .values({
        leagueId: ncaa ? ncaam.id : nba.id,
        seasonId: ncaa ? college.id : key === 'G0' ? old.id : current.id,
        gameDate: FIXTURE_DATES[key],
        homeTeamId: ncaa ? gamma.id : alpha.id,
        awayTeamId: ncaa ? delta.id : beta.id,
        homeScore: 100,
        awayScore: 95,
      })
      .returning();
    if (!g) throw new Error('game');
    return g;
  };
  const gameRows = Object.fromEntries(
    await Promise.all(
      (Object.keys(FIXTURE_DATES) as GameKey[]).map(async (k) => [k, await gameOf(k)] as const),
    ),
  );
  const box = inserted.flatMap((p) =>
    Object.entries(lines[p.slug] ?? {}).map(([key, l]) => {
      const g = gameRows[key as GameKey];
      if (!g) throw new Error('game');
      const [
        pts,
        ast,
        oreb,
        dreb,
        st,
        blks,
        turnovers,
        fouls,
        fgm,
        fga,
        ftm,
        fta,
        threePm,
        threePa,
      ] = l;
      return {
        gameId: g.id,
        playerId: p.id,
        teamId: p.teamId,
        leagueId: g.leagueId,
        seasonId: g.seasonId,
        gameDate: g.gameDate,
        minutes: 30,
        ...{ pts, ast, oreb, dreb, reb: oreb + dreb, st, blks, turnovers, fouls },
        ...{ fgm, fga, ftm, fta, threePm, threePa },
      };
    }),
  );
  await db.insert(playerGameStats).values(box);
  return {
    nba: nba.id,
    ncaam: ncaam.id,
    ncaawb: ncaawb.id,
    playerIds,
    currentSeason: current.id,
    oldSeason: old.id,
  };
}
