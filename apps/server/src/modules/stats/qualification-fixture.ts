import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerGameStats } from '../../db/schema/index';
import { addDays, utcToday } from './stats-window';
import {
  createGame,
  createLeague,
  createPlayer,
  createSeason,
  createTeam,
} from '../../test/factories';

// A league built by the factories for the qualification rules, independent of the demo world:
// two teams play four games on the four days before today (so the weekly window holds them
// all and team_games = 4), and three players are given lines that test the rule:
// - `oneGame` plays only the last game, a 60-point night: the best line of the week.
// - `twoOfTwo` plays every game, 2 of 2 from three in all: 100.0 % on 2 makes.
// - `shooter` plays every game, 2 of 5 from three each: 8 of 20, 40.0 %.

export interface QualificationFixture {
  leagueId: number;
  oneGame: number;
  twoOfTwo: number;
  shooter: number;
}

type Line = Partial<typeof playerGameStats.$inferInsert>;
const quiet: Line = {
  pts: 4,
  ast: 1,
  oreb: 0,
  dreb: 2,
  reb: 2,
  st: 0,
  blks: 0,
  turnovers: 1,
  fouls: 2,
  fgm: 2,
  fga: 5,
  ftm: 0,
  fta: 0,
  threePm: 0,
  threePa: 0,
};

export async function seedQualificationFixture(
  db: Database,
  leagueName = 'nba',
): Promise<QualificationFixture> {
  const league = await createLeague(db, {
    name: leagueName,
    displayName: leagueName.toUpperCase(),
  });
  const season = await createSeason(db, {
    leagueId: league.id,
    startDate: '2000-01-01',
    endDate: '2100-01-01',
  });
  const [home, away] = [
    await createTeam(db, { leagueId: league.id }),
    await createTeam(db, { leagueId: league.id }),
  ];
  const roster = async (teamId: number) =>
    Promise.all([0, 1, 2, 3, 4].map(() => createPlayer(db, { leagueId: league.id, teamId })));
  const homeIds = (await roster(home!.id)).map((p) => p.id);
  const awayIds = (await roster(away!.id)).map((p) => p.id);
  const oneGame = (await createPlayer(db, { leagueId: league.id, teamId: home!.id })).id;
  const [twoOfTwo, shooter] = homeIds as [number, number];
  const today = utcToday();
  for (let day = 4; day >= 1; day--) {
    const last = day === 1;
    const { game } = await createGame(db, {
      leagueId: league.id,
      seasonId: season.id,
      homeTeamId: home!.id,
      awayTeamId: away!.id,
      gameDate: addDays(today, -day),
      homePlayerIds: last ? [...homeIds, oneGame] : homeIds,
      awayPlayerIds: awayIds,
    });
    const set = (playerId: number, line: Line) =>
      db
        .update(playerGameStats)
        .set({ ...quiet, ...line })
        .where(and(eq(playerGameStats.gameId, game.id), eq(playerGameStats.playerId, playerId)));
    await set(twoOfTwo, day === 4 ? { pts: 6, fgm: 2, fga: 2, threePm: 2, threePa: 2 } : {});
    await set(shooter, { pts: 8, fgm: 3, fga: 8, threePm: 2, threePa: 5 });
    if (last) {
      await set(oneGame, {
        pts: 60,
        ast: 10,
        oreb: 5,
        dreb: 10,
        reb: 15,
        st: 5,
        blks: 5,
        turnovers: 0,
        fgm: 22,
        fga: 30,
        ftm: 10,
        fta: 10,
        threePm: 6,
        threePa: 8,
      });
    }
  }
  return { leagueId: league.id, oneGame, twoOfTwo, shooter };
}
