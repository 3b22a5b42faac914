import type { Database } from '../../db/client';
import { games, playerGameStats } from '../../db/schema/index';
import { createLeague, createPlayer, createSeason, createTeam } from '../../test/factories';

// Hand-made box scores for the intelligence tests (expected figures worked out in the tests).

/** The figures a test sets; every other column is 0 and reb is all defensive. */
export interface LineSpec {
  pts?: number;
  reb?: number;
  ast?: number;
  st?: number;
  blks?: number;
  turnovers?: number;
  fgm?: number;
  fga?: number;
  ftm?: number;
  fta?: number;
  three_pm?: number;
  three_pa?: number;
}

/** A league with an old and a current season and two teams. */
export async function seedIntelLeague(
  db: Database,
  name = 'nba',
  season: { start: string; end: string } = { start: '2024-10-01', end: '2025-06-30' },
) {
  const league = await createLeague(db, { name, displayName: name.toUpperCase() });
  const old = await createSeason(db, {
    leagueId: league.id,
    label: 'old',
    startDate: '2023-10-01',
    endDate: '2024-06-30',
    isCurrent: false,
  });
  const current = await createSeason(db, {
    leagueId: league.id,
    label: 'current',
    startDate: season.start,
    endDate: season.end,
    isCurrent: true,
  });
  const home = await createTeam(db, { leagueId: league.id, name: `${name} Home` });
  const away = await createTeam(db, { leagueId: league.id, name: `${name} Away` });
  const player = (slug: string, extra: Parameters<typeof createPlayer>[1] = {}) =>
    // Whole careers by default: the hand-worked personal bests are career highs (decision 0032).
    createPlayer(db, { leagueId: league.id, teamId: home.id, slug, historyComplete: true, ...extra });
  /** One game per call (home vs away) with the player's line; returns the line's id. */
  async function line(
    playerId: number,
    date: string,
    s: LineSpec,
    seasonId: number = date < season.start ? old.id : current.id,
  ): Promise<number> {
    const [g] = await db
      .insert(games)
      .values({
        leagueId: league.id,
        seasonId,
        gameDate: date,
        homeTeamId: home.id,
        awayTeamId: away.id,
        homeScore: 100,
        awayScore: 90,
      })
      .returning({ id: games.id });
    const reb = s.reb ?? 0;
    const [row] = await db
      .insert(playerGameStats)
      .values({
        gameId: g!.id,
        playerId,
        teamId: home.id,
        leagueId: league.id,
        seasonId,
        gameDate: date,
        minutes: 30,
        pts: s.pts ?? 0,
        ast: s.ast ?? 0,
        oreb: 0,
        dreb: reb,
        reb,
        st: s.st ?? 0,
        blks: s.blks ?? 0,
        turnovers: s.turnovers ?? 0,
        fouls: 0,
        fgm: s.fgm ?? 0,
        fga: s.fga ?? 0,
        ftm: s.ftm ?? 0,
        fta: s.fta ?? 0,
        threePm: s.three_pm ?? 0,
        threePa: s.three_pa ?? 0,
      })
      .returning({ id: playerGameStats.id });
    return row!.id;
  }
  return { league, old, current, home, away, player, line };
}
